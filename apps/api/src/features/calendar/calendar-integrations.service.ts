/**
 * Calendar integrations of the owner's websites (docs/product/calls.md: by website, newest first; insert; toggle is_active) and
 * the calendar adapter each one stands for. Keys and OAuth tokens are sealed with the secret box and never leave
 * the server: views carry `hasApiKey`, a masked hint and the connected account's address only.
 * The assistant books through the website's newest active integration (docs/decisions/0087).
 */
import {
  AvailabilitySchema,
  CALENDAR_PROVIDERS,
  LeadStatusOnBookingSchema,
  defaultAvailability,
  type Availability,
  type CalendarIntegration,
  type CalendarProvider,
  type LeadStatusOnBooking,
} from '@leadchat/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { calendarIntegrations, websites } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { createSecretBox, maskSecret } from '../../lib/secret-box.js';
import { createBuiltinCalendar } from '../../adapters/calendar/builtin-calendar.js';
import { isOauthConfigured, refreshAccessToken } from '../../adapters/calendar/calendar-oauth.js';
import {
  CalendarProviderError,
  type CalendarAdapter,
  type CalendarCredentials,
} from '../../adapters/calendar/calendar.types.js';
import { createGoogleCalendar } from '../../adapters/calendar/google-calendar.js';
import { createLinkCalendar } from '../../adapters/calendar/link-calendar.js';
import { invalidateCalendarCache } from './calendar-cache.js';
import { createOutlookCalendar } from '../../adapters/calendar/outlook-calendar.js';

export type IntegrationRow = typeof calendarIntegrations.$inferSelect;

/** The settings kept in integration_config (docs/product/data.md names, plus the full availability). */
type StoredConfig = {
  calendar_id?: string;
  booking_url?: string;
  availability_hours?: { start: string; end: string };
  timezone?: string;
  availability?: unknown;
  lead_status_on_booking?: string;
};

/** Parsed availability by stored config object: a cached row's is parsed once, not on every request. */
const parsedAvailability = new WeakMap<object, Availability>();

/** The integration's availability (callers must not modify it: it may be shared). */
export function readAvailability(row: Pick<IntegrationRow, 'integrationConfig'>): Availability {
  const key = row.integrationConfig;
  if (typeof key !== 'object' || key === null) return parseAvailability(row);
  const cached = parsedAvailability.get(key);
  if (cached) return cached;
  const availability = parseAvailability(row);
  parsedAvailability.set(key, availability);
  return availability;
}

function parseAvailability(row: Pick<IntegrationRow, 'integrationConfig'>): Availability {
  const stored = row.integrationConfig as StoredConfig;
  const parsed = AvailabilitySchema.safeParse(stored.availability);
  if (parsed.success) return parsed.data;
  // Written by an older version (spec shape only): the start–end hours on weekdays, in the stored zone.
  const fallback = defaultAvailability(stored.timezone ?? 'UTC');
  const hours = stored.availability_hours;
  if (hours?.start && hours.end) {
    for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const) {
      fallback.weeklyHours[day] = [{ start: hours.start, end: hours.end }];
    }
  }
  return AvailabilitySchema.safeParse(fallback).data ?? defaultAvailability();
}

export function readLeadStatusOnBooking(row: Pick<IntegrationRow, 'integrationConfig'>): LeadStatusOnBooking {
  const stored = (row.integrationConfig as StoredConfig).lead_status_on_booking;
  // Unset on most integrations: a failed parse builds zod issues, which cost more than the rest of a booking's
  // bookkeeping.
  if (stored === undefined) return 'qualified';
  const parsed = LeadStatusOnBookingSchema.safeParse(stored);
  return parsed.success ? parsed.data : 'qualified';
}

function providerOf(row: IntegrationRow): CalendarProvider {
  return (CALENDAR_PROVIDERS as readonly string[]).includes(row.provider)
    ? (row.provider as CalendarProvider)
    : 'custom';
}

