import type { AnalyticsQuery, ConversationListQuery, LeadListQuery } from '@leadchat/contract';

/**
 * Every query key of the app, in one convention (decision 0119):
 * - a key is an array that starts with its resource (`'leads'`, `'websites'`…) and narrows left to right
 *   (`['leads', 'list', query]`, `['websites', id, 'knowledge']`);
 * - each entry is a function returning its key; `all()` is the resource's root, and invalidating it refreshes
 *   everything under it.
 * In one module so that a write in one feature refreshes what another shows (a lead edit refreshes the
 * conversations) without importing that feature, and so realtime (lib/realtime) can name the roots it refreshes.
 */
export const queryKeys = {
  /** The signed-in user (GET /api/me); every other key is dropped when the user changes. */
  me: () => ['me'] as const,
  profile: () => ['profile'] as const,
  websites: {
    /** The owner's websites, and the root of everything about one website. */
    list: () => ['websites'] as const,
    detail: (websiteId: string) => ['websites', websiteId] as const,
    knowledge: (websiteId: string) => ['websites', websiteId, 'knowledge'] as const,
    crawl: (websiteId: string) => ['websites', websiteId, 'crawl'] as const,
    calendarIntegrations: (websiteId: string) => ['websites', websiteId, 'calendar-integrations'] as const,
  },
  /** Booked appointments (issue 11), per website and window. */
  appointments: {
    all: () => ['appointments'] as const,
    list: (websiteId: string, when: 'upcoming' | 'past') => ['appointments', websiteId, when] as const,
  },
  leads: {
    all: () => ['leads'] as const,
    list: (query: LeadListQuery) => ['leads', 'list', query] as const,
    stats: () => ['leads', 'stats'] as const,
  },
  conversations: {
    all: () => ['conversations'] as const,
    list: (query: ConversationListQuery) => ['conversations', 'list', query] as const,
    stats: () => ['conversations', 'stats'] as const,
    detail: (conversationId: string) => ['conversations', 'detail', conversationId] as const,
  },
  dashboard: {
    all: () => ['dashboard'] as const,
    stats: () => ['dashboard', 'stats'] as const,
    systemStatus: () => ['dashboard', 'system-status'] as const,
  },
  analytics: {
    all: () => ['analytics'] as const,
    view: (query: AnalyticsQuery) => ['analytics', query] as const,
  },
  billing: {
    subscription: () => ['billing', 'subscription'] as const,
    checkoutSession: (sessionId: string | null) => ['billing', 'checkout-session', sessionId] as const,
  },
  admin: {
    all: () => ['admin'] as const,
    stats: () => ['admin', 'stats'] as const,
    users: (search: string, page: number) => ['admin', 'users', search, page] as const,
    settings: () => ['admin', 'settings'] as const,
    outbox: (page: number) => ['admin', 'outbox', page] as const,
  },
};
