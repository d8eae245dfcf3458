import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Analytics } from '@leadchat/contract';
import { fakeApi, renderApp, TEST_USER } from '@/test/render-app';

const ANALYTICS: Analytics = {
  period: '30d',
  websiteId: null,
  conversations: 6,
  leads: 4,
  conversionRate: 66.7,
  averageResponseSeconds: 2,
  activeVisitors: 2,
  daily: Array.from({ length: 7 }, (_, i) => ({ date: `2030-01-0${i + 1}`, conversations: i, leads: i % 2 })),
  topWebsites: [
    { websiteId: '9b1d8c57-2b8e-4c43-9d0e-3b1b0a0c0001', name: 'Alpha', conversations: 4, leads: 3 },
    { websiteId: '9b1d8c57-2b8e-4c43-9d0e-3b1b0a0c0002', name: 'Beta', conversations: 2, leads: 1 },
  ],
  leadStatusBreakdown: [
    { status: 'new', count: 2, percent: 50 },
    { status: 'contacted', count: 1, percent: 25 },
    { status: 'qualified', count: 0, percent: 0 },
    { status: 'converted', count: 1, percent: 25 },
    { status: 'lost', count: 0, percent: 0 },
  ],
  whatsappUsage: {
    monthYear: '2030-01',
    totalMessages: 500,
    messagesSent: 300,
    messagesReceived: 200,
    limit: 600,
    percent: 83.3,
    isNearLimit: true,
    isAtLimit: false,
  },
  whatsappAccounts: [
    {
      id: '6f1c1a56-7a53-4a3b-9a7e-1d8b1c1f2a10',
      websiteId: '6f1c1a56-7a53-4a3b-9a7e-1d8b1c1f2a11',
      websiteName: 'Acme Plumbing',
      displayPhoneNumber: '+1 555 010 0100',
      isActive: true,
    },
  ],
};

describe('/analytics', () => {
  it('shows the computed figures, the status breakdown and the WhatsApp warning at 80 %', async () => {
    const api = fakeApi({
      user: TEST_USER,
      handle: ({ path }) => {
        if (path === '/api/analytics') return { status: 200, body: ANALYTICS };
        if (path === '/api/websites') return { status: 200, body: { websites: [] } };
        return undefined;
      },
    });
    renderApp('/analytics?period=30d');
    const card = async (title: string) =>
      (await screen.findByRole('heading', { name: title })).closest('[data-slot="card"]') as HTMLElement;
    expect(await within(await card('Conversion Rate')).findByText('66.7%')).toBeInTheDocument();
    expect(within(await card('Avg Response Time')).getByText('2s')).toBeInTheDocument();
    expect(within(await card('Active Visitors')).getByText('2')).toBeInTheDocument();
    expect(within(await card('Lead Status')).getByText('2 (50%)')).toBeInTheDocument();
    expect(within(await card('Top Websites')).getByText('4 conversations · 3 leads')).toBeInTheDocument();
    expect(
      within(await card('WhatsApp Usage')).getByText(/You have used 83.3% of this month/),
    ).toBeInTheDocument();
    expect(
      within(await card('WhatsApp Usage')).getByRole('list', { name: 'WhatsApp numbers' }),
    ).toHaveTextContent('+1 555 010 0100 · Acme Plumbing');
    expect(screen.getByRole('table', { name: /Conversations and leads per day/ })).toBeInTheDocument();
    const url = String(
      api.fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/analytics'))?.[0],
    );
    expect(url).toMatch(/^\/api\/analytics\?period=30d&timeZone=/);
  });

  it("shows the spec's error when analytics cannot be read", async () => {
    fakeApi({
      user: TEST_USER,
      handle: ({ path }) => {
        if (path === '/api/analytics')
          return { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'x' } } };
        if (path === '/api/websites') return { status: 200, body: { websites: [] } };
        return undefined;
      },
    });
    renderApp('/analytics');
    // The toast and the page's own message.
    await waitFor(() => expect(screen.getAllByText('Failed to fetch analytics data')).toHaveLength(2));
  });
});
