import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENTS_NOT_CONFIGURED_CODE,
  PAYMENTS_NOT_CONFIGURED_MESSAGE,
  type SubscriptionInfo,
} from '@leadchat/contract';
import { createPaymentsProvider, describePaymentsSetup } from '../../adapters/payments/index.js';
import { createTestModePayments } from '../../adapters/payments/test-mode-payments.js';
import { loadConfig } from '../../config.js';
import { subscriptions, webhookEvents, websites } from '../../db/schema.js';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import {
  createHttpClient,
  createTestApp,
  TEST_ORIGIN,
  type HttpClient,
  type TestApp,
} from '../../test/test-app.js';
import { assertCanCreateWebsite } from './billing.service.js';
import { startFakeStripe, type FakeStripe } from './testing/fake-stripe.js';

const WEBHOOK_SECRET = 'whsec_test_secret_for_leadchat';
const nowSeconds = () => Math.floor(Date.now() / 1000);

type EventInput = { id?: string; type: string; created?: number; object: Record<string, unknown> };

function buildEvent(input: EventInput) {
  return {
    id: input.id ?? `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    type: input.type,
    created: input.created ?? nowSeconds(),
    livemode: false,
    data: { object: input.object },
  };
}

function subscriptionObject(options: {
  id: string;
  userId?: string;
  customer: string;
  status: string;
  periodEnd?: number;
  trialEnd?: number | null;
  planType?: string;
}) {
  return {
    id: options.id,
    object: 'subscription',
    customer: options.customer,
    status: options.status,
    metadata: options.userId
      ? { userId: options.userId, planType: options.planType ?? 'chatbot', paymentType: 'subscription' }
      : {},
    trial_end: options.trialEnd ?? null,
    cancel_at_period_end: false,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${options.id}`,
          object: 'subscription_item',
          current_period_end: options.periodEnd ?? nowSeconds() + 30 * 86400,
        },
      ],
    },
  };
}

async function postWebhook(
  t: TestApp,
  event: unknown,
  options: { secret?: string; timestamp?: number; body?: string; signature?: string | null } = {},
): Promise<Response> {
  const payload = JSON.stringify(event);
  const header =
    options.signature === null
      ? undefined
      : (options.signature ??
        Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
          timestamp: options.timestamp,
        }));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (header) headers['stripe-signature'] = header;
  return t.app.request(`${TEST_ORIGIN}/api/webhooks/stripe`, {
    method: 'POST',
    headers,
    body: options.body ?? payload,
  });
}

async function readSubscription(client: HttpClient): Promise<SubscriptionInfo> {
  const response = await client.get('/api/billing/subscription');
  expect(response.status).toBe(200);
  return (await response.json()) as SubscriptionInfo;
}

