import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp, TEST_USER } from '@/test/render-app';

const SIGNED_IN_ONLY = [
  '/dashboard',
  '/websites',
  '/websites/3f0c3b7e-7a52-4c55-9a7b-0f0d6f3f1a11',
  '/analytics',
  '/leads',
  '/conversations',
  '/profile',
  '/gmb-manager',
  '/calendar-integrations',
  '/pre-launch-checklist',
  '/payment-success',
];

const PUBLIC_PAGES: Array<[string, string]> = [
  ['/smart-websites', 'Smart Websites'],
  ['/feature-guide', 'Setup Guide'],
  ['/installation-guide', 'Installation Guide'],
  ['/payment-canceled', 'Payment Canceled'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/support', 'Support'],
  ['/widget-test', 'Widget Test'],
  ['/gmb-callback', 'Connecting Google My Business'],
  ['/about', 'About LeadChat'],
  ['/blog', 'Blog'],
  ['/blog/first-post', 'Blog'],
  ['/pricing', 'Pricing'],
];

async function waitForPath(router: ReturnType<typeof renderApp>['router'], path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

describe('route guards', () => {
  it.each(SIGNED_IN_ONLY)('sends a signed-out visitor from %s to /auth', async (path) => {
    fakeApi({ user: null });
    const { router } = renderApp(path);
    await waitForPath(router, '/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to LeadChat' })).toBeInTheDocument();
  });

  it('shows a spinner while the sign-in state loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderApp('/dashboard');
    expect(await screen.findByText('Checking your sign-in')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('lets a signed-in user in, with the signed-in header', async () => {
    fakeApi({ user: TEST_USER });
    const { router } = renderApp('/leads');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead Management' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/leads');
    expect(screen.getByText(/Welcome,/)).toHaveTextContent(`Welcome, ${TEST_USER.email}`);
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(nav).toHaveTextContent('Chats');
    expect(nav).not.toHaveTextContent('Admin');
  });

  it('sends a signed-out visitor from /admin to /auth', async () => {
    fakeApi({ user: null });
    const { router } = renderApp('/admin');
    await waitForPath(router, '/auth');
  });

  it('sends a signed-in non-admin from /admin to /dashboard', async () => {
    fakeApi({ user: TEST_USER });
    const { router } = renderApp('/admin');
    await waitForPath(router, '/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('lets an admin into /admin and shows the Admin menu item', async () => {
    fakeApi({ user: { ...TEST_USER, isAdmin: true } });
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toHaveTextContent('Admin');
  });

  it('sends a signed-in user from / to /dashboard', async () => {
    fakeApi({ user: TEST_USER });
    const { router } = renderApp('/');
    await waitForPath(router, '/dashboard');
  });

  it('sends a signed-in user from /auth to / (and so on to /dashboard)', async () => {
    fakeApi({ user: TEST_USER });
    const { router } = renderApp('/auth');
    await waitForPath(router, '/dashboard');
    // The history shows the hop through /.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets a signed-in user finish a password reset on /auth?reset=true', async () => {
    fakeApi({ user: TEST_USER });
    const { router } = renderApp('/auth?reset=true&token=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('shows the landing page to a signed-out visitor', async () => {
    fakeApi({ user: null });
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0]).toHaveAttribute('href', '/auth');
    expect(screen.getAllByRole('link', { name: 'Sign In' })[0]).toHaveAttribute('href', '/auth');
  });

  it.each(PUBLIC_PAGES)('shows %s to a signed-out visitor', async (path, title) => {
    fakeApi({ user: null });
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('shows the 404 page with a link home for an unknown path', async () => {
    fakeApi({ user: null });
    renderApp('/no-such-page/at-all');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the sign-in state cannot be read', async () => {
    let isDown = true;
    fakeApi({
      user: TEST_USER,
      handle: ({ path }) =>
        isDown && path === '/api/auth/get-session' ? { status: 500, body: {} } : undefined,
    });
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: "We couldn't check your sign-in" }),
    ).toBeInTheDocument();
    isDown = false;
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('signs out from the header and lands on /auth', async () => {
    const api = fakeApi({ user: TEST_USER });
    const { router } = renderApp('/dashboard');
    const signOut = await screen.findAllByRole('button', { name: 'Sign Out' });
    signOut[0]!.click();
    await waitForPath(router, '/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to LeadChat' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/auth/sign-out')).toBe(true);
  });
});