function storedConfig(options: {
  previous?: StoredConfig;
  calendarId?: string;
  bookingUrl?: string;
  availability?: Availability;
  leadStatusOnBooking?: LeadStatusOnBooking;
}): StoredConfig {
  const previous = options.previous ?? {};
  const availability = options.availability;
  // The spec's simple fields mirror the first open weekday, so older readers still see sensible hours.
  const firstRange = availability
    ? Object.values(availability.weeklyHours).find((ranges) => ranges.length > 0)?.[0]
    : undefined;
  return {
    ...previous,
    ...(options.calendarId !== undefined ? { calendar_id: options.calendarId } : {}),
    ...(options.bookingUrl !== undefined ? { booking_url: options.bookingUrl } : {}),
    ...(availability
      ? {
          availability,
          timezone: availability.timezone,
          availability_hours: firstRange
            ? { start: firstRange.start, end: firstRange.end }
            : previous.availability_hours,
        }
      : {}),
    ...(options.leadStatusOnBooking ? { lead_status_on_booking: options.leadStatusOnBooking } : {}),
  };
}

export function openCredentials(
  config: Config,
  row: Pick<IntegrationRow, 'sealedCredentials'>,
): CalendarCredentials {
  if (!row.sealedCredentials) return {};
  try {
    return JSON.parse(createSecretBox(config).open(row.sealedCredentials)) as CalendarCredentials;
  } catch {
    // Sealed under another key (SECRETS_KEY changed): as if nothing were stored; the owner reconnects.
    return {};
  }
}

export function sealCredentials(config: Config, credentials: CalendarCredentials): string | null {
  const present = Object.fromEntries(Object.entries(credentials).filter(([, value]) => value !== undefined));
  return Object.keys(present).length ? createSecretBox(config).seal(JSON.stringify(present)) : null;
}

