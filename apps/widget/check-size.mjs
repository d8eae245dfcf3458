// Size budgets of the widget (docs/product/quality-bars.md, docs/decisions/0031-widget-core-web-vitals.md):
// - /widget.js, the loader a customer's page loads while it loads: at most 2 KB gzipped;
// - /widget.js + /widget-app.js, everything a visitor downloads for the widget (the app is fetched only after the
//   page has loaded and settled): at most 8 KB gzipped (issue 19; 12 KB was the earlier outer limit).
// Run by build.mjs after every build, and on its own with `node apps/widget/check-size.mjs`; exits 1 over budget.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const LOADER_BUDGET_BYTES = 2 * 1024;
export const TOTAL_BUDGET_BYTES = 8 * 1024;

async function measure(file) {
  const body = await readFile(file);
  return { raw: body.length, gzipped: gzipSync(body, { level: 9 }).length };
}

/** Measures the loader and the app; `ok` when both budgets hold. */
export async function checkSizes({ loader, app }) {
  const loaderSize = await measure(loader);
  const appSize = await measure(app);
  const total = loaderSize.gzipped + appSize.gzipped;
  const loaderOk = loaderSize.gzipped <= LOADER_BUDGET_BYTES;
  const totalOk = total <= TOTAL_BUDGET_BYTES;
  const lines = [
    `widget.js (loader): ${loaderSize.raw} B raw, ${loaderSize.gzipped} B gzipped (budget ${LOADER_BUDGET_BYTES} B)${loaderOk ? '' : ' — OVER BUDGET'}`,
    `widget-app.js: ${appSize.raw} B raw, ${appSize.gzipped} B gzipped; with the loader ${total} B (budget ${TOTAL_BUDGET_BYTES} B)${totalOk ? '' : ' — OVER BUDGET'}`,
  ];
  const ok = loaderOk && totalOk;
  (ok ? console.log : console.error)(lines.join('\n'));
  return {
    ok,
    loader: { ...loaderSize, budget: LOADER_BUDGET_BYTES },
    app: appSize,
    total: { gzipped: total, budget: TOTAL_BUDGET_BYTES },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const { ok } = await checkSizes({
    loader: path.join(here, 'dist/widget.js'),
    app: path.join(here, 'dist/widget-app.js'),
  });
  if (!ok) process.exit(1);
}
