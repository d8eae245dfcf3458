import { AlertTriangle, Clock } from 'lucide-react';
import { SiteLink } from '@/components/platform/marketing-platform';
import { ButtonLink } from '@/components/light-ui/buttons';
import { FinalCta } from '../components/final-cta';
import { PageHero, Section, SectionHeading } from '../components/section';
import { PAGE_META } from '../seo/page-meta';
import { usePageMeta } from '../seo/use-page-meta';
import { EmbedSnippetPanel } from './embed-snippet-panel';

/** docs/product/screens.md: five steps, about 6 minutes (1 min, 2 min, 30 sec, 2 min, 1 min). */
const STEPS = [
  {
    id: 'step-add-website',
    time: '1 min',
    title: 'Add your website',
    body: (
      <p>
        Sign in, open{' '}
        <SiteLink to="/websites" className="font-medium text-primary underline underline-offset-4">
          Websites
        </SiteLink>{' '}
        and choose Add Website. Enter its name and domain. The assistant starts learning from your pages and
        FAQs.
      </p>
    ),
  },
  {
    id: 'step-copy-code',
    time: '2 min',
    title: 'Copy your embed code',
    body: <p>Choose your website below (or open its embed code from the Websites page) and press Copy.</p>,
  },
  {
    id: 'step-find-html',
    time: '30 sec',
    title: 'Find your site’s HTML file',
    body: (
      <p>
        Open the place where your site’s shared footer or layout lives. See{' '}
        <a href="#platforms" className="font-medium text-primary underline underline-offset-4">
          platform instructions
        </a>{' '}
        for WordPress, static sites, Shopify and Wix or Squarespace.
      </p>
    ),
  },
  {
    id: 'step-paste',
    time: '2 min',
    title: 'Paste before the closing </body> tag',
    body: (
      <p>
        Paste the code just before <code className="rounded bg-secondary px-1">&lt;/body&gt;</code> so it
        loads on every page, then save or publish.
      </p>
    ),
  },
  {
    id: 'step-test',
    time: '1 min',
    title: 'Test your chatbot',
    body: (
      <p>
        Open your site in a new tab. The chat bubble appears in the corner and opens by itself after a few
        seconds. Enter a name and email, ask a question and check the conversation appears in your dashboard.
      </p>
    ),
  },
];

const PLATFORMS = [
  {
    id: 'platform-wordpress',
    name: 'WordPress',
    steps: [
      'In your WordPress admin, install a header-and-footer code plugin (for example WPCode), or open Appearance → Theme File Editor.',
      'With a plugin: paste the code into the Footer box. In the editor: open footer.php of your (child) theme.',
      'Paste the code just before </body> and save. Clear any caching plugin.',
    ],
  },
  {
    id: 'platform-static',
    name: 'Static HTML sites',
    steps: [
      'Open your site’s shared layout or template; if every page is its own .html file, open each one.',
      'Paste the code just before </body>.',
      'Upload the changed files to your host.',
    ],
  },
  {
    id: 'platform-shopify',
    name: 'Shopify',
    steps: [
      'In Shopify admin, go to Online Store → Themes.',
      'On your live theme, open the … menu and choose Edit code.',
      'Open layout/theme.liquid, paste the code just before </body> and click Save.',
    ],
  },
  {
    id: 'platform-wix-squarespace',
    name: 'Wix and Squarespace',
    steps: [
      'Wix: Settings → Custom Code → Add Custom Code. Paste the code, apply it to All pages and place it in Body - end.',
      'Squarespace: Settings → Advanced → Code Injection. Paste the code into the Footer box and save.',
      'Both platforms offer custom code on their paid plans (Wix also needs a connected domain).',
    ],
  },
];

