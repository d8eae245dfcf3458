import { z } from 'zod';
import { LeadStatusSchema } from './leads.js';
import { safeText, visitorText } from './text.js';

/**
 * Calendar integrations, availability and bookings (issue 11). The built-in LeadChat calendar needs nothing; google
 * and outlook read busy times and write events when connected with OAuth; calendly and custom hand the visitor a
 * booking link.
 */
export const CALENDAR_PROVIDERS = ['leadchat', 'google', 'outlook', 'calendly', 'custom'] as const;
export const CalendarProviderSchema = z.enum(CALENDAR_PROVIDERS);
export type CalendarProvider = z.infer<typeof CalendarProviderSchema>;

/** Providers whose availability LeadChat computes and whose slots the assistant books itself. */
export const SLOT_PROVIDERS: readonly CalendarProvider[] = ['leadchat', 'google', 'outlook'];
/** Providers that only hand the visitor a booking link. */
export const LINK_PROVIDERS: readonly CalendarProvider[] = ['calendly', 'custom'];

export const CALENDAR_PROVIDER_LABELS: Record<CalendarProvider, string> = {
  leadchat: 'LeadChat calendar',
  google: 'Google Calendar',
  outlook: 'Outlook Calendar',
  calendly: 'Calendly',
  custom: 'Custom booking link',
};

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** docs/product/validation.md and docs/product/limits.md: availability defaults to 09:00–17:00, time zone UTC. */
export const DEFAULT_AVAILABILITY_START = '09:00';
export const DEFAULT_AVAILABILITY_END = '17:00';
export const DEFAULT_TIMEZONE = 'UTC';
export const MAX_RANGES_PER_DAY = 4;
export const MAX_BLACKOUT_DATES = 366;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Names already checked: building an Intl.DateTimeFormat costs more than a whole cached slots request. */
const knownTimeZones = new Map<string, boolean>();

/** True for a zone name the runtime's time-zone database knows (IANA names such as America/New_York). */
export function isValidTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return false;
  const known = knownTimeZones.get(zone);
  if (known !== undefined) return known;
  let isValid: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    isValid = true;
  } catch {
    isValid = false;
  }
  // Bounded: there are ~600 real zones, but anyone can send made-up names.
  if (knownTimeZones.size >= 2000) knownTimeZones.clear();
  knownTimeZones.set(zone, isValid);
  return isValid;
}

export const TimeZoneSchema = z
  .string()
  .trim()
  .refine(isValidTimeZone, { message: 'Time zone must be an IANA zone such as America/New_York' });

export const TimeOfDaySchema = z.string().regex(TIME_OF_DAY, 'Times are HH:MM, 24-hour');

export const HoursRangeSchema = z
  .object({ start: TimeOfDaySchema, end: TimeOfDaySchema })
  .refine((range) => minutesOfDay(range.end) > minutesOfDay(range.start), {
    message: 'The end of opening hours must be after their start',
  });
export type HoursRange = z.infer<typeof HoursRangeSchema>;

export const WeeklyHoursSchema = z.object(
  Object.fromEntries(
    WEEKDAYS.map((day) => [day, z.array(HoursRangeSchema).max(MAX_RANGES_PER_DAY).default([])]),
  ) as Record<Weekday, z.ZodDefault<z.ZodArray<typeof HoursRangeSchema>>>,
);
export type WeeklyHours = z.infer<typeof WeeklyHoursSchema>;

