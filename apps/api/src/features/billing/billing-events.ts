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
  /** What the customer paid (smallest currency unit), and in which currency: a one-time purchase's commission. */
  amount_total: z.number().int().nullable().optional(),
  currency: z.string().nullable().optional(),
  total_details: z.looseObject({ amount_tax: z.number().int().nullable().optional() }).nullable().optional(),
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

const SubscriptionDetailsSchema = z
  .looseObject({ subscription: IdOrObjectSchema, metadata: MetadataSchema })
  .nullable()
  .optional();

export const InvoiceObjectSchema = z.looseObject({
  id: z.string().optional(),
  customer: IdOrObjectSchema,
  /** Older API versions. */
  subscription: IdOrObjectSchema,
  /** Older API versions: the subscription's metadata copied onto the invoice. */
  subscription_details: SubscriptionDetailsSchema,
  parent: z
    .looseObject({
      subscription_details: SubscriptionDetailsSchema,
    })
    .nullable()
    .optional(),
  /** What was paid (smallest currency unit), tax included. */
  amount_paid: z.number().int().nullable().optional(),
  currency: z.string().nullable().optional(),
  /** Tax: `tax` before API version 2025-03-31, `total_taxes` since. */
  tax: z.number().int().nullable().optional(),
  total_taxes: z
    .array(z.looseObject({ amount: z.number().int() }))
    .nullable()
    .optional(),
  created: z.number().int().nullable().optional(),
  status_transitions: z
    .looseObject({ paid_at: z.number().int().nullable().optional() })
    .nullable()
    .optional(),
});
export type InvoiceObject = z.infer<typeof InvoiceObjectSchema>;

/** The period end of a subscription object, whichever API version shaped it (latest item end). */
export function readPeriodEnd(subscription: SubscriptionObject): Date | null {
  const itemEnds = (subscription.items?.data ?? [])
    .map((item) => item.current_period_end)
    .filter((value): value is Date => value !== null);
  if (itemEnds.length) return new Date(Math.max(...itemEnds.map((date) => date.getTime())));
  return subscription.current_period_end;
}

/** The subscription an invoice belongs to, in either API version's shape. */
export function readInvoiceSubscriptionId(invoice: InvoiceObject): string | null {
  return (
    invoice.parent?.subscription_details?.subscription ??
    invoice.subscription_details?.subscription ??
    invoice.subscription ??
    null
  );
}

/** Our metadata of the invoice's subscription (Stripe copies it onto each invoice), in either API version's shape. */
export function readInvoiceMetadata(invoice: InvoiceObject): Record<string, string> {
  return invoice.parent?.subscription_details?.metadata ?? invoice.subscription_details?.metadata ?? {};
}

/** What the customer paid for the product itself: the amount paid less any tax on it. */
export function readInvoiceAmountWithoutTax(invoice: InvoiceObject): number {
  const paid = invoice.amount_paid ?? 0;
  const tax =
    typeof invoice.tax === 'number'
      ? invoice.tax
      : (invoice.total_taxes ?? []).reduce((sum, entry) => sum + entry.amount, 0);
  return Math.max(0, paid - tax);
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
