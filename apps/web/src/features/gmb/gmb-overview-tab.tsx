import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock, MessageSquareReply, Star, Inbox } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { GmbAccount } from '@leadchat/contract';
import { StatCardGrid } from '@/components/stat-card';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { getErrorMessage } from '@/lib/api';
import { fetchGmbOverview, gmbAccountQueryKey, gmbStatusQueryKey, selectGmbLocations } from './gmb-api';

/** "45 min", "3 h 20 min", "2 days" */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    return rest ? `${hours} h ${rest} min` : `${hours} h`;
  }
  return `${Math.round(minutes / 1440)} days`;
}

function LocationsCard({ websiteId, account }: { websiteId: string; account: GmbAccount }) {
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState(
    () => new Set(account.locations.filter((l) => l.selected).map((l) => l.name)),
  );
  const save = useMutation({
    mutationFn: () => selectGmbLocations(account.id, [...selected]),
    onSuccess: () => {
      toast.success('Locations saved', { description: 'Reviews of the chosen locations are synced.' });
      void queryClient.invalidateQueries({ queryKey: gmbStatusQueryKey(websiteId) });
    },
    onError: (error) => toast.error('Error', { description: getErrorMessage(error) }),
  });
  const isChanged =
    account.locations.some((l) => l.selected !== selected.has(l.name)) && account.locations.length > 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Locations</CardTitle>
        <CardDescription>
          {account.locations.length
            ? 'Choose the locations whose reviews LeadChat syncs and answers.'
            : 'This Google account manages no Business Profile locations yet.'}
        </CardDescription>
      </CardHeader>
      {account.locations.length ? (
        <CardContent className="space-y-4">
          <ul className="space-y-3">
            {account.locations.map((location) => {
              const id = `gmb-location-${location.name.replace(/\W+/g, '-')}`;
              return (
                <li key={location.name} className="flex items-start gap-3">
                  <input
                    id={id}
                    type="checkbox"
                    className="mt-1 size-4 accent-primary"
                    checked={selected.has(location.name)}
                    onChange={(event) => {
                      const next = new Set(selected);
                      if (event.target.checked) next.add(location.name);
                      else next.delete(location.name);
                      setSelected(next);
                    }}
                  />
                  <label htmlFor={id} className="text-sm">
                    <span className="font-medium">{location.title}</span>
                    <span className="block text-muted-foreground">{location.address}</span>
                  </label>
                </li>
              );
            })}
          </ul>
          <Button onClick={() => save.mutate()} disabled={!isChanged} isLoading={save.isPending}>
            Save locations
          </Button>
        </CardContent>
      ) : null}
    </Card>
  );
}

export function GmbOverviewTab({ websiteId, account }: { websiteId: string; account: GmbAccount }) {
  const overview = useQuery({
    queryKey: gmbAccountQueryKey(websiteId, account.id, 'overview'),
    queryFn: ({ signal }) => fetchGmbOverview(account.id, signal),
  });
  const data = overview.data;
  return (
    <div className="space-y-6">
      <StatCardGrid
        cards={[
          {
            title: 'Average rating',
            value: data
              ? data.averageRating === null
                ? '—'
                : `${data.averageRating.toFixed(1)} ★`
              : undefined,
            icon: <Star className="size-4 text-muted-foreground" aria-hidden="true" />,
            footer: data ? `${data.reviewCount} reviews synced` : undefined,
          },
          {
            title: 'Response rate',
            value: data ? (data.responseRate === null ? '—' : `${data.responseRate}%`) : undefined,
            icon: <MessageSquareReply className="size-4 text-muted-foreground" aria-hidden="true" />,
            footer: 'Reviews with a reply',
          },
          {
            title: 'Median response time',
            value: data
              ? data.medianResponseMinutes === null
                ? '—'
                : formatDuration(data.medianResponseMinutes)
              : undefined,
            icon: <Clock className="size-4 text-muted-foreground" aria-hidden="true" />,
            footer: 'From the review to its reply',
          },
          {
            title: 'Awaiting approval',
            value: data ? data.awaitingApproval : undefined,
            icon: <Inbox className="size-4 text-muted-foreground" aria-hidden="true" />,
            footer: 'Drafted replies waiting for you',
          },
        ]}
      />
      {data && data.reviewCount > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>Ratings</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2">
              {data.ratingCounts.map(({ rating, count }) => (
                <li key={rating} className="flex items-center gap-3 text-sm">
                  <span className="w-10 tabular-nums">{rating} ★</span>
                  <span className="h-2 flex-1 rounded bg-slate-100" aria-hidden="true">
                    <span
                      className="block h-2 rounded bg-yellow-500"
                      style={{ width: `${Math.round((count / data.reviewCount) * 100)}%` }}
                    />
                  </span>
                  <span className="w-10 text-right tabular-nums">{count}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
      <LocationsCard
        key={account.locations.map((l) => `${l.name}:${l.selected}`).join()}
        websiteId={websiteId}
        account={account}
      />
    </div>
  );
}
