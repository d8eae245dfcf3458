/** A real SMTP server (smtp-server) on a random local port that keeps what it receives, for delivery tests. */
import { SMTPServer } from 'smtp-server';

export type ReceivedEmail = {
  to: string[];
  raw: string;
  /** The raw message with quoted-printable soft line breaks joined (enough to search the text). */
  text: string;
  subject: string;
  messageId: string | undefined;
  headers: Map<string, string>;
};

export type SmtpReceiver = {
  url: string;
  received: ReceivedEmail[];
  /** Messages whose sender went away after DATA and before the final "." (the server discards them). */
  aborted: number;
  /** Runs once the message was read, before the server answers 250 (the crash tests kill the worker here). */
  onMessage?: (email: ReceivedEmail) => Promise<void> | void;
  /** Messages as a mailbox shows them: one per Message-ID (what Gmail and Outlook do with a resent copy). */
  mailbox: () => ReceivedEmail[];
  close: () => Promise<void>;
};

function parseHeaders(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const index = line.indexOf(':');
    if (index > 0) headers.set(line.slice(0, index).trim().toLowerCase(), line.slice(index + 1).trim());
  }
  return headers;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const state: { received: ReceivedEmail[]; aborted: number; onMessage?: SmtpReceiver['onMessage'] } = {
    received: [],
    aborted: 0,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      let isEnded = false;
      stream.on('error', () => undefined);
      stream.on('close', () => {
        if (!isEnded) state.aborted++;
      });
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        isEnded = true;
        const headers = parseHeaders(raw);
        const email: ReceivedEmail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          text: Buffer.from(decodeQuotedPrintable(raw), 'latin1').toString('utf8'),
          subject: headers.get('subject') ?? '',
          messageId: headers.get('message-id'),
          headers,
        };
        state.received.push(email);
        Promise.resolve(state.onMessage?.(email)).then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    get received() {
      return state.received;
    },
    get aborted() {
      return state.aborted;
    },
    get onMessage() {
      return state.onMessage;
    },
    set onMessage(value) {
      state.onMessage = value;
    },
    mailbox: () => {
      const seen = new Set<string>();
      return state.received.filter((email) => {
        const key = email.messageId ?? email.raw;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
