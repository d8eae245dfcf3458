import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AI_INSTRUCTIONS,
  DEFAULT_APPEARANCE_CONFIG,
  type WhatsAppAccount,
  type WhatsAppAccountList,
  type WhatsAppChannel,
  type Website,
} from '@leadchat/contract';
import { fakeApi, renderApp, TEST_USER, type FakeApiCall } from '@/test/render-app';

const WEBSITE: Website = {
  id: '6a4b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d',
  name: 'Cedar Hollow',
  domain: 'https://cedar-hollow.example',
  aiInstructions: DEFAULT_AI_INSTRUCTIONS,
  appearanceConfig: DEFAULT_APPEARANCE_CONFIG,
  isActive: true,
  notificationEmail: null,
  notifyOnNewLead: false,
  monthlyMessageQuota: null,
  createdAt: '2026-03-04T10:00:00.000Z',
  updatedAt: '2026-03-04T10:00:00.000Z',
};
const BASE = `/api/websites/${WEBSITE.id}`;
const ACCOUNTS = `${BASE}/whatsapp-accounts`;

function channel(overrides: Partial<WhatsAppChannel> = {}): WhatsAppChannel {
  return {
    isConfigured: true,
    missing: [],
    hasServerAccessToken: false,
    webhookUrl: 'http://localhost:3000/api/whatsapp/webhook',
    webhookVerifiedAt: '2026-11-01T10:00:00.000Z',
    usage: {
      monthYear: '2026-11',
      totalMessages: 12,
      messagesSent: 6,
      messagesReceived: 6,
      limit: 600,
      percent: 2,
      isNearLimit: false,
      isAtLimit: false,
    },
    ...overrides,
  };
}

const ACCOUNT: WhatsAppAccount = {
  id: '7b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
  websiteId: WEBSITE.id,
  websiteName: WEBSITE.name,
  phoneNumberId: '106540352242922',
  businessAccountId: '102290129340398',
  displayPhoneNumber: '+1 555 010 0100',
  timeZone: 'Europe/Berlin',
  isActive: true,
  hasAccessToken: true,
  accessTokenHint: '••••cdef',
  lastInboundAt: null,
  lastError: null,
  confirmedByMetaAt: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
};

const REFUSED_NUMBER_ID = '109999999999999';
const NOT_CONFIRMED =
  'Meta did not confirm this phone number ID for this WhatsApp Business Account and access token, or it cannot be connected here.';

const REFUSED_TOKEN = 'EAAG-revoked-token-0000000000000000';
const TOKEN_REFUSED = 'Meta refused the access token (invalid, expired or revoked).';

function whatsappApi(initial: WhatsAppAccountList) {
  const state = { ...initial, accounts: [...initial.accounts] };
  return fakeApi({
    user: TEST_USER,
    handle: (call: FakeApiCall) => {
      if (call.path === BASE) return { status: 200, body: WEBSITE };
      if (call.path === `${BASE}/knowledge`)
        return { status: 200, body: { faqs: [], texts: [], pages: [], crawl: null } };
      if (call.path === `${BASE}/crawl`) return { status: 200, body: { run: null } };
      if (call.path === ACCOUNTS && call.method === 'GET') return { status: 200, body: state };
      if (call.path === ACCOUNTS && call.method === 'POST') {
        const body = call.body as { phoneNumberId: string; businessAccountId: string; timeZone: string };
        if (body.phoneNumberId === REFUSED_NUMBER_ID) {
          return {
            status: 400,
            body: { error: { code: 'WHATSAPP_NUMBER_NOT_VERIFIED', message: NOT_CONFIRMED } },
          };
        }
        // The server stores the display number Meta returns.
        const created = {
          ...ACCOUNT,
          id: '8c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
          phoneNumberId: body.phoneNumberId,
          businessAccountId: body.businessAccountId,
          timeZone: body.timeZone,
          displayPhoneNumber: '+1 555-010-0100',
        };
        state.accounts.push(created);
        return { status: 201, body: created };
      }
      if (call.path.startsWith(`${ACCOUNTS}/`) && call.method === 'PATCH') {
        const account = state.accounts[0]!;
        const { accessToken, ...rest } = call.body as { accessToken?: string };
        if (accessToken === REFUSED_TOKEN) {
          return {
            status: 400,
            body: { error: { code: 'WHATSAPP_NUMBER_NOT_VERIFIED', message: TOKEN_REFUSED } },
          };
        }
        Object.assign(account, rest);
        // The server confirms a replaced token with Meta before saving it.
        if (accessToken)
          Object.assign(account, {
            accessTokenHint: '••••9999',
            confirmedByMetaAt: '2026-11-24T03:00:00.000Z',
          });
        return { status: 200, body: account };
      }
      return undefined;
    },
  });
}

