/**
 * Serves one corpus site from its folder on 127.0.0.1, as its own web server would: files by path, `/` and
 * folder paths as their index.html, the placeholder origin in robots.txt and sitemap.xml replaced by the real one.
 */
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.htm': 'text/html',
  '.css': 'text/css',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.js': 'text/javascript',
};

export type ServedSite = { origin: string; close: () => Promise<void> };

async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  const decoded = decodeURIComponent(pathname);
  const file = path.normalize(path.join(root, decoded));
  if (!file.startsWith(root)) return undefined;
  for (const candidate of [file, path.join(file, 'index.html'), `${file}.html`]) {
    const info = await stat(candidate).catch(() => undefined);
    if (info?.isFile()) return candidate;
  }
  return undefined;
}

export async function serveSite(siteDir: string): Promise<ServedSite> {
  const root = path.resolve(siteDir);
  let origin = '';
  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', origin);
      const file = await resolveFile(root, url.pathname).catch(() => undefined);
      if (!file || path.basename(file) === 'SOURCE.md') {
        response.writeHead(404, { 'content-type': 'text/html' });
        response.end('<h1>Not found</h1>');
        return;
      }
      const extension = path.extname(file).toLowerCase();
      let body = await readFile(file);
      if (extension === '.xml' || extension === '.txt') {
        body = Buffer.from(body.toString('utf8').replaceAll('http://SITE_ORIGIN', origin));
      }
      response.writeHead(200, { 'content-type': TYPES[extension] ?? 'application/octet-stream' });
      response.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
