/**
 * Limits that both the server's schemas and the light browser code (the widget, the public pages) apply. The
 * schemas in this package are built from these numbers; the browser code reads them here.
 *
 * Zod-free (`@leadchat/contract/limits`): importing it pulls in no schema.
 */

/** The longest chat message a visitor may send; longer ones are answered 413. */
export const MAX_CHAT_MESSAGE_LENGTH = 2000;

/** The public support form's fields, in the order the form shows them, with their labels and maximum lengths. */
export const SUPPORT_REQUEST_FIELDS = [
  { name: 'name', label: 'Name', maxLength: 120 },
  { name: 'email', label: 'Email', maxLength: 254 },
  { name: 'subject', label: 'Subject', maxLength: 200 },
  { name: 'message', label: 'Message', maxLength: 5000 },
] as const;

export type SupportRequestField = (typeof SUPPORT_REQUEST_FIELDS)[number]['name'];
