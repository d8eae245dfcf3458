import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AuthProvider } from '@/lib/session/auth-provider';
import { meQueryOptions } from '@/lib/session/me-query';
import { queryClient } from '@/lib/query-client';
import { createAppRouter } from '@/router';
import './index.css';

// Ask who is signed in while the first page's code downloads, not after it.
void queryClient.prefetchQuery(meQueryOptions);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The app shell (index.html) renders everything in the browser. Pre-rendered public pages never get here: they
// run their own light client (features/marketing/client/entry-client.tsx, decision 0061).
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={createAppRouter()} />
      </AuthProvider>
    </QueryClientProvider>
  </StrictMode>,
);
