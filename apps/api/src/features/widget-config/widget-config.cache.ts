/**
 * In-process cache of ready-to-send widget configs, one per process and database, kept correct across processes:
 * a trigger on `websites` (migration 0003) NOTIFYs the changed website's id on every insert, update and delete,
 * and each process holds one LISTEN connection that drops the entry. The cache is only trusted while that
 * connection is up; otherwise every request reads the database (correct, just slower) while it reconnects.
 * See docs/decisions/0073-fast-public-endpoints.md.
 */
import pg from 'pg';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';

/** Channel the `websites` trigger notifies; the payload is a website id, or '*' after a TRUNCATE. */
export const WEBSITE_CHANGES_CHANNEL = 'leadchat_website_changes';
/** Bounded LRU: at most this many websites (found or not) per process. */
export const WIDGET_CONFIG_CACHE_MAX_ENTRIES = 10_000;
/** A backstop only (notifications do the invalidation): an entry is re-read at least this often. */
export const WIDGET_CONFIG_CACHE_TTL_MS = 5 * 60_000;
const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000];
/** A quiet TCP connection can die unnoticed; a cheap query finds out. */
const PING_INTERVAL_MS = 25_000;

type Entry<T> = { value: T; expiresAt: number };

export class InvalidatedCache<T> {
  private readonly db: Database;
  private readonly logger: Logger | undefined;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  /** Channels whose payloads (keys, or '*') invalidate; other caches reuse this class with their own channels. */
  private readonly channels: readonly string[];
  /** Turns a payload into a change of one entry instead of its removal (see the constructor). */
  private readonly interpret:
    ((payload: string) => { key: string; patch: (value: T) => T } | undefined) | undefined;
  /** Map order is recency order: a hit moves its key to the end, eviction takes the first. */
  private readonly entries = new Map<string, Entry<T>>();
  /** One load per key at a time; concurrent misses share it. */
  private readonly loads = new Map<string, Promise<T>>();
  /** Bumped by every invalidation: a load that saw a bump while in flight is returned but not stored. */
  private generation = 0;
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private reconnectAttempt = 0;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private pingTimer: NodeJS.Timeout | undefined;
  private isStopped = false;

  constructor(options: {
    db: Database;
    logger?: Logger;
    maxEntries?: number;
    ttlMs?: number;
    channels?: readonly string[];
    name?: string;
    /**
     * A payload that describes its change well enough to apply it (e.g. one new booking) is applied to the entry
     * instead of dropping it; anything else (undefined) invalidates the key the payload names.
     */
    interpret?: (payload: string) => { key: string; patch: (value: T) => T } | undefined;
  }) {
    this.db = options.db;
    this.logger = options.logger?.child({ module: options.name ?? 'widget-config-cache' });
    this.maxEntries = options.maxEntries ?? WIDGET_CONFIG_CACHE_MAX_ENTRIES;
    this.ttlMs = options.ttlMs ?? WIDGET_CONFIG_CACHE_TTL_MS;
    this.channels = options.channels ?? [WEBSITE_CHANGES_CHANNEL];
    this.interpret = options.interpret;
  }

  /** True while notifications arrive, i.e. while cached entries can be trusted. */
  get isListening(): boolean {
    return this.client !== undefined;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Whether `key` is cached (tests). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /**
   * The cached value of `key` when it can be trusted (listening, not expired), else undefined; never loads. For a
   * caller that answers synchronously on a hit and takes the get() path otherwise.
   */
  peek(key: string): T | undefined {
    if (!this.client) return undefined;
    const entry = this.entries.get(key);
    return entry && entry.expiresAt > Date.now() ? entry.value : undefined;
  }

  /** The cached value of `key`, or `load()`'s result (stored when no invalidation raced with it). */
  get(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.client) {
      this.startListening();
      return this.load(key, load, false);
    }
    const entry = this.entries.get(key);
    if (entry) {
      if (entry.expiresAt > Date.now()) {
        // Recency only matters once eviction is near; below half full a hit leaves the map alone.
        if (this.entries.size > this.maxEntries / 2) {
          this.entries.delete(key);
          this.entries.set(key, entry);
        }
        return Promise.resolve(entry.value);
      }
      this.entries.delete(key);
    }
    return this.load(key, load, true);
  }

