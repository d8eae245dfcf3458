import {
  PAYMENTS_NOT_CONFIGURED_CODE,
  PAYMENTS_NOT_CONFIGURED_MESSAGE,
  type SubscriptionInfo,
} from '@leadchat/contract';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/lib/session/auth-provider';
import { useAuth } from '@/lib/session/use-auth';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi, renderApp, TEST_USER } from '@/test/render-app';
import { CHECKOUT_FAILED_MESSAGE, useCheckout } from './use-checkout';

const NO_PLAN: SubscriptionInfo = {
  subscribed: false,
  subscription_tier: null,
  subscription_end: null,
  status: null,
  payment_type: null,
  trial_end: null,
  has_billing_account: false,
  mode: 'test',
};

/** Runs useCheckout inside the app's providers; returns the hook and the router (to read the location). */
function renderCheckoutHook() {
  const queryClient = createQueryClient();
  let result: { current: ReturnType<typeof useCheckout> } | undefined;
  function Probe() {
    const hook = useCheckout();
    const { user, isLoading } = useAuth();
    result = { current: hook };
    return <p>{isLoading ? 'loading' : user ? 'signed-in' : 'signed-out'}</p>;
  }
  const router = createMemoryRouter(
    [
      { path: '/pricing', element: <Probe /> },
      { path: '/auth', element: <p>auth page</p> },
    ],
    { initialEntries: ['/pricing'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return {
    router,
    get hook() {
      if (!result) throw new Error('not rendered');
      return result.current;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useCheckout', () => {
  it('sends a signed-out visitor to /auth without calling create-checkout', async () => {
    const api = fakeApi({ user: null });
    const view = renderCheckoutHook();
    await screen.findByText('signed-out');
    await act(() => view.hook.startCheckout('chatbot', 'subscription'));
    expect(view.router.state.location.pathname).toBe('/auth');
    expect(api.calls.some((call) => call.path === '/api/billing/checkout')).toBe(false);
  });

  it('shows Processing for the clicked plan, then opens the checkout url in a new tab', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const api = fakeApi({ user: TEST_USER });
    const fetchWithGate = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/api/billing/checkout')) {
        await gate;
        return new Response(JSON.stringify({ url: 'https://checkout.example/cs_1' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }
      return fetchWithGate(input, init);
    });
    const tab = { opener: {} as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as Window);
    const view = renderCheckoutHook();
    await screen.findByText('signed-in');

    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = view.hook.startCheckout('smart-website', 'payment');
    });
    await waitFor(() => expect(view.hook.isPending('smart-website', 'payment')).toBe(true));
    expect(view.hook.pendingKey).toBe('smart-website:payment');
    expect(view.hook.isPending('chatbot', 'payment')).toBe(false);
    release();
    await act(() => running);
    // The mutation's state reaches the hook on the next tick after its promise settles.
    await waitFor(() => expect(view.hook.pendingKey).toBeNull());
    expect(open).toHaveBeenCalledWith('https://checkout.example/cs_1', '_blank');
    expect(tab.opener).toBeNull();
    const [, init] = api.fetchMock.mock.calls.find(([input]) =>
      String(input).includes('/api/billing/checkout'),
    )!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ planType: 'smart-website', paymentType: 'payment' });
  });

  it("shows the spec's toast when the checkout cannot be created", async () => {
    fakeApi({
      user: TEST_USER,
      handle: (call) => (call.path === '/api/billing/checkout' ? { status: 503, body: {} } : undefined),
    });
    const error = vi.spyOn(toast, 'error');
    const view = renderCheckoutHook();
    await screen.findByText('signed-in');
    await act(() => view.hook.startCheckout('chatbot', 'payment'));
    expect(error).toHaveBeenCalledWith('Error', { description: CHECKOUT_FAILED_MESSAGE });
    await waitFor(() => expect(view.hook.pendingKey).toBeNull());
  });

  it("shows the server's message when payments are not configured", async () => {
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
    const error = vi.spyOn(toast, 'error');
    const view = renderCheckoutHook();
    await screen.findByText('signed-in');
    await act(() => view.hook.startCheckout('smart-website', 'payment'));
    expect(error).toHaveBeenCalledWith('Payments unavailable', {
      description: PAYMENTS_NOT_CONFIGURED_MESSAGE,
    });
  });
});

describe('payment pages', () => {
  it('/payment-success shows the plan, status Active and the next billing date', async () => {
    fakeApi({
      user: TEST_USER,
      handle: (call) => {
        if (call.path === '/api/billing/checkout-sessions/cs_test_1') {
          return {
            status: 200,
            body: {
              sessionId: 'cs_test_1',
              planType: 'smart-website',
              paymentType: 'subscription',
              planName: 'Smart Website + AI',
              amountCents: 129900,
              status: 'complete',
              subscriptionStatus: 'active',
              nextBillingDate: '2027-03-04T12:00:00.000Z',
              trialEnd: null,
            },
          };
        }
        if (call.path === '/api/billing/subscription') return { status: 200, body: NO_PLAN };
        return undefined;
      },
    });
    renderApp('/payment-success?session_id=cs_test_1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(await screen.findByText('Smart Website + AI')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('March 4, 2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Setup Guide' })).toHaveAttribute('href', '/feature-guide');
    expect(screen.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('/payment-canceled explains why and links to pricing and the dashboard', async () => {
    fakeApi({ user: null });
    renderApp('/payment-canceled');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Canceled' })).toBeInTheDocument();
    expect(screen.getByText('Possible reasons')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('the profile subscription card opens the portal, and says so when it cannot', async () => {
    const user = userEvent.setup();
    const subscribed: SubscriptionInfo = {
      ...NO_PLAN,
      subscribed: true,
      subscription_tier: 'chatbot',
      subscription_end: '2027-01-15T00:00:00.000Z',
      status: 'trialing',
      payment_type: 'subscription',
      trial_end: '2027-01-15T00:00:00.000Z',
      has_billing_account: true,
    };
    fakeApi({
      user: TEST_USER,
      handle: (call) => {
        if (call.path === '/api/profile') {
          return {
            status: 200,
            body: {
              userId: TEST_USER.id,
              email: TEST_USER.email,
              username: 'owner',
              avatarUrl: null,
              role: 'user',
              createdAt: TEST_USER.createdAt,
            },
          };
        }
        if (call.path === '/api/billing/subscription') return { status: 200, body: subscribed };
        if (call.path === '/api/billing/portal') return { status: 503, body: {} };
        return undefined;
      },
    });
    const error = vi.spyOn(toast, 'error');
    renderApp('/profile');
    expect(await screen.findByText('AI Chatbot')).toBeInTheDocument();
    expect(screen.getByText('Active (free trial)')).toBeInTheDocument();
    expect(screen.getByText('Free trial ends')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Plans/ })).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Error', { description: 'Failed to open customer portal' }),
    );
  });
});
