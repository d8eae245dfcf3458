import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AuthProvider } from '@/features/auth/auth-provider';
import { meQueryKey, meQueryOptions } from '@/features/auth/me-query';
import { isPrerendered, preloadMatchedRoutes } from '@/features/marketing/prerender/hydrate';
import { queryClient } from '@/lib/query-client';
import { createAppRouter, routes } from '@/router';
import './index.css';

// Ask who is signed in while the first page's code downloads, not after it.
void queryClient.prefetchQuery(meQueryOptions);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

async function start(root: HTMLElement): Promise<void> {
  // Public pages arrive pre-rendered (scripts/prerender.mjs) for a signed-out visitor.
  const isStatic = isPrerendered(root);
  if (isStatic) await Promise.all([queryClient.prefetchQuery(meQueryOptions), preloadMatchedRoutes(routes)]);
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
  // Signed out: the first render equals the static markup, so React adopts it. Signed in: render afresh.
  if (isStatic && queryClient.getQueryData(meQueryKey) === null) {
    // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  if (isStatic) root.replaceChildren();
  createRoot(root).render(app);
}

void start(container);
