/**
 * Lead webhooks in the Notifications dialog (issue 10), in the browser against a server of its own that may send
 * webhooks to a local receiver (WEBHOOKS_ALLOW_PRIVATE) which verifies each delivery with the `standardwebhooks`
 * package: the owner adds an endpoint (secret shown once), sends a test event and sees it delivered with the HTTP
 * status, rotates the secret (both secrets sign for a day), replays a delivery from the log (same webhook-id),
 * sees a failing endpoint's test event reported as failed, and disables the endpoint (no test, no replay). axe-core
 * checks the dialog with the delivery log open.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { Webhook } from 'standardwebhooks';
import { startSmtpReceiver, type SmtpReceiver } from '../../apps/api/src/test/smtp-receiver';
import { startWebhookReceiver, type WebhookReceiver } from '../../apps/api/src/test/webhook-receiver';
import type { Page } from '@playwright/test';
import { strongPassword, uniqueEmail, uniqueUsername } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { startServer, type RunningServer } from '../support/server';
import { closeSetupGuideIfOpen, createWebsite } from './owner-helpers';

let server: RunningServer;
let smtp: SmtpReceiver;
let hooks: WebhookReceiver;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpReceiver();
  hooks = await startWebhookReceiver();
  server = await startServer({
    name: 'webhooks',
    env: { RATE_LIMIT_MULTIPLIER: '50', SMTP_URL: smtp.url, WEBHOOKS_ALLOW_PRIVATE: '1' },
  });
});

test.afterAll(async () => {
  await server?.dispose();
  await hooks?.close();
  await smtp?.close();
});

/** Signs up on this spec's server; its verification email (if any) goes to the SMTP receiver. */
async function signUpOnOwnServer(page: Page) {
  const origin = server.baseURL;
  const email = uniqueEmail('hooks');
  const username = uniqueUsername('hooks');
  const response = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    headers: { origin },
    data: { email, password: strongPassword(), username, name: username },
  });
  expect(response.status(), await response.text()).toBe(200);
  const session = await page.request.get(`${origin}/api/auth/get-session`);
  if ((await session.text()) === 'null') {
    await expect
      .poll(() => smtp.received.some((mail) => mail.to.includes(email)), { timeout: 15_000 })
      .toBe(true);
    const mail = smtp.received.find((entry) => entry.to.includes(email))!;
    const link = /https?:\/\/\S+\/api\/auth\/verify-email\S*/.exec(mail.text)![0];
    expect((await page.request.get(link)).ok()).toBe(true);
  }
  expect((await page.request.get(`${origin}/api/me`)).status()).toBe(200);
}

test('the owner tests, rotates, replays and disables a lead webhook, and each step is what the receiver sees', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signUpOnOwnServer(page);
  await page.goto(`${server.baseURL}/dashboard`);
  await closeSetupGuideIfOpen(page);
  const websiteId = await createWebsite(page, `Hook Dental ${Date.now()}`, server.baseURL);
  await page.goto(`${server.baseURL}/conversations?website=${websiteId}&setup=email`);
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  const webhooks = dialog.getByRole('region', { name: 'Lead webhooks' });
  const url = `${hooks.url}/crm`;
  await webhooks.getByLabel('Endpoint URL').fill(url);
  await webhooks.getByRole('button', { name: 'Add endpoint' }).click();
  const firstSecret = (await webhooks.getByTestId('webhook-secret').textContent())!.trim();
  expect(firstSecret).toMatch(/^whsec_/);
  await webhooks.getByRole('button', { name: 'Done' }).click();
  const endpoint = webhooks.getByRole('list', { name: 'Webhook endpoints' }).getByRole('listitem').first();
  await expect(endpoint.getByText(url)).toBeVisible();

  // A test event: delivered, with the status the receiver answered, signed with the secret.
  hooks.secrets = [firstSecret];
  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  await expect(endpoint.getByRole('status')).toHaveText('Test event delivered · HTTP 200', {
    timeout: 20_000,
  });
  expect(hooks.received).toHaveLength(1);
  expect(JSON.parse(hooks.received[0]!.body)).toMatchObject({ type: 'webhook.test', data: { test: true } });
  expect(hooks.received[0]!.verifiedWith).toBe(0);

  // Rotation: a new secret, shown once; for a day both sign, so a receiver on either one verifies.
  await endpoint.getByRole('button', { name: 'Rotate secret' }).click();
  const secondSecret = (await webhooks.getByTestId('webhook-secret').textContent())!.trim();
  expect(secondSecret).toMatch(/^whsec_/);
  expect(secondSecret).not.toBe(firstSecret);
  await webhooks.getByRole('button', { name: 'Done' }).click();
  await expect(endpoint.getByText('the previous secret also signs until', { exact: false })).toBeVisible();
  hooks.secrets = [secondSecret, firstSecret];
  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  await expect.poll(() => hooks.received.length, { timeout: 20_000 }).toBe(2);
  const rotated = hooks.received[1]!;
  expect(rotated.verifiedWith).toBe(0);
  expect(rotated.headers['webhook-signature']!.split(' ')).toHaveLength(2);
  // A receiver that still knows only the old secret verifies the same request too.
  expect(() => new Webhook(firstSecret).verify(rotated.body, rotated.headers)).not.toThrow();

  // Replay from the delivery log: the same webhook-id, signed afresh.
  await endpoint.getByRole('button', { name: 'Delivery log' }).click();
  const log = endpoint.getByRole('list', { name: `Deliveries to ${url}` });
  await expect(log.locator(':scope > li')).toHaveCount(2);
  await expect(log.getByText('HTTP 200', { exact: false }).first()).toBeVisible();
  await page.waitForTimeout(300);
  const axe = await new AxeBuilder({ page }).exclude('leadchat-widget').analyze();
  const serious = axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(serious).toEqual([]);
  await log
    .getByRole('button', { name: /^Replay the webhook\.test delivery/ })
    .first()
    .click();
  await expect.poll(() => hooks.received.length, { timeout: 20_000 }).toBe(3);
  expect(hooks.received[2]!.headers['webhook-id']).toBe(rotated.headers['webhook-id']);
  await expect(log.locator(':scope > li')).toHaveCount(3);

  // A failing endpoint: the test event says so, with the status, and is not retried.
  hooks.script.push({ status: 500, body: 'boom' });
  await endpoint.getByRole('button', { name: 'Send test event' }).click();
  await expect(endpoint.getByRole('status')).toHaveText('Test event failed: The endpoint answered 500', {
    timeout: 20_000,
  });

  // Disabled: nothing can be sent to it, neither a test nor a replay.
  await endpoint.getByRole('button', { name: 'Disable' }).click();
  await expect(endpoint.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(endpoint.getByRole('button', { name: 'Send test event' })).toBeDisabled();
  await expect(log.getByRole('button', { name: /^Replay/ }).first()).toBeDisabled();
  const count = hooks.received.length;
  await page.waitForTimeout(1500);
  expect(hooks.received).toHaveLength(count);
  await endpoint.getByRole('button', { name: 'Enable' }).click();
  await expect(endpoint.getByText('Active', { exact: true })).toBeVisible();
});
