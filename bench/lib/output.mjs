/** Where the benchmarks are, how they log, and how they write bench/results/<name>.json. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A logger writing `[name] message` lines to stderr, so stdout keeps only the results table. */
export function createLog(name) {
  return (message) => process.stderr.write(`[${name}] ${message}\n`);
}

export async function writeResults(file, results) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`);
}
