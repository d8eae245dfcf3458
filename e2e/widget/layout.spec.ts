/**
 * Isolation: the widget changes nothing on the host page (layout, computed styles, globals), the host
 * page changes nothing in the widget (identical computed styles on every playground page), and the
 * widget stays usable on top of max-z-index chrome, on right-to-left pages, on small screens and at 200 %.
 */
import type { Page } from '@playwright/test';
import { PAGES, expect, test } from './fixtures';
import { panelSettled, readMessages, startConversation, widget } from './widget-page';

/** Every host element's box and computed styles (the widget's host element left out). */
function snapshotHost(page: Page) {
  return page.evaluate(() => {
    const out: Record<string, unknown> = {
      scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight],
    };
    const elements = [document.documentElement, document.body, ...document.body.querySelectorAll('*')].filter(
      (el) => el.tagName !== 'LEADCHAT-WIDGET',
    );
    elements.forEach((el, index) => {
      const style = getComputedStyle(el);
      const styles: Record<string, string> = {};
      for (let i = 0; i < style.length; i++) styles[style[i]!] = style.getPropertyValue(style[i]!);
      const r = el.getBoundingClientRect();
      out[`${index}:${el.tagName}#${el.id}`] = { box: [r.x, r.y, r.width, r.height], styles };
    });
    return out;
  });
}

/** Computed styles and boxes of the widget's own elements, looked up inside its shadow root. */
function snapshotWidget(page: Page, selectors: string[]) {
  return page.evaluate((selectors) => {
    const host = document.querySelector('leadchat-widget')!;
    const root = host.shadowRoot!;
    const read = (el: Element) => {
      const style = getComputedStyle(el);
      const styles: Record<string, string> = {};
      for (let i = 0; i < style.length; i++) {
        const name = style[i]!;
        // The host inherits the page's custom properties (`all` does not reset them); the widget
        // redefines every one it uses inside, which the inner elements' values below show.
        if (el === host && name.startsWith('--')) continue;
        styles[name] = style.getPropertyValue(name);
      }
      const r = el.getBoundingClientRect();
      return { box: [r.x, r.y, r.width, r.height], styles };
    };
    const out: Record<string, unknown> = { host: read(host) };
    for (const selector of selectors) {
      const el = root.querySelector(selector);
      out[selector] = el ? read(el) : 'missing';
    }
    return out;
  }, selectors);
}

const FORM_PARTS = [
  '.w',
  '.launcher',
  '.launcher svg',
  '.panel',
  '.head',
  '.title',
  '.close',
  '.details',
  '.intro',
  'label',
  '#lc-name',
  '#lc-email',
  '.error',
  '.start',
];
const CHAT_PARTS = [
  '.log',
  '.msg.a',
  '.msg.a .who',
  '.msg.a .bubble',
  '.msg.u .bubble',
  '.composer',
  '#lc-input',
  '.send',
];

test.describe('host page', () => {
  for (const name of PAGES) {
    test(`${name}: layout and computed styles are the same with the widget open`, async ({
      page,
      gotoWidgetPage,
    }) => {
      // Before: the same page and script tag, but the script does nothing.
      await page.route('**/widget.js', (route) =>
        route.fulfill({ body: '', contentType: 'application/javascript' }),
      );
      await gotoWidgetPage(page, name);
      await page.waitForLoadState('networkidle');
      const before = await snapshotHost(page);
      await page.unroute('**/widget.js');

      await gotoWidgetPage(page, name);
      const w = widget(page);
      await w.launcher.click();
      await expect(w.panel).toBeVisible();
      await startConversation(page);
      await page.mouse.move(0, 0);
      expect(await snapshotHost(page)).toEqual(before);

      // Closed, the widget takes no clicks away from the page.
      await w.close.click();
      await expect(w.panel).toBeHidden();
      for (const id of ['title', 'lead']) {
        const box = (await page.locator(`#${id}`).boundingBox())!;
        const hit = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[id]')?.id,
          [box.x + box.width / 2, box.y + box.height / 2],
        );
        expect(hit).toBe(id);
      }
    });
  }

  test('the widget defines no global besides LeadChat', async ({ page, gotoWidgetPage }) => {
    const globals = () => page.evaluate(() => Object.getOwnPropertyNames(window));
    await page.route('**/widget.js', (route) =>
      route.fulfill({ body: '', contentType: 'application/javascript' }),
    );
    await gotoWidgetPage(page, 'plain');
    await page.waitForLoadState('networkidle');
    const before = new Set(await globals());
    await page.unroute('**/widget.js');
    await gotoWidgetPage(page, 'plain');
    await widget(page).launcher.click();
    await startConversation(page);
    const added = (await globals()).filter((key) => !before.has(key));
    expect(added).toEqual(['LeadChat']);
    expect(
      await page.evaluate(() => typeof (window as unknown as { LeadChat: { init: unknown } }).LeadChat.init),
    ).toBe('function');
  });
});

