/**
 * Twilio's webhooks (docs/product/interfaces.md): POST /api/sms/status (delivery status callbacks) and POST /api/sms/inbound
 * (texts to our number). Each request's X-Twilio-Signature is checked, in constant time, over the URL built from
 * PUBLIC_URL (never the Host header, which the caller chooses) and the form parameters as received.
 */
import { Hono, type Context } from 'hono';
import { isValidTwilioSignature } from '../../adapters/sms/index.js';
import { AppError } from '../../lib/app-error.js';
import type { AppEnv } from '../../lib/app-env.js';
import { limitPerClientInMemory } from '../../lib/rate-limit.js';
import { applySmsStatus, handleInboundSms } from './sms-webhooks.service.js';

const WEBHOOK_LIMIT_PER_MINUTE = 1200;
const FIELD_MAX = 2000;

/** Reads and verifies the form; throws 403 for a missing or wrong signature. */
async function readSignedForm(c: Context<AppEnv>): Promise<URLSearchParams> {
  const { config } = c.get('deps');
  if (!config.TWILIO_AUTH_TOKEN) throw new AppError('NOT_FOUND', 'SMS webhooks are not configured');
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/x-www-form-urlencoded');
  }
  const params = new URLSearchParams(await c.req.text());
  const requestUrl = new URL(c.req.url);
  const url = `${config.publicUrl}${requestUrl.pathname}${requestUrl.search}`;
  const isValid = isValidTwilioSignature({
    authToken: config.TWILIO_AUTH_TOKEN,
    url,
    params,
    signature: c.req.header('x-twilio-signature'),
  });
  if (!isValid) throw new AppError('FORBIDDEN', 'Invalid Twilio signature');
  return params;
}

function field(params: URLSearchParams, name: string, pattern?: RegExp): string {
  const value = params.get(name) ?? '';
  if (!value || value.length > FIELD_MAX || (pattern && !pattern.test(value))) {
    throw new AppError('VALIDATION_FAILED', `${name} is missing or malformed`);
  }
  return value;
}

const SID = /^[A-Z]{2}[0-9a-f]{32}$/;
const STATUS = /^[a-z_]{2,20}$/;
const PHONE = /^\+?[0-9]{3,20}$/;

/** Mounted at /api/sms. */
export function createSmsWebhookRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use(
    '*',
    limitPerClientInMemory({ perMinute: WEBHOOK_LIMIT_PER_MINUTE, message: 'Too many webhook requests' }),
  );

  routes.post('/status', async (c) => {
    const params = await readSignedForm(c);
    const errorCode = params.get('ErrorCode') ?? undefined;
    const isChanged = await applySmsStatus({
      db: c.get('deps').db,
      callback: {
        messageId: c.req.query('m'),
        providerMessageId: field(params, 'MessageSid', SID),
        status: field(params, 'MessageStatus', STATUS),
        errorCode: errorCode && /^\d{1,6}$/.test(errorCode) ? errorCode : undefined,
      },
    });
    c.get('log').info(
      { sid: params.get('MessageSid'), status: params.get('MessageStatus'), isChanged },
      'sms status',
    );
    return c.body(null, 204);
  });

  routes.post('/inbound', async (c) => {
    const params = await readSignedForm(c);
    const outcome = await handleInboundSms({
      db: c.get('deps').db,
      messageSid: field(params, 'MessageSid', SID),
      from: field(params, 'From', PHONE),
      body: (params.get('Body') ?? '').slice(0, FIELD_MAX),
    });
    c.get('log').info({ outcome }, 'inbound sms');
    // Empty TwiML: Twilio sends the carrier-required STOP/START confirmations itself.
    return c.body('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', 200, {
      'content-type': 'text/xml',
    });
  });

  return routes;
}
