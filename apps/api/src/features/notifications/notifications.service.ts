/**
 * A website's Notifications setting (issue 10): who is alerted about leads by email and SMS, the visitor's
 * follow-up (off until the owner switches it on) and quiet hours; plus the test alert. Owner-scoped: another
 * owner's website answers 404. Phones are stored in E.164 (libphonenumber-js).
 */
import { and, eq } from 'drizzle-orm';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import {
  DEFAULT_FOLLOW_UP_EMAIL_TEMPLATE,
  DEFAULT_FOLLOW_UP_SMS_TEMPLATE,
  OWNER_ALERT_KINDS,
  type NotificationSettings,
  type NotificationSettingsResponse,
  type OwnerAlertKind,
  type UpdateNotificationSettingsRequest,
} from '@leadchat/contract';
import type { Config } from '../../config.js';
import type { Database, Queryable } from '../../db/client.js';
import { notificationSettings, user, websites } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { renderActionEmail } from '../../adapters/email/templates.js';
import {
  enqueueOutbound,
  listWebsiteDeliveries,
  type OutboundDelivery,
} from '../outbound/outbound.service.js';

/** The setting of a website (defaults when it was never saved: the old Email Setup's address and switch). */
export async function readNotificationSettings(options: {
  db: Queryable;
  websiteId: string;
}): Promise<(NotificationSettings & { websiteName: string }) | undefined> {
  const [row] = await options.db
    .select({ website: websites, settings: notificationSettings, ownerEmail: user.email })
    .from(websites)
    .innerJoin(user, eq(user.id, websites.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.websiteId, websites.id))
    .where(eq(websites.id, options.websiteId));
  if (!row) return undefined;
  const { website, settings, ownerEmail } = row;
  if (!settings) {
    // Never set up: new-lead alerts go to the owner's sign-in address, as in every chat product, so a visitor
    // told "someone will contact you" is never left with nobody told. An address saved by the old Email Setup
    // keeps its own switch.
    const hasOldSetup = Boolean(website.notificationEmail);
    return {
      websiteName: website.name,
      alertEmails: [website.notificationEmail ?? ownerEmail],
      isEmailAlertOn: hasOldSetup ? website.notifyOnNewLead : true,
      alertPhone: null,
      isSmsAlertOn: false,
      alertKinds: [...OWNER_ALERT_KINDS],
      businessPhone: null,
      timezone: 'UTC',
      quietHoursStart: 20,
      quietHoursEnd: 8,
      isFollowUpEmailOn: false,
      followUpEmailTemplate: DEFAULT_FOLLOW_UP_EMAIL_TEMPLATE,
      isFollowUpSmsOn: false,
      followUpSmsTemplate: DEFAULT_FOLLOW_UP_SMS_TEMPLATE,
    };
  }
  return {
    websiteName: website.name,
    alertEmails: settings.alertEmails,
    isEmailAlertOn: settings.isEmailAlertOn,
    alertPhone: settings.alertPhone,
    isSmsAlertOn: settings.isSmsAlertOn,
    alertKinds: settings.alertKinds.filter((kind): kind is OwnerAlertKind =>
      (OWNER_ALERT_KINDS as readonly string[]).includes(kind),
    ),
    businessPhone: settings.businessPhone,
    timezone: settings.timezone,
    quietHoursStart: settings.quietHoursStart,
    quietHoursEnd: settings.quietHoursEnd,
    isFollowUpEmailOn: settings.isFollowUpEmailOn,
    followUpEmailTemplate: settings.followUpEmailTemplate ?? DEFAULT_FOLLOW_UP_EMAIL_TEMPLATE,
    isFollowUpSmsOn: settings.isFollowUpSmsOn,
    followUpSmsTemplate: settings.followUpSmsTemplate ?? DEFAULT_FOLLOW_UP_SMS_TEMPLATE,
  };
}

async function assertOwnsWebsite(options: { db: Queryable; userId: string; websiteId: string }) {
  const [row] = await options.db
    .select({ id: websites.id, name: websites.name })
    .from(websites)
    .where(and(eq(websites.id, options.websiteId), eq(websites.userId, options.userId)));
  if (!row) throw notFound('Website');
  return row;
}

function describeDelivery(
  config: Config,
): Pick<NotificationSettingsResponse, 'emailDelivery' | 'smsDelivery'> {
  return {
    emailDelivery: config.SMTP_URL ? 'smtp' : 'outbox',
    smsDelivery:
      config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM ? 'twilio' : 'outbox',
  };
}

/** The owner's view of a website's setting. */
export async function getNotificationSettings(options: {
  db: Queryable;
  config: Config;
  userId: string;
  websiteId: string;
}): Promise<NotificationSettingsResponse> {
  await assertOwnsWebsite(options);
  const settings = await readNotificationSettings(options);
  if (!settings) throw notFound('Website');
  const { websiteName: _name, ...rest } = settings;
  return { ...rest, ...describeDelivery(options.config) };
}

/** A phone as E.164, or a 400 that says what to type; '' means none. */
export function normalisePhone(
  value: string | undefined,
  options: { field: string; defaultCountry: string },
) {
  if (value === undefined || value.trim() === '') return null;
  const parsed = parsePhoneNumberFromString(value, options.defaultCountry as CountryCode);
  if (!parsed || !parsed.isValid()) {
    throw new AppError(
      'VALIDATION_FAILED',
      `${options.field}: enter a valid phone number, e.g. +1 415 555 0100`,
      {
        details: [{ path: [options.field], message: 'Enter a valid phone number' }],
      },
    );
  }
  return parsed.number;
}

