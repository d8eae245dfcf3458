import type { PublicConfig } from '@leadchat/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api';

/**
 * GET /api/public-config: PUBLIC_URL and the seeded demo / widget-test website ids. Read without the zod schema
 * on purpose: these public pages stay free of the contract's runtime (the type still comes from the contract).
 */
export function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => apiFetch<PublicConfig>('/api/public-config', { signal }),
    staleTime: 10 * 60_000,
  });
}
