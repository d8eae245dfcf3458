/** Builds the real app in-process against a fresh test database. */
import { createApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { EmailMessage, EmailSender } from '../adapters/email/email.types.js';
import { createLogger } from '../lib/logger.js';
import type { AppDeps } from '../lib/app-env.js';
import { createTestDatabase, type TestDatabase } from './database.js';
import { cookieHeader, keepCookies, type CookieJar } from './cookie-jar.js';

export const TEST_ORIGIN = 'http://localhost:3000';

export type TestApp = {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: TestDatabase;
  /** Emails "sent" during the test, newest last. */
  sentEmails: EmailMessage[];
  close: () => Promise<void>;
};

/** Email sender that keeps messages in memory so tests can read links out of them. */
export function createMemoryEmailSender(): EmailSender & { sent: EmailMessage[] } {
  const sent: EmailMessage[] = [];
  return { kind: 'outbox', sent, send: async (message) => void sent.push(message), close: async () => {} };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    ...env,
  });
  const logger = createLogger(config.LOG_LEVEL);
  const email = createMemoryEmailSender();
  const deps: AppDeps = { config, db: database.db, logger, email };
  const app = createApp(deps);
  return { app, deps, database, sentEmails: email.sent, close: () => database.close() };
}

/**
 * A browser-like client for the in-process app: keeps cookies, sends the Origin header and a client IP.
 * Use one per simulated person.
 */
export function createHttpClient(app: TestApp['app'], options: { ip?: string; origin?: string } = {}) {
  const cookies: CookieJar = new Map();
  // A distinct address per client by default, so per-IP limits only bite tests that mean them to.
  const ip = options.ip ?? `198.51.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  const origin = options.origin ?? TEST_ORIGIN;

  async function request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', origin);
    headers.set('x-test-client-ip', ip);
    const cookie = cookieHeader(cookies);
    if (cookie) headers.set('cookie', cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await app.request(`${TEST_ORIGIN}${path}`, { ...init, headers, body });
    keepCookies(cookies, response);
    return response;
  }

  return {
    request,
    get: (path: string) => request(path),
    post: (path: string, json?: unknown) => request(path, { method: 'POST', json: json ?? {} }),
    patch: (path: string, json?: unknown) => request(path, { method: 'PATCH', json: json ?? {} }),
    put: (path: string, json?: unknown) => request(path, { method: 'PUT', json: json ?? {} }),
    delete: (path: string) => request(path, { method: 'DELETE' }),
    cookies,
  };
}
export type HttpClient = ReturnType<typeof createHttpClient>;