test.describe('widget', () => {
  test('computed styles are identical on every playground page', async ({ page, gotoWidgetPage }) => {
    const snapshots: Record<string, unknown> = {};
    for (const name of PAGES) {
      // A fixed offset: the z-index page's cookie bar would otherwise (rightly) lift the launcher above it.
      await gotoWidgetPage(page, name, { offset: '0' });
      const w = widget(page);
      await w.launcher.click();
      await expect(w.panel).toBeVisible();
      await panelSettled(page);
      const form = await snapshotWidget(page, FORM_PARTS);
      await startConversation(page);
      await w.input.fill('Hello');
      await w.input.press('Enter');
      await expect(page.locator('leadchat-widget .msg.a')).toHaveCount(2);
      await expect(w.log).toHaveAttribute('aria-busy', 'false');
      await w.input.blur();
      await page.mouse.move(0, 0);
      snapshots[name] = { form, chat: await snapshotWidget(page, CHAT_PARTS) };
      // Next page starts from scratch.
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    const [first, ...others] = PAGES;
    for (const name of others) expect(snapshots[name], `${name} vs ${first}`).toEqual(snapshots[first]);
    // And the widget really is in its own fonts and sizes, not the hostile page's.
    const form = (snapshots.reset as { form: Record<string, { styles: Record<string, string> }> }).form;
    expect(form['.intro']!.styles['font-size']).toBe('15px');
    expect(form['.intro']!.styles['font-family']).toContain('system-ui');
    expect(form['#lc-name']!.styles['box-sizing']).toBe('border-box');
    expect(form.host!.styles['z-index']).toBe('2147483647');
  });

  test('stays on top of a z-index 2147483647 header and cookie bar', async ({ page, gotoWidgetPage }) => {
    await gotoWidgetPage(page, 'zindex');
    const w = widget(page);
    const box = (await w.launcher.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.tagName,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toBe('LEADCHAT-WIDGET');
    await w.launcher.click();
    await expect(w.panel).toBeVisible();
    await w.name.fill('Zed');
  });

  test('right-to-left page: launcher in the configured corner, messages in their own direction', async ({
    page,
    gotoWidgetPage,
  }) => {
    await gotoWidgetPage(page, 'rtl');
    const w = widget(page);
    const viewport = page.viewportSize()!;
    const box = (await w.launcher.boundingBox())!;
    expect(viewport.width - (box.x + box.width)).toBe(12);
    expect(viewport.height - (box.y + box.height)).toBe(20);
    await w.launcher.click();
    await startConversation(page);
    await w.input.fill('مرحبا، هل أنتم مفتوحون يوم السبت؟');
    await w.input.press('Enter');
    await expect(page.locator('leadchat-widget .msg.u .bubble')).toHaveCSS('direction', 'rtl');
    await expect(page.locator('leadchat-widget .msg.a .bubble').first()).toHaveCSS('direction', 'ltr');
    await expect(w.panel).toHaveCSS('direction', 'ltr');
  });

  test('the launcher area is 80 × 96 px and lets clicks through around the button', async ({
    page,
    gotoWidgetPage,
  }) => {
    await gotoWidgetPage(page, 'plain');
    const area = await page.locator('leadchat-widget .area').boundingBox();
    const viewport = page.viewportSize()!;
    expect(area).toEqual({ x: viewport.width - 80, y: viewport.height - 96, width: 80, height: 96 });
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.tagName,
      [viewport.width - 75, viewport.height - 90],
    );
    expect(hit).not.toBe('LEADCHAT-WIDGET');
  });
});

test.describe('small screens and zoom', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('320 px wide: the panel takes the whole screen and everything fits', async ({
    page,
    gotoWidgetPage,
  }) => {
    await gotoWidgetPage(page, 'plain');
    const w = widget(page);
    await w.launcher.click();
    await expect(w.panel).toBeVisible();
    await panelSettled(page);
    expect(await w.panel.boundingBox()).toEqual({ x: 0, y: 0, width: 320, height: 640 });
    await expect(w.launcher).toBeHidden();
    await startConversation(page);
    await w.input.fill(
      'A fairly long message to check that nothing overflows sideways on a narrow phone screen',
    );
    await w.input.press('Enter');
    await expect(w.log).toHaveAttribute('aria-busy', 'false');
    const overflow = await page.evaluate(() => {
      const root = document.querySelector('leadchat-widget')!.shadowRoot!;
      return [...root.querySelectorAll('.panel, .log, .composer, .bubble')].filter(
        (el) => el.scrollWidth > el.clientWidth + 1,
      ).length;
    });
    expect(overflow).toBe(0);
    for (const control of [w.input, w.send, w.close]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }
    await w.close.click();
    await expect(w.launcher).toBeVisible();
    await expect(w.launcher).toBeFocused();
  });
});

test.describe('200 % zoom', () => {
  // 1280 × 720 at 200 %: a 640 × 360 CSS-pixel viewport at device scale 2.
  test.use({ viewport: { width: 640, height: 360 }, deviceScaleFactor: 2 });

  test('the panel is full-screen and the whole journey still works', async ({ page, gotoWidgetPage }) => {
    await gotoWidgetPage(page, 'plain');
    const w = widget(page);
    await w.launcher.click();
    await panelSettled(page);
    expect(await w.panel.boundingBox()).toEqual({ x: 0, y: 0, width: 640, height: 360 });
    await startConversation(page);
    await w.input.fill('Hello at 200%');
    await w.input.press('Enter');
    await expect(w.log).toHaveAttribute('aria-busy', 'false');
    expect((await readMessages(page)).length).toBe(3);
    const sendBox = (await w.send.boundingBox())!;
    expect(sendBox.y + sendBox.height).toBeLessThanOrEqual(360);
  });
});
