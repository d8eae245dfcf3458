// Size budget of /widget.js: at most 8 KB gzipped (docs/product/quality-bars.md; the outer limit was 12, issue 19 holds the widget to 8).
// Run by build.mjs after every build, and on its own with `node apps/widget/check-size.mjs [file]`; exits 1 over budget.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 8 * 1024;

export async function checkSize(file) {
  const body = await readFile(file);
  const gzipped = gzipSync(body, { level: 9 }).length;
  const ok = gzipped <= BUDGET_BYTES;
  const line = `widget.js: ${body.length} B raw, ${gzipped} B gzipped (budget ${BUDGET_BYTES} B)`;
  if (ok) console.log(line);
  else console.error(`${line} — OVER BUDGET`);
  return { ok, raw: body.length, gzipped, budget: BUDGET_BYTES };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const { ok } = await checkSize(process.argv[2] ?? path.join(here, 'dist/widget.js'));
  if (!ok) process.exit(1);
}
