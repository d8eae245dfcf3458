/**
 * What survives a reload or a move to another page of the same site: the visitor id, the
 * conversation id, the visitor's details and the messages shown. Storage can be unavailable
 * (privacy modes, sandboxed frames): the widget then keeps working for the current page only.
 */
/** 'owner': a person from the business (labelled with `name`); 'note': "Sam joined the chat." (issue 17). */
export type Role = 'user' | 'assistant' | 'owner' | 'note';
export type StoredMessage = { role: Role; text: string; name?: string };
export type VisitorState = {
  visitorId: string;
  conversationId?: string;
  /** Opens the conversation's live stream; `seq` is the last live message shown (the stream resumes after it). */
  token?: string;
  seq?: number;
  name?: string;
  email?: string;
  messages: StoredMessage[];
};

/** Enough history to continue; very long conversations keep their latest messages. */
const MAX_STORED_MESSAGES = 100;

export function storageKey(websiteId: string): string {
  return 'leadchat:' + websiteId;
}

/** 128 random bits; getRandomValues works on plain-http sites where randomUUID does not. */
export function createVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return 'v_' + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function isMessage(value: unknown): value is StoredMessage {
  const m = value as StoredMessage;
  return !!m && /^(user|assistant|owner|note)$/.test(m.role) && typeof m.text === 'string';
}

export function loadState(websiteId: string): VisitorState {
  try {
    const raw = localStorage.getItem(storageKey(websiteId));
    const parsed = raw ? (JSON.parse(raw) as Partial<VisitorState>) : undefined;
    if (parsed && typeof parsed.visitorId === 'string' && parsed.visitorId) {
      return {
        visitorId: parsed.visitorId,
        conversationId: typeof parsed.conversationId === 'string' ? parsed.conversationId : undefined,
        // A tampered value only makes the stream refuse to open (404); it is never shown.
        token: parsed.token,
        seq: parsed.seq || 0,
        name: typeof parsed.name === 'string' ? parsed.name : undefined,
        email: typeof parsed.email === 'string' ? parsed.email : undefined,
        messages: Array.isArray(parsed.messages) ? parsed.messages.filter(isMessage) : [],
      };
    }
  } catch {
    // Unreadable or blocked storage: start afresh.
  }
  return { visitorId: createVisitorId(), messages: [], seq: 0 };
}

export function saveState(websiteId: string, state: VisitorState): void {
  try {
    const messages = state.messages.slice(-MAX_STORED_MESSAGES);
    localStorage.setItem(storageKey(websiteId), JSON.stringify({ ...state, messages }));
  } catch {
    // Blocked or full storage: the conversation continues on this page only.
  }
}

/** Per-tab flags (auto-popup done, panel open) so navigation inside the site keeps the panel's state. */
export function readFlag(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeFlag(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Not persisted: only affects the next page of this tab.
  }
}
