/** axe-core on every public page: no serious or critical violations (docs/product/quality-bars.md). */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';
import { PUBLIC_PAGES } from './public-pages';

for (const { path } of PUBLIC_PAGES) {
  test(`axe: ${path} has no serious or critical violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The chat widget has its own axe suite (e2e/widget/a11y.spec.ts); this one judges the page.
    const results = await new AxeBuilder({ page }).exclude('leadchat-widget').analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        nodes: violation.nodes.map((node) => node.target.join(' ')),
      }));
    expect(serious).toEqual([]);
  });
}

test('axe: the support form with its validation errors', async ({ page }) => {
  await page.goto('/support');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  const results = await new AxeBuilder({ page }).exclude('leadchat-widget').analyze();
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
});
