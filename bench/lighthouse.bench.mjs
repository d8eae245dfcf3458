#!/usr/bin/env node
/**
 * Lighthouse on the public site: `/`, `/smart-websites` and `/installation-guide` of the production build served
 * the way `npm start` serves it (node apps/api/dist/server.js, NODE_ENV=production, embedded PostgreSQL in a
 * temporary DATA_DIR), in headless Chromium. Scores performance, accessibility, best practices and SEO with
 * Lighthouse's default mobile settings (simulated slow 4G and 4x CPU slowdown) and with its desktop preset, each
 * the median of BENCH_LIGHTHOUSE_RUNS runs. Also reports the landing page's JavaScript (gzipped) against its
 * 120 KB budget. Targets: every score ≥ 95 (mobile and desktop). Writes bench/results/lighthouse.json.
 *
 *   node bench/lighthouse.bench.mjs
 *   env: BENCH_LIGHTHOUSE_RUNS (3), CHROME_PATH (/usr/bin/chromium), BENCH_LIGHTHOUSE_PAGES ("/,/smart-websites,..."),
 *        BENCH_BASE_URL (audit an already running server instead; with BENCH_WEB_DIST for its web build)
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { assertChromium, CHROME_PATH, launchChromium, lighthouseVersion } from './lib/chromium.mjs';
import { createLog, ROOT, writeResults } from './lib/output.mjs';
import { isPortFree } from './lib/server.mjs';
import { median, round1 } from './lib/stats.mjs';

const RESULTS = path.join(ROOT, 'bench/results/lighthouse.json');
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
const PAGES = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '/,/smart-websites,/installation-guide').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { score: 95, landingJsGzipKb: 120 };
// This helper's port range (5300-5319), first free one wins.
const PORTS = Array.from({ length: 20 }, (_, i) => 5300 + i);

const log = createLog('lighthouse.bench');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (
      entry.name === 'node_modules' ||
      entry.name === 'dist' ||
      entry.name.startsWith('.') ||
      entry.name.endsWith('.test.ts')
    )
      continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** `npm run build` when any built part is missing or older than its sources (what `npm start` would do). */
function ensureBuilt() {
  const parts = [
    {
      built: 'apps/web/dist/pages/manifest.json',
      sources: ['apps/web/src', 'apps/web/scripts', 'packages/contract/src'],
    },
    { built: 'apps/api/dist/server.js', sources: ['apps/api/src', 'packages/contract/src'] },
    { built: 'apps/widget/dist/widget.js', sources: ['apps/widget/src'] },
  ];
  const isStale = parts.some(({ built, sources }) => {
    const file = path.join(ROOT, built);
    if (!existsSync(file)) return true;
    return statSync(file).mtimeMs < Math.max(...sources.map((dir) => newestMtime(path.join(ROOT, dir))));
  });
  if (!isStale) return;
  log('building (npm run build)');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function startServer(dataDir) {
  let port;
  for (const candidate of PORTS) {
    if (await isPortFree(candidate)) {
      port = candidate;
      break;
    }
  }
  if (!port) throw new Error(`no free port in ${PORTS[0]}-${PORTS.at(-1)}`);
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'SMTP_URL', 'LLM_PROVIDER', 'PUBLIC_URL', 'LOG_LEVEL']) delete env[key];
  // The origin Lighthouse visits is the public URL, so canonical links point at the page being audited.
  const baseUrl = `http://localhost:${port}`;
  Object.assign(env, {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
  });
  const logFile = path.join(dataDir, 'server.log');
  const logFd = openSync(logFile, 'w');
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/server.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the server did not become ready:\n${readFileSync(logFile, 'utf8').slice(-3000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  // The seed (demo websites) runs before listening; wait until the landing page's demo is configured too.
  const config = await (await fetch(`${baseUrl}/api/public-config`)).json();
  if (!config.demoWebsiteId) log('warning: the demo website is not seeded');
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The landing page's own JavaScript: the entry script and every modulepreload of the pre-rendered `/`, gzipped
 * (level 9, like a CDN). The chat widget (/widget.js, loaded when the page is idle) is reported separately.
 */
function measureLandingJavaScript() {
  const distDir = path.resolve(process.env.BENCH_WEB_DIST ?? path.join(ROOT, 'apps/web/dist'));
  const html = readFileSync(path.join(distDir, 'pages/index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const perFile = [...new Set(files)].map((file) => {
    const body = readFileSync(path.join(distDir, file));
    return {
      file,
      rawKb: round1(body.length / 1024),
      gzipKb: round1(gzipSync(body, { level: 9 }).length / 1024),
    };
  });
  const widget = path.join(ROOT, 'apps/widget/dist/widget.js');
  const widgetGzipKb = existsSync(widget)
    ? round1(gzipSync(readFileSync(widget), { level: 9 }).length / 1024)
    : null;
  return {
    totalGzipKb: round1(perFile.reduce((sum, f) => sum + f.gzipKb, 0)),
    totalRawKb: round1(perFile.reduce((sum, f) => sum + f.rawKb, 0)),
    files: perFile,
    widgetGzipKb,
  };
}

async function auditOnce(url, port, config) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
    config,
  );
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  const metric = (id) => lhr.audits[id]?.numericValue;
  const failing = Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual' &&
        audit.scoreDisplayMode !== 'notApplicable',
    )
    .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
  return {
    scores,
    metrics: {
      fcpMs: Math.round(metric('first-contentful-paint') ?? 0),
      lcpMs: Math.round(metric('largest-contentful-paint') ?? 0),
      tbtMs: Math.round(metric('total-blocking-time') ?? 0),
      cls: round1((metric('cumulative-layout-shift') ?? 0) * 1000) / 1000,
      speedIndexMs: Math.round(metric('speed-index') ?? 0),
    },
    failing,
  };
}