describe('billing with Stripe (fake Stripe server)', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let owner: HttpClient;
  let ownerId: string;
  let ownerEmail: string;

  beforeAll(async () => {
    stripe = await startFakeStripe();
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    });
    owner = createHttpClient(t.app);
    const account = await signUpAndSignIn(owner, { sentEmails: t.sentEmails });
    ownerId = account.userId;
    ownerEmail = account.email;
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('creates a chatbot subscription checkout with the monthly price, the 14-day trial and no card', async () => {
    const response = await owner.post('/api/billing/checkout', {
      planType: 'chatbot',
      paymentType: 'subscription',
    });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake_/);

    const request = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(request.method).toBe('POST');
    expect(request.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '3770',
      'line_items[0][price_data][recurring][interval]': 'month',
      'subscription_data[trial_period_days]': '14',
      'subscription_data[metadata][userId]': ownerId,
      payment_method_collection: 'if_required',
      success_url: `${TEST_ORIGIN}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${TEST_ORIGIN}/payment-canceled`,
      client_reference_id: ownerId,
      customer_email: ownerEmail,
      'metadata[planType]': 'chatbot',
      'metadata[paymentType]': 'subscription',
    });
  });

  it('charges each plan at the spec price, with the trial only on the chatbot subscription', async () => {
    const cases = [
      { planType: 'chatbot', paymentType: 'payment', amount: '2900', mode: 'payment' },
      { planType: 'smart-website', paymentType: 'payment', amount: '99900', mode: 'payment' },
      { planType: 'smart-website', paymentType: 'subscription', amount: '129900', mode: 'subscription' },
    ] as const;
    for (const item of cases) {
      const response = await owner.post('/api/billing/checkout', {
        planType: item.planType,
        paymentType: item.paymentType,
      });
      expect(response.status).toBe(200);
      const request = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
      expect(request.form.mode).toBe(item.mode);
      expect(request.form['line_items[0][price_data][unit_amount]']).toBe(item.amount);
      expect(request.form['subscription_data[trial_period_days]']).toBeUndefined();
      expect(request.form.payment_method_collection).toBeUndefined();
      if (item.mode === 'payment') {
        expect(request.form['line_items[0][price_data][recurring][interval]']).toBeUndefined();
        expect(request.form.customer_creation).toBe('always');
      } else {
        expect(request.form['line_items[0][price_data][recurring][interval]']).toBe('month');
      }
    }
  });

  it('refuses bad checkout input with 400, signed-out callers with 401, and a Stripe outage with 503', async () => {
    expect(
      (await owner.post('/api/billing/checkout', { planType: 'gold', paymentType: 'payment' })).status,
    ).toBe(400);
    expect((await owner.post('/api/billing/checkout', {})).status).toBe(400);
    const anonymous = createHttpClient(t.app);
    expect(
      (await anonymous.post('/api/billing/checkout', { planType: 'chatbot', paymentType: 'payment' })).status,
    ).toBe(401);
    expect((await anonymous.get('/api/billing/subscription')).status).toBe(401);
    stripe.failWith(500);
    try {
      const response = await owner.post('/api/billing/checkout', {
        planType: 'chatbot',
        paymentType: 'payment',
      });
      expect(response.status).toBe(503);
    } finally {
      stripe.failWith(null);
    }
  });

  it('refuses webhooks with a bad signature, a tampered body, a 301-second-old timestamp or no signature', async () => {
    const event = buildEvent({
      type: 'customer.subscription.updated',
      object: subscriptionObject({ id: 'sub_sig', userId: ownerId, customer: 'cus_sig', status: 'active' }),
    });
    expect((await postWebhook(t, event, { secret: 'whsec_wrong' })).status).toBe(400);
    const tampered = JSON.stringify({
      ...event,
      data: { object: { ...event.data.object, status: 'canceled' } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: WEBHOOK_SECRET,
    });
    expect((await postWebhook(t, event, { body: tampered, signature: header })).status).toBe(400);
    expect((await postWebhook(t, event, { timestamp: nowSeconds() - 301 })).status).toBe(400);
    expect((await postWebhook(t, event, { signature: null })).status).toBe(400);
    const rows = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, 'sub_sig'));
    expect(rows).toHaveLength(0);
    const events = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, event.id));
    expect(events).toHaveLength(0);
    // Within the tolerance the same event is accepted.
    expect((await postWebhook(t, event, { timestamp: nowSeconds() - 290 })).status).toBe(200);
  });

  it('applies the same event delivered 10 times concurrently exactly once', async () => {
    const client = createHttpClient(t.app);
    const buyer = await signUpAndSignIn(client, { sentEmails: t.sentEmails });
    const event = buildEvent({
      type: 'checkout.session.completed',
      object: {
        id: `cs_test_once_${randomBytes(4).toString('hex')}`,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: buyer.userId,
        customer: 'cus_once',
        subscription: null,
        metadata: { userId: buyer.userId, planType: 'smart-website', paymentType: 'payment' },
      },
    });
    const responses = await Promise.all(Array.from({ length: 10 }, () => postWebhook(t, event)));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200));
    const outcomes = await Promise.all(
      responses.map(async (r) => ((await r.json()) as { outcome: string }).outcome),
    );
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(9);
    const rows = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, buyer.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tier: 'smart-website',
      status: 'active',
      providerCustomerId: 'cus_once',
    });
    const recorded = await t.database.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.eventId, event.id));
    expect(recorded).toHaveLength(1);

    const info = await readSubscription(client);
    expect(info).toMatchObject({
      subscribed: true,
      subscription_tier: 'smart-website',
      subscription_end: null,
      payment_type: 'payment',
    });
  });

  it('ends in the final state when subscription events arrive out of order', async () => {
    const client = createHttpClient(t.app);
    const buyer = await signUpAndSignIn(client, { sentEmails: t.sentEmails });
    const base = nowSeconds() - 100;
    const sub = {
      id: `sub_ooo_${randomBytes(4).toString('hex')}`,
      userId: buyer.userId,
      customer: 'cus_ooo',
    };
    const created = buildEvent({
      type: 'customer.subscription.created',
      created: base,
      object: subscriptionObject({ ...sub, status: 'trialing', trialEnd: base + 14 * 86400 }),
    });
    const updated = buildEvent({
      type: 'customer.subscription.updated',
      created: base + 10,
      object: subscriptionObject({ ...sub, status: 'active', periodEnd: base + 40 * 86400 }),
    });
    const deleted = buildEvent({
      type: 'customer.subscription.deleted',
      created: base + 20,
      object: subscriptionObject({ ...sub, status: 'canceled' }),
    });

    // Newest first: the older events that follow must not bring the subscription back.
    for (const event of [deleted, updated, created]) expect((await postWebhook(t, event)).status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, sub.id));
    expect(row?.status).toBe('canceled');
    expect(row?.providerUpdatedAt?.getTime()).toBe((base + 20) * 1000);
    expect((await readSubscription(client)).subscribed).toBe(false);

    // And an update that arrives before the creation still ends as the update says.
    const sub2 = {
      id: `sub_ooo2_${randomBytes(4).toString('hex')}`,
      userId: buyer.userId,
      customer: 'cus_ooo',
    };
    const created2 = buildEvent({
      type: 'customer.subscription.created',
      created: base,
      object: subscriptionObject({ ...sub2, status: 'incomplete' }),
    });
    const updated2 = buildEvent({
      type: 'customer.subscription.updated',
      created: base + 5,
      object: subscriptionObject({ ...sub2, status: 'active', periodEnd: base + 30 * 86400 }),
    });
    await Promise.all([postWebhook(t, updated2), postWebhook(t, created2)]);
    const [row2] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, sub2.id));
    expect(row2?.status).toBe('active');
    const info = await readSubscription(client);
    expect(info.subscribed).toBe(true);
    expect(info.subscription_end).toBe(new Date((base + 30 * 86400) * 1000).toISOString());
  });

  it('marks a subscription past due on invoice.payment_failed', async () => {
    const client = createHttpClient(t.app);
    const buyer = await signUpAndSignIn(client, { sentEmails: t.sentEmails });
    const subId = `sub_fail_${randomBytes(4).toString('hex')}`;
    const base = nowSeconds() - 50;
    await postWebhook(
      t,
      buildEvent({
        type: 'customer.subscription.created',
        created: base,
        object: subscriptionObject({
          id: subId,
          userId: buyer.userId,
          customer: 'cus_fail',
          status: 'active',
        }),
      }),
    );
    const failed = buildEvent({
      type: 'invoice.payment_failed',
      created: base + 5,
      object: {
        id: 'in_1',
        object: 'invoice',
        customer: 'cus_fail',
        parent: { type: 'subscription_details', subscription_details: { subscription: subId } },
      },
    });
    expect((await postWebhook(t, failed)).status).toBe(200);
    const info = await readSubscription(client);
    expect(info).toMatchObject({ subscribed: false, status: 'past_due' });
  });

  it('fills in the subscription from Stripe when checkout completes, and shows it on the success page', async () => {
    const client = createHttpClient(t.app);
    const buyer = await signUpAndSignIn(client, { sentEmails: t.sentEmails });
    const checkout = await client.post('/api/billing/checkout', {
      planType: 'chatbot',
      paymentType: 'subscription',
    });
    const sessionId = ((await checkout.json()) as { url: string }).url.split('/').pop()!;
    const subId = `sub_co_${randomBytes(4).toString('hex')}`;
    const trialEnd = nowSeconds() + 14 * 86400;
    stripe.subscriptions.set(
      subId,
      subscriptionObject({
        id: subId,
        userId: buyer.userId,
        customer: 'cus_co',
        status: 'trialing',
        trialEnd,
        periodEnd: trialEnd,
      }),
    );

    // Before Stripe confirms, the page reports the session as still open.
    const pending = await client.get(`/api/billing/checkout-sessions/${sessionId}`);
    expect(((await pending.json()) as { status: string }).status).toBe('open');

    const session = {
      ...stripe.checkoutSessions.get(sessionId)!,
      status: 'complete',
      payment_status: 'no_payment_required',
      customer: 'cus_co',
      subscription: subId,
    };
    stripe.checkoutSessions.set(sessionId, session);
    // The success page may be reached before the webhook: it reads the session from Stripe itself.
    const summary = await client.get(`/api/billing/checkout-sessions/${sessionId}`);
    expect(summary.status).toBe(200);
    expect(await summary.json()).toMatchObject({
      planType: 'chatbot',
      paymentType: 'subscription',
      planName: 'AI Chatbot',
      status: 'complete',
      subscriptionStatus: 'trialing',
      trialEnd: new Date(trialEnd * 1000).toISOString(),
      nextBillingDate: new Date(trialEnd * 1000).toISOString(),
    });
    // Then the webhook arrives: nothing changes twice.
    const event = buildEvent({ type: 'checkout.session.completed', object: session });
    expect((await postWebhook(t, event)).status).toBe(200);
    const rows = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, buyer.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'trialing', providerCustomerId: 'cus_co', tier: 'chatbot' });

    // Another user's session is not found.
    expect((await owner.get(`/api/billing/checkout-sessions/${sessionId}`)).status).toBe(404);

    // The portal opens for the customer Stripe created.
    const portal = await client.post('/api/billing/portal');
    expect(portal.status).toBe(200);
    expect(((await portal.json()) as { url: string }).url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    const portalRequest = stripe.requests.findLast((r) => r.path === '/v1/billing_portal/sessions')!;
    expect(portalRequest.form).toEqual({ customer: 'cus_co', return_url: `${TEST_ORIGIN}/profile` });

    // A second checkout reuses the customer.
    await client.post('/api/billing/checkout', { planType: 'smart-website', paymentType: 'payment' });
    const reuse = stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(reuse.form.customer).toBe('cus_co');
    expect(reuse.form.customer_email).toBeUndefined();
  });

  it('refuses the portal before any purchase', async () => {
    const client = createHttpClient(t.app);
    await signUpAndSignIn(client, { sentEmails: t.sentEmails });
    expect((await client.post('/api/billing/portal')).status).toBe(400);
  });

  it('keeps the test-mode pages closed while Stripe is configured', async () => {
    const response = await owner.get('/api/billing/test-mode/checkout/cs_test_anything.sig');
    expect(response.status).toBe(404);
  });
});

