import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** The five steps of /installation-guide (docs/product/screens.md), in short, with their times (about 6 minutes). */
export const INSTALLATION_STEPS = [
  {
    title: 'Add your website',
    text: 'Create a website in LeadChat with its name and domain.',
    time: '1 min',
  },
  {
    title: 'Copy the embed code',
    text: 'Open Embed code on the Websites page and copy the snippet.',
    time: '2 min',
  },
  {
    title: 'Find your HTML file',
    text: 'WordPress: theme footer; static sites: each page; Shopify: theme.liquid; Wix or Squarespace: custom code.',
    time: '30 sec',
  },
  {
    title: 'Paste before </body>',
    text: 'Paste the snippet just before the closing body tag and publish.',
    time: '2 min',
  },
  { title: 'Test it', text: 'Open your site, wait for the chat bubble and send a message.', time: '1 min' },
] as const;

export function InstallationStepsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Installation Guide</CardTitle>
        <CardDescription>Five steps, about 6 minutes.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ol className="grid gap-3">
          {INSTALLATION_STEPS.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-violet-100 text-sm font-semibold text-violet-800"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <p className="text-sm font-medium">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title} <span className="font-normal text-muted-foreground">· {step.time}</span>
                </p>
                <p className="text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <Link to="/installation-guide" className="text-sm font-medium text-primary hover:underline">
          Read the full installation guide
        </Link>
      </CardContent>
    </Card>
  );
}
