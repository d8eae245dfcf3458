import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Activity, Eye, MessageSquare, MessagesSquare, UserCheck } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import {
  formatRelativeTime,
  truncatePreview,
  type ConversationFilter,
  type ConversationListQuery,
  type ConversationSummary,
} from '@leadchat/contract';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { StatCard } from '@/features/dashboard/stat-card';
import { LiveIndicator } from '@/features/realtime/live-indicator';
import { useLiveUpdates } from '@/features/realtime/use-live-updates';
import { ConversationDialog } from './conversation-dialog';
import { ConversationStatusBadge } from './conversation-status-badge';
import { conversationQueryKeys, fetchConversations, fetchConversationStats } from './conversations-api';
import { EmailSetupDialog } from './email-setup-dialog';
import { ListPagination, SearchInput, useDebouncedValue, useErrorToast } from './list-parts';

const PAGE_SIZE = 20;
const FILTERS: { value: ConversationFilter; label: string }[] = [
  { value: 'all', label: 'All conversations' },
  { value: 'active', label: 'Active (last hour)' },
  { value: 'leads', label: 'Leads only' },
];

function readFilter(value: string | null): ConversationFilter {
  return value === 'active' || value === 'leads' ? value : 'all';
}

/** Ticks every minute so relative times and the Active/Inactive badge stay true without a refetch. */
function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function visitorTitle(conversation: ConversationSummary): string {
  return conversation.visitorName || conversation.visitorEmail || 'Anonymous visitor';
}

