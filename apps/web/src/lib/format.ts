/*
 * How the app writes dates (US English, the visitor's time zone). One module so every screen writes a date the
 * same way for the same purpose.
 */

/** "March 4, 2027" (billing dates, account creation); null without a date. */
export function formatLongDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/** "Mar 4, 2027" (a table column). */
export function formatShortDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** "Mar 4, 2027, 3:05 PM" (a message's time). */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}
