import {
  CheckoutSessionSummarySchema,
  CheckoutUrlResponseSchema,
  CreateCheckoutRequestSchema,
  PortalUrlResponseSchema,
  SubscriptionInfoSchema,
} from '@leadchat/contract';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/app-env.js';
import { AppError } from '../../lib/app-error.js';
import { requireUser, resolveSessionUser } from '../../lib/session.js';
import { parseJsonBody, parseParams } from '../../lib/validation.js';
import {
  cancelTestSubscription,
  completeTestCheckout,
  getTestCheckout,
  getTestPortal,
} from './billing-test-mode.service.js';
import { handleStripeWebhook } from './billing-webhooks.service.js';
import {
  createCheckout,
  createPortal,
  getCheckoutSessionSummary,
  getSubscriptionInfo,
} from './billing.service.js';
import { getPaymentsProvider } from './payments-provider.js';
import { renderTestCheckoutPage, renderTestModeMessage, renderTestPortalPage } from './test-mode-pages.js';

const SessionParamsSchema = z.object({ sessionId: z.string().min(1).max(1000) });
const PortalParamsSchema = z.object({ portalId: z.string().min(1).max(1000) });

/** Test-mode pages answer in HTML, also when something is wrong (a browser tab shows them). */
async function renderPage(c: Context<AppEnv>, render: () => Promise<Response>): Promise<Response> {
  // (No Referrer-Policy: no-referrer here: browsers would then send `Origin: null` with the forms' POSTs,
  // which the cross-site check rightly refuses.)
  c.header('Cache-Control', 'no-store');
  const user = await resolveSessionUser(c);
  if (!user) {
    return c.html(
      renderTestModeMessage({
        title: 'Please sign in',
        message: 'Sign in to LeadChat to continue with your purchase.',
        linkHref: '/auth',
        linkText: 'Sign in',
      }),
      401,
    );
  }
  try {
    return await render();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      return c.html(
        renderTestModeMessage({
          title: 'Link expired',
          message: 'This test-mode link is unknown, expired, or belongs to another account.',
          linkHref: '/pricing',
          linkText: 'Back to pricing',
        }),
        404,
      );
    }
    throw error;
  }
}

export function createBillingRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/api/billing/checkout', requireUser, async (c) => {
    const body = await parseJsonBody(c, CreateCheckoutRequestSchema);
    const { config, db } = c.get('deps');
    const user = c.get('user')!;
    const result = await createCheckout({
      db,
      payments: getPaymentsProvider(config),
      publicUrl: config.publicUrl,
      userId: user.id,
      email: user.email,
      planType: body.planType,
      paymentType: body.paymentType,
      log: c.get('log'),
    });
    return c.json(CheckoutUrlResponseSchema.parse(result));
  });

  routes.get('/api/billing/subscription', requireUser, async (c) => {
    const { config, db } = c.get('deps');
    c.header('Cache-Control', 'no-store');
    const info = await getSubscriptionInfo({
      db,
      payments: getPaymentsProvider(config),
      userId: c.get('user')!.id,
    });
    return c.json(SubscriptionInfoSchema.parse(info));
  });

  routes.post('/api/billing/portal', requireUser, async (c) => {
    const { config, db } = c.get('deps');
    const result = await createPortal({
      db,
      payments: getPaymentsProvider(config),
      publicUrl: config.publicUrl,
      userId: c.get('user')!.id,
      log: c.get('log'),
    });
    return c.json(PortalUrlResponseSchema.parse(result));
  });

  routes.get('/api/billing/checkout-sessions/:sessionId', requireUser, async (c) => {
    const { sessionId } = parseParams(c, SessionParamsSchema, 'Checkout session');
    const { config, db } = c.get('deps');
    c.header('Cache-Control', 'no-store');
    const summary = await getCheckoutSessionSummary({
      db,
      payments: getPaymentsProvider(config),
      userId: c.get('user')!.id,
      sessionId,
      log: c.get('log'),
    });
    return c.json(CheckoutSessionSummarySchema.parse(summary));
  });

  // Stripe signs the exact bytes it sent: read them raw, never re-serialised JSON.
  routes.post('/api/webhooks/stripe', async (c) => {
    const { config, db } = c.get('deps');
    const rawBody = Buffer.from(await c.req.arrayBuffer());
    const result = await handleStripeWebhook({
      db,
      payments: getPaymentsProvider(config),
      rawBody,
      signature: c.req.header('stripe-signature'),
      log: c.get('log'),
    });
    return c.json({ received: true, outcome: result.outcome });
  });

  // ── Local test mode (no Stripe key): the pages Stripe would host. ──

  routes.get('/api/billing/test-mode/checkout/:sessionId', (c) =>
    renderPage(c, async () => {
      const { sessionId } = parseParams(c, SessionParamsSchema, 'Checkout session');
      const user = c.get('user')!;
      const checkout = getTestCheckout({
        payments: getPaymentsProvider(c.get('deps').config),
        userId: user.id,
        sessionId,
      });
      return c.html(renderTestCheckoutPage({ sessionId, email: user.email, ...checkout }));
    }),
  );

  routes.post('/api/billing/test-mode/checkout/:sessionId/pay', (c) =>
    renderPage(c, async () => {
      const { sessionId } = parseParams(c, SessionParamsSchema, 'Checkout session');
      const { config, db } = c.get('deps');
      await completeTestCheckout({
        db,
        payments: getPaymentsProvider(config),
        userId: c.get('user')!.id,
        sessionId,
        log: c.get('log'),
      });
      return c.redirect(`/payment-success?session_id=${encodeURIComponent(sessionId)}`, 303);
    }),
  );

  routes.post('/api/billing/test-mode/checkout/:sessionId/cancel', (c) =>
    renderPage(c, async () => {
      const { sessionId } = parseParams(c, SessionParamsSchema, 'Checkout session');
      // Validates the session like Stripe would before sending the buyer to the cancel URL.
      getTestCheckout({
        payments: getPaymentsProvider(c.get('deps').config),
        userId: c.get('user')!.id,
        sessionId,
      });
      return c.redirect('/payment-canceled', 303);
    }),
  );

  routes.get('/api/billing/test-mode/portal/:portalId', (c) =>
    renderPage(c, async () => {
      const { portalId } = parseParams(c, PortalParamsSchema, 'Billing portal session');
      const { config, db } = c.get('deps');
      const user = c.get('user')!;
      const subscriptions = await getTestPortal({
        db,
        payments: getPaymentsProvider(config),
        userId: user.id,
        portalId,
      });
      const notice = c.req.query('canceled') === '1' ? 'Your subscription has been canceled.' : null;
      return c.html(renderTestPortalPage({ portalId, email: user.email, subscriptions, notice }));
    }),
  );

  routes.post('/api/billing/test-mode/portal/:portalId/cancel', (c) =>
    renderPage(c, async () => {
      const { portalId } = parseParams(c, PortalParamsSchema, 'Billing portal session');
      const form = await c.req.parseBody();
      const subscriptionId = typeof form.subscriptionId === 'string' ? form.subscriptionId : '';
      if (!subscriptionId || subscriptionId.length > 200)
        throw new AppError('NOT_FOUND', 'Subscription not found');
      const { config, db } = c.get('deps');
      await cancelTestSubscription({
        db,
        payments: getPaymentsProvider(config),
        userId: c.get('user')!.id,
        portalId,
        subscriptionId,
        log: c.get('log'),
      });
      return c.redirect(`/api/billing/test-mode/portal/${encodeURIComponent(portalId)}?canceled=1`, 303);
    }),
  );

  return routes;
}
