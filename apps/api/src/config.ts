import path from 'node:path';
import { z } from 'zod';

/** Empty strings in the environment mean "unset" (a blank line in .env must not switch a feature on). */
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const flag = z
  .string()
  .optional()
  .transform((value) => value === '1' || value === 'true');

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  PUBLIC_URL: optionalString.pipe(z.url().optional()),
  AUTH_SECRET: optionalString,
  /** Key for secrets stored on owners' behalf (OAuth tokens, provider keys, 2FA seeds); unset: derived from AUTH_SECRET. */
  SECRETS_KEY: optionalString,
  /** New accounts confirm their email before their first sign-in (sign-up then answers alike for known emails). */
  AUTH_REQUIRE_EMAIL_VERIFICATION: z
    .string()
    .optional()
    .transform((value) => value !== '0' && value !== 'false'),
  /** Window of the per-account sign-in limit (lock-out after too many attempts). */
  AUTH_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  TRUST_PROXY: flag,
  SMTP_URL: optionalString,
  EMAIL_FROM: z.string().default('LeadChat <no-reply@leadchat.local>'),
  SUPPORT_EMAIL: z.string().default('support@leadchat.local'),
  LLM_PROVIDER: z
    .enum(['openai-compatible', 'anthropic', ''])
    .optional()
    .transform((value) => (value ? value : undefined)),
  LLM_BASE_URL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_MODEL: optionalString,
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(20000),
  /**
   * Characters up to which a website's whole knowledge is sent to the model instead of the passages retrieved for
   * the message (assistant/model-context.ts). Unset: 48,000 for Anthropic, 0 (retrieval only) for an
   * OpenAI-compatible server, which may be a local model with a small window.
   */
  LLM_CONTEXT_CHARS: z.coerce.number().int().min(0).max(400_000).optional(),
  /**
   * The local test-mode checkout (no money moves; anyone signed in can give themselves any plan). '1' turns it on,
   * '0' off; unset: on only for a development or test server (NODE_ENV not production and PUBLIC_URL not https).
   * A Stripe key always wins. Without either, checkout answers that payments are not configured.
   */
  PAYMENTS_TEST_MODE: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === '1' || value === 'true')),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalString,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /** Google's OAuth 2.0 endpoints (authorisation page and token endpoint); tests point it at a local fake. */
  GOOGLE_OAUTH_BASE_URL: z.url().default('https://oauth2.googleapis.com'),
  /** Google's REST APIs (Calendar and Business Profile); tests point it at a local fake. */
  GOOGLE_API_BASE_URL: z.url().default('https://www.googleapis.com'),
  /** How often each connected Google Business Profile account's reviews are fetched in the background. */
  GMB_SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
  /** Microsoft identity platform app (Outlook calendars through Microsoft Graph). */
  MICROSOFT_CLIENT_ID: optionalString,
  MICROSOFT_CLIENT_SECRET: optionalString,
  /** Microsoft's OAuth 2.0 endpoints (`/common/oauth2/v2.0/authorize` and `/token` under it). */
  MS_OAUTH_BASE_URL: z.url().default('https://login.microsoftonline.com'),
  /** Microsoft Graph; tests point it at a local fake. */
  MS_GRAPH_BASE_URL: z.url().default('https://graph.microsoft.com/v1.0'),
  WHATSAPP_APP_SECRET: optionalString,
  WHATSAPP_VERIFY_TOKEN: optionalString,
  WHATSAPP_ACCESS_TOKEN: optionalString,
  /** Meta's Graph API (WhatsApp Cloud API sends go to `{base}/{version}/{phone-number-id}/messages`); tests point it at a local fake. */
  WHATSAPP_GRAPH_BASE_URL: z.url().default('https://graph.facebook.com'),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  /** Twilio's REST API origin; a local fake speaking its wire format stands in for tests. */
  TWILIO_API_BASE_URL: z.url().default('https://api.twilio.com'),
  CRAWL_ALLOW_PRIVATE: flag,
  /** Let lead webhooks reach loopback and private addresses (tests and local development only; metadata never). */
  WEBHOOKS_ALLOW_PRIVATE: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalString,
  WIDGET_DIST_DIR: optionalString,
  /** Rate limits can be raised for benchmarks; never disabled. */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  /** Public chat limits per minute, each multiplied by RATE_LIMIT_MULTIPLIER. */
  CHAT_LIMIT_PER_VISITOR: z.coerce.number().int().positive().default(20),
  CHAT_LIMIT_PER_IP: z.coerce.number().int().positive().default(60),
  CHAT_LIMIT_PER_WEBSITE: z.coerce.number().int().positive().default(600),
  /** Country assumed for phone numbers visitors write without a +country code (ISO 3166 alpha-2). */
  PHONE_DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('US'),
});

/** Who takes payments: Stripe, the local test mode, or nobody (checkout says payments are not configured). */
export type PaymentsMode = 'stripe' | 'test' | 'disabled';

export type Config = z.infer<typeof ConfigSchema> & {
  publicUrl: string;
  dataDir: string;
  isHttps: boolean;
  paymentsMode: PaymentsMode;
};

/** Stripe when a key is set; else the test mode only when asked for (or by default on a dev/test server). */
function resolvePaymentsMode(options: {
  stripeSecretKey: string | undefined;
  testMode: boolean | undefined;
  nodeEnv: string;
  isHttps: boolean;
}): PaymentsMode {
  if (options.stripeSecretKey) return 'stripe';
  const isTestModeOn = options.testMode ?? (options.nodeEnv !== 'production' && !options.isHttps);
  return isTestModeOn ? 'test' : 'disabled';
}

/** Parses the environment once; nothing else in the server reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // A blank variable means unset whatever its type: an empty `PORT=` line in a .env file must not break the start.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const value = parsed.data;
  const publicUrl = (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, '');
  const isHttps = publicUrl.startsWith('https://');
  return {
    ...value,
    publicUrl,
    dataDir: path.resolve(value.DATA_DIR),
    isHttps,
    paymentsMode: resolvePaymentsMode({
      stripeSecretKey: value.STRIPE_SECRET_KEY,
      testMode: value.PAYMENTS_TEST_MODE,
      nodeEnv: value.NODE_ENV,
      isHttps,
    }),
  };
}