  /** Forgets one key (after a local write; other processes learn it from the trigger's NOTIFY). */
  invalidate(key: string): void {
    this.generation += 1;
    this.entries.delete(key);
    this.loads.delete(key);
  }

  /**
   * Applies a change to one cached entry (after a local write, or from a notification). Like invalidate() it stops
   * loads in flight from being stored, since they may have read the state before the change.
   */
  update(key: string, patch: (value: T) => T): void {
    this.generation += 1;
    this.loads.delete(key);
    const entry = this.entries.get(key);
    if (entry) entry.value = patch(entry.value);
  }

  /** Forgets everything. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loads.clear();
  }

  /** Closes the listening connection; afterwards every get() reads through. */
  async stop(): Promise<void> {
    this.isStopped = true;
    this.clear();
    clearTimeout(this.reconnectTimer);
    clearInterval(this.pingTimer);
    await this.connecting?.catch(() => undefined);
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
    }
  }

  private load(key: string, load: () => Promise<T>, canStore: boolean): Promise<T> {
    const pending = this.loads.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load().then(
      (value) => {
        if (this.loads.get(key) === promise) this.loads.delete(key);
        // Only a value read entirely while listening, with no invalidation since, is known to be current.
        if (canStore && this.client && generation === this.generation) this.store(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.loads.get(key) === promise) this.loads.delete(key);
        throw error;
      },
    );
    this.loads.set(key, promise);
    return promise;
  }

  private store(key: string, value: T): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs });
  }

  private startListening(): void {
    if (this.isStopped || this.client || this.connecting || this.reconnectTimer) return;
    // The pool was closed (shutdown, end of a test): nothing to listen for.
    if ((this.db.$client as pg.Pool & { ending?: boolean }).ending) return;
    this.connecting = this.connect()
      .catch((error: unknown) => {
        this.logger?.warn({ err: error }, 'widget config cache: could not listen; reading through');
        this.scheduleReconnect();
      })
      .finally(() => {
        this.connecting = undefined;
      });
  }

  private async connect(): Promise<void> {
    // Same server and credentials as the pool, but outside it: a LISTEN connection is held for good.
    const client = new pg.Client({ ...this.db.$client.options, keepAlive: true });
    client.on('error', (error) => {
      this.logger?.warn({ err: error }, 'widget config cache: listening connection error');
      this.handleLost(client);
    });
    client.on('end', () => this.handleLost(client));
    client.on('notification', (message) => {
      if (!this.channels.includes(message.channel)) return;
      if (!message.payload || message.payload === '*') {
        this.clear();
        return;
      }
      const change = this.interpret?.(message.payload);
      if (change) this.update(change.key, change.patch);
      else this.invalidate(message.payload);
    });
    try {
      await client.connect();
      for (const channel of this.channels) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.isStopped) {
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      return;
    }
    // Changes made before LISTEN took effect were never announced: start from nothing.
    this.clear();
    this.client = client;
    this.reconnectAttempt = 0;
    this.pingTimer = setInterval(() => {
      client.query('select 1').catch(() => this.handleLost(client));
    }, PING_INTERVAL_MS);
    this.pingTimer.unref();
  }

  private handleLost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    clearInterval(this.pingTimer);
    // Notifications may be missed from now on: nothing cached can be trusted.
    this.clear();
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.isStopped || this.reconnectTimer) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.reconnectAttempt, RECONNECT_DELAYS_MS.length - 1)]!;
    this.reconnectAttempt += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.startListening();
    }, delay);
    this.reconnectTimer.unref();
  }
}
