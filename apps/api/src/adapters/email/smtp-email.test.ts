/**
 * The SMTP sender's hook before the final "." (decision 0120), against a real SMTP server (smtp-server): it runs
 * once the server took the envelope and before the message is committed, a rejection aborts the message (the
 * server keeps nothing), and AUTH from SMTP_URL is used as nodemailer's transport would.
 */
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.js';
import { createSmtpEmailSender } from './smtp-email.js';

let database: TestDatabase;
let smtp: SmtpReceiver;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpReceiver();
});

afterAll(async () => {
  await smtp?.close();
  await database?.close();
});

const message = (subject: string, beforeDataEnd: () => Promise<void>) => ({
  to: 'owner@example.test',
  subject,
  text: 'A lead',
  html: '<p>A lead</p>',
  messageId: `${subject.replaceAll(' ', '-')}@leadchat.test`,
  headers: { 'List-Unsubscribe': '<https://leadchat.test/u>' },
  beforeDataEnd,
});

describe('the SMTP sender with a hook before the final "."', () => {
  it('runs the hook with the envelope accepted and nothing committed yet, then sends the message whole', async () => {
    const sender = createSmtpEmailSender({
      smtpUrl: smtp.url,
      from: 'LeadChat <noreply@leadchat.test>',
      db: database.db,
    });
    let receivedAtHook = -1;
    const delivery = await sender.send(
      message('Hooked alert', async () => {
        receivedAtHook = smtp.received.filter((m) => m.subject === 'Hooked alert').length;
      }),
    );
    expect(receivedAtHook).toBe(0);
    const [email] = smtp.received.filter((m) => m.subject === 'Hooked alert');
    expect(email?.messageId).toBe('<Hooked-alert@leadchat.test>');
    expect(email?.headers.get('list-unsubscribe')).toBe('<https://leadchat.test/u>');
    expect(email?.headers.get('from')).toContain('noreply@leadchat.test');
    expect(email?.text).toContain('A lead');
    expect(delivery).toMatchObject({ provider: 'smtp', providerMessageId: 'Hooked-alert@leadchat.test' });
    expect(delivery?.response).toMatch(/^250/);
    await sender.close();
  });

  it('a failing hook aborts the message: the server keeps nothing and the send fails', async () => {
    const sender = createSmtpEmailSender({
      smtpUrl: smtp.url,
      from: 'noreply@leadchat.test',
      db: database.db,
    });
    const aborted = smtp.aborted;
    await expect(
      sender.send(message('Aborted alert', () => Promise.reject(new Error('the database went away')))),
    ).rejects.toThrow();
    await expect.poll(() => smtp.aborted).toBe(aborted + 1);
    expect(smtp.received.filter((m) => m.subject === 'Aborted alert')).toHaveLength(0);
    await sender.close();
  });

  it('signs in with the credentials of SMTP_URL, and a wrong password sends nothing', async () => {
    const accepted: string[] = [];
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: 'mailer' });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          accepted.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    try {
      let hookCalls = 0;
      const hook = async () => void hookCalls++;
      const good = createSmtpEmailSender({
        smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${port}`,
        from: 'noreply@leadchat.test',
        db: database.db,
      });
      await good.send(message('Authenticated alert', hook));
      expect(accepted).toHaveLength(1);
      const bad = createSmtpEmailSender({
        smtpUrl: `smtp://mailer:wrong@127.0.0.1:${port}`,
        from: 'noreply@leadchat.test',
        db: database.db,
      });
      await expect(bad.send(message('Refused alert', hook))).rejects.toThrow();
      expect(accepted).toHaveLength(1);
      expect(hookCalls).toBe(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
