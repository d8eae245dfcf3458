import { Globe, Plus, X } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import {
  DEFAULT_AVAILABILITY_END,
  DEFAULT_AVAILABILITY_START,
  WEEKDAYS,
  type Availability,
  type Weekday,
} from '@leadchat/contract';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** The browser's IANA zone (offered to the owner; the default stays UTC as the spec says). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

function knownTimeZones(): string[] {
  try {
    return (
      (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.(
        'timeZone',
      ) ?? []
    );
  } catch {
    return [];
  }
}

/** Field errors keyed by the availability's path (`timezone`, `weeklyHours.monday`, …). */
export type AvailabilityErrors = Partial<Record<string, string>>;

function NumberField({
  id,
  label,
  hint,
  value,
  min,
  max,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  error?: string;
  onChange: (value: number) => void;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(field) => (
        <Input
          {...field}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          value={Number.isFinite(value) ? value : ''}
          onChange={(event) => onChange(event.target.valueAsNumber)}
        />
      )}
    </FormField>
  );
}

/**
 * When visitors may book (built-in, Google and Outlook calendars): opening hours per weekday (one range a day here;
 * ranges added through the API are kept), the business's IANA time zone, slot length, buffer, minimum notice, how
 * many days ahead, and closed dates.
 */
export function AvailabilityFields({
  value,
  onChange,
  errors = {},
}: {
  value: Availability;
  onChange: (next: Availability) => void;
  errors?: AvailabilityErrors;
}) {
  const baseId = useId();
  const zones = useMemo(() => knownTimeZones(), []);
  const localZone = browserTimeZone();
  const [newDate, setNewDate] = useState('');

  function setDay(day: Weekday, ranges: Availability['weeklyHours'][Weekday]) {
    onChange({ ...value, weeklyHours: { ...value.weeklyHours, [day]: ranges } });
  }

  function addBlackoutDate() {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(newDate) || value.blackoutDates.includes(newDate)) return;
    onChange({ ...value, blackoutDates: [...value.blackoutDates, newDate].sort() });
    setNewDate('');
  }

  return (
    <div className="grid gap-5">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Weekly hours</legend>
        {WEEKDAYS.map((day) => {
          const ranges = value.weeklyHours[day] ?? [];
          const first = ranges[0];
          const isOpen = Boolean(first);
          const checkboxId = `${baseId}-${day}-open`;
          const dayError = errors[`weeklyHours.${day}`];
          return (
            <div key={day} className="grid gap-1">
              <div className="flex flex-wrap items-center gap-3">
                <div className="flex w-32 items-center gap-2">
                  <input
                    id={checkboxId}
                    type="checkbox"
                    checked={isOpen}
                    onChange={(event) =>
                      setDay(
                        day,
                        event.target.checked
                          ? [{ start: DEFAULT_AVAILABILITY_START, end: DEFAULT_AVAILABILITY_END }]
                          : [],
                      )
                    }
                    className="size-4 rounded border-input accent-primary"
                  />
                  <label htmlFor={checkboxId} className="text-sm">
                    {WEEKDAY_LABELS[day]}
                  </label>
                </div>
                {first ? (
                  <div className="flex items-center gap-2">
                    <Input
                      type="time"
                      className="w-32"
                      aria-label={`${WEEKDAY_LABELS[day]} opens at`}
                      aria-invalid={Boolean(dayError)}
                      value={first.start}
                      onChange={(event) =>
                        setDay(day, [{ ...first, start: event.target.value }, ...ranges.slice(1)])
                      }
                    />
                    <span aria-hidden="true">–</span>
                    <Input
                      type="time"
                      className="w-32"
                      aria-label={`${WEEKDAY_LABELS[day]} closes at`}
                      aria-invalid={Boolean(dayError)}
                      value={first.end}
                      onChange={(event) =>
                        setDay(day, [{ ...first, end: event.target.value }, ...ranges.slice(1)])
                      }
                    />
                    {ranges.length > 1 ? (
                      <span className="text-xs text-muted-foreground">
                        +{' '}
                        {ranges
                          .slice(1)
                          .map((range) => `${range.start}–${range.end}`)
                          .join(', ')}
                      </span>
                    ) : null}
                  </div>
                ) : (
                  <span className="text-sm text-muted-foreground">Closed</span>
                )}
              </div>
              {dayError ? <p className="text-sm font-medium text-destructive">{dayError}</p> : null}
            </div>
          );
        })}
      </fieldset>

      <FormField
        id={`${baseId}-timezone`}
        label="Time zone"
        error={errors.timezone}
        hint="Slots are computed in this zone; visitors see them in their own."
      >
        {(field) => (
          <div className="flex flex-wrap gap-2">
            <Input
              {...field}
              className="min-w-0 flex-1"
              list={`${baseId}-zones`}
              autoComplete="off"
              value={value.timezone}
              onChange={(event) => onChange({ ...value, timezone: event.target.value })}
            />
            {localZone !== value.timezone ? (
              <Button
                type="button"
                variant="outline"
                onClick={() => onChange({ ...value, timezone: localZone })}
              >
                <Globe aria-hidden="true" />
                Use {localZone}
              </Button>
            ) : null}
          </div>
        )}
      </FormField>
      <datalist id={`${baseId}-zones`}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>

      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          id={`${baseId}-slot`}
          label="Slot length (minutes)"
          value={value.slotMinutes}
          min={10}
          max={480}
          error={errors.slotMinutes}
          onChange={(slotMinutes) => onChange({ ...value, slotMinutes })}
        />
        <NumberField
          id={`${baseId}-buffer`}
          label="Buffer between appointments (minutes)"
          value={value.bufferMinutes}
          min={0}
          max={240}
          error={errors.bufferMinutes}
          onChange={(bufferMinutes) => onChange({ ...value, bufferMinutes })}
        />
        <NumberField
          id={`${baseId}-notice`}
          label="Minimum notice (minutes)"
          hint="How soon the earliest bookable time may start."
          value={value.minNoticeMinutes}
          min={0}
          max={43_200}
          error={errors.minNoticeMinutes}
          onChange={(minNoticeMinutes) => onChange({ ...value, minNoticeMinutes })}
        />
        <NumberField
          id={`${baseId}-days`}
          label="Days ahead"
          hint="How far ahead visitors may book."
          value={value.daysAhead}
          min={1}
          max={90}
          error={errors.daysAhead}
          onChange={(daysAhead) => onChange({ ...value, daysAhead })}
        />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${baseId}-blackout`}>Closed dates</Label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={`${baseId}-blackout`}
            type="date"
            className="w-44"
            value={newDate}
            aria-describedby={`${baseId}-blackout-hint`}
            onChange={(event) => setNewDate(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addBlackoutDate();
              }
            }}
          />
          <Button type="button" variant="outline" onClick={addBlackoutDate} disabled={!newDate}>
            <Plus aria-hidden="true" />
            Add date
          </Button>
        </div>
        <p id={`${baseId}-blackout-hint`} className="text-xs text-muted-foreground">
          Holidays and days off: no bookings on these dates (in the calendar&apos;s time zone).
        </p>
        {errors.blackoutDates ? (
          <p className="text-sm font-medium text-destructive">{errors.blackoutDates}</p>
        ) : null}
        {value.blackoutDates.length ? (
          <ul className="flex flex-wrap gap-2" aria-label="Chosen closed dates">
            {value.blackoutDates.map((date) => (
              <li key={date} className="flex items-center gap-1 rounded-full border px-2 py-0.5 text-sm">
                {date}
                <button
                  type="button"
                  className="rounded-full p-0.5 text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  aria-label={`Remove ${date}`}
                  onClick={() =>
                    onChange({ ...value, blackoutDates: value.blackoutDates.filter((item) => item !== date) })
                  }
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** One line per open day, e.g. "Mon–Fri 09:00–17:00", for the card. */
export function describeWeeklyHours(availability: Availability): string {
  const parts: string[] = [];
  let runStart: Weekday | null = null;
  let runKey = '';
  let previous: Weekday | null = null;
  const short = (day: Weekday) => WEEKDAY_LABELS[day].slice(0, 3);
  const flush = () => {
    if (runStart && previous && runKey) {
      parts.push(
        `${runStart === previous ? short(runStart) : `${short(runStart)}–${short(previous)}`} ${runKey}`,
      );
    }
  };
  for (const day of WEEKDAYS) {
    const key = (availability.weeklyHours[day] ?? [])
      .map((range) => `${range.start}–${range.end}`)
      .join(', ');
    if (key !== runKey || !key) {
      flush();
      runStart = key ? day : null;
      runKey = key;
    }
    previous = day;
  }
  flush();
  return parts.length ? parts.join(' · ') : 'No opening hours';
}
