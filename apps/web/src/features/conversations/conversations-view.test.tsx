import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConversationSummary, Website } from '@leadchat/contract';
import { fakeApi, renderApp, TEST_USER } from '@/test/render-app';

const WEBSITE: Website = {
  id: '7b1d8c57-2b8e-4c43-9d0e-3b1b0a0c0001',
  name: 'Joe Plumbing',
  domain: 'https://joe.example',
  aiInstructions: 'Be nice',
  appearanceConfig: {
    greeting_message: 'Hi!',
    bot_name: 'AI Assistant',
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

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function conversation(overrides: Partial<ConversationSummary>): ConversationSummary {
  return {
    id: crypto.randomUUID(),
    websiteId: WEBSITE.id,
    websiteName: 'Joe Plumbing',
    visitorId: 'visitor-1',
    visitorName: null,
    visitorEmail: null,
    isLeadCaptured: false,
    leadStatus: 'new',
    messageCount: 2,
    lastMessagePreview: 'Hello',
    source: 'web',
    createdAt: minutesAgo(300),
    lastActivityAt: minutesAgo(5),
    mode: 'assistant',
    isHumanRequested: false,
    ...overrides,
  };
}

const STATS = { totalConversations: 3, activeConversations: 1, leadConversations: 1, averageMessages: 2.7 };

describe('/conversations', () => {
  it('shows the spec badges, the 50-character preview and relative times', async () => {
    const items = [
      conversation({
        visitorName: 'Lena Lead',
        isLeadCaptured: true,
        leadStatus: 'contacted',
        lastActivityAt: minutesAgo(3 * 60),
      }),
      conversation({
        visitorName: 'Andy Active',
        lastMessagePreview: 'x'.repeat(60),
        lastActivityAt: minutesAgo(59),
      }),
      conversation({ visitorId: 'anon-42', lastActivityAt: minutesAgo(3 * 24 * 60) }),
    ];
    fakeApi({
      user: TEST_USER,
      handle: ({ path }) => {
        if (path === '/api/conversations/stats') return { status: 200, body: STATS };
        if (path === '/api/conversations')
          return { status: 200, body: { items, total: 3, isTotalExact: true, page: 1, pageSize: 20 } };
        return undefined;
      },
    });
    renderApp('/conversations');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Lead - contacted')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('3h ago')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Active')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(`${'x'.repeat(50)}...`)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('59m ago')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Inactive')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('anon-42')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('3d ago')).toBeInTheDocument();
    const card = screen
      .getByRole('heading', { name: 'Avg Messages' })
      .closest('[data-slot="card"]') as HTMLElement;
    expect(within(card).getByText('2.7')).toBeInTheDocument();
  });

  it('shows the empty state with a filter hint when a filter is on', async () => {
    fakeApi({
      user: TEST_USER,
      handle: ({ path }) => {
        if (path === '/api/conversations/stats') return { status: 200, body: STATS };
        if (path === '/api/conversations')
          return { status: 200, body: { items: [], total: 0, isTotalExact: true, page: 1, pageSize: 20 } };
        return undefined;
      },
    });
    renderApp('/conversations?filter=leads');
    expect(await screen.findByText('No conversations found')).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your search or filter to find conversations.'),
    ).toBeInTheDocument();
  });

  it('opens the Notifications setting from ?website=&setup=email and saves the alert address and phone', async () => {
    const saved: unknown[] = [];
    const settings = {
      alertEmails: [],
      isEmailAlertOn: false,
      alertPhone: null,
      isSmsAlertOn: false,
      alertKinds: ['new_lead'],
      businessPhone: null,
      timezone: 'UTC',
      quietHoursStart: 20,
      quietHoursEnd: 8,
      isFollowUpEmailOn: false,
      followUpEmailTemplate: 'Hi {name}',
      isFollowUpSmsOn: false,
      followUpSmsTemplate: 'Hi {name}',
      emailDelivery: 'smtp',
      smsDelivery: 'outbox',
    };
    fakeApi({
      user: TEST_USER,
      handle: ({ method, path, body }) => {
        if (path === '/api/conversations/stats') return { status: 200, body: STATS };
        if (path === '/api/conversations')
          return { status: 200, body: { items: [], total: 0, isTotalExact: true, page: 1, pageSize: 20 } };
        if (path === `/api/websites/${WEBSITE.id}` && method === 'GET') return { status: 200, body: WEBSITE };
        if (path === `/api/notifications/websites/${WEBSITE.id}` && method === 'GET')
          return { status: 200, body: settings };
        if (path === `/api/notifications/websites/${WEBSITE.id}` && method === 'PUT') {
          saved.push(body);
          return { status: 200, body: { ...settings, ...(body as object), alertPhone: '+14155550100' } };
        }
        if (path === '/api/websites') return { status: 200, body: { websites: [WEBSITE] } };
        return undefined;
      },
    });
    renderApp(`/conversations?website=${WEBSITE.id}&setup=email`);
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const email = await within(dialog).findByLabelText('Alert email addresses');
    expect(email).toHaveValue(TEST_USER.email);
    // Honest about delivery: no SMS provider means texts stay in the outbox.
    expect(within(dialog).getByText(/texts are kept in the outbox, not sent/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(email);
    await user.type(email, 'sales@joe.example');
    await user.click(within(dialog).getByRole('switch', { name: 'Email me about each new lead' }));
    await user.type(within(dialog).getByLabelText('Alert phone number'), '(415) 555-0100');
    await user.click(within(dialog).getByRole('switch', { name: 'Text me about each new lead' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(saved).toEqual([
        expect.objectContaining({
          alertEmails: ['sales@joe.example'],
          isEmailAlertOn: true,
          alertPhone: '(415) 555-0100',
          isSmsAlertOn: true,
        }),
      ]),
    );
    expect(await within(dialog).findByDisplayValue('+14155550100')).toBeInTheDocument();
  });
});
