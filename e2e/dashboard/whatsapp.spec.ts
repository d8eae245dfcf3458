/**
 * WhatsApp journey (issue 13) against the built server with WhatsApp configured and a local fake of Meta's Graph
 * API (the same wire format, status webhooks signed like Meta's): the owner connects a number in the website's
 * settings (checked with Meta through the fake: a wrong token is refused in the dialog, the display number is
 * Meta's), Meta verifies the webhook, a customer writes, the assistant replies through the fake, the conversation
 * shows on /conversations with the WhatsApp badge and its delivery status, and the usage card on /analytics
 * counts both messages. axe-core finds no serious or critical violation on the screens involved.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { startServer, type RunningServer } from '../support/server';
import {
  startFakeGraphServer,
  type FakeGraphServer,
} from '../../apps/api/src/features/whatsapp/testing/fake-graph-server';
import { createAccount, uniqueEmail, uniqueUsername } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { closeSetupGuideIfOpen, createWebsite } from './owner-helpers';

const APP_SECRET = 'e2e-meta-app-secret-0123456789abcdef';
const VERIFY_TOKEN = 'e2e-verify-token';
const ACCESS_TOKEN = 'EAAG-e2e-access-token-0123456789abcdef';
const PHONE_NUMBER_ID = '109876543210987';
const CUSTOMER = '447700900123';

test.describe.configure({ mode: 'serial' });

let graph: FakeGraphServer;
let server: RunningServer;
/** The number as Meta shows it: the app stores this, the owner types no display number. */
const DISPLAY_NUMBER = '+1 555-010-0100';
const graphOptions = {
  accessToken: ACCESS_TOKEN,
  phoneNumbers: [
    {
      id: PHONE_NUMBER_ID,
      businessAccountId: '102290129340398',
      displayPhoneNumber: DISPLAY_NUMBER,
      verifiedName: 'Harbour Plumbing',
    },
  ],
  appSecret: APP_SECRET,
  webhookUrl: undefined as string | undefined,
  autoStatuses: true,
  pairSpacingMs: 0,
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  graph = await startFakeGraphServer(graphOptions);
  server = await startServer({
    name: 'whatsapp',
    env: {
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      WHATSAPP_GRAPH_BASE_URL: graph.baseUrl,
      AUTH_REQUIRE_EMAIL_VERIFICATION: '0',
    },
  });
  graphOptions.webhookUrl = `${server.baseURL}/api/whatsapp/webhook`;
});

test.afterAll(async () => {
  await server?.dispose();
  await graph?.close();
});

async function expectNoSeriousViolations(page: Page) {
  await page.waitForTimeout(300);
  const axe = await new AxeBuilder({ page }).exclude('leadchat-widget').analyze();
  const serious = axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(serious).toEqual([]);
}

