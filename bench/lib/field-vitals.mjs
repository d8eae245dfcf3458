/**
 * The widget's cost to a real page measured the way Chrome's field data is: LCP, CLS and long tasks from
 * PerformanceObserver in the page (apps/widget/playground/vitals.mjs), no user input while LCP is recorded,
 * Pixel 5 (4x CPU slowdown) and desktop emulation, read after the auto-popup has opened. Then, with user input,
 * a visitor's session (open, type details and a message, send) and its long tasks and slowest interaction.
 */
import { chromium, devices } from '@playwright/test';
import { READ_VITALS, VITALS_INIT } from '../../apps/widget/playground/vitals.mjs';
import { CHROME_PATH } from './chromium.mjs';

const { defaultBrowserType: _mobileType, ...PIXEL_5 } = devices['Pixel 5'];
const { defaultBrowserType: _desktopType, ...DESKTOP } = devices['Desktop Chrome'];
/** Mobile field devices are slower than this machine: Lighthouse's 4x CPU slowdown, as in the Lighthouse part. */
export const DEVICES = {
  mobile: { context: PIXEL_5, cpuSlowdown: 4 },
  desktop: { context: DESKTOP, cpuSlowdown: 1 },
};

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROME_PATH, args: ARGS });
}

const PANEL_OPEN = `!!document.querySelector('leadchat-widget')?.shadowRoot?.querySelector('.panel:not([hidden])')`;

async function newPage(browser, device, { localOrigins, widgetScript }) {
  const context = await browser.newContext(DEVICES[device].context);
  const page = await context.newPage();
  if (DEVICES[device].cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: DEVICES[device].cpuSlowdown });
  }
  await page.addInitScript(VITALS_INIT);
  // Offline machine: the sites' third-party requests (Google Fonts) fail at once instead of hanging.
  await context.route(
    (url) => !localOrigins.includes(url.origin),
    (route) => route.abort(),
  );
  if (widgetScript) {
    await context.route('**/widget.js', (route) =>
      route.fulfill({ body: widgetScript, contentType: 'application/javascript' }),
    );
  }
  return { context, page };
}

/**
 * One page load without input: waits for the load event and the popup delay, then (with the widget) for its
 * auto-popup to open, then `settleMs` for its paints to be reported. Both variants are driven alike, and nothing
 * runs in the page before the popup delay: Playwright's waitForFunction injects its own script (40–360 ms of
 * evaluation at 4x CPU) and polls every frame, which, started at `load` in the widget's variant only, landed in
 * the frames where pages like the plumber's services page paint their largest content (decision 0140).
 */
export async function measureLoad(
  browser,
  { url, device, withWidget, popupDelayMs, settleMs = 1000, ...opts },
) {
  const { context, page } = await newPage(browser, device, opts);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(popupDelayMs);
    await page.waitForFunction(withWidget ? PANEL_OPEN : 'true', undefined, { timeout: 15_000 });
    await page.waitForTimeout(settleMs);
    return await page.evaluate(READ_VITALS);
  } finally {
    await context.close();
  }
}

/**
 * A visitor's session on a page whose widget does not pop up: open the panel, type name and email, start,
 * type a message, send it with Enter and wait for the whole streamed reply. Long tasks and the slowest
 * interaction (Event Timing, as INP) from the first click on.
 */
export async function measureSession(browser, { url, device, ...opts }) {
  const { context, page } = await newPage(browser, device, opts);
  try {
    await page.goto(url, { waitUntil: 'load' });
    const launcher = page.locator('leadchat-widget .launcher');
    await launcher.waitFor();
    await page.waitForTimeout(500);
    const start = await page.evaluate('performance.now()');
    if (DEVICES[device].context.hasTouch) await launcher.tap();
    else await launcher.click();
    await page.locator('leadchat-widget #lc-name').waitFor();
    await page.keyboard.type('Ann Visitor', { delay: 30 });
    await page.locator('leadchat-widget #lc-email').focus();
    await page.keyboard.type('ann@example.com', { delay: 30 });
    await page.keyboard.press('Enter');
    await page.locator('leadchat-widget #lc-input').waitFor();
    await page.keyboard.type('Do you repair well pumps on weekends?', { delay: 30 });
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      `document.querySelector('leadchat-widget')?.shadowRoot?.querySelector('.log')?.getAttribute('aria-busy') === 'false'`,
      undefined,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(300);
    const vitals = await page.evaluate(READ_VITALS);
    const after = (entries) => entries.filter((entry) => entry.time >= start);
    const longTasks = after(vitals.longTasks);
    const events = after(vitals.events);
    // Long animation frames name the scripts that ran in them: how long the widget's own code ran at most.
    const widgetScripts = after(vitals.frames)
      .flatMap((frame) => frame.scripts)
      .filter((script) => /\/widget(-app)?\.js(\?|$)/.test(script.source));
    const longestWidgetScript = widgetScripts.reduce(
      (a, b) => (b.duration > (a?.duration ?? -1) ? b : a),
      undefined,
    );
    return {
      longTasks: longTasks.length,
      longestTaskMs: Math.round(Math.max(0, ...longTasks.map((t) => t.duration))),
      longestWidgetScriptMs: Math.round(Math.max(0, ...widgetScripts.map((script) => script.duration))),
      // What ran it: the launcher's click, a key in the message box, a timer, a frame callback...
      longestWidgetScriptInvoker: longestWidgetScript?.invoker ?? null,
      slowestInteractionMs: Math.round(Math.max(0, ...events.map((e) => e.duration))),
      // Input delay + handlers: the main thread's part. The rest of a duration is waiting for the next frame to be
      // presented, which in mobile emulation can wait seconds for reasons outside the page (decision 0140).
      slowestInteractionMainThreadMs: Math.round(Math.max(0, ...events.map((e) => e.mainThread))),
      interactions: events.length,
    };
  } finally {
    await context.close();
  }
}
