import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, HandCoins, Info } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  formatPriceCents,
  PAYOUT_DETAILS_MAX_LENGTH,
  PLAN_NAMES,
  type ReferralOverview,
} from '@leadchat/contract';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { formatLongDate } from '@/lib/format';
import { showErrorToast } from '@/lib/show-error-toast';
import { fetchReferralOverview, referralQueryKeys, savePayoutDetails } from './referrals-api';

/** docs/product/limits.md: copy feedback resets after 2 s. */
export const COPIED_RESET_MS = 2000;

function Figure({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div
      className="rounded-lg border p-3"
      data-testid={`referral-figure-${label.toLowerCase().replaceAll(' ', '-')}`}
    >
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-xl font-semibold tabular-nums">{value}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

function CopyLink({ link }: { link: string }) {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Copied!', { description: 'Link copied to clipboard' });
      setIsCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setIsCopied(false), COPIED_RESET_MS);
    } catch {
      toast.error('Copy failed', { description: 'Please copy the link manually' });
    }
  }

  return (
    <div className="grid gap-2">
      <label htmlFor="referral-link" className="text-sm font-medium">
        Your referral link
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="referral-link"
          readOnly
          value={link}
          className="font-mono text-sm"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => void handleCopy()}
          aria-label={isCopied ? 'Copied referral link' : 'Copy referral link'}
        >
          {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {isCopied ? 'Copied!' : 'Copy Link'}
        </Button>
      </div>
    </div>
  );
}

function PayoutDetailsForm({ overview }: { overview: ReferralOverview }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(overview.payoutDetails ?? '');
  const save = useMutation({
    mutationFn: savePayoutDetails,
    onSuccess: (updated) => {
      queryClient.setQueryData(referralQueryKeys.overview(), updated);
      setValue(updated.payoutDetails ?? '');
      toast.success('Payout details saved');
    },
    onError: showErrorToast,
  });
  const isChanged = value.trim() !== (overview.payoutDetails ?? '');

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate(value);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-3" aria-label="Payout details">
      <FormField
        id="referral-payout-details"
        label="Payout details"
        hint="Where we should send your commission, for example a PayPal address or bank details. Only you and LeadChat administrators see this."
      >
        {(field) => (
          <Textarea
            {...field}
            value={value}
            maxLength={PAYOUT_DETAILS_MAX_LENGTH}
            rows={2}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </FormField>
      <div>
        <Button type="submit" variant="outline" isLoading={save.isPending} disabled={!isChanged}>
          {save.isPending ? 'Saving...' : 'Save Payout Details'}
        </Button>
      </div>
    </form>
  );
}

/** /profile's Referrals card: the owner's link, what it brought, the commission owed and how payouts happen. */
export function ReferralsCard() {
  const overview = useQuery({
    queryKey: referralQueryKeys.overview(),
    queryFn: ({ signal }) => fetchReferralOverview(signal),
  });
  const data = overview.data;

  return (
    <Card aria-busy={overview.isPending || undefined} data-testid="referrals-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <HandCoins className="size-5 text-primary" aria-hidden="true" />
          Referrals
        </CardTitle>
        <CardDescription>
          {data
            ? `Recommend LeadChat and earn ${data.commissionRatePercent}% of every payment made by the businesses you refer.`
            : 'Recommend LeadChat and earn a share of what the businesses you refer pay.'}{' '}
          <Link
            to="/referral-programme"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            How the referral programme works
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {overview.isPending ? (
          <div className="grid gap-3" aria-label="Loading referrals">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : !data ? (
          <Alert variant="destructive">
            <AlertTitle>Failed to load referrals</AlertTitle>
            <AlertDescription>
              <Button variant="link" className="h-auto p-0" onClick={() => void overview.refetch()}>
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : (
          <>
            <CopyLink link={data.link} />
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <Figure label="Link visits" value={data.visits} />
              <Figure
                label="Sign-ups"
                value={data.signUps}
                hint={
                  data.awaitingConfirmation
                    ? `${data.awaitingConfirmation} awaiting email confirmation`
                    : undefined
                }
              />
              <Figure label="Paid referrals" value={data.paidReferrals} />
              <Figure label="Commission owed" value={formatPriceCents(data.owedCents)} />
              <Figure label="Paid out" value={formatPriceCents(data.paidOutCents)} />
              <Figure label="Total earned" value={formatPriceCents(data.earnedCents)} />
            </dl>
            {data.signUps > 0 ? (
              <p className="text-sm text-muted-foreground">
                On a plan now: {PLAN_NAMES.chatbot} {data.plans.chatbot} · {PLAN_NAMES['smart-website']}{' '}
                {data.plans['smart-website']} · No plan {data.plans.none}
              </p>
            ) : null}
            <Alert variant="info">
              <Info aria-hidden="true" />
              <AlertTitle>Payouts are made by hand</AlertTitle>
              <AlertDescription>
                Nothing is paid automatically. The LeadChat team sends what you are owed to your payout
                details and records each payout here. Commissions are in US dollars and come only from
                payments the businesses you refer actually make.
              </AlertDescription>
            </Alert>
            <PayoutDetailsForm key={data.payoutDetails ?? ''} overview={data} />
            <div className="grid gap-2">
              <h3 className="text-sm font-medium">Payouts</h3>
              {data.payouts.length ? (
                <ul className="grid gap-1 text-sm">
                  {data.payouts.map((payout) => (
                    <li key={payout.id} className="flex justify-between gap-4 tabular-nums">
                      <span>{formatLongDate(payout.paidAt)}</span>
                      <span className="font-medium">{formatPriceCents(payout.amountCents)}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">No payouts yet.</p>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
