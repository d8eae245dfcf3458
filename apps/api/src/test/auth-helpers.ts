/** Sign-up/sign-in helpers for API tests, going through the real auth endpoints. */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { EmailMessage } from '../adapters/email/email.types.js';
import type { Database } from '../db/client.js';
import { subscriptions } from '../db/schema.js';
import type { HttpClient } from './test-app.js';

export const TEST_PASSWORD = 'Correct-Horse-Battery-42';

/** Finds the newest email to an address and returns its first link to our auth API. */
export function findAuthLink(
  sentEmails: EmailMessage[],
  to: string,
  kind: 'verify-email' | 'reset-password',
): string {
  const message = [...sentEmails].reverse().find((m) => m.to === to && m.text.includes(`/api/auth/${kind}`));
  if (!message) throw new Error(`No ${kind} email to ${to}`);
  const match = message.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(`/api/auth/${kind}`));
  if (!match) throw new Error(`No ${kind} link in the email to ${to}`);
  return match;
}

/**
 * Signs up through the API, confirms the email through the emailed link (when verification is on),
 * and leaves the client signed in.
 */
export async function signUpAndSignIn(
  /** The in-process client or the network one (apps/api/src/test/network-client.ts). */
  client: Pick<HttpClient, 'get' | 'post'>,
  options: {
    sentEmails: EmailMessage[];
    email?: string;
    password?: string;
    username?: string;
    /** Gives the account an active plan (owners without one may create only one website). */
    withPlanIn?: Database;
  },
): Promise<{ userId: string; email: string; password: string }> {
  const email = options.email ?? `owner-${randomBytes(5).toString('hex')}@example.test`;
  const password = options.password ?? TEST_PASSWORD;
  const username = options.username ?? email.split('@')[0]!;
  const signUp = await client.post('/api/auth/sign-up/email', { email, password, name: username, username });
  expect(signUp.status, await signUp.clone().text()).toBe(200);
  const hasVerification = options.sentEmails.some(
    (m) => m.to === email && m.text.includes('/api/auth/verify-email'),
  );
  if (hasVerification) {
    const link = new URL(findAuthLink(options.sentEmails, email, 'verify-email'));
    const verified = await client.get(`${link.pathname}${link.search}`);
    expect([200, 302]).toContain(verified.status);
  }
  const me = await client.get('/api/me');
  if (me.status !== 200) {
    const signIn = await client.post('/api/auth/sign-in/email', { email, password });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
  }
  const meAgain = await client.get('/api/me');
  expect(meAgain.status).toBe(200);
  const body = (await meAgain.json()) as { id: string };
  if (options.withPlanIn) await grantActivePlan({ db: options.withPlanIn, userId: body.id });
  return { userId: body.id, email, password };
}

/** An active monthly chatbot plan, as a completed checkout would leave it. */
export async function grantActivePlan(options: { db: Database; userId: string }): Promise<void> {
  await options.db.insert(subscriptions).values({
    userId: options.userId,
    provider: 'test',
    tier: 'chatbot',
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + 30 * 24 * 3600 * 1000),
  });
}
