/**
 * WhatsApp channel: the owner's connected numbers, the channel's status and usage, delivery records, and the
 * webhook payload Meta sends (WhatsApp Cloud API, `object: whatsapp_business_account`).
 */
import { z } from 'zod';
import { safeText } from './text.js';

/** docs/product/limits.md: at most this many WhatsApp accounts are shown (on /analytics). */
export const WHATSAPP_ACCOUNTS_SHOWN = 5;
/** Meta's customer-service window: free-form messages only within 24 hours of the customer's last message. */
export const WHATSAPP_SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Longest text Meta accepts in a text message body. */
export const WHATSAPP_TEXT_MAX = 4096;

const GraphId = z
  .string()
  .trim()
  .regex(/^\d{5,30}$/, 'must be the numeric id shown in Meta’s WhatsApp Manager');

const TimeZoneSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z0-9_+\-/]+$/, 'must be an IANA time zone name such as Europe/Berlin');

const AccessTokenSchema = z
  .string()
  .trim()
  .min(20, 'Access token looks too short')
  .max(2000)
  .regex(/^[A-Za-z0-9_\-.|=]+$/, 'Access token must be the token Meta shows, without spaces');

/** POST /api/websites/:websiteId/whatsapp-accounts */
/**
 * The owner's own token is required: the server checks with Meta that it reads this number of this business
 * account before anything is stored, and stores the display number Meta shows (none is typed). The server-wide
 * WHATSAPP_ACCESS_TOKEN can't prove which owner a number belongs to (docs/decisions/0130).
 */
export const CreateWhatsAppAccountRequestSchema = z.object({
  phoneNumberId: GraphId,
  businessAccountId: GraphId,
  accessToken: AccessTokenSchema,
  timeZone: TimeZoneSchema.default('UTC'),
});
export type CreateWhatsAppAccountRequest = z.input<typeof CreateWhatsAppAccountRequestSchema>;

