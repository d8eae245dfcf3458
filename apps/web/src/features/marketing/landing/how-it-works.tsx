import { Section, SectionHeading } from '../components/section';
import { StepList } from '../components/step-list';

const STEPS = [
  {
    title: 'Add your website URL',
    description:
      'Create your account and add your website. The assistant starts learning from its pages right away.',
  },
  {
    title: 'Install the widget snippet',
    description: 'Copy one line of code and paste it before the closing </body> tag of your site.',
  },
  {
    title: 'Customise your AI',
    description:
      'Set the greeting, name, colours and instructions, and add the FAQs you want answered your way.',
  },
  {
    title: 'Start converting',
    description:
      'Visitors get instant answers and you get qualified leads and booked appointments in your dashboard.',
  },
];

/** docs/product/screens.md: how it works in four steps (#how-it-works, linked from the header). */
export function HowItWorks() {
  return (
    <Section id="how-it-works" labelledBy="how-it-works-heading">
      <SectionHeading
        id="how-it-works-heading"
        eyebrow="How it works"
        title="Live on your site in about 5 minutes"
        description="No developer needed. If you can copy and paste, you can install LeadChat."
      />
      <StepList steps={STEPS} />
    </Section>
  );
}
