import { Lightbulb, X } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useStoredState } from '@/lib/use-stored-state';

export const QUICK_START_TIPS = [
  {
    id: 'add-faqs',
    title: 'Teach your assistant your FAQs',
    text: 'Questions and answers you add are used word for word, so visitors get the exact answer you want.',
    to: '/websites',
    action: 'Open websites',
  },
  {
    id: 'crawl-site',
    title: 'Let it read your website',
    text: 'Crawl your site from the website settings so the assistant can answer from your own pages.',
    to: '/websites',
    action: 'Crawl a site',
  },
  {
    id: 'install-widget',
    title: 'Install the chat widget',
    text: 'Paste one line before the closing body tag of your site. It works with WordPress, Shopify, Wix and more.',
    to: '/installation-guide',
    action: 'Installation guide',
  },
  {
    id: 'email-alerts',
    title: 'Get an email for every new lead',
    text: 'Turn on new-lead emails so you can call a hot lead back within minutes.',
    to: '/websites',
    action: 'Set up emails',
  },
  {
    id: 'review-leads',
    title: 'Qualify your leads',
    text: 'Update each lead’s status as you follow up, and export them as CSV for your CRM.',
    to: '/leads',
    action: 'Manage leads',
  },
  {
    id: 'calendar',
    title: 'Let visitors book appointments',
    text: 'Connect a calendar so the assistant can offer times when a visitor is ready to book.',
    to: '/calendar-integrations',
    action: 'Connect a calendar',
  },
  {
    id: 'launch-checklist',
    title: 'Run the pre-launch checklist',
    text: 'Check security, content and technical items before you send traffic to the assistant.',
    to: '/pre-launch-checklist',
    action: 'Open checklist',
  },
] as const;

const TIPS_SHOWN = 3;
export const DISMISSED_TIPS_KEY = 'dismissed-tips';

/** docs/product/screens.md: quick start tips, 3 shown at a time, each dismissible; dismissals are remembered. */
export function QuickStartTips() {
  const [dismissed, setDismissed] = useStoredState<string[]>(DISMISSED_TIPS_KEY, []);
  const visible = QUICK_START_TIPS.filter((tip) => !dismissed.includes(tip.id)).slice(0, TIPS_SHOWN);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb className="size-5 text-amber-600" aria-hidden="true" />
          Quick Start Tips
        </CardTitle>
      </CardHeader>
      <CardContent>
        {visible.length === 0 ? (
          <p className="text-sm text-muted-foreground">You&apos;ve seen every tip. Nice work!</p>
        ) : (
          <ul className="grid gap-3">
            {visible.map((tip) => (
              <li key={tip.id} className="relative rounded-lg border p-4 pr-12">
                <h3 className="text-sm font-semibold">{tip.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{tip.text}</p>
                <Link
                  to={tip.to}
                  className="mt-2 inline-block text-sm font-medium text-primary hover:underline"
                >
                  {tip.action}
                </Link>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  className="absolute top-2 right-2"
                  aria-label={`Dismiss tip: ${tip.title}`}
                  onClick={() => setDismissed((previous) => [...previous, tip.id])}
                >
                  <X aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
