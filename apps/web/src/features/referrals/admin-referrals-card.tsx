import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { formatPriceCents, type AdminReferrer } from '@leadchat/contract';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatLongDate } from '@/lib/format';
import { showErrorToast } from '@/lib/show-error-toast';
import {
  fetchAdminReferralSettings,
  fetchAdminReferrers,
  recordPayout,
  referralQueryKeys,
  saveAdminReferralSettings,
} from './referrals-api';

function CommissionRateForm({ rate }: { rate: number }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState(String(rate));
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: saveAdminReferralSettings,
    onSuccess: async (updated) => {
      toast.success(`Commission rate set to ${updated.commissionRatePercent}%`);
      await queryClient.invalidateQueries({ queryKey: referralQueryKeys.adminAll() });
    },
    onError: showErrorToast,
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const percent = Number(value);
    if (!/^\d{1,3}$/.test(value.trim()) || percent > 100) {
      setError('Enter a whole number from 0 to 100.');
      return;
    }
    setError(undefined);
    save.mutate({ commissionRatePercent: percent });
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="flex flex-wrap items-end gap-3"
      aria-label="Commission rate"
    >
      <FormField
        id="referral-commission-rate"
        label="Commission rate (%)"
        error={error}
        hint="Applies to payments from now on; commissions already earned keep their rate."
        className="w-full max-w-xs"
      >
        {(field) => (
          <Input
            {...field}
            inputMode="numeric"
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" isLoading={save.isPending} disabled={value.trim() === String(rate)}>
        {save.isPending ? 'Saving...' : 'Save Rate'}
      </Button>
    </form>
  );
}

function PayoutDialog({ referrer, onClose }: { referrer: AdminReferrer; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const record = useMutation({
    mutationFn: recordPayout,
    onSuccess: async (payout) => {
      toast.success(`Recorded a payout of ${formatPriceCents(payout.amountCents)}`);
      onClose();
      await queryClient.invalidateQueries({ queryKey: referralQueryKeys.adminAll() });
    },
    onError: async (error) => {
      showErrorToast(error);
      await queryClient.invalidateQueries({ queryKey: referralQueryKeys.adminAll() });
      onClose();
    },
  });
  const amount = formatPriceCents(referrer.owedCents);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    record.mutate({ referrerUserId: referrer.userId, amountCents: referrer.owedCents, note });
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record a payout</DialogTitle>
          <DialogDescription>
            LeadChat does not send money. Pay {amount} to {referrer.email} yourself, then record it here:
            their owed commissions are marked paid.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit} className="grid gap-4">
          <div className="rounded-lg border p-3 text-sm">
            <p className="text-muted-foreground">Their payout details</p>
            <p className="mt-1 font-medium [overflow-wrap:anywhere] whitespace-pre-wrap">
              {referrer.payoutDetails ?? 'None given yet: ask them before paying.'}
            </p>
          </div>
          <FormField
            id="referral-payout-note"
            label="Reference (optional)"
            hint="For example the transfer's reference."
          >
            {(field) => (
              <Input
                {...field}
                value={note}
                maxLength={200}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" isLoading={record.isPending}>
              {record.isPending ? 'Recording...' : `Mark ${amount} as Paid`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** /admin: the referral programme's rate, every referrer with what they are owed, and recording payouts. */
export function AdminReferralsCard() {
  const [page, setPage] = useState(1);
  const [paying, setPaying] = useState<AdminReferrer | null>(null);
  const settings = useQuery({
    queryKey: referralQueryKeys.adminSettings(),
    queryFn: ({ signal }) => fetchAdminReferralSettings(signal),
  });
  const list = useQuery({
    queryKey: referralQueryKeys.adminList(page),
    queryFn: ({ signal }) => fetchAdminReferrers(page, signal),
  });
  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Card aria-busy={list.isPending || undefined} data-testid="admin-referrals-card">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <HandCoins className="size-5 text-primary" aria-hidden="true" />
          Referral Programme
        </CardTitle>
        <CardDescription>
          Referrers, what they earned and what they are owed. Payouts are manual: pay the referrer outside
          LeadChat, then mark the amount as paid.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {settings.data ? (
          <CommissionRateForm
            key={settings.data.commissionRatePercent}
            rate={settings.data.commissionRatePercent}
          />
        ) : (
          <Skeleton className="h-16 w-full max-w-sm" />
        )}
        {data ? (
          <p className="text-sm text-muted-foreground">
            Owed to referrers:{' '}
            <span className="font-medium text-foreground">{formatPriceCents(data.totalOwedCents)}</span> ·
            Paid out:{' '}
            <span className="font-medium text-foreground">{formatPriceCents(data.totalPaidOutCents)}</span>
          </p>
        ) : null}
        {list.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : !data ? (
          <p className="text-sm text-destructive">Failed to load referrers</p>
        ) : data.referrers.length === 0 ? (
          <p className="text-sm text-muted-foreground">No referrals yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Referrer</TableHead>
                  <TableHead>Sign-ups</TableHead>
                  <TableHead>Paid referrals</TableHead>
                  <TableHead>Earned</TableHead>
                  <TableHead>Paid out</TableHead>
                  <TableHead>Owed</TableHead>
                  <TableHead>Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.referrers.map((referrer) => (
                  <TableRow key={referrer.userId} data-testid={`referrer-${referrer.userId}`}>
                    <TableCell>
                      <div className="font-medium">{referrer.username ?? '—'}</div>
                      <div className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                        {referrer.email}
                      </div>
                    </TableCell>
                    <TableCell className="tabular-nums">
                      {referrer.signUps}
                      {referrer.awaitingConfirmation ? (
                        <span className="block text-xs text-muted-foreground">
                          +{referrer.awaitingConfirmation} unconfirmed
                        </span>
                      ) : null}
                    </TableCell>
                    <TableCell className="tabular-nums">{referrer.paidReferrals}</TableCell>
                    <TableCell className="tabular-nums">{formatPriceCents(referrer.earnedCents)}</TableCell>
                    <TableCell className="tabular-nums">
                      {formatPriceCents(referrer.paidOutCents)}
                      {referrer.lastPayoutAt ? (
                        <span className="block text-xs text-muted-foreground">
                          last {formatLongDate(referrer.lastPayoutAt)}
                        </span>
                      ) : null}
                    </TableCell>
                    <TableCell className="font-medium tabular-nums">
                      {formatPriceCents(referrer.owedCents)}
                    </TableCell>
                    <TableCell>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={referrer.owedCents === 0}
                        onClick={() => setPaying(referrer)}
                        aria-label={`Mark as paid: ${referrer.email}`}
                      >
                        Mark as Paid
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
        {data && pageCount > 1 ? (
          <div className="flex items-center justify-end gap-2">
            <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <span className="text-sm text-muted-foreground">
              Page {page} of {pageCount}
            </span>
            <Button
              size="sm"
              variant="outline"
              disabled={page >= pageCount}
              onClick={() => setPage(page + 1)}
            >
              Next
            </Button>
          </div>
        ) : null}
      </CardContent>
      {paying ? <PayoutDialog referrer={paying} onClose={() => setPaying(null)} /> : null}
    </Card>
  );
}
