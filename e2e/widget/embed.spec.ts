/** Ways of embedding: LeadChat.init with the pre-load queue, double inclusion, unknown websites, caching. */
import { LIGHT_COLOR, expect, test } from './fixtures';
import { panelSettled, startConversation, widget } from './widget-page';

test('LeadChat.init calls made before the script loaded are replayed (bottom-left, dark theme)', async ({
  page,
  gotoWidgetPage,
}) => {
  await gotoWidgetPage(page, 'init');
  const w = widget(page);
  await expect(w.launcher).toBeVisible();
  expect((await w.launcher.boundingBox())!.x).toBe(12);
  await w.launcher.click();
  await expect(w.panel).toHaveCSS('background-color', 'rgb(31, 41, 55)');
  await panelSettled(page);
  expect((await w.panel.boundingBox())!.x).toBe(16);
  expect(
    await page.evaluate(() => (window as unknown as { LeadChat: { version: string } }).LeadChat.version),
  ).toBe('1');
});

test('the configured position and colour come from the website; dark text on a light colour', async ({
  page,
  gotoWidgetPage,
}) => {
  await gotoWidgetPage(page, 'plain', { website: 'light' });
  const w = widget(page);
  await expect(w.launcher).toHaveCSS('background-color', 'rgb(253, 224, 71)');
  await expect(w.launcher).toHaveCSS('color', 'rgb(17, 24, 39)');
  expect(LIGHT_COLOR).toBe('#FDE047');
  expect((await w.launcher.boundingBox())!.x).toBe(12);
});

test('including the script twice, or calling init again, still gives one widget', async ({
  page,
  gotoWidgetPage,
  widgetEnv,
}) => {
  await gotoWidgetPage(page, 'plain');
  const w = widget(page);
  await expect(w.launcher).toBeVisible();
  await page.addScriptTag({ url: `${widgetEnv.apiOrigin}/widget.js` });
  await page.evaluate(
    (id) =>
      (window as unknown as { LeadChat: { init: (o: object) => void } }).LeadChat.init({ websiteId: id }),
    widgetEnv.websites.quiet,
  );
  await page.waitForTimeout(500);
  await expect(page.locator('leadchat-widget')).toHaveCount(1);
  await w.launcher.click();
  await startConversation(page);
});

test('page CSS cannot hide the widget, the hidden attribute does', async ({ page, gotoWidgetPage }) => {
  await gotoWidgetPage(page, 'plain');
  const w = widget(page);
  await expect(w.launcher).toBeVisible();
  await page.addStyleTag({
    content: 'leadchat-widget, html > * { display: none !important; visibility: hidden !important; }',
  });
  await page.evaluate(() =>
    document.querySelector<HTMLElement>('leadchat-widget')!.style.setProperty('display', 'none', 'important'),
  );
  await expect(w.launcher).toBeVisible();
  await page.evaluate(() => (document.querySelector<HTMLElement>('leadchat-widget')!.hidden = true));
  await expect(w.launcher).toBeHidden();
  await page.evaluate(() => (document.querySelector<HTMLElement>('leadchat-widget')!.hidden = false));
  await expect(w.launcher).toBeVisible();
});

test('an unknown website shows nothing', async ({ page, widgetEnv }) => {
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto(`${widgetEnv.pagesOrigin}/plain.html?website=00000000-0000-4000-8000-00000000dead`);
  // The widget starts a second after the page's load (apps/widget/src/main.ts): wait for its config answer.
  await expect.poll(() => warnings).toContain('LeadChat: this website is not available');
  await expect(page.locator('leadchat-widget')).toHaveCount(0);
});

test('widget.js and the config are served with caching headers', async ({ request, widgetEnv }) => {
  const script = await request.get(`${widgetEnv.apiOrigin}/widget.js`);
  expect(script.status()).toBe(200);
  const etag = script.headers()['etag'];
  expect(etag).toBeTruthy();
  expect(script.headers()['cache-control']).toContain('max-age');
  const again = await request.get(`${widgetEnv.apiOrigin}/widget.js`, {
    headers: { 'If-None-Match': etag! },
  });
  expect(again.status()).toBe(304);
  const config = await request.get(`${widgetEnv.apiOrigin}/api/widget/${widgetEnv.websites.quiet}/config`);
  expect(config.status()).toBe(200);
  expect(config.headers()['cache-control']).toMatch(/max-age=\d+/);
});