describe('WhatsApp section of a website', () => {
  it('says what the server needs when WhatsApp is off, shows Meta’s refusal, and connects with the owner’s token', async () => {
    const user = userEvent.setup();
    const api = whatsappApi({
      accounts: [],
      channel: channel({
        isConfigured: false,
        missing: ['WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'],
        hasServerAccessToken: true,
        webhookVerifiedAt: null,
      }),
    });
    renderApp(`/websites/${WEBSITE.id}`);
    expect(await screen.findByText('WhatsApp is off on this server')).toBeInTheDocument();
    expect(screen.getByText('WHATSAPP_APP_SECRET', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('No WhatsApp number connected to this website yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Connect WhatsApp number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect WhatsApp number' });
    // No typed display number: the server takes Meta's.
    expect(within(dialog).queryByRole('textbox', { name: 'WhatsApp number' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Connect number' }));
    expect(await within(dialog).findAllByText(/must be the numeric id/)).toHaveLength(2);
    // The owner's own token is required, even when the server has one.
    expect(within(dialog).getByText('Access token looks too short')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path === ACCOUNTS && call.method === 'POST')).toBe(false);

    const phoneNumberId = within(dialog).getByRole('textbox', { name: 'Phone number ID' });
    await user.type(phoneNumberId, REFUSED_NUMBER_ID);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'WhatsApp Business Account ID' }),
      '102290129340398',
    );
    await user.type(within(dialog).getByLabelText('Access token'), 'EAAG-owner-token-0123456789abcdef');
    await user.click(within(dialog).getByRole('button', { name: 'Connect number' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(NOT_CONFIRMED);

    await user.clear(phoneNumberId);
    await user.type(phoneNumberId, '106540352242922');
    await user.click(within(dialog).getByRole('button', { name: 'Connect number' }));
    await waitFor(() =>
      expect(
        api.calls.filter((call) => call.path === ACCOUNTS && call.method === 'POST').at(-1)?.body,
      ).toEqual({
        phoneNumberId: '106540352242922',
        businessAccountId: '102290129340398',
        accessToken: 'EAAG-owner-token-0123456789abcdef',
        timeZone: expect.any(String),
      }),
    );
    const numbers = await screen.findByRole('list', { name: 'WhatsApp numbers' });
    expect(within(numbers).getByText('+1 555-010-0100', { exact: false })).toBeInTheDocument();
  });

  it('shows the usage warning, the token hint, and switches a number off', async () => {
    const user = userEvent.setup();
    const api = whatsappApi({
      accounts: [ACCOUNT],
      channel: channel({
        usage: {
          monthYear: '2026-11',
          totalMessages: 500,
          messagesSent: 250,
          messagesReceived: 250,
          limit: 600,
          percent: 83.3,
          isNearLimit: true,
          isAtLimit: false,
        },
      }),
    });
    renderApp(`/websites/${WEBSITE.id}`);
    const numbers = await screen.findByRole('list', { name: 'WhatsApp numbers' });
    expect(
      screen.getByText("You have used 83.3% of this month's 600 WhatsApp messages."),
    ).toBeInTheDocument();
    expect(screen.queryByText('Webhook not verified yet')).not.toBeInTheDocument();
    expect(within(numbers).getByText('Access token ••••cdef', { exact: false })).toBeInTheDocument();
    const toggle = within(numbers).getByRole('switch', { name: 'Answer on +1 555 010 0100' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ isActive: false }),
    );
    expect(await screen.findByText('WhatsApp number switched off')).toBeInTheDocument();
  });

  it('warns about a number Meta never confirmed and confirms it by replacing its token', async () => {
    const user = userEvent.setup();
    const api = whatsappApi({
      accounts: [{ ...ACCOUNT, confirmedByMetaAt: null }],
      channel: channel({}),
    });
    renderApp(`/websites/${WEBSITE.id}`);
    const numbers = await screen.findByRole('list', { name: 'WhatsApp numbers' });
    expect(within(numbers).getByText('Not confirmed with Meta')).toBeInTheDocument();
    expect(within(numbers).getByRole('button', { name: 'Send test message' })).toBeDisabled();

    await user.click(within(numbers).getByRole('button', { name: 'Replace access token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace access token' });
    await user.type(within(dialog).getByLabelText('Access token'), REFUSED_TOKEN);
    await user.click(within(dialog).getByRole('button', { name: 'Replace token' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(TOKEN_REFUSED);

    const field = within(dialog).getByLabelText('Access token');
    await user.clear(field);
    await user.type(field, 'EAAG-new-owner-token-000000009999');
    await user.click(within(dialog).getByRole('button', { name: 'Replace token' }));
    await waitFor(() =>
      expect(api.calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({
        accessToken: 'EAAG-new-owner-token-000000009999',
      }),
    );
    expect(await screen.findByText('Access token replaced and confirmed with Meta')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Not confirmed with Meta')).not.toBeInTheDocument());
    expect(screen.getByText('Access token ••••9999', { exact: false })).toBeInTheDocument();
  });
});
