/**
 * Build step after `vite build` and `vite build --ssr`: renders every public page to static HTML
 * (dist/pages/*.html) so content and headings exist without JavaScript, with each page's own title,
 * description, canonical URL and Open Graph tags, plus modulepreload hints for the page's code. Pages load the
 * public pages' own light client (src/features/marketing/client/entry-client.tsx), not the app's entry.
 *
 * Absolute URLs need PUBLIC_URL, known only when the server starts: pages carry a placeholder the API
 * replaces when serving them (apps/api/src/features/seo). dist/index.html stays the bare app shell for
 * client-rendered routes. dist/pages/manifest.json tells the server which file answers which path.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Overridable so a trial build can go to a scratch directory without touching the served dist/.
const distDir = path.resolve(process.env.PRERENDER_DIST_DIR ?? path.join(webRoot, 'dist'));
const ssrEntry = path.resolve(
  process.env.PRERENDER_SSR_DIR ?? path.join(webRoot, '.tmp/ssr'),
  'entry-server.js',
);
const pagesDir = path.join(distDir, 'pages');

const escapeHtml = (value) =>
  String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** The files a route module needs, transitively, from Vite's build manifest (entry chunk excluded). */
function collectModuleFiles(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) collectModuleFiles(manifest, imported, seen);
  return seen;
}

/** The light client of the pre-rendered pages (a second input of the client build, see vite.config.ts). */
const PUBLIC_ENTRY = 'src/features/marketing/client/entry-client.tsx';
/** What the entry imports once the page has painted: the hydration code every page needs. */
const PUBLIC_HYDRATE = 'src/features/marketing/client/hydrate-public-page.tsx';

function pageFileName(pagePath) {
  if (pagePath === '/') return 'index.html';
  return `${pagePath.replace(/^\/+/, '').replace(/\/+$/, '')}.html`;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `.br` and `.gz` next to every script, stylesheet and SVG in dist/assets, so the server sends them
 * compressed (serveStatic's `precompressed`) without compressing on each request.
 */
async function precompressAssets(assetsDir) {
  const files = (await readdir(assetsDir)).filter((name) => /\.(js|css|svg|json)$/.test(name));
  await Promise.all(
    files.map(async (name) => {
      const body = await readFile(path.join(assetsDir, name));
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      await Promise.all([
        writeFile(path.join(assetsDir, `${name}.br`), br),
        writeFile(path.join(assetsDir, `${name}.gz`), gz),
      ]);
    }),
  );
  return files.length;
}

async function main() {
  const started = performance.now();
  const entry = await import(pathToFileURL(ssrEntry).href);
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8'));
  const publicEntry = manifest[PUBLIC_ENTRY];
  if (!publicEntry?.isEntry)
    throw new Error(`the client build has no entry ${PUBLIC_ENTRY} (vite.config.ts)`);
  if (!manifest[PUBLIC_HYDRATE]) throw new Error(`${PUBLIC_HYDRATE} is not a chunk of the client build`);
  // Entry first (the script tag), then everything it imports once the page has painted.
  const publicEntryFiles = new Set([
    ...collectModuleFiles(manifest, PUBLIC_ENTRY),
    ...collectModuleFiles(manifest, PUBLIC_HYDRATE),
  ]);
  const placeholder = entry.PUBLIC_URL_PLACEHOLDER;
  // The one stylesheet goes inline: a pre-rendered page paints with its first response, no render-blocking request.
  const stylesheet = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(template);
  if (!stylesheet) throw new Error('dist/index.html links no stylesheet');
  const css = (await readFile(path.join(distDir, stylesheet[1]), 'utf8')).replaceAll('</style', '<\\/style');

  await rm(pagesDir, { recursive: true, force: true });
  await mkdir(pagesDir, { recursive: true });

  const pages = entry.listPrerenderPages();
  const written = [];
  // The app's entry script and its preloads leave the template: pre-rendered pages run the light client.
  const appScripts =
    /\s*<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>|\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">/g;
  const pageTemplate = template.replace(appScripts, '');
  if (/<script|modulepreload/.test(pageTemplate))
    throw new Error('dist/index.html has scripts the pre-render does not know');
  for (const page of pages) {
    if (!manifest[page.module])
      throw new Error(`${page.module} (${page.path}) is not a chunk of the client build`);
    const { html } = await entry.renderPage(page.page, page.path);
    if (!html.includes('<h1')) throw new Error(`${page.path} rendered without an h1`);
    const url = `${placeholder}${page.path}`;
    const title = entry.formatPageTitle(page);
    // Everything the page runs, entry first: the light client's static imports, then the page's own chunks.
    const files = [...new Set([...publicEntryFiles, ...collectModuleFiles(manifest, page.module)])].map(
      (key) => manifest[key].file,
    );
    const [entryFile, ...preloadFiles] = files;
    const scripts = [
      `<script type="module" crossorigin fetchpriority="low" src="/${entryFile}"></script>`,
      ...preloadFiles.map(
        (file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`,
      ),
    ];
    const head = [
      `<title>${escapeHtml(title)}</title>`,
      `<meta name="description" content="${escapeHtml(page.description)}">`,
      page.isIndexable
        ? `<link rel="canonical" href="${escapeHtml(url)}">`
        : '<meta name="robots" content="noindex">',
      `<meta name="leadchat:public-url" content="${placeholder}">`,
      `<meta property="og:site_name" content="LeadChat">`,
      `<meta property="og:type" content="${page.type ?? 'website'}">`,
      `<meta property="og:title" content="${escapeHtml(title)}">`,
      `<meta property="og:description" content="${escapeHtml(page.description)}">`,
      `<meta property="og:url" content="${escapeHtml(url)}">`,
      `<meta name="twitter:card" content="summary">`,
      // The page is complete without JavaScript: its code must not compete with the first paint for bandwidth.
      ...scripts,
    ].join('\n    ');
    const document = pageTemplate
      .replace(stylesheet[0], () => `<style>${css}</style>`)
      .replace(/<title>[\s\S]*?<\/title>/, '')
      .replace(/<meta\s+name="description"[\s\S]*?>\s*/, '')
      .replace('</head>', () => `    ${head}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root" data-prerendered="true" data-page="${page.page}">${html}</div>`,
      );
    if (!document.includes('data-prerendered="true"'))
      throw new Error('dist/index.html has no empty <div id="root"></div>');
    const file = pageFileName(page.path);
    await mkdir(path.dirname(path.join(pagesDir, file)), { recursive: true });
    await writeFile(path.join(pagesDir, file), document);
    written.push({
      path: page.path,
      file,
      status: page.page === 'not-found' ? 404 : 200,
      isIndexable: Boolean(page.isIndexable),
      lastModified: page.lastModified ?? null,
    });
  }

  // Blog posts are all pre-rendered, so an unknown /blog/<slug> is a real 404 rather than the app shell.
  const appRoutes = entry.listRoutePatterns().filter((pattern) => pattern !== '/blog/:slug');
  await writeFile(
    path.join(pagesDir, 'manifest.json'),
    `${JSON.stringify({ placeholder, pages: written.filter((p) => p.path !== '/404'), notFound: '404.html', appRoutes }, null, 2)}\n`,
  );
  const compressed = await precompressAssets(path.join(distDir, 'assets'));
  console.log(
    `pre-rendered ${written.length} pages and compressed ${compressed} assets in ${Math.round(performance.now() - started)} ms`,
  );
}

main().catch((error) => {
  console.error('pre-rendering failed:', error);
  process.exit(1);
});
