/**
 * One-click unsubscribe of visitors' follow-up emails (RFC 8058). GET only shows a page with a button: link
 * scanners and mail previews fetch GET, so it must change nothing. POST (the mail client's one-click request,
 * `List-Unsubscribe=One-Click`, or the page's button) unsubscribes at once.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { escapeHtml } from '../../adapters/email/templates.js';
import { AppError } from '../../lib/app-error.js';
import type { AppEnv } from '../../lib/app-env.js';
import { limitPerClientInMemory } from '../../lib/rate-limit.js';
import { isValidUnsubscribeToken } from './unsubscribe-token.js';
import { unsubscribeFromFollowUps } from './unsubscribe.service.js';

const QuerySchema = z.object({
  w: z.uuid(),
  e: z.email().max(254),
  t: z.string().regex(/^[\w-]{43}$/),
});

function readVerified(c: Context<AppEnv>) {
  const parsed = QuerySchema.safeParse(c.req.query());
  const { config } = c.get('deps');
  if (
    !parsed.success ||
    !isValidUnsubscribeToken({
      secret: config.AUTH_SECRET ?? '',
      websiteId: parsed.data.w,
      email: parsed.data.e.toLowerCase(),
      token: parsed.data.t,
    })
  ) {
    throw new AppError('NOT_FOUND', 'This unsubscribe link is not valid');
  }
  return { websiteId: parsed.data.w, email: parsed.data.e.toLowerCase() };
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;max-width:480px;margin:64px auto;padding:0 16px;color:#111827">
<main><h1 style="font-size:22px">${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

/** Mounted at /api/follow-ups. */
export function createUnsubscribeRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use(
    '*',
    limitPerClientInMemory({ perMinute: 60, message: 'Too many requests. Please wait a moment.' }),
  );

  routes.get('/unsubscribe', (c) => {
    const { email } = readVerified(c);
    c.header('Cache-Control', 'no-store');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'");
    return c.html(
      page(
        'Unsubscribe from follow-up emails',
        `<p>Stop follow-up emails to <strong>${escapeHtml(email)}</strong>?</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="background:#6D28D9;color:#fff;border:0;border-radius:8px;padding:10px 16px;font-size:15px">Unsubscribe</button></form>`,
      ),
    );
  });

  routes.post('/unsubscribe', async (c) => {
    const target = readVerified(c);
    await unsubscribeFromFollowUps({ db: c.get('deps').db, ...target });
    c.get('log').info({ websiteId: target.websiteId }, 'visitor unsubscribed from follow-ups');
    c.header('Cache-Control', 'no-store');
    return c.html(
      page('You are unsubscribed', '<p>You will not receive follow-up emails from this business again.</p>'),
    );
  });

  return routes;
}
