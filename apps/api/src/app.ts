/**
 * Builds the Hono app: middleware, each feature's routes, the web app and the widget script.
 * Tests import this and call `app.request()` (or serve it on a random port) without a process around it.
 */
import type { RequestListener } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createAccessLogger } from './lib/logger.js';
import { createNodeHotPaths, type NodeHotPaths } from './node-hot-paths.js';
import { AppError } from './lib/app-error.js';
import { limitRequestBody } from './lib/body-limit.js';
import { handleError } from './lib/error-handler.js';
import { refuseCrossSiteWrites } from './lib/origin-check.js';
import { createMemoryRateLimiter, limitPerClientWith } from './lib/rate-limit.js';
import { publicCors } from './lib/public-cors.js';
import { requestContext } from './lib/request-context.js';
import { securityHeaders } from './lib/security-headers.js';
import { refuseUnsafeInput } from './lib/validation.js';
import type { AppDeps, AppEnv } from './lib/app-env.js';
import { createHealthRoutes } from './features/health/health.routes.js';
import { createStaticRoutes } from './features/static/static.routes.js';
import { createAuth } from './features/auth/auth.js';
import { createAuthRoutes } from './features/auth/auth.routes.js';
import { createMeRoutes } from './features/me/me.routes.js';
import { createProfileRoutes, AVATAR_UPLOAD_PATH } from './features/profile/profile.routes.js';
import { createAdminRoutes } from './features/admin/admin.routes.js';
import { createBillingRoutes } from './features/billing/billing.routes.js';
import { createStorageRoutes } from './features/storage/storage.routes.js';
import { createSupportRoutes } from './features/support/support.routes.js';
import { createPublicConfigRoutes } from './features/demo/demo.routes.js';
import { createWebsitesRoutes } from './features/websites/websites.routes.js';
import { createKnowledgeRoutes } from './features/knowledge/knowledge.routes.js';
import { createLeadRoutes } from './features/leads/leads.routes.js';
import { createConversationRoutes } from './features/conversations/conversations.routes.js';
import { createDashboardRoutes } from './features/dashboard/dashboard.routes.js';
import { createAnalyticsRoutes } from './features/analytics/analytics.routes.js';
import { createRealtimeRoutes } from './features/realtime/realtime.routes.js';
import { createChatRoutes } from './features/chat/chat.routes.js';
import { createWidgetConfigRoutes } from './features/widget-config/widget-config.routes.js';
import {
  createAppointmentRoutes,
  createCalendarIntegrationRoutes,
} from './features/calendar/calendar.routes.js';
import { createBookingRoutes } from './features/calendar/booking.routes.js';
import { createAppointmentPageRoutes } from './features/calendar/appointment-page.routes.js';
import { createNotificationRoutes } from './features/notifications/notifications.routes.js';
import { createSmsWebhookRoutes } from './features/outbound/sms-webhooks.routes.js';
import { createUnsubscribeRoutes } from './features/outbound/unsubscribe.routes.js';
import {
  createWebsiteWhatsAppRoutes,
  createWhatsAppChannelRoutes,
  createWhatsAppConversationRoutes,
  createWhatsAppWebhookRoutes,
} from './features/whatsapp/whatsapp.routes.js';
import { createLiveChatRoutes, createWidgetLiveRoutes } from './features/live-chat/live-chat.routes.js';
import { createWidgetScripts, resolveWidgetDist } from './features/static/widget-script.routes.js';
import { createHotPathApp, frontWithHotPaths } from './hot-paths.js';
import { createTwoFactorRoutes } from './features/two-factor/two-factor.routes.js';
import { createChecklistRoutes } from './features/checklist/checklist.routes.js';
import { createGmbRoutes } from './features/gmb/gmb.routes.js';
import { createReferralRoutes } from './features/referrals/referrals.routes.js';

export const MAX_BODY_BYTES = 1024 * 1024;
/** Widget config reads per client (IPv4 address or IPv6 /64) per minute, times RATE_LIMIT_MULTIPLIER. */
export const WIDGET_CONFIG_LIMIT_PER_MINUTE = 600;

/** `hotPaths: false` serves the widget's two requests through the main app too (tests compare both). */
export function createApp(deps: AppDeps, options: { hotPaths?: boolean } = {}): Hono<AppEnv> {
  return assembleApp(deps, options).app;
}

/**
 * What the HTTP server runs: the widget's ordinary requests answered on Node's objects (node-hot-paths.ts), the
 * rest by the app through @hono/node-server.
 */
export function createRequestListener(
  deps: AppDeps,
  options: { onAnswer?: (answeredBy: 'hot path' | 'app') => void } = {},
): RequestListener {
  const { app, nodeHotPaths } = assembleApp(deps, {});
  const viaApp = getRequestListener(app.fetch, { hostname: deps.config.HOST });
  return (request, response) => {
    const isAnswered = nodeHotPaths(request, response);
    options.onAnswer?.(isAnswered ? 'hot path' : 'app');
    if (!isAnswered) void viaApp(request, response);
  };
}