/** /conversations (spec §2): cards, search by visitor name/email/id, all/active/leads filter, table, details. */
export function ConversationsView() {
  const liveStatus = useLiveUpdates();
  const now = useNow();
  const [params, setParams] = useSearchParams();
  const [searchText, setSearchText] = useState(params.get('q') ?? '');
  const search = useDebouncedValue(searchText.trim());
  const filter = readFilter(params.get('filter'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [openId, setOpenId] = useState<string | null>(null);
  const emailSetupWebsite = params.get('setup') === 'email' ? params.get('website') : null;

  function updateParams(next: {
    q?: string;
    filter?: ConversationFilter;
    page?: number;
    closeSetup?: boolean;
  }) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const set = (key: string, value: string | undefined) =>
          value ? updated.set(key, value) : updated.delete(key);
        if (next.q !== undefined) set('q', next.q);
        if (next.filter !== undefined) set('filter', next.filter === 'all' ? undefined : next.filter);
        if (next.closeSetup) {
          updated.delete('setup');
          updated.delete('website');
        } else {
          set('page', next.page && next.page > 1 ? String(next.page) : undefined);
        }
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

  const query: ConversationListQuery = { search: urlSearch || undefined, filter, page, pageSize: PAGE_SIZE };
  const conversations = useQuery({
    queryKey: conversationQueryKeys.list(query),
    queryFn: ({ signal }) => fetchConversations(query, signal),
    placeholderData: keepPreviousData,
  });
  const stats = useQuery({
    queryKey: conversationQueryKeys.stats(),
    queryFn: ({ signal }) => fetchConversationStats(signal),
  });
  useErrorToast(conversations.isError || stats.isError, 'Failed to fetch conversations');

  const isFiltered = urlSearch !== '' || filter !== 'all';
  let content: ReactNode;
  if (conversations.isPending) {
    content = (
      <div className="grid gap-3 p-4" aria-busy="true" aria-label="Loading conversations">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  } else if (conversations.isError) {
    content = (
      <Alert variant="destructive" className="m-4 w-auto">
        <AlertTitle>Failed to fetch conversations</AlertTitle>
        <AlertDescription>
          <Button variant="link" className="h-auto p-0" onClick={() => void conversations.refetch()}>
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  } else if (conversations.data.items.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 px-6 py-16 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-violet-50 text-primary">
          <MessagesSquare className="size-7" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-semibold">No conversations found</h2>
        <p className="max-w-md text-muted-foreground">
          {isFiltered
            ? 'Try adjusting your search or filter to find conversations.'
            : 'Conversations appear here as soon as visitors chat with your assistant.'}
        </p>
      </div>
    );
  } else {
    content = (
      <Table>
        <caption className="sr-only">Your conversations</caption>
        <TableHeader>
          <TableRow>
            <TableHead>Visitor</TableHead>
            <TableHead>Last Message</TableHead>
            <TableHead>Messages</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Website</TableHead>
            <TableHead>Last Activity</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {conversations.data.items.map((conversation) => (
            <TableRow key={conversation.id}>
              <TableCell className="max-w-52">
                <p className="truncate font-medium">{visitorTitle(conversation)}</p>
                <p className="truncate text-xs text-muted-foreground">
                  {conversation.visitorName && conversation.visitorEmail
                    ? conversation.visitorEmail
                    : conversation.visitorId}
                </p>
              </TableCell>
              <TableCell className="max-w-72 text-sm text-muted-foreground">
                <span title={conversation.lastMessagePreview ?? undefined}>
                  {truncatePreview(conversation.lastMessagePreview) || '—'}
                </span>
              </TableCell>
              <TableCell className="tabular-nums">{conversation.messageCount}</TableCell>
              <TableCell>
                <ConversationStatusBadge conversation={conversation} now={now} />
              </TableCell>
              <TableCell className="max-w-40 truncate text-sm">{conversation.websiteName}</TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">
                <time dateTime={conversation.lastActivityAt}>
                  {formatRelativeTime(conversation.lastActivityAt, now)}
                </time>
              </TableCell>
              <TableCell className="text-right">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`View details of the conversation with ${visitorTitle(conversation)}`}
                  onClick={() => setOpenId(conversation.id)}
                >
                  <Eye aria-hidden="true" />
                </Button>
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
        title="Conversations"
        description={
          <span className="inline-flex flex-wrap items-center gap-3">
            Every chat your assistant had with visitors, newest activity first.
            <LiveIndicator status={liveStatus} />
          </span>
        }
      />
      <div className="grid gap-6">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            title="Total Conversations"
            value={stats.data?.totalConversations.toLocaleString('en-US')}
            icon={<MessageSquare className="size-5 text-primary" aria-hidden="true" />}
          />
          <StatCard
            title="Active Conversations"
            value={stats.data?.activeConversations.toLocaleString('en-US')}
            icon={<Activity className="size-5 text-green-700" aria-hidden="true" />}
            footer="Last hour"
          />
          <StatCard
            title="Lead Conversations"
            value={stats.data?.leadConversations.toLocaleString('en-US')}
            icon={<UserCheck className="size-5 text-blue-700" aria-hidden="true" />}
          />
          <StatCard
            title="Avg Messages"
            value={stats.data?.averageMessages.toLocaleString('en-US', { maximumFractionDigits: 1 })}
            icon={<MessagesSquare className="size-5 text-orange-700" aria-hidden="true" />}
          />
        </div>
        <Card>
          <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
            <SearchInput
              id="conversation-search"
              label="Search conversations"
              placeholder="Search by visitor name, email or ID"
              value={searchText}
              onChange={setSearchText}
            />
            <div className="w-full sm:w-52">
              <Select value={filter} onValueChange={(value) => updateParams({ filter: readFilter(value) })}>
                <SelectTrigger aria-label="Filter conversations">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {FILTERS.map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {option.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </CardContent>
        </Card>
        <Card aria-busy={conversations.isFetching || undefined}>
          {content}
          {conversations.data && conversations.data.items.length > 0 ? (
            <div className="px-4 pb-4">
              <ListPagination
                page={page}
                pageSize={PAGE_SIZE}
                total={conversations.data.total}
                isTotalExact={conversations.data.isTotalExact}
                shownCount={conversations.data.items.length}
                label="Conversation pages"
                onPageChange={(next) => updateParams({ page: next })}
              />
            </div>
          ) : null}
        </Card>
      </div>
      <ConversationDialog
        mode="details"
        conversationId={openId}
        onOpenChange={(open) => !open && setOpenId(null)}
      />
      {emailSetupWebsite ? (
        <EmailSetupDialog websiteId={emailSetupWebsite} onClose={() => updateParams({ closeSetup: true })} />
      ) : null}
    </PageContainer>
  );
}
