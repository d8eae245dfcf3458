import { WIDGET_DEFAULT_COLORS, WIDGET_DEFAULTS, WidgetConfigSchema } from '@leadchat/contract';
import { widgetColors } from '@leadchat/contract/color';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { insertTestOwner, insertTestWebsite } from '../../assistant/eval/seed-fixture.js';
import { createDatabase, type DatabaseHandle } from '../../db/client.js';
import { websites, type AppearanceConfig } from '../../db/schema.js';
import { serveTestApp, type ServedApp } from '../../test/serve-app.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { deleteWebsite, updateWebsite } from '../websites/websites.service.js';
import { InvalidatedCache, WEBSITE_CHANGES_CHANNEL } from './widget-config.cache.js';
import { peekWidgetConfigCache, stopWidgetConfigCache } from './widget-config.service.js';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Polls until `check` passes (a NOTIFY from another connection arrives within milliseconds), or fails after 5 s. */
async function eventually(check: () => Promise<void>): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

describe('GET /api/widget/{websiteId}/config', () => {
  let t: TestApp;
  let userId: string;
  /** A second connection to the same database, standing in for another process's writes (or a hand edit). */
  let other: pg.Client;

  beforeAll(async () => {
    t = await createTestApp();
    userId = await insertTestOwner({ db: t.deps.db });
    other = new pg.Client({ connectionString: t.database.connectionString });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await stopWidgetConfigCache({ db: t.deps.db });
    await t.close();
  });

  const get = (id: string, headers: Record<string, string> = {}) =>
    t.app.request(`http://localhost:3000/api/widget/${id}/config`, {
      headers: { origin: 'https://customer.example', ...headers },
    });
  const greetingOf = async (id: string) => ((await (await get(id)).json()) as { greeting: string }).greeting;
  const cache = () => peekWidgetConfigCache({ db: t.deps.db })!;
  /**
   * Reads until the answer is cached: a read that overlapped any invalidation (such as the NOTIFY of the insert
   * that created the website, arriving a moment later) is served but, rightly, not kept.
   */
  const untilCached = (id: string) =>
    eventually(async () => {
      await get(id);
      expect(cache().has(id)).toBe(true);
    });
  /**
   * untilCached, and then sure to stay cached: the insert's own NOTIFY can also arrive after a read was kept (later
   * still on a loaded machine) and drop the entry mid-test. A NOTIFY of ours, sent after it, is delivered after it:
   * once ours has dropped the entry, the insert's has been handled too, and the entry read again stays.
   */
  const untilSettled = async (id: string) => {
    await untilCached(id);
    await other.query('select pg_notify($1, $2)', [WEBSITE_CHANGES_CHANNEL, id]);
    await eventually(async () => expect(cache().has(id)).toBe(false));
    await untilCached(id);
  };
  /** The cache trusts entries only while its LISTEN connection is up; the first request starts it. */
  const untilListening = () =>
    eventually(async () => {
      await get(UNKNOWN_ID);
      expect(cache().isListening).toBe(true);
    });

  it("returns the website's appearance with public caching, an ETag and CORS for any origin", async () => {
    const websiteId = await insertTestWebsite({
      db: t.deps.db,
      userId,
      appearance: {
        greeting_message: 'Hello from Brightwater!',
        bot_name: 'Bright Bot',
        primary_color: '#0EA5E9',
        position: 'bottom-left',
        size: 'large',
        auto_popup_delay: 0,
      },
    });
    const response = await get(websiteId);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toBe('Retry-After,ETag');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(WidgetConfigSchema.parse(await response.json())).toEqual({
      websiteId,
      greeting: 'Hello from Brightwater!',
      botName: 'Bright Bot',
      primaryColor: '#0EA5E9',
      colors: widgetColors('#0EA5E9'),
      position: 'bottom-left',
      autoPopupDelay: 0,
      size: 'large',
    });

    for (const ifNoneMatch of [etag!, `W/${etag}`, `"other", ${etag}`]) {
      const revalidated = await get(websiteId, { 'if-none-match': ifNoneMatch });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect(revalidated.headers.get('access-control-allow-origin')).toBe('*');
      expect(await revalidated.text()).toBe('');
    }

    // A change (here from another connection, as another process or a hand edit would) gives a new ETag.
    await other.query(
      `update websites set appearance_config = '{"greeting_message":"Changed"}' where id = $1`,
      [websiteId],
    );
    await eventually(async () => {
      const changed = await get(websiteId, { 'if-none-match': etag! });
      expect(changed.status).toBe(200);
      expect(changed.headers.get('etag')).not.toBe(etag);
      expect(((await changed.json()) as { greeting: string }).greeting).toBe('Changed');
    });
  });

  it('answers a CORS preflight like before (any origin, GET/POST, 10 minutes)', async () => {
    const websiteId = await insertTestWebsite({ db: t.deps.db, userId });
    const response = await t.app.request(`http://localhost:3000/api/widget/${websiteId}/config`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://customer.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET,POST,OPTIONS',
      'access-control-allow-headers': 'Content-Type,Accept',
      'access-control-expose-headers': 'Retry-After,ETag',
      'access-control-max-age': '600',
      vary: 'Access-Control-Request-Headers',
    });
    expect(response.headers.get('content-type')).toBeNull();
  });

  it('fills missing or invalid values with the contract defaults', async () => {
    const websiteId = await insertTestWebsite({ db: t.deps.db, userId });
    await t.deps.db
      .update(websites)
      .set({
        appearanceConfig: {
          primary_color: 'red',
          position: 'top',
          auto_popup_delay: -5,
          bot_name: '  ',
        } as unknown as AppearanceConfig,
      })
      .where(eq(websites.id, websiteId));
    await eventually(async () =>
      expect(await (await get(websiteId)).json()).toEqual({
        websiteId,
        ...WIDGET_DEFAULTS,
        colors: WIDGET_DEFAULT_COLORS,
      }),
    );
  });

  it('answers 404 for unknown, malformed and inactive websites, with CORS', async () => {
    const inactive = await insertTestWebsite({ db: t.deps.db, userId, isActive: false });
    for (const id of [inactive, UNKNOWN_ID, 'not-a-uuid']) {
      for (let attempt = 0; attempt < 2; attempt++) {
        // The second answer comes from the cache (a website that is not served is cached too).
        const response = await get(id);
        expect(response.status).toBe(404);
        expect(response.headers.get('access-control-allow-origin')).toBe('*');
        expect(response.headers.get('cache-control')).toBeNull();
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
      }
    }
  });

  it('serves from memory: a second read does not reach the database', async () => {
    await untilListening();
    const websiteId = await insertTestWebsite({
      db: t.deps.db,
      userId,
      appearance: { greeting_message: 'Cached' },
    });
    expect(await greetingOf(websiteId)).toBe('Cached');
    await untilSettled(websiteId);
    // With the trigger off, a write goes unannounced: the cached answer stays.
    await t.deps.db.execute(sql`alter table websites disable trigger websites_notify_changed`);
    try {
      await other.query(
        `update websites set appearance_config = '{"greeting_message":"Silent"}' where id = $1`,
        [websiteId],
      );
      const before = { listening: cache().isListening, cached: cache().has(websiteId) };
      const greeting = await greetingOf(websiteId);
      expect({
        greeting,
        before,
        after: { listening: cache().isListening, cached: cache().has(websiteId) },
      }).toEqual({
        greeting: 'Cached',
        before: { listening: true, cached: true },
        after: { listening: true, cached: true },
      });
    } finally {
      await t.deps.db.execute(sql`alter table websites enable trigger websites_notify_changed`);
    }
    // Any announced change, even of a field the config does not show, drops the entry.
    await other.query(`update websites set name = 'Renamed' where id = $1`, [websiteId]);
    await eventually(async () => expect(cache().has(websiteId)).toBe(false));
    expect(await greetingOf(websiteId)).toBe('Silent');
  });

  it('an upper-case id is the same website, and is invalidated with it', async () => {
    await untilListening();
    const websiteId = await insertTestWebsite({
      db: t.deps.db,
      userId,
      appearance: { greeting_message: 'Upper' },
    });
    expect(await greetingOf(websiteId.toUpperCase())).toBe('Upper');
    await other.query(
      `update websites set appearance_config = '{"greeting_message":"Lower"}' where id = $1`,
      [websiteId],
    );
    await eventually(async () => expect(await greetingOf(websiteId.toUpperCase())).toBe('Lower'));
  });

  describe('a change through the websites service is served at once by this process', () => {
    it('appearance', async () => {
      await untilListening();
      const websiteId = await insertTestWebsite({
        db: t.deps.db,
        userId,
        appearance: { greeting_message: 'Before' },
      });
      expect(await greetingOf(websiteId)).toBe('Before');
      await updateWebsite({
        db: t.deps.db,
        userId,
        websiteId,
        input: { appearanceConfig: { greeting_message: 'After' } },
      });
      // No waiting: the service dropped the entry itself after its commit.
      expect(await greetingOf(websiteId)).toBe('After');
    });

    it('deactivating and reactivating', async () => {
      await untilListening();
      const websiteId = await insertTestWebsite({ db: t.deps.db, userId });
      expect((await get(websiteId)).status).toBe(200);
      await updateWebsite({ db: t.deps.db, userId, websiteId, input: { isActive: false } });
      expect((await get(websiteId)).status).toBe(404);
      expect((await get(websiteId)).status).toBe(404);
      await updateWebsite({ db: t.deps.db, userId, websiteId, input: { isActive: true } });
      expect((await get(websiteId)).status).toBe(200);
    });

    it('deleting', async () => {
      await untilListening();
      const websiteId = await insertTestWebsite({ db: t.deps.db, userId });
      expect((await get(websiteId)).status).toBe(200);
      await deleteWebsite({ db: t.deps.db, userId, websiteId });
      expect((await get(websiteId)).status).toBe(404);
    });
  });

  describe('a change made by another process reaches this one (NOTIFY)', () => {
    /** A second app on its own pool: its own cache and listener, as another server process has. */
    let second: { app: ReturnType<typeof createApp>; database: DatabaseHandle };
    beforeAll(async () => {
      const database = createDatabase({ connectionString: t.database.connectionString, max: 2 });
      second = { app: createApp({ ...t.deps, db: database.db }), database };
    });
    afterAll(async () => {
      await stopWidgetConfigCache({ db: second.database.db });
      await second.database.close();
    });
    const db2 = () => second.database.db;

    it('appearance and name', async () => {
      await untilListening();
      const websiteId = await insertTestWebsite({
        db: t.deps.db,
        userId,
        appearance: { greeting_message: 'One' },
      });
      expect(await greetingOf(websiteId)).toBe('One');
      await updateWebsite({
        db: db2(),
        userId,
        websiteId,
        input: { appearanceConfig: { greeting_message: 'Two' } },
      });
      await eventually(async () => expect(await greetingOf(websiteId)).toBe('Two'));
      await untilCached(websiteId);
      await updateWebsite({ db: db2(), userId, websiteId, input: { name: 'New name' } });
      await eventually(async () => expect(cache().has(websiteId)).toBe(false));
    });

    it('the active flag', async () => {
      await untilListening();
      const websiteId = await insertTestWebsite({ db: t.deps.db, userId });
      expect((await get(websiteId)).status).toBe(200);
      await updateWebsite({ db: db2(), userId, websiteId, input: { isActive: false } });
      await eventually(async () => expect((await get(websiteId)).status).toBe(404));
      await updateWebsite({ db: db2(), userId, websiteId, input: { isActive: true } });
      await eventually(async () => expect((await get(websiteId)).status).toBe(200));
    });

    it('deleting the website, or its owner (cascade)', async () => {
      await untilListening();
      const websiteId = await insertTestWebsite({ db: t.deps.db, userId });
      expect((await get(websiteId)).status).toBe(200);
      await deleteWebsite({ db: db2(), userId, websiteId });
      await eventually(async () => expect((await get(websiteId)).status).toBe(404));

      const ownerId = await insertTestOwner({ db: t.deps.db });
      const ownedId = await insertTestWebsite({ db: t.deps.db, userId: ownerId });
      expect((await get(ownedId)).status).toBe(200);
      await other.query(`delete from "user" where id = $1`, [ownerId]);
      await eventually(async () => expect((await get(ownedId)).status).toBe(404));
    });

    it('a website created later is served although its id was asked for before', async () => {
      await untilListening();
      const id = '5eed0000-0000-4000-8000-0000000000ff';
      expect((await get(id)).status).toBe(404);
      await other.query(
        `insert into websites (id, user_id, name, domain, appearance_config) values ($1, $2, 'Late', 'late.example', '{}')`,
        [id, userId],
      );
      await eventually(async () => expect((await get(id)).status).toBe(200));
    });
  });

  it('while the listening connection is down, reads go to the database; it reconnects by itself', async () => {
    await untilListening();
    const websiteId = await insertTestWebsite({
      db: t.deps.db,
      userId,
      appearance: { greeting_message: 'Up' },
    });
    expect(await greetingOf(websiteId)).toBe('Up');
    await other.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = $1`,
      [`LISTEN ${WEBSITE_CHANGES_CHANNEL}`],
    );
    await eventually(async () => expect(cache().isListening).toBe(false));
    expect(cache().size).toBe(0);
    // A write made meanwhile cannot be announced to this process, yet it is served.
    await t.deps.db.execute(sql`alter table websites disable trigger websites_notify_changed`);
    try {
      await other.query(
        `update websites set appearance_config = '{"greeting_message":"Down"}' where id = $1`,
        [websiteId],
      );
      expect(await greetingOf(websiteId)).toBe('Down');
    } finally {
      await t.deps.db.execute(sql`alter table websites enable trigger websites_notify_changed`);
    }
    await eventually(async () => expect(cache().isListening).toBe(true));
    await untilCached(websiteId);
  });

  it('answers over real HTTP the same way (If-None-Match read from the socket)', async () => {
    const served: ServedApp = await serveTestApp(t.app);
    try {
      const websiteId = await insertTestWebsite({ db: t.deps.db, userId });
      const url = `${served.baseUrl}/api/widget/${websiteId}/config`;
      const first = await fetch(url, { headers: { origin: 'https://customer.example' } });
      expect(first.status).toBe(200);
      expect(first.headers.get('access-control-allow-origin')).toBe('*');
      // Over Node the shared headers are written on Node's response: the same set as in-process.
      const inProcess = await get(websiteId);
      const comparable = (response: Response) =>
        Object.fromEntries(
          [...response.headers].filter(
            ([name]) =>
              !['date', 'connection', 'keep-alive', 'content-length', 'x-request-id'].includes(name),
          ),
        );
      expect(comparable(first)).toEqual(comparable(inProcess));
      for (const path of [`/api/widget/${UNKNOWN_ID}/config`, '/healthz']) {
        const [overHttp, direct] = [await fetch(`${served.baseUrl}${path}`), await t.app.request(path)];
        expect(overHttp.status).toBe(direct.status);
        expect(comparable(overHttp)).toEqual(comparable(direct));
        expect(overHttp.headers.get('x-request-id')).toBeTruthy();
      }
      const etag = first.headers.get('etag')!;
      const second = await fetch(url, { headers: { 'if-none-match': etag } });
      expect(second.status).toBe(304);
      const given = await fetch(url, { headers: { 'x-request-id': 'trace-123' } });
      expect(given.headers.get('x-request-id')).toBe('trace-123');
    } finally {
      await served.close();
    }
  });
});

describe('InvalidatedCache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function listeningCache(maxEntries = 100) {
    const cache = new InvalidatedCache<string>({ db: t.deps.db, maxEntries });
    await cache.get('warm-up', async () => 'x');
    await eventually(async () => expect(cache.isListening).toBe(true));
    return cache;
  }

  it('is a bounded LRU', async () => {
    const cache = await listeningCache(4);
    try {
      for (const key of ['a', 'b', 'c', 'd', 'e']) await cache.get(key, async () => key);
      expect(cache.size).toBe(4);
      expect(cache.has('a')).toBe(false);
      expect(cache.has('e')).toBe(true);
      // Above half full, a hit counts as recent use: 'b' survives the next insertion, 'c' goes.
      await cache.get('b', async () => 'reloaded');
      await cache.get('f', async () => 'f');
      expect(cache.has('b')).toBe(true);
      expect(cache.has('c')).toBe(false);
    } finally {
      await cache.stop();
    }
  });

  it('shares one load between concurrent misses', async () => {
    const cache = await listeningCache();
    try {
      let loads = 0;
      const load = async () => {
        loads += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return 'value';
      };
      expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([
        'value',
        'value',
        'value',
      ]);
      expect(loads).toBe(1);
    } finally {
      await cache.stop();
    }
  });

  it('does not keep a value read while an invalidation came in, nor hand it to later readers', async () => {
    const cache = await listeningCache();
    try {
      let release!: () => void;
      const slow = cache.get('k', () => new Promise<string>((resolve) => (release = () => resolve('stale'))));
      cache.invalidate('k');
      const fresh = cache.get('k', async () => 'fresh');
      release();
      expect(await slow).toBe('stale');
      expect(await fresh).toBe('fresh');
      expect(await cache.get('k', async () => 'unexpected')).toBe('fresh');
    } finally {
      await cache.stop();
    }
  });

  it('a NOTIFY of * (TRUNCATE) empties it', async () => {
    const cache = await listeningCache();
    try {
      await cache.get('k', async () => 'v');
      expect(cache.has('k')).toBe(true);
      await t.deps.db.execute(sql`select pg_notify(${WEBSITE_CHANGES_CHANNEL}, '*')`);
      await eventually(async () => expect(cache.size).toBe(0));
    } finally {
      await cache.stop();
    }
  });

  it('after stop() it reads through', async () => {
    const cache = await listeningCache();
    await cache.stop();
    let loads = 0;
    await cache.get('k', async () => String(++loads));
    await cache.get('k', async () => String(++loads));
    expect(loads).toBe(2);
  });
});
