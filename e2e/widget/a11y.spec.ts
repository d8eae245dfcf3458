/** Keyboard-only use, focus management, and axe-core on every state of the open widget. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { BOT_NAME, GREETING, expect, test } from './fixtures';
import { DEFAULT_REPLY } from './scripted-replies';
import { readMessages, startConversation, widget } from './widget-page';

/** Violations of serious or critical impact; `checked` are rules that must have run (and passed) on the widget. */
async function seriousViolations(page: Page, checked = ['color-contrast', 'button-name', 'label']) {
  // The widget lives after <body> (see docs/decisions); axe only measures colour contrast for elements
  // inside <body> (its layout grid starts there), so the host is moved in for the check. Nothing else changes.
  await page.evaluate(() => document.body.append(document.querySelector('leadchat-widget')!));
  const results = await new AxeBuilder({ page }).include('leadchat-widget').analyze();
  const passed = results.passes.map((rule) => rule.id);
  expect(passed, 'axe checked the widget itself').toEqual(expect.arrayContaining(checked));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

test('keyboard only: reach the launcher, open, fill the form, chat, close with Escape', async ({
  page,
  gotoWidgetPage,
}) => {
  await gotoWidgetPage(page, 'plain');
  const w = widget(page);
  await expect(w.launcher).toBeVisible();

  let tabs = 0;
  while (
    !(await w.launcher.evaluate(
      (el) => el.getRootNode() instanceof ShadowRoot && (el.getRootNode() as ShadowRoot).activeElement === el,
    ))
  ) {
    await page.keyboard.press('Tab');
    expect(++tabs, 'the launcher is in the tab order').toBeLessThan(20);
  }
  await expect(w.launcher).toHaveAttribute('aria-expanded', 'false');
  await expect(w.launcher).toHaveCSS('outline-style', 'solid');

  await page.keyboard.press('Enter');
  await expect(w.panel).toBeVisible();
  await expect(w.launcher).toHaveAttribute('aria-expanded', 'true');
  await expect(w.name).toBeFocused();
  await page.keyboard.type('Kim Keys');
  await page.keyboard.press('Tab');
  await expect(w.email).toBeFocused();
  await page.keyboard.type('kim@example.com');
  await page.keyboard.press('Tab');
  await expect(w.start).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(w.input).toBeFocused();
  await page.keyboard.type('Hello');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('Are you open on Saturday?');
  await page.keyboard.press('Enter');
  await expect(w.log).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  expect(await readMessages(page)).toEqual([
    ['assistant', GREETING],
    ['user', 'Hello\nAre you open on Saturday?'],
    ['assistant', DEFAULT_REPLY],
  ]);

  // Backwards through the panel: message list (scrollable, focusable), close button, launcher.
  await page.keyboard.press('Shift+Tab');
  await expect(w.log).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(w.close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(w.launcher).toBeFocused();
  await page.keyboard.press('Tab');

  await page.keyboard.press('Escape');
  await expect(w.panel).toBeHidden();
  await expect(w.launcher).toBeFocused();
  await page.keyboard.press('Space');
  await expect(w.panel).toBeVisible();
  await expect(w.input).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(w.launcher).toBeFocused();
});

test('structure for assistive technology', async ({ page, gotoWidgetPage }) => {
  await gotoWidgetPage(page, 'plain');
  const w = widget(page);
  await w.launcher.click();
  await expect(w.panel).toHaveAttribute('role', 'dialog');
  await expect(page.getByRole('dialog', { name: BOT_NAME })).toBeVisible();
  await startConversation(page);
  await expect(w.log).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText(GREETING);
});

test.describe('axe-core', () => {
  test('no serious or critical violations: closed, form, conversation', async ({ page, gotoWidgetPage }) => {
    await gotoWidgetPage(page, 'plain');
    const w = widget(page);
    await expect(w.launcher).toBeVisible();
    // Closed: only the launcher exists (an icon button, no text for a contrast check).
    expect(await seriousViolations(page, ['button-name'])).toEqual([]);

    await w.launcher.click();
    await w.name.fill('Ann');
    await w.email.fill('not-an-email');
    await w.name.focus();
    expect(await seriousViolations(page)).toEqual([]);

    await w.email.fill('ann@example.com');
    await w.start.click();
    await w.input.fill('Hello');
    await w.input.press('Enter');
    await expect(w.log).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('no serious or critical violations with a light primary colour (dark text)', async ({
    page,
    gotoWidgetPage,
  }) => {
    await gotoWidgetPage(page, 'plain', { website: 'light' });
    const w = widget(page);
    await w.launcher.click();
    await expect(page.locator('leadchat-widget .head')).toHaveCSS('color', 'rgb(17, 24, 39)');
    await expect(w.start).toBeVisible();
    await startConversation(page);
    await w.input.fill('Hello');
    await w.input.press('Enter');
    await expect(w.log).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    await expect(page.locator('leadchat-widget .msg.u .bubble')).toHaveCSS('color', 'rgb(17, 24, 39)');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('no serious or critical violations in the dark theme on a small screen', async ({
    page,
    gotoWidgetPage,
  }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await gotoWidgetPage(page, 'init');
    const w = widget(page);
    await w.launcher.click();
    await startConversation(page);
    await w.input.fill('Hello');
    await w.input.press('Enter');
    await expect(w.log).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