describe('billing in the local test mode (no Stripe key)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  async function startCheckout(client: HttpClient, planType: string, paymentType: string): Promise<string> {
    const response = await client.post('/api/billing/checkout', { planType, paymentType });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${TEST_ORIGIN}/api/billing/test-mode/checkout/cs_test_`));
    return new URL(url).pathname;
  }

  it('checks out through the TEST MODE page: Pay applies the purchase like a webhook, once', async () => {
    const client = createHttpClient(t.app);
    const buyer = await signUpAndSignIn(client, { sentEmails: t.sentEmails });
    expect(await readSubscription(client)).toMatchObject({
      subscribed: false,
      subscription_tier: null,
      mode: 'test',
      has_billing_account: false,
    });

    const pagePath = await startCheckout(client, 'chatbot', 'subscription');
    const page = await client.get(pagePath);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('TEST MODE');
    expect(html).toContain('AI Chatbot');
    expect(html).toContain('$37.70');
    expect(html).toContain('14-day free trial');
    expect(html).not.toMatch(/<script/i);

    // Another account cannot open or pay it; a signed-out visitor is asked to sign in.
    const stranger = createHttpClient(t.app);
    await signUpAndSignIn(stranger, { sentEmails: t.sentEmails });
    expect((await stranger.get(pagePath)).status).toBe(404);
    expect((await stranger.request(`${pagePath}/pay`, { method: 'POST' })).status).toBe(404);
    expect((await createHttpClient(t.app).get(pagePath)).status).toBe(401);
    // A forged session id is refused.
    expect((await client.get(`${pagePath.slice(0, -3)}xyz`)).status).toBe(404);
    // A cross-site form post is refused.
    const crossSite = await client.request(`${pagePath}/pay`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);

    const paid = await client.request(`${pagePath}/pay`, { method: 'POST' });
    expect(paid.status).toBe(303);
    const sessionId = pagePath.split('/').pop()!;
    expect(paid.headers.get('location')).toBe(`/payment-success?session_id=${encodeURIComponent(sessionId)}`);
    // Paying again (back button, double click) is a duplicate event.
    expect((await client.request(`${pagePath}/pay`, { method: 'POST' })).status).toBe(303);
    const rows = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, buyer.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'test', tier: 'chatbot', status: 'trialing' });

    const info = await readSubscription(client);
    expect(info).toMatchObject({
      subscribed: true,
      subscription_tier: 'chatbot',
      status: 'trialing',
      payment_type: 'subscription',
      has_billing_account: true,
    });
    const trialDays = (new Date(info.trial_end!).getTime() - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(13.9);
    expect(trialDays).toBeLessThanOrEqual(14);

    const summary = await client.get(`/api/billing/checkout-sessions/${encodeURIComponent(sessionId)}`);
    expect(await summary.json()).toMatchObject({
      planName: 'AI Chatbot',
      status: 'complete',
      subscriptionStatus: 'trialing',
      amountCents: 3770,
    });
    expect(
      (await stranger.get(`/api/billing/checkout-sessions/${encodeURIComponent(sessionId)}`)).status,
    ).toBe(404);

    // The portal lists the subscription and cancels it through the subscription-deleted event.
    const portalResponse = await client.post('/api/billing/portal');
    expect(portalResponse.status).toBe(200);
    const portalPath = new URL(((await portalResponse.json()) as { url: string }).url).pathname;
    const portalHtml = await (await client.get(portalPath)).text();
    expect(portalHtml).toContain('TEST MODE');
    expect(portalHtml).toContain('AI Chatbot');
    expect((await stranger.get(portalPath)).status).toBe(404);
    const subscriptionId = rows[0]!.providerSubscriptionId!;
    const cancel = await client.request(`${portalPath}/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ subscriptionId }).toString(),
    });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`${portalPath}?canceled=1`);
    expect(await readSubscription(client)).toMatchObject({
      subscribed: false,
      subscription_tier: null,
      status: 'canceled',
    });
    const deletedEvents = await t.database.db
      .select()
      .from(webhookEvents)
      .where(
        and(eq(webhookEvents.provider, 'test'), eq(webhookEvents.type, 'customer.subscription.deleted')),
      );
    expect(deletedEvents).toHaveLength(1);
  });

  it('records a one-time purchase and sends Cancel to /payment-canceled', async () => {
    const client = createHttpClient(t.app);
    await signUpAndSignIn(client, { sentEmails: t.sentEmails });
    const cancelPath = await startCheckout(client, 'smart-website', 'payment');
    const html = await (await client.get(cancelPath)).text();
    expect(html).toContain('Smart Website + AI');
    expect(html).toContain('$999');
    const canceled = await client.request(`${cancelPath}/cancel`, { method: 'POST' });
    expect(canceled.status).toBe(303);
    expect(canceled.headers.get('location')).toBe('/payment-canceled');
    expect((await readSubscription(client)).subscribed).toBe(false);

    const payPath = await startCheckout(client, 'smart-website', 'payment');
    expect((await client.request(`${payPath}/pay`, { method: 'POST' })).status).toBe(303);
    expect(await readSubscription(client)).toMatchObject({
      subscribed: true,
      subscription_tier: 'smart-website',
      subscription_end: null,
      payment_type: 'payment',
    });
  });

  it('limits owners without a plan to one website', async () => {
    const client = createHttpClient(t.app);
    const owner = await signUpAndSignIn(client, { sentEmails: t.sentEmails });
    const { db } = t.database;
    await db.transaction((tx) => assertCanCreateWebsite({ db: tx, userId: owner.userId }));
    await db.insert(websites).values({
      userId: owner.userId,
      name: 'First',
      domain: 'first.example',
      appearanceConfig: {
        greeting_message: 'Hi',
        bot_name: 'AI Assistant',
        primary_color: '#8B5CF6',
        position: 'bottom-right',
        size: 'medium',
        auto_popup_delay: 3000,
      },
    });
    await expect(
      db.transaction((tx) => assertCanCreateWebsite({ db: tx, userId: owner.userId })),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: expect.stringContaining('one website'),
    });
    const path = await startCheckout(client, 'chatbot', 'subscription');
    await client.request(`${path}/pay`, { method: 'POST' });
    await db.transaction((tx) => assertCanCreateWebsite({ db: tx, userId: owner.userId }));
  });
});

