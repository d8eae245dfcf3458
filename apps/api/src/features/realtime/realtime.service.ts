/**
 * Live updates for the owner's dashboard. Writers NOTIFY on one Postgres channel; each server process keeps
 * ONE listening connection and fans events out to the open streams of the website's owner. Because the channel
 * lives in Postgres, a visitor chatting on process A reaches an owner watching through process B.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import {
  REALTIME_CHANNEL,
  REALTIME_HEARTBEAT_MS,
  REALTIME_RECONNECT_DELAYS_MS,
  RealtimeEventSchema,
  type RealtimeEvent,
} from '@leadchat/contract';
import type { Database, Queryable } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';

/** What a stream receives: an event of one of the owner's websites, a hint to refetch, or the end. */
export type RealtimeMessage =
  | { kind: 'event'; event: RealtimeEvent }
  /** Events may have been missed (the listening connection was lost and is back): refetch everything. */
  | { kind: 'resync' }
  /** The process is shutting down: close the stream so the browser reconnects elsewhere. */
  | { kind: 'shutdown' };

export type RealtimeListener = (message: RealtimeMessage) => void;

/** Tells every process about a change. Inside a transaction, Postgres delivers it on commit. */
export async function publishRealtimeEvent(options: { db: Queryable; event: RealtimeEvent }): Promise<void> {
  await options.db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(options.event)})`);
}

/** Website → owner lookups are cached (ownership never changes); the cache is bounded. */
const MAX_OWNER_CACHE = 10_000;
/** How long the listening connection stays open after the last stream closed. */
const IDLE_CLOSE_MS = 60_000;
/** A subscriber waits at most this long for LISTEN before being told "ready" anyway. */
const LISTEN_WAIT_MS = 3000;

export class RealtimeHub {
  private readonly db: Database;
  private readonly logger: Logger;
  private readonly listeners = new Map<string, Set<RealtimeListener>>();
  /** The visitors' widget streams (issue 17), by conversation: they get that conversation's events only. */
  private readonly conversationListeners = new Map<string, Set<RealtimeListener>>();
  private readonly owners = new Map<string, string>();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private reconnectAttempt = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private idleTimer: NodeJS.Timeout | undefined;
  private pingTimer: NodeJS.Timeout | undefined;
  private hasLostConnection = false;
  private isStopped = false;

  constructor(options: { db: Database; logger: Logger }) {
    this.db = options.db;
    this.logger = options.logger.child({ module: 'realtime' });
  }

  /** Number of open streams of one user in this process. */
  countStreams(userId: string): number {
    return this.listeners.get(userId)?.size ?? 0;
  }

  /** Number of open widget streams of one conversation in this process. */
  countConversationStreams(conversationId: string): number {
    return this.conversationListeners.get(conversationId)?.size ?? 0;
  }

  /** Number of open widget streams in this process. */
  countAllConversationStreams(): number {
    let total = 0;
    for (const set of this.conversationListeners.values()) total += set.size;
    return total;
  }

  /** True while the LISTEN connection is up. */
  get isListening(): boolean {
    return this.client !== undefined;
  }

  /**
   * Registers a stream of `userId`. Resolves once this process is listening (or after a short wait when the
   * database is away; listening then resumes in the background). Returns the unsubscribe function.
   */
  async subscribe(userId: string, listener: RealtimeListener): Promise<() => void> {
    return this.subscribeTo(this.listeners, userId, listener);
  }

  /** Registers a visitor's widget stream of one conversation (same listening connection, same guarantees). */
  async subscribeConversation(conversationId: string, listener: RealtimeListener): Promise<() => void> {
    return this.subscribeTo(this.conversationListeners, conversationId, listener);
  }

  private get hasListeners(): boolean {
    return this.listeners.size > 0 || this.conversationListeners.size > 0;
  }

  private async subscribeTo(
    map: Map<string, Set<RealtimeListener>>,
    key: string,
    listener: RealtimeListener,
  ): Promise<() => void> {
    if (this.isStopped) throw new Error('The realtime hub is stopped');
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(listener);
    if (this.idleTimer) {
      clearTimeout(this.idleTimer);
      this.idleTimer = undefined;
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.ensureListening().catch(() => undefined),
      new Promise((resolve) => (timer = setTimeout(resolve, LISTEN_WAIT_MS))),
    ]);
    clearTimeout(timer);
    return () => this.unsubscribe(map, key, listener);
  }

  /** Closes the listening connection and tells every stream to end. */
  async stop(): Promise<void> {
    this.isStopped = true;
    for (const map of [this.listeners, this.conversationListeners])
      for (const set of map.values()) for (const listener of set) listener({ kind: 'shutdown' });
    this.listeners.clear();
    this.conversationListeners.clear();
    await this.closeConnection();
  }

  private unsubscribe(
    map: Map<string, Set<RealtimeListener>>,
    key: string,
    listener: RealtimeListener,
  ): void {
    const set = map.get(key);
    set?.delete(listener);
    if (set && set.size === 0) map.delete(key);
    if (!this.hasListeners && !this.isStopped && !this.idleTimer) {
      this.idleTimer = setTimeout(() => {
        this.idleTimer = undefined;
        if (!this.hasListeners) void this.closeConnection();
      }, IDLE_CLOSE_MS);
      this.idleTimer.unref();
    }
  }

  private ensureListening(): Promise<void> {
    if (this.client) return Promise.resolve();
    if (!this.connecting) {
      this.connecting = this.connect().finally(() => {
        this.connecting = undefined;
      });
    }
    return this.connecting;
  }

  private async connect(): Promise<void> {
    if (this.reconnectTimer) {
      clearTimeout(this.reconnectTimer);
      this.reconnectTimer = undefined;
    }
    // Same server and credentials as the pool, but outside it: a LISTEN connection is held for good.
    const client = new pg.Client({ ...this.db.$client.options, keepAlive: true });
    client.on('error', (error) => {
      this.logger.warn({ err: error }, 'realtime listener connection error');
      this.handleLost(client);
    });
    client.on('end', () => this.handleLost(client));
    client.on('notification', (message) => {
      if (message.channel === REALTIME_CHANNEL) void this.dispatch(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${REALTIME_CHANNEL}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      this.scheduleReconnect();
      throw error;
    }
    if (this.isStopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.reconnectAttempt = 0;
    // A quiet TCP connection can die unnoticed; a cheap query on the heartbeat's rhythm finds out.
    this.pingTimer = setInterval(() => {
      client.query('select 1').catch(() => this.handleLost(client));
    }, REALTIME_HEARTBEAT_MS);
    this.pingTimer.unref();
    if (this.hasLostConnection) {
      this.hasLostConnection = false;
      this.broadcast({ kind: 'resync' });
    }
    this.logger.debug('listening for realtime events');
  }

  private handleLost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    clearInterval(this.pingTimer);
    client.end().catch(() => undefined);
    if (this.isStopped || !this.hasListeners) return;
    this.hasLostConnection = true;
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.isStopped || this.reconnectTimer || !this.hasListeners) return;
    const delays = REALTIME_RECONNECT_DELAYS_MS;
    const delay = delays[Math.min(this.reconnectAttempt, delays.length - 1)]!;
    this.reconnectAttempt += 1;
    this.hasLostConnection = true;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.ensureListening().catch(() => undefined);
    }, delay);
    this.reconnectTimer.unref();
  }

  private async closeConnection(): Promise<void> {
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.idleTimer);
    clearInterval(this.pingTimer);
    this.reconnectTimer = this.idleTimer = this.pingTimer = undefined;
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }

  private broadcast(message: RealtimeMessage): void {
    for (const map of [this.listeners, this.conversationListeners])
      for (const set of map.values()) for (const listener of set) listener(message);
  }

  private async dispatch(payload: string | undefined): Promise<void> {
    let event: RealtimeEvent;
    try {
      const parsed = RealtimeEventSchema.safeParse(JSON.parse(payload ?? ''));
      if (!parsed.success) return;
      event = parsed.data;
    } catch {
      return;
    }
    const watchers = this.conversationListeners.get(event.conversationId);
    if (watchers) for (const listener of watchers) listener({ kind: 'event', event });
    // Typing signals are for the visitor's widget only; the owner's screens have nothing to refetch.
    if (this.listeners.size === 0 || event.type === 'conversation.typing') return;
    let ownerId = this.owners.get(event.websiteId);
    if (!ownerId) {
      try {
        const result = await this.db.$client.query<{ user_id: string }>(
          'select user_id from websites where id = $1',
          [event.websiteId],
        );
        ownerId = result.rows[0]?.user_id;
      } catch (error) {
        this.logger.warn({ err: error }, 'could not resolve the owner of a realtime event');
        return;
      }
      if (!ownerId) return;
      if (this.owners.size >= MAX_OWNER_CACHE) this.owners.clear();
      this.owners.set(event.websiteId, ownerId);
    }
    const set = this.listeners.get(ownerId);
    if (!set) return;
    for (const listener of set) listener({ kind: 'event', event });
  }
}

const hubs = new WeakMap<Database, RealtimeHub>();

/** The process's hub for a database (created on first use; it starts listening with its first stream). */
export function getRealtimeHub(options: { db: Database; logger: Logger }): RealtimeHub {
  let hub = hubs.get(options.db);
  if (!hub) {
    hub = new RealtimeHub(options);
    hubs.set(options.db, hub);
  }
  return hub;
}

/** Stops the hub of a database, if one was started (process shutdown, end of a test). */
export async function stopRealtimeHub(options: { db: Database }): Promise<void> {
  const hub = hubs.get(options.db);
  if (!hub) return;
  hubs.delete(options.db);
  await hub.stop();
}
