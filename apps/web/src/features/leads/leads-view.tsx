import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CheckCircle2, Download, Eye, Gauge, Pencil, Sparkles, Users } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LEAD_STATUSES, type Lead, type LeadListQuery } from '@leadchat/contract';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ConversationDialog } from '@/features/conversations/conversation-dialog';
import {
  ListPagination,
  SearchInput,
  useDebouncedValue,
  useErrorToast,
} from '@/features/conversations/list-parts';
import { StatCard } from '@/features/dashboard/stat-card';
import { LiveIndicator } from '@/features/realtime/live-indicator';
import { useLiveUpdates } from '@/features/realtime/use-live-updates';
import { EditLeadDialog } from './edit-lead-dialog';
import { capitalize, LeadScoreBadge, LeadStatusBadge } from './lead-display';
import { fetchLeads, fetchLeadStats, leadQueryKeys, leadsExportUrl } from './leads-api';

const PAGE_SIZE = 20;
type StatusFilter = 'all' | (typeof LEAD_STATUSES)[number];

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

function readStatus(value: string | null): StatusFilter {
  return value && (LEAD_STATUSES as readonly string[]).includes(value) ? (value as StatusFilter) : 'all';
}

/** /leads (spec §2): Lead Management — cards, search, status filter, the table, CSV export and the two dialogs. */
export function LeadsView() {
  const liveStatus = useLiveUpdates();
  const [params, setParams] = useSearchParams();
  const [searchText, setSearchText] = useState(params.get('q') ?? '');
  const search = useDebouncedValue(searchText.trim());
  const status = readStatus(params.get('status'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [viewing, setViewing] = useState<Lead | null>(null);
  const [editing, setEditing] = useState<Lead | null>(null);

  function updateParams(next: { q?: string; status?: StatusFilter; page?: number }) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const set = (key: string, value: string | undefined) =>
          value ? updated.set(key, value) : updated.delete(key);
        if (next.q !== undefined) set('q', next.q);
        if (next.status !== undefined) set('status', next.status === 'all' ? undefined : next.status);
        set('page', next.page && next.page > 1 ? String(next.page) : undefined);
        return updated;
      },
      { replace: true },
    );
  }

  // The typed search reaches the URL (and the server) once typing pauses; a new search starts at page 1.
  const urlSearch = params.get('q') ?? '';
  useEffect(() => {
    if (search !== urlSearch) updateParams({ q: search });
    // updateParams only writes the URL; running again for a new function identity would change nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, urlSearch]);

  const query: LeadListQuery = { search: urlSearch || undefined, status, page, pageSize: PAGE_SIZE };
  const leads = useQuery({
    queryKey: leadQueryKeys.list(query),
    queryFn: ({ signal }) => fetchLeads(query, signal),
    placeholderData: keepPreviousData,
  });
  const stats = useQuery({
    queryKey: leadQueryKeys.stats(),
    queryFn: ({ signal }) => fetchLeadStats(signal),
  });
  useErrorToast(leads.isError || stats.isError, 'Failed to fetch leads');

  const isFiltered = urlSearch !== '' || status !== 'all';
  let content: ReactNode;
  if (leads.isPending) {
    content = (
      <div className="grid gap-3 p-4" aria-busy="true" aria-label="Loading leads">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  } else if (leads.isError) {
    content = (
      <Alert variant="destructive" className="m-4 w-auto">
        <AlertTitle>Failed to fetch leads</AlertTitle>
        <AlertDescription>
          <Button variant="link" className="h-auto p-0" onClick={() => void leads.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (leads.data.items.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-violet-50 text-primary">
          <Users className="size-7" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold">No leads found</h2>
        <p className="max-w-md text-muted-foreground">
          {isFiltered ? 'Try adjusting your search or filter.' : 'Start conversations to capture leads'}
        </p>
      </div>
    );
  } else {
    content = (
      <Table>
        <caption className="sr-only">Your leads</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Lead</TableHead>
            <TableHead>Contact</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Score</TableHead>
            <TableHead>Source</TableHead>
            <TableHead>Created</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {leads.data.items.map((lead) => (
            <TableRow key={lead.id}>
              <TableCell className="max-w-56">
                <p className="truncate font-medium">{lead.name || 'Unknown visitor'}</p>
                {lead.company ? (
                  <p className="truncate text-xs text-muted-foreground">{lead.company}</p>
                ) : null}
                {lead.tags.length > 0 ? (
                  <div className="mt-1 flex flex-wrap gap-1">
                    {lead.tags.map((tag) => (
                      <Badge key={tag} variant="outline">
                        {tag}
                      </Badge>
                    ))}
                  </div>
                ) : null}
              </TableCell>
              <TableCell className="max-w-56 text-sm">
                <p className="truncate">{lead.email || '—'}</p>
                {lead.phone ? <p className="truncate text-muted-foreground">{lead.phone}</p> : null}
              </TableCell>
              <TableCell>
                <LeadStatusBadge status={lead.status} />
              </TableCell>
              <TableCell>
                <LeadScoreBadge
                  score={lead.score}
                  reasons={lead.scoreReasons}
                  isOverridden={lead.isScoreOverridden}
                />
              </TableCell>
              <TableCell className="text-sm">
                <p>{lead.source === 'whatsapp' ? 'WhatsApp' : 'Web'}</p>
                <p className="truncate text-xs text-muted-foreground">{lead.websiteName}</p>
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                {formatDate(lead.createdAt)}
              </TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`View conversation with ${lead.name || lead.email || 'this lead'}`}
                    onClick={() => setViewing(lead)}
                  >
                    <Eye aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Edit ${lead.name || lead.email || 'this lead'}`}
                    onClick={() => setEditing(lead)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }

  return (
    <PageContainer>
      <PageHeader
        title="Lead Management"
        description={
          <span className="inline-flex flex-wrap items-center gap-3">
            Review, qualify and follow up the leads your assistant captured.
            <LiveIndicator status={liveStatus} />
          </span>
        }
        actions={
          <Button asChild variant="outline">
            <a href={leadsExportUrl({ search: urlSearch || undefined, status })} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        }
      />
      <div className="grid gap-6">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            title="Total Leads"
            value={stats.data?.totalLeads.toLocaleString('en-US')}
            icon={<Users className="size-5 text-primary" aria-hidden="true" />}
          />
          <StatCard
            title="New Leads"
            value={stats.data?.newLeads.toLocaleString('en-US')}
            icon={<Sparkles className="size-5 text-blue-700" aria-hidden="true" />}
          />
          <StatCard
            title="Converted"
            value={stats.data?.convertedLeads.toLocaleString('en-US')}
            icon={<CheckCircle2 className="size-5 text-green-700" aria-hidden="true" />}
          />
          <StatCard
            title="Avg Score"
            value={stats.data?.averageScore}
            icon={<Gauge className="size-5 text-orange-700" aria-hidden="true" />}
          />
        </div>
        <Card>
          <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <SearchInput
              id="lead-search"
              label="Search leads"
              placeholder="Search by name, email or company"
              value={searchText}
              onChange={setSearchText}
            />
            <div className="w-full sm:w-48">
              <Select
                value={status}
                onValueChange={(value) => updateParams({ status: value as StatusFilter })}
              >
                <SelectTrigger aria-label="Filter by status">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="all">All statuses</SelectItem>
                  {LEAD_STATUSES.map((value) => (
                    <SelectItem key={value} value={value}>
                      {capitalize(value)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </CardContent>
        </Card>
        <Card aria-busy={leads.isFetching || undefined}>
          {content}
          {leads.data && leads.data.items.length > 0 ? (
            <div className="px-4 pb-4">
              <ListPagination
                page={page}
                pageSize={PAGE_SIZE}
                total={leads.data.total}
                isTotalExact={leads.data.isTotalExact}
                shownCount={leads.data.items.length}
                label="Lead pages"
                onPageChange={(next) => updateParams({ page: next })}
              />
            </div>
          ) : null}
        </Card>
      </div>
      <ConversationDialog
        mode="transcript"
        conversationId={viewing?.id ?? null}
        onOpenChange={(open) => !open && setViewing(null)}
      />
      <EditLeadDialog lead={editing} onOpenChange={(open) => !open && setEditing(null)} />
    </PageContainer>
  );
}
