/** Headless Chromium and Lighthouse for the benchmarks that audit pages. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import { ROOT } from './output.mjs';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export function assertChromium() {
  if (!existsSync(CHROME_PATH)) throw new Error(`Chromium not found at ${CHROME_PATH} (set CHROME_PATH)`);
}

/** Headless Chromium without the background traffic (updates, sync, QUIC) that would disturb the timings. */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export function lighthouseVersion() {
  return JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version;
}
