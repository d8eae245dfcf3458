import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AuthProvider } from '@/lib/session/auth-provider';
import { createQueryClient } from '@/lib/query-client';
import { routes } from '@/router';
import type { Me } from '@leadchat/contract';

export type FakeApiCall = { method: string; path: string; body: unknown };
export type FakeApiHandler = (call: FakeApiCall) => { status: number; body?: unknown } | undefined;

export const TEST_USER: Me = {
  id: '3f0c3b7e-7a52-4c55-9a7b-0f0d6f3f1a11',
  email: 'owner@example.test',
  username: 'owner',
  avatarUrl: null,
  isAdmin: false,
  twoFactorEnabled: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Replaces fetch with a fake server. `user` decides what get-session and /api/me answer
 * (null: signed out); `handle` answers anything else (return undefined for a 404).
 */
export function fakeApi(options: { user: Me | null; handle?: FakeApiHandler }) {
  const calls: FakeApiCall[] = [];
  let user = options.user;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: url.pathname, body };
    calls.push(call);
    const custom = options.handle?.(call);
    if (custom) return jsonResponse(custom.status, custom.body);
    if (url.pathname === '/api/auth/get-session') {
      return jsonResponse(
        200,
        user ? { session: { id: 's1' }, user: { id: user.id, email: user.email } } : null,
      );
    }
    if (url.pathname === '/api/me') {
      return user
        ? jsonResponse(200, user)
        : jsonResponse(401, { error: { code: 'UNAUTHORIZED', message: 'Sign in required' } });
    }
    if (url.pathname === '/api/auth/sign-out') {
      user = null;
      return jsonResponse(200, { success: true });
    }
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** Changes who the fake server thinks is signed in (e.g. after a successful sign-in). */
    setUser(next: Me | null) {
      user = next;
    },
  };
}

/** Renders the real route table at `path`, with a fresh query client. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}
