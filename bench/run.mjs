#!/usr/bin/env node
/**
 * `npm run bench`: runs every bench/*.bench.mjs one after the other (each prints its own table and writes
 * bench/results/<name>.json), then prints a summary. `npm run bench -- chat lists` runs only those.
 * Exits non-zero when a benchmark fails to run.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);

const files = readdirSync(BENCH_DIR)
  .filter((file) => file.endsWith('.bench.mjs'))
  .filter((file) => !wanted.length || wanted.includes(file.replace(/\.bench\.mjs$/, '')))
  .sort();

if (!files.length) {
  console.error(
    wanted.length ? `No benchmark named ${wanted.join(', ')} in bench/` : 'No bench/*.bench.mjs files',
  );
  process.exit(1);
}

function run(file) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [path.join(BENCH_DIR, file)], { stdio: 'inherit' });
    child.once('exit', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 }),
    );
  });
}

/** A benchmark's own verdict, when its JSON says whether it met its targets. */
function verdict(name) {
  const file = path.join(BENCH_DIR, 'results', `${name}.json`);
  if (!existsSync(file)) return '–';
  try {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof json.meetsTargets === 'boolean') return json.meetsTargets ? 'met' : 'NOT met';
  } catch {
    return 'unreadable';
  }
  return '–';
}

const summary = [];
for (const file of files) {
  const name = file.replace(/\.bench\.mjs$/, '');
  console.log(`\n━━━ bench: ${name} ━━━`);
  const result = await run(file);
  summary.push({ name, ...result, targets: result.code === 0 ? verdict(name) : '–' });
}

console.log('\n| benchmark | result | targets | seconds | results |');
console.log('|---|---|---|---:|---|');
for (const entry of summary) {
  console.log(
    `| ${entry.name} | ${entry.code === 0 ? 'ok' : `failed (exit ${entry.code})`} | ${entry.targets} | ${entry.seconds.toFixed(1)} | bench/results/${entry.name}.json |`,
  );
}
process.exit(summary.some((entry) => entry.code !== 0) ? 1 : 0);