describe('billing on a production server without Stripe (issue 18)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No STRIPE_SECRET_KEY and no PAYMENTS_TEST_MODE: the test mode must not switch itself on.
    t = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(async () => t.close());

  it('answers checkout and the portal plainly that payments are not configured', async () => {
    const client = createHttpClient(t.app);
    await signUpAndSignIn(client, { sentEmails: t.sentEmails });
    const checkout = await client.post('/api/billing/checkout', {
      planType: 'smart-website',
      paymentType: 'payment',
    });
    expect(checkout.status).toBe(503);
    expect(await checkout.json()).toEqual({
      error: { code: PAYMENTS_NOT_CONFIGURED_CODE, message: PAYMENTS_NOT_CONFIGURED_MESSAGE },
    });
    const portal = await client.post('/api/billing/portal');
    expect(portal.status).toBe(503);
    expect(await readSubscription(client)).toMatchObject({ subscribed: false, mode: 'disabled' });
  });

  it('keeps the test-mode pay step closed, even for a session id signed with the server secret', async () => {
    const client = createHttpClient(t.app);
    const buyer = await signUpAndSignIn(client, { sentEmails: t.sentEmails });
    // What the test mode would have issued to this very user: a valid signature must not matter.
    const forger = createTestModePayments({
      secret: t.deps.config.AUTH_SECRET!,
      publicUrl: TEST_ORIGIN,
      webhookSecret: undefined,
      trialDaysFor: () => null,
    });
    const { url } = await forger.createCheckoutSession({
      userId: buyer.userId,
      email: buyer.email,
      customerId: null,
      planType: 'smart-website',
      paymentType: 'payment',
      amountCents: 99900,
      productName: 'Smart Website + AI',
      trialDays: null,
      successUrl: `${TEST_ORIGIN}/payment-success`,
      cancelUrl: `${TEST_ORIGIN}/payment-canceled`,
    });
    const path = new URL(url).pathname;
    expect((await client.get(path)).status).toBe(404);
    expect((await client.request(`${path}/pay`, { method: 'POST' })).status).toBe(404);
    expect(await readSubscription(client)).toMatchObject({ subscribed: false, subscription_tier: null });
    const rows = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, buyer.userId));
    expect(rows).toHaveLength(0);
  });
});

