import nodemailer from 'nodemailer';
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
        const info = (await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.messageId ? { messageId: `<${message.messageId}>` } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
          ...(message.attachments ? { attachments: message.attachments } : {}),
        })) as { messageId?: string; response?: string };
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