/** Lighthouse occasionally fails to record a trace on a busy machine (NO_NAVSTART, NO_FCP): try again. */
async function auditWithRetry(url, port, config, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, port, config);
    } catch (error) {
      if (attempt >= attempts) throw error;
      log(`retrying after: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

async function main() {
  assertChromium();
  const loadAverageAtStart = os.loadavg().map(round1);
  const external = process.env.BENCH_BASE_URL;
  if (!external) ensureBuilt();
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'leadchat-lighthouse-'));
  // Run as root, the embedded PostgreSQL runs as the `postgres` user, which must be able to enter this directory.
  await chmod(tmp, 0o755);
  const dataDir = path.join(tmp, 'data');
  await mkdir(dataDir, { recursive: true });
  const server = external
    ? { baseUrl: external.replace(/\/+$/, ''), stop: async () => {} }
    : await startServer(dataDir);
  const chrome = await launchChromium();
  const pages = [];
  try {
    // One unmeasured visit so the server's file caches and the database are warm, as in production.
    for (const page of PAGES) await fetch(`${server.baseUrl}${page}`).then((r) => r.arrayBuffer());
    for (const page of PAGES) {
      const entry = { path: page };
      for (const [formFactor, config] of [
        ['mobile', undefined],
        ['desktop', desktopConfig],
      ]) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          log(`${formFactor} ${page} run ${i + 1}/${RUNS}`);
          runs.push(await auditWithRetry(`${server.baseUrl}${page}`, chrome.port, config));
        }
        const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
        const medianRun = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
        entry[formFactor] = {
          scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])),
          performanceRuns: runs.map((run) => run.scores.performance),
          metrics: medianRun.metrics,
          failingAudits: medianRun.failing,
        };
      }
      pages.push(entry);
    }
  } finally {
    await chrome.kill();
    await server.stop();
    await rm(tmp, { recursive: true, force: true });
  }

  const landingJavaScript = measureLandingJavaScript();
  const meetsTargets =
    pages.every((page) =>
      ['mobile', 'desktop'].every((ff) => CATEGORIES.every((id) => page[ff].scores[id] >= TARGETS.score)),
    ) && landingJavaScript.totalGzipKb <= TARGETS.landingJsGzipKb;
  const output = {
    benchmark: 'lighthouse',
    date: new Date().toISOString(),
    lighthouseVersion: lighthouseVersion(),
    chromium: spawnSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? null,
    // Lighthouse's mobile simulation multiplies the CPU time it observes: other work on the machine inflates it.
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      loadAverageAtStart,
      loadAverageAtEnd: os.loadavg().map(round1),
    },
    runsPerPage: RUNS,
    settings:
      'mobile: Lighthouse defaults (simulated slow 4G, 4x CPU slowdown); desktop: lighthouse/core/config/desktop-config.js',
    targets: { everyScoreAtLeast: TARGETS.score, landingJsGzipKbAtMost: TARGETS.landingJsGzipKb },
    pages,
    landingJavaScript,
    meetsTargets,
  };
  await writeResults(RESULTS, output);

  console.log(
    '\n| page | form factor | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const page of pages) {
    for (const ff of ['mobile', 'desktop']) {
      const { scores, metrics } = page[ff];
      console.log(
        `| ${page.path} | ${ff} | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${metrics.lcpMs} | ${metrics.tbtMs} | ${metrics.cls} |`,
      );
    }
  }
  console.log(
    `\nLanding page JavaScript: ${landingJavaScript.totalGzipKb} KB gzipped (${landingJavaScript.totalRawKb} KB raw, ${landingJavaScript.files.length} files; budget ${TARGETS.landingJsGzipKb} KB); chat widget ${landingJavaScript.widgetGzipKb} KB gzipped, loaded when idle.`,
  );
  for (const page of pages) {
    for (const ff of ['mobile', 'desktop']) {
      if (page[ff].failingAudits.length)
        console.log(`  ${page.path} ${ff} audits below 0.9: ${page[ff].failingAudits.join(', ')}`);
    }
  }
  console.log(
    `Machine load average (1 min) at start ${loadAverageAtStart[0]}, at end ${output.machine.loadAverageAtEnd[0]} on ${os.cpus().length} CPUs.`,
  );
  console.log(`\nTargets ${meetsTargets ? 'met' : 'NOT met'}. Results: ${path.relative(ROOT, RESULTS)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
