/** axe-core on the owner's four screens, with their dialogs open: no serious or critical violations. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createAccount } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { closeSetupGuideIfOpen, createVisitor, createWebsite } from './owner-helpers';

async function expectNoSeriousViolations(page: Page, what: string) {
  // Let the dialog's open animation finish so colours are final.
  await page.waitForTimeout(400);
  const results = await new AxeBuilder({ page }).exclude('leadchat-widget').analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(serious, what).toEqual([]);
}

test('axe: /dashboard, /leads, /conversations and /analytics with their dialogs open', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await createAccount(page);
  await page.goto('/dashboard');
  // A new owner's dashboard opens the Setup Guide.
  const guide = page.getByRole('dialog', { name: 'Setup Guide' });
  await expect(guide).toBeVisible();
  await expectNoSeriousViolations(page, '/dashboard with the Setup Guide');
  await guide.getByRole('button', { name: /Configure your AI/ }).click();
  await expect(guide.getByText(/Complete the previous step first/)).toBeVisible();
  await expectNoSeriousViolations(page, '/dashboard with a locked step');
  await closeSetupGuideIfOpen(page);
  await expect(page.getByRole('heading', { name: 'System Status' })).toBeVisible();
  await expect(page.getByText('Database connection healthy')).toBeVisible();
  await expectNoSeriousViolations(page, '/dashboard');

  const websiteId = await createWebsite(page, `Axe Plumbing ${Date.now()}`);
  const visitor = await createVisitor(baseURL!);
  const visitorData = { name: 'Ada Axe', email: 'ada@example.com' };
  const visitorId = `axe-${Date.now()}`;
  const first = await visitor.say({
    websiteId,
    visitorId,
    message: 'Hi, I need a quote for a new boiler',
    visitorData,
  });
  await visitor.say({
    websiteId,
    visitorId,
    conversationId: first.conversationId,
    message: 'Please call me on +1 415 555 0100, I want to book this week',
    visitorData,
  });
  await visitor.dispose();

  await page.goto('/leads');
  await expect(page.getByRole('table').getByText('Ada Axe', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, '/leads');
  await page.getByRole('button', { name: 'Edit Ada Axe' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Lead' })).toBeVisible();
  await expectNoSeriousViolations(page, '/leads edit dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'View conversation with Ada Axe' }).click();
  const transcript = page.getByRole('dialog', { name: 'Conversation with Ada Axe' });
  await expect(transcript.getByText('Hi, I need a quote for a new boiler')).toBeVisible();
  await expectNoSeriousViolations(page, '/leads conversation dialog');
  await page.keyboard.press('Escape');

  await page.goto('/conversations');
  await expect(page.getByText('Lead - new')).toBeVisible();
  await expectNoSeriousViolations(page, '/conversations');
  await page.getByRole('button', { name: /View details of the conversation with Ada Axe/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Conversation Details' }).getByText('ada@example.com').first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page, '/conversations details dialog');
  await page.keyboard.press('Escape');
  await page.goto(`/conversations?website=${websiteId}&setup=email`);
  await expect(
    page.getByRole('dialog', { name: 'Notifications' }).getByLabel('Alert email addresses'),
  ).toBeVisible();
  await expectNoSeriousViolations(page, '/conversations notifications dialog');
  await page.keyboard.press('Escape');

  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'Daily Activity' })).toBeVisible();
  await expect(page.getByText('Conversion Rate')).toBeVisible();
  await expectNoSeriousViolations(page, '/analytics');
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  await expect(page.getByText('Last 7 days').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/analytics, last 7 days');
});