/** When visitors may book: weekly hours in an IANA zone, slot length, buffer, notice, horizon, closed dates. */
export const AvailabilitySchema = z.object({
  timezone: TimeZoneSchema.default(DEFAULT_TIMEZONE),
  weeklyHours: WeeklyHoursSchema,
  slotMinutes: z.number().int().min(10).max(480).default(60),
  /** Kept free before and after every booked appointment and busy time. */
  bufferMinutes: z.number().int().min(0).max(240).default(0),
  /** The earliest bookable start is this long after now. */
  minNoticeMinutes: z
    .number()
    .int()
    .min(0)
    .max(30 * 24 * 60)
    .default(120),
  /** How many days ahead (counting today, in the business's zone) visitors may book. */
  daysAhead: z.number().int().min(1).max(90).default(14),
  /** Dates (YYYY-MM-DD, in the business's zone) with no bookings: holidays, days off. */
  blackoutDates: z
    .array(z.string().regex(ISO_DATE, 'Dates are YYYY-MM-DD'))
    .max(MAX_BLACKOUT_DATES)
    .default([]),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

/** Monday to Friday, 09:00–17:00, in `timezone`. */
export function defaultAvailability(timezone: string = DEFAULT_TIMEZONE): Availability {
  const workday = [{ start: DEFAULT_AVAILABILITY_START, end: DEFAULT_AVAILABILITY_END }];
  return {
    timezone,
    weeklyHours: {
      monday: workday,
      tuesday: workday,
      wednesday: workday,
      thursday: workday,
      friday: workday,
      saturday: [],
      sunday: [],
    },
    slotMinutes: 60,
    bufferMinutes: 0,
    minNoticeMinutes: 120,
    daysAhead: 14,
    blackoutDates: [],
  };
}

/** What a booking does to the conversation's lead status ('unchanged' keeps it). */
export const LeadStatusOnBookingSchema = z.union([LeadStatusSchema, z.literal('unchanged')]);
export type LeadStatusOnBooking = z.infer<typeof LeadStatusOnBookingSchema>;

const BookingUrlSchema = safeText({ label: 'Booking URL' })
  .trim()
  .max(500)
  .refine(
    (value) => {
      try {
        const url = new (globalThis as unknown as { URL: new (v: string) => { protocol: string } }).URL(
          value,
        );
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    },
    { message: 'Booking URL must be a web address starting with https://' },
  );

const CalendarIdSchema = safeText({ label: 'Calendar ID' }).trim().min(1).max(320);
const ApiKeySchema = safeText({ label: 'API key' }).trim().min(1).max(500);

/** POST /api/calendar-integrations */
export const CreateCalendarIntegrationSchema = z
  .object({
    websiteId: z.uuid({ error: 'Please select a website first' }),
    provider: CalendarProviderSchema,
    apiKey: ApiKeySchema.optional(),
    calendarId: CalendarIdSchema.optional(),
    bookingUrl: BookingUrlSchema.optional(),
    availability: AvailabilitySchema.optional(),
    leadStatusOnBooking: LeadStatusOnBookingSchema.default('qualified'),
  })
  .superRefine((value, ctx) => {
    if ((value.provider === 'calendly' || value.provider === 'custom') && !value.bookingUrl) {
      ctx.addIssue({ code: 'custom', path: ['bookingUrl'], message: 'A booking URL is required' });
    }
    if (value.provider === 'google' && !value.calendarId) {
      ctx.addIssue({ code: 'custom', path: ['calendarId'], message: 'A calendar ID is required' });
    }
  });
export type CreateCalendarIntegration = z.input<typeof CreateCalendarIntegrationSchema>;

/** PATCH /api/calendar-integrations/:id — the active switch and the settings. */
export const UpdateCalendarIntegrationSchema = z
  .object({
    isActive: z.boolean().optional(),
    apiKey: ApiKeySchema.optional(),
    calendarId: CalendarIdSchema.optional(),
    bookingUrl: BookingUrlSchema.optional(),
    availability: AvailabilitySchema.optional(),
    leadStatusOnBooking: LeadStatusOnBookingSchema.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Nothing to update',
  });
export type UpdateCalendarIntegration = z.input<typeof UpdateCalendarIntegrationSchema>;

export const CalendarIntegrationSchema = z.object({
  id: z.uuid(),
  websiteId: z.uuid(),
  provider: CalendarProviderSchema,
  isActive: z.boolean(),
  /** The integration the assistant books through (the newest active one of the website). */
  isBookingCalendar: z.boolean(),
  calendarId: z.string().nullable(),
  bookingUrl: z.string().nullable(),
  availability: AvailabilitySchema,
  leadStatusOnBooking: LeadStatusOnBookingSchema,
  /** The API key is never returned: only whether there is one and its last characters. */
  hasApiKey: z.boolean(),
  apiKeyHint: z.string().nullable(),
  /** OAuth: whether a Google or Microsoft account is connected, and which. */
  isConnected: z.boolean(),
  connectedAccount: z.string().nullable(),
  /** Whether the server can start OAuth for this provider (its client id and secret are configured). */
  canConnect: z.boolean(),
  lastError: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CalendarIntegration = z.infer<typeof CalendarIntegrationSchema>;

export const CalendarIntegrationListSchema = z.object({
  integrations: z.array(CalendarIntegrationSchema),
  /** Whether this server can connect accounts with OAuth (its client id and secret are configured). */
  oauth: z.object({ google: z.boolean(), outlook: z.boolean() }),
});
export type CalendarIntegrationList = z.infer<typeof CalendarIntegrationListSchema>;

/** POST /api/calendar-integrations/:id/oauth/start → the provider's consent page. */
export const CalendarOauthStartSchema = z.object({ authUrl: z.string() });

// ───────────────────────── appointments (owner) ─────────────────────────

export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export const AppointmentStatusSchema = z.enum(APPOINTMENT_STATUSES);
export type AppointmentStatus = z.infer<typeof AppointmentStatusSchema>;

export const AppointmentSchema = z.object({
  id: z.uuid(),
  websiteId: z.uuid(),
  websiteName: z.string(),
  conversationId: z.uuid().nullable(),
  provider: CalendarProviderSchema.nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  timezone: z.string(),
  visitorTimezone: z.string().nullable(),
  status: AppointmentStatusSchema,
  visitorName: z.string().nullable(),
  visitorEmail: z.string().nullable(),
  visitorPhone: z.string().nullable(),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof AppointmentSchema>;

/** GET /api/appointments?websiteId=&when=upcoming|past|all */
export const AppointmentListQuerySchema = z.object({
  websiteId: z.uuid().optional(),
  when: z.enum(['upcoming', 'past', 'all']).default('upcoming'),
});
export const AppointmentListSchema = z.object({ appointments: z.array(AppointmentSchema) });
export type AppointmentList = z.infer<typeof AppointmentListSchema>;

// ───────────────────────── booking (widget, public) ─────────────────────────

/** A bookable time as the widget and the model see it: a server-signed token, never a raw time to send back. */
export const OfferedSlotSchema = z.object({
  token: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The start in the visitor's zone, e.g. "Tue, Mar 10, 9:00 AM EDT". */
  label: z.string(),
});
export type OfferedSlot = z.infer<typeof OfferedSlotSchema>;

/** What the chat reply may carry besides its text: slot buttons, or a booking link. */
export const ChatBookingOfferSchema = z.object({
  slots: z.array(OfferedSlotSchema).max(6).optional(),
  bookingUrl: z.string().optional(),
});
export type ChatBookingOffer = z.infer<typeof ChatBookingOfferSchema>;

/** GET /api/widget/:websiteId/slots?timezone= */
export const SlotsQuerySchema = z.object({
  timezone: TimeZoneSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(6),
});
export const SlotsResponseSchema = z.object({
  mode: z.enum(['slots', 'link', 'none']),
  slots: z.array(OfferedSlotSchema),
  bookingUrl: z.string().nullable(),
  timezone: z.string(),
});
export type SlotsResponse = z.infer<typeof SlotsResponseSchema>;

export const MAX_SLOT_TOKEN_LENGTH = 400;

/** POST /api/widget/:websiteId/bookings — one tap on a slot button. */
export const BookingRequestSchema = z.object({
  slotToken: safeText({ label: 'Slot' }).min(1).max(MAX_SLOT_TOKEN_LENGTH),
  visitorId: safeText({ label: 'visitorId' }).trim().min(1).max(100),
  /** Slots are offered in a conversation; the booking lands on its lead. */
  conversationId: z.uuid(),
  /** The client's own key: the same tap sent twice books once. */
  idempotencyKey: safeText({ label: 'Idempotency key' }).trim().min(8).max(100),
  name: visitorText().trim().max(200).optional(),
  email: visitorText().trim().max(320).optional(),
  phone: visitorText().trim().max(40).optional(),
  timezone: TimeZoneSchema.optional(),
});
export type BookingRequest = z.input<typeof BookingRequestSchema>;

export const BookingConfirmationSchema = z.object({
  appointmentId: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
  label: z.string(),
  /** The sentence the widget shows (and the conversation keeps). */
  message: z.string(),
});
export type BookingConfirmation = z.infer<typeof BookingConfirmationSchema>;

/** 409 SLOT_TAKEN carries fresh slots in `error.details.slots`. */
export const SLOT_TAKEN_MESSAGE = 'Sorry, that time was just taken. Here are the next free times.';
