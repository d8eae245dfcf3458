import { z } from 'zod';
import { safeText } from './text.js';
import { WIDGET_DEFAULTS, WidgetPositionSchema, WidgetSizeSchema } from './widget.js';

/**
 * The AI instructions a new website starts with (docs/product/validation.md: a helpful-assistant text that also captures leads).
 * The pre-launch checklist compares against this text to tell whether the owner has customised them.
 */
export const DEFAULT_AI_INSTRUCTIONS =
  "You are a friendly, helpful assistant for this business's website. Answer visitors' questions clearly and " +
  'briefly, using only the information you have been given about the business. When a visitor shows interest in ' +
  'a service, asks for a quote or wants to be contacted, politely ask for their name, email address and phone ' +
  'number so the team can follow up. If you do not know an answer, say so honestly and offer to have someone ' +
  'get back to them.';

export const WEBSITE_NAME_MAX = 100;
export const AI_INSTRUCTIONS_MAX = 5000;
export const GREETING_MAX = 300;
export const BOT_NAME_MAX = 50;
export const AUTO_POPUP_DELAY_MAX = 60000;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const HOSTNAME_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** The WHATWG URL class exists in browsers and Node; the contract compiles without DOM or Node types. */
type ParsedUrl = {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  pathname: string;
  search: string;
  hash: string;
  origin: string;
};
declare const URL: new (input: string) => ParsedUrl;

export type DomainNormalization = { ok: true; origin: string } | { ok: false; message: string };

/**
 * Turns what an owner types in the Domain field (`example.com`, `http://shop.example.com:8080/`) into an origin
 * (`https://example.com`, `http://shop.example.com:8080`). Paths, credentials and non-web schemes are refused
 * with a message that says what to type instead. Shared by the API (authoritative) and the web form.
 */
export function normalizeWebsiteDomain(input: string): DomainNormalization {
  const value = input.trim();
  if (value === '') return { ok: false, message: 'Domain is required' };
  if (value.length > 253 + 20) return { ok: false, message: 'Domain is too long' };
  if (/\s/.test(value)) return { ok: false, message: 'Domain must not contain spaces' };
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value);
  if (!hasScheme && /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(value)) {
    return { ok: false, message: 'Domain must be a website address such as example.com' };
  }
  let url: ParsedUrl;
  try {
    url = new URL(hasScheme ? value : `https://${value}`);
  } catch {
    return { ok: false, message: 'Domain must be a website address such as example.com' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, message: 'Domain must start with http:// or https://' };
  }
  if (url.username || url.password)
    return { ok: false, message: 'Domain must not contain a user name or password' };
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) {
    return { ok: false, message: 'Enter only the website address (like example.com), without a path' };
  }
  const host = url.hostname;
  // The URL parser rewrites numeric shorthands (`1.2.3`, `0x7f.1`) into dotted IPv4; an owner never means those.
  const rawHost = (hasScheme ? value.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '') : value).split(/[/?#]/)[0] ?? '';
  const rawHostname = (
    rawHost.startsWith('[') ? rawHost.slice(0, rawHost.indexOf(']') + 1) : (rawHost.split(':')[0] ?? '')
  ).toLowerCase();
  if (/^[\x20-\x7e]*$/.test(rawHostname) && rawHostname !== host) {
    return { ok: false, message: 'Domain must be a website address such as example.com' };
  }
  const isIpv6 = host.startsWith('[') && host.endsWith(']');
  if (!isIpv6 && !IPV4.test(host) && host !== 'localhost') {
    const labels = host.split('.');
    const tld = labels[labels.length - 1] ?? '';
    const isValid =
      host.length <= 253 &&
      labels.length >= 2 &&
      labels.every((label: string) => HOSTNAME_LABEL.test(label)) &&
      /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld);
    if (!isValid) return { ok: false, message: 'Domain must be a website address such as example.com' };
  }
  return { ok: true, origin: url.origin };
}

/** A domain field: trimmed, required, normalised to an origin. */
export const WebsiteDomainSchema = safeText({ label: 'Domain', error: 'Domain is required' }).transform(
  (value, ctx) => {
    const result = normalizeWebsiteDomain(value);
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.message });
      return z.NEVER;
    }
    return result.origin;
  },
);

