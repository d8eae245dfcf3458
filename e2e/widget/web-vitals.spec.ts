/**
 * Issue 19: the widget must not cost a customer's site its Core Web Vitals. A real small-business site (the
 * plumber of the assistant's evaluation corpus, apps/widget/playground/site.mjs) is served from its own origin
 * with the embed snippet; the widget comes from the LeadChat server on another. Measured the way Chrome's field
 * data is (apps/widget/playground/vitals.mjs: PerformanceObserver, no input while LCP is recorded) on Pixel 5
 * and desktop emulation, with the website's auto-popup on and read after the popup has opened.
 */
import { devices, type Browser } from '@playwright/test';
import { startSite, type Site } from '../../apps/widget/playground/site.mjs';
import { READ_VITALS, VITALS_INIT, type Vitals } from '../../apps/widget/playground/vitals.mjs';
import { AUTO_POPUP_DELAY, expect, test } from './fixtures';

const { defaultBrowserType: _mobile, ...PIXEL_5 } = devices['Pixel 5'];
const { defaultBrowserType: _desktop, ...DESKTOP } = devices['Desktop Chrome'];
const DEVICES = { mobile: PIXEL_5, desktop: DESKTOP } as const;
type Device = keyof typeof DEVICES;

/** Loads per variant, alternating (a shared 2-core machine makes single loads noisy). */
// 7 loads a variant, as the field bench: with 5, one CI run on a busy machine got its fastest load without the widget
// 156 ms ahead of the fastest with it (the other four loads of each were alike), once in four full runs.
const RUNS = 7;
const PANEL_OPEN = `!!document.querySelector('leadchat-widget')?.shadowRoot?.querySelector('.panel:not([hidden])')`;

let site: Site | undefined;

test.beforeAll(async ({ widgetEnv }) => {
  // The site on localhost, the widget from the server on 127.0.0.1: two origins, as on a customer's page.
  site = await startSite({
    site: 'afternoon-plumbing',
    host: 'localhost',
    apiOrigin: widgetEnv.apiOrigin,
    websiteId: widgetEnv.websites.popup,
  });
});

