/**
 * The widget's live replies (issue 17): a stream opened only while the panel is open, the owner's messages labelled
 * with their name, notes, "typing…", each message once (by seq, also across a reload), and the assistant's
 * silence while a person has the conversation. jsdom has no EventSource: a recording fake stands in for it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storageKey } from './storage.js';
import { mountWidget, type WidgetHandle, type WidgetSettings } from './widget.js';

const WEBSITE_ID = '11111111-2222-4333-8444-555555555555';
const CONVERSATION_ID = '99999999-2222-4333-8444-555555555555';

class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = 2;
  }
  /** The server sends a live message. */
  message(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
  }
  typing(name: string) {
    for (const listener of this.listeners.get('typing') ?? [])
      listener(new MessageEvent('typing', { data: JSON.stringify({ n: name }) }));
  }
}

const settings: WidgetSettings = {
  websiteId: WEBSITE_ID,
  apiBase: 'https://api.test',
  greeting: 'Hello from the test!',
  botName: 'Test Bot',
  primaryColor: '#8B5CF6',
  colors: { launcherText: '#ffffff', accent: '#8457ea', accentText: '#ffffff' },
  position: 'bottom-right',
  autoPopupDelay: 0,
  size: 'medium',
  theme: 'light',
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));
let handle: WidgetHandle | undefined;
let fetchMock: ReturnType<typeof vi.fn>;

function root() {
  return document.querySelector('leadchat-widget')!.shadowRoot!;
}
function bubbles() {
  return [...root().querySelectorAll('.msg:not(.typing)')].map((m) => [
    m.className.replace('msg ', ''),
    m.querySelector('.who')?.textContent ?? '',
    m.querySelector('.bubble')!.textContent,
  ]);
}
function sseResponse(events: [string, unknown][]) {
  const body = events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}
async function send(text: string) {
  const input = root().querySelector<HTMLTextAreaElement>('#lc-input')!;
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  await flush();
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(
    storageKey(WEBSITE_ID),
    JSON.stringify({ visitorId: 'v_1', name: 'Ann', email: 'ann@example.com', messages: [] }),
  );
});

afterEach(() => {
  handle?.destroy();
  handle = undefined;
  vi.unstubAllGlobals();
});

describe('live replies in the widget', () => {
  it('opens the stream with the token from the first reply, only while the panel is open', async () => {
    handle = mountWidget(settings);
    root().querySelector<HTMLButtonElement>('.launcher')!.click();
    expect(FakeEventSource.instances).toHaveLength(0); // no conversation yet, nothing to listen to
    fetchMock.mockResolvedValueOnce(
      sseResponse([
        ['start', { conversationId: CONVERSATION_ID, liveToken: 'tok_1' }],
        ['delta', { text: 'Hi Ann!' }],
        ['done', { response: 'Hi Ann!', conversationId: CONVERSATION_ID }],
      ]),
    );
    await send('Hello');
    expect(FakeEventSource.instances).toHaveLength(1);
    const stream = FakeEventSource.instances[0]!;
    expect(stream.url).toBe(`https://api.test/api/widget/live/${CONVERSATION_ID}?token=tok_1&after=0`);

    handle.close();
    expect(stream.readyState).toBe(2);
    handle.open();
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[1]!.readyState).toBe(0);
  });

  it("shows the owner's messages by name, notes and typing; each seq once, kept across a reload", async () => {
    localStorage.setItem(
      storageKey(WEBSITE_ID),
      JSON.stringify({
        visitorId: 'v_1',
        name: 'Ann',
        email: 'ann@example.com',
        conversationId: CONVERSATION_ID,
        token: 'tok_1',
        seq: 7,
        messages: [{ role: 'user', text: 'Hello' }],
      }),
    );
    handle = mountWidget(settings);
    handle.open();
    const stream = FakeEventSource.instances[0]!;
    expect(stream.url).toContain('after=7');

    stream.typing('Sam');
    expect(root().querySelector('.typing .who')!.textContent).toBe('Sam');
    expect(root().querySelector('.typing .sr')!.textContent).toBe('Sam is typing');
    stream.message({ seq: 8, r: 'note', t: 'Sam joined the chat.' });
    stream.message({ seq: 9, r: 'owner', t: 'Hi Ann, Sam here.', n: 'Sam' });
    stream.message({ seq: 9, r: 'owner', t: 'Hi Ann, Sam here.', n: 'Sam' }); // a replay after a reconnect
    stream.message({ seq: 5, r: 'owner', t: 'old', n: 'Sam' });
    expect(root().querySelector('.typing')).toBeNull();
    expect(bubbles()).toEqual([
      ['u', 'You', 'Hello'],
      ['n', '', 'Sam joined the chat.'],
      ['o', 'Sam', 'Hi Ann, Sam here.'],
    ]);
    const stored = JSON.parse(localStorage.getItem(storageKey(WEBSITE_ID))!) as {
      seq: number;
      messages: unknown[];
    };
    expect(stored.seq).toBe(9);
    expect(stored.messages).toHaveLength(3);

    // A reload shows them again (from storage) and resumes after seq 9.
    handle.destroy();
    handle = mountWidget(settings);
    handle.open();
    expect(bubbles()).toEqual([
      ['u', 'You', 'Hello'],
      ['n', '', 'Sam joined the chat.'],
      ['o', 'Sam', 'Hi Ann, Sam here.'],
    ]);
    expect(FakeEventSource.instances.at(-1)!.url).toContain('after=9');
  });

  it('shows nothing from the assistant while a person has the conversation (empty reply), withdrawing a streamed one', async () => {
    localStorage.setItem(
      storageKey(WEBSITE_ID),
      JSON.stringify({
        visitorId: 'v_1',
        name: 'Ann',
        email: 'ann@example.com',
        conversationId: CONVERSATION_ID,
        token: 'tok_1',
        seq: 0,
        messages: [],
      }),
    );
    handle = mountWidget(settings);
    handle.open();
    fetchMock.mockResolvedValueOnce(
      sseResponse([
        ['start', { conversationId: CONVERSATION_ID, liveToken: 'tok_1' }],
        ['delta', { text: 'Our prices' }],
        ['done', { response: '', conversationId: CONVERSATION_ID }],
      ]),
    );
    await send('How much?');
    expect(bubbles().map(([kind, , text]) => [kind, text])).toEqual([
      ['a', 'Hello from the test!'],
      ['u', 'How much?'],
    ]);
    const stored = JSON.parse(localStorage.getItem(storageKey(WEBSITE_ID))!) as { messages: unknown[] };
    expect(stored.messages).toHaveLength(2);
    expect(root().querySelector('.log')!.getAttribute('aria-busy')).toBe('false');
  });

  it('tries again later when the server refused the stream', async () => {
    vi.useFakeTimers();
    localStorage.setItem(
      storageKey(WEBSITE_ID),
      JSON.stringify({
        visitorId: 'v_1',
        name: 'A',
        email: 'a@example.com',
        conversationId: CONVERSATION_ID,
        token: 't',
        seq: 3,
        messages: [],
      }),
    );
    handle = mountWidget(settings);
    handle.open();
    const first = FakeEventSource.instances[0]!;
    first.readyState = 2; // e.g. 429: EventSource gives up by itself
    first.onerror?.();
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(5000);
    expect(FakeEventSource.instances).toHaveLength(2);
    vi.useRealTimers();
  });
});
