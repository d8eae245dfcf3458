/**
 * The widget's UI: one host element with a shadow root holding the launcher and the chat panel.
 * States (docs/product/behaviour.md): closed or open; inside the panel, the details form until the visitor gave a name
 * and a valid email, then the conversation. Messages are only ever inserted as text (text.ts).
 * On a page load only the launcher is built; the panel and the stored conversation (localStorage, whose
 * first read can cost milliseconds) are prepared in a later idle moment, or when the panel first opens if
 * that comes first, so the visitor's click only shows it (docs/decisions/0031-widget-core-web-vitals.md).
 */
import type { OfferedSlot, WidgetConfig, WidgetLiveMessage } from '@leadchat/contract';
import css from './widget.css?inline';
import { sendMessage, type Reply } from './api.js';
import { APOLOGY, EMAIL_PATTERN, MAX_MESSAGE_LENGTH, PANEL_SIZES } from './constants.js';
import { afterPaint, h, icon, ICON_CHAT, ICON_CLOSE, ICON_DOWN, ICON_SEND } from './dom.js';
import { loadState, readFlag, saveState, writeFlag, type Role } from './storage.js';
import { renderText } from './text.js';

export type Theme = 'light' | 'dark';
/** `offset`: how far (CSS px) the launcher and panel move in from their corner; unset: see cornerOffset. */
export type WidgetSettings = WidgetConfig & { apiBase: string; theme: Theme; offset?: Offset };
export type Offset = { x: number; y: number };
export type WidgetHandle = { open: () => void; close: () => void; destroy: () => void };

export const HOST_TAG = 'leadchat-widget';

type Panel = {
  element: HTMLElement;
  focusFirst: () => void;
  scrollDown: () => void;
  live: (open: boolean) => void;
};

/** Runs `work` in an idle moment (or soon, where there is no requestIdleCallback). */
function whenIdle(work: () => void, timeout: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout });
  else setTimeout(work, 50);
}

let zone: string | undefined;
/**
 * The browser's IANA time zone: offered booking times are labelled in it. `Intl.DateTimeFormat()` builds a whole
 * formatter to answer, and the first one loads ICU's data: 100+ ms at 4x CPU, which made sending the first
 * message a long task (docs/decisions/0140-widget-interactions-main-thread.md). So it is asked once, in an idle
 * moment after the panel is prepared, and kept; `Temporal.Now.timeZoneId()` answers in about a millisecond where
 * the browser has it.
 */
function visitorZone(): string {
  const temporal = (globalThis as { Temporal?: { Now: { timeZoneId: () => string } } }).Temporal;
  return (zone ??= temporal ? temporal.Now.timeZoneId() : Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/**
 * Textareas that size themselves to their content (CSS `field-sizing`, widget.css) need no measuring; elsewhere
 * the message box measures its scrollHeight on input.
 */
const fieldSizing = () => typeof CSS !== 'undefined' && !!CSS.supports?.('field-sizing', 'content');

/** Constructable stylesheets are not subject to the host page's CSP style-src; <style> is the fallback. */
function adoptStyles(root: ShadowRoot, text: string): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    root.adoptedStyleSheets = [sheet];
  } catch {
    root.append(h('style', {}, text));
  }
}

