import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OutboundDelivery, WebhookDelivery, WebhookEndpoint } from '@leadchat/contract';
import { createQueryClient } from '@/lib/query-client';
import { fakeApi, TEST_USER } from '@/test/render-app';
import { LeadDeliveries } from './lead-deliveries';
import { UnconfirmedEmailsCard } from './unconfirmed-emails-card';
import { WebhooksSection } from './webhooks-section';

const WEBSITE_ID = '6a4b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';
const ENDPOINT: WebhookEndpoint = {
  id: '7b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  url: 'https://hooks.example.com/leadchat',
  events: ['lead.created', 'lead.updated'],
  isActive: true,
  disabledReason: null,
  secretHint: '••••cdef',
  previousSecretExpiresAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const TEST_DELIVERY_ID = '8c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

function renderWithQueries(ui: React.ReactNode) {
  return render(<QueryClientProvider client={createQueryClient()}>{ui}</QueryClientProvider>);
}

function testDelivery(overrides: Partial<WebhookDelivery>): WebhookDelivery {
  return {
    id: TEST_DELIVERY_ID,
    eventType: 'webhook.test',
    status: 'queued',
    attempts: 0,
    nextAttemptAt: null,
    lastError: null,
    createdAt: '2026-11-24T10:00:00.000Z',
    attemptLog: [],
    ...overrides,
  };
}

describe('Send test event (lead webhooks)', () => {
  async function sendTestAndSee(answer: WebhookDelivery, expected: RegExp) {
    const user = userEvent.setup();
    let log: WebhookDelivery[] = [];
    const api = fakeApi({
      user: TEST_USER,
      handle: (call) => {
        if (call.path === `/api/notifications/websites/${WEBSITE_ID}/webhooks`)
          return { status: 200, body: { endpoints: [ENDPOINT] } };
        if (call.path === `/api/notifications/webhooks/${ENDPOINT.id}/test` && call.method === 'POST') {
          // The worker's answer arrives on the next poll of the delivery log.
          log = [answer];
          return { status: 202, body: { id: TEST_DELIVERY_ID } };
        }
        if (call.path === `/api/notifications/webhooks/${ENDPOINT.id}/deliveries`)
          return { status: 200, body: { deliveries: log } };
        return undefined;
      },
    });
    renderWithQueries(<WebhooksSection websiteId={WEBSITE_ID} />);
    const endpoints = await screen.findByRole('list', { name: 'Webhook endpoints' });
    await user.click(within(endpoints).getByRole('button', { name: 'Send test event' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(expected));
    expect(api.calls.filter((call) => call.path.endsWith('/test'))).toHaveLength(1);
  }

  it('shows a delivered test event with the HTTP status the endpoint answered', async () => {
    await sendTestAndSee(
      testDelivery({
        status: 'sent',
        attempts: 1,
        attemptLog: [
          {
            attempt: 1,
            startedAt: '2026-11-24T10:00:00.000Z',
            durationMs: 40,
            outcome: 'sent',
            statusCode: 204,
            responseExcerpt: null,
            error: null,
          },
        ],
      }),
      /^Test event delivered · HTTP 204$/,
    );
  });

  it('shows a failed test event with the reason, not as delivered', async () => {
    await sendTestAndSee(
      testDelivery({ status: 'failed', attempts: 1, lastError: 'The endpoint answered 500' }),
      /^Test event failed: The endpoint answered 500$/,
    );
  });

  it('offers no test event for a disabled endpoint', async () => {
    fakeApi({
      user: TEST_USER,
      handle: (call) =>
        call.path === `/api/notifications/websites/${WEBSITE_ID}/webhooks`
          ? { status: 200, body: { endpoints: [{ ...ENDPOINT, isActive: false }] } }
          : undefined,
    });
    renderWithQueries(<WebhooksSection websiteId={WEBSITE_ID} />);
    const endpoints = await screen.findByRole('list', { name: 'Webhook endpoints' });
    expect(within(endpoints).getByRole('button', { name: 'Send test event' })).toBeDisabled();
  });
});

describe("a lead's deliveries", () => {
  const CONVERSATION_ID = '9d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
  const unconfirmed: OutboundDelivery = {
    id: '0e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b',
    channel: 'email',
    purpose: 'owner_alert',
    recipient: 'alerts@example.com',
    status: 'unconfirmed',
    providerStatus: null,
    attempts: 2,
    lastError: 'It was probably delivered; it is not sent again unless you resend it.',
    createdAt: '2026-11-24T10:00:00.000Z',
    sentAt: null,
    deliveredAt: null,
  };

  it('shows an email whose delivery is unconfirmed with the reason and resends it on request', async () => {
    const user = userEvent.setup();
    let current = unconfirmed;
    const api = fakeApi({
      user: TEST_USER,
      handle: (call) => {
        if (call.path === `/api/notifications/leads/${CONVERSATION_ID}/deliveries`)
          return { status: 200, body: { deliveries: [current] } };
        if (call.path === `/api/notifications/deliveries/${unconfirmed.id}/resend`) {
          current = { ...unconfirmed, status: 'queued', lastError: null };
          return { status: 202, body: { delivery: current } };
        }
        return undefined;
      },
    });
    renderWithQueries(<LeadDeliveries conversationId={CONVERSATION_ID} />);
    expect(await screen.findByText('Delivery unconfirmed')).toBeInTheDocument();
    expect(screen.getByText(/probably delivered/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend the email to alerts@example.com' }));
    expect(await screen.findByText('Retrying…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path.endsWith('/resend'))).toHaveLength(1);
  });
});

describe('emails with unconfirmed delivery (administrators)', () => {
  it('lists them with a Resend action, and shows nothing once there are none', async () => {
    const user = userEvent.setup();
    let emails = [
      {
        id: '1f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c',
        channel: 'email',
        purpose: 'owner_alert',
        recipient: 'alerts@example.com',
        status: 'unconfirmed',
        providerStatus: null,
        attempts: 2,
        lastError: 'It was probably delivered',
        createdAt: '2026-11-24T10:00:00.000Z',
        sentAt: null,
        deliveredAt: null,
        subject: 'New lead: Rosa Diaz',
        websiteName: 'Rosa Plumbing',
      },
    ];
    const api = fakeApi({
      user: TEST_USER,
      handle: (call) => {
        if (call.path === '/api/admin/outbound/unconfirmed') return { status: 200, body: { emails } };
        if (call.path === `/api/admin/outbound/${emails[0]?.id ?? ''}/resend`) {
          emails = [];
          return { status: 202, body: {} };
        }
        return undefined;
      },
    });
    renderWithQueries(<UnconfirmedEmailsCard />);
    const list = await screen.findByRole('list', { name: 'Emails with unconfirmed delivery' });
    expect(within(list).getByText('New lead: Rosa Diaz')).toBeInTheDocument();
    expect(within(list).getByText(/To alerts@example.com · Rosa Plumbing/)).toBeInTheDocument();
    await user.click(
      within(list).getByRole('button', { name: 'Resend "New lead: Rosa Diaz" to alerts@example.com' }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('list', { name: 'Emails with unconfirmed delivery' }),
      ).not.toBeInTheDocument(),
    );
    expect(api.calls.filter((call) => call.path.endsWith('/resend'))).toHaveLength(1);
  });
});