function toView(
  config: Config,
  row: IntegrationRow,
  bookingCalendarId: string | undefined,
): CalendarIntegration {
  const stored = row.integrationConfig as StoredConfig;
  const credentials = openCredentials(config, row);
  const provider = providerOf(row);
  return {
    id: row.id,
    websiteId: row.websiteId,
    provider,
    isActive: row.isActive,
    isBookingCalendar: row.id === bookingCalendarId,
    calendarId: stored.calendar_id ?? null,
    bookingUrl: stored.booking_url ?? null,
    availability: readAvailability(row),
    leadStatusOnBooking: readLeadStatusOnBooking(row),
    hasApiKey: Boolean(credentials.apiKey),
    apiKeyHint: credentials.apiKey ? maskSecret(credentials.apiKey) : null,
    isConnected: Boolean(credentials.refreshToken),
    connectedAccount: row.connectedAccount,
    canConnect: (provider === 'google' || provider === 'outlook') && isOauthConfigured(config, provider),
    lastError: row.lastError,
    lastCheckedAt: row.lastCheckedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function assertOwnsWebsite(db: Queryable, userId: string, websiteId: string): Promise<void> {
  const [row] = await db
    .select({ id: websites.id })
    .from(websites)
    .where(and(eq(websites.id, websiteId), eq(websites.userId, userId)));
  if (!row) throw notFound('Website');
}

/** The owner's integration (404 for anyone else's). */
export async function findOwnedIntegration(options: {
  db: Queryable;
  userId: string;
  integrationId: string;
}): Promise<IntegrationRow> {
  const [row] = await options.db
    .select({ integration: calendarIntegrations })
    .from(calendarIntegrations)
    .innerJoin(websites, eq(websites.id, calendarIntegrations.websiteId))
    .where(and(eq(calendarIntegrations.id, options.integrationId), eq(websites.userId, options.userId)));
  if (!row) throw notFound('Integration');
  return row.integration;
}

/** The integration the assistant books through: the website's newest active one. */
export async function findBookingIntegration(options: {
  db: Queryable;
  websiteId: string;
}): Promise<IntegrationRow | undefined> {
  const [row] = await options.db
    .select()
    .from(calendarIntegrations)
    .where(
      and(eq(calendarIntegrations.websiteId, options.websiteId), eq(calendarIntegrations.isActive, true)),
    )
    .orderBy(desc(calendarIntegrations.createdAt), desc(calendarIntegrations.id))
    .limit(1);
  return row;
}

/** docs/product/calls.md: a website's integrations, newest first. */
export async function listCalendarIntegrations(options: {
  db: Queryable;
  config: Config;
  userId: string;
  websiteId: string;
}): Promise<CalendarIntegration[]> {
  const { db, config } = options;
  await assertOwnsWebsite(db, options.userId, options.websiteId);
  const rows = await db
    .select()
    .from(calendarIntegrations)
    .where(eq(calendarIntegrations.websiteId, options.websiteId))
    .orderBy(desc(calendarIntegrations.createdAt), desc(calendarIntegrations.id));
  const booking = rows.find((row) => row.isActive);
  return rows.map((row) => toView(config, row, booking?.id));
}

export async function createCalendarIntegration(options: {
  db: Queryable;
  config: Config;
  userId: string;
  input: {
    websiteId: string;
    provider: CalendarProvider;
    apiKey?: string;
    calendarId?: string;
    bookingUrl?: string;
    availability?: Availability;
    leadStatusOnBooking: LeadStatusOnBooking;
  };
}): Promise<CalendarIntegration> {
  const { db, config, input } = options;
  await assertOwnsWebsite(db, options.userId, input.websiteId);
  const isLink = input.provider === 'calendly' || input.provider === 'custom';
  const [row] = await db
    .insert(calendarIntegrations)
    .values({
      websiteId: input.websiteId,
      provider: input.provider,
      integrationConfig: storedConfig({
        calendarId: input.provider === 'google' ? input.calendarId : undefined,
        bookingUrl: isLink ? input.bookingUrl : undefined,
        availability: input.availability ?? defaultAvailability(),
        leadStatusOnBooking: input.leadStatusOnBooking,
      }),
      sealedCredentials:
        input.provider === 'google' && input.apiKey
          ? sealCredentials(config, { apiKey: input.apiKey })
          : null,
      isActive: true,
    })
    .returning();
  // Visitors of this process see the new calendar at once (other processes hear the trigger's NOTIFY).
  invalidateCalendarCache(input.websiteId);
  const list = await listCalendarIntegrations({
    db,
    config,
    userId: options.userId,
    websiteId: input.websiteId,
  });
  return list.find((view) => view.id === row!.id)!;
}

export async function updateCalendarIntegration(options: {
  db: Queryable;
  config: Config;
  userId: string;
  integrationId: string;
  input: {
    isActive?: boolean;
    apiKey?: string;
    calendarId?: string;
    bookingUrl?: string;
    availability?: Availability;
    leadStatusOnBooking?: LeadStatusOnBooking;
  };
}): Promise<CalendarIntegration> {
  const { db, config, input } = options;
  const row = await findOwnedIntegration({
    db,
    userId: options.userId,
    integrationId: options.integrationId,
  });
  const provider = providerOf(row);
  if (input.bookingUrl !== undefined && provider !== 'calendly' && provider !== 'custom') {
    throw new AppError('VALIDATION_FAILED', 'Only Calendly and custom integrations have a booking URL');
  }
  if ((input.calendarId !== undefined || input.apiKey !== undefined) && provider !== 'google') {
    throw new AppError('VALIDATION_FAILED', 'Only Google integrations have a calendar ID and an API key');
  }
  const credentials = openCredentials(config, row);
  await db
    .update(calendarIntegrations)
    .set({
      isActive: input.isActive ?? row.isActive,
      integrationConfig: storedConfig({
        previous: row.integrationConfig as StoredConfig,
        calendarId: input.calendarId,
        bookingUrl: input.bookingUrl,
        availability: input.availability,
        leadStatusOnBooking: input.leadStatusOnBooking,
      }),
      ...(input.apiKey !== undefined
        ? { sealedCredentials: sealCredentials(config, { ...credentials, apiKey: input.apiKey }) }
        : {}),
    })
    .where(eq(calendarIntegrations.id, row.id));
  invalidateCalendarCache(row.websiteId);
  const list = await listCalendarIntegrations({
    db,
    config,
    userId: options.userId,
    websiteId: row.websiteId,
  });
  return list.find((view) => view.id === row.id)!;
}

/** Deletes an integration (its appointments stay, unlinked; the provider's events are left as they are). */
export async function deleteCalendarIntegration(options: {
  db: Queryable;
  userId: string;
  integrationId: string;
}): Promise<void> {
  const row = await findOwnedIntegration(options);
  await options.db.delete(calendarIntegrations).where(eq(calendarIntegrations.id, row.id));
  invalidateCalendarCache(row.websiteId);
}

export type CalendarHealth = {
  /** Integrations of the owner's websites, and how many are switched on. */
  total: number;
  active: number;
  /** Active integrations whose last call to the provider failed (the newest first), with that error. */
  failing: { provider: string; lastError: string }[];
  /** Active Google/Outlook integrations with no way to read the calendar (no sign-in, no API key). */
  notConnected: number;
};

/** The real state of the owner's calendars for the dashboard's health check (not just "some exist"). */
export async function summarizeCalendarHealth(options: {
  db: Queryable;
  userId: string;
}): Promise<CalendarHealth> {
  const result = await options.db.execute<{
    provider: string;
    is_active: boolean;
    last_error: string | null;
    is_unconnected: boolean;
  }>(sql`
    select ci.provider, ci.is_active, ci.last_error,
      (ci.provider = 'google' and ci.sealed_credentials is null)
        or (ci.provider = 'outlook' and ci.connected_account is null) as is_unconnected
    from calendar_integrations ci join websites w on w.id = ci.website_id
    where w.user_id = ${options.userId}
    order by ci.last_checked_at desc nulls last`);
  const active = result.rows.filter((row) => row.is_active);
  return {
    total: result.rows.length,
    active: active.length,
    failing: active
      .filter((row) => row.last_error)
      .map((row) => ({ provider: row.provider, lastError: row.last_error! })),
    notConnected: active.filter((row) => row.is_unconnected).length,
  };
}

/** Records the outcome of talking to the provider (shown on the card and in the health check). */
export async function recordProviderHealth(options: {
  db: Queryable;
  integrationId: string;
  error: string | null;
}): Promise<void> {
  // Written only when the state changes, so a busy slots endpoint does not write on every request.
  await options.db
    .update(calendarIntegrations)
    .set({ lastError: options.error, lastCheckedAt: sql`now()` })
    .where(
      and(
        eq(calendarIntegrations.id, options.integrationId),
        sql`${calendarIntegrations.lastError} is distinct from ${options.error}::text`,
      ),
    );
}

/**
 * The adapter for an integration. OAuth access tokens are refreshed when expired and the new ones sealed back
 * (a rotated refresh token included), so every server process shares them.
 */
export function createCalendarAdapter(options: {
  db: Queryable;
  config: Config;
  row: IntegrationRow;
}): CalendarAdapter {
  const { db, config, row } = options;
  const provider = providerOf(row);
  const stored = row.integrationConfig as StoredConfig;
  if (provider === 'leadchat') return createBuiltinCalendar();
  if (provider === 'calendly' || provider === 'custom') {
    return createLinkCalendar({ provider, bookingUrl: stored.booking_url ?? '' });
  }
  let credentials = openCredentials(config, row);
  const oauthProvider = provider;
  const getAccessToken = async (): Promise<string> => {
    if (credentials.accessToken && (credentials.accessTokenExpiresAt ?? 0) > Date.now() + 30_000) {
      return credentials.accessToken;
    }
    if (!credentials.refreshToken) throw new CalendarProviderError('The calendar account is not connected');
    const tokens = await refreshAccessToken({
      config,
      provider: oauthProvider,
      refreshToken: credentials.refreshToken,
    });
    credentials = {
      ...credentials,
      accessToken: tokens.accessToken,
      accessTokenExpiresAt: tokens.expiresAt,
      refreshToken: tokens.refreshToken ?? credentials.refreshToken,
    };
    await db
      .update(calendarIntegrations)
      .set({ sealedCredentials: sealCredentials(config, credentials) })
      .where(eq(calendarIntegrations.id, row.id));
    return tokens.accessToken;
  };
  if (provider === 'google') {
    return createGoogleCalendar({
      apiBaseUrl: config.GOOGLE_API_BASE_URL,
      calendarId: stored.calendar_id ?? 'primary',
      getAccessToken: credentials.refreshToken ? getAccessToken : undefined,
      apiKey: credentials.apiKey,
    });
  }
  return createOutlookCalendar({
    graphBaseUrl: config.MS_GRAPH_BASE_URL,
    mailbox: row.connectedAccount ?? '',
    getAccessToken,
  });
}
