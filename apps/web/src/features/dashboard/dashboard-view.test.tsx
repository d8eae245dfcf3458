import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DashboardStats, Website } from '@leadchat/contract';
import { storageKey } from '@/lib/use-stored-state';
import { fakeApi, renderApp, TEST_USER } from '@/test/render-app';
import { QUICK_START_TIPS } from './quick-start-tips';

const WEBSITE: Website = {
  id: '8b1d8c57-2b8e-4c43-9d0e-3b1b0a0c0001',
  name: 'Joe Plumbing',
  domain: 'https://joe.example',
  aiInstructions: 'Be nice',
  appearanceConfig: {
    greeting_message: 'Hi!',
    bot_name: 'Joe Bot',
    primary_color: '#8B5CF6',
    position: 'bottom-right',
    size: 'medium',
    auto_popup_delay: 3000,
  },
  isActive: true,
  notificationEmail: null,
  notifyOnNewLead: false,
  monthlyMessageQuota: null,
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

const STATS: DashboardStats = {
  totalConversations: { total: 120, last30Days: 30, previous30Days: 20, changePercent: 50 },
  websiteVisitors: { total: 95, last30Days: 10, previous30Days: 20, changePercent: -50 },
  leadsCaptured: { total: 14, last30Days: 4, previous30Days: 0, changePercent: null },
  appointments: { total: 0, last30Days: 0, previous30Days: 0, changePercent: 0 },
};

function api(options: {
  websites: Website[];
  chat?: { status: number; body?: unknown };
  subscription?: Record<string, unknown>;
}) {
  return fakeApi({
    user: TEST_USER,
    handle: ({ path }) => {
      if (path === '/api/billing/subscription' && options.subscription) {
        return { status: 200, body: options.subscription };
      }
      if (path === '/api/dashboard/stats') return { status: 200, body: STATS };
      if (path === '/api/websites') return { status: 200, body: { websites: options.websites } };
      if (path === '/api/chat') return options.chat;
      if (path === '/api/public-config') return { status: 200, body: { publicUrl: 'http://localhost:3000' } };
      return undefined;
    },
  });
}

describe('/dashboard', () => {
  it("shows when the owner's free trial ends", async () => {
    api({
      websites: [WEBSITE],
      subscription: {
        subscribed: true,
        subscription_tier: 'chatbot',
        subscription_end: '2030-02-15T00:00:00.000Z',
        status: 'trialing',
        payment_type: 'subscription',
        trial_end: '2030-02-15T00:00:00.000Z',
        has_billing_account: false,
        mode: 'test',
      },
    });
    renderApp('/dashboard');
    expect(await screen.findByText('Free trial')).toBeInTheDocument();
    expect(screen.getByText(/Your free trial ends on/)).toBeInTheDocument();
  });

  it('shows the four cards with real figures and trends, and quick actions without Admin Panel', async () => {
    api({ websites: [WEBSITE] });
    renderApp('/dashboard');
    const card = async (title: string) =>
      (await screen.findByRole('heading', { name: title })).closest('[data-slot="card"]') as HTMLElement;
    expect(await within(await card('Total Conversations')).findByText('120')).toBeInTheDocument();
    expect(await within(await card('Total Conversations')).findByText('+50%')).toBeInTheDocument();
    expect(within(await card('Website Visitors')).getByText('-50%')).toBeInTheDocument();
    expect(within(await card('Leads Captured')).getByText('New this month')).toBeInTheDocument();
    expect(within(await card('Appointments')).getByText('0%')).toBeInTheDocument();
    for (const name of ['Add Website', 'View Analytics', 'Manage Leads', 'View Conversations']) {
      expect(screen.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows three tips at a time and remembers dismissed tips and the banner', async () => {
    api({ websites: [WEBSITE] });
    const first = renderApp('/dashboard');
    const user = userEvent.setup();
    const tips = await screen.findByRole('heading', { name: 'Quick Start Tips' });
    const tipsCard = tips.closest('[data-slot="card"]') as HTMLElement;
    expect(within(tipsCard).getAllByRole('listitem')).toHaveLength(3);
    await user.click(
      within(tipsCard).getByRole('button', { name: `Dismiss tip: ${QUICK_START_TIPS[0].title}` }),
    );
    expect(
      within(tipsCard)
        .getAllByRole('listitem')
        .map((li) => within(li).getByRole('heading').textContent),
    ).toEqual([QUICK_START_TIPS[1].title, QUICK_START_TIPS[2].title, QUICK_START_TIPS[3].title]);
    await user.click(screen.getByRole('button', { name: 'Dismiss welcome banner' }));
    expect(screen.queryByRole('button', { name: 'Open Setup Guide' })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(storageKey(TEST_USER.id, 'dismissed-tips'))!)).toEqual([
      QUICK_START_TIPS[0].id,
    ]);
    first.unmount();

    renderApp('/dashboard');
    const again = (await screen.findByRole('heading', { name: 'Quick Start Tips' })).closest(
      '[data-slot="card"]',
    ) as HTMLElement;
    expect(within(again).queryByText(QUICK_START_TIPS[0].title)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open Setup Guide' })).not.toBeInTheDocument();
    localStorage.clear();
  });

  it('opens the setup guide for a new owner; steps 3–5 need a website; Skip for now is remembered', async () => {
    api({ websites: [] });
    const first = renderApp('/dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Setup Guide' });
    expect(within(dialog).getByText('0% complete')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Get Started' }));
    expect(await within(dialog).findByText('20% complete')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Configure your AI/ }));
    expect(within(dialog).getByText(/Complete the previous step first/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Quick Start Tips' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    localStorage.clear();
  });

  it("sends the test message as test_visitor and shows the reply, or the spec's failure toast", async () => {
    const calls = api({
      websites: [WEBSITE],
      chat: { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
    });
    renderApp('/dashboard');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open Setup Guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setup Guide' });
    await user.click(within(dialog).getByRole('button', { name: /Test your chatbot/ }));
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Test message'), 'Are you open on Sunday?');
    await user.click(send);
    expect(await screen.findByText('Test failed')).toBeInTheDocument();
    expect(
      screen.getByText('There was an issue testing your chatbot. Please check your configuration.'),
    ).toBeInTheDocument();
    const chatCall = calls.calls.find((c) => c.path === '/api/chat');
    expect(chatCall?.body).toMatchObject({
      message: 'Are you open on Sunday?',
      websiteId: WEBSITE.id,
      visitorId: 'test_visitor',
    });
    localStorage.clear();
  });
});