const WebsiteNameSchema = safeText({ label: 'Name', error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(WEBSITE_NAME_MAX, `Name must be at most ${WEBSITE_NAME_MAX} characters`);

/** Stored as `websites.appearance_config` (snake_case, docs/product/data.md). */
export const AppearanceConfigSchema = z.object({
  greeting_message: safeText({ label: 'Greeting' })
    .trim()
    .min(1, 'Greeting is required')
    .max(GREETING_MAX, `Greeting must be at most ${GREETING_MAX} characters`),
  bot_name: safeText({ label: 'Bot name' })
    .trim()
    .min(1, 'Bot name is required')
    .max(BOT_NAME_MAX, `Bot name must be at most ${BOT_NAME_MAX} characters`),
  primary_color: safeText({ label: 'Primary colour' })
    .trim()
    .regex(HEX_COLOR, 'Primary colour must be a hex colour such as #8B5CF6')
    .transform((value) => value.toUpperCase()),
  position: WidgetPositionSchema,
  size: WidgetSizeSchema,
  auto_popup_delay: z
    .number()
    .int('Auto-popup delay must be a whole number of milliseconds')
    .min(0, 'Auto-popup delay must be 0 or more')
    .max(AUTO_POPUP_DELAY_MAX, `Auto-popup delay must be at most ${AUTO_POPUP_DELAY_MAX} ms`),
});
export type AppearanceConfig = z.infer<typeof AppearanceConfigSchema>;

export const DEFAULT_APPEARANCE_CONFIG: AppearanceConfig = {
  greeting_message: WIDGET_DEFAULTS.greeting,
  bot_name: WIDGET_DEFAULTS.botName,
  primary_color: WIDGET_DEFAULTS.primaryColor,
  position: WIDGET_DEFAULTS.position,
  size: WIDGET_DEFAULTS.size,
  auto_popup_delay: WIDGET_DEFAULTS.autoPopupDelay,
};

/** A website as its owner sees it. */
export const WebsiteSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  domain: z.string(),
  aiInstructions: z.string(),
  appearanceConfig: AppearanceConfigSchema,
  isActive: z.boolean(),
  notificationEmail: z.string().nullable(),
  notifyOnNewLead: z.boolean(),
  /** Assistant replies allowed per calendar month; null = no cap. */
  monthlyMessageQuota: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Website = z.infer<typeof WebsiteSchema>;

/** GET /api/websites — the owner's websites, newest first. */
export const WebsiteListSchema = z.object({ websites: z.array(WebsiteSchema) });
export type WebsiteList = z.infer<typeof WebsiteListSchema>;

/** POST /api/websites → 201 Website. */
export const CreateWebsiteRequestSchema = z.object({
  name: WebsiteNameSchema,
  domain: WebsiteDomainSchema,
  aiInstructions: safeText({ label: 'AI instructions' })
    .trim()
    .max(AI_INSTRUCTIONS_MAX, `AI instructions must be at most ${AI_INSTRUCTIONS_MAX} characters`)
    .optional(),
});
export type CreateWebsiteRequest = z.input<typeof CreateWebsiteRequestSchema>;

/** PATCH /api/websites/{id} → Website. Every field optional; appearanceConfig may be partial (merged). */
export const UpdateWebsiteRequestSchema = z
  .object({
    name: WebsiteNameSchema,
    domain: WebsiteDomainSchema,
    aiInstructions: z
      .string()
      .trim()
      .max(AI_INSTRUCTIONS_MAX, `AI instructions must be at most ${AI_INSTRUCTIONS_MAX} characters`),
    appearanceConfig: AppearanceConfigSchema.partial(),
    isActive: z.boolean(),
    notificationEmail: z
      .union([z.email('Notification email must be a valid email address').max(320), z.literal('')])
      .nullable()
      .transform((value) => (value === '' ? null : value)),
    notifyOnNewLead: z.boolean(),
    monthlyMessageQuota: z.number().int().min(1).max(10_000_000).nullable(),
  })
  .partial()
  .strict();
export type UpdateWebsiteRequest = z.input<typeof UpdateWebsiteRequestSchema>;

export { buildEmbedSnippet, buildInitSnippet, WEBSITE_ID_PLACEHOLDER } from './zod-free/embed-snippet.js';
