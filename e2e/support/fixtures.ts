/**
 * The `test` every spec imports (instead of @playwright/test's): a browser console error or an uncaught page
 * error fails the test. Expected API failures (4xx from /api/*, e.g. a wrong password) are tolerated because
 * the browser logs every failed fetch as a console error; a test can allow more with
 * `test.use({ allowedConsoleErrors: [/pattern/] })`.
 */
import { test as base, expect, type ConsoleMessage } from '@playwright/test';

export type ConsoleErrorOptions = {
  /** Extra console error texts (regexps) this test expects and tolerates. */
  allowedConsoleErrors: RegExp[];
};

const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})/;

/** A browser-logged 4xx for an /api/ call is the app working as designed (401 signed out, 400 bad input, 429…). */
function isExpectedApiFailure(message: ConsoleMessage): boolean {
  const match = FAILED_RESOURCE.exec(message.text());
  if (!match) return false;
  const status = Number(match[1]);
  const url = message.location().url;
  let pathname = '';
  try {
    pathname = new URL(url).pathname;
  } catch {
    return false;
  }
  return status >= 400 && status < 500 && pathname.startsWith('/api/');
}

export const test = base.extend<ConsoleErrorOptions>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, use, testInfo) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (isExpectedApiFailure(message)) return;
      const text = message.text();
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      const where = message.location().url;
      errors.push(`console.error: ${text}${where ? ` (${where})` : ''}`);
    });
    page.on('pageerror', (error) => {
      const text = `${error.name}: ${error.message}`;
      if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
      errors.push(`uncaught ${text}`);
    });
    await use(page);
    if (errors.length) {
      await testInfo.attach('browser-errors.txt', { body: errors.join('\n'), contentType: 'text/plain' });
    }
    expect(errors, 'The browser logged errors during this test').toEqual([]);
  },
});

export { expect };
