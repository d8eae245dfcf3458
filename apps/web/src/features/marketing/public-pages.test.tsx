import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Whole pages render here (router, lazy routes, forms): slower than a unit test on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });
// Role queries walk the whole accessibility tree of a full marketing page: give them time on a busy machine.
configure({ asyncUtilTimeout: 10_000 });
import { fakeApi, renderApp, TEST_USER } from '@/test/render-app';
import { fakeApiWithGatedCheckout } from '@/test/gated-checkout';

const WEBSITE = {
  id: '0b5c1f9e-33aa-4a3e-9d1e-5b8f0c1d2e3f',
  name: 'Bright Plumbing',
  domain: 'https://bright.example',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('pricing buttons', () => {
  it('send a signed-out visitor to /auth', async () => {
    fakeApi({ user: null });
    const { router } = renderApp('/pricing');
    await userEvent.click(await screen.findByRole('button', { name: 'Start 14-Day Free Trial' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('open checkout for a signed-in user, showing Processing... meanwhile', async () => {
    const { api, open, release } = fakeApiWithGatedCheckout();
    renderApp('/pricing');
    // The signed-in header shows once the session is known; only then does the button check out.
    await screen.findByText(TEST_USER.email, { selector: 'span' });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Chatbot for $29' }));
    expect(await screen.findByRole('button', { name: /Processing\.\.\./ })).toBeDisabled();
    release();
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://pay.example/session', '_blank'));
    expect(api.calls.find((call) => call.path === '/api/billing/checkout')?.body).toEqual({
      planType: 'chatbot',
      paymentType: 'payment',
    });
  });
});

describe('support form', () => {
  it('requires every field, then sends the request and confirms with a toast', async () => {
    const api = fakeApi({
      user: null,
      handle: (call) =>
        call.path === '/api/support' ? { status: 201, body: { id: WEBSITE.id } } : undefined,
    });
    renderApp('/support');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/support')).toBe(false);

    await user.type(screen.getByLabelText('Name'), 'Dana');
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
});

describe('installation guide snippet', () => {
  it('shows a placeholder id when signed out and the chosen website id when signed in', async () => {
    fakeApi({ user: null });
    const signedOut = renderApp('/installation-guide');
    const code = await screen.findByText(/data-website-id="YOUR_WEBSITE_ID"/);
    expect(code.textContent).toContain(`${window.location.origin}/widget.js`);
    signedOut.unmount();

    fakeApi({
      user: TEST_USER,
      handle: (call) =>
        call.path === '/api/websites' ? { status: 200, body: { websites: [WEBSITE] } } : undefined,
    });
    renderApp('/installation-guide');
    const select = await screen.findByLabelText('Website');
    await userEvent.selectOptions(select, WEBSITE.id);
    const panel = screen.getByRole('heading', { name: 'Copy your embed code' }).closest('section')!;
    expect(within(panel).getAllByText(new RegExp(`data-website-id="${WEBSITE.id}"`)).length).toBeGreaterThan(
      0,
    );
  });

  it('copies the code and says so (Copied! / Copy failed)', async () => {
    fakeApi({ user: null });
    renderApp('/installation-guide');
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copy Embed code (HTML)' }));
    expect(await screen.findByText('Copied!')).toBeInTheDocument();
    expect(writeText.mock.calls[0]?.[0]).toMatch(
      /^<script src=".*\/widget\.js" data-website-id="YOUR_WEBSITE_ID" async><\/script>$/,
    );

    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(screen.getByRole('button', { name: /Embed code \(HTML\)/ }));
    expect(await screen.findByText('Copy failed')).toBeInTheDocument();
  });
});

describe('landing page', () => {
  it('shows the hero buttons, the four steps and the spec prices', async () => {
    fakeApi({ user: null });
    renderApp('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Turn website visitors into leads/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Get Smart Website \+ AI/ })[0]).toHaveAttribute(
      'href',
      '/smart-websites',
    );
    expect(screen.getAllByRole('link', { name: 'AI Chatbot Only' })[0]).toHaveAttribute(
      'href',
      '/auth?mode=signup',
    );
    for (const step of [
      'Add your website URL',
      'Install the widget snippet',
      'Customise your AI',
      'Start converting',
    ]) {
      expect(screen.getByRole('heading', { name: new RegExp(step) })).toBeInTheDocument();
    }
    const pricing = document.getElementById('pricing')!;
    for (const price of ['$29', '$37.70', '$999', '$1,299'])
      expect(within(pricing).getByText(price)).toBeInTheDocument();
    expect(within(pricing).getByText(/30% service fee/)).toBeInTheDocument();
  });
});
