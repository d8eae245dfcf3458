/**
 * The public pages. The app (SPA) loads each lazily with lazyPublicPage(key); the pre-rendered copies of the same
 * pages run their own light client (./client, ./prerender; decision 0061) over the same list of pages.
 */
export { lazyPublicPage } from './app-routes';
export type { PublicPageKey } from './client/public-pages';
export { NotFoundContent } from './pages/not-found-content';
