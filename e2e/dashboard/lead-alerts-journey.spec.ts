/**
 * The lead-alert journey of issue 10 against real delivery: a server of its own whose email goes to a real SMTP
 * receiver and whose texts go to the local fake Twilio (Twilio's wire format, signed status callbacks), with
 * lead webhooks allowed to a local receiver. The owner sets an alert address, an SMS number and a webhook in the
 * Notifications dialog (its signing secret is shown once); a visitor on a customer page chats through the
 * widget and leaves contact details; the alert email arrives at the SMTP receiver, the text at the fake Twilio
 * and the signed webhook at the receiver, each with the visitor's details; Twilio reports the text delivered;
 * the alert's link opens the lead, which shows what was sent and its status. axe-core checks the dialog and the
 * lead's detail.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { startFakeTwilio, type FakeTwilio } from '../../apps/api/src/test/fake-twilio';
import { startSmtpReceiver, type SmtpReceiver } from '../../apps/api/src/test/smtp-receiver';
import { startWebhookReceiver, type WebhookReceiver } from '../../apps/api/src/test/webhook-receiver';
import { createAccount, smtpConfirmationLink, uniqueEmail, uniqueUsername } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { startServer, type RunningServer } from '../support/server';
import { closeSetupGuideIfOpen, createWebsite } from './owner-helpers';

let server: RunningServer;
let smtp: SmtpReceiver;
let twilio: FakeTwilio;
let hooks: WebhookReceiver;
let customerSite: http.Server;
let customerOrigin: string;
let websiteId = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpReceiver();
  twilio = await startFakeTwilio();
  hooks = await startWebhookReceiver();
  server = await startServer({
    name: 'lead-alerts',
    env: {
      RATE_LIMIT_MULTIPLIER: '50',
      SMTP_URL: smtp.url,
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM: twilio.from,
      TWILIO_API_BASE_URL: twilio.baseUrl,
      WEBHOOKS_ALLOW_PRIVATE: '1',
    },
  });
  // A customer's page embedding the widget (another origin than the product).
  customerSite = http.createServer((request, response) => {
    const id = new URL(request.url ?? '/', 'http://x').searchParams.get('website') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><title>Rosa's Plumbing</title></head><body><main><h1>Rosa's Plumbing</h1></main>` +
        `<script src="${server.baseURL}/widget.js" data-website-id="${id}" async></script></body></html>`,
    );
  });
  await new Promise<void>((resolve) => customerSite.listen(0, '127.0.0.1', resolve));
  customerOrigin = `http://127.0.0.1:${(customerSite.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (customerSite ? customerSite.close(() => resolve()) : resolve()));
  await server?.dispose();
  await hooks?.close();
  await twilio?.close();
  await smtp?.close();
});

async function expectNoSeriousViolations(page: Page) {
  await page.waitForTimeout(300);
  const axe = await new AxeBuilder({ page }).exclude('leadchat-widget').analyze();
  const serious = axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(serious).toEqual([]);
}

test('a lead from the widget reaches the owner by email, text and webhook, and the lead shows what was sent', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await createAccount(
    page,
    { email: uniqueEmail('rosa'), username: uniqueUsername('rosa') },
    { origin: server.baseURL, confirmationLink: smtpConfirmationLink(smtp) },
  );
  await page.goto(`${server.baseURL}/dashboard`);
  await closeSetupGuideIfOpen(page);
  websiteId = await createWebsite(page, `Rosa Plumbing ${Date.now()}`, server.baseURL);
  const alertAddress = `rosa-${Date.now()}@example.com`;

  // The owner: alert address, SMS number, which alerts, and a lead webhook.
  await page.goto(`${server.baseURL}/conversations?website=${websiteId}&setup=email`);
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await dialog.getByLabel('Alert email addresses').fill(alertAddress);
  // On from the start: until set up, alerts go to the owner's sign-in address.
  await expect(dialog.getByRole('switch', { name: 'Email me about each new lead' })).toBeChecked();
  await dialog.getByLabel('Alert phone number').fill('(415) 555-0100');
  await dialog.getByRole('switch', { name: 'Text me about each new lead' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'A new lead', exact: true })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'A booking cancelled', exact: true }).uncheck();
  // With SMTP and Twilio configured nothing is said about the outbox.
  await expect(dialog.getByText('kept in the outbox', { exact: false })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Alert phone number')).toHaveValue('+14155550100');
  await expect(dialog.getByRole('checkbox', { name: 'A booking cancelled', exact: true })).not.toBeChecked();

  const webhooks = dialog.getByRole('region', { name: 'Lead webhooks' });
  await webhooks.getByLabel('Endpoint URL').fill(`${hooks.url}/crm`);
  await webhooks.getByRole('button', { name: 'Add endpoint' }).click();
  const secret = (await webhooks.getByTestId('webhook-secret').textContent())!.trim();
  expect(secret).toMatch(/^whsec_/);
  hooks.secrets = [secret];
  await expect(
    webhooks.getByRole('list', { name: 'Webhook endpoints' }).getByText(`${hooks.url}/crm`),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await webhooks.getByRole('button', { name: 'Done' }).click();
  // Shown once: gone from the dialog, never in the list.
  await expect(dialog.getByText(secret)).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A visitor on the customer's page leaves contact details in the widget.
  const visitorContext = await browser.newContext();
  const visitorPage = await visitorContext.newPage();
  await visitorPage.goto(`${customerOrigin}/?website=${websiteId}`);
  await visitorPage.locator('leadchat-widget .launcher').click();
  await visitorPage.getByRole('textbox', { name: 'Name' }).fill('Maria Lopez');
  await visitorPage.getByRole('textbox', { name: 'Email' }).fill('maria@example.com');
  await visitorPage.getByRole('button', { name: 'Start Conversation' }).click();
  const input = visitorPage.getByRole('textbox', { name: 'Message' });
  await input.fill('My water heater is leaking, please call me on (415) 555-0142');
  await input.press('Enter');

  // The alert email at the SMTP receiver, the text at the fake Twilio, the signed webhook at the receiver.
  await expect
    .poll(() => smtp.received.filter((mail) => mail.to.includes(alertAddress)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const mail = smtp.received.find((entry) => entry.to.includes(alertAddress))!;
  expect(mail.subject).toContain('New lead');
  expect(mail.text).toContain('Maria Lopez');
  expect(mail.text).toContain('+14155550142');
  await expect
    .poll(() => twilio.messages.filter((message) => message.to === '+14155550100').length, {
      timeout: 30_000,
    })
    .toBe(1);
  const text = twilio.messages.find((message) => message.to === '+14155550100')!;
  expect(text.body).toContain('Maria Lopez');
  expect(text.body).toContain('+14155550142');
  await expect.poll(() => hooks.received.length, { timeout: 30_000 }).toBe(1);
  expect(hooks.received[0]!.verifiedWith).toBe(0);
  expect(JSON.parse(hooks.received[0]!.body)).toMatchObject({
    type: 'lead.created',
    data: { lead: { name: 'Maria Lopez', phone: '+14155550142', email: 'maria@example.com' } },
  });
  // Twilio reports the text delivered (a signed status callback to PUBLIC_URL).
  expect(await twilio.sendStatusCallback(text, 'delivered')).toBe(204);
  await visitorContext.close();

  // The alert's link opens the lead, which lists what was sent and its status.
  const link = /https?:\/\/\S+\/leads\?lead=[0-9a-f-]{36}/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  const lead = page.getByRole('dialog', { name: 'Conversation with Maria Lopez' });
  const sent = lead.getByRole('region', { name: 'Sent about this lead' });
  await expect(sent.getByText(`Alert to you · Email to ${alertAddress}`)).toBeVisible();
  await expect(sent.getByText('Alert to you · Text to +14155550100')).toBeVisible();
  await expect(sent.getByText(`Webhook · POST to ${hooks.url}/crm`)).toBeVisible();
  const smsRow = sent.getByRole('listitem').filter({ hasText: 'Text to +14155550100' });
  await expect(smsRow.getByText('Delivered')).toBeVisible({ timeout: 15_000 });
  const emailRow = sent.getByRole('listitem').filter({ hasText: `Email to ${alertAddress}` });
  await expect(emailRow.getByText('Sent')).toBeVisible();
  await expectNoSeriousViolations(page);
});
