import { CheckCircle2, Download, Eye, Gauge, Pencil, Sparkles, Users } from 'lucide-react';
import { LEAD_STATUSES } from '@leadchat/contract';
import { DataListCard } from '@/components/data-list/data-list-card';
import { SOURCE_FILTERS, WhatsAppBadge, withSource } from '@/features/whatsapp';
import { ListToolbar } from '@/components/data-list/list-toolbar';
import { PageContainer, PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ConversationDialog } from '@/features/conversations';
import { StatCardGrid } from '@/components/stat-card';
import { LiveIndicator } from '@/components/live-indicator';
import { formatShortDate } from '@/lib/format';
import { EditLeadDialog } from './edit-lead-dialog';
import { capitalize, LeadScoreBadge, LeadStatusBadge } from './lead-display';
import { leadsExportUrl } from './leads-api';
import { PAGE_SIZE, useLeadsData, type StatusFilter } from './use-leads-data';

const STATUS_OPTIONS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  ...LEAD_STATUSES.map((value) => ({ value, label: capitalize(value) })),
];

/**
 * /leads (docs/product/screens.md): Lead Management — cards, search, status filter, the table, CSV export and the two
 * dialogs (data: ./use-leads-data.ts).
 */
export function LeadsView() {
  const {
    liveStatus,
    setParams,
    searchText,
    setSearchText,
    urlSearch,
    status,
    page,
    isFiltered,
    updateParams,
    source,
    setViewing,
    viewingId,
    closeViewing,
    editing,
    setEditing,
    leads,
    stats,
  } = useLeadsData();

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
            <a
              href={leadsExportUrl({
                search: urlSearch || undefined,
                status,
                source: source === 'all' ? undefined : source,
              })}
              download
            >
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
        }
      />
      <div className="grid gap-6">
        <StatCardGrid
          cards={[
            {
              title: 'Total Leads',
              value: stats.data?.totalLeads.toLocaleString('en-US'),
              icon: <Users className="size-5 text-primary" aria-hidden="true" />,
            },
            {
              title: 'New Leads',
              value: stats.data?.newLeads.toLocaleString('en-US'),
              icon: <Sparkles className="size-5 text-blue-700" aria-hidden="true" />,
            },
            {
              title: 'Converted',
              value: stats.data?.convertedLeads.toLocaleString('en-US'),
              icon: <CheckCircle2 className="size-5 text-green-700" aria-hidden="true" />,
            },
            {
              title: 'Avg Score',
              value: stats.data?.averageScore,
              icon: <Gauge className="size-5 text-orange-700" aria-hidden="true" />,
            },
          ]}
        />
        <ListToolbar
          search={{
            id: 'lead-search',
            label: 'Search leads',
            placeholder: 'Search by name, email or company',
            value: searchText,
            onChange: setSearchText,
          }}
          filter={{
            value: status,
            options: STATUS_OPTIONS,
            label: 'Filter by status',
            width: 'sm:w-48',
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
          list={leads}
          loadingLabel="Loading leads"
          errorTitle="Failed to fetch leads"
          empty={{
            icon: Users,
            title: 'No leads found',
            description:
              isFiltered || source !== 'all'
                ? 'Try adjusting your search or filter.'
                : 'Start conversations to capture leads',
          }}
          pagination={{
            page,
            pageSize: PAGE_SIZE,
            label: 'Lead pages',
            onPageChange: (next) => updateParams({ page: next }),
          }}
        >
          {(items) => (
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
                {items.map((lead) => (
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
                      {lead.source === 'whatsapp' ? <WhatsAppBadge /> : <p>Web</p>}
                      <p className="truncate text-xs text-muted-foreground">{lead.websiteName}</p>
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground">
                      {formatShortDate(lead.createdAt)}
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
          )}
        </DataListCard>
      </div>
      <ConversationDialog
        mode="transcript"
        conversationId={viewingId}
        onOpenChange={(open) => !open && closeViewing()}
      />
      <EditLeadDialog lead={editing} onOpenChange={(open) => !open && setEditing(null)} />
    </PageContainer>
  );
}
