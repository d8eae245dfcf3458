import {
  LeadListResponseSchema,
  LeadSchema,
  LeadStatsSchema,
  type Lead,
  type LeadFilterQuery,
  type LeadListQuery,
  type LeadListResponse,
  type LeadStats,
  type LeadUpdate,
} from '@leadchat/contract';
import { apiFetch } from '@/lib/api';
import { toQueryString } from '@/lib/query-string';

export function fetchLeads(query: LeadListQuery, signal?: AbortSignal): Promise<LeadListResponse> {
  return apiFetch(`/api/leads${toQueryString(query)}`, { schema: LeadListResponseSchema, signal });
}

export function fetchLeadStats(signal?: AbortSignal): Promise<LeadStats> {
  return apiFetch('/api/leads/stats', { schema: LeadStatsSchema, signal });
}

export function updateLead(leadId: string, changes: LeadUpdate): Promise<Lead> {
  return apiFetch(`/api/leads/${encodeURIComponent(leadId)}`, {
    method: 'PATCH',
    body: changes,
    schema: LeadSchema,
  });
}

/** Local date as YYYY-MM-DD (the export's file name uses the owner's day, not the server's). */
export function localDateStamp(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The CSV download address for the current search and filter (the browser streams it straight to disk). */
export function leadsExportUrl(filters: LeadFilterQuery, now: Date = new Date()): string {
  return `/api/leads/export.csv${toQueryString({ ...filters, date: localDateStamp(now) })}`;
}
