import {
  AdminReferralSettingsSchema,
  AdminReferrersPageSchema,
  AdminReferrersQuerySchema,
  RecordPayoutRequestSchema,
  RecordPayoutResponseSchema,
  ReferralOverviewSchema,
  ReferralProgrammeSchema,
  ReferralVisitRequestSchema,
  UpdatePayoutDetailsRequestSchema,
} from '@leadchat/contract';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv } from '../../lib/app-env.js';
import { AppError } from '../../lib/app-error.js';
import { getClientIp } from '../../lib/client-ip.js';
import { consumeRateLimit, rateLimitClientKey } from '../../lib/rate-limit.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { requireUser, resolveSessionUser } from '../../lib/session.js';
import { parseJsonBody, parseParams, parseQuery } from '../../lib/validation.js';
import { listReferrers, recordPayout } from './referral-admin.service.js';
import { noteReferralVisit } from './referral-attribution.service.js';
import { REFERRAL_COOKIE, REFERRAL_COOKIE_MAX_AGE_SECONDS, REFERRAL_COOKIE_PATH } from './referral-codes.js';
import { getCommissionRatePercent, setCommissionRatePercent } from './referral-commissions.service.js';
import { getReferralOverview, updatePayoutDetails } from './referrals.service.js';

/** Referral-link visits recorded per client (IPv4 address or IPv6 /64) per 10 minutes, times RATE_LIMIT_MULTIPLIER. */
export const REFERRAL_VISITS_PER_CLIENT = 30;
const VISIT_WINDOW_MS = 10 * 60 * 1000;

const noStore = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/** /api/referrals: the public programme terms and link visits, and the signed-in owner's Referrals card. */
export function createReferralRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', noStore);

  routes.get('/programme', async (c) =>
    c.json(
      ReferralProgrammeSchema.parse({
        commissionRatePercent: await getCommissionRatePercent(c.get('deps').db),
      }),
    ),
  );

  // The /auth page saw ?ref=CODE. Always 204 (whether a code exists is not told); the browser keeps the first
  // existing code it is shown in an HttpOnly cookie that the sign-up request carries.
  routes.post('/visits', async (c) => {
    const { config, db } = c.get('deps');
    const limit = await consumeRateLimit({
      db,
      key: `referral-visit:${rateLimitClientKey(getClientIp(c, config))}`,
      limit: Math.ceil(REFERRAL_VISITS_PER_CLIENT * config.RATE_LIMIT_MULTIPLIER),
      windowMs: VISIT_WINDOW_MS,
    });
    if (!limit.allowed) {
      throw new AppError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.', {
        retryAfterSeconds: limit.retryAfterSeconds,
      });
    }
    const { code } = await parseJsonBody(c, ReferralVisitRequestSchema);
    const signedIn = await resolveSessionUser(c);
    const visit = await noteReferralVisit({
      db,
      code,
      browserHasCode: Boolean(getCookie(c, REFERRAL_COOKIE)),
      signedInUserId: signedIn?.id ?? null,
    });
    if (visit.keep && visit.code) {
      setCookie(c, REFERRAL_COOKIE, visit.code, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: config.isHttps,
        path: REFERRAL_COOKIE_PATH,
        maxAge: REFERRAL_COOKIE_MAX_AGE_SECONDS,
      });
    }
    return c.body(null, 204);
  });

  routes.get('/', requireUser, async (c) => {
    const { config, db } = c.get('deps');
    const overview = await getReferralOverview({
      db,
      userId: c.get('user')!.id,
      publicUrl: config.publicUrl,
      requireEmailVerification: config.AUTH_REQUIRE_EMAIL_VERIFICATION,
      secretBox: createSecretBox(config),
    });
    return c.json(ReferralOverviewSchema.parse(overview));
  });

  routes.put('/payout-details', requireUser, async (c) => {
    const { config, db } = c.get('deps');
    const body = await parseJsonBody(c, UpdatePayoutDetailsRequestSchema);
    const userId = c.get('user')!.id;
    const secretBox = createSecretBox(config);
    await updatePayoutDetails({ db, userId, payoutDetails: body.payoutDetails, secretBox });
    const overview = await getReferralOverview({
      db,
      userId,
      publicUrl: config.publicUrl,
      requireEmailVerification: config.AUTH_REQUIRE_EMAIL_VERIFICATION,
      secretBox,
    });
    return c.json(ReferralOverviewSchema.parse(overview));
  });

  return routes;
}

const ReferrerParamsSchema = z.object({ userId: z.uuid() });

/**
 * /api/admin/referrals: mounted inside the admin routes, so only administrators reach it (404 for everyone else)
 * and the installation's two-factor rule for administrators applies.
 */
export function createAdminReferralRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', async (c) => {
    const { config, db } = c.get('deps');
    const query = parseQuery(c, AdminReferrersQuerySchema);
    const page = await listReferrers({
      db,
      ...query,
      requireEmailVerification: config.AUTH_REQUIRE_EMAIL_VERIFICATION,
      secretBox: createSecretBox(config),
    });
    return c.json(AdminReferrersPageSchema.parse(page));
  });

  routes.get('/settings', async (c) =>
    c.json(
      AdminReferralSettingsSchema.parse({
        commissionRatePercent: await getCommissionRatePercent(c.get('deps').db),
      }),
    ),
  );

  routes.put('/settings', async (c) => {
    const body = await parseJsonBody(c, AdminReferralSettingsSchema);
    const updated = await setCommissionRatePercent({
      db: c.get('deps').db,
      actorUserId: c.get('user')!.id,
      settings: body,
    });
    c.get('log').info({ commissionRatePercent: updated.commissionRatePercent }, 'commission rate changed');
    return c.json(AdminReferralSettingsSchema.parse(updated));
  });

  routes.post('/:userId/payouts', async (c) => {
    const { userId } = parseParams(c, ReferrerParamsSchema, 'Referrer');
    const body = await parseJsonBody(c, RecordPayoutRequestSchema);
    const payout = await recordPayout({
      db: c.get('deps').db,
      actorUserId: c.get('user')!.id,
      referrerUserId: userId,
      amountCents: body.amountCents,
      note: body.note,
    });
    c.get('log').info(
      { referrerUserId: userId, amountCents: payout.amountCents },
      'referral payout recorded',
    );
    return c.json(RecordPayoutResponseSchema.parse(payout), 201);
  });

  return routes;
}
