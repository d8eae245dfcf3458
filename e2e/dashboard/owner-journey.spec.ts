/**
 * The owner's journey through the setup guide, the leads list (search, filter, edit, transcript) and the CSV
 * export, against the built server with the built-in assistant.
 */
import { readFile } from 'node:fs/promises';
import { createAccount } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { createVisitor } from './owner-helpers';

test('setup guide: add a website, configure, install and test the assistant for real', async ({ page }) => {
  await createAccount(page);
  await page.goto('/dashboard');
  const guide = page.getByRole('dialog', { name: 'Setup Guide' });
  await expect(guide).toBeVisible();
  await expect(guide.getByText('0% complete')).toBeVisible();
  await guide.getByRole('button', { name: 'Get Started' }).click();
  await guide.getByLabel('Website Name').fill('Guide Plumbing');
  await guide.getByLabel('Domain').fill('guide-plumbing.example');
  await guide.getByRole('button', { name: 'Add Website' }).click();
  await expect(page.getByText('Website added!')).toBeVisible();
  await expect(guide.getByText('40% complete')).toBeVisible();
  await guide.getByRole('button', { name: 'Save and Continue' }).click();
  await guide.getByRole('button', { name: "I've Added the Code" }).click();
  await expect(guide.getByText('80% complete')).toBeVisible();
  await guide.getByLabel('Test message').fill('Hello there!');
  await guide.getByRole('button', { name: 'Send' }).click();
  await expect(guide.getByTestId('onboarding-test-reply')).not.toBeEmpty();
  await expect(guide.getByText('100% complete')).toBeVisible();
  await guide.getByRole('button', { name: 'Complete Setup' }).click();
  await expect(guide).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Quick Start Tips' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  // The test message went through the real assistant as the spec's test visitor.
  await page.goto('/conversations?q=test_visitor');
  await expect(page.getByRole('table').getByText('test_visitor', { exact: true })).toBeVisible();
});

test('leads: search, filter, edit with toasts, transcript and a CSV export that is safe to open', async ({
  page,
  baseURL,
}) => {
  await createAccount(page);
  const origin = new URL(baseURL!).origin;
  const created = await page.request.post(`${origin}/api/websites`, {
    headers: { origin },
    data: { name: 'Export Roofing', domain: 'export-roofing.example' },
  });
  const websiteId = ((await created.json()) as { id: string }).id;
  const visitor = await createVisitor(baseURL!);
  const tricky = '=SUM(A1,A2) "Big"';
  for (const [index, name] of [tricky, 'Carla Plain'].entries()) {
    const visitorId = `export-${Date.now()}-${index}`;
    const visitorData = { name, email: `lead${index}@example.com` };
    const first = await visitor.say({
      websiteId,
      visitorId,
      message: 'Hi, I need a quote for a new roof',
      visitorData,
    });
    await visitor.say({
      websiteId,
      visitorId,
      conversationId: first.conversationId,
      message: `Please call me on +1 415 555 010${index}, I want to book this week`,
      visitorData,
    });
  }
  await visitor.dispose();

  await page.goto('/leads');
  await expect(page.getByRole('table').getByText('Carla Plain', { exact: true })).toBeVisible();
  await page.getByLabel('Search leads').fill('CARLA');
  await expect(page).toHaveURL(/q=CARLA/);
  await expect(page.getByRole('table').getByText(tricky, { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'Edit Carla Plain' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Lead' });
  await dialog.getByLabel('Score (0–100)').fill('');
  await dialog.getByLabel('Tags').fill(' hot, ,roofing ');
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Converted' }).click();
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Lead updated successfully')).toBeVisible();
  const row = page.getByRole('row', { name: /Carla Plain/ });
  await expect(row.getByText('Converted')).toBeVisible();
  await expect(row.getByText('hot')).toBeVisible();
  await expect(row.getByText('0', { exact: true })).toBeVisible();

  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByRole('option', { name: 'Lost' }).click();
  await expect(page.getByText('No leads found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filter.')).toBeVisible();
  await page.getByLabel('Search leads').fill('');
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByRole('option', { name: 'All statuses' }).click();
  await expect(page.getByRole('table').getByText(tricky, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: /View conversation with =SUM/ }).click();
  await expect(page.getByRole('dialog').getByText('Hi, I need a quote for a new roof')).toBeVisible();
  await page.keyboard.press('Escape');

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await file.path())!, 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('Name,Email,Phone,Company,Status,Score,Created,Website');
  expect(csv).toContain(`"'=SUM(A1,A2) ""Big""",lead0@example.com`);
  expect(csv).toMatch(/Carla Plain,lead1@example\.com,'\+1415\d+,,converted,0,/);
  expect(lines.filter((line) => line.includes('Export Roofing'))).toHaveLength(2);
});
