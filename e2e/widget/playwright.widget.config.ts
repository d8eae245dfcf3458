/**
 * The widget journeys on their own, without the shared server of the root config's global setup (the
 * widget fixtures start their own server): `npx playwright test -c e2e/widget/playwright.widget.config.ts`.
 * The root config runs the same specs as part of `npm test`.
 */
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Not under test-results/: a root-config run elsewhere on the machine empties that folder when it starts.
  outputDir: path.join(os.tmpdir(), 'widget-e2e-results'),
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
