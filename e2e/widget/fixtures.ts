/**
 * Fixtures for the widget journeys. Per worker: a fake OpenAI-compatible model (fake-llm.ts), the built
 * API server (`node apps/api/dist/server.js`, own DATA_DIR in /tmp, embedded PostgreSQL, NODE_ENV=test,
 * CRAWL_ALLOW_PRIVATE=1, LLM pointed at the fake), two websites inserted straight into its database, and
 * the playground pages served from another origin (localhost vs 127.0.0.1), like a customer's site.
 * Ports come from this suite's range 5190-5199, first free first (several runs may share the machine).
 */
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Page } from '@playwright/test';
import { startPlayground } from '../../apps/widget/playground/serve.mjs';
import { test as base, expect } from '../support/fixtures';
import { isProcessAlive, readEmbeddedDatabaseUrl, startServer } from '../support/server';
import { startFakeLlm } from './fake-llm';

export const BOT_NAME = 'Dental Bot';
export const GREETING = 'Hello! Ask me anything about Bright Smile Dental.';
export const PRIMARY_COLOR = '#8B5CF6';
export const LIGHT_COLOR = '#FDE047';
/**
 * The seed's default (3 s). The delay counts from the page's start and the widget starts a second after the page's
 * load (decision 0031), so a much shorter delay would have passed before the launcher appears.
 */
export const AUTO_POPUP_DELAY = 3000;
export const PAGES = ['plain', 'reset', 'zindex', 'rtl'] as const;
export type PageName = (typeof PAGES)[number] | 'init';

export type WidgetEnv = {
  apiOrigin: string;
  pagesOrigin: string;
  /**
   * `popup` opens by itself after AUTO_POPUP_DELAY; `quiet` has autoPopupDelay 0; `light` is quiet with a
   * light primary colour (LIGHT_COLOR), placed bottom-left.
   */
  websites: { popup: string; quiet: string; light: string };
  /** SQL against the server's database. */
  query: <T extends pg.QueryResultRow>(sql: string, params?: unknown[]) => Promise<T[]>;
};

type WidgetFixtures = {
  gotoWidgetPage: (
    page: Page,
    name: PageName,
    options?: { website?: keyof WidgetEnv['websites']; widget?: boolean; offset?: string },
  ) => Promise<void>;
};

const PORT_RANGE = [5190, 5199] as const;

/**
 * Claims a port of the range with a lock file, so parallel workers and other runs on the machine never
 * pick the same one (a probe alone races: a starting server is not listening yet). Stale locks of dead
 * processes are taken over.
 */
async function claimPort(): Promise<{ port: number; release: () => Promise<void> }> {
  for (let port: number = PORT_RANGE[0]; port <= PORT_RANGE[1]; port++) {
    const lock = path.join(os.tmpdir(), `leadchat-widget-e2e-port-${port}.lock`);
    try {
      await writeFile(lock, String(process.pid), { flag: 'wx' });
    } catch {
      const owner = Number(await readFile(lock, 'utf8').catch(() => '0'));
      if (owner && isProcessAlive(owner)) continue;
      await rm(lock, { force: true });
      port--; // the stale lock is gone: try this port again
      continue;
    }
    const release = () => rm(lock, { force: true });
    if (await isPortFree(port)) return { port, release };
    await release();
  }
  throw new Error(`No free port in ${PORT_RANGE.join('-')}`);
}

/** Starts something on a claimed port; the claim is released when it stops (registered in `cleanups`). */
async function onFreePort<T>(
  cleanups: (() => Promise<unknown>)[],
  start: (port: number) => Promise<T>,
): Promise<T> {
  const { port, release } = await claimPort();
  cleanups.push(release);
  return start(port);
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host: '127.0.0.1' }, () => probe.close(() => resolve(true)));
  });
}

