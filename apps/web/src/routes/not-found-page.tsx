import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <p className="text-6xl font-extrabold tracking-tight text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Page not found</h1>
      <p className="text-muted-foreground">The page you are looking for doesn't exist or has moved.</p>
      <Button asChild size="lg" className="mt-2">
        <Link to="/">
          <Home aria-hidden="true" />
          Go home
        </Link>
      </Button>
    </div>
  );
}
