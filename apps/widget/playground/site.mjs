// Serves a real small-business site (a folder of the assistant's evaluation corpus,
// apps/api/src/assistant/eval/corpus/sites/<name>) at the root of its own origin, the way the business
// hosts it, with the LeadChat embed snippet added before </body>: the widget then comes from another origin,
// like on a customer's page. The corpus files are read as they are, never changed.
//   ?widget=0  the same page with an empty <script></script> in the snippet's place (same DOM, no widget)
//   ?offset=   adds data-offset to the snippet;  ?website=  another website id than the server's
// Paths the copy does not have (the site's images and bundles were not copied) answer 404, as on a broken
// deploy: the pages' largest contentful paint is then their text. Their <img> tags are left out of the pages served: a
// missing image without width and height otherwise shifts the page when its 404 lands after the first paint (its
// alt text takes room), at random from load to load, which a test comparing the page's CLS with and without the
// widget would blame on the widget. (The `hidden` attribute is not enough: the site's CSS sets their display.)
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SITES_DIR = path.resolve(here, '../../api/src/assistant/eval/corpus/sites');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/** Leaves out the `<img>` tags whose local file the copy lacks (see the header). */
export function omitMissingImages(html, root, pagePath = '/') {
  return html.replace(/<img\b([^>]*)>/gi, (tag, attributes) => {
    const src = /\ssrc\s*=\s*["']([^"']+)["']/i.exec(attributes)?.[1];
    if (!src || /^(?:[a-z]+:)?\/\//i.test(src) || src.startsWith('data:')) return tag;
    let local;
    try {
      local = decodeURIComponent(new URL(src, new URL(pagePath, 'http://site/')).pathname);
    } catch {
      return tag;
    }
    return existsSync(path.join(root, path.normalize(local))) ? tag : '<!-- image not in the copy -->';
  });
}

export function embedSnippet({ apiOrigin, websiteId, offset }) {
  // Test input, but still only digits, commas and ids make it into the attributes.
  const extra = offset && /^[\d,]+$/.test(offset) ? ` data-offset="${offset}"` : '';
  if (!/^[\w-]+$/.test(websiteId)) throw new Error(`Bad website id: ${websiteId}`);
  return `<script src="${apiOrigin}/widget.js" data-website-id="${websiteId}"${extra} async></script>`;
}

/** Starts the site server for sites/<site> on host:port; `apiOrigin` serves /widget.js for `websiteId`. */
export function startSite({ site, port = 0, host = '127.0.0.1', apiOrigin, websiteId }) {
  const root = path.join(SITES_DIR, site);
  // Files are read once and kept: on a busy machine disk reads would add noise to the pages' paint times.
  const files = new Map();
  const read = (file) => {
    if (!files.has(file)) files.set(file, readFile(file));
    return files.get(file);
  };
  // A page with its missing images left out, made once per page: checking each image's file on every request would
  // put disk reads back into the paint times the cache above keeps them out of.
  const pages = new Map();
  const readPage = async (file, pagePath) => {
    if (!pages.has(file))
      pages.set(file, omitMissingImages((await read(file)).toString('utf8'), root, pagePath));
    return pages.get(file);
  };
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://site');
    let file = decodeURIComponent(url.pathname);
    if (file.endsWith('/')) file += 'index.html';
    const full = path.join(root, path.normalize(file));
    if (!full.startsWith(root + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    let body;
    try {
      body = await read(full);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const type = TYPES[path.extname(full)] ?? 'application/octet-stream';
    if (type.startsWith('text/html')) {
      const snippet =
        url.searchParams.get('widget') === '0'
          ? '<script></script>'
          : embedSnippet({
              apiOrigin,
              websiteId: url.searchParams.get('website') ?? websiteId,
              offset: url.searchParams.get('offset'),
            });
      const html = await readPage(full, url.pathname);
      const at = html.lastIndexOf('</body>');
      body = at >= 0 ? html.slice(0, at) + snippet + html.slice(at) : html + snippet;
    }
    res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve({
        origin: `http://${host}:${server.address().port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
