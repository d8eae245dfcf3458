import type { SourceFilter } from '@leadchat/contract';

/** The source select of /conversations and /leads (`?source=`): web widget, WhatsApp, or both. */
export const SOURCE_FILTERS: { value: SourceFilter; label: string }[] = [
  { value: 'all', label: 'All sources' },
  { value: 'web', label: 'Website chat' },
  { value: 'whatsapp', label: 'WhatsApp' },
];

export function readSourceFilter(value: string | null): SourceFilter {
  return value === 'web' || value === 'whatsapp' ? value : 'all';
}

/** The URL parameters after choosing a source ('all' leaves the URL; any change goes back to page 1). */
export function withSource(current: URLSearchParams, source: SourceFilter): URLSearchParams {
  const updated = new URLSearchParams(current);
  if (source === 'all') updated.delete('source');
  else updated.set('source', source);
  updated.delete('page');
  return updated;
}
