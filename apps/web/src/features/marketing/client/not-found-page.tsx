import { NotFoundContent } from '../pages/not-found-content';

/**
 * The pre-rendered 404 page's own module. NotFoundContent itself is also part of the app's entry (its catch-all
 * route), so as an import target it would have no chunk of its own in Vite's manifest to preload.
 */
export function NotFoundPage() {
  return <NotFoundContent />;
}
