/**
 * The public pages. The app (SPA) loads each lazily with lazyPublicPage(key); the pre-rendered copies of the same
 * pages run their own light client (./client, ./prerender; decision 0061) over the same list of pages.
 */
export { lazyPublicPage } from './app-routes';
export { PublicApp } from './client/public-app';
export { PUBLIC_PAGES, type PublicPageKey } from './client/public-pages';
export { NotFoundContent } from './pages/not-found-content';
// For the build-time pre-render (src/entry-server.tsx).
export { listPrerenderPages } from './prerender/prerender-pages';
export { formatPageTitle, PUBLIC_URL_PLACEHOLDER } from './seo/page-meta';
