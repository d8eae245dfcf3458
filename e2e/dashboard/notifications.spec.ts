/**
 * The Notifications setting (issue 10) in the browser: the owner sets an alert address and a phone, sends a test
 * alert and sees what became of each message; then a visitor becomes a lead and the alert email arrives. The
 * e2e server has neither SMTP nor Twilio, so messages are kept in the outbox and the dialog says exactly that.
 * axe-core finds no serious or critical violation in the dialog.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { createAccount } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { waitForEmail } from '../support/outbox';
import { closeSetupGuideIfOpen, createVisitor, createWebsite } from './owner-helpers';

test('the owner sets lead alerts, sends a test alert, and a new lead reaches the alert address', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await createAccount(page);
  await page.goto('/dashboard');
  await closeSetupGuideIfOpen(page);
  const name = `Alert Plumbing ${Date.now()}`;
  const websiteId = await createWebsite(page, name);
  const alertAddress = `alerts-${Date.now()}@example.com`;

  await page.goto(`/conversations?website=${websiteId}&setup=email`);
  const dialog = page.getByRole('dialog', { name: 'Notifications' });
  await expect(dialog.getByLabel('Alert email addresses')).toBeVisible();
  await expect(dialog.getByText('texts are kept in the outbox, not sent', { exact: false })).toBeVisible();

  // Until set up, alerts go to the owner's sign-in address: the switch starts on.
  await expect(dialog.getByRole('switch', { name: 'Email me about each new lead' })).toBeChecked();
  await expect(dialog.getByLabel('Alert email addresses')).not.toHaveValue('');
  await dialog.getByLabel('Alert email addresses').fill(alertAddress);
  await dialog.getByLabel('Alert phone number').fill('(415) 555-0100');
  await dialog.getByRole('switch', { name: 'Text me about each new lead' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The server stores the phone in E.164.
  await expect(dialog.getByLabel('Alert phone number')).toHaveValue('+14155550100');

  await dialog.getByRole('button', { name: 'Send test alert' }).click();
  const results = dialog.getByRole('region', { name: 'Test alert' });
  await expect(results.getByText(`Email to ${alertAddress}`)).toBeVisible();
  await expect(results.getByText('Text to +14155550100')).toBeVisible();
  // Without SMTP or Twilio nothing is claimed as sent: both are named as kept in the outbox.
  await expect(results.getByText('Kept in the outbox (not sent)')).toHaveCount(2, { timeout: 15_000 });
  await page.waitForTimeout(400);
  const axe = await new AxeBuilder({ page }).exclude('leadchat-widget').analyze();
  const serious = axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
  expect(serious).toEqual([]);
  await page.keyboard.press('Escape');

  // A visitor on the customer's page leaves contact details: the alert reaches the address within seconds.
  const since = new Date();
  const visitor = await createVisitor(baseURL!);
  await visitor.say({
    websiteId,
    visitorId: `alert-${Date.now()}`,
    message: 'My boiler is leaking, I am Rosa Diaz, please call me on (415) 555-0177',
  });
  const alert = await waitForEmail(alertAddress, { since, timeoutMs: 30_000 });
  expect(alert.subject).toContain('New lead');
  expect(alert.textBody).toContain('Rosa Diaz');
  expect(alert.textBody).toContain('+14155550177');
  expect(alert.htmlBody).toContain('Open the lead');
});
