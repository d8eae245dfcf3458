import { RefreshCw } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NotFoundPage } from '@/routes/not-found-page';

/** A page's code failed to load (usually a new deployment replaced the old chunks). */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** Keeps the header and footer when a page fails, and offers a way out. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const isStale = isChunkLoadError(error);
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold tracking-tight">
        {isStale ? 'A new version of LeadChat is available' : 'Something went wrong'}
      </h1>
      <p className="text-muted-foreground">
        {isStale
          ? 'Reload the page to continue.'
          : 'This page ran into a problem. Reloading usually helps; if it keeps happening, contact support.'}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" />
          Reload
        </Button>
        <Button asChild variant="outline">
          <Link to="/">Go home</Link>
        </Button>
      </div>
    </div>
  );
}
