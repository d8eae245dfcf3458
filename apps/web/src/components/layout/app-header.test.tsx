import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderApp, TEST_USER } from '@/test/render-app';

function linkTargets(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent?.trim(), link.getAttribute('href')]);
}

describe('app header and footer', () => {
  it('signed out: section links, Smart Websites, Setup Guide, and Sign In / Get Started to /auth', async () => {
    fakeApi({ user: null });
    renderApp('/about');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(linkTargets(nav)).toEqual([
      ['Features', '/#features'],
      ['How It Works', '/#how-it-works'],
      ['Pricing', '/#pricing'],
      ['Smart Websites', '/smart-websites'],
      ['Setup Guide', '/feature-guide'],
    ]);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(within(header).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
    expect(within(header).getByRole('link', { name: /LeadChat/ })).toHaveAttribute('href', '/');
  });

  it('signed in: the menu in the spec order, and the side drawer holds the same links', async () => {
    fakeApi({ user: TEST_USER });
    const { router } = renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    const expected = [
      ['Dashboard', '/dashboard'],
      ['Websites', '/websites'],
      ['Analytics', '/analytics'],
      ['Leads', '/leads'],
      ['Chats', '/conversations'],
      ['GMB', '/gmb-manager'],
      ['Calendar', '/calendar-integrations'],
      ['Launch', '/pre-launch-checklist'],
      ['Setup', '/feature-guide'],
      ['Profile', '/profile'],
    ];
    expect(linkTargets(nav)).toEqual(expected);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText(`Welcome, ${TEST_USER.email}`)).toBeInTheDocument();
    expect(linkTargets(within(drawer).getByRole('navigation'))).toEqual(expected);
    expect(within(drawer).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();

    await userEvent.setup().click(within(drawer).getByRole('link', { name: 'Leads' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/leads');
  });

  it('has a skip link to the main region and the footer links', async () => {
    fakeApi({ user: null });
    renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(linkTargets(screen.getByRole('navigation', { name: 'Footer' }))).toEqual([
      ['About', '/about'],
      ['Blog', '/blog'],
      ['Privacy Policy', '/privacy-policy'],
      ['Terms of Service', '/terms-of-service'],
    ]);
  });
});
