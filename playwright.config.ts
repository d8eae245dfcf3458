/**
 * Browser journeys and process-level fault tests, run against the built server (`npm run build` first;
 * `npm test` does it). The global setup starts `node apps/api/dist/server.js` once — the same process `npm start`
 * runs — on a free port with a fresh DATA_DIR (embedded PostgreSQL) and stops it at the end.
 */
import { defineConfig, type ReporterDescription } from '@playwright/test';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Without the networking flags Chromium floods a closed network with refused connections. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const isCI = Boolean(process.env.CI);
// scripts/run-tests.mjs asks for a JSON report to count results; a person running `npx playwright test` gets the list.
const jsonReport = process.env.LEADCHAT_PLAYWRIGHT_JSON;
const reporter: ReporterDescription[] = jsonReport
  ? [['list'], ['json', { outputFile: jsonReport }]]
  : [['list']];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './e2e/support/global-setup.ts',
  forbidOnly: isCI,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter,
  use: {
    // Set by the global setup before the workers start (each worker re-reads this file).
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