/** PATCH /api/websites/:websiteId/whatsapp-accounts/:accountId */
export const UpdateWhatsAppAccountRequestSchema = z
  .object({
    isActive: z.boolean().optional(),
    /** Checked with Meta like a new number; the display number is refreshed from Meta's answer. */
    accessToken: AccessTokenSchema.optional(),
    timeZone: TimeZoneSchema.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to change' });
export type UpdateWhatsAppAccountRequest = z.input<typeof UpdateWhatsAppAccountRequestSchema>;

export const WhatsAppAccountSchema = z.object({
  id: z.uuid(),
  websiteId: z.uuid(),
  websiteName: z.string(),
  phoneNumberId: z.string().nullable(),
  businessAccountId: z.string().nullable(),
  displayPhoneNumber: z.string().nullable(),
  timeZone: z.string(),
  isActive: z.boolean(),
  /** The number has its own token (shown only as a hint); false: the server-wide token is used, if any. */
  hasAccessToken: z.boolean(),
  accessTokenHint: z.string().nullable(),
  lastInboundAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /**
   * When Meta confirmed the number with the account's own token; null for a number connected before LeadChat
   * checked (its messages are not answered until a replaced token is confirmed).
   */
  confirmedByMetaAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WhatsAppAccount = z.infer<typeof WhatsAppAccountSchema>;

export const WhatsAppUsageSchema = z.object({
  monthYear: z.string(),
  totalMessages: z.number().int(),
  messagesSent: z.number().int(),
  messagesReceived: z.number().int(),
  limit: z.number().int(),
  percent: z.number(),
  isNearLimit: z.boolean(),
  isAtLimit: z.boolean(),
});
export type WhatsAppUsage = z.infer<typeof WhatsAppUsageSchema>;

/** What the server needs before WhatsApp works, and whether Meta has verified the webhook. */
export const WhatsAppChannelSchema = z.object({
  /** WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN are set: the webhook accepts signed deliveries. */
  isConfigured: z.boolean(),
  /** Environment variables still missing for the channel to work. */
  missing: z.array(z.string()),
  hasServerAccessToken: z.boolean(),
  webhookUrl: z.string(),
  webhookVerifiedAt: z.string().nullable(),
  usage: WhatsAppUsageSchema,
});
export type WhatsAppChannel = z.infer<typeof WhatsAppChannelSchema>;

export const WhatsAppAccountListSchema = z.object({
  accounts: z.array(WhatsAppAccountSchema),
  channel: WhatsAppChannelSchema,
});
export type WhatsAppAccountList = z.infer<typeof WhatsAppAccountListSchema>;

/** POST /api/websites/:websiteId/whatsapp-accounts/:accountId/test-message */
export const WhatsAppTestMessageRequestSchema = z.object({
  message: safeText({ label: 'Message' }).trim().min(1, 'Message is required').max(1000),
});
export type WhatsAppTestMessageRequest = z.infer<typeof WhatsAppTestMessageRequestSchema>;
export const WhatsAppTestMessageResponseSchema = z.object({ messageId: z.string(), from: z.string() });

export const WHATSAPP_DELIVERY_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
  'not_sent',
] as const;
export const WhatsAppDeliveryStatusSchema = z.enum(WHATSAPP_DELIVERY_STATUSES);
export type WhatsAppDeliveryStatus = z.infer<typeof WhatsAppDeliveryStatusSchema>;

/** GET /api/whatsapp/conversations/:conversationId/deliveries: what happened to each message sent there. */
export const WhatsAppDeliveryListSchema = z.object({
  deliveries: z.array(
    z.object({
      id: z.uuid(),
      messageId: z.uuid().nullable(),
      kind: z.string(),
      body: z.string(),
      status: WhatsAppDeliveryStatusSchema,
      /** Why it was not sent or failed, in words an owner understands. */
      reason: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type WhatsAppDeliveryList = z.infer<typeof WhatsAppDeliveryListSchema>;

// ───────────── Meta's webhook payload (only the parts we read; everything else passes through) ─────────────

const WaId = z.string().regex(/^\d{5,20}$/);
const Wamid = z.string().min(1).max(300);
const ShortText = z.string().max(WHATSAPP_TEXT_MAX);

export const MetaInboundMessageSchema = z.looseObject({
  from: WaId,
  id: Wamid,
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string().max(40),
  text: z.looseObject({ body: ShortText }).optional(),
  button: z.looseObject({ text: ShortText.optional(), payload: ShortText.optional() }).optional(),
  interactive: z
    .looseObject({
      type: z.string().max(40),
      button_reply: z.looseObject({ id: ShortText, title: ShortText }).optional(),
      list_reply: z
        .looseObject({ id: ShortText, title: ShortText, description: ShortText.optional() })
        .optional(),
    })
    .optional(),
  location: z
    .looseObject({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
      name: ShortText.optional(),
      address: ShortText.optional(),
    })
    .optional(),
  image: z.looseObject({ caption: ShortText.optional() }).optional(),
  video: z.looseObject({ caption: ShortText.optional() }).optional(),
  document: z.looseObject({ caption: ShortText.optional(), filename: ShortText.optional() }).optional(),
});
export type MetaInboundMessage = z.infer<typeof MetaInboundMessageSchema>;

export const MetaStatusSchema = z.looseObject({
  id: Wamid,
  status: z.enum(['sent', 'delivered', 'read', 'failed', 'deleted', 'warning']),
  timestamp: z.string().regex(/^\d{1,12}$/),
  recipient_id: z.string().max(40),
  biz_opaque_callback_data: z.string().max(512).optional(),
  errors: z
    .array(
      z.looseObject({
        code: z.number().int(),
        title: ShortText.optional(),
        message: ShortText.optional(),
      }),
    )
    .max(10)
    .optional(),
});
export type MetaStatus = z.infer<typeof MetaStatusSchema>;

export const MetaChangeValueSchema = z.looseObject({
  messaging_product: z.literal('whatsapp'),
  metadata: z.looseObject({
    display_phone_number: z.string().max(40),
    phone_number_id: z.string().regex(/^\d{1,30}$/),
  }),
  contacts: z
    .array(z.looseObject({ wa_id: WaId, profile: z.looseObject({ name: ShortText }).optional() }))
    .max(100)
    .optional(),
  messages: z.array(z.unknown()).max(1000).optional(),
  statuses: z.array(z.unknown()).max(1000).optional(),
});

export const MetaWebhookSchema = z.looseObject({
  object: z.string().max(100),
  entry: z
    .array(
      z.looseObject({
        id: z.string().max(40),
        changes: z.array(z.looseObject({ field: z.string().max(100), value: z.unknown() })).max(100),
      }),
    )
    .max(100),
});
export type MetaWebhook = z.infer<typeof MetaWebhookSchema>;
