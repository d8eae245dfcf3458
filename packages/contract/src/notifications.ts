import { z } from 'zod';
import { safeText } from './text.js';

/** What an owner can be alerted about (issue 10). */
export const OWNER_ALERT_KINDS = [
  'new_lead',
  'callback_requested',
  'booking_requested',
  'booking_confirmed',
  'booking_cancelled',
] as const;
export const OwnerAlertKindSchema = z.enum(OWNER_ALERT_KINDS);
export type OwnerAlertKind = z.infer<typeof OwnerAlertKindSchema>;

export const OWNER_ALERT_KIND_LABELS: Record<OwnerAlertKind, string> = {
  new_lead: 'A new lead',
  callback_requested: 'A lead asks for a call back',
  booking_requested: 'A booking request',
  booking_confirmed: 'A booking confirmed',
  booking_cancelled: 'A booking cancelled',
};

export const MAX_ALERT_EMAILS = 5;
export const FOLLOW_UP_EMAIL_TEMPLATE_MAX = 2000;
export const FOLLOW_UP_SMS_TEMPLATE_MAX = 320;

/** The placeholders a follow-up template may use; anything else in braces is left as typed. */
export const FOLLOW_UP_PLACEHOLDERS = ['{name}', '{business}', '{need}', '{phone}'] as const;

export const DEFAULT_FOLLOW_UP_EMAIL_TEMPLATE =
  'Hi {name},\n\nThank you for contacting {business}. We have your request: "{need}".\n\n' +
  'What happens next: someone from our team will get back to you shortly. If it is urgent, call us on {phone}.';
export const DEFAULT_FOLLOW_UP_SMS_TEMPLATE =
  'Hi {name}, thanks for contacting {business}. We got your request and will call you back shortly. Reply STOP to opt out.';

const email = z.email({ error: 'Enter a valid email address' }).max(254);
const hour = z.number().int().min(0).max(23);
/** Phone numbers are parsed and normalised to E.164 by the server (libphonenumber-js); '' clears the field. */
const phoneInput = safeText({ label: 'Phone' }).trim().max(40);

export const NotificationSettingsSchema = z.object({
  alertEmails: z.array(z.string()),
  isEmailAlertOn: z.boolean(),
  alertPhone: z.string().nullable(),
  isSmsAlertOn: z.boolean(),
  alertKinds: z.array(OwnerAlertKindSchema),
  businessPhone: z.string().nullable(),
  timezone: z.string(),
  quietHoursStart: hour,
  quietHoursEnd: hour,
  isFollowUpEmailOn: z.boolean(),
  followUpEmailTemplate: z.string(),
  isFollowUpSmsOn: z.boolean(),
  followUpSmsTemplate: z.string(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** The setting plus how messages really leave: so the dialog never claims an SMS reached a phone via the outbox. */
export const NotificationSettingsResponseSchema = NotificationSettingsSchema.extend({
  emailDelivery: z.enum(['smtp', 'outbox']),
  smsDelivery: z.enum(['twilio', 'outbox']),
});
export type NotificationSettingsResponse = z.infer<typeof NotificationSettingsResponseSchema>;

export const UpdateNotificationSettingsRequestSchema = z
  .object({
    alertEmails: z
      .array(email)
      .max(MAX_ALERT_EMAILS, { error: `At most ${MAX_ALERT_EMAILS} alert addresses` }),
    isEmailAlertOn: z.boolean(),
    alertPhone: phoneInput,
    isSmsAlertOn: z.boolean(),
    alertKinds: z.array(OwnerAlertKindSchema).max(OWNER_ALERT_KINDS.length),
    businessPhone: phoneInput.optional(),
    timezone: safeText({ label: 'Time zone' }).trim().min(1).max(64).optional(),
    quietHoursStart: hour.optional(),
    quietHoursEnd: hour.optional(),
    isFollowUpEmailOn: z.boolean().optional(),
    followUpEmailTemplate: safeText({ label: 'Follow-up email' })
      .max(FOLLOW_UP_EMAIL_TEMPLATE_MAX)
      .optional(),
    isFollowUpSmsOn: z.boolean().optional(),
    followUpSmsTemplate: safeText({ label: 'Follow-up text' }).max(FOLLOW_UP_SMS_TEMPLATE_MAX).optional(),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.isEmailAlertOn && value.alertEmails.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['alertEmails'],
        message: 'Enter the address that should receive new leads',
      });
    }
    if (value.isSmsAlertOn && value.alertPhone === '') {
      context.addIssue({
        code: 'custom',
        path: ['alertPhone'],
        message: 'Enter the phone that should receive texts',
      });
    }
  });
export type UpdateNotificationSettingsRequest = z.infer<typeof UpdateNotificationSettingsRequestSchema>;

/** One outgoing message as the owner sees it (a lead's detail, a test alert). */
export const OutboundDeliverySchema = z.object({
  id: z.uuid(),
  channel: z.string(),
  purpose: z.string(),
  recipient: z.string(),
  /** queued | sending | sent | delivered | failed | suppressed | cancelled | unconfirmed (decision 0120) */
  status: z.string(),
  providerStatus: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type OutboundDelivery = z.infer<typeof OutboundDeliverySchema>;

export const DeliveryListResponseSchema = z.object({ deliveries: z.array(OutboundDeliverySchema) });

/** An email whose delivery is unconfirmed, as administrators list it (decision 0120). */
export const UnconfirmedEmailSchema = OutboundDeliverySchema.extend({
  subject: z.string().nullable(),
  websiteName: z.string().nullable(),
});
export type UnconfirmedEmail = z.infer<typeof UnconfirmedEmailSchema>;
export const UnconfirmedEmailListResponseSchema = z.object({ emails: z.array(UnconfirmedEmailSchema) });
export type DeliveryListResponse = z.infer<typeof DeliveryListResponseSchema>;

export const DeliveryIdsQuerySchema = z.object({
  ids: z
    .string()
    .max(40 * 10)
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.uuid()).max(10)),
});

/** Renders a follow-up template: known placeholders only; the result is plain text (escaped when put in HTML). */
export function renderFollowUpTemplate(
  template: string,
  values: { name: string; business: string; need: string; phone: string },
): string {
  return template
    .replaceAll('{name}', values.name)
    .replaceAll('{business}', values.business)
    .replaceAll('{need}', values.need)
    .replaceAll('{phone}', values.phone);
}

/** Lead webhooks (issue 10) live beside the Notifications setting. */
export * from './webhooks.js';
