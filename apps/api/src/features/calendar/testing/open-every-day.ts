/** Test availability: open the same hours every day of the week in one zone, bookable at once. */
import { defaultAvailability, type Availability } from '@leadchat/contract';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export function openEveryDay(options: {
  timezone: string;
  start?: string;
  end?: string;
  daysAhead?: number;
}): Availability {
  const hours = [{ start: options.start ?? '09:00', end: options.end ?? '17:00' }];
  const base = defaultAvailability(options.timezone);
  return {
    ...base,
    weeklyHours: Object.fromEntries(DAYS.map((day) => [day, hours])) as Availability['weeklyHours'],
    minNoticeMinutes: 0,
    daysAhead: options.daysAhead ?? base.daysAhead,
  };
}