async function seedWebsites(connectionString: string): Promise<WidgetEnv['websites']> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const user = await client.query<{ id: string }>(
      `insert into "user" (name, email, email_verified) values ('Widget Owner', 'widget-owner@example.com', true) returning id`,
    );
    const insert = (name: string, delay: number, color = PRIMARY_COLOR, position = 'bottom-right') =>
      client.query<{ id: string }>(
        `insert into websites (user_id, name, domain, appearance_config) values ($1, $2, 'https://bright-smile.example', $3) returning id`,
        [
          user.rows[0]!.id,
          name,
          JSON.stringify({
            greeting_message: GREETING,
            bot_name: BOT_NAME,
            primary_color: color,
            position,
            size: 'medium',
            auto_popup_delay: delay,
          }),
        ],
      );
    const popup = (await insert('Bright Smile (popup)', AUTO_POPUP_DELAY)).rows[0]!.id;
    const quiet = (await insert('Bright Smile (quiet)', 0)).rows[0]!.id;
    const light = (await insert('Bright Smile (light)', 0, LIGHT_COLOR, 'bottom-left')).rows[0]!.id;
    return { popup, quiet, light };
  } finally {
    await client.end();
  }
}

export const test = base.extend<WidgetFixtures, { widgetEnv: WidgetEnv }>({
  widgetEnv: [
    async ({}, use) => {
      // Run in order at the end: stop servers first, then release their ports and remove the data.
      const cleanups: (() => Promise<unknown>)[] = [];
      try {
        const llm = await onFreePort(cleanups, (port) => startFakeLlm({ port }));
        cleanups.unshift(() => llm.close());
        const tmp = await mkdtemp('/tmp/widget-e2e-');
        cleanups.push(() => rm(tmp, { recursive: true, force: true }));
        // Running as root, the embedded PostgreSQL runs as `postgres` and must be able to enter the directory.
        await chmod(tmp, 0o755);
        const server = await onFreePort(cleanups, (port) =>
          startServer({
            port,
            dataDir: path.join(tmp, 'data'),
            name: 'widget-server',
            readyTimeoutMs: 90_000,
            env: {
              NODE_ENV: 'test',
              CRAWL_ALLOW_PRIVATE: '1',
              PUBLIC_URL: `http://127.0.0.1:${port}`,
              LOG_LEVEL: 'warn',
              LLM_PROVIDER: 'openai-compatible',
              LLM_BASE_URL: llm.url,
              LLM_API_KEY: 'test-key',
              LLM_MODEL: 'fake-model',
            },
          }),
        );
        cleanups.unshift(() => server.stop());
        const apiOrigin = `http://127.0.0.1:${server.port}`;
        const connectionString = readEmbeddedDatabaseUrl(server.dataDir);
        const websites = await seedWebsites(connectionString).catch((error: unknown) => {
          throw new Error(
            `Seeding the widget websites failed: ${String(error)}\nServer output:\n${server.output().slice(-3000)}`,
          );
        });
        const pool = new pg.Pool({ connectionString, max: 2 });
        pool.on('error', () => undefined);
        cleanups.unshift(() => pool.end());
        const apiQuery: WidgetEnv['query'] = async (sql, params) => (await pool.query(sql, params)).rows;
        const playground = await onFreePort(cleanups, (port) =>
          startPlayground({ port, host: 'localhost', apiOrigin, websiteId: websites.quiet }),
        );
        cleanups.unshift(() => playground.close());
        await use({ apiOrigin, pagesOrigin: playground.origin, websites, query: apiQuery });
      } finally {
        for (const cleanup of cleanups) await cleanup().catch(() => undefined);
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],

  gotoWidgetPage: async ({ widgetEnv }, use) => {
    await use(async (page, name, options = {}) => {
      const params = new URLSearchParams({ website: widgetEnv.websites[options.website ?? 'quiet'] });
      if (options.widget === false) params.set('widget', '0');
      if (options.offset !== undefined) params.set('offset', options.offset);
      await page.goto(`${widgetEnv.pagesOrigin}/${name}.html?${params}`);
    });
  },
});

export { expect };
