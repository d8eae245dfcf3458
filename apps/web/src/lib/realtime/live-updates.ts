/**
 * One EventSource per tab on GET /api/events, shared by every screen that wants live figures. Events from the
 * server (a new conversation, message or lead, a lead edit) refresh the owner's queries; the connection
 * reconnects after 1, 2, 5, then every 10 s (docs/product/limits.md) and treats a missing heartbeat as a dead connection.
 */
import type { QueryClient } from '@tanstack/react-query';
import { REALTIME_HEARTBEAT_MS, REALTIME_RECONNECT_DELAYS_MS } from '@leadchat/contract';
import { queryKeys } from '../query-keys';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting';

/** Query-key roots refreshed on an event (their owners put their queries under these). */
export const LIVE_QUERY_ROOTS = [
  queryKeys.leads.all(),
  queryKeys.conversations.all(),
  queryKeys.dashboard.all(),
  queryKeys.analytics.all(),
] as const;

const EVENT_TYPES = [
  'conversation.created',
  'message.created',
  'lead.captured',
  'lead.updated',
  // Live chat (issue 17): taken over or handed back, a visitor asking for a person.
  'conversation.mode',
  'conversation.human_requested',
  'resync',
] as const;
/** Several events in a burst (a visitor's message and the reply) cause one refetch. */
const INVALIDATE_DEBOUNCE_MS = 250;
/** Two heartbeats missed (and some slack) means the connection is dead even if the browser hasn't noticed. */
const HEARTBEAT_TIMEOUT_MS = REALTIME_HEARTBEAT_MS * 2 + 5000;

export function reconnectDelay(attempt: number): number {
  const delays = REALTIME_RECONNECT_DELAYS_MS;
  return delays[Math.min(attempt, delays.length - 1)]!;
}

type Options = {
  queryClient: QueryClient;
  url?: string;
  /** Injected by tests. */
  createEventSource?: (url: string) => EventSource;
};

export class LiveUpdates {
  private readonly queryClient: QueryClient;
  private readonly url: string;
  private readonly createEventSource: (url: string) => EventSource;
  private readonly hasCustomFactory: boolean;
  private source: EventSource | undefined;
  private attempt = 0;
  private hasConnectedBefore = false;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private watchdogTimer: ReturnType<typeof setTimeout> | undefined;
  private invalidateTimer: ReturnType<typeof setTimeout> | undefined;
  private users = 0;
  private statusListeners = new Set<(status: LiveStatus) => void>();
  status: LiveStatus = 'connecting';

  constructor(options: Options) {
    this.queryClient = options.queryClient;
    this.url = options.url ?? '/api/events';
    this.hasCustomFactory = options.createEventSource !== undefined;
    this.createEventSource =
      options.createEventSource ?? ((url) => new EventSource(url, { withCredentials: true }));
  }

  /** A screen starts using the stream; the returned function stops using it (the last one closes it). */
  retain(): () => void {
    this.users += 1;
    if (this.users === 1) this.open();
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      this.users -= 1;
      if (this.users === 0) this.close();
    };
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private setStatus(status: LiveStatus) {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.statusListeners) listener(status);
  }

  private open() {
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    // Without EventSource (very old browsers) the screens still work; they just don't update by themselves.
    if (typeof EventSource === 'undefined' && !this.hasCustomFactory) return;
    const source = this.createEventSource(this.url);
    this.source = source;
    source.addEventListener('ready', () => {
      if (this.source !== source) return;
      this.attempt = 0;
      this.setStatus('live');
      // After a reconnect, whatever happened meanwhile was missed: refetch.
      if (this.hasConnectedBefore) this.scheduleInvalidate();
      this.hasConnectedBefore = true;
      this.armWatchdog();
    });
    source.addEventListener('ping', () => this.source === source && this.armWatchdog());
    for (const type of EVENT_TYPES) {
      source.addEventListener(type, () => {
        if (this.source !== source) return;
        this.armWatchdog();
        this.scheduleInvalidate();
      });
    }
    // EventSource's own retry ignores the spec's delays (and gives up on some errors): we reconnect ourselves.
    source.onerror = () => {
      if (this.source === source) this.reconnect();
    };
  }

  private reconnect() {
    this.source?.close();
    this.source = undefined;
    clearTimeout(this.watchdogTimer);
    if (this.users === 0) return;
    this.setStatus('reconnecting');
    const delay = reconnectDelay(this.attempt);
    this.attempt += 1;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.open(), delay);
  }

  private armWatchdog() {
    clearTimeout(this.watchdogTimer);
    this.watchdogTimer = setTimeout(() => this.reconnect(), HEARTBEAT_TIMEOUT_MS);
  }

  private scheduleInvalidate() {
    if (this.invalidateTimer) return;
    this.invalidateTimer = setTimeout(() => {
      this.invalidateTimer = undefined;
      for (const queryKey of LIVE_QUERY_ROOTS)
        void this.queryClient.invalidateQueries({ queryKey: [...queryKey] });
    }, INVALIDATE_DEBOUNCE_MS);
  }

  private close() {
    this.source?.close();
    this.source = undefined;
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.watchdogTimer);
    this.reconnectTimer = this.watchdogTimer = undefined;
    this.attempt = 0;
    this.hasConnectedBefore = false;
    this.setStatus('connecting');
  }
}
