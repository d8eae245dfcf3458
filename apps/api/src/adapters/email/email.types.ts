/** An email ready to send: both an HTML and a plain-text body. */
export type EmailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Owner of the message, when it concerns one account (lets admins trace it). */
  userId?: string;
};

export type EmailSender = {
  readonly kind: 'smtp' | 'outbox';
  send: (message: EmailMessage) => Promise<void>;
  close: () => Promise<void>;
};
