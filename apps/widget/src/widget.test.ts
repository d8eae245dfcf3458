import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APOLOGY, DEFAULT_COLORS, DEFAULTS } from './constants.js';
import { storageKey } from './storage.js';
import { cornerOffset, mountWidget, type WidgetHandle, type WidgetSettings } from './widget.js';

const WEBSITE_ID = '11111111-2222-4333-8444-555555555555';
const CONVERSATION_ID = '99999999-2222-4333-8444-555555555555';

const settings = (overrides: Partial<WidgetSettings> = {}): WidgetSettings => ({
  websiteId: WEBSITE_ID,
  apiBase: 'https://api.test',
  greeting: 'Hello from the test!',
  botName: 'Test Bot',
  primaryColor: DEFAULTS.primaryColor,
  colors: DEFAULT_COLORS,
  position: 'bottom-right',
  autoPopupDelay: 0,
  size: 'medium',
  theme: 'light',
  ...overrides,
});

/** A reply whose SSE events the test pushes one by one. */
function controlledStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    push: (event: string, data: unknown) =>
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => controller.close(),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));
/** Focus moves in a task after the next frame (afterPaint), so the click or key task stays short. */
const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

let handle: WidgetHandle | undefined;
let fetchMock: ReturnType<typeof vi.fn>;

function ui() {
  const root = document.querySelector('leadchat-widget')!.shadowRoot!;
  const q = <T extends Element>(selector: string) => root.querySelector<T>(selector)!;
  return {
    root,
    launcher: q<HTMLButtonElement>('.launcher'),
    /** Built on first open. */
    panel: root.querySelector<HTMLElement>('.panel'),
    isOpen: () => root.querySelector<HTMLElement>('.panel')?.hidden === false,
    name: root.querySelector<HTMLInputElement>('#lc-name'),
    email: root.querySelector<HTMLInputElement>('#lc-email'),
    start: root.querySelector<HTMLButtonElement>('.start'),
    input: root.querySelector<HTMLTextAreaElement>('#lc-input'),
    send: root.querySelector<HTMLButtonElement>('.send'),
    bubbles: () =>
      [...root.querySelectorAll('.msg:not(.typing)')].map((m) => [
        m.classList.contains('u') ? 'user' : 'assistant',
        m.querySelector('.bubble')!.textContent,
      ]),
    typing: () => root.querySelector('.typing'),
  };
}

