import { BadgeDollarSign, Link2, UserPlus, Wallet, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ButtonLink } from '@/components/light-ui/buttons';
import { SiteLink } from '@/components/platform/marketing-platform';
import { PageHero, Section, SectionHeading } from '../components/section';
import { PAGE_META } from '../seo/page-meta';
import { usePageMeta } from '../seo/use-page-meta';

/**
 * The current commission rate from GET /api/referrals/programme (an administrator sets it). The pre-rendered page
 * says "a share" until it loads; plain fetch keeps the schemas out of a public page's download.
 */
function useCommissionRate(): number | null {
  const [rate, setRate] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/referrals/programme', { signal: controller.signal })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ commissionRatePercent?: unknown }>) : null,
      )
      .then((body) => {
        if (typeof body?.commissionRatePercent === 'number') setRate(body.commissionRatePercent);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return rate;
}

const STEPS: { icon: LucideIcon; title: string; description: string }[] = [
  {
    icon: UserPlus,
    title: 'Create your free account',
    description: 'Sign up at LeadChat. You do not need a paid plan to refer others.',
  },
  {
    icon: Link2,
    title: 'Copy your referral link',
    description:
      'Your profile’s Referrals card holds your own link. Share it with businesses you know, or sign up the clients you set LeadChat up for through it.',
  },
  {
    icon: BadgeDollarSign,
    title: 'Earn from what they pay',
    description:
      'Each business that signs up through your link within 60 days is your referral, and you earn a commission on every payment it makes.',
  },
  {
    icon: Wallet,
    title: 'Get paid',
    description:
      'Add your payout details in your profile. The LeadChat team pays what you are owed by hand and records each payout on your card.',
  },
];

/** /referral-programme: how the reseller and affiliate programme works, honestly (payouts are manual). */
export function ReferralProgrammeContent() {
  usePageMeta(PAGE_META.referralProgramme);
  const rate = useCommissionRate();
  const share = rate === null ? 'a share' : `${rate}%`;
  return (
    <>
      <PageHero
        eyebrow="Referral programme"
        title="Earn by recommending LeadChat"
        description={`Agencies, web designers and happy customers earn ${share} of every payment made by the businesses they bring to LeadChat.`}
      >
        <ButtonLink to="/auth?mode=signup" size="lg">
          Sign Up Free
        </ButtonLink>
        <ButtonLink to="/profile" size="lg" variant="outline">
          Get My Referral Link
        </ButtonLink>
      </PageHero>
      <Section labelledBy="referral-steps-heading">
        <SectionHeading id="referral-steps-heading" eyebrow="How it works" title="Four steps" />
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-xl border bg-card p-6 shadow-xs">
              <step.icon className="size-6 text-primary" aria-hidden="true" />
              <h3 className="mt-3 font-semibold">
                {index + 1}. {step.title}
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section labelledBy="referral-terms-heading" className="bg-muted">
        <SectionHeading id="referral-terms-heading" eyebrow="The fine print" title="Programme terms" />
        <ul className="mx-auto grid max-w-3xl list-disc gap-3 pl-6 text-muted-foreground">
          <li>
            The commission rate is {rate === null ? 'shown on your Referrals card' : `${rate}% today`}. A
            payment earns the rate in force when it is made; a new rate applies to later payments only.
          </li>
          <li>
            Commissions come only from real payments: a free trial earns nothing until the business pays.
            Amounts are in US dollars.
          </li>
          <li>
            Payouts are manual. There is no automatic transfer: the LeadChat team pays what you are owed to
            the payout details you give and marks it paid, and your card shows each payout.
          </li>
          <li>
            The first referral link a browser opens is the one that counts, and an account has one referrer.
            You cannot refer yourself or another account of your own.
          </li>
          <li>
            You see how many businesses signed up and paid, and which plans they are on — never their names or
            contact details.
          </li>
        </ul>
        <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted-foreground">
          Questions about the programme?{' '}
          <SiteLink to="/support" className="font-medium text-primary underline-offset-4 hover:underline">
            Contact support
          </SiteLink>
          .
        </p>
      </Section>
    </>
  );
}
