/**
 * Account helpers for journeys. `signUp` / `signIn` / `signOut` go through the real /auth screen;
 * `createAccount` signs up through the API inside the page's browser context (its cookies land in the
 * browser), for specs whose subject is not the sign-in flow.
 */
import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

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

/** Signs up through the /auth screen's Sign Up tab and waits until the app shows the dashboard. */
export async function signUp(page: Page, partial: Partial<Credentials> = {}): Promise<Credentials> {
  const credentials = withDefaults(partial);
  await page.goto('/auth');
  await page.getByRole('tab', { name: /sign up/i }).click();
  const form = page.getByRole('tabpanel', { name: /sign up/i });
  await form.getByLabel(/username/i).fill(credentials.username);
  await form.getByLabel(/email/i).fill(credentials.email);
  await form.getByLabel(/^password/i).fill(credentials.password);
  await form.getByRole('button', { name: /sign up|create account/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return credentials;
}

/** Signs in through the /auth screen's Sign In tab and waits until the app shows the dashboard. */
export async function signIn(
  page: Page,
  credentials: Pick<Credentials, 'email' | 'password'>,
): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: /sign in/i }).click();
  const form = page.getByRole('tabpanel', { name: /sign in/i });
  await form.getByLabel(/email/i).fill(credentials.email);
  await form.getByLabel(/^password/i).fill(credentials.password);
  await form.getByRole('button', { name: /sign in/i }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs out with the header's Sign Out button; the app then shows /auth. */
export async function signOut(page: Page): Promise<void> {
  await page
    .getByRole('button', { name: /sign out/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/auth$/);
}

/**
 * Creates an account through the API in the page's browser context, so the browser is signed in afterwards.
 * Faster than `signUp`; use it when the test is about something else.
 */
export async function createAccount(page: Page, partial: Partial<Credentials> = {}): Promise<Credentials> {
  const credentials = withDefaults(partial);
  const origin = new URL(baseURL()).origin;
  const response = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin },
    data: {
      email: credentials.email,
      password: credentials.password,
      name: credentials.username,
      username: credentials.username,
    },
  });
  expect(response.status(), `sign-up failed: ${await response.text()}`).toBe(200);
  return credentials;
}

function baseURL(): string {
  const base = process.env.E2E_BASE_URL;
  if (!base)
    throw new Error('E2E_BASE_URL is not set: the Playwright global setup starts the server and sets it.');
  return base;
}
