import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this module's location (works from src/ under tsx/vitest and from the bundled dist/). */
export function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 8; i++) {
    if (existsSync(path.join(dir, 'apps', 'api', 'package.json'))) return dir;
    dir = path.dirname(dir);
  }
  return process.cwd();
}
