import {
  AdminSecuritySettingsSchema,
  AdminOutboxPageSchema,
  AdminOutboxQuerySchema,
  AdminStatsSchema,
  AdminUserSchema,
  AdminUsersPageSchema,
  AdminUsersQuerySchema,
  SystemSettingsSchema,
  UpdateUserRoleRequestSchema,
} from '@leadchat/contract';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/app-env.js';
import { requireAdmin } from '../../lib/session.js';
import { parseJsonBody, parseParams, parseQuery } from '../../lib/validation.js';
import {
  assertAdminMeetsTwoFactorRule,
  getAdminSecuritySettings,
  updateAdminSecuritySettings,
} from '../two-factor/two-factor.service.js';
import { createAdminReferralRoutes } from '../referrals/referrals.routes.js';
import { createAdminOutboundRoutes } from '../notifications/admin-outbound.routes.js';
import { getAdminStats, getSystemSettings, listOutbox, listUsers, setUserRole } from './admin.service.js';

const UserParamsSchema = z.object({ userId: z.uuid() });

/** /api/admin/*: every endpoint answers 404 to anyone who is not an administrator (requireAdmin). */
export function createAdminRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireAdmin);
  routes.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  // When the installation requires it, an administrator without two-factor sign-in gets 403 everywhere here
  // (TWO_FACTOR_REQUIRED): the admin page then asks them to turn it on first.
  routes.use('*', async (c, next) => {
    await assertAdminMeetsTwoFactorRule({ db: c.get('deps').db, admin: c.get('user')! });
    await next();
  });

  routes.get('/stats', async (c) =>
    c.json(AdminStatsSchema.parse(await getAdminStats({ db: c.get('deps').db }))),
  );

  routes.get('/users', async (c) => {
    const query = parseQuery(c, AdminUsersQuerySchema);
    return c.json(AdminUsersPageSchema.parse(await listUsers({ db: c.get('deps').db, ...query })));
  });

  routes.put('/users/:userId/role', async (c) => {
    const { userId } = parseParams(c, UserParamsSchema, 'User');
    const body = await parseJsonBody(c, UpdateUserRoleRequestSchema);
    const updated = await setUserRole({
      db: c.get('deps').db,
      actorUserId: c.get('user')!.id,
      targetUserId: userId,
      role: body.role,
      via: 'dashboard',
    });
    c.get('log').info({ targetUserId: userId, role: body.role }, 'user role changed');
    return c.json(AdminUserSchema.parse(updated));
  });

  routes.get('/settings', (c) => {
    const { config, email } = c.get('deps');
    return c.json(SystemSettingsSchema.parse(getSystemSettings({ config, emailKind: email.kind })));
  });

  routes.get('/security', async (c) =>
    c.json(AdminSecuritySettingsSchema.parse(await getAdminSecuritySettings({ db: c.get('deps').db }))),
  );

  routes.put('/security', async (c) => {
    const body = await parseJsonBody(c, AdminSecuritySettingsSchema);
    const updated = await updateAdminSecuritySettings({
      db: c.get('deps').db,
      actor: c.get('user')!,
      settings: body,
    });
    c.get('log').info({ requireAdminTwoFactor: updated.requireAdminTwoFactor }, 'security settings changed');
    return c.json(AdminSecuritySettingsSchema.parse(updated));
  });

  routes.get('/outbox', async (c) => {
    const query = parseQuery(c, AdminOutboxQuerySchema);
    return c.json(AdminOutboxPageSchema.parse(await listOutbox({ db: c.get('deps').db, ...query })));
  });

  // The referral programme's referrers, commission rate and payouts (issue 14).
  routes.route('/referrals', createAdminReferralRoutes());
  // Emails whose delivery is unconfirmed, and their resend (issue 10, decision 0120).
  routes.route('/outbound', createAdminOutboundRoutes());

  return routes;
}
