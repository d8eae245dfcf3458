/**
 * How each channel hands a message to its provider, behind one small interface the worker drives. Email and SMS
 * are built here from their adapters; WhatsApp and webhooks plug their own sender in (startOutboundWorker's
 * `senders`).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outboxMessages, smsSuppressions } from '../../db/schema.js';
import type { EmailAttachment, EmailSender } from '../../adapters/email/index.js';
import { createSmsSender, SmsSendError, type SmsSender } from '../../adapters/sms/index.js';
import type { Config } from '../../config.js';
import type { Logger } from '../../lib/logger.js';

/** A claimed message as the worker hands it to a channel. */
export type OutboundJob = {
  id: string;
  idempotencyKey: string;
  channel: string;
  purpose: string;
  websiteId: string | null;
  conversationId: string | null;
  recipient: string;
  subject: string | null;
  textBody: string | null;
  htmlBody: string | null;
  payload: Record<string, unknown>;
  attempts: number;
  maxAttempts: number;
  createdAt: Date;
  /** 'sending' when the previous attempt's worker died before recording its outcome. */
  previousStatus: string;
  previousAttemptStartedAt: Date | null;
};

export type ChannelResult = {
  provider: string;
  providerMessageId: string;
  providerStatus?: string;
  statusCode?: number;
  responseExcerpt?: string;
};

/** What the worker lets a channel call while it sends. */
export type SendHooks = {
  /**
   * The point after which the provider may have the message: before it, an interrupted attempt left nothing at
   * the provider. The worker records it durably (decision 0120). Only channels with `recordsHandover` call it.
   */
  beforeHandover: () => Promise<void>;
};

export type ChannelSender = {
  send: (job: OutboundJob, hooks?: SendHooks) => Promise<ChannelResult>;
  /**
   * The channel calls `beforeHandover` and cannot ask the provider afterwards (SMTP): an attempt that died after
   * the handover is "unconfirmed" (not resent without a person deciding), one that died before it is sent again.
   */
  recordsHandover?: boolean;
  /** The provider's record of this message if an earlier, unrecorded attempt reached it (see outbound.service.ts). */
  findSent?: (job: OutboundJob, since: Date) => Promise<ChannelResult | undefined>;
  /** True when the recipient must not be contacted (STOP): the message is suppressed with no provider call. */
  isSuppressed?: (job: OutboundJob) => Promise<boolean>;
};

/** A failed delivery: retried later when it can help, else the message fails (or is suppressed). */
export class DeliveryError extends Error {
  readonly isRetryable: boolean;
  readonly isSuppressed: boolean;
  readonly retryAfterMs?: number;
  readonly statusCode?: number;
  readonly responseExcerpt?: string;

  constructor(
    message: string,
    options: {
      isRetryable: boolean;
      isSuppressed?: boolean;
      retryAfterMs?: number;
      statusCode?: number;
      responseExcerpt?: string;
      cause?: unknown;
    },
  ) {
    super(message, { cause: options.cause });
    this.name = 'DeliveryError';
    this.isRetryable = options.isRetryable;
    this.isSuppressed = options.isSuppressed ?? false;
    this.retryAfterMs = options.retryAfterMs;
    this.statusCode = options.statusCode;
    this.responseExcerpt = options.responseExcerpt;
  }
}

function messageIdDomain(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || 'leadchat.local';
  } catch {
    return 'leadchat.local';
  }
}

