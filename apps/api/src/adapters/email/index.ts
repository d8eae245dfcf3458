import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { createOutboxEmailSender } from './outbox-email.js';
import { createSmtpEmailSender } from './smtp-email.js';
import type { EmailSender } from './email.types.js';

/** Picks SMTP when SMTP_URL is set, otherwise the database outbox. */
export function createEmailSender(options: { config: Config; db: Database; logger: Logger }): EmailSender {
  if (options.config.SMTP_URL) {
    return createSmtpEmailSender({
      smtpUrl: options.config.SMTP_URL,
      from: options.config.EMAIL_FROM,
      db: options.db,
    });
  }
  return createOutboxEmailSender({ db: options.db, logger: options.logger });
}

export type { EmailAttachment, EmailDelivery, EmailMessage, EmailSender } from './email.types.js';
