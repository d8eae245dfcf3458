import { ArrowRight, HandCoins } from 'lucide-react';
import { SiteLink } from '@/components/platform/marketing-platform';
import { Section } from './section';

/** A short band linking to /referral-programme (issue 14: the landing page and /about link to it). */
export function ReferralProgrammeBand({ headingId }: { headingId: string }) {
  return (
    <Section labelledBy={headingId} compact>
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 rounded-xl border bg-card p-6 text-center shadow-xs sm:flex-row sm:text-left">
        <HandCoins className="size-8 shrink-0 text-primary" aria-hidden="true" />
        <div className="flex-1">
          <h2 id={headingId} className="text-lg font-semibold">
            Know other local businesses?
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Agencies, web designers and customers earn a commission on what the businesses they refer pay.
          </p>
        </div>
        <SiteLink
          to="/referral-programme"
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
        >
          Referral programme
          <ArrowRight className="size-4" aria-hidden="true" />
        </SiteLink>
      </div>
    </Section>
  );
}
