import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LEAD_STATUSES, type Lead, type LeadListQuery } from '@leadchat/contract';
import { useListUrlState } from '@/components/data-list/use-list-url-state';
import { readSourceFilter } from '@/features/whatsapp';
import { queryKeys } from '@/lib/query-keys';
import { useLiveUpdates } from '@/lib/realtime/use-live-updates';
import { useErrorToast } from '@/lib/use-error-toast';
import { fetchLeads, fetchLeadStats } from './leads-api';

export const PAGE_SIZE = 20;
export type StatusFilter = 'all' | (typeof LEAD_STATUSES)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readStatus(value: string | null): StatusFilter {
  return value && (LEAD_STATUSES as readonly string[]).includes(value) ? (value as StatusFilter) : 'all';
}

/**
 * The leads screen's data: search, status, source and page from the address; the lead being viewed (clicked, or
 * linked by ?lead={id}) or edited; the page of leads (kept on screen while the next loads) and the figures, both
 * refreshed by live updates.
 */
export function useLeadsData() {
  const liveStatus = useLiveUpdates();
  const {
    params,
    setParams,
    searchText,
    setSearchText,
    urlSearch,
    filter: status,
    page,
    isFiltered,
    updateParams,
  } = useListUrlState({ filterKey: 'status', readFilter: readStatus });
  const source = readSourceFilter(params.get('source'));
  const [viewing, setViewing] = useState<Lead | null>(null);
  // /leads?lead={id} (the link in lead alerts) opens that lead's conversation and what was sent about it.
  const linkedLeadId = params.get('lead');
  const viewingId = viewing?.id ?? (linkedLeadId && UUID.test(linkedLeadId) ? linkedLeadId : null);
  function closeViewing() {
    setViewing(null);
    if (params.has('lead')) {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.delete('lead');
          return updated;
        },
        { replace: true },
      );
    }
  }
  const [editing, setEditing] = useState<Lead | null>(null);

  const query: LeadListQuery = { search: urlSearch || undefined, status, source, page, pageSize: PAGE_SIZE };
  const leads = useQuery({
    queryKey: queryKeys.leads.list(query),
    queryFn: ({ signal }) => fetchLeads(query, signal),
    placeholderData: keepPreviousData,
  });
  const stats = useQuery({
    queryKey: queryKeys.leads.stats(),
    queryFn: ({ signal }) => fetchLeadStats(signal),
  });
  useErrorToast(leads.isError || stats.isError, 'Failed to fetch leads');

  return {
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
  };
}