test('a WhatsApp message is answered through the Graph API and shows on the dashboard', async ({ page }) => {
  test.setTimeout(120_000);
  const origin = server.baseURL;
  await createAccount(page, { email: uniqueEmail('wa'), username: uniqueUsername('wa') }, { origin });
  await page.goto(`${origin}/dashboard`);
  await closeSetupGuideIfOpen(page);
  const websiteId = await createWebsite(page, `Harbour Plumbing ${Date.now()}`, origin);

  // The website's settings: WhatsApp section, webhook not verified yet, connect a number.
  await page.goto(`${origin}/websites/${websiteId}`);
  const section = page
    .getByRole('heading', { name: 'WhatsApp', level: 2 })
    .locator('xpath=ancestor::*[@data-slot="card"][1]');
  await expect(section.getByText('Webhook not verified yet')).toBeVisible();
  await expect(section.getByText(`${origin}/api/whatsapp/webhook`)).toBeVisible();
  await expect(section.getByText('0 / 600 messages this month', { exact: false })).toBeVisible();
  await section.getByRole('button', { name: 'Connect WhatsApp number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect WhatsApp number' });
  await dialog.getByRole('button', { name: 'Connect number' }).click();
  await expect(dialog.getByText('must be the numeric id', { exact: false }).first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Phone number ID', exact: true }).fill(PHONE_NUMBER_ID);
  await dialog
    .getByRole('textbox', { name: 'WhatsApp Business Account ID', exact: true })
    .fill('102290129340398');
  await dialog.getByLabel('Access token', { exact: true }).fill(ACCESS_TOKEN);
  await dialog.getByRole('textbox', { name: 'Time zone', exact: true }).fill('Europe/London');
  await expectNoSeriousViolations(page);
  // The server checks the number with Meta (the fake) using this token before saving it.
  await dialog.getByLabel('Access token', { exact: true }).fill('EAAG-someone-elses-token-0123456789');
  await dialog.getByRole('button', { name: 'Connect number' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Meta refused the access token');
  await dialog.getByLabel('Access token', { exact: true }).fill(ACCESS_TOKEN);
  await dialog.getByRole('button', { name: 'Connect number' }).click();
  await expect(page.getByText('WhatsApp number connected', { exact: true })).toBeVisible();
  const numbers = section.getByRole('list', { name: 'WhatsApp numbers' });
  await expect(numbers.getByText(DISPLAY_NUMBER)).toBeVisible();
  await expect(numbers.getByText('Access token ••••cdef', { exact: false })).toBeVisible();
  await expect(page.getByText(ACCESS_TOKEN)).toHaveCount(0);
  await expect(numbers.getByRole('switch', { name: `Answer on ${DISPLAY_NUMBER}` })).toBeChecked();

  // Meta verifies the webhook (GET with the verify token): the warning goes away.
  const verify = await fetch(
    `${origin}/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=424242`,
  );
  expect(await verify.text()).toBe('424242');
  await page.reload();
  await expect(section.getByRole('list', { name: 'WhatsApp numbers' })).toBeVisible();
  await expect(section.getByText('Webhook not verified yet')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // A customer writes on WhatsApp: the assistant answers through the fake Graph API.
  const sent = await graph.sendCustomerMessage({
    phoneNumberId: PHONE_NUMBER_ID,
    from: CUSTOMER,
    profileName: 'Priya Shah',
    text: 'Hello! Do you repair leaking taps? I need someone this week.',
  });
  expect(sent.status).toBe(200);
  await expect.poll(() => graph.sends.filter((send) => send.wamid).length, { timeout: 20_000 }).toBe(1);
  expect(graph.sends[0]).toMatchObject({ to: CUSTOMER, authorization: `Bearer ${ACCESS_TOKEN}` });

  // /conversations: the WhatsApp conversation with its badge; the details show the delivery status.
  await page.goto(`${origin}/conversations`);
  const row = page.getByRole('row', { name: /Priya Shah/ });
  await expect(row).toBeVisible();
  await expect(row.getByText('WhatsApp', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by source' }).click();
  await page.getByRole('option', { name: 'Website chat' }).click();
  await expect(page.getByText('No conversations found')).toBeVisible();
  await expect(page).toHaveURL(/source=web/);
  await page.getByRole('combobox', { name: 'Filter by source' }).click();
  await page.getByRole('option', { name: 'WhatsApp' }).click();
  await expect(row).toBeVisible();
  await expectNoSeriousViolations(page);
  await row.getByRole('button').first().click();
  const details = page.getByRole('dialog');
  await expect(details.getByText('+447700900123', { exact: true })).toBeVisible();
  await expect(details.getByRole('heading', { name: 'WhatsApp delivery' })).toBeVisible();
  await expect(
    details.getByRole('region', { name: 'WhatsApp delivery' }).getByText(/^(Sent|Delivered|Read)$/),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');

  // /analytics: the usage card counts the received message and the reply.
  await page.goto(`${origin}/analytics`);
  const usageCard = page
    .getByRole('heading', { name: 'WhatsApp Usage' })
    .locator('xpath=ancestor::*[@data-slot="card"][1]');
  await expect(usageCard.getByText('1 sent · 1 received')).toBeVisible();
  await expect(usageCard.getByText('/ 600')).toBeVisible();
  await expect(usageCard.getByRole('list', { name: 'WhatsApp numbers' })).toContainText(DISPLAY_NUMBER);
  await expectNoSeriousViolations(page);
});
