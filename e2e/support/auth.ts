/**
 * Account helpers for journeys. `signUp` / `signIn` / `signOut` go through the real /auth screen;
 * `createAccount` signs up through the API inside the page's browser context (its cookies land in the
 * browser), for specs whose subject is not the sign-in flow.
 */
import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { findLink, waitForEmail } from './outbox';

export type Credentials = { email: string; password: string; username: string };

/** An address no other test uses (the e2e server is shared by every spec and worker). */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;
}

export function uniqueUsername(prefix = 'user'): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/** A password strong enough for the server's policy (≥ 8 characters, not a common one). */
export function strongPassword(): string {
  return `Lc-${randomBytes(6).toString('base64url')}-2k9!`;
}

function withDefaults(partial: Partial<Credentials>): Credentials {
  return {
    email: partial.email ?? uniqueEmail(),
    password: partial.password ?? strongPassword(),
    username: partial.username ?? uniqueUsername(),
  };
}

/**
 * Signs up through the /auth screen's Sign Up tab. When the server asks new accounts to confirm their email
 * (the default), follows the confirmation link from the outbox like a person would; either way it returns once
 * the app shows the dashboard (where a new account's Setup Guide dialog may be opening).
 */
export async function signUp(page: Page, partial: Partial<Credentials> = {}): Promise<Credentials> {
  const credentials = withDefaults(partial);
  const since = new Date(Date.now() - 1000);
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('Username').fill(credentials.username);
  await form.getByLabel('Email').fill(credentials.email);
  await form.getByLabel('Password', { exact: true }).fill(credentials.password);
  await form.getByRole('button', { name: 'Sign Up' }).click();

  const checkEmail = page.getByText('Check your email to confirm your account!');
  await expect(checkEmail.or(page.getByText('Signed in successfully!')).first()).toBeVisible();
  if (await checkEmail.isVisible()) {
    const email = await waitForEmail(credentials.email, { since });
    await page.goto(findLink(email, '/api/auth/verify-email'));
  }
  await expect(page).toHaveURL(/\/dashboard$/);
  return credentials;
}

/** Signs in through the /auth screen's Sign In tab and waits until the app shows the dashboard. */
export async function signIn(
  page: Page,
  credentials: Pick<Credentials, 'email' | 'password'>,
): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign In' }).click();
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(credentials.email);
  await form.getByLabel('Password', { exact: true }).fill(credentials.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Signs out with the header's Sign Out button; the app then shows /auth. A dialog in the way (a new account's
 * Setup Guide opens by itself on the dashboard) is closed with Escape first.
 */
export async function signOut(page: Page): Promise<void> {
  const button = page.getByRole('button', { name: 'Sign Out' }).filter({ visible: true }).first();
  await expect(async () => {
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
    await button.click({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/auth$/);
}

export type CreateAccountOptions = {
  /** The server to sign up on (a spec's own server); default the shared e2e server. */
  origin?: string;
  /**
   * Finds the confirmation link when the server asks for one (default: the shared server's outbox). A server of
   * a spec's own that sends email elsewhere passes its reader, e.g. `smtpConfirmationLink(smtp)`.
   */
  confirmationLink?: (email: string, since: Date) => Promise<string>;
};

/**
 * Creates an account through the API in the page's browser context (confirming the email when the server asks for
 * it), so the browser is signed in afterwards. Faster than `signUp`; use it when the test is about something else.
 */
export async function createAccount(
  page: Page,
  partial: Partial<Credentials> = {},
  options: CreateAccountOptions = {},
): Promise<Credentials> {
  const credentials = withDefaults(partial);
  const since = new Date(Date.now() - 1000);
  const origin = new URL(options.origin ?? baseURL()).origin;
  const response = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    headers: { origin },
    data: { ...credentials, name: credentials.username },
  });
  expect(response.status(), `sign-up failed: ${await response.text()}`).toBe(200);
  const session = await page.request.get(`${origin}/api/auth/get-session`);
  if ((await session.text()) === 'null') {
    const link = options.confirmationLink
      ? await options.confirmationLink(credentials.email, since)
      : findLink(await waitForEmail(credentials.email, { since }), '/api/auth/verify-email');
    const confirmed = await page.request.get(link);
    expect(confirmed.ok(), `email confirmation failed: ${confirmed.status()}`).toBe(true);
  }
  const me = await page.request.get(`${origin}/api/me`);
  expect(me.status(), 'signed in after createAccount').toBe(200);
  return credentials;
}

/** `confirmationLink` for a server whose email goes to an SMTP receiver (`apps/api/src/test/smtp-receiver.ts`). */
export function smtpConfirmationLink(smtp: {
  received: readonly { to: string[]; text: string }[];
}): (email: string, since: Date) => Promise<string> {
  return async (email) => {
    const isConfirmation = (mail: { to: string[]; text: string }) =>
      mail.to.includes(email) && mail.text.includes('/api/auth/verify-email');
    await expect.poll(() => smtp.received.some(isConfirmation), { timeout: 20_000 }).toBe(true);
    const link = /https?:\/\/[^\s"<>]+\/api\/auth\/verify-email[^\s"<>]*/.exec(
      smtp.received.find(isConfirmation)!.text,
    );
    if (!link) throw new Error(`No confirmation link in the email to ${email}`);
    return link[0].replace(/&amp;/g, '&');
  };
}

function baseURL(): string {
  const base = process.env.E2E_BASE_URL;
  if (!base)
    throw new Error('E2E_BASE_URL is not set: the Playwright global setup starts the server and sets it.');
  return base;
}