test.afterAll(async () => {
  await site?.close();
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * One page load in a fresh context (fresh storage: the popup is due), no input. Waits the popup's delay, then
 * with the widget for the popup to have opened by itself; then one more second of paints.
 * `beforePopup` runs once the widget's host element exists (a control test breaks the widget with it).
 */
async function load(
  browser: Browser,
  device: Device,
  path: string,
  options: { widget: boolean; apiOrigin: string; beforePopup?: string; reducedMotion?: 'reduce' },
): Promise<Vitals> {
  const context = await browser.newContext({ ...DEVICES[device], reducedMotion: options.reducedMotion });
  try {
    const local = [site!.origin, options.apiOrigin];
    // Offline machine: the site's Google Fonts request fails at once instead of waiting for a timeout.
    await context.route(
      (url) => !local.includes(url.origin),
      (route) => route.abort(),
    );
    const page = await context.newPage();
    await page.addInitScript(VITALS_INIT);
    await page.goto(`${site!.origin}/${path}${options.widget ? '' : '?widget=0'}`, { waitUntil: 'load' });
    if (options.beforePopup) {
      await page.waitForFunction(`!!document.querySelector('leadchat-widget')?.shadowRoot`);
      await page.evaluate(options.beforePopup);
    } else {
      // Both variants alike, and nothing in the page while it paints: waitForFunction injects Playwright's
      // script and polls every frame, which started at `load` would cost only the widget's variant its LCP.
      await page.waitForTimeout(AUTO_POPUP_DELAY);
    }
    await page.waitForFunction(options.widget ? PANEL_OPEN : 'true', undefined, { timeout: 15_000 });
    await page.waitForTimeout(1000);
    return (await page.evaluate(READ_VITALS)) as Vitals;
  } finally {
    await context.close();
  }
}

async function compare(browser: Browser, device: Device, path: string, apiOrigin: string) {
  const without: Vitals[] = [];
  const withWidget: Vitals[] = [];
  for (let i = 0; i < RUNS; i++) {
    without.push(await load(browser, device, path, { widget: false, apiOrigin }));
    withWidget.push(await load(browser, device, path, { widget: true, apiOrigin }));
  }
  const lcp = (runs: Vitals[]) => median(runs.map((v) => v.lcpMs ?? Number.NaN));
  const best = (runs: Vitals[]) => Math.min(...runs.map((v) => v.lcpMs ?? Number.NaN));
  const cls = (runs: Vitals[]) => median(runs.map((v) => v.cls));
  return {
    without,
    withWidget,
    lcpWithoutBest: best(without),
    lcpWithBest: best(withWidget),
    lcpWithout: lcp(without),
    lcpWith: lcp(withWidget),
    clsWithout: cls(without),
    clsWith: cls(withWidget),
  };
}

for (const device of Object.keys(DEVICES) as Device[]) {
  for (const path of ['services.html', 'index.html']) {
    test(`afternoon-plumbing ${path}, ${device}: the auto-popup leaves LCP (≤ +100 ms) and CLS (≤ +0.001) as they were`, async ({
      browser,
      widgetEnv,
    }, testInfo) => {
      test.setTimeout(240_000);
      const result = await compare(browser, device, path, widgetEnv.apiOrigin);
      const figures = {
        lcpMs: { without: result.lcpWithout, with: result.lcpWith },
        lcpBestMs: { without: result.lcpWithoutBest, with: result.lcpWithBest },
        cls: { without: result.clsWithout, with: result.clsWith },
        lcpRunsWithout: result.without.map((v) => v.lcpMs),
        lcpRunsWith: result.withWidget.map((v) => v.lcpMs),
        lcpElement: result.withWidget.map((v) => v.lcpElement),
        // Which nodes moved, when a load shifted at all (an intermittent shift is diagnosed from this).
        shifts: [...result.without, ...result.withWidget]
          .filter((v) => v.cls > 0)
          .map((v) => ({ widget: v.widgetAddedAt !== null, shifts: v.shifts })),
      };
      await testInfo.attach('web-vitals.json', {
        body: JSON.stringify(figures, null, 2),
        contentType: 'application/json',
      });
      console.log(`[web-vitals] ${path} ${device}: ${JSON.stringify(figures)}`);

      for (const run of result.withWidget) {
        // The widget was there and popped up by itself (PANEL_OPEN), and none of its paints became an LCP
        // candidate: the last candidate is the page's own element.
        expect(run.widgetAddedAt).not.toBeNull();
        expect(run.widgetLcpEntries).toBe(0);
        expect(run.lcpElement).not.toBeNull();
        // No shift once the widget's element is there, nor of its own nodes (the page's own come before it).
        expect(run.widgetCls).toBeLessThanOrEqual(0.001);
      }
      // Across loads: this machine is shared, and other work only ever delays a paint, so each variant's fastest
      // load is its own cost (a widget that delayed the page would delay every load, the fastest too).
      expect(result.lcpWithBest).toBeLessThanOrEqual(result.lcpWithoutBest + 100);
      expect(result.clsWith - result.clsWithout).toBeLessThanOrEqual(0.001);
    });
  }
}

test('with reduced motion (a 1 ms grow-in) the popup is not an LCP candidate either', async ({
  browser,
  widgetEnv,
}) => {
  for (const device of Object.keys(DEVICES) as Device[]) {
    const run = await load(browser, device, 'index.html', {
      widget: true,
      apiOrigin: widgetEnv.apiOrigin,
      reducedMotion: 'reduce',
    });
    expect(run.widgetAddedAt).not.toBeNull();
    expect(run.widgetLcpEntries).toBe(0);
    expect(run.lcpElement).not.toBeNull();
  }
});

test('control: the same popup without its grow-in animation does become the LCP (the test can see it)', async ({
  browser,
  widgetEnv,
}) => {
  // What the seed did: the panel painted whole at its final size, a large text block late in the load.
  const noAnimation = `(() => {
    const root = document.querySelector('leadchat-widget').shadowRoot;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.panel { animation: none !important; }');
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  })()`;
  const run = await load(browser, 'mobile', 'index.html', {
    widget: true,
    apiOrigin: widgetEnv.apiOrigin,
    beforePopup: noAnimation,
  });
  expect(run.widgetLcpEntries).toBeGreaterThan(0);
  expect(run.lcpElement).toBeNull(); // inside the widget's shadow root
  expect(run.lcpMs!).toBeGreaterThan(AUTO_POPUP_DELAY);
});

for (const device of Object.keys(DEVICES) as Device[]) {
  test(`afternoon-plumbing index.html, ${device}: the launcher sits above the page's own bottom-corner button, or where data-offset says`, async ({
    browser,
    widgetEnv,
  }) => {
    const context = await browser.newContext(DEVICES[device]);
    try {
      const local = [site!.origin, widgetEnv.apiOrigin];
      await context.route(
        (url) => !local.includes(url.origin),
        (route) => route.abort(),
      );
      const page = await context.newPage();
      await page.addInitScript(VITALS_INIT);
      const chip = page.locator('a.featured-project-chip');
      const launcher = page.locator('leadchat-widget .launcher');
      const quiet = widgetEnv.websites.quiet;

      // Detected: the plumber's fixed "featured project" link (bottom right; full width on phones).
      await page.goto(`${site!.origin}/index.html?website=${quiet}`);
      await launcher.waitFor();
      const chipBox = (await chip.boundingBox())!;
      let box = (await launcher.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(chipBox.y - 8);
      // Nothing moved after the first paint: the offset was decided before the launcher was shown.
      expect(((await page.evaluate(READ_VITALS)) as Vitals).cls).toBe(0);
      // The panel opens above the launcher, clear of the link too (phones: full screen, as before).
      await launcher.click();
      const panel = page.locator('leadchat-widget .panel');
      await panel.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      if (device === 'desktop') {
        expect((await panel.boundingBox())!.y + (await panel.boundingBox())!.height).toBeLessThanOrEqual(
          chipBox.y,
        );
      }

      // Configured: data-offset="0" keeps the default corner; "30,120" moves it in by 30 px and up by 120 px.
      const viewport = page.viewportSize()!;
      // (Closed first: an open panel reopens on the next page, and on a phone it hides the launcher.)
      await page.locator('leadchat-widget .close').click();
      await page.goto(`${site!.origin}/index.html?website=${quiet}&offset=0`);
      await launcher.waitFor();
      box = (await launcher.boundingBox())!;
      expect(viewport.height - (box.y + box.height)).toBe(20);
      expect(viewport.width - (box.x + box.width)).toBe(12);
      await page.goto(`${site!.origin}/index.html?website=${quiet}&offset=30,120`);
      await launcher.waitFor();
      box = (await launcher.boundingBox())!;
      expect(viewport.height - (box.y + box.height)).toBe(140);
      expect(viewport.width - (box.x + box.width)).toBe(42);
    } finally {
      await context.close();
    }
  });
}
