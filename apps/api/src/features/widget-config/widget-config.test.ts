import { WIDGET_DEFAULTS, WidgetConfigSchema } from '@leadchat/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestOwner, insertTestWebsite } from '../../assistant/eval/seed-fixture.js';
import { websites, type AppearanceConfig } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('GET /api/widget/{websiteId}/config', () => {
  let t: TestApp;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp();
    userId = await insertTestOwner({ db: t.deps.db });
  });
  afterAll(async () => t.close());

  const get = (id: string, headers: Record<string, string> = {}) =>
    t.app.request(`http://localhost:3000/api/widget/${id}/config`, {
      headers: { origin: 'https://customer.example', ...headers },
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
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(WidgetConfigSchema.parse(await response.json())).toEqual({
      websiteId,
      greeting: 'Hello from Brightwater!',
      botName: 'Bright Bot',
      primaryColor: '#0EA5E9',
      position: 'bottom-left',
      autoPopupDelay: 0,
      size: 'large',
    });

    const revalidated = await get(websiteId, { 'if-none-match': etag! });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');

    // A change gives a new ETag.
    await t.deps.db
      .update(websites)
      .set({ appearanceConfig: { greeting_message: 'Changed' } as AppearanceConfig })
      .where(eq(websites.id, websiteId));
    const changed = await get(websiteId, { 'if-none-match': etag! });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
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
    const body = await (await get(websiteId)).json();
    expect(body).toEqual({ websiteId, ...WIDGET_DEFAULTS });
  });

  it('answers 404 for unknown, malformed and inactive websites', async () => {
    const inactive = await insertTestWebsite({ db: t.deps.db, userId, isActive: false });
    for (const id of [inactive, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await get(id);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
  });
});
