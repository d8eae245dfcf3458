/**
 * /calendar-integrations in the browser (issue 11): with no website the page and Add Integration say "Please select a
 * website first"; the owner adds the built-in LeadChat calendar (the dialog refuses a missing provider, takes the
 * browser's time zone when offered, the weekly hours, slot length, notice and a closed date) and sees its card; the
 * active switch turns it off and on with the spec's toasts; a change the server refuses shows "Failed to update
 * integration" and a refused creation "Failed to create integration". axe-core finds no serious violations on the
 * page and in the dialog.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { createAccount } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { closeSetupGuideIfOpen, createWebsite } from './owner-helpers';

test.use({ timezoneId: 'America/New_York' });

async function expectNoSeriousViolations(page: Page) {
  await page.waitForTimeout(300);
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(serious).toEqual([]);
}

test('the owner adds the built-in calendar, switches it off and on, and sees the failures named', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await createAccount(page);
  await page.goto('/dashboard');
  await closeSetupGuideIfOpen(page);

  // No website yet: nothing to attach a calendar to.
  await page.goto('/calendar-integrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar Integrations' })).toBeVisible();
  await expect(page.getByText('Coming soon')).toHaveCount(0);
  await expect(page.getByText('Please select a website first')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add your website' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Integration' }).first().click();
  await expect(page.getByText('Please select a website first').last()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Add Integration' })).toHaveCount(0);

  const websiteId = await createWebsite(page, `Spine Clinic ${Date.now()}`);
  await page.goto(`/calendar-integrations?website=${websiteId}`);
  await expect(page.getByText('No calendar integrations yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Google Calendar' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The dialog: a provider is required.
  await page.getByRole('button', { name: 'Add Integration' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Integration' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Integration' }).click();
  await expect(dialog.getByText('Please choose a provider')).toBeVisible();

  await dialog.getByLabel('Provider').click();
  await page.getByRole('option', { name: /LeadChat calendar/ }).click();
  // Hours default to 09:00–17:00 on weekdays, in UTC, with the browser's zone offered.
  await expect(dialog.getByLabel('Monday opens at')).toHaveValue('09:00');
  await expect(dialog.getByLabel('Friday closes at')).toHaveValue('17:00');
  await expect(dialog.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
  await expect(dialog.getByLabel('Time zone')).toHaveValue('UTC');
  await dialog.getByRole('button', { name: 'Use America/New_York' }).click();
  await expect(dialog.getByLabel('Time zone')).toHaveValue('America/New_York');
  await dialog.getByRole('checkbox', { name: 'Saturday' }).check();
  await dialog.getByLabel('Saturday opens at').fill('10:00');
  await dialog.getByLabel('Saturday closes at').fill('14:00');
  await dialog.getByLabel('Slot length (minutes)').fill('30');
  await dialog.getByLabel('Minimum notice (minutes)').fill('60');
  await dialog.getByLabel('Closed dates').fill('2026-12-25');
  await dialog.getByRole('button', { name: 'Add date' }).click();
  await expect(
    dialog.getByRole('list', { name: 'Chosen closed dates' }).getByText('2026-12-25'),
  ).toBeVisible();
  // An impossible range is refused before anything is sent.
  await dialog.getByLabel('Sunday', { exact: true }).check();
  await dialog.getByLabel('Sunday opens at').fill('15:00');
  await dialog.getByLabel('Sunday closes at').fill('11:00');
  await dialog.getByRole('button', { name: 'Add Integration' }).click();
  await expect(dialog.getByText('The end of opening hours must be after their start')).toBeVisible();
  await dialog.getByLabel('Sunday', { exact: true }).uncheck();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Add Integration' }).click();
  await expect(page.getByText('Calendar integration created successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('listitem', { name: 'LeadChat calendar' });
  await expect(card.getByText('Used for bookings')).toBeVisible();
  await expect(card.getByText('Mon–Fri 09:00–17:00 · Sat 10:00–14:00')).toBeVisible();
  await expect(card.getByText('America/New_York')).toBeVisible();
  await expect(
    card.getByText('30 min, 0 min buffer, at least 60 min notice, up to 14 days ahead'),
  ).toBeVisible();
  await expect(card.getByText('2026-12-25')).toBeVisible();
  await expectNoSeriousViolations(page);

  // The active switch.
  const active = card.getByRole('switch', { name: 'Active' });
  await expect(active).toBeChecked();
  await active.click();
  await expect(page.getByText('Integration disabled')).toBeVisible();
  await expect(card.getByText('Inactive')).toBeVisible();
  await expect(active).not.toBeChecked();
  await active.click();
  await expect(page.getByText('Integration enabled')).toBeVisible();
  await expect(active).toBeChecked();

  // The visitor's side sees the hours: times are offered for the website.
  const slots = await page.request.get(`/api/widget/${websiteId}/slots?timezone=Europe/Paris`);
  expect(((await slots.json()) as { mode: string }).mode).toBe('slots');

  // The integration removed elsewhere (another tab): the switch's change is refused and named.
  const list = (await (
    await page.request.get(`/api/calendar-integrations?websiteId=${websiteId}`)
  ).json()) as {
    integrations: { id: string }[];
  };
  const origin = new URL(page.url()).origin;
  const removed = await page.request.delete(`/api/calendar-integrations/${list.integrations[0]!.id}`, {
    headers: { origin },
  });
  expect(removed.status()).toBe(204);
  await active.click();
  await expect(page.getByText('Failed to update integration', { exact: false })).toBeVisible();

  // The website deleted elsewhere while the dialog is open: the creation is refused and named.
  await page.reload();
  await expect(page.getByText('No calendar integrations yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Add Integration' }).first().click();
  await dialog.getByLabel('Provider').click();
  await page.getByRole('option', { name: 'Calendly' }).click();
  await dialog.getByLabel('Booking URL').fill('https://calendly.com/spine-clinic/30min');
  const deleted = await page.request.delete(`/api/websites/${websiteId}`, { headers: { origin } });
  expect(deleted.ok()).toBe(true);
  await dialog.getByRole('button', { name: 'Add Integration' }).click();
  await expect(page.getByText('Failed to create integration', { exact: false })).toBeVisible();
  await expect(dialog).toBeVisible();
});