/** Builds the panel: header, then the details form or the conversation. */
function buildPanel(settings: WidgetSettings, onClose: () => void): Panel {
  const { websiteId, botName } = settings;
  const state = loadState(websiteId);
  let isBusy = false;

  const closeButton = h(
    'button',
    { type: 'button', class: 'close', 'aria-label': 'Close chat' },
    icon(ICON_CLOSE),
  );
  closeButton.addEventListener('click', onClose);
  const panel = h(
    'div',
    { class: 'panel', id: 'lc-panel', role: 'dialog', 'aria-labelledby': 'lc-title', hidden: '' },
    h('div', { class: 'head' }, h('div', { class: 'title', id: 'lc-title' }, botName), closeButton),
  );

  // ── details form ──
  const nameInput = h('input', {
    id: 'lc-name',
    type: 'text',
    autocomplete: 'name',
    maxlength: '200',
    required: '',
  });
  const emailInput = h('input', {
    id: 'lc-email',
    type: 'email',
    autocomplete: 'email',
    maxlength: '320',
    required: '',
    'aria-describedby': 'lc-email-error',
  });
  const emailError = h('p', { id: 'lc-email-error', class: 'error', 'aria-live': 'polite' });
  const startButton = h('button', { type: 'submit', class: 'start', disabled: '' }, 'Start Conversation');
  const details = h(
    'form',
    { class: 'details', novalidate: '', 'aria-label': 'Your details' },
    h('p', { class: 'intro' }, 'Please enter your name and email to start chatting.'),
    h('label', { for: 'lc-name' }, 'Name'),
    nameInput,
    h('label', { for: 'lc-email' }, 'Email'),
    emailInput,
    emailError,
    startButton,
  );

  // ── conversation ──
  const log = h('div', {
    class: 'log',
    role: 'log',
    'aria-live': 'polite',
    'aria-label': 'Messages',
    tabindex: '0',
  });
  const input = h('textarea', {
    id: 'lc-input',
    rows: '1',
    maxlength: String(MAX_MESSAGE_LENGTH),
    placeholder: 'Type your message...',
    dir: 'auto',
  });
  const sendButton = h(
    'button',
    { type: 'submit', class: 'send', 'aria-label': 'Send message', disabled: '' },
    icon(ICON_SEND),
  );
  const composer = h(
    'form',
    { class: 'composer' },
    h('label', { for: 'lc-input', class: 'sr' }, 'Message'),
    input,
    sendButton,
  );
  // One "typing…" bubble, for the assistant while a reply is on its way or for the owner while they type.
  const typingWho = h('span', { class: 'who' });
  const typingText = h('span', { class: 'sr' });
  const typing = h(
    'div',
    { class: 'msg a typing' },
    typingWho,
    h(
      'div',
      { class: 'bubble' },
      h('span', { class: 'dots', 'aria-hidden': 'true' }, h('i'), h('i'), h('i')),
      typingText,
    ),
  );
  const showTyping = (name: string) => {
    typingWho.textContent = name;
    typingText.textContent = name + ' is typing';
    log.append(typing);
    scrollDown();
  };

  const persist = () => saveState(websiteId, state);
  // At most once a frame, in the frame's own rendering work: reading scrollHeight right away would force a
  // layout inside the visitor's key or click task.
  let scrollFrame = 0;
  const scrollDown = () => {
    scrollFrame ||= requestAnimationFrame(() => {
      scrollFrame = 0;
      log.scrollTop = log.scrollHeight;
    });
  };

  /** Classes: u (the visitor), a (the assistant), o (a person from the business, by name), n (a note). */
  function addMessage(role: Role, text: string, name?: string): HTMLElement {
    const bubble = h('div', { class: 'bubble', dir: 'auto' });
    renderText(bubble, text);
    log.append(
      h(
        'div',
        { class: 'msg ' + role[0] },
        role !== 'note' && h('span', { class: 'who' }, role === 'user' ? 'You' : name || botName),
        bubble,
      ),
    );
    scrollDown();
    return bubble;
  }

  function record(role: Role, text: string, name?: string): void {
    state.messages.push({ role, text, name });
    persist();
  }

  function showConversation(): void {
    if (!state.messages.length) record('assistant', settings.greeting);
    details.remove();
    panel.append(log, composer);
    for (const message of state.messages) addMessage(message.role, message.text, message.name);
  }

  // ── live replies (issue 17): the owner's messages, notes and follow-ups, over a stream that is open only
  // while the panel is (the host page pays nothing when it's closed). EventSource reconnects by itself with
  // Last-Event-ID; `seq` (stored) skips anything already shown, so a message appears exactly once. ──
  let source: EventSource | undefined;
  let typingTimer: ReturnType<typeof setTimeout>;
  function live(open: boolean): void {
    if (source && !open) source = void source.close();
    if (!open || source || !state.token) return;
    const stream = (source = new EventSource(
      `${settings.apiBase}/api/widget/live/${state.conversationId}?token=${state.token}&after=${state.seq}`,
    ));
    stream.onmessage = (event) => {
      const m = JSON.parse(event.data) as WidgetLiveMessage;
      if (m.seq <= state.seq!) return;
      state.seq = m.seq;
      if (!isBusy) typing.remove();
      addMessage(m.r, m.t, m.n);
      record(m.r, m.t, m.n);
    };
    stream.addEventListener('typing', (event) => {
      if (isBusy) return;
      showTyping(JSON.parse((event as MessageEvent).data).n);
      clearTimeout(typingTimer);
      typingTimer = setTimeout(() => isBusy || typing.remove(), 6000);
    });
    // Refused (the server answered an error rather than dropping the connection): try again a little later.
    stream.onerror = () => {
      if (stream.readyState === 2 && source === stream) {
        source = undefined;
        setTimeout(() => live(!panel.hidden), 5000);
      }
    };
  }

  // ── booking (issue 11): offered times as buttons; a tap sends the time as the visitor's message with its slot
  // token, and the assistant's reply is the booking's outcome ──
  function offerSlots(slots: OfferedSlot[]): void {
    const group = h('div', { class: 'slots', role: 'group', 'aria-label': 'Available times' });
    for (const slot of slots) {
      const button = h('button', { type: 'button', class: 'slot' }, slot.label);
      button.onclick = () => {
        if (isBusy) return;
        group.remove();
        void send(slot.label, slot.token);
      };
      group.append(button);
    }
    log.append(group);
    scrollDown();
  }

  // ── details form behaviour ──
  const detailsValid = () => nameInput.value.trim() !== '' && EMAIL_PATTERN.test(emailInput.value.trim());
  const showEmailError = (show: boolean) => {
    emailError.textContent = show ? 'Please enter a valid email address.' : '';
    emailInput.setAttribute('aria-invalid', String(show));
  };
  details.addEventListener('input', () => {
    startButton.disabled = !detailsValid();
    if (emailError.textContent && EMAIL_PATTERN.test(emailInput.value.trim())) showEmailError(false);
  });
  emailInput.addEventListener('blur', () => {
    const email = emailInput.value.trim();
    showEmailError(email !== '' && !EMAIL_PATTERN.test(email));
  });
  details.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!detailsValid()) return;
    state.name = nameInput.value.trim();
    state.email = emailInput.value.trim();
    persist();
    showConversation();
    afterPaint(() => input.focus());
  });

  // ── sending ──
  const updateSend = () => {
    sendButton.disabled = isBusy || input.value.trim() === '';
  };
  const autoSized = fieldSizing();
  const fitInput = () => {
    // Sized by the stylesheet: measuring would force a style and layout pass inside every keystroke.
    if (autoSized) return;
    input.style.height = '';
    // Empty (just sent): the stylesheet's height; no need to measure, which would force a layout.
    if (input.value) input.style.height = Math.min(input.scrollHeight + 2, 120) + 'px';
  };

  async function send(slotLabel?: string, slotToken?: string): Promise<void> {
    const text = slotLabel ?? input.value.trim();
    if (!text || isBusy) return;
    isBusy = true;
    if (!slotToken) input.value = '';
    fitInput();
    updateSend();
    // Sent with the button: the caret goes back to the message box.
    afterPaint(() => input.focus());
    addMessage('user', text);
    record('user', text);
    // aria-busy: screen readers announce the reply once, complete, instead of every streamed piece.
    log.setAttribute('aria-busy', 'true');
    showTyping(botName);

    let bubble: HTMLElement | undefined;
    let streamed = '';
    let frame = 0;
    const paint = () => {
      frame = 0;
      if (bubble) renderText(bubble, streamed);
      scrollDown();
    };
    let reply: Reply;
    try {
      reply = await sendMessage(
        settings.apiBase,
        {
          message: text,
          conversationId: state.conversationId,
          websiteId,
          visitorId: state.visitorId,
          visitorData: { name: state.name ?? '', email: state.email ?? '' },
          visitorTimezone: visitorZone(),
          slotToken,
        },
        {
          // The live token comes with the conversation's id, first thing in the reply.
          onConversation: (conversationId, token) => {
            if (state.conversationId !== conversationId || (token && token !== state.token)) {
              state.conversationId = conversationId;
              state.token = token;
              persist();
            }
          },
          onDelta: (delta) => {
            streamed += delta;
            if (!bubble) {
              typing.remove();
              bubble = addMessage('assistant', '');
            }
            if (!frame) frame = requestAnimationFrame(paint);
          },
        },
      );
    } catch {
      reply = { response: APOLOGY, failed: true };
    }
    cancelAnimationFrame(frame);
    typing.remove();
    if (reply.failed || reply.response) {
      const answer = reply.response || APOLOGY;
      if (bubble) renderText(bubble, answer);
      else addMessage('assistant', answer);
      if (!reply.limited) record('assistant', answer);
      if (reply.booking?.slots?.length) offerSlots(reply.booking.slots);
    } else {
      // Empty: a person from the business has the conversation; a reply that was streaming is withdrawn.
      bubble?.parentElement!.remove();
    }
    log.setAttribute('aria-busy', 'false');
    isBusy = false;
    updateSend();
    scrollDown();
    live(!panel.hidden);
  }

  input.addEventListener('input', () => {
    fitInput();
    updateSend();
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      void send();
    }
  });
  composer.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });

  if (state.name && state.email) showConversation();
  else panel.append(details);

  return {
    element: panel,
    focusFirst: () => (details.isConnected ? nameInput : input).focus(),
    scrollDown,
    live,
  };
}

