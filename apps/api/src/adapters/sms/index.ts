import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../lib/logger.js';
import { createOutboxSmsSender } from './outbox-sms.js';
import { createTwilioSmsSender } from './twilio-sms.js';
import type { SmsSender } from './sms.types.js';

/** True when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are all set. */
export function isTwilioConfigured(config: Config): boolean {
  return Boolean(config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM);
}

/** Picks Twilio when it is configured, otherwise the database outbox. */
export function createSmsSender(options: { config: Config; db: Database; logger: Logger }): SmsSender {
  const { config } = options;
  if (isTwilioConfigured(config)) {
    return createTwilioSmsSender({
      baseUrl: config.TWILIO_API_BASE_URL,
      accountSid: config.TWILIO_ACCOUNT_SID!,
      authToken: config.TWILIO_AUTH_TOKEN!,
      from: config.TWILIO_FROM!,
    });
  }
  return createOutboxSmsSender({ db: options.db, logger: options.logger });
}

export { computeTwilioSignature, isValidTwilioSignature } from './twilio-signature.js';
export {
  SmsSendError,
  TWILIO_OPTED_OUT,
  type SmsDelivery,
  type SmsMessage,
  type SmsSender,
} from './sms.types.js';
