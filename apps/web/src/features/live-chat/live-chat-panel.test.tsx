import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConversationDetail, LiveChatState } from '@leadchat/contract';
import { fakeApi, renderApp, TEST_USER } from '@/test/render-app';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const ID = '3f1d8c57-2b8e-4c43-9d0e-3b1b0a0c0042';

function detail(live: Partial<LiveChatState>, messages: ConversationDetail['messages']): ConversationDetail {
  return {
    id: ID,
    websiteId: '7b1d8c57-2b8e-4c43-9d0e-3b1b0a0c0001',
    websiteName: 'Joe Plumbing',
    visitorId: 'visitor-1',
    visitorName: 'Vera Visitor',
    visitorEmail: 'vera@example.com',
    isLeadCaptured: false,
    leadStatus: 'new',
    messageCount: messages.length,
    lastMessagePreview: 'Hello',
    source: 'web',
    createdAt: minutesAgo(10),
    lastActivityAt: minutesAgo(1),
    mode: live.mode ?? 'assistant',
    isHumanRequested: Boolean(live.humanRequestedAt),
    visitorPhone: null,
    visitorCompany: null,
    leadScore: 0,
    leadScoreReasons: [],
    tags: [],
    notes: null,
    capturedAt: null,
    messages,
    isTranscriptTruncated: false,
    live: {
      mode: 'assistant',
      humanName: null,
      isMine: false,
      humanRequestedAt: null,
      handBackAt: null,
      idleMinutes: 30,
      ...live,
    },
  };
}

const message = (role: string, content: string, authorName: string | null = null) => ({
  id: crypto.randomUUID(),
  role,
  content,
  responseTimeMs: role === 'assistant' ? 20 : null,
  createdAt: minutesAgo(1),
  authorName,
});

describe('live chat in the conversation details', () => {
  it('takes over, sends a reply (Enter), signals typing, and hands back; the transcript shows the owner by name', async () => {
    const calls: { method: string; path: string; body: unknown }[] = [];
    let current = detail({ humanRequestedAt: minutesAgo(2) }, [
      message('user', 'Can I talk to a person?'),
      message('assistant', "I've let the team know you'd like to talk to a person."),
    ]);
    fakeApi({
      user: TEST_USER,
      handle: ({ method, path, body }) => {
        if (path === '/api/conversations/stats')
          return {
            status: 200,
            body: { totalConversations: 1, activeConversations: 1, leadConversations: 0, averageMessages: 2 },
          };
        if (path === '/api/conversations')
          return {
            status: 200,
            body: { items: [current], total: 1, isTotalExact: true, page: 1, pageSize: 20 },
          };
        if (path === `/api/conversations/${ID}` && method === 'GET') return { status: 200, body: current };
        if (path.startsWith(`/api/conversations/${ID}/`)) {
          calls.push({ method, path, body });
          if (path.endsWith('/takeover')) {
            current = detail({ mode: 'human', humanName: 'Sam', isMine: true, handBackAt: minutesAgo(-30) }, [
              ...current.messages,
              message('system', 'Sam joined the chat.'),
            ]);
          } else if (path.endsWith('/messages')) {
            current = {
              ...current,
              messages: [...current.messages, message('owner', 'Hi Vera, Sam here.', 'Sam')],
            };
          } else if (path.endsWith('/handback')) {
            current = detail({}, [
              ...current.messages,
              message('system', 'Sam left the chat. The assistant is answering again.'),
            ]);
          } else if (path.endsWith('/typing')) {
            return { status: 204 };
          }
          return { status: 200, body: { live: current.live } };
        }
        return undefined;
      },
    });
    renderApp('/conversations');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Live')).toBeInTheDocument();
    expect(within(table).getByText('Asked for a person')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: /View details/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Conversation Details' });
    const panel = await within(dialog).findByRole('region', { name: 'Live chat' });
    expect(within(panel).getByText('The assistant is answering.')).toBeInTheDocument();
    expect(within(panel).getByText(/The visitor asked to talk to a person/)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Take over' }));
    expect(await within(panel).findByText(/You have this conversation \(as Sam\)/)).toBeInTheDocument();
    expect(within(dialog).getByText('Sam joined the chat.')).toBeInTheDocument();

    const reply = within(panel).getByLabelText('Reply to the visitor');
    await user.type(reply, 'Hi Vera, Sam here.');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(reply).toHaveValue(''));
    expect(await within(dialog).findByText('Hi Vera, Sam here.')).toBeInTheDocument();
    expect(within(dialog).getByText('Sam said:')).toBeInTheDocument();
    const typing = calls.filter((call) => call.path.endsWith('/typing'));
    expect(typing.length).toBeGreaterThanOrEqual(1);
    expect(typing.length).toBeLessThanOrEqual(2); // throttled: not one per keystroke
    expect(calls.find((call) => call.path.endsWith('/messages'))?.body).toEqual({
      content: 'Hi Vera, Sam here.',
    });

    await user.click(within(panel).getByRole('button', { name: 'Hand back to the assistant' }));
    expect(await within(panel).findByText('The assistant is answering.')).toBeInTheDocument();
    expect(calls.map((call) => call.path.split('/').at(-1))).toContain('handback');
  });
});
