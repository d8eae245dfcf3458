/**
 * Twilio Programmable Messaging over its REST API (no SDK: two calls, form-encoded, basic auth). The base URL is
 * a setting (TWILIO_API_BASE_URL) so the tests' local fake, which speaks the same wire format, stands in.
 */
import { SmsSendError, type SmsDelivery, type SmsMessage, type SmsSender } from './sms.types.js';

const REQUEST_TIMEOUT_MS = 10_000;

type TwilioMessageResource = {
  sid?: string;
  status?: string;
  to?: string;
  body?: string;
  date_created?: string;
};
type TwilioError = { code?: number; message?: string };

export function createTwilioSmsSender(options: {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** A phone number (E.164) or a Messaging Service SID (MG…). */
  from: string;
}): SmsSender {
  const messagesUrl = `${options.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const isMessagingService = /^MG[0-9a-f]{32}$/i.test(options.from);

  async function call(url: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        headers: { ...init.headers, authorization, accept: 'application/json' },
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new SmsSendError('Twilio could not be reached', { isRetryable: true, cause: error });
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: response.status, body };
  }

  return {
    kind: 'twilio',
    send: async (message: SmsMessage): Promise<SmsDelivery> => {
      const form = new URLSearchParams({ To: message.to, Body: message.body });
      form.set(isMessagingService ? 'MessagingServiceSid' : 'From', options.from);
      if (message.statusCallbackUrl) form.set('StatusCallback', message.statusCallbackUrl);
      const { status, body } = await call(messagesUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      const resource = (body ?? {}) as TwilioMessageResource & TwilioError;
      if (status >= 200 && status < 300 && resource.sid) {
        return { provider: 'twilio', providerMessageId: resource.sid, status: resource.status ?? 'queued' };
      }
      // 429 and 5xx are Twilio's "try again"; any other answer is about this message and won't change.
      const isRetryable = status === 429 || status >= 500 || (status >= 200 && status < 300);
      throw new SmsSendError(
        `Twilio refused the message (HTTP ${status}${resource.code ? `, error ${resource.code}` : ''}${resource.message ? `: ${resource.message}` : ''})`,
        { isRetryable, providerCode: resource.code, httpStatus: status },
      );
    },
    findSent: async ({ to, body, since }) => {
      // DateSent>= takes a day (UTC); the page is then narrowed to the attempt's own time.
      const query = new URLSearchParams({
        To: to,
        'DateSent>': since.toISOString().slice(0, 10),
        PageSize: '50',
      });
      if (!isMessagingService) query.set('From', options.from);
      const { status, body: answer } = await call(`${messagesUrl}?${query.toString()}`, { method: 'GET' });
      if (status < 200 || status >= 300) {
        throw new SmsSendError(`Twilio's message list answered HTTP ${status}`, {
          isRetryable: true,
          httpStatus: status,
        });
      }
      const messages = ((answer ?? {}) as { messages?: TwilioMessageResource[] }).messages ?? [];
      const match = messages.find(
        (entry) =>
          entry.sid &&
          entry.body === body &&
          (!entry.date_created || Date.parse(entry.date_created) >= since.getTime() - 60_000),
      );
      return match?.sid
        ? { provider: 'twilio', providerMessageId: match.sid, status: match.status ?? 'queued' }
        : undefined;
    },
  };
}
