/** One text message to one phone number (E.164). */
export type SmsMessage = {
  to: string;
  body: string;
  /** Where the provider reports the message's delivery status (Twilio's StatusCallback). */
  statusCallbackUrl?: string;
};

/** What the provider answered: its id for the message and its first status. */
export type SmsDelivery = {
  provider: 'twilio' | 'outbox';
  providerMessageId: string;
  status: string;
};

export type SmsSender = {
  readonly kind: 'twilio' | 'outbox';
  /** Hands the message to the provider. Throws SmsSendError when the provider refuses or cannot be reached. */
  send: (message: SmsMessage) => Promise<SmsDelivery>;
  /**
   * The message already accepted by the provider with this recipient and body since `since`, if any: how a worker
   * that died between the provider's answer and recording it finds out, instead of sending a second text.
   */
  findSent: (options: { to: string; body: string; since: Date }) => Promise<SmsDelivery | undefined>;
};

/** Twilio's error for a recipient who replied STOP (https://www.twilio.com/docs/api/errors/21610). */
export const TWILIO_OPTED_OUT = 21610;

/** A refused or failed send; `isRetryable` says whether trying again later can help. */
export class SmsSendError extends Error {
  readonly isRetryable: boolean;
  readonly providerCode?: number;
  readonly httpStatus?: number;

  constructor(
    message: string,
    options: { isRetryable: boolean; providerCode?: number; httpStatus?: number; cause?: unknown },
  ) {
    super(message, { cause: options.cause });
    this.name = 'SmsSendError';
    this.isRetryable = options.isRetryable;
    this.providerCode = options.providerCode;
    this.httpStatus = options.httpStatus;
  }

  get isOptedOut(): boolean {
    return this.providerCode === TWILIO_OPTED_OUT;
  }
}