/** Email through the email adapter (SMTP or the outbox); the Message-ID is the message's, on every attempt. */
export function createEmailChannel(options: {
  email: EmailSender;
  db: Database;
  publicUrl: string;
}): ChannelSender {
  const domain = messageIdDomain(options.publicUrl);
  return {
    recordsHandover: options.email.kind === 'smtp',
    send: async (job, hooks) => {
      const payload = job.payload as { headers?: Record<string, string>; attachments?: EmailAttachment[] };
      try {
        const delivery = await options.email.send({
          to: job.recipient,
          subject: job.subject ?? '',
          text: job.textBody ?? '',
          html: job.htmlBody ?? '',
          messageId: `outbound-${job.id}@${domain}`,
          headers: payload.headers,
          attachments: payload.attachments,
          beforeDataEnd: hooks?.beforeHandover,
        });
        return {
          provider: delivery?.provider ?? options.email.kind,
          providerMessageId: delivery?.providerMessageId ?? `outbound-${job.id}@${domain}`,
          providerStatus: delivery?.provider === 'outbox' ? 'stored' : 'sent',
          responseExcerpt: delivery?.response?.slice(0, 2048),
        };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        // 5xx from SMTP is permanent for this message (bad address, refused); the rest can pass later.
        throw new DeliveryError(error instanceof Error ? error.message : String(error), {
          isRetryable: !(code && code >= 500 && code < 600),
          statusCode: code,
          cause: error,
        });
      }
    },
    // Only the outbox can be asked. An SMTP server cannot: the handover (the final ".") is recorded instead, and an
    // email that may have been accepted is never resent automatically (recordsHandover; decision 0120).
    findSent:
      options.email.kind === 'outbox'
        ? async (job, since) => {
            const rows = await options.db
              .select({
                id: outboxMessages.id,
                createdAt: outboxMessages.createdAt,
                subject: outboxMessages.subject,
              })
              .from(outboxMessages)
              .where(eq(outboxMessages.recipient, job.recipient));
            const match = rows.find((row) => row.subject === job.subject && row.createdAt >= since);
            return match
              ? { provider: 'outbox', providerMessageId: match.id, providerStatus: 'stored' }
              : undefined;
          }
        : undefined,
  };
}

/** SMS through the SMS adapter; a number that texted STOP gets nothing (no provider call). */
export function createSmsChannel(options: {
  sms: SmsSender;
  db: Database;
  publicUrl: string;
}): ChannelSender {
  return {
    isSuppressed: async (job) => {
      const [row] = await options.db
        .select({ phone: smsSuppressions.phone })
        .from(smsSuppressions)
        .where(eq(smsSuppressions.phone, job.recipient));
      return Boolean(row);
    },
    send: async (job) => {
      try {
        const delivery = await options.sms.send({
          to: job.recipient,
          body: job.textBody ?? '',
          statusCallbackUrl:
            options.sms.kind === 'twilio'
              ? `${options.publicUrl}/api/sms/status?m=${encodeURIComponent(job.id)}`
              : undefined,
        });
        return {
          provider: delivery.provider,
          providerMessageId: delivery.providerMessageId,
          providerStatus: delivery.status,
        };
      } catch (error) {
        if (error instanceof SmsSendError && error.isOptedOut) {
          // Twilio knows the number opted out (STOP sent to it directly): remember it, never try again.
          await options.db
            .insert(smsSuppressions)
            .values({ phone: job.recipient, keyword: `provider ${error.providerCode}` })
            .onConflictDoNothing();
          throw new DeliveryError(error.message, {
            isRetryable: false,
            isSuppressed: true,
            statusCode: error.httpStatus,
          });
        }
        throw new DeliveryError(error instanceof Error ? error.message : String(error), {
          isRetryable: error instanceof SmsSendError ? error.isRetryable : true,
          statusCode: error instanceof SmsSendError ? error.httpStatus : undefined,
          cause: error,
        });
      }
    },
    findSent: async (job, since) => {
      const found = await options.sms.findSent({ to: job.recipient, body: job.textBody ?? '', since });
      return found
        ? {
            provider: found.provider,
            providerMessageId: found.providerMessageId,
            providerStatus: found.status,
          }
        : undefined;
    },
  };
}

/**
 * The email and SMS channels as the server delivers them: email through the given sender (SMTP or the outbox),
 * SMS through the configured adapter (Twilio or the outbox). The worker process and the delivery tests use this.
 */
export function createMessageChannels(options: {
  email: EmailSender;
  db: Database;
  config: Config;
  logger: Logger;
}): { email: ChannelSender; sms: ChannelSender } {
  const { email, db, config, logger } = options;
  return {
    email: createEmailChannel({ email, db, publicUrl: config.publicUrl }),
    sms: createSmsChannel({ sms: createSmsSender({ config, db, logger }), db, publicUrl: config.publicUrl }),
  };
}
