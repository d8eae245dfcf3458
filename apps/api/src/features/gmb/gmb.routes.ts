/**
 * Google Business Profile endpoints (signed-in owners; docs/product/calls.md):
 *   POST   /api/gmb/oauth        {websiteId, redirectUri} → {authUrl}  |  {code, state, redirect_uri} → {success, email}
 *   POST   /api/gmb/automation   {action: 'sync_reviews', accountId} → {syncedCount}
 *   GET    /api/gmb/accounts?websiteId=                 the connect screen's facts and the account
 *   PUT    /api/gmb/accounts/:id/locations {selected}   DELETE /api/gmb/accounts/:id (disconnect)
 *   GET    /api/gmb/accounts/:id/reviews | overview | automations | reply-log
 *   PUT    /api/gmb/accounts/:id/automations/:type {isEnabled, settings?}
 *   POST   /api/gmb/reviews/:id/draft                   POST|DELETE /api/gmb/reviews/:id/reply
 *   POST   /api/gmb/reply-jobs/:id/approve {comment?}   POST /api/gmb/reply-jobs/:id/cancel
 */
import {
  GMB_CALLBACK_MESSAGES,
  GMB_MESSAGES,
  GmbApproveInputSchema,
  GmbAutomationActionSchema,
  GmbAutomationTypeSchema,
  GmbAutomationUpdateSchema,
  GmbOauthCompleteSchema,
  GmbOauthStartSchema,
  GmbReplyInputSchema,
  GmbSelectLocationsSchema,
} from '@leadchat/contract';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/app-env.js';
import { AppError } from '../../lib/app-error.js';
import { createOwnerRouter, ownerScope } from '../../lib/owner-routes.js';
import { limitPerClientInMemory } from '../../lib/rate-limit.js';
import { resolveSessionUser } from '../../lib/session.js';
import { parseJsonBody, parseParams, parseQuery, parseWith, readJsonBody } from '../../lib/validation.js';
import {
  GmbReconnectNeededError,
  disconnectGmbAccount,
  findOwnedGmbAccount,
  readGmbStatus,
  selectGmbLocations,
} from './gmb-accounts.service.js';
import { completeGmbOauth, startGmbOauth } from './gmb-oauth.service.js';
import { listGmbAutomations, updateGmbAutomation } from './gmb-automations.service.js';
import {
  approveReplyJob,
  cancelReplyJob,
  listReplyLog,
  readReview,
  sendOwnerReply,
} from './gmb-replies.service.js';
import { draftGmbReply, listGmbReviews, readGmbOverview } from './gmb-reviews.service.js';
import { syncGmbReviews } from './gmb-sync.service.js';

const IdParams = z.object({ id: z.uuid() });
const AutomationParams = z.object({ id: z.uuid(), type: GmbAutomationTypeSchema });
const WebsiteQuery = z.object({ websiteId: z.uuid({ error: GMB_MESSAGES.selectWebsite }) });

/** The better-auth session id of the request (the OAuth state is bound to it), or null when signed out. */
async function sessionIdOf(c: Context<AppEnv>): Promise<string | null> {
  const session = await c.get('auth').api.getSession({ headers: c.req.raw.headers });
  return session?.session.id ?? null;
}

