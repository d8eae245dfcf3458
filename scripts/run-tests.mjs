#!/usr/bin/env node
// `npm test`: builds everything once, runs every Vitest project (unit, web, widget, API against real
// PostgreSQL) and every Playwright spec (browser journeys and process-level fault tests against the built
// server), streams their output, and ends with one line: `N passed, N failed[, N skipped]`.
// It installs nothing: when something it needs is missing it says what and stops.
//
// Options (for local iterations; CI runs plain `npm test`):
//   --no-build   reuse the existing build
//   --only=unit  run Vitest only      --only=e2e  run Playwright only
import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = new Set(process.argv.slice(2));
const only = [...args].find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const shouldBuild = !args.has('--no-build');
const reportDir = path.join(root, '.tmp', 'test-reports');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const totals = { passed: 0, failed: 0, skipped: 0 };
const notes = [];
let current;

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    current?.kill(signal);
    process.exitCode = 130;
  });
}

function run(command, commandArgs, env = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    current = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    current.on('error', (error) => {
      console.error(`\n[test] could not run ${command}: ${error.message}`);
      resolve({ code: 1, seconds: 0 });
    });
    current.on('exit', (code, signal) => {
      current = undefined;
      resolve({ code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function fail(stage, message) {
  totals.failed += 1;
  notes.push(`${stage}: ${message}`);
}

function preflight() {
  const missing = ['vitest', 'playwright', 'tsc'].filter((name) => !existsSync(bin(name)));
  if (missing.length) {
    return `Dependencies are not installed (${missing.join(', ')} missing from node_modules/.bin). Run \`npm ci\` first.`;
  }
  if (only !== 'unit') {
    const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
    try {
      accessSync(chromium, constants.X_OK);
    } catch {
      return [
        `Chromium was not found at ${chromium}; the browser journeys need it.`,
        'Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`), or point CHROME_PATH at a Chromium or Chrome',
        'binary. This command does not download browsers (`npx playwright install` is not used).',
      ].join('\n');
    }
  }
  return undefined;
}

async function runVitest() {
  const report = path.join(reportDir, 'vitest.json');
  rmSync(report, { force: true });
  const { code, seconds } = await run(bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const result = readJson(report);
  if (!result) {
    fail('vitest', `exited with code ${code} without writing a report (crashed?)`);
    return;
  }
  // A file that fails to load or a hook that throws counts as a failure even though no test inside failed.
  const brokenFiles = (result.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  const passed = result.numPassedTests ?? 0;
  let failed = (result.numFailedTests ?? 0) + brokenFiles;
  const skipped = (result.numPendingTests ?? 0) + (result.numTodoTests ?? 0);
  if (code !== 0 && failed === 0) {
    failed = 1;
    notes.push(
      `vitest: exited with code ${code} although no test failed (an unhandled error or a failing setup)`,
    );
  }
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  notes.push(`vitest: ${passed} passed, ${failed} failed, ${skipped} skipped in ${seconds} s`);
}

async function runPlaywright() {
  const report = path.join(reportDir, 'playwright.json');
  rmSync(report, { force: true });
  const { code, seconds } = await run(bin('playwright'), ['test'], { LEADCHAT_PLAYWRIGHT_JSON: report });
  const result = readJson(report);
  if (!result) {
    fail('playwright', `exited with code ${code} without writing a report (crashed?)`);
    return;
  }
  const stats = result.stats ?? {};
  const passed = (stats.expected ?? 0) + (stats.flaky ?? 0);
  // Errors outside tests (global setup or teardown, e.g. the server failing to start or to stop cleanly).
  const runErrors = (result.errors ?? []).length;
  let failed = (stats.unexpected ?? 0) + runErrors;
  const skipped = stats.skipped ?? 0;
  if (code !== 0 && failed === 0) {
    failed = 1;
    notes.push(`playwright: exited with code ${code} although no test failed`);
  }
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  notes.push(`playwright: ${passed} passed, ${failed} failed, ${skipped} skipped in ${seconds} s`);
}

async function main() {
  const problem = preflight();
  if (problem) {
    console.log(`\n[test] Cannot run the tests:\n${problem}\n`);
    fail('preflight', problem.split('\n')[0]);
    return;
  }
  mkdirSync(reportDir, { recursive: true });

  let isBuilt = !shouldBuild;
  if (shouldBuild) {
    console.log('\n[test] Building (npm run build)…');
    const { code, seconds } = await run('npm', ['run', 'build']);
    isBuilt = code === 0;
    if (isBuilt) notes.push(`build: ${seconds} s`);
    else
      fail('build', `npm run build exited with code ${code}; the browser and process tests need the build`);
  }
  if (process.exitCode === 130) return;

  if (only !== 'e2e') {
    console.log('\n[test] Vitest (unit, web, widget, API against PostgreSQL)…');
    await runVitest();
  }
  if (process.exitCode === 130) return;

  if (only !== 'unit') {
    if (isBuilt) {
      console.log('\n[test] Playwright (browser journeys and process faults, against the built server)…');
      await runPlaywright();
    } else {
      notes.push('playwright: not run (no build)');
    }
  }
}

await main();
console.log('');
for (const note of notes) console.log(`[test] ${note}`);
if (totals.failed > 0 || process.exitCode) process.exitCode = process.exitCode || 1;
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
