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

// Other features fill these pages in; the guard tests only care that they open for a signed-out visitor.
const PUBLIC_PAGES = [
  '/smart-websites',
  '/feature-guide',
  '/installation-guide',
  '/payment-canceled',
  '/privacy-policy',
  '/terms-of-service',
  '/support',
  '/widget-test',
  '/gmb-callback',
  '/about',
  '/blog',
  '/pricing',
];

/** The page at `path` rendered (whatever its content): not redirected, not the sign-in screen or the 404. */
async function expectPageShown(router: ReturnType<typeof renderApp>['router'], path: string) {
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading).not.toHaveTextContent('Welcome to LeadChat');
  expect(heading).not.toHaveTextContent('Page not found');
  expect(heading).not.toHaveTextContent('Something went wrong');
  expect(router.state.location.pathname).toBe(path);
}

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
    await expectPageShown(router, '/leads');
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
    await expectPageShown(router, '/dashboard');
  });

  it('lets an admin into /admin and shows the Admin menu item', async () => {
    fakeApi({
      user: { ...TEST_USER, isAdmin: true },
      // The two-factor gate asks the installation's sign-in rule before showing the page.
      handle: (call) =>
        call.path === '/api/admin/security'
          ? { status: 200, body: { requireAdminTwoFactor: false } }
          : undefined,
    });
    const { router } = renderApp('/admin');
    await expectPageShown(router, '/admin');
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
    expect(screen.getAllByRole('link', { name: 'Get Started' })[0]).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
    expect(screen.getAllByRole('link', { name: 'Sign In' })[0]).toHaveAttribute('href', '/auth');
  });

  it.each(PUBLIC_PAGES)('shows %s to a signed-out visitor', async (path) => {
    fakeApi({ user: null });
    const { router } = renderApp(path);
    await expectPageShown(router, path);
  });

  it("keeps a signed-out visitor on a blog post (public: an unknown slug is the blog page's own concern)", async () => {
    fakeApi({ user: null });
    const { router } = renderApp('/blog/some-post');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent('Welcome to LeadChat');
    expect(router.state.location.pathname).toBe('/blog/some-post');
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
    const { router } = renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { name: "We couldn't check your sign-in" }),
    ).toBeInTheDocument();
    isDown = false;
    screen.getByRole('button', { name: 'Try again' }).click();
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: "We couldn't check your sign-in" }),
      ).not.toBeInTheDocument(),
    );
    await expectPageShown(router, '/dashboard');
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
