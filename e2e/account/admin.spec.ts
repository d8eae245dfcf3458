/** /admin: an administrator (made one with `npm run admin -- grant`) changes another user's role. */
import { expect, test } from '../support/fixtures';
import { createAccount, uniqueUsername } from '../support/auth';
import { queryDatabase, runAdminCli, seriousViolations } from './account-helpers';

test('an admin promotes a user; the change shows, is audited, and the own row stays locked', async ({
  page,
  browser,
}) => {
  const admin = await createAccount(page, { username: uniqueUsername('boss') });
  expect(await runAdminCli('grant', admin.email)).toBe(`${admin.email} is now an administrator.`);

  const otherContext = await browser.newContext();
  const other = await createAccount(await otherContext.newPage(), { username: uniqueUsername('member') });
  await otherContext.close();

  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  for (const title of ['Total Users', 'Admin Users', 'Regular Users']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'System Settings' })).toBeVisible();
  await expect(page.getByText('Email Verification Enabled')).toBeVisible();

  const search = page.getByLabel('Search users');
  await search.fill(admin.username);
  const ownRow = page.getByRole('row').filter({ hasText: admin.username });
  await expect(ownRow.getByText('Current User')).toBeVisible();
  await expect(ownRow.getByRole('combobox')).toHaveCount(0);

  await search.fill(other.username);
  const row = page.getByRole('row').filter({ hasText: other.username });
  await expect(row).toHaveCount(1);
  await expect(row.locator('[data-slot="badge"]').first()).toHaveText('User');
  const users = await queryDatabase<{ id: string }>('select id from "user" where email = $1', [other.email]);
  await expect(row.getByRole('cell', { name: users[0]!.id.slice(0, 8) })).toBeVisible();

  const roleSelect = row.getByRole('combobox', { name: `Role for ${other.username}` });
  // The change waits for a confirmation; Cancel leaves the role as it was.
  await roleSelect.selectOption('admin');
  const confirm = page.getByRole('alertdialog', { name: 'Change user role?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(roleSelect).toHaveValue('user');

  await roleSelect.selectOption('admin');
  await expect(confirm).toContainText(`${other.username} will become an Administrator`);
  expect(await seriousViolations(page), 'axe on /admin with the confirmation dialog open').toEqual([]);
  await confirm.getByRole('button', { name: 'Make Administrator' }).click();
  await expect(page.getByText('User role updated to admin')).toBeVisible();
  await expect(row.locator('[data-slot="badge"]').first()).toHaveText('Administrator');

  const audit = await queryDatabase<{ details: { from: string; to: string; via: string } }>(
    `select a.details from audit_log a join "user" u on u.id::text = a.target_id
      where u.email = $1 and a.action = 'user.role_changed' order by a.created_at desc limit 1`,
    [other.email],
  );
  expect(audit[0]?.details).toEqual({ from: 'user', to: 'admin', via: 'dashboard' });

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(row.locator('[data-slot="badge"]').first()).toHaveText('Administrator');
  expect(await seriousViolations(page), 'axe on /admin').toEqual([]);
});

test('a regular user is sent from /admin to /dashboard', async ({ page }) => {
  await createAccount(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
});
