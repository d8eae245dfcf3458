import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYMENTS_NOT_CONFIGURED_CODE, PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@leadchat/contract';
import { loadPublicSession, resetPublicSession } from '@/lib/session/public-session';
import { fakeApi, TEST_USER } from '@/test/render-app';
import { fakeApiWithGatedCheckout } from '@/test/gated-checkout';
import { listPrerenderPages } from '../prerender/prerender-pages';
import { PublicApp } from './public-app';
import { PUBLIC_PAGES, type PublicPageKey } from './public-pages';

// Whole pages render and hydrate here: slower than a unit test on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

let root: Root | undefined;
let container: HTMLElement | undefined;

beforeEach(() => {
  resetPublicSession();
});

afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
});

/**
 * What the browser does with a pre-rendered page: the build's HTML for a signed-out visitor, then hydrateRoot with
 * the same tree. Returns the recoverable (hydration) errors React reported.
 */
async function hydratePage(key: PublicPageKey, path: string) {
  const Page = await PUBLIC_PAGES[key].load();
  window.history.replaceState(null, '', path);
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<PublicApp Page={Page} path={path} />);
  document.body.append(container);
  const staticH1 = container.querySelector('h1');
  const recoverableErrors: unknown[] = [];
  const consoleErrors = vi.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container!, <PublicApp Page={Page} path={path} />, {
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
  });
  return { staticH1, recoverableErrors, consoleErrors: () => consoleErrors.mock.calls };
}

describe('pre-rendered public pages hydrate without the app', () => {
  it.each(listPrerenderPages().map((page) => [page.path, page.page] as const))(
    '%s adopts its pre-rendered markup',
    async (path, key) => {
      fakeApi({ user: null });
      const page = await hydratePage(key, path);
      await act(() => loadPublicSession());
      expect(page.recoverableErrors).toEqual([]);
      expect(page.consoleErrors()).toEqual([]);
      expect(container!.querySelector('h1')).toBe(page.staticH1);
      expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    },
  );
});

describe('a signed-out visitor', () => {
  it('scrolls to a landing section from the header, focusing it, without a page load', async () => {
    fakeApi({ user: null });
    await hydratePage('landing', '/');
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Pricing' }));
    expect(window.location.hash).toBe('#pricing');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(document.getElementById('pricing'));
  });

  it('opens the menu drawer with the site links, and a link closes it', async () => {
    fakeApi({ user: null });
    await hydratePage('landing', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('open');
    expect(
      within(within(drawer).getByRole('navigation'))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/#features', '/#how-it-works', '/#pricing', '/smart-websites', '/feature-guide']);
    await userEvent.click(within(drawer).getByRole('link', { name: 'How It Works' }));
    expect(drawer).not.toHaveAttribute('open');
    expect(window.location.hash).toBe('#how-it-works');
  });

  it('sends the support form and confirms with the toast', async () => {
    const api = fakeApi({
      user: null,
      handle: (call) =>
        call.path === '/api/support'
          ? { status: 201, body: { id: '0b5c1f9e-33aa-4a3e-9d1e-5b8f0c1d2e3f' } }
          : undefined,
    });
    await hydratePage('support', '/support');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    await user.type(screen.getByLabelText('Name'), ' Dana ');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'dana@example.test');
    await user.type(screen.getByLabelText('Subject'), 'Widget colours');
    await user.type(screen.getByLabelText('Message'), 'Can I match my brand colour?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    expect(screen.getByText("We'll get back to you within 24 hours")).toBeInTheDocument();
    expect(api.calls.find((call) => call.path === '/api/support')?.body).toEqual({
      name: 'Dana',
      email: 'dana@example.test',
      subject: 'Widget colours',
      message: 'Can I match my brand colour?',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('copies the embed code with the page’s public URL and says so', async () => {
    fakeApi({ user: null });
    await hydratePage('installation-guide', '/installation-guide');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await userEvent.click(screen.getByRole('button', { name: 'Copy Embed code (HTML)' }));
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(writeText.mock.calls[0]?.[0]).toMatch(
      /^<script src=".*\/widget\.js" data-website-id="YOUR_WEBSITE_ID" async><\/script>$/,
    );
  });
});

describe('a signed-in visitor', () => {
  const WEBSITE = {
    id: '0b5c1f9e-33aa-4a3e-9d1e-5b8f0c1d2e3f',
    name: 'Bright Plumbing',
    domain: 'bright.example',
  };

  it('sees the signed-in header after hydration, and signs out to /auth', async () => {
    const api = fakeApi({ user: { ...TEST_USER, isAdmin: true } });
    const page = await hydratePage('feature-guide', '/feature-guide');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(page.recoverableErrors).toEqual([]);
    expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(within(nav).getByRole('link', { name: 'Setup' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(TEST_USER.email, { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const replace = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/feature-guide', replace });
    await userEvent.click(screen.getAllByRole('button', { name: 'Sign Out' })[0]!);
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/auth'));
    expect(api.calls.some((call) => call.path === '/api/auth/sign-out' && call.method === 'POST')).toBe(true);
  });

  it('checks out from the pricing buttons, showing Processing... meanwhile', async () => {
    const { api, open, release } = fakeApiWithGatedCheckout();
    await hydratePage('pricing', '/pricing');
    // Clicked before the session is known: the button waits for the answer instead of sending the user to /auth.
    await userEvent.click(screen.getByRole('button', { name: 'Buy Chatbot for $29' }));
    expect(await screen.findByRole('button', { name: /Processing\.\.\./ })).toBeDisabled();
    release();
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://pay.example/session', '_blank'));
    expect(api.calls.find((call) => call.path === '/api/billing/checkout')?.body).toEqual({
      planType: 'chatbot',
      paymentType: 'payment',
    });
  });

  it('says plainly when the server has no payment provider', async () => {
    fakeApi({
      user: TEST_USER,
      handle: (call) =>
        call.path === '/api/billing/checkout'
          ? {
              status: 503,
              body: {
                error: { code: PAYMENTS_NOT_CONFIGURED_CODE, message: PAYMENTS_NOT_CONFIGURED_MESSAGE },
              },
            }
          : undefined,
    });
    await hydratePage('pricing', '/pricing');
    await act(() => loadPublicSession());
    await userEvent.click(screen.getByRole('button', { name: 'Buy Chatbot for $29' }));
    expect(await screen.findByText(PAYMENTS_NOT_CONFIGURED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Payments unavailable')).toBeInTheDocument();
  });

  it('picks one of the owner’s websites for the embed code', async () => {
    fakeApi({
      user: TEST_USER,
      handle: (call) =>
        call.path === '/api/websites' ? { status: 200, body: { websites: [WEBSITE] } } : undefined,
    });
    await hydratePage('installation-guide', '/installation-guide');
    await userEvent.selectOptions(await screen.findByLabelText('Website'), WEBSITE.id);
    expect(screen.getAllByText(new RegExp(`data-website-id="${WEBSITE.id}"`)).length).toBeGreaterThan(0);
  });
});
