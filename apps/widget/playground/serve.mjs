// Serves the playground host pages (from another origin than the API, like a customer's site).
// Pages contain {{API_ORIGIN}} and {{WEBSITE_ID}}, filled in per request.
//
//   node apps/widget/playground/serve.mjs --api http://127.0.0.1:5190 --website <id> [--port 5191]
//   node apps/widget/playground/serve.mjs --mock [--port 5191]   (also starts mock-api.mjs on port+1)
import { readdir, readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function listPages() {
  return (await readdir(here)).filter((file) => file.endsWith('.html')).sort();
}

/**
 * Starts the page server; `apiOrigin` and `websiteId` can be overridden per request with ?api= and ?website=,
 * `?widget=0` serves the page with an empty script instead of the widget's (for before/after comparisons), and
 * `?offset=` adds data-offset to the script tag.
 */
export function startPlayground({ port = 0, host = 'localhost', apiOrigin, websiteId }) {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://playground');
    const pages = await listPages();
    if (url.pathname === '/favicon.ico') {
      res.writeHead(204);
      res.end();
      return;
    }
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><title>LeadChat playground</title><ul>${pages.map((p) => `<li><a href="/${p}">${p}</a></li>`).join('')}</ul>`,
      );
      return;
    }
    const name = url.pathname.slice(1);
    if (!pages.includes(name)) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    const api = url.searchParams.get('api') ?? apiOrigin;
    const website = url.searchParams.get('website') ?? websiteId;
    let html = await readFile(path.join(here, name), 'utf8');
    // An empty script in its place keeps the DOM the same (the reset page's `:last-child` rules see it).
    if (url.searchParams.get('widget') === '0')
      html = html.replace(/<script[^>]*\/widget\.js[^>]*><\/script>/g, '<script></script>');
    html = html.replaceAll('{{API_ORIGIN}}', api).replaceAll('{{WEBSITE_ID}}', website);
    // ?offset=0 or ?offset=24,90: the script tag's data-offset (no value: the widget looks at the page).
    const offset = url.searchParams.get('offset');
    if (offset && /^[\d,]+$/.test(offset))
      html = html.replace(' data-website-id=', ` data-offset="${offset}" data-website-id=`);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        origin: `http://${host}:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const arg = (name) => {
    const index = process.argv.indexOf(name);
    return index > 0 ? process.argv[index + 1] : undefined;
  };
  const port = Number(arg('--port') ?? 5191);
  let apiOrigin = arg('--api');
  let websiteId = arg('--website');
  if (process.argv.includes('--mock')) {
    const { startMockApi, MOCK_WEBSITE_ID } = await import('./mock-api.mjs');
    const mock = await startMockApi({ port: port + 1 });
    apiOrigin = mock.origin;
    websiteId = MOCK_WEBSITE_ID;
    console.log(`mock API at ${mock.origin}`);
  }
  if (!apiOrigin || !websiteId) {
    console.error('usage: serve.mjs --api <origin> --website <id> [--port n] | --mock');
    process.exit(1);
  }
  const playground = await startPlayground({ port, apiOrigin, websiteId });
  console.log(`playground at ${playground.origin}/`);
}