export function createGmbRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // Starting and finishing a Google sign-in: a person does this a few times, a script hundreds.
  const limitOauth = limitPerClientInMemory({
    perMinute: 20,
    message: 'Too many connection attempts. Please wait a minute and try again.',
  });

  routes.post('/oauth', limitOauth, async (c) => {
    const { db, config, logger } = c.get('deps');
    const body = await readJsonBody(c);
    const isCompletion = typeof body === 'object' && body !== null && 'redirect_uri' in body;
    const user = await resolveSessionUser(c);
    const sessionId = user ? await sessionIdOf(c) : null;
    if (!user || !sessionId) {
      throw new AppError(
        'UNAUTHORIZED',
        isCompletion ? GMB_CALLBACK_MESSAGES.notAuthenticated : 'Sign in required',
      );
    }
    c.header('Cache-Control', 'no-store');
    if (isCompletion) {
      const input = parseWith(GmbOauthCompleteSchema, body);
      const result = await completeGmbOauth({
        db,
        config,
        logger,
        userId: user.id,
        sessionId,
        code: input.code,
        state: input.state,
        redirectUri: input.redirect_uri,
      });
      return c.json({ success: true as const, email: result.email, websiteId: result.websiteId });
    }
    const input = parseWith(GmbOauthStartSchema, body);
    return c.json(
      await startGmbOauth({
        db,
        config,
        userId: user.id,
        sessionId,
        websiteId: input.websiteId,
        redirectUri: input.redirectUri,
      }),
    );
  });

  const owner = createOwnerRouter();
  owner.post('/automation', async (c) => {
    const input = await parseJsonBody(c, GmbAutomationActionSchema);
    const { db, config, logger } = c.get('deps');
    const account = await findOwnedGmbAccount({ ...ownerScope(c), accountId: input.accountId });
    try {
      return c.json(await syncGmbReviews({ db, config, logger, accountId: account.id }));
    } catch (error) {
      if (error instanceof GmbReconnectNeededError) throw new AppError('CONFLICT', error.message);
      logger.warn({ err: error }, 'manual Google review sync failed');
      throw new AppError('SERVICE_UNAVAILABLE', GMB_MESSAGES.syncFailed);
    }
  });

  owner.get('/accounts', async (c) => {
    const { websiteId } = parseQuery(c, WebsiteQuery);
    return c.json(await readGmbStatus({ ...ownerScope(c), config: c.get('deps').config, websiteId }));
  });
  owner.put('/accounts/:id/locations', async (c) => {
    const { id } = parseParams(c, IdParams, 'Google account');
    const { selected } = await parseJsonBody(c, GmbSelectLocationsSchema);
    return c.json(await selectGmbLocations({ ...ownerScope(c), accountId: id, selected }));
  });
  owner.delete('/accounts/:id', async (c) => {
    const { id } = parseParams(c, IdParams, 'Google account');
    await disconnectGmbAccount({ ...ownerScope(c), config: c.get('deps').config, accountId: id });
    return c.body(null, 204);
  });
  owner.get('/accounts/:id/reviews', async (c) => {
    const { id } = parseParams(c, IdParams, 'Google account');
    return c.json({ reviews: await listGmbReviews({ ...ownerScope(c), accountId: id }) });
  });
  owner.get('/accounts/:id/overview', async (c) => {
    const { id } = parseParams(c, IdParams, 'Google account');
    return c.json(await readGmbOverview({ ...ownerScope(c), accountId: id }));
  });
  owner.get('/accounts/:id/reply-log', async (c) => {
    const { id } = parseParams(c, IdParams, 'Google account');
    const account = await findOwnedGmbAccount({ ...ownerScope(c), accountId: id });
    return c.json({ jobs: await listReplyLog({ db: c.get('deps').db, accountId: account.id }) });
  });
  owner.get('/accounts/:id/automations', async (c) => {
    const { id } = parseParams(c, IdParams, 'Google account');
    return c.json({ automations: await listGmbAutomations({ ...ownerScope(c), accountId: id }) });
  });
  owner.put('/accounts/:id/automations/:type', async (c) => {
    const { id, type } = parseParams(c, AutomationParams, 'Automation');
    const input = await parseJsonBody(c, GmbAutomationUpdateSchema);
    const automations = await updateGmbAutomation({ ...ownerScope(c), accountId: id, type, ...input });
    return c.json({ automations });
  });

  owner.post('/reviews/:id/draft', async (c) => {
    const { id } = parseParams(c, IdParams, 'Review');
    const { config, logger } = c.get('deps');
    return c.json(await draftGmbReply({ ...ownerScope(c), config, logger, reviewId: id }));
  });
  owner.post('/reviews/:id/reply', async (c) => {
    const { id } = parseParams(c, IdParams, 'Review');
    const input = await parseJsonBody(c, GmbReplyInputSchema);
    const { config, logger } = c.get('deps');
    return c.json(
      await sendOwnerReply({
        ...ownerScope(c),
        config,
        logger,
        reviewId: id,
        action: 'put',
        comment: input.comment,
        draftSource: input.draftSource,
      }),
    );
  });
  owner.delete('/reviews/:id/reply', async (c) => {
    const { id } = parseParams(c, IdParams, 'Review');
    const { config, logger } = c.get('deps');
    return c.json(await sendOwnerReply({ ...ownerScope(c), config, logger, reviewId: id, action: 'delete' }));
  });
  owner.post('/reply-jobs/:id/approve', async (c) => {
    const { id } = parseParams(c, IdParams, 'Reply');
    const input = await parseJsonBody(c, GmbApproveInputSchema);
    const { config, logger } = c.get('deps');
    return c.json(
      await approveReplyJob({ ...ownerScope(c), config, logger, jobId: id, comment: input.comment }),
    );
  });
  owner.post('/reply-jobs/:id/cancel', async (c) => {
    const { id } = parseParams(c, IdParams, 'Reply');
    const job = await cancelReplyJob({ ...ownerScope(c), jobId: id });
    return c.json(await readReview({ ...ownerScope(c), reviewId: job.reviewId }));
  });

  routes.route('/', owner);
  return routes;
}
