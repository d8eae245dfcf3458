import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Activity, Eye, MessageSquare, MessagesSquare, UserCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  formatRelativeTime,
  truncatePreview,
  type ConversationFilter,
  type ConversationListQuery,
  type ConversationSummary,
} from '@leadchat/contract';
import { DataListCard } from '@/components/data-list/data-list-card';
import { ListToolbar } from '@/components/data-list/list-toolbar';
import { useListUrlState } from '@/components/data-list/use-list-url-state';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { StatCardGrid } from '@/components/stat-card';
import { LiveIndicator } from '@/components/live-indicator';
import { useLiveUpdates } from '@/lib/realtime/use-live-updates';
import { LiveConversationMarkers } from '@/features/live-chat';
import { SOURCE_FILTERS, WhatsAppBadge, readSourceFilter, withSource } from '@/features/whatsapp';
import { useErrorToast } from '@/lib/use-error-toast';
import { ConversationDialog } from './conversation-dialog';
import { ConversationStatusBadge } from './conversation-status-badge';
import { fetchConversations, fetchConversationStats } from './conversations-api';
import { WebsiteNotificationsDialog } from './website-notifications-dialog';
import { queryKeys } from '@/lib/query-keys';

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

/** /conversations (docs/product/screens.md): cards, search by visitor name/email/id, all/active/leads filter, table, details. */
export function ConversationsView() {
  const liveStatus = useLiveUpdates();
  const now = useNow();
  const { params, setParams, searchText, setSearchText, urlSearch, filter, page, isFiltered, updateParams } =
    useListUrlState({ filterKey: 'filter', readFilter });
  const [openId, setOpenId] = useState<string | null>(null);
  const emailSetupWebsite = params.get('setup') === 'email' ? params.get('website') : null;

  function closeEmailSetup() {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('setup');
        updated.delete('website');
        return updated;
      },
      { replace: true },
    );
  }

  const source = readSourceFilter(params.get('source'));
  const query: ConversationListQuery = {
    search: urlSearch || undefined,
    filter,
    source,
    page,
    pageSize: PAGE_SIZE,
  };
  const conversations = useQuery({
    queryKey: queryKeys.conversations.list(query),
    queryFn: ({ signal }) => fetchConversations(query, signal),
    placeholderData: keepPreviousData,
  });
  const stats = useQuery({
    queryKey: queryKeys.conversations.stats(),
    queryFn: ({ signal }) => fetchConversationStats(signal),
  });
  useErrorToast(conversations.isError || stats.isError, 'Failed to fetch conversations');

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
        <StatCardGrid
          cards={[
            {
              title: 'Total Conversations',
              value: stats.data?.totalConversations.toLocaleString('en-US'),
              icon: <MessageSquare className="size-5 text-primary" aria-hidden="true" />,
            },
            {
              title: 'Active Conversations',
              value: stats.data?.activeConversations.toLocaleString('en-US'),
              icon: <Activity className="size-5 text-green-700" aria-hidden="true" />,
              footer: 'Last hour',
            },
            {
              title: 'Lead Conversations',
              value: stats.data?.leadConversations.toLocaleString('en-US'),
              icon: <UserCheck className="size-5 text-blue-700" aria-hidden="true" />,
            },
            {
              title: 'Avg Messages',
              value: stats.data?.averageMessages.toLocaleString('en-US', { maximumFractionDigits: 1 }),
              icon: <MessagesSquare className="size-5 text-orange-700" aria-hidden="true" />,
            },
          ]}
        />
        <ListToolbar
          search={{
            id: 'conversation-search',
            label: 'Search conversations',
            placeholder: 'Search by visitor name, email or ID',
            value: searchText,
            onChange: setSearchText,
          }}
          filter={{
            value: filter,
            options: FILTERS,
            label: 'Filter conversations',
            width: 'sm:w-52',
            onChange: (value) => updateParams({ filter: value }),
          }}
          secondFilter={{
            value: source,
            options: SOURCE_FILTERS,
            label: 'Filter by source',
            width: 'sm:w-44',
            onChange: (value) => setParams((current) => withSource(current, value), { replace: true }),
          }}
        />
        <DataListCard
          list={conversations}
          loadingLabel="Loading conversations"
          errorTitle="Failed to fetch conversations"
          empty={{
            icon: MessagesSquare,
            title: 'No conversations found',
            description:
              isFiltered || source !== 'all'
                ? 'Try adjusting your search or filter to find conversations.'
                : 'Conversations appear here as soon as visitors chat with your assistant.',
          }}
          pagination={{
            page,
            pageSize: PAGE_SIZE,
            label: 'Conversation pages',
            onPageChange: (next) => updateParams({ page: next }),
          }}
        >
          {(items) => (
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
                {items.map((conversation) => (
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
                      <div className="flex flex-wrap items-center gap-1">
                        <ConversationStatusBadge conversation={conversation} now={now} />
                        {conversation.source === 'whatsapp' ? <WhatsAppBadge /> : null}
                        <LiveConversationMarkers conversation={conversation} now={now} />
                      </div>
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
          )}
        </DataListCard>
      </div>
      <ConversationDialog
        mode="details"
        conversationId={openId}
        onOpenChange={(open) => !open && setOpenId(null)}
      />
      {emailSetupWebsite ? (
        <WebsiteNotificationsDialog websiteId={emailSetupWebsite} onClose={closeEmailSetup} />
      ) : null}
    </PageContainer>
  );
}