function type(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  element.value = value;
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

function pressEnter(element: HTMLElement, shiftKey = false) {
  const event = new KeyboardEvent('keydown', { key: 'Enter', shiftKey, bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
}

function startConversation() {
  ui().launcher.click();
  const view = ui();
  type(view.name!, '  Ann Visitor ');
  type(view.email!, ' ann@example.com ');
  view.start!.click();
  return ui();
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  handle?.destroy();
  handle = undefined;
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('details form', () => {
  it('enables Start Conversation only for a non-blank name and a valid email, then greets', async () => {
    handle = mountWidget(settings());
    ui().launcher.click();
    const view = ui();
    expect(view.start!.disabled).toBe(true);
    type(view.name!, '   ');
    type(view.email!, 'ann@example.com');
    expect(view.start!.disabled).toBe(true);
    type(view.name!, ' Ann Visitor ');
    type(view.email!, 'ann@example');
    expect(view.start!.disabled).toBe(true);
    type(view.email!, 'not an email');
    view.email!.dispatchEvent(new Event('blur'));
    expect(view.root.querySelector('#lc-email-error')!.textContent).toBe(
      'Please enter a valid email address.',
    );
    expect(view.email!.getAttribute('aria-invalid')).toBe('true');
    type(view.email!, ' ann@example.com ');
    expect(view.start!.disabled).toBe(false);
    expect(view.root.querySelector('#lc-email-error')!.textContent).toBe('');

    view.start!.click();
    const chat = ui();
    expect(chat.name).toBeNull();
    expect(chat.bubbles()).toEqual([['assistant', 'Hello from the test!']]);
    expect(chat.root.querySelector('.msg .who')!.textContent).toBe('Test Bot');
    await afterPaint();
    expect(chat.root.activeElement).toBe(chat.input);
    const stored = JSON.parse(localStorage.getItem(storageKey(WEBSITE_ID))!);
    expect(stored).toMatchObject({ name: 'Ann Visitor', email: 'ann@example.com' });
    expect(stored.visitorId).toMatch(/^v_[0-9a-f]{32}$/);
  });
});

describe('sending', () => {
  it('sends on Enter, not on Shift+Enter or blank input, streams the reply and blocks sends until it ends', async () => {
    handle = mountWidget(settings());
    const view = startConversation();
    const stream = controlledStream();
    fetchMock.mockResolvedValueOnce(stream.response);

    type(view.input!, '   ');
    expect(view.send!.disabled).toBe(true);
    pressEnter(view.input!);
    type(view.input!, 'line one');
    expect(pressEnter(view.input!, true).defaultPrevented).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();

    type(view.input!, ' Do you do implants? ');
    expect(pressEnter(view.input!).defaultPrevented).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.test/api/chat');
    expect(init.headers.Accept).toBe('text/event-stream');
    const body = JSON.parse(init.body);
    expect(body).toMatchObject({
      message: 'Do you do implants?',
      websiteId: WEBSITE_ID,
      visitorData: { name: 'Ann Visitor', email: 'ann@example.com' },
    });
    expect(body.conversationId).toBeUndefined();
    expect(view.input!.value).toBe('');
    expect(view.typing()).not.toBeNull();
    expect(view.root.querySelector('.log')!.getAttribute('aria-busy')).toBe('true');

    // Blocked while the reply is on its way.
    type(view.input!, 'second');
    expect(view.send!.disabled).toBe(true);
    pressEnter(view.input!);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    stream.push('start', { conversationId: CONVERSATION_ID });
    stream.push('delta', { text: 'Yes, we ' });
    await flush();
    expect(view.typing()).toBeNull();
    expect(view.bubbles().at(-1)).toEqual(['assistant', 'Yes, we ']);
    stream.push('delta', { text: 'do. See https://example.com/implants' });
    await flush();
    expect(view.bubbles().at(-1)).toEqual(['assistant', 'Yes, we do. See https://example.com/implants']);
    expect(view.send!.disabled).toBe(true);
    stream.push('done', {
      response: 'Yes, we do. See https://example.com/implants',
      conversationId: CONVERSATION_ID,
    });
    stream.end();
    await flush();
    expect(view.send!.disabled).toBe(false);
    expect(view.root.querySelector('.log')!.getAttribute('aria-busy')).toBe('false');
    expect(view.root.querySelector('.a:last-child a')!.getAttribute('rel')).toBe('noopener noreferrer');

    // The conversation id from the first reply is reused.
    fetchMock.mockResolvedValueOnce(
      Response.json({ response: 'Plain JSON reply', conversationId: CONVERSATION_ID }),
    );
    pressEnter(view.input!);
    await flush();
    expect(JSON.parse(fetchMock.mock.calls[1]![1].body)).toMatchObject({
      message: 'second',
      conversationId: CONVERSATION_ID,
      visitorId: body.visitorId,
    });
    expect(view.bubbles()).toEqual([
      ['assistant', 'Hello from the test!'],
      ['user', 'Do you do implants?'],
      ['assistant', 'Yes, we do. See https://example.com/implants'],
      ['user', 'second'],
      ['assistant', 'Plain JSON reply'],
    ]);
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'an HTTP 500',
      () => Promise.resolve(Response.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 })),
    ],
    [
      'a stream that ends early',
      () =>
        Promise.resolve(
          new Response('event: delta\ndata: {"text":"Hal"}\n\n', {
            headers: { 'content-type': 'text/event-stream' },
          }),
        ),
    ],
    [
      'an error event',
      () =>
        Promise.resolve(
          new Response(
            `event: error\ndata: ${JSON.stringify({ error: { code: 'X', message: 'x' }, response: APOLOGY })}\n\n`,
            {
              headers: { 'content-type': 'text/event-stream' },
            },
          ),
        ),
    ],
  ])('answers %s with the apology and lets the visitor send again', async (_name, reply) => {
    handle = mountWidget(settings());
    const view = startConversation();
    fetchMock.mockImplementationOnce(reply);
    type(view.input!, 'hello');
    pressEnter(view.input!);
    await flush();
    expect(view.bubbles().at(-1)).toEqual(['assistant', APOLOGY]);
    expect(view.typing()).toBeNull();
    type(view.input!, 'again');
    expect(view.send!.disabled).toBe(false);
  });
});

describe('rate limits', () => {
  it.each([
    [
      'a per-visitor limit',
      'Too many messages. Please wait a moment and try again.',
      '42',
      'Too many messages. Please wait a moment and try again. You can send another message in 42 seconds.',
    ],
    [
      'the monthly quota',
      'This assistant has reached its monthly message limit.',
      String(8 * 86_400 + 5),
      'This assistant has reached its monthly message limit. You can send another message in 9 days.',
    ],
  ])(
    'shows the server’s own message for %s and when to try again, not the apology',
    async (_name, message, retryAfter, shown) => {
      handle = mountWidget(settings());
      const view = startConversation();
      fetchMock.mockResolvedValueOnce(
        Response.json(
          { error: { code: 'RATE_LIMITED', message } },
          { status: 429, headers: { 'Retry-After': retryAfter } },
        ),
      );
      type(view.input!, 'hello');
      pressEnter(view.input!);
      await flush();
      expect(view.bubbles().at(-1)).toEqual(['assistant', shown]);
      expect(view.typing()).toBeNull();
      expect(view.root.querySelector('.log')!.getAttribute('aria-busy')).toBe('false');
      // The refusal is for now: it is not kept in the conversation a reload shows.
      const stored = JSON.parse(localStorage.getItem(storageKey(WEBSITE_ID))!) as { messages: unknown[] };
      expect(stored.messages.at(-1)).toEqual({ role: 'user', text: 'hello' });
      type(view.input!, 'again');
      expect(view.send!.disabled).toBe(false);
    },
  );

  it('answers a 429 without a readable body or Retry-After with a generic limit message', async () => {
    handle = mountWidget(settings());
    const view = startConversation();
    fetchMock.mockResolvedValueOnce(new Response('Too Many Requests', { status: 429 }));
    type(view.input!, 'hello');
    pressEnter(view.input!);
    await flush();
    expect(view.bubbles().at(-1)).toEqual(['assistant', 'Too many messages right now.']);
  });
});

describe('persistence', () => {
  it('continues the conversation after a reload', async () => {
    handle = mountWidget(settings());
    const view = startConversation();
    fetchMock.mockResolvedValueOnce(Response.json({ response: 'Hi Ann', conversationId: CONVERSATION_ID }));
    type(view.input!, 'hi');
    pressEnter(view.input!);
    await flush();
    handle.destroy();

    handle = mountWidget(settings());
    const again = ui();
    expect(again.name).toBeNull();
    expect(again.isOpen()).toBe(true); // it was open when the page was left
    expect(again.bubbles()).toEqual([
      ['assistant', 'Hello from the test!'],
      ['user', 'hi'],
      ['assistant', 'Hi Ann'],
    ]);
    fetchMock.mockResolvedValueOnce(Response.json({ response: 'ok', conversationId: CONVERSATION_ID }));
    type(again.input!, 'more');
    pressEnter(again.input!);
    await flush();
    expect(JSON.parse(fetchMock.mock.calls[1]![1].body).conversationId).toBe(CONVERSATION_ID);
  });

  it('survives unreadable storage', () => {
    localStorage.setItem(storageKey(WEBSITE_ID), '{not json');
    handle = mountWidget(settings());
    ui().launcher.click();
    expect(ui().name).not.toBeNull();
  });
});

describe('open and close', () => {
  it('moves focus into the panel on open (after the frame) and back to the launcher on Escape', async () => {
    handle = mountWidget(settings());
    let view = ui();
    expect(view.panel).toBeNull();
    expect(view.launcher.hasAttribute('aria-controls')).toBe(false);
    view.launcher.click();
    view = ui();
    expect(view.isOpen()).toBe(true);
    expect(view.launcher.getAttribute('aria-expanded')).toBe('true');
    expect(view.launcher.getAttribute('aria-controls')).toBe(view.panel!.id);
    await afterPaint();
    expect(view.root.activeElement).toBe(view.name);
    view.name!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(view.isOpen()).toBe(false);
    expect(view.launcher.getAttribute('aria-expanded')).toBe('false');
    expect(view.root.activeElement).toBe(view.launcher);
  });

  it('opens once by itself after autoPopupDelay without taking focus; 0 disables it', () => {
    vi.useFakeTimers();
    const outside = document.body.appendChild(document.createElement('input'));
    outside.focus();
    handle = mountWidget(settings({ autoPopupDelay: 3000 }));
    vi.advanceTimersByTime(2999);
    expect(ui().isOpen()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(ui().isOpen()).toBe(true);
    expect(document.activeElement).toBe(outside);
    ui().root.querySelector<HTMLButtonElement>('.close')!.click();
    handle.destroy();

    // Same tab, next page: it has popped up already.
    handle = mountWidget(settings({ autoPopupDelay: 3000 }));
    vi.advanceTimersByTime(10000);
    expect(ui().isOpen()).toBe(false);
    handle.destroy();

    sessionStorage.clear();
    handle = mountWidget(settings({ autoPopupDelay: 0 }));
    vi.advanceTimersByTime(60000);
    expect(ui().isOpen()).toBe(false);
    outside.remove();
  });

  it('builds only the launcher on page load; the panel and the stored conversation come in a later task', () => {
    vi.useFakeTimers(); // jsdom has no requestIdleCallback: the fallback is a timer
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    handle = mountWidget(settings());
    const readsConversation = () => getItem.mock.calls.some(([key]) => key === storageKey(WEBSITE_ID));
    expect(ui().root.querySelectorAll('*').length).toBeLessThan(10);
    expect(readsConversation()).toBe(false);
    vi.advanceTimersByTime(100);
    expect(readsConversation()).toBe(true);
    expect(ui().panel!.hidden).toBe(true);
    getItem.mockClear();
    ui().launcher.click(); // opening only shows it
    expect(ui().isOpen()).toBe(true);
    expect(readsConversation()).toBe(false);
    getItem.mockRestore();
  });

  it("asks for the time zone in an idle moment after the panel is built, never in the visitor's send", async () => {
    // A fresh module: the zone is kept once asked.
    vi.resetModules();
    const fresh = await import('./widget.js');
    vi.stubGlobal('Temporal', undefined);
    vi.useFakeTimers(); // jsdom has no requestIdleCallback: the fallback is a timer
    const formats = vi.spyOn(Intl, 'DateTimeFormat');
    handle = fresh.mountWidget(settings());
    expect(formats).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100); // the panel
    vi.advanceTimersByTime(100); // the zone, in an idle moment of its own
    expect(formats).toHaveBeenCalledTimes(1);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    formats.mockClear();

    const view = startConversation();
    fetchMock.mockResolvedValueOnce(controlledStream().response);
    type(view.input!, 'Tuesday morning?');
    pressEnter(view.input!);
    expect(formats).not.toHaveBeenCalled();
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body).visitorTimezone).toBe(zone);
    formats.mockRestore();
  });

  it('takes the time zone from Temporal where the browser has it', async () => {
    vi.resetModules();
    const fresh = await import('./widget.js');
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Europe/Lisbon' } });
    const formats = vi.spyOn(Intl, 'DateTimeFormat');
    handle = fresh.mountWidget(settings());
    const view = startConversation();
    fetchMock.mockResolvedValueOnce(controlledStream().response);
    type(view.input!, 'Tuesday morning?');
    pressEnter(view.input!);
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body).visitorTimezone).toBe('Europe/Lisbon');
    expect(formats).not.toHaveBeenCalled();
    formats.mockRestore();
  });

  it('builds the panel on the spot when it opens before the idle moment', () => {
    handle = mountWidget(settings());
    expect(ui().panel).toBeNull();
    ui().launcher.click();
    expect(ui().isOpen()).toBe(true);
  });

  it('lifts the launcher above a fixed element of the page in its corner, not above overlays', () => {
    const button = document.body.appendChild(document.createElement('a'));
    button.style.position = 'fixed';
    const rect = (top: number, bottom: number) =>
      vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(new DOMRect(900, top, 200, bottom - top));
    const elementsFromPoint = vi.fn(() => [button.appendChild(document.createElement('span')), button]);
    Object.defineProperty(document, 'elementsFromPoint', { value: elementsFromPoint, configurable: true });
    try {
      rect(innerHeight - 66, innerHeight - 16); // a 50 px "call now" button 16 px from the bottom
      expect(cornerOffset(false)).toEqual({ x: 0, y: 58 });
      expect(elementsFromPoint.mock.calls[0]).toEqual([innerWidth - 40, innerHeight - 48]);
      expect(cornerOffset(true).y).toBe(58);
      rect(0, innerHeight); // a full-height overlay or side bar: not a corner button
      expect(cornerOffset(false)).toEqual({ x: 0, y: 0 });
      button.style.position = 'static';
      rect(innerHeight - 66, innerHeight - 16);
      expect(cornerOffset(false)).toEqual({ x: 0, y: 0 });
    } finally {
      delete (document as { elementsFromPoint?: unknown }).elementsFromPoint;
      button.remove();
    }
  });

  it('moves the launcher and panel by the configured offset', () => {
    handle = mountWidget(settings({ offset: { x: 24, y: 90 } }));
    const wrap = ui().root.querySelector<HTMLElement>('.w')!;
    expect(wrap.style.getPropertyValue('--ox')).toBe('24px');
    expect(wrap.style.getPropertyValue('--oy')).toBe('90px');
  });

  it('paints with the primary colour and the colours the server computed for it', () => {
    const colors = { launcherText: '#111827', accent: '#fde048', accentText: '#111827' };
    handle = mountWidget(settings({ primaryColor: '#FDE047', colors }));
    const wrap = ui().root.querySelector<HTMLElement>('.w')!;
    expect(wrap.style.getPropertyValue('--p')).toBe('#FDE047');
    expect(wrap.style.getPropertyValue('--pt')).toBe('#111827');
    expect(wrap.style.getPropertyValue('--pa')).toBe('#fde048');
    expect(wrap.style.getPropertyValue('--pat')).toBe('#111827');
  });
});
