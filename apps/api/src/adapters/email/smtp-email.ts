import { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import SMTPConnection from 'nodemailer/lib/smtp-connection';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outboxMessages } from '../../db/schema.js';
import type { EmailDelivery, EmailMessage, EmailSender } from './email.types.js';

/** The audit copy of a delivered email must not be a working reset or sign-in link. */
function maskSecrets(body: string, secrets: string[] | undefined): string {
  let masked = body;
  for (const secret of secrets ?? []) if (secret) masked = masked.split(secret).join('[redacted]');
  return masked;
}

type MailOptions = ConstructorParameters<typeof MailComposer>[0];

/**
 * The message as smtp-connection reads it: all of it at once, but its end (which makes smtp-connection write the
 * final "." that commits the message) only once `beforeEnd` resolved. smtp-connection starts reading only after
 * the server answered DATA with 354, so `beforeEnd` runs with the envelope accepted and the body on its way.
 */
function bodyEndingAfter(body: Buffer, beforeEnd: () => Promise<void>): Readable {
  let isStarted = false;
  return new Readable({
    read() {
      if (isStarted) return;
      isStarted = true;
      this.push(body);
      beforeEnd().then(
        () => this.push(null),
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
}

/**
 * One message over one SMTP connection, with a hook before the final "." (EmailMessage.beforeDataEnd). The same
 * connection settings as nodemailer's transport for the URL (parseConnectionUrl; STARTTLS when offered).
 */
async function sendWithDataEndHook(
  smtpUrl: string,
  mail: MailOptions,
  beforeDataEnd: () => Promise<void>,
): Promise<{ messageId: string; response: string }> {
  const node = new MailComposer(mail).compile();
  const envelope = node.getEnvelope() as SMTPConnection.Envelope;
  const messageId = node.messageId();
  const body = await node.build();
  const { auth, ...connectionOptions } = parseConnectionUrl(smtpUrl);
  // Well inside the outbound worker's two-minute claim, so that no second worker takes the message over while this
  // attempt is still talking to the server (nodemailer's defaults are 2 and 10 minutes).
  const connection = new SMTPConnection({
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
    ...connectionOptions,
  });
  return new Promise((resolve, reject) => {
    let isDone = false;
    const finish = (error: Error | null, response?: string) => {
      if (isDone) return;
      isDone = true;
      if (error) {
        connection.close();
        reject(error);
      } else {
        connection.quit();
        resolve({ messageId, response: response ?? '' });
      }
    };
    // Kept for the connection's life: an error after the answer (during QUIT) must not go unhandled.
    connection.on('error', (error: Error) => finish(error));
    connection.connect((connectError) => {
      if (connectError) return finish(connectError);
      const send = () =>
        connection.send(envelope, bodyEndingAfter(body, beforeDataEnd), (sendError, info) =>
          sendError ? finish(sendError) : finish(null, info.response),
        );
      if (auth && connection.allowsAuth) {
        connection.login(auth, (loginError) => (loginError ? finish(loginError) : send()));
      } else send();
    });
  });
}

/** Sends through SMTP (SMTP_URL) and records each attempt in the outbox table for auditing. */
export function createSmtpEmailSender(options: { smtpUrl: string; from: string; db: Database }): EmailSender {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    send: async (message: EmailMessage): Promise<EmailDelivery> => {
      const [row] = await options.db
        .insert(outboxMessages)
        .values({
          channel: 'email',
          recipient: message.to,
          subject: message.subject,
          textBody: maskSecrets(message.text, message.secrets),
          htmlBody: maskSecrets(message.html, message.secrets),
          status: 'sending',
          attempts: 1,
          userId: message.userId,
        })
        .returning({ id: outboxMessages.id });

      try {
        const mail = {
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.messageId ? { messageId: `<${message.messageId}>` } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
          ...(message.attachments ? { attachments: message.attachments } : {}),
        };
        // The outbound worker's messages need the moment before the final "." (decision 0120); the others
        // (sign-in links, resets) go through the transport as before.
        const info = (
          message.beforeDataEnd
            ? await sendWithDataEndHook(options.smtpUrl, mail, message.beforeDataEnd)
            : await transport.sendMail(mail)
        ) as { messageId?: string; response?: string };
        if (row)
          await options.db
            .update(outboxMessages)
            .set({ status: 'sent', sentAt: new Date() })
            .where(eq(outboxMessages.id, row.id));
        return {
          provider: 'smtp',
          providerMessageId: (info.messageId ?? message.messageId ?? row?.id ?? '').replace(/^<|>$/g, ''),
          response: info.response,
        };
      } catch (error) {
        if (row) {
          await options.db
            .update(outboxMessages)
            .set({ status: 'failed', lastError: error instanceof Error ? error.message : String(error) })
            .where(eq(outboxMessages.id, row.id));
        }
        throw error;
      }
    },
    close: async () => {
      transport.close();
    },
  };
}
