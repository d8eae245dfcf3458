/**
 * Issue 14: the referral programme over real HTTP (the app on a port, Node's fetch) against PostgreSQL. A referral
 * link's code kept by the browser (first touch) and attributed at sign-up, surviving email confirmation in another
 * browser; self-referral and duplicate attribution refused; commissions from paid invoices and one-time purchases
 * (signed webhooks and the test-mode checkout), exactly once under replays; the admin's rate and payouts; nothing
 * about a referred account but counts and plans on the referrer's card; 404 for anyone but an administrator.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAYOUT_AMOUNT_CHANGED_MESSAGE,
  REFERRAL_CODE_PATTERN,
  type AdminReferrersPage,
  type ReferralOverview,
} from '@leadchat/contract';
import { referralCommissions, referrals, referrers, webhookEvents } from '../../db/schema.js';
import { findAuthLink, TEST_PASSWORD } from '../../test/auth-helpers.js';
import { createNetworkClient, type NetworkClient } from '../../test/network-client.js';
import { serveTestApp, type ServedApp } from '../../test/serve-app.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.js';
import { canonicalMailbox, generateReferralCode, REFERRAL_COOKIE } from './referral-codes.js';
import { commissionOn } from './referral-commissions.service.js';

const WEBHOOK_SECRET = 'whsec_referrals_test_secret';
const newEmail = (prefix = 'owner') => `${prefix}-${randomBytes(5).toString('hex')}@example.test`;

describe('referral programme', () => {
  let t: TestApp;
  let served: ServedApp;
  let admin: NetworkClient;

  beforeAll(async () => {
    // The local payments test mode, which also accepts Stripe-signed events when a webhook secret is set.
    t = await createTestApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
    served = await serveTestApp(t.app);
    admin = createNetworkClient(served.baseUrl);
    await signUp(admin, newEmail('admin')); // the first account is the administrator
  });
  afterAll(async () => {
    await served.close();
    await t.close();
  });

  /** Signs up (with whatever referral cookie the client holds), confirms through the emailed link, signs in. */
  async function signUp(
    client: NetworkClient,
    email = newEmail(),
    options: { referralCode?: string; confirmWith?: NetworkClient } = {},
  ) {
    const response = await client.post('/api/auth/sign-up/email', {
      email,
      password: TEST_PASSWORD,
      name: 'owner',
      username: 'owner',
      ...(options.referralCode ? { referralCode: options.referralCode } : {}),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const confirmer = options.confirmWith ?? client;
    const link = new URL(findAuthLink(t.sentEmails, email, 'verify-email'));
    await confirmer.get(`${link.pathname}${link.search}`);
    const me = await confirmer.get('/api/me');
    expect(me.status).toBe(200);
    return { email, userId: ((await me.json()) as { id: string }).id };
  }

  async function overview(client: NetworkClient): Promise<ReferralOverview> {
    const response = await client.get('/api/referrals');
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as ReferralOverview;
  }

  async function newReferrer() {
    const client = createNetworkClient(served.baseUrl);
    const account = await signUp(client);
    const card = await overview(client);
    return { client, ...account, code: card.code };
  }

  function postWebhook(event: unknown, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return fetch(`${served.baseUrl}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
  }

  function invoicePaidEvent(options: {
    userId: string;
    amountPaid: number;
    invoiceId?: string;
    eventId?: string;
    currency?: string;
    tax?: number;
  }) {
    const created = Math.floor(Date.now() / 1000);
    return {
      id: options.eventId ?? `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      type: 'invoice.paid',
      created,
      livemode: false,
      data: {
        object: {
          id: options.invoiceId ?? `in_${randomBytes(8).toString('hex')}`,
          object: 'invoice',
          customer: `cus_${randomBytes(6).toString('hex')}`,
          status: 'paid',
          billing_reason: 'subscription_cycle',
          currency: options.currency ?? 'usd',
          amount_paid: options.amountPaid,
          total_taxes: options.tax ? [{ amount: options.tax }] : [],
          status_transitions: { paid_at: created },
          parent: {
            type: 'subscription_details',
            subscription_details: {
              subscription: `sub_${randomBytes(6).toString('hex')}`,
              metadata: { userId: options.userId, planType: 'chatbot', paymentType: 'subscription' },
            },
          },
        },
      },
    };
  }

  async function commissionsOf(referrerUserId: string) {
    return t.database.db
      .select()
      .from(referralCommissions)
      .where(eq(referralCommissions.referrerUserId, referrerUserId));
  }

  it('gives every account an unguessable code and a link to /auth?ref=', async () => {
    const referrer = await newReferrer();
    expect(referrer.code).toMatch(REFERRAL_CODE_PATTERN);
    const card = await overview(referrer.client);
    expect(card.code).toBe(referrer.code); // stable once created
    expect(card.link).toBe(`${TEST_ORIGIN}/auth?ref=${referrer.code}`);
    expect(card).toMatchObject({
      commissionRatePercent: 20,
      signUps: 0,
      earnedCents: 0,
      payoutDetails: null,
    });
    const codes = new Set(Array.from({ length: 2000 }, () => generateReferralCode()));
    expect(codes.size).toBe(2000);
    for (const code of codes) expect(code).toMatch(REFERRAL_CODE_PATTERN);
    expect((await createNetworkClient(served.baseUrl).get('/api/referrals')).status).toBe(401);
  });

  it('attributes a sign-up from the link, first touch, through email confirmation in another browser', async () => {
    const first = await newReferrer();
    const second = await newReferrer();
    const visitor = createNetworkClient(served.baseUrl);

    expect((await visitor.post('/api/referrals/visits', { code: first.code.toUpperCase() })).status).toBe(
      204,
    );
    expect(visitor.cookies.get(REFERRAL_COOKIE)).toBe(first.code);
    // A second link later does not take the sign-up over: the first code stays.
    expect((await visitor.post('/api/referrals/visits', { code: second.code })).status).toBe(204);
    expect(visitor.cookies.get(REFERRAL_COOKIE)).toBe(first.code);
    expect((await overview(first.client)).visits).toBe(1);
    expect((await overview(second.client)).visits).toBe(0);

    const email = newEmail('referred');
    const signUpResponse = await visitor.post('/api/auth/sign-up/email', {
      email,
      password: TEST_PASSWORD,
      name: 'referred',
      username: 'referred',
      referralCode: second.code, // the form's code loses to the browser's first one
    });
    expect(signUpResponse.status).toBe(200);
    expect(visitor.cookies.has(REFERRAL_COOKIE)).toBe(false); // used up
    const waiting = await overview(first.client);
    expect(waiting).toMatchObject({ signUps: 0, awaitingConfirmation: 1 });

    // The confirmation link opened in another browser (no referral cookie there).
    const phone = createNetworkClient(served.baseUrl);
    const link = new URL(findAuthLink(t.sentEmails, email, 'verify-email'));
    await phone.get(`${link.pathname}${link.search}`);
    expect((await phone.get('/api/me')).status).toBe(200);

    const confirmed = await overview(first.client);
    expect(confirmed).toMatchObject({
      signUps: 1,
      awaitingConfirmation: 0,
      paidReferrals: 0,
      plans: { chatbot: 0, 'smart-website': 0, none: 1 },
    });
    expect((await overview(second.client)).signUps).toBe(0);
    // Nothing about the referred account reaches the referrer but counts and plans.
    const body = JSON.stringify(confirmed);
    expect(body).not.toContain(email);
    expect(body).not.toContain('referred');
  });

  it('refuses unknown codes, self-referral and a second referrer, and tells nobody whether a code exists', async () => {
    const referrer = await newReferrer();
    const visitor = createNetworkClient(served.baseUrl);
    for (const code of ['not-a-code', generateReferralCode(), '']) {
      expect((await visitor.post('/api/referrals/visits', { code })).status).toBe(204);
    }
    expect(visitor.cookies.has(REFERRAL_COOKIE)).toBe(false);
    const tooLong = await visitor.post('/api/referrals/visits', { code: 'x'.repeat(65) });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
    expect((await visitor.post('/api/referrals/visits', { nope: 1 })).status).toBe(400);

    // The referrer opening their own link keeps no code.
    expect((await referrer.client.post('/api/referrals/visits', { code: referrer.code })).status).toBe(204);
    expect(referrer.client.cookies.has(REFERRAL_COOKIE)).toBe(false);

    // A second account of the referrer's own mailbox (an alias) is not their referral.
    const [local, domain] = referrer.email.split('@');
    const alias = `${local}+second@${domain}`;
    expect(canonicalMailbox(alias.toUpperCase())).toBe(canonicalMailbox(referrer.email));
    expect(canonicalMailbox('Jane.Doe+x@googlemail.com')).toBe('janedoe@gmail.com');
    const aliasClient = createNetworkClient(served.baseUrl);
    const aliasAccount = await signUp(aliasClient, alias, { referralCode: referrer.code });
    const [aliasRow] = await t.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredUserId, aliasAccount.userId));
    expect(aliasRow).toBeUndefined();

    // An account has one referrer: a sign-up again with the same address changes nothing.
    const visitorAccount = await signUp(visitor, newEmail('once'), { referralCode: referrer.code });
    const again = createNetworkClient(served.baseUrl);
    const other = await newReferrer();
    await again.post('/api/referrals/visits', { code: other.code });
    const repeat = await again.post('/api/auth/sign-up/email', {
      email: visitorAccount.email,
      password: TEST_PASSWORD,
      name: 'x',
      username: 'x',
    });
    expect(repeat.status).toBeLessThan(500);
    const rows = await t.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.referredUserId, visitorAccount.userId));
    expect(rows).toEqual([expect.objectContaining({ referrerUserId: referrer.userId })]);
    // And the database itself refuses an account referring itself.
    await expect(
      t.database.db
        .insert(referrals)
        .values({ referredUserId: referrer.userId, referrerUserId: referrer.userId }),
    ).rejects.toThrow();
  });

  it('earns a commission from a paid invoice once, however often the webhook is delivered', async () => {
    const referrer = await newReferrer();
    const referred = await signUp(createNetworkClient(served.baseUrl), newEmail('payer'), {
      referralCode: referrer.code,
    });
    const event = invoicePaidEvent({ userId: referred.userId, amountPaid: 3770 });

    const first = await postWebhook(event);
    expect(first.status).toBe(200);
    expect(((await first.json()) as { outcome: string }).outcome).toBe('applied');
    // The same delivery again, and concurrently: nothing more.
    const replays = await Promise.all([postWebhook(event), postWebhook(event), postWebhook(event)]);
    for (const replay of replays) expect(replay.status).toBe(200);
    // The same invoice in another event (invoice.paid resent under a new id): still one commission.
    const resent = await postWebhook({ ...event, id: `evt_${randomBytes(8).toString('hex')}` });
    expect(resent.status).toBe(200);
    const rows = await commissionsOf(referrer.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountPaidCents: 3770, rateBasisPoints: 2000, commissionCents: 754 });
    expect(
      await t.database.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, event.id)),
    ).toHaveLength(1);

    // A forged delivery changes nothing.
    const forged = await postWebhook(
      invoicePaidEvent({ userId: referred.userId, amountPaid: 999_999 }),
      'whsec_wrong',
    );
    expect(forged.status).toBe(400);
    // Tax is not commissioned; nothing paid, another currency, or a payer nobody referred earn nothing.
    await postWebhook(invoicePaidEvent({ userId: referred.userId, amountPaid: 1200, tax: 200 }));
    await postWebhook(invoicePaidEvent({ userId: referred.userId, amountPaid: 0 }));
    await postWebhook(invoicePaidEvent({ userId: referred.userId, amountPaid: 5000, currency: 'eur' }));
    await postWebhook(invoicePaidEvent({ userId: referrer.userId, amountPaid: 5000 }));
    const after = await commissionsOf(referrer.userId);
    expect(after.map((row) => row.commissionCents).sort((a, b) => a - b)).toEqual([200, 754]);
    const malformed = await postWebhook({
      ...event,
      id: 'evt_malformed',
      data: { object: { amount_paid: 'x' } },
    });
    expect(malformed.status).toBe(400);

    const card = await overview(referrer.client);
    expect(card).toMatchObject({ paidReferrals: 1, earnedCents: 954, owedCents: 954, paidOutCents: 0 });
  });

  it('counts a test-mode purchase by the referred account as a paid referral, at the rate of the day', async () => {
    const referrer = await newReferrer();
    const buyer = createNetworkClient(served.baseUrl);
    await buyer.post('/api/referrals/visits', { code: referrer.code });
    await signUp(buyer, newEmail('buyer'));

    // The administrator changes the rate: payments from now on earn 25 %.
    expect((await admin.put('/api/admin/referrals/settings', { commissionRatePercent: 25 })).status).toBe(
      200,
    );
    try {
      const checkout = await buyer.post('/api/billing/checkout', {
        planType: 'smart-website',
        paymentType: 'payment',
      });
      expect(checkout.status).toBe(200);
      const { url } = (await checkout.json()) as { url: string };
      const sessionId = decodeURIComponent(url.split('/checkout/')[1]!);
      const paid = await buyer.post(`/api/billing/test-mode/checkout/${encodeURIComponent(sessionId)}/pay`);
      expect(paid.status).toBe(303);
      // Paying twice is a duplicate event.
      await buyer.post(`/api/billing/test-mode/checkout/${encodeURIComponent(sessionId)}/pay`);

      // A chatbot trial pays nothing yet: no commission.
      const trial = await buyer.post('/api/billing/checkout', {
        planType: 'chatbot',
        paymentType: 'subscription',
      });
      const trialSession = decodeURIComponent(
        ((await trial.json()) as { url: string }).url.split('/checkout/')[1]!,
      );
      await buyer.post(`/api/billing/test-mode/checkout/${encodeURIComponent(trialSession)}/pay`);

      const rows = await commissionsOf(referrer.userId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        amountPaidCents: 99_900,
        rateBasisPoints: 2500,
        commissionCents: 24_975,
      });
      const card = await overview(referrer.client);
      expect(card).toMatchObject({
        commissionRatePercent: 25,
        signUps: 1,
        paidReferrals: 1,
        earnedCents: 24_975,
        owedCents: 24_975,
        plans: { chatbot: 0, 'smart-website': 1, none: 0 },
      });
    } finally {
      await admin.put('/api/admin/referrals/settings', { commissionRatePercent: 20 });
    }
    expect(commissionOn(3770, 2000)).toBe(754);
    expect(commissionOn(1, 2000)).toBe(0);
  });

  it('lets an administrator see referrers and record payouts; anyone else gets 404', async () => {
    const referrer = await newReferrer();
    const referred = await signUp(createNetworkClient(served.baseUrl), newEmail('paying'), {
      referralCode: referrer.code,
    });
    await postWebhook(invoicePaidEvent({ userId: referred.userId, amountPaid: 10_000 }));
    const saved = await referrer.client.put('/api/referrals/payout-details', {
      payoutDetails: '  PayPal: referrer@example.test  ',
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as ReferralOverview).payoutDetails).toBe('PayPal: referrer@example.test');
    const [stored] = await t.database.db
      .select()
      .from(referrers)
      .where(eq(referrers.userId, referrer.userId));
    expect(stored!.sealedPayoutDetails).toMatch(/^v1\./); // sealed at rest
    expect(stored!.sealedPayoutDetails).not.toContain('PayPal');

    // Not an administrator (the referrer itself included): 404 on every admin endpoint, another's data too.
    for (const client of [referrer.client, createNetworkClient(served.baseUrl)]) {
      expect((await client.get('/api/admin/referrals')).status).toBe(404);
      expect((await client.put('/api/admin/referrals/settings', { commissionRatePercent: 90 })).status).toBe(
        404,
      );
      expect(
        (await client.post(`/api/admin/referrals/${referrer.userId}/payouts`, { amountCents: 2000 })).status,
      ).toBe(404);
    }

    const list = await admin.get('/api/admin/referrals?pageSize=100');
    expect(list.status).toBe(200);
    const page = (await list.json()) as AdminReferrersPage;
    const row = page.referrers.find((entry) => entry.userId === referrer.userId);
    expect(row).toMatchObject({
      email: referrer.email,
      signUps: 1,
      paidReferrals: 1,
      earnedCents: 2000,
      owedCents: 2000,
      paidOutCents: 0,
      payoutDetails: 'PayPal: referrer@example.test',
      lastPayoutAt: null,
    });
    expect(page.totalOwedCents).toBeGreaterThanOrEqual(2000);

    const payoutPath = `/api/admin/referrals/${referrer.userId}/payouts`;
    const wrongAmount = await admin.post(payoutPath, { amountCents: 1999 });
    expect(wrongAmount.status).toBe(409);
    expect(((await wrongAmount.json()) as { error: { message: string } }).error.message).toBe(
      PAYOUT_AMOUNT_CHANGED_MESSAGE,
    );
    expect((await admin.post(payoutPath, { amountCents: 0 })).status).toBe(400);
    expect(
      (await admin.post(`/api/admin/referrals/${referred.userId}/payouts`, { amountCents: 2000 })).status,
    ).toBe(404);
    expect((await admin.post('/api/admin/referrals/not-a-uuid/payouts', { amountCents: 2000 })).status).toBe(
      404,
    );

    // Two clicks at once: one payout.
    const [a, b] = await Promise.all([
      admin.post(payoutPath, { amountCents: 2000, note: 'PayPal transfer 42' }),
      admin.post(payoutPath, { amountCents: 2000, note: 'PayPal transfer 42' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);

    const card = await overview(referrer.client);
    expect(card).toMatchObject({ earnedCents: 2000, paidOutCents: 2000, owedCents: 0 });
    expect(card.payouts).toEqual([expect.objectContaining({ amountCents: 2000 })]);
    // A later payment is owed again, and only it.
    await postWebhook(invoicePaidEvent({ userId: referred.userId, amountPaid: 5000 }));
    expect(await overview(referrer.client)).toMatchObject({
      earnedCents: 3000,
      owedCents: 1000,
      paidOutCents: 2000,
    });

    const settings = await admin.put('/api/admin/referrals/settings', { commissionRatePercent: 101 });
    expect(settings.status).toBe(400);
    expect((await admin.get('/api/admin/referrals/settings')).status).toBe(200);
    expect((await (await fetch(`${served.baseUrl}/api/referrals/programme`)).json()) as object).toEqual({
      commissionRatePercent: 20,
    });
  });

  it('limits how fast one client records link visits', async () => {
    const referrer = await newReferrer();
    const flooder = createNetworkClient(served.baseUrl);
    const statuses: number[] = [];
    for (let index = 0; index < 30; index++) {
      statuses.push((await flooder.post('/api/referrals/visits', { code: referrer.code })).status);
    }
    expect(statuses.every((status) => status === 204)).toBe(true);
    const limited = await flooder.post('/api/referrals/visits', { code: referrer.code });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect((await overview(referrer.client)).visits).toBe(1); // one browser, one visit
  });
});
