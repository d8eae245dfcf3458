/**
 * The parts of Stripe's webhook payloads we act on, parsed with zod like any other input. Objects may be
 * expanded or not (`customer: "cus_…"` or `{ id: "cus_…", … }`); unknown fields are ignored.
 */
import { PaymentTypeSchema, PlanTypeSchema, SubscriptionStatusValueSchema } from '@leadchat/contract';
import { z } from 'zod';

const IdOrObjectSchema = z
  .union([z.string(), z.looseObject({ id: z.string() })])
  .nullable()
  .optional()
  .transform((value) => (typeof value === 'string' ? value : (value?.id ?? null)));

const MetadataSchema = z
  .record(z.string(), z.string())
  .nullable()
  .optional()
  .transform((value) => value ?? {});

const UnixTimeSchema = z
  .number()
  .int()
  .nullable()
  .optional()
  .transform((value) => (typeof value === 'number' ? new Date(value * 1000) : null));

export const StripeEventSchema = z.looseObject({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  /** Seconds since the epoch: when Stripe created the event (our version of the state it carries). */
  created: z.number().int().positive(),
  data: z.looseObject({ object: z.unknown() }),
});
export type StripeEvent = z.infer<typeof StripeEventSchema>;

export const CheckoutSessionObjectSchema = z.looseObject({
  id: z.string().min(1),
  mode: z.string(),
  status: z.string().nullable().optional(),
  payment_status: z.string().nullable().optional(),
  client_reference_id: z.string().nullable().optional(),
  customer: IdOrObjectSchema,
  subscription: IdOrObjectSchema,
  metadata: MetadataSchema,
});
export type CheckoutSessionObject = z.infer<typeof CheckoutSessionObjectSchema>;

export const SubscriptionObjectSchema = z.looseObject({
  id: z.string().min(1),
  customer: IdOrObjectSchema,
  status: SubscriptionStatusValueSchema,
  metadata: MetadataSchema,
  trial_end: UnixTimeSchema,
  /** Before API version 2025-03-31 the period end sat on the subscription; now it sits on each item. */
  current_period_end: UnixTimeSchema,
  items: z
    .looseObject({ data: z.array(z.looseObject({ current_period_end: UnixTimeSchema })) })
    .nullable()
    .optional(),
});
export type SubscriptionObject = z.infer<typeof SubscriptionObjectSchema>;

export const InvoiceObjectSchema = z.looseObject({
  id: z.string().optional(),
  customer: IdOrObjectSchema,
  /** Older API versions. */
  subscription: IdOrObjectSchema,
  parent: z
    .looseObject({
      subscription_details: z.looseObject({ subscription: IdOrObjectSchema }).nullable().optional(),
    })
    .nullable()
    .optional(),
});

/** The period end of a subscription object, whichever API version shaped it (latest item end). */
export function readPeriodEnd(subscription: SubscriptionObject): Date | null {
  const itemEnds = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((value): value is Date => value !== null);
  if (itemEnds.length) return new Date(Math.max(...itemEnds.map((date) => date.getTime())));
  return subscription.current_period_end;
}

/** The subscription an invoice belongs to, in either API version's shape. */
export function readInvoiceSubscriptionId(invoice: z.infer<typeof InvoiceObjectSchema>): string | null {
  return invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null;
}

/** Our metadata on sessions and subscriptions: which user bought which plan. */
export function readPurchaseMetadata(metadata: Record<string, string>) {
  const planType = PlanTypeSchema.safeParse(metadata.planType);
  const paymentType = PaymentTypeSchema.safeParse(metadata.paymentType);
  const userId = z.uuid().safeParse(metadata.userId);
  return {
    userId: userId.success ? userId.data : null,
    planType: planType.success ? planType.data : null,
    paymentType: paymentType.success ? paymentType.data : null,
  };
}