describe('payments test mode only when asked for (issue 18)', () => {
  const base = { AUTH_SECRET: 'x'.repeat(32) };
  it.each([
    [{}, 'test'],
    [{ NODE_ENV: 'test' }, 'test'],
    [{ NODE_ENV: 'production' }, 'disabled'],
    [{ PUBLIC_URL: 'https://leadchat.example' }, 'disabled'],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'https://leadchat.example' }, 'disabled'],
    [{ NODE_ENV: 'production', PAYMENTS_TEST_MODE: '1' }, 'test'],
    [{ PAYMENTS_TEST_MODE: '0' }, 'disabled'],
    [{ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' }, 'stripe'],
    [{ PAYMENTS_TEST_MODE: '1', STRIPE_SECRET_KEY: 'sk_test_x' }, 'stripe'],
  ] as const)('%o → %s', (env, mode) => {
    const config = loadConfig({ ...base, ...env });
    expect(config.paymentsMode).toBe(mode);
    expect(createPaymentsProvider(config).mode).toBe(mode);
  });

  it('says at start-up when payments are off or in test mode on a production server', () => {
    expect(describePaymentsSetup(loadConfig({ NODE_ENV: 'production' }))).toMatchObject({
      level: 'warn',
      message: expect.stringContaining('NOT configured'),
    });
    expect(
      describePaymentsSetup(loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: '1' })),
    ).toMatchObject({ level: 'warn', message: expect.stringContaining('TEST MODE') });
    expect(describePaymentsSetup(loadConfig({}))).toMatchObject({ level: 'info' });
  });

  it('refuses a value other than 0/1/true/false', () => {
    expect(() => loadConfig({ PAYMENTS_TEST_MODE: 'yes' })).toThrow(/PAYMENTS_TEST_MODE/);
  });
});