const TROUBLESHOOTING = [
  {
    problem: 'The chat bubble does not appear',
    fix: 'Check the code sits just before </body> on the page you opened, that data-website-id matches your website, and that the website is Active in your dashboard. Clear your site’s cache or CDN and reload.',
  },
  {
    problem: 'It works on one page but not others',
    fix: 'The code was pasted into a single page. Move it to the shared footer, layout or theme file so every page includes it.',
  },
  {
    problem: 'The browser console shows a Content Security Policy error',
    fix: 'Your site restricts outside scripts. Allow this service’s address in script-src and connect-src of your policy.',
  },
  {
    problem: 'The assistant answers too vaguely',
    fix: 'Add FAQs and AI instructions for the website, and make sure your site’s pages describe your services, prices and hours.',
  },
  {
    problem: 'The widget shows twice or in the wrong corner',
    fix: 'Remove duplicate copies of the code (only one is needed). Change the position, colours and greeting in your website’s settings.',
  },
];

export function InstallationGuideContent() {
  usePageMeta(PAGE_META.installationGuide);
  return (
    <>
      <PageHero
        eyebrow="Installation Guide"
        title="Install the AI chat widget in about 6 minutes"
        description="Five steps, one line of code, no developer needed. Works on WordPress, static sites, Shopify, Wix and Squarespace."
      >
        <p className="inline-flex items-center gap-2 rounded-full border bg-background px-4 py-2 text-sm font-medium">
          <Clock className="size-4 text-primary" aria-hidden="true" />
          Total time: about 6 minutes
        </p>
      </PageHero>

      <Section labelledBy="steps-heading">
        <SectionHeading id="steps-heading" eyebrow="Step by step" title="Five steps to a live chatbot" />
        <ol className="mx-auto grid max-w-3xl gap-4">
          {STEPS.map((step, index) => (
            <li key={step.id} className="flex gap-4 rounded-xl border bg-card p-5 shadow-xs sm:p-6">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <h3 id={step.id} className="text-lg font-semibold">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </h3>
                  <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2.5 py-0.5 text-xs font-medium text-accent-foreground">
                    <Clock className="size-3" aria-hidden="true" />
                    {step.time}
                  </span>
                </div>
                <div className="mt-2 text-sm text-muted-foreground">{step.body}</div>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="embed-code" labelledBy="embed-code-heading" className="bg-muted">
        <SectionHeading
          id="embed-code-heading"
          eyebrow="Your code"
          title="Copy your embed code"
          description="Paste this single line before the closing </body> tag of your site."
        />
        <div className="mx-auto max-w-3xl">
          <EmbedSnippetPanel />
        </div>
      </Section>

      <Section id="platforms" labelledBy="platforms-heading">
        <SectionHeading
          id="platforms-heading"
          eyebrow="Platforms"
          title="Where to paste the code on your platform"
        />
        <div className="grid gap-6 md:grid-cols-2">
          {PLATFORMS.map((platform) => (
            <article
              key={platform.id}
              aria-labelledby={platform.id}
              className="rounded-xl border bg-card p-6 shadow-xs"
            >
              <h3 id={platform.id} className="text-lg font-semibold">
                {platform.name}
              </h3>
              <ol className="mt-3 grid list-decimal gap-2 pl-5 text-sm text-muted-foreground">
                {platform.steps.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            </article>
          ))}
        </div>
      </Section>

      <Section id="troubleshooting" labelledBy="troubleshooting-heading" className="bg-muted">
        <SectionHeading
          id="troubleshooting-heading"
          eyebrow="Troubleshooting"
          title="Something not working?"
        />
        <dl className="mx-auto grid max-w-3xl gap-4">
          {TROUBLESHOOTING.map((item) => (
            <div key={item.problem} className="rounded-xl border bg-card p-5 shadow-xs">
              <dt className="flex items-start gap-2 font-semibold">
                <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
                {item.problem}
              </dt>
              <dd className="mt-2 pl-6 text-sm text-muted-foreground">{item.fix}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/support" size="lg" variant="outline">
            Contact Support
          </ButtonLink>
          <ButtonLink to="/widget-test" size="lg" variant="outline">
            Open the Widget Test Page
          </ButtonLink>
        </div>
      </Section>

      <FinalCta />
    </>
  );
}