/**
 * Local-business sites often keep their own fixed "call now" button or banner in a bottom corner. Looks at
 * the launcher's spot (a few points, read once before the widget is shown, so nothing moves after its first
 * paint) for the page's fixed or sticky elements anchored near the bottom, and returns how far to lift the
 * launcher to sit 12 px above the highest of them. Full-screen overlays and tall side bars (over a third of
 * the viewport high) are not treated as corner buttons.
 */
export function cornerOffset(left: boolean): Offset {
  const width = innerWidth;
  const height = innerHeight;
  let lift = 0;
  // Distances from the corner: the launcher's centre, near its outer corner, near its inner corner.
  for (const [dx, dy] of [
    [40, 48],
    [20, 28],
    [64, 72],
  ] as const) {
    const x = left ? dx : width - dx;
    // Optional call: not every DOM implementation has it (jsdom in the unit tests).
    for (const hit of document.elementsFromPoint?.(x, height - dy) ?? []) {
      for (let el: Element | null = hit; el && el !== document.body; el = el.parentElement) {
        if (!/^(fixed|sticky)$/.test(getComputedStyle(el).position)) continue;
        const box = el.getBoundingClientRect();
        if (box.height <= height / 3 && box.bottom >= height - 96)
          lift = Math.max(lift, height - box.top - 8);
        break;
      }
    }
  }
  return { x: 0, y: Math.round(Math.min(lift, height / 2)) };
}

