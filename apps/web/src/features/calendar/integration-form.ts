import {
  CALENDAR_PROVIDER_LABELS,
  LINK_PROVIDERS,
  SLOT_PROVIDERS,
  type CalendarProvider,
  type LeadStatusOnBooking,
} from '@leadchat/contract';
import type { z } from 'zod';
import { ApiRequestError } from '@/lib/api';

export const isLinkProvider = (provider: CalendarProvider) => LINK_PROVIDERS.includes(provider);
export const isSlotProvider = (provider: CalendarProvider) => SLOT_PROVIDERS.includes(provider);

/** The provider choices in the order a small business would consider them. */
export const PROVIDER_OPTIONS: { value: CalendarProvider; label: string }[] = [
  { value: 'leadchat', label: `${CALENDAR_PROVIDER_LABELS.leadchat} (built in, nothing to connect)` },
  { value: 'google', label: CALENDAR_PROVIDER_LABELS.google },
  { value: 'outlook', label: CALENDAR_PROVIDER_LABELS.outlook },
  { value: 'calendly', label: CALENDAR_PROVIDER_LABELS.calendly },
  { value: 'custom', label: CALENDAR_PROVIDER_LABELS.custom },
];

export const LEAD_STATUS_OPTIONS: { value: LeadStatusOnBooking; label: string }[] = [
  { value: 'qualified', label: 'Qualified' },
  { value: 'converted', label: 'Converted' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'unchanged', label: 'Leave unchanged' },
];

/** zod issues as `path → message` (the first message per path), e.g. `availability.timezone`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Availability errors re-keyed without the `availability.` prefix (and a range's index folded into its day). */
export function availabilityErrors(errors: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    if (!key.startsWith('availability.')) continue;
    const rest = key.slice('availability.'.length).split('.');
    const name = rest[0] === 'weeklyHours' ? `weeklyHours.${rest[1]}` : (rest[0] ?? '');
    result[name] ??= message;
  }
  return result;
}

/** The spec's failure text, with the server's reason when it gave one (a 4xx says what to fix). */
export function failureDescription(error: unknown, failure: string): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.message) {
    return `${failure}: ${error.message}`;
  }
  return failure;
}
