import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReferralOverview } from '@leadchat/contract';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi, renderApp, TEST_USER, type FakeApiCall } from '@/test/render-app';
import { ReferralsCard } from './referrals-card';

const CODE = 'abcdefghijkmnpqr';
const OVERVIEW: ReferralOverview = {
  code: CODE,
  link: `https://app.leadchat.example/auth?ref=${CODE}`,
  commissionRatePercent: 20,
  visits: 4,
  signUps: 3,
  awaitingConfirmation: 1,
  paidReferrals: 1,
  plans: { chatbot: 1, 'smart-website': 0, none: 2 },
  earnedCents: 19_980,
  paidOutCents: 0,
  owedCents: 19_980,
  payouts: [],
  payoutDetails: null,
};

function renderCard() {
  const router = createMemoryRouter([{ path: '/profile', element: <ReferralsCard /> }], {
    initialEntries: ['/profile'],
  });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Referrals card', () => {
  it('shows the link, the counts, the money owed and that payouts are made by hand', async () => {
    fakeApi({
      user: TEST_USER,
      handle: (call) => (call.path === '/api/referrals' ? { status: 200, body: OVERVIEW } : undefined),
    });
    renderCard();
    const card = await screen.findByTestId('referrals-card');
    expect(await within(card).findByLabelText('Your referral link')).toHaveValue(OVERVIEW.link);
    expect(card).toHaveTextContent('earn 20% of every payment');
    expect(within(card).getByTestId('referral-figure-sign-ups')).toHaveTextContent(
      '31 awaiting email confirmation',
    );
    expect(within(card).getByTestId('referral-figure-paid-referrals')).toHaveTextContent('1');
    expect(within(card).getByTestId('referral-figure-commission-owed')).toHaveTextContent('$199.80');
    expect(
      within(card).getByText(/On a plan now: AI Chatbot 1 · Smart Website \+ AI 0 · No plan 2/),
    ).toBeInTheDocument();
    expect(within(card).getByText('Payouts are made by hand')).toBeInTheDocument();
    expect(within(card).getByText('No payouts yet.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'How the referral programme works' })).toHaveAttribute(
      'href',
      '/referral-programme',
    );
  });

  it('copies the link and shows Copied! for 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({
      user: TEST_USER,
      handle: (call) => (call.path === '/api/referrals' ? { status: 200, body: OVERVIEW } : undefined),
    });
    // user-event puts its own clipboard on navigator, which the card writes to.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Copy referral link' }));
    expect(await navigator.clipboard.readText()).toBe(OVERVIEW.link);
    expect(screen.getByRole('button', { name: 'Copied referral link' })).toHaveTextContent('Copied!');
    await act(async () => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.getByRole('button', { name: 'Copied referral link' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('button', { name: 'Copy referral link' })).toHaveTextContent('Copy Link');
  });

  it('saves payout details', async () => {
    const api = fakeApi({
      user: TEST_USER,
      handle: (call: FakeApiCall) => {
        if (call.path === '/api/referrals' && call.method === 'GET') return { status: 200, body: OVERVIEW };
        if (call.path === '/api/referrals/payout-details') {
          return {
            status: 200,
            body: { ...OVERVIEW, payoutDetails: (call.body as { payoutDetails: string }).payoutDetails },
          };
        }
        return undefined;
      },
    });
    renderCard();
    const field = await screen.findByRole('textbox', { name: 'Payout details' });
    await userEvent.type(field, 'PayPal: me@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save Payout Details' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'PUT',
        path: '/api/referrals/payout-details',
        body: { payoutDetails: 'PayPal: me@example.test' },
      }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save Payout Details' })).toBeDisabled());
    expect(field).toHaveValue('PayPal: me@example.test');
  });
});

describe('/auth?ref=', () => {
  it('opens Sign Up and tells the server about the referral code before signing up', async () => {
    const api = fakeApi({
      user: null,
      handle: (call) => (call.path === '/api/referrals/visits' ? { status: 204 } : undefined),
    });
    renderApp(`/auth?ref=${CODE.toUpperCase()}`);
    expect(await screen.findByRole('form', { name: 'Sign up' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls).toContainEqual({
        method: 'POST',
        path: '/api/referrals/visits',
        body: { code: CODE },
      }),
    );
  });

  it('ignores a malformed code', async () => {
    const api = fakeApi({ user: null });
    renderApp('/auth?ref=<script>');
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/referrals/visits')).toBe(false);
  });
});