export function mountWidget(settings: WidgetSettings): WidgetHandle {
  const flagPrefix = `leadchat:${settings.websiteId}:`;
  let isOpen = false;
  let panel: Panel | undefined;

  const host = document.createElement(HOST_TAG);
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root, css);

  const wrap = h('div', {
    class: `w ${settings.position === 'bottom-left' ? 'left' : 'right'} ${settings.theme}`,
    lang: 'en',
  });
  const { colors } = settings;
  const [width, height] = PANEL_SIZES[settings.size] ?? PANEL_SIZES.medium;
  const offset = settings.offset ?? cornerOffset(settings.position === 'bottom-left');
  const variables: [string, string][] = [
    ['--ox', offset.x + 'px'],
    ['--oy', offset.y + 'px'],
    ['--p', settings.primaryColor],
    ['--pt', colors.launcherText],
    ['--pa', colors.accent],
    ['--pat', colors.accentText],
    ['--w', width + 'px'],
    ['--h', height + 'px'],
  ];
  for (const [name, value] of variables) wrap.style.setProperty(name, value);

  const launcher = h(
    'button',
    { type: 'button', class: 'launcher', 'aria-expanded': 'false', 'aria-label': 'Open chat' },
    icon(ICON_CHAT, 'i-chat'),
    icon(ICON_DOWN, 'i-down'),
  );
  wrap.append(h('div', { class: 'area' }, launcher));
  root.append(wrap);

  /** The panel, hidden (not styled, laid out or painted until it opens). */
  function prepare(): void {
    if (panel || !host.isConnected) return;
    panel = buildPanel(settings, () => setOpen(false, true));
    wrap.append(panel.element);
    launcher.setAttribute('aria-controls', 'lc-panel');
    // Needed by the first send; asked now, in an idle moment of its own, rather than in the visitor's Enter.
    whenIdle(visitorZone, 5000);
  }

  function setOpen(open: boolean, moveFocus: boolean): void {
    if (open) prepare();
    isOpen = open;
    if (panel) panel.element.hidden = !open;
    panel?.live(open);
    wrap.classList.toggle('open', open);
    launcher.setAttribute('aria-expanded', String(open));
    launcher.setAttribute('aria-label', open ? 'Hide chat' : 'Open chat');
    writeFlag(flagPrefix + 'open', open ? '1' : '0');
    // Once the panel has been shown (by the visitor or automatically) it never pops up by itself again.
    writeFlag(flagPrefix + 'popped', '1');
    if (open) {
      panel!.scrollDown();
      if (moveFocus) afterPaint(() => isOpen && panel!.focusFirst());
    } else if (moveFocus) {
      launcher.focus();
    }
  }

  launcher.addEventListener('click', () => setOpen(!isOpen, true));
  root.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape' && isOpen) setOpen(false, true);
  });

  // A child of <html>, after <body>: page rules like `body > :last-child`, a transformed body (which would
  // re-anchor position: fixed) and scripts that rewrite the body's content don't reach it.
  document.documentElement.append(host);

  let popupTimer: ReturnType<typeof setTimeout> | undefined;
  if (readFlag(flagPrefix + 'open') === '1') setOpen(true, false);
  else if (settings.autoPopupDelay > 0 && !readFlag(flagPrefix + 'popped')) {
    // Opening by itself must not take the keyboard focus away from the page. The delay counts from the page's
    // start, as a visitor sees it, not from the widget's deliberately late start (main.ts).
    popupTimer = setTimeout(
      () => isOpen || setOpen(true, false),
      Math.max(0, settings.autoPopupDelay - performance.now()),
    );
  }
  // Built in an idle moment of its own rather than in the visitor's click: opening then only shows it.
  whenIdle(prepare, 5000);

  return {
    open: () => setOpen(true, true),
    close: () => setOpen(false, true),
    destroy: () => {
      clearTimeout(popupTimer);
      panel?.live(false);
      host.remove();
    },
  };
}
