/** An email ready to send: both an HTML and a plain-text body. */
export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Owner of the message, when it concerns one account (lets admins trace it). */
  userId?: string;
  /**
   * Single-use credentials in the body (reset and confirmation tokens). A sender that really delivers the email
   * (SMTP) masks them in the copy it keeps; the outbox, the only delivery there is without SMTP, keeps them.
   */
  secrets?: string[];
  /**
   * RFC 5322 Message-ID (without angle brackets), the same on every attempt of one message: a resend after an
   * unacknowledged attempt is recognisably the same email (docs/decisions/0081).
   */
  messageId?: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
  /**
   * Runs once the SMTP server took the envelope and the body is on its way, before the final "." that commits the
   * message: until then a dropped connection makes the server discard it; from then on it may have been accepted.
   * The outbound worker records this moment so that a worker killed before it may send again safely and one
   * killed after it does not (docs/decisions/0120). A rejection aborts the send. Senders without SMTP ignore it.
   */
  beforeDataEnd?: () => Promise<void>;
};

export type EmailAttachment = { filename: string; content: string; contentType: string };

/** What the sender did with the message: the SMTP server's answer, or the outbox row it was stored as. */
export type EmailDelivery = { provider: 'smtp' | 'outbox'; providerMessageId: string; response?: string };

export type EmailSender = {
  readonly kind: 'smtp' | 'outbox';
  send: (message: EmailMessage) => Promise<EmailDelivery | void>;
  close: () => Promise<void>;
};