function assembleApp(
  deps: AppDeps,
  options: { hotPaths?: boolean },
): { app: Hono<AppEnv>; nodeHotPaths: NodeHotPaths } {
  const app = new Hono<AppEnv>();
  const auth = createAuth(deps);
  const accessLog = createAccessLogger(deps.logger);
  const widgetScripts = createWidgetScripts(resolveWidgetDist(deps.config));

  app.use(requestContext(deps, auth, accessLog));
  app.use(securityHeaders(deps.config));
  // The public widget endpoints answer any origin, refusals included (a 413 the widget can't read is useless).
  app.use('/api/chat', publicCors);
  app.use('/api/widget/*', publicCors);
  // Generous: a page view reads it once; this only stops one client flooding it (docs/decisions/0005).
  const widgetConfigLimiter = createMemoryRateLimiter({
    limit: Math.ceil(WIDGET_CONFIG_LIMIT_PER_MINUTE * deps.config.RATE_LIMIT_MULTIPLIER),
    windowMs: 60_000,
  });
  const limitWidgetConfig = limitPerClientWith(
    widgetConfigLimiter,
    'Too many requests. Please wait a moment and try again.',
  );
  app.get('/api/widget/:websiteId/config', limitWidgetConfig);
  const apiBodyLimit = limitRequestBody({
    maxSize: MAX_BODY_BYTES,
    message: 'The request body is larger than 1 MB',
  });
  // The avatar upload sets its own, larger limit (5 MB image).
  // GET and HEAD carry no body; asking for one would build a full WHATWG Request (tens of µs on every widget call).
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.path === AVATAR_UPLOAD_PATH
      ? next()
      : apiBodyLimit(c, next),
  );
  app.use('/api/*', refuseCrossSiteWrites(deps.config));
  app.use('/api/*', refuseUnsafeInput);

  app.route('/', createHealthRoutes());
  // Feature routes are registered here, one line each.
  app.route('/', createAuthRoutes(auth));
  app.route('/api/me', createMeRoutes());
  app.route('/api/profile', createProfileRoutes());
  app.route('/api/admin', createAdminRoutes());
  app.route('/', createBillingRoutes());
  app.route('/api/storage', createStorageRoutes());
  app.route('/api/support', createSupportRoutes());
  app.route('/api/public-config', createPublicConfigRoutes());
  app.route('/api/websites', createWebsitesRoutes());
  app.route('/api/websites', createKnowledgeRoutes());
  app.route('/api/leads', createLeadRoutes());
  app.route('/api/conversations', createConversationRoutes());
  app.route('/api/conversations', createLiveChatRoutes());
  app.route('/api/dashboard', createDashboardRoutes());
  app.route('/api/analytics', createAnalyticsRoutes());
  app.route('/api/events', createRealtimeRoutes());
  app.route('/api/chat', createChatRoutes());
  app.route('/api/widget/live', createWidgetLiveRoutes());
  app.route('/api/widget', createWidgetConfigRoutes());
  app.route('/api/widget', createBookingRoutes());
  app.route('/api/calendar-integrations', createCalendarIntegrationRoutes());
  app.route('/api/appointments', createAppointmentRoutes());
  app.route('/appointments', createAppointmentPageRoutes());
  app.route('/api/notifications', createNotificationRoutes());
  app.route('/api/sms', createSmsWebhookRoutes());
  app.route('/api/follow-ups', createUnsubscribeRoutes());
  app.route('/api/two-factor', createTwoFactorRoutes());
  app.route('/api/checklist', createChecklistRoutes());
  app.route('/api/gmb', createGmbRoutes());
  app.route('/api/referrals', createReferralRoutes());
  app.route('/api/whatsapp/webhook', createWhatsAppWebhookRoutes());
  app.route('/api/whatsapp/channel', createWhatsAppChannelRoutes());
  app.route('/api/whatsapp/conversations', createWhatsAppConversationRoutes());
  app.route('/api/websites', createWebsiteWhatsAppRoutes());

  app.all('/api/*', () => {
    throw new AppError('NOT_FOUND', 'No such API endpoint');
  });
  app.route('/', createStaticRoutes(deps.config, widgetScripts));

  app.onError(handleError);
  if (options.hotPaths !== false) {
    const hot = createHotPathApp({
      deps,
      auth,
      widgetScripts,
      limitWidgetConfig,
      accessLog,
    });
    frontWithHotPaths(app, hot);
  }
  const nodeHotPaths = createNodeHotPaths({ deps, widgetScripts, widgetConfigLimiter, accessLog });
  return { app, nodeHotPaths };
}
