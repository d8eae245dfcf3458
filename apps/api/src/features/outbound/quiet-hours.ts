import { DateTime } from 'luxon';

/**
 * The first moment at or after `now` outside the business's quiet hours (local hours [start, end), e.g. 20 → 8
 * spans midnight). Visitors' follow-ups wait for it; owner alerts never do. start = end means no quiet hours.
 */
export function endOfQuietHours(options: { now: Date; timezone: string; start: number; end: number }): Date {
  const { start, end } = options;
  if (start === end) return options.now;
  let local = DateTime.fromJSDate(options.now, { zone: options.timezone });
  if (!local.isValid) local = DateTime.fromJSDate(options.now, { zone: 'UTC' });
  const hour = local.hour;
  const isQuiet = start > end ? hour >= start || hour < end : hour >= start && hour < end;
  if (!isQuiet) return options.now;
  let resume = local.set({ hour: end, minute: 0, second: 0, millisecond: 0 });
  if (resume <= local) resume = resume.plus({ days: 1 });
  return resume.toJSDate();
}
