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
};

export type EmailSender = {
  readonly kind: 'smtp' | 'outbox';
  send: (message: EmailMessage) => Promise<void>;
  close: () => Promise<void>;
};
