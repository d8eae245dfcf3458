import { Hono } from 'hono';
import type { AppEnv } from '../../lib/app-env.js';
import type { PrerenderedPages } from './prerendered-pages.js';

/** Signed-in and transactional screens: nothing there for a search engine. */
const PRIVATE_PATHS = [
  '/api/',
  '/dashboard',
  '/websites',
  '/analytics',
  '/leads',
  '/conversations',
  '/profile',
  '/admin',
  '/gmb-manager',
  '/gmb-callback',
  '/calendar-integrations',
  '/pre-launch-checklist',
  '/payment-success',
  '/payment-canceled',
];

function escapeXml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** GET /robots.txt and GET /sitemap.xml, with absolute URLs from PUBLIC_URL (known only at run time). */
export function createSeoRoutes(options: { publicUrl: string; pages: PrerenderedPages }): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/robots.txt', (c) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${options.publicUrl}/sitemap.xml`,
      '',
    ];
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(lines.join('\n'));
  });

  routes.get('/sitemap.xml', (c) => {
    const manifest = options.pages.readManifest();
    const pages = (manifest?.pages ?? []).filter((page) => page.isIndexable);
    if (!pages.length)
      pages.push({ path: '/', file: '', status: 200, isIndexable: true, lastModified: null });
    const urls = pages
      .map((page) => {
        const loc = `${options.publicUrl}${page.path === '/' ? '/' : page.path}`;
        const lastmod = page.lastModified ? `<lastmod>${escapeXml(page.lastModified)}</lastmod>` : '';
        return `  <url><loc>${escapeXml(loc)}</loc>${lastmod}</url>`;
      })
      .join('\n');
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    );
  });
  return routes;
}