function assertTimezone(timezone: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
  } catch {
    throw new AppError('VALIDATION_FAILED', 'timezone: unknown time zone', {
      details: [{ path: ['timezone'], message: 'Unknown time zone' }],
    });
  }
}

/** Saves the setting (the website's old notification columns follow, so every screen reads one truth). */
export async function updateNotificationSettings(options: {
  db: Database;
  config: Config;
  userId: string;
  websiteId: string;
  input: UpdateNotificationSettingsRequest;
}): Promise<NotificationSettingsResponse> {
  const { input, config } = options;
  const alertPhone = normalisePhone(input.alertPhone, {
    field: 'alertPhone',
    defaultCountry: config.PHONE_DEFAULT_COUNTRY,
  });
  const businessPhone = normalisePhone(input.businessPhone, {
    field: 'businessPhone',
    defaultCountry: config.PHONE_DEFAULT_COUNTRY,
  });
  if (input.timezone) assertTimezone(input.timezone);
  const alertEmails = [...new Set(input.alertEmails.map((address) => address.trim().toLowerCase()))];
  await options.db.transaction(async (tx) => {
    await assertOwnsWebsite({ db: tx, userId: options.userId, websiteId: options.websiteId });
    const values = {
      alertEmails,
      isEmailAlertOn: input.isEmailAlertOn,
      alertPhone,
      isSmsAlertOn: input.isSmsAlertOn && alertPhone !== null,
      alertKinds: [...new Set(input.alertKinds)],
      businessPhone,
      ...(input.timezone !== undefined ? { timezone: input.timezone } : {}),
      ...(input.quietHoursStart !== undefined ? { quietHoursStart: input.quietHoursStart } : {}),
      ...(input.quietHoursEnd !== undefined ? { quietHoursEnd: input.quietHoursEnd } : {}),
      ...(input.isFollowUpEmailOn !== undefined ? { isFollowUpEmailOn: input.isFollowUpEmailOn } : {}),
      ...(input.followUpEmailTemplate !== undefined
        ? { followUpEmailTemplate: input.followUpEmailTemplate.trim() || null }
        : {}),
      ...(input.isFollowUpSmsOn !== undefined ? { isFollowUpSmsOn: input.isFollowUpSmsOn } : {}),
      ...(input.followUpSmsTemplate !== undefined
        ? { followUpSmsTemplate: input.followUpSmsTemplate.trim() || null }
        : {}),
    };
    await tx
      .insert(notificationSettings)
      .values({ websiteId: options.websiteId, ...values })
      .onConflictDoUpdate({ target: notificationSettings.websiteId, set: values });
    await tx
      .update(websites)
      .set({ notificationEmail: alertEmails[0] ?? null, notifyOnNewLead: input.isEmailAlertOn })
      .where(eq(websites.id, options.websiteId));
  });
  return getNotificationSettings(options);
}

/**
 * Sends a test alert to every address and the phone of the saved setting (whether or not alerts are switched on:
 * the owner is checking the route). Returns the queued messages; their status is polled with listTestAlertStatus.
 */
export async function sendTestAlert(options: {
  db: Database;
  config: Config;
  userId: string;
  websiteId: string;
}): Promise<OutboundDelivery[]> {
  const website = await assertOwnsWebsite(options);
  const settings = await readNotificationSettings(options);
  if (!settings || (settings.alertEmails.length === 0 && !settings.alertPhone)) {
    throw new AppError('BAD_REQUEST', 'Save an alert email address or phone number first');
  }
  const attempt = crypto.randomUUID();
  const link = `${options.config.publicUrl}/leads?website=${encodeURIComponent(options.websiteId)}`;
  const email = renderActionEmail({
    subject: `Test alert from LeadChat for ${website.name}`,
    heading: 'Your lead alerts work',
    paragraphs: [
      `This is a test alert for ${website.name}. When a visitor becomes a lead, an alert like this arrives with their name, email, phone, what they need and the last messages.`,
    ],
    actionLabel: 'Open your leads',
    actionUrl: link,
    footnote: 'You receive this email because you sent a test alert from the Notifications setting.',
  });
  const ids = await options.db.transaction(async (tx) => {
    const queued: string[] = [];
    for (const address of settings.alertEmails) {
      const { id } = await enqueueOutbound(tx, {
        idempotencyKey: `test-alert:${attempt}:email:${address}`,
        channel: 'email',
        purpose: 'test_alert',
        recipient: address,
        websiteId: options.websiteId,
        subject: email.subject,
        text: email.text,
        html: email.html,
        maxAttempts: 3,
      });
      queued.push(id);
    }
    if (settings.alertPhone) {
      const { id } = await enqueueOutbound(tx, {
        idempotencyKey: `test-alert:${attempt}:sms:${settings.alertPhone}`,
        channel: 'sms',
        purpose: 'test_alert',
        recipient: settings.alertPhone,
        websiteId: options.websiteId,
        text: `LeadChat test alert for ${website.name}: your lead texts work. ${link}`,
        maxAttempts: 3,
      });
      queued.push(id);
    }
    return queued;
  });
  return listWebsiteDeliveries({ db: options.db, websiteId: options.websiteId, ids });
}

/** Status of some of a website's messages (the test alert's, polled by the dialog). */
export async function listOwnedDeliveries(options: {
  db: Queryable;
  userId: string;
  websiteId: string;
  ids: string[];
}): Promise<OutboundDelivery[]> {
  await assertOwnsWebsite(options);
  return listWebsiteDeliveries(options);
}
