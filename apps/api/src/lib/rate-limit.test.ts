import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import {
  consumeRateLimit,
  createMemoryRateLimiter,
  pruneExpiredRateLimitBuckets,
  rateLimitClientKey,
} from './rate-limit.js';

describe('consumeRateLimit (Postgres fixed window)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('allows up to the limit in a window, then refuses with the seconds left', async () => {
    const take = () => consumeRateLimit({ db: database.db, key: 'test:a', limit: 3, windowMs: 60_000 });
    expect((await take()).allowed).toBe(true);
    expect((await take()).allowed).toBe(true);
    expect(await take()).toMatchObject({ allowed: true, count: 3 });
    const refused = await take();
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('counts exactly under concurrency (one atomic statement)', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        consumeRateLimit({ db: database.db, key: 'test:concurrent', limit: 25, windowMs: 60_000 }),
      ),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(25);
    expect(results.map((result) => result.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 40 }, (_, i) => i + 1),
    );
  });

  it('starts a new window once the old one has passed', async () => {
    const key = 'test:expiring';
    await consumeRateLimit({ db: database.db, key, limit: 1, windowMs: 60_000 });
    expect((await consumeRateLimit({ db: database.db, key, limit: 1, windowMs: 60_000 })).allowed).toBe(
      false,
    );
    await database.db.execute(
      sql`update rate_limit_buckets set reset_at = now() - interval '1 second' where key = ${key}`,
    );
    expect(await consumeRateLimit({ db: database.db, key, limit: 1, windowMs: 60_000 })).toMatchObject({
      allowed: true,
      count: 1,
    });
  });

  it('prunes buckets whose window ended over an hour ago, and only those', async () => {
    await consumeRateLimit({ db: database.db, key: 'test:old', limit: 1, windowMs: 60_000 });
    await consumeRateLimit({ db: database.db, key: 'test:recent', limit: 1, windowMs: 60_000 });
    await database.db.execute(
      sql`update rate_limit_buckets set reset_at = now() - interval '2 hours' where key = 'test:old'`,
    );
    await database.db.execute(
      sql`update rate_limit_buckets set reset_at = now() - interval '10 minutes' where key = 'test:recent'`,
    );
    expect(await pruneExpiredRateLimitBuckets({ db: database.db })).toBe(1);
    const keys = await database.db.execute<{ key: string }>(
      sql`select key from rate_limit_buckets order by key`,
    );
    expect(keys.rows.map((row) => row.key)).not.toContain('test:old');
    expect(keys.rows.map((row) => row.key)).toContain('test:recent');
  });
});

describe('rateLimitClientKey', () => {
  it('keeps IPv4 addresses and counts IPv6 per /64', () => {
    expect(rateLimitClientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitClientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitClientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitClientKey('2001:0DB8:0001:0002:ffff:eeee:dddd:cccc')).toBe('2001:db8:1:2::/64');
    expect(rateLimitClientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitClientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(rateLimitClientKey('unknown')).toBe('unknown');
  });
});

describe('createMemoryRateLimiter', () => {
  it('allows the limit per window and key, then says how long to wait', () => {
    const limiter = createMemoryRateLimiter({ limit: 2, windowMs: 60_000 });
    const start = Date.now();
    expect(limiter.consume('a', start).allowed).toBe(true);
    expect(limiter.consume('a', start + 1).allowed).toBe(true);
    expect(limiter.consume('a', start + 2)).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
    expect(limiter.consume('b', start + 3).allowed).toBe(true);
    expect(limiter.consume('a', start + 60_001).allowed).toBe(true);
  });

  it('starts its counters over when more than maxKeys clients arrive in a window', () => {
    const limiter = createMemoryRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 100 });
    const now = Date.now();
    for (let i = 0; i < 1000; i++) expect(limiter.consume(`client-${i}`, now).allowed).toBe(true);
  });
});
