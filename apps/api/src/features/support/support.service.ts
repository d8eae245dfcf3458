import type { SupportRequest } from '@leadchat/contract';
import type { EmailSender } from '../../adapters/email/email.types.js';
import { escapeHtml } from '../../adapters/email/templates.js';
import type { Database } from '../../db/client.js';
import { supportRequests } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';

const HOUR = 60 * 60 * 1000;
/** Enough for a person who sends a few messages; a script filling the inbox stops quickly. */
export const SUPPORT_REQUESTS_PER_IP_PER_HOUR = 5;

/** Stores a contact-form message and emails it to the support address. */
export async function submitSupportRequest(options: {
  db: Database;
  email: EmailSender;
  logger: Logger;
  supportEmail: string;
  request: SupportRequest;
  clientIp: string;
  userId: string | null;
  rateLimitMultiplier: number;
}): Promise<{ id: string }> {
  const { db, request } = options;
  const limit = await consumeRateLimit({
    db,
    key: `support:ip:${options.clientIp}`,
    limit: Math.ceil(SUPPORT_REQUESTS_PER_IP_PER_HOUR * options.rateLimitMultiplier),
    windowMs: HOUR,
  });
  if (!limit.allowed) {
    throw new AppError('RATE_LIMITED', 'Too many messages from your network. Please try again later.', {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }

  const [row] = await db
    .insert(supportRequests)
    .values({ ...request, userId: options.userId })
    .returning({ id: supportRequests.id });
  if (!row) throw new Error('support request insert returned nothing');

  // The request is stored whatever happens to the email: a mail outage must not lose the visitor's message.
  try {
    await options.email.send({ to: options.supportEmail, ...renderSupportEmail({ ...request, id: row.id }) });
  } catch (error) {
    options.logger.error(
      { err: error, supportRequestId: row.id },
      'support request stored but its email failed',
    );
  }
  return { id: row.id };
}

function renderSupportEmail(request: SupportRequest & { id: string }): {
  subject: string;
  text: string;
  html: string;
} {
  // Visitor text never reaches a mail header unflattened.
  const subject = `Support request: ${request.subject.replace(/[\r\n]+/g, ' ')}`.slice(0, 240);
  const text = [
    `New support request ${request.id}`,
    '',
    `From: ${request.name} <${request.email}>`,
    `Subject: ${request.subject}`,
    '',
    request.message,
    '',
    'Reply to the sender within 24 hours (the promise on the support page).',
  ].join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#111827">
<h1 style="font-size:18px">New support request</h1>
<p><strong>From:</strong> ${escapeHtml(request.name)} &lt;<a href="mailto:${escapeHtml(request.email)}">${escapeHtml(request.email)}</a>&gt;</p>
<p><strong>Subject:</strong> ${escapeHtml(request.subject)}</p>
<pre style="white-space:pre-wrap;font-family:inherit;background:#f5f3ff;padding:12px;border-radius:8px">${escapeHtml(request.message)}</pre>
<p style="font-size:12px;color:#6b7280">Request ${escapeHtml(request.id)}. Reply within 24 hours (the promise on the support page).</p>
</body></html>`;
  return { subject, text, html };
}
