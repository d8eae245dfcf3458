import { Home } from 'lucide-react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ButtonLink } from '@/components/light-ui/buttons';

/** The 404 page: pre-rendered (the server answers unknown paths with it) and the app's catch-all route. */
export function NotFoundContent() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-extrabold tracking-tight text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Page not found</h1>
      <p className="text-muted-foreground">The page you are looking for doesn't exist or has moved.</p>
      <ButtonLink to="/" size="lg" className="mt-2">
        <Home aria-hidden="true" />
        Go home
      </ButtonLink>
    </div>
  );
}
