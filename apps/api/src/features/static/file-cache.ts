/** A built file (the widget script, the web app's index.html) held in memory with its compressed forms. */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

export type CachedFile = { body: Buffer; brotli: Buffer; gzip: Buffer; etag: string; mtimeMs: number };

/** A rebuilt file is picked up within this long; checking the disk on every request cost two syscalls each. */
const FILE_RECHECK_MS = 1000;

/** Reads a built file once and again only when it changes on disk; the ETag is its content hash. */
export function createFileCache(file: string): () => CachedFile | undefined {
  let cached: CachedFile | undefined;
  let checkedAt = 0;
  return () => {
    const now = Date.now();
    if (cached && now - checkedAt < FILE_RECHECK_MS) return cached;
    checkedAt = now;
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) {
      const body = readFileSync(file);
      // Compressed once per build, not per request: the widget is fetched by every visitor of every customer site.
      cached = {
        body,
        brotli: brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(body, { level: 9 }),
        mtimeMs,
        etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
      };
    }
    return cached;
  };
}
