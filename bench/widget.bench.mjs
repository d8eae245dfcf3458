#!/usr/bin/env node
/**
 * The chat widget's cost to a customer's page: /widget.js size against its 12 KB gzip budget, and Lighthouse
 * (default mobile settings: simulated slow 4G, 4x CPU slowdown) on playground pages with and without the widget,
 * median of BENCH_WIDGET_RUNS runs. The pages come from apps/widget/playground (served from another origin than
 * the API, `?widget=0` drops the script tag) and talk to its mock API (same /widget.js file, same config shape,
 * default 3 s auto-popup), so no database is involved. Targets: performance score loss ≤ 2 points, total
 * blocking time +≤ 50 ms, cumulative layout shift +0. Writes bench/results/widget.json.
 *
 *   node bench/widget.bench.mjs
 *   env: BENCH_WIDGET_RUNS (3), BENCH_WIDGET_PAGES ("plain,zindex,rtl"; the reset page shifts its own layout at random, so its CLS is noise), CHROME_PATH (/usr/bin/chromium)
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { checkSize } from '../apps/widget/check-size.mjs';
import { MOCK_WEBSITE_ID, startMockApi } from '../apps/widget/playground/mock-api.mjs';
import { startPlayground } from '../apps/widget/playground/serve.mjs';
import { assertChromium, launchChromium, lighthouseVersion } from './lib/chromium.mjs';
import { createLog, ROOT, writeResults } from './lib/output.mjs';
import { median } from './lib/stats.mjs';

const RESULTS = path.join(ROOT, 'bench/results/widget.json');
const RUNS = Math.max(1, Number(process.env.BENCH_WIDGET_RUNS ?? 3));
const PAGES = (process.env.BENCH_WIDGET_PAGES ?? 'plain,zindex,rtl').split(',');
const TARGETS = { performanceLossAtMost: 2, tbtIncreaseMsAtMost: 50, clsIncreaseAtMost: 0 };
// The widget helper's port range.
const PORTS = Array.from({ length: 10 }, (_, i) => 5190 + i);

const log = createLog('widget.bench');

async function onFreePort(start) {
  for (const port of PORTS) {
    try {
      return await start(port);
    } catch (error) {
      if (error?.code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`No free port in ${PORTS[0]}-${PORTS.at(-1)}`);
}

async function auditOnce(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (id) => lhr.audits[id]?.numericValue ?? 0;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbtMs: Math.round(metric('total-blocking-time')),
    cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
    lcpMs: Math.round(metric('largest-contentful-paint')),
  };
}

function summarise(runs) {
  return {
    performance: median(runs.map((r) => r.performance)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    performanceRuns: runs.map((r) => r.performance),
  };
}

async function main() {
  assertChromium();
  // The build also enforces the size budget; it is fast, so the numbers are always for the current source.
  const build = spawnSync(process.execPath, [path.join(ROOT, 'apps/widget/build.mjs')], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('apps/widget/build.mjs failed (or the bundle is over budget)');
  const size = await checkSize(path.join(ROOT, 'apps/widget/dist/widget.js'));

  const api = await onFreePort((port) => startMockApi({ port }));
  const site = await onFreePort((port) =>
    startPlayground({ port, host: 'localhost', apiOrigin: api.origin, websiteId: MOCK_WEBSITE_ID }),
  );
  const chrome = await launchChromium();
  const pages = [];
  try {
    for (const page of PAGES) {
      const entry = { page };
      for (const [variant, query] of [
        ['without', '?widget=0'],
        ['with', ''],
      ]) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) {
          log(`${page} ${variant} widget, run ${i + 1}/${RUNS}`);
          runs.push(await auditOnce(`${site.origin}/${page}.html${query}`, chrome.port));
        }
        entry[variant] = summarise(runs);
      }
      entry.delta = {
        performance: entry.with.performance - entry.without.performance,
        tbtMs: entry.with.tbtMs - entry.without.tbtMs,
        cls: Math.round((entry.with.cls - entry.without.cls) * 1000) / 1000,
      };
      pages.push(entry);
    }
  } finally {
    await chrome.kill();
    await site.close();
    await api.close();
  }

  const meetsTargets =
    size.ok &&
    pages.every(
      (p) =>
        -p.delta.performance <= TARGETS.performanceLossAtMost &&
        p.delta.tbtMs <= TARGETS.tbtIncreaseMsAtMost &&
        p.delta.cls <= TARGETS.clsIncreaseAtMost,
    );
  const output = {
    benchmark: 'widget',
    date: new Date().toISOString(),
    lighthouseVersion: lighthouseVersion(),
    // Lighthouse's TBT is sensitive to other work on the machine: the load average says how quiet it was.
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      loadAverage: os.loadavg().map((n) => Math.round(n * 10) / 10),
    },
    runsPerVariant: RUNS,
    settings: 'Lighthouse mobile defaults (simulated slow 4G, 4x CPU slowdown), performance category only',
    size: { rawBytes: size.raw, gzipBytes: size.gzipped, budgetBytes: size.budget },
    targets: TARGETS,
    pages,
    meetsTargets,
  };
  await writeResults(RESULTS, output);

  console.log(
    `\nmachine load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${os.cpus().length} CPUs`,
  );
  console.log(`/widget.js: ${size.gzipped} B gzipped (${size.raw} B raw), budget ${size.budget} B`);
  console.log(
    '\n| page | performance without → with | TBT ms without → with | CLS without → with | LCP ms without → with |',
  );
  console.log('|---|---:|---:|---:|---:|');
  for (const p of pages) {
    console.log(
      `| ${p.page} | ${p.without.performance} → ${p.with.performance} (${p.delta.performance >= 0 ? '+' : ''}${p.delta.performance}) | ${p.without.tbtMs} → ${p.with.tbtMs} | ${p.without.cls} → ${p.with.cls} | ${p.without.lcpMs} → ${p.with.lcpMs} |`,
    );
  }
  console.log(
    `\nTargets (loss ≤ ${TARGETS.performanceLossAtMost} points, TBT +≤ ${TARGETS.tbtIncreaseMsAtMost} ms, CLS +0, ≤ 12 KB gzip): ${meetsTargets ? 'met' : 'NOT met'}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
