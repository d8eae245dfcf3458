/**
 * Tenant isolation, generated from the app's own route table: two owners (A and B) each with a website and its data
 * (knowledge, a crawl, conversations and a captured lead, messages, notification settings, a lead webhook and its
 * delivery, a calendar integration and an appointment, a WhatsApp number, a Google Business Profile account with a
 * review, a reply job and an automation, a checklist tick, a checkout session and a subscription).
 *
 * Every route in `app.routes` must appear in ROUTES below, so a route added tomorrow fails this file until someone
 * decides how it is isolated. For each owner route that takes an id, B calls it with A's ids (and, for nested ids,
 * with B's own parent and A's child) with a valid body and gets 404 — never 2xx, never a 403 that tells the id
 * exists, never 5xx — and afterwards every row of A's is exactly as before (a snapshot of A's tables). Routes without
 * ids (lists, stats, exports, the event stream) never show B anything of A's. Public endpoints that take ids (widget
 * config, the widget's live stream, chat, bookings, the appointment manage page, unsubscribe links) reveal nothing
 * with another tenant's ids or forged signatures.
 *
 * Each 404 must be byte-for-byte the answer to an id that exists nowhere, and a third owner runs the same calls on
 * its own ids to prove every body is valid and every path reaches its handler (so a 404 here is about the owner,
 * never a typo or a validation error). Routes this file does not exercise are listed with the reason (`exempt`).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Availability } from '@leadchat/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertKnowledge, insertTestWebsite } from '../assistant/eval/seed-fixture.js';
import {
  appointments,
  calendarIntegrations,
  checklistItemStates,
  conversations,
  crawlRuns,
  gmbAccounts,
  gmbAutomations,
  gmbReplyJobs,
  gmbReviews,
  knowledgeSources,
  messages,
  notificationSettings,
  outboundMessages,
  webhookEndpoints,
  whatsappAccounts,
} from '../db/schema.js';
import { createLiveToken } from '../features/live-chat/live-chat.service.js';
import { signManageToken } from '../features/calendar/manage-token.js';
import { unsubscribeUrl } from '../features/outbound/unsubscribe-token.js';
import { signUpAndSignIn } from '../test/auth-helpers.js';
import { createHttpClient, createTestApp, type HttpClient, type TestApp } from '../test/test-app.js';
import { createSecretBox } from './secret-box.js';
import { openEveryDay } from '../features/calendar/testing/open-every-day.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One tenant's ids and the marker written into its text fields (so a leak of any text shows up). */
type Tenant = {
  label: string;
  marker: string;
  userId: string;
  email: string;
  client: HttpClient;
  websiteId: string;
  faqId: string;
  textId: string;
  pageId: string;
  /** A captured lead (a conversation with contact details). */
  conversationId: string;
  visitorId: string;
  whatsappConversationId: string;
  integrationId: string;
  /** A Google calendar (an OAuth provider), for the sign-in start. */
  oauthIntegrationId: string;
  appointmentId: string;
  endpointId: string;
  deliveryId: string;
  /** An owner alert email whose delivery is unconfirmed (a worker died after the SMTP handover, decision 0120). */
  unconfirmedEmailId: string;
  whatsappAccountId: string;
  gmbAccountId: string;
  gmbReviewId: string;
  gmbReplyJobId: string;
  checkoutSessionId: string;
  portalId: string;
  subscriptionId: string;
};

type Call = { method: Method; path: string; body?: unknown; form?: Record<string, string> };

type RouteCase =
  /** B calls with A's ids: 404 every time, nothing of A's in the answer, A's rows unchanged. */
  | { kind: 'foreign'; calls: (a: Tenant, b: Tenant) => Call[] }
  /** B's own view: 2xx (or 404 for another owner's id in the query), nothing of A's in the answer. */
  | { kind: 'own'; calls: (a: Tenant, b: Tenant) => Call[] }
  /** Administrators only: B (not an administrator) gets the same 404 for A's id and for an unknown one. */
  | { kind: 'admin'; calls: (a: Tenant, b: Tenant) => Call[] }
  /** Covered by a named test in this file (public endpoints with ids, the event stream). */
  | { kind: 'public'; test: string }
  /** Not covered here, with the reason. */
  | { kind: 'exempt'; reason: string };

const MIDDLEWARE = 'middleware (app.use) or the catch-all 404: no tenant data of its own';
const AUTH_REASON =
  "better-auth's endpoints (sessions, sign-up/in, password, email verification, two-factor plugin) act on the caller's own session only and take no tenant id; covered by features/auth and features/two-factor tests";
const PROVIDER_WEBHOOK =
  "a provider's signed webhook (no session, no owner): tenants are found from the signed payload; signature checks are covered by the feature's own tests";

const json = (method: Method, path: string, body?: unknown): Call => ({ method, path, body });

/**
 * Every route of the app ("METHOD path", as Hono lists them) and how this file covers it. A new route fails the
 * "every route is considered" test until it is added here.
 */
const ROUTES: Record<string, RouteCase> = {
  'ALL /*': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/chat': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/widget/*': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/*': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/profile/*': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/admin/*': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/websites/*': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/websites/:websiteId/knowledge/*': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/websites/:websiteId/knowledge': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/websites/:websiteId/crawl': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/leads/*': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/conversations/*': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/dashboard/*': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/calendar-integrations/*': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/appointments/*': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/notifications/*': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/sms/*': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/follow-ups/*': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/two-factor/*': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/checklist/*': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/gmb/*': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/referrals/*': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/whatsapp/webhook/*': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/whatsapp/channel/*': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /api/whatsapp/conversations/*': { kind: 'exempt', reason: MIDDLEWARE },
  'ALL /assets/*': { kind: 'exempt', reason: 'static files of the web app, the same for everyone' },

  'GET /healthz': { kind: 'exempt', reason: 'liveness probe, no tenant data' },
  'GET /readyz': { kind: 'exempt', reason: 'readiness probe, no tenant data' },
  'GET /robots.txt': { kind: 'exempt', reason: 'static, no tenant data' },
  'GET /sitemap.xml': { kind: 'exempt', reason: 'public marketing pages only, no tenant data' },
  'GET /widget.js': { kind: 'exempt', reason: 'the same script for every website' },
  'GET /widget-app.js': { kind: 'exempt', reason: 'the same script for every website' },
  'GET /*': { kind: 'exempt', reason: "the web app's HTML shell, the same for everyone" },
  'GET /api/public-config': { kind: 'exempt', reason: 'server-wide public settings, no tenant data' },
  'POST /api/support': {
    kind: 'exempt',
    reason: 'writes a support request (no id in, nothing of another tenant out)',
  },
  'GET /api/storage/:bucket/:owner/:file': {
    kind: 'exempt',
    reason:
      'public files by design (avatars shown in the widget), served as inert downloads; paths hold an unguessable name',
  },

  'GET /api/auth/*': { kind: 'exempt', reason: AUTH_REASON },
  'POST /api/auth/*': { kind: 'exempt', reason: AUTH_REASON },

  'POST /api/webhooks/stripe': { kind: 'exempt', reason: PROVIDER_WEBHOOK },
  'POST /api/sms/status': { kind: 'exempt', reason: PROVIDER_WEBHOOK },
  'POST /api/sms/inbound': { kind: 'exempt', reason: PROVIDER_WEBHOOK },
  'GET /api/whatsapp/webhook': {
    kind: 'exempt',
    reason: "Meta's verification handshake (verify token), no tenant data",
  },
  'POST /api/whatsapp/webhook': { kind: 'exempt', reason: PROVIDER_WEBHOOK },
  'POST /api/gmb/oauth': { kind: 'public', test: 'Google sign-in for another owner’s website' },
  'GET /api/calendar-integrations/oauth/callback': {
    kind: 'exempt',
    reason:
      "the provider's redirect: completes only a state bound to the signed-in owner and their browser cookie (covered in calendar OAuth tests); answers with a redirect, never data",
  },

  // ── the signed-in owner's own account (no id in the request) ──
  'GET /api/me': { kind: 'own', calls: () => [json('GET', '/api/me')] },
  'GET /api/profile': { kind: 'own', calls: () => [json('GET', '/api/profile')] },
  'PATCH /api/profile': {
    kind: 'own',
    calls: (_a, b) => [json('PATCH', '/api/profile', { username: `b${b.marker.slice(-8)}` })],
  },
  'POST /api/profile/avatar': {
    kind: 'exempt',
    reason: "replaces the signed-in owner's own avatar (no id in); covered by profile tests",
  },
  'GET /api/profile/export': { kind: 'own', calls: () => [json('GET', '/api/profile/export')] },
  'POST /api/profile/delete-account': {
    kind: 'exempt',
    reason:
      "deletes the signed-in owner's own account after their password (no id in); covered by profile tests",
  },
  'GET /api/two-factor': { kind: 'own', calls: () => [json('GET', '/api/two-factor')] },
  'GET /api/billing/subscription': { kind: 'own', calls: () => [json('GET', '/api/billing/subscription')] },
  'POST /api/billing/checkout': {
    kind: 'own',
    calls: () => [
      json('POST', '/api/billing/checkout', { planType: 'chatbot', paymentType: 'subscription' }),
    ],
  },
  'POST /api/billing/portal': { kind: 'own', calls: () => [json('POST', '/api/billing/portal', {})] },
  'GET /api/referrals/programme': { kind: 'own', calls: () => [json('GET', '/api/referrals/programme')] },
  'POST /api/referrals/visits': {
    kind: 'exempt',
    reason: 'counts a visit for a public referral code (no tenant data out); covered by referral tests',
  },
  'GET /api/referrals': { kind: 'own', calls: () => [json('GET', '/api/referrals')] },
  'PUT /api/referrals/payout-details': {
    kind: 'exempt',
    reason: "sets the signed-in owner's own payout details (no id in); covered by referral tests",
  },
  'GET /api/whatsapp/channel': { kind: 'own', calls: () => [json('GET', '/api/whatsapp/channel')] },

  // ── billing with ids ──
  'GET /api/billing/checkout-sessions/:sessionId': {
    kind: 'foreign',
    calls: (a) => [json('GET', `/api/billing/checkout-sessions/${a.checkoutSessionId}`)],
  },
  'GET /api/billing/test-mode/checkout/:sessionId': {
    kind: 'foreign',
    calls: (a) => [json('GET', `/api/billing/test-mode/checkout/${a.checkoutSessionId}`)],
  },
  'POST /api/billing/test-mode/checkout/:sessionId/pay': {
    kind: 'foreign',
    calls: (a) => [
      { method: 'POST', path: `/api/billing/test-mode/checkout/${a.checkoutSessionId}/pay`, form: {} },
    ],
  },
  'POST /api/billing/test-mode/checkout/:sessionId/cancel': {
    kind: 'foreign',
    calls: (a) => [
      { method: 'POST', path: `/api/billing/test-mode/checkout/${a.checkoutSessionId}/cancel`, form: {} },
    ],
  },
  'GET /api/billing/test-mode/portal/:portalId': {
    kind: 'foreign',
    calls: (a) => [json('GET', `/api/billing/test-mode/portal/${a.portalId}`)],
  },
  'POST /api/billing/test-mode/portal/:portalId/cancel': {
    kind: 'foreign',
    calls: (a, b) => [
      {
        method: 'POST',
        path: `/api/billing/test-mode/portal/${a.portalId}/cancel`,
        form: { subscriptionId: a.subscriptionId },
      },
      // B's own portal, A's subscription.
      {
        method: 'POST',
        path: `/api/billing/test-mode/portal/${b.portalId}/cancel`,
        form: { subscriptionId: a.subscriptionId },
      },
    ],
  },

  // ── administrators ──
  'GET /api/admin/stats': { kind: 'admin', calls: () => [json('GET', '/api/admin/stats')] },
  'GET /api/admin/users': { kind: 'admin', calls: () => [json('GET', '/api/admin/users')] },
  'PUT /api/admin/users/:userId/role': {
    kind: 'admin',
    calls: (a) => [json('PUT', `/api/admin/users/${a.userId}/role`, { role: 'admin' })],
  },
  'GET /api/admin/settings': { kind: 'admin', calls: () => [json('GET', '/api/admin/settings')] },
  'GET /api/admin/security': { kind: 'admin', calls: () => [json('GET', '/api/admin/security')] },
  'PUT /api/admin/security': {
    kind: 'admin',
    calls: () => [json('PUT', '/api/admin/security', { requireTwoFactorForAdmins: false })],
  },
  'GET /api/admin/outbox': { kind: 'admin', calls: () => [json('GET', '/api/admin/outbox')] },
  'GET /api/admin/outbound/unconfirmed': {
    kind: 'admin',
    calls: () => [json('GET', '/api/admin/outbound/unconfirmed')],
  },
  'POST /api/admin/outbound/:deliveryId/resend': {
    kind: 'admin',
    calls: (a) => [json('POST', `/api/admin/outbound/${a.unconfirmedEmailId}/resend`, {})],
  },
  'GET /api/admin/referrals': { kind: 'admin', calls: () => [json('GET', '/api/admin/referrals')] },
  'GET /api/admin/referrals/settings': {
    kind: 'admin',
    calls: () => [json('GET', '/api/admin/referrals/settings')],
  },
  'PUT /api/admin/referrals/settings': {
    kind: 'admin',
    calls: () => [json('PUT', '/api/admin/referrals/settings', {})],
  },
  'POST /api/admin/referrals/:userId/payouts': {
    kind: 'admin',
    calls: (a) => [json('POST', `/api/admin/referrals/${a.userId}/payouts`, { amountCents: 100 })],
  },

  // ── websites and knowledge ──
  'GET /api/websites': { kind: 'own', calls: () => [json('GET', '/api/websites')] },
  'POST /api/websites': {
    kind: 'exempt',
    reason:
      'creates a website of the signed-in owner (no id in); its plan limit is covered by websites tests',
  },
  'GET /api/websites/:websiteId': {
    kind: 'foreign',
    calls: (a) => [json('GET', `/api/websites/${a.websiteId}`)],
  },
  'PATCH /api/websites/:websiteId': {
    kind: 'foreign',
    calls: (a) => [json('PATCH', `/api/websites/${a.websiteId}`, { name: 'Taken over' })],
  },
  'DELETE /api/websites/:websiteId': {
    kind: 'foreign',
    calls: (a) => [json('DELETE', `/api/websites/${a.websiteId}`)],
  },
  'GET /api/websites/:websiteId/knowledge': {
    kind: 'foreign',
    calls: (a) => [json('GET', `/api/websites/${a.websiteId}/knowledge`)],
  },
  'GET /api/websites/:websiteId/knowledge/faqs': {
    kind: 'foreign',
    calls: (a) => [json('GET', `/api/websites/${a.websiteId}/knowledge/faqs`)],
  },
  'POST /api/websites/:websiteId/knowledge/faqs': {
    kind: 'foreign',
    calls: (a) => [
      json('POST', `/api/websites/${a.websiteId}/knowledge/faqs`, { question: 'Planted?', answer: 'Yes.' }),
    ],
  },
  'PUT /api/websites/:websiteId/knowledge/faqs/order': {
    kind: 'foreign',
    calls: (a) => [json('PUT', `/api/websites/${a.websiteId}/knowledge/faqs/order`, { ids: [a.faqId] })],
  },
  'PATCH /api/websites/:websiteId/knowledge/faqs/:faqId': {
    kind: 'foreign',
    calls: (a, b) => [
      json('PATCH', `/api/websites/${a.websiteId}/knowledge/faqs/${a.faqId}`, { answer: 'Changed.' }),
      json('PATCH', `/api/websites/${b.websiteId}/knowledge/faqs/${a.faqId}`, { answer: 'Changed.' }),
    ],
  },
  'DELETE /api/websites/:websiteId/knowledge/faqs/:faqId': {
    kind: 'foreign',
    calls: (a, b) => [
      json('DELETE', `/api/websites/${a.websiteId}/knowledge/faqs/${a.faqId}`),
      json('DELETE', `/api/websites/${b.websiteId}/knowledge/faqs/${a.faqId}`),
    ],
  },
  'GET /api/websites/:websiteId/knowledge/texts': {
    kind: 'foreign',
    calls: (a) => [json('GET', `/api/websites/${a.websiteId}/knowledge/texts`)],
  },
  'POST /api/websites/:websiteId/knowledge/texts': {
    kind: 'foreign',
    calls: (a) => [
      json('POST', `/api/websites/${a.websiteId}/knowledge/texts`, {
        title: 'Planted',
        content: 'Planted text.',
      }),
    ],
  },
  'PATCH /api/websites/:websiteId/knowledge/texts/:textId': {
    kind: 'foreign',
    calls: (a, b) => [
      json('PATCH', `/api/websites/${a.websiteId}/knowledge/texts/${a.textId}`, { content: 'Changed.' }),
      json('PATCH', `/api/websites/${b.websiteId}/knowledge/texts/${a.textId}`, { content: 'Changed.' }),
    ],
  },
  'DELETE /api/websites/:websiteId/knowledge/texts/:textId': {
    kind: 'foreign',
    calls: (a, b) => [
      json('DELETE', `/api/websites/${a.websiteId}/knowledge/texts/${a.textId}`),
      json('DELETE', `/api/websites/${b.websiteId}/knowledge/texts/${a.textId}`),
    ],
  },
  'GET /api/websites/:websiteId/knowledge/pages': {
    kind: 'foreign',
    calls: (a) => [json('GET', `/api/websites/${a.websiteId}/knowledge/pages`)],
  },
  'DELETE /api/websites/:websiteId/knowledge/pages/:pageId': {
    kind: 'foreign',
    calls: (a, b) => [
      json('DELETE', `/api/websites/${a.websiteId}/knowledge/pages/${a.pageId}`),
      json('DELETE', `/api/websites/${b.websiteId}/knowledge/pages/${a.pageId}`),
    ],
  },
  'POST /api/websites/:websiteId/crawl': {
    kind: 'foreign',
    calls: (a) => [json('POST', `/api/websites/${a.websiteId}/crawl`, { maxPages: 5 })],
  },
  'GET /api/websites/:websiteId/crawl': {
    kind: 'foreign',
    calls: (a) => [json('GET', `/api/websites/${a.websiteId}/crawl`)],
  },

  // ── leads and conversations ──
  'GET /api/leads': {
    kind: 'own',
    calls: (a) => [json('GET', '/api/leads'), json('GET', `/api/leads?websiteId=${a.websiteId}`)],
  },
  'GET /api/leads/stats': {
    kind: 'own',
    calls: (a) => [json('GET', '/api/leads/stats'), json('GET', `/api/leads/stats?websiteId=${a.websiteId}`)],
  },
  'GET /api/leads/export.csv': {
    kind: 'own',
    calls: (a) => [
      json('GET', '/api/leads/export.csv'),
      json('GET', `/api/leads/export.csv?websiteId=${a.websiteId}`),
    ],
  },
  'GET /api/leads/:id': { kind: 'foreign', calls: (a) => [json('GET', `/api/leads/${a.conversationId}`)] },
  'PATCH /api/leads/:id': {
    kind: 'foreign',
    calls: (a) => [json('PATCH', `/api/leads/${a.conversationId}`, { status: 'lost', notes: 'Changed' })],
  },
  'GET /api/conversations': {
    kind: 'own',
    calls: (a) => [
      json('GET', '/api/conversations'),
      json('GET', `/api/conversations?websiteId=${a.websiteId}`),
      json('GET', `/api/conversations?search=${encodeURIComponent(a.marker)}`),
    ],
  },
  'GET /api/conversations/stats': {
    kind: 'own',
    calls: (a) => [
      json('GET', '/api/conversations/stats'),
      json('GET', `/api/conversations/stats?websiteId=${a.websiteId}`),
    ],
  },
  'GET /api/conversations/:id': {
    kind: 'foreign',
    calls: (a) => [json('GET', `/api/conversations/${a.conversationId}`)],
  },
  // ── live chat (issue 17) ──
  'POST /api/conversations/:id/takeover': {
    kind: 'foreign',
    calls: (a) => [json('POST', `/api/conversations/${a.conversationId}/takeover`, {})],
  },
  'POST /api/conversations/:id/messages': {
    kind: 'foreign',
    calls: (a) => [
      json('POST', `/api/conversations/${a.conversationId}/messages`, { content: 'Hello from B' }),
    ],
  },
  'POST /api/conversations/:id/handback': {
    kind: 'foreign',
    calls: (a) => [json('POST', `/api/conversations/${a.conversationId}/handback`, {})],
  },
  'POST /api/conversations/:id/typing': {
    kind: 'foreign',
    calls: (a) => [json('POST', `/api/conversations/${a.conversationId}/typing`, {})],
  },
  'PATCH /api/conversations/live-settings/:websiteId': {
    kind: 'foreign',
    calls: (a) => [json('PATCH', `/api/conversations/live-settings/${a.websiteId}`, { idleMinutes: 60 })],
  },

  // ── dashboard, analytics, checklist, the event stream ──
  'GET /api/dashboard/stats': { kind: 'own', calls: () => [json('GET', '/api/dashboard/stats')] },
  'GET /api/dashboard/system-status': {
    kind: 'own',
    calls: () => [json('GET', '/api/dashboard/system-status')],
  },
  'GET /api/analytics': {
    kind: 'own',
    calls: (a) => [json('GET', '/api/analytics'), json('GET', `/api/analytics?websiteId=${a.websiteId}`)],
  },
  'GET /api/checklist': {
    kind: 'own',
    calls: (a) => [json('GET', '/api/checklist'), json('GET', `/api/checklist?websiteId=${a.websiteId}`)],
  },
  'PUT /api/checklist/:websiteId/items/:itemId': {
    kind: 'foreign',
    calls: (a) => [json('PUT', `/api/checklist/${a.websiteId}/items/mobile-checked`, { completed: false })],
  },
  'GET /api/events': { kind: 'public', test: 'the owner event stream' },

  // ── public widget endpoints ──
  'GET /api/widget/:websiteId/config': { kind: 'public', test: 'widget config' },
  'POST /api/chat': { kind: 'public', test: 'chat with another tenant’s conversation' },
  'GET /api/widget/live/:conversationId': { kind: 'public', test: 'the widget’s live stream' },
  'GET /api/widget/:websiteId/slots': { kind: 'public', test: 'booking with another website’s slot token' },
  'POST /api/widget/:websiteId/bookings': {
    kind: 'public',
    test: 'booking with another website’s slot token',
  },
  'GET /appointments/:id/manage': { kind: 'public', test: 'appointment manage links' },
  'POST /appointments/:id/manage': { kind: 'public', test: 'appointment manage links' },
  'POST /appointments/:id/reschedule': { kind: 'public', test: 'appointment manage links' },
  'GET /api/follow-ups/unsubscribe': { kind: 'public', test: 'unsubscribe links' },
  'POST /api/follow-ups/unsubscribe': { kind: 'public', test: 'unsubscribe links' },

  // ── calendar and bookings (issue 11) ──
  'GET /api/calendar-integrations': {
    kind: 'own',
    calls: (a, b) => [
      json('GET', `/api/calendar-integrations?websiteId=${b.websiteId}`),
      json('GET', `/api/calendar-integrations?websiteId=${a.websiteId}`),
    ],
  },
  'POST /api/calendar-integrations': {
    kind: 'foreign',
    calls: (a) => [
      json('POST', '/api/calendar-integrations', {
        websiteId: a.websiteId,
        provider: 'custom',
        bookingUrl: 'https://book.example.com/b',
      }),
    ],
  },
  'PATCH /api/calendar-integrations/:id': {
    kind: 'foreign',
    calls: (a) => [json('PATCH', `/api/calendar-integrations/${a.integrationId}`, { isActive: false })],
  },
  'DELETE /api/calendar-integrations/:id': {
    kind: 'foreign',
    calls: (a) => [json('DELETE', `/api/calendar-integrations/${a.integrationId}`)],
  },
  'POST /api/calendar-integrations/:id/oauth/start': {
    kind: 'foreign',
    calls: (a) => [json('POST', `/api/calendar-integrations/${a.oauthIntegrationId}/oauth/start`, {})],
  },
  'GET /api/appointments': {
    kind: 'own',
    calls: (a) => [
      json('GET', '/api/appointments?when=all'),
      json('GET', `/api/appointments?when=all&websiteId=${a.websiteId}`),
    ],
  },
  'POST /api/appointments/:id/cancel': {
    kind: 'foreign',
    calls: (a) => [json('POST', `/api/appointments/${a.appointmentId}/cancel`, {})],
  },

  // ── notifications and lead webhooks (issue 10) ──
  'GET /api/notifications/websites/:websiteId': {
    kind: 'foreign',
    calls: (a) => [json('GET', `/api/notifications/websites/${a.websiteId}`)],
  },
  'PUT /api/notifications/websites/:websiteId': {
    kind: 'foreign',
    calls: (a) => [
      json('PUT', `/api/notifications/websites/${a.websiteId}`, {
        alertEmails: ['attacker@example.test'],
        isEmailAlertOn: true,
        alertPhone: '',
        isSmsAlertOn: false,
        alertKinds: ['new_lead'],
      }),
    ],
  },
  'POST /api/notifications/websites/:websiteId/test': {
    kind: 'foreign',
    calls: (a) => [json('POST', `/api/notifications/websites/${a.websiteId}/test`, {})],
  },
  'GET /api/notifications/websites/:websiteId/deliveries': {
    kind: 'foreign',
    calls: (a) => [json('GET', `/api/notifications/websites/${a.websiteId}/deliveries?ids=${a.deliveryId}`)],
  },
  'GET /api/notifications/leads/:conversationId/deliveries': {
    kind: 'foreign',
    calls: (a) => [json('GET', `/api/notifications/leads/${a.conversationId}/deliveries`)],
  },
  'GET /api/notifications/websites/:websiteId/webhooks': {
    kind: 'foreign',
    calls: (a) => [json('GET', `/api/notifications/websites/${a.websiteId}/webhooks`)],
  },
  'POST /api/notifications/websites/:websiteId/webhooks': {
    kind: 'foreign',
    calls: (a) => [
      json('POST', `/api/notifications/websites/${a.websiteId}/webhooks`, {
        url: 'http://127.0.0.1:9/hook',
        events: ['lead.created'],
      }),
    ],
  },
  'PATCH /api/notifications/webhooks/:endpointId': {
    kind: 'foreign',
    calls: (a) => [json('PATCH', `/api/notifications/webhooks/${a.endpointId}`, { isActive: false })],
  },
  'POST /api/notifications/webhooks/:endpointId/rotate-secret': {
    kind: 'foreign',
    calls: (a) => [json('POST', `/api/notifications/webhooks/${a.endpointId}/rotate-secret`, {})],
  },
  'DELETE /api/notifications/webhooks/:endpointId': {
    kind: 'foreign',
    calls: (a) => [json('DELETE', `/api/notifications/webhooks/${a.endpointId}`)],
  },
  'GET /api/notifications/webhooks/:endpointId/deliveries': {
    kind: 'foreign',
    calls: (a) => [json('GET', `/api/notifications/webhooks/${a.endpointId}/deliveries`)],
  },
  'POST /api/notifications/webhooks/:endpointId/test': {
    kind: 'foreign',
    calls: (a) => [json('POST', `/api/notifications/webhooks/${a.endpointId}/test`, {})],
  },
  'POST /api/notifications/deliveries/:deliveryId/resend': {
    kind: 'foreign',
    calls: (a) => [json('POST', `/api/notifications/deliveries/${a.unconfirmedEmailId}/resend`, {})],
  },
  'POST /api/notifications/webhook-deliveries/:deliveryId/replay': {
    kind: 'foreign',
    calls: (a) => [json('POST', `/api/notifications/webhook-deliveries/${a.deliveryId}/replay`, {})],
  },

  // ── WhatsApp (issue 13) ──
  'GET /api/websites/:websiteId/whatsapp-accounts': {
    kind: 'foreign',
    calls: (a) => [json('GET', `/api/websites/${a.websiteId}/whatsapp-accounts`)],
  },
  'POST /api/websites/:websiteId/whatsapp-accounts': {
    kind: 'foreign',
    calls: (a) => [
      json('POST', `/api/websites/${a.websiteId}/whatsapp-accounts`, {
        phoneNumberId: `9${Date.now()}`,
        businessAccountId: '1234567890',
        displayPhoneNumber: '+1 555 0100',
        accessToken: 'EAAG-test-token-0123456789abcdef',
      }),
    ],
  },
  'PATCH /api/websites/:websiteId/whatsapp-accounts/:accountId': {
    kind: 'foreign',
    calls: (a, b) => [
      json('PATCH', `/api/websites/${a.websiteId}/whatsapp-accounts/${a.whatsappAccountId}`, {
        timeZone: 'Europe/Berlin',
      }),
      json('PATCH', `/api/websites/${b.websiteId}/whatsapp-accounts/${a.whatsappAccountId}`, {
        timeZone: 'Europe/Berlin',
      }),
    ],
  },
  'DELETE /api/websites/:websiteId/whatsapp-accounts/:accountId': {
    kind: 'foreign',
    calls: (a, b) => [
      json('DELETE', `/api/websites/${a.websiteId}/whatsapp-accounts/${a.whatsappAccountId}`),
      json('DELETE', `/api/websites/${b.websiteId}/whatsapp-accounts/${a.whatsappAccountId}`),
    ],
  },
  'POST /api/websites/:websiteId/whatsapp-accounts/:accountId/test-message': {
    kind: 'foreign',
    calls: (a, b) => [
      json('POST', `/api/websites/${a.websiteId}/whatsapp-accounts/${a.whatsappAccountId}/test-message`, {
        message: 'Hi',
      }),
      json('POST', `/api/websites/${b.websiteId}/whatsapp-accounts/${a.whatsappAccountId}/test-message`, {
        message: 'Hi',
      }),
    ],
  },
  'GET /api/whatsapp/conversations/:conversationId/deliveries': {
    kind: 'foreign',
    calls: (a) => [
      json('GET', `/api/whatsapp/conversations/${a.whatsappConversationId}/deliveries`),
      json('GET', `/api/whatsapp/conversations/${a.conversationId}/deliveries`),
    ],
  },

  // ── Google Business Profile (issue 12) ──
  'POST /api/gmb/automation': {
    kind: 'foreign',
    calls: (a) => [
      json('POST', '/api/gmb/automation', { action: 'sync_reviews', accountId: a.gmbAccountId }),
    ],
  },
  'GET /api/gmb/accounts': {
    kind: 'own',
    calls: (a, b) => [
      json('GET', `/api/gmb/accounts?websiteId=${b.websiteId}`),
      json('GET', `/api/gmb/accounts?websiteId=${a.websiteId}`),
    ],
  },
  'PUT /api/gmb/accounts/:id/locations': {
    kind: 'foreign',
    calls: (a) => [json('PUT', `/api/gmb/accounts/${a.gmbAccountId}/locations`, { selected: [] })],
  },
  'DELETE /api/gmb/accounts/:id': {
    kind: 'foreign',
    calls: (a) => [json('DELETE', `/api/gmb/accounts/${a.gmbAccountId}`)],
  },
  'GET /api/gmb/accounts/:id/reviews': {
    kind: 'foreign',
    calls: (a) => [json('GET', `/api/gmb/accounts/${a.gmbAccountId}/reviews`)],
  },
  'GET /api/gmb/accounts/:id/overview': {
    kind: 'foreign',
    calls: (a) => [json('GET', `/api/gmb/accounts/${a.gmbAccountId}/overview`)],
  },
  'GET /api/gmb/accounts/:id/reply-log': {
    kind: 'foreign',
    calls: (a) => [json('GET', `/api/gmb/accounts/${a.gmbAccountId}/reply-log`)],
  },
  'GET /api/gmb/accounts/:id/automations': {
    kind: 'foreign',
    calls: (a) => [json('GET', `/api/gmb/accounts/${a.gmbAccountId}/automations`)],
  },
  'PUT /api/gmb/accounts/:id/automations/:type': {
    kind: 'foreign',
    calls: (a) => [
      json('PUT', `/api/gmb/accounts/${a.gmbAccountId}/automations/review_responses`, { isEnabled: false }),
    ],
  },
  'POST /api/gmb/reviews/:id/draft': {
    kind: 'foreign',
    calls: (a) => [json('POST', `/api/gmb/reviews/${a.gmbReviewId}/draft`, {})],
  },
  'POST /api/gmb/reviews/:id/reply': {
    kind: 'foreign',
    calls: (a) => [json('POST', `/api/gmb/reviews/${a.gmbReviewId}/reply`, { comment: 'Thanks from B' })],
  },
  'DELETE /api/gmb/reviews/:id/reply': {
    kind: 'foreign',
    calls: (a) => [json('DELETE', `/api/gmb/reviews/${a.gmbReviewId}/reply`)],
  },
  'POST /api/gmb/reply-jobs/:id/approve': {
    kind: 'foreign',
    calls: (a) => [json('POST', `/api/gmb/reply-jobs/${a.gmbReplyJobId}/approve`, {})],
  },
  'POST /api/gmb/reply-jobs/:id/cancel': {
    kind: 'foreign',
    calls: (a) => [json('POST', `/api/gmb/reply-jobs/${a.gmbReplyJobId}/cancel`, {})],
  },
};

const allWeek = (): Availability => openEveryDay({ timezone: 'UTC', daysAhead: 7 });

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** The same call with every id of `tenant`'s swapped for an id nobody has. */
function withUnknownIds(call: Call, tenant: Tenant): Call {
  const own = new Set(
    Object.values(tenant).filter(
      (value): value is string => typeof value === 'string' && /^[0-9a-f-]{36}$/.test(value),
    ),
  );
  const swaps = new Map<string, string>();
  const swapped = JSON.stringify(call).replace(UUID, (id) => {
    if (!own.has(id)) return id;
    if (!swaps.has(id)) swaps.set(id, randomUUID());
    return swaps.get(id)!;
  });
  return JSON.parse(swapped) as Call;
}

async function send(client: HttpClient, call: Call): Promise<Response> {
  if (call.form) {
    return client.request(call.path, {
      method: call.method,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(call.form).toString(),
    });
  }
  if (call.method === 'GET' || call.method === 'DELETE')
    return client.request(call.path, { method: call.method });
  return client.request(call.path, { method: call.method, json: call.body ?? {} });
}

describe('tenant isolation across every route', () => {
  let t: TestApp;
  let a: Tenant;
  let b: Tenant;

  /** Everything of one tenant that B's calls could reach, as rows: compared before and after. */
  async function snapshot(tenant: Tenant): Promise<string> {
    // Every table of the schema, found by its tenant column (so tables added later are watched too): the first of
    // these columns a table has decides which of its rows are the tenant's.
    const { pool } = t.database;
    const keys: Array<[column: string, tenantValues: string]> = [
      ['website_id', 'select $1::uuid'],
      ['conversation_id', 'select id from conversations where website_id = $1'],
      ['gmb_account_id', 'select id from gmb_accounts where website_id = $1'],
      ['appointment_id', 'select id from appointments where website_id = $1'],
      ['message_id', 'select id from outbound_messages where website_id = $1'],
      ['user_id', 'select $1::uuid'],
    ];
    const { rows: columns } = await pool.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and column_name = any($1) order by table_name`,
      [keys.map(([column]) => column)],
    );
    const tables = new Map<string, string[]>();
    for (const row of columns)
      tables.set(row.table_name, [...(tables.get(row.table_name) ?? []), row.column_name]);
    // Sessions and rate-limit counters change with any request of the tenant's own and hold no business data.
    for (const table of ['session', 'account', 'verification', 'rate_limit', 'rate_limit_buckets'])
      tables.delete(table);
    const out: Record<string, unknown[]> = {};
    for (const [table, has] of [...tables].sort(([x], [y]) => x.localeCompare(y))) {
      const [column, values] = keys.find(([key]) => has.includes(key))!;
      const { rows } = await pool.query(
        `select * from "${table}" t where "${column}" in (${values}) order by t::text`,
        [column === 'user_id' ? tenant.userId : tenant.websiteId],
      );
      out[table] = rows;
    }
    const { rows: site } = await pool.query('select * from websites where id = $1', [tenant.websiteId]);
    const { rows: owner } = await pool.query('select * from "user" where id = $1', [tenant.userId]);
    out.websites = site;
    out.user = owner;
    // Not vacuous: the tenant's data is in it.
    for (const table of [
      'conversations',
      'messages',
      'appointments',
      'webhook_endpoints',
      'gmb_reply_jobs',
    ]) {
      expect(out[table]?.length, `snapshot of ${table}`).toBeGreaterThan(0);
    }
    return JSON.stringify(out);
  }

  /** A's ids and marker must never appear in what B is shown. */
  function expectNothingOf(tenant: Tenant, text: string, where: string) {
    const secrets = [
      tenant.marker,
      tenant.email,
      tenant.websiteId,
      tenant.conversationId,
      tenant.whatsappConversationId,
      tenant.faqId,
      tenant.textId,
      tenant.pageId,
      tenant.integrationId,
      tenant.appointmentId,
      tenant.endpointId,
      tenant.deliveryId,
      tenant.unconfirmedEmailId,
      tenant.whatsappAccountId,
      tenant.gmbAccountId,
      tenant.gmbReviewId,
      tenant.gmbReplyJobId,
    ];
    for (const secret of secrets) {
      expect(text.includes(secret), `${where} shows ${tenant.label}'s ${secret}: ${text.slice(0, 400)}`).toBe(
        false,
      );
    }
  }

  async function seedTenant(label: string): Promise<Tenant> {
    const { db, config } = t.deps;
    const marker = `${label}-${randomBytes(6).toString('hex')}`;
    const client = createHttpClient(t.app);
    const { userId, email } = await signUpAndSignIn(client, { sentEmails: t.sentEmails, withPlanIn: db });
    const websiteId = await insertTestWebsite({
      db,
      userId,
      name: `${marker} Plumbing`,
      domain: `${label.toLowerCase()}.example.com`,
      aiInstructions: `Instructions ${marker}`,
    });
    await insertKnowledge({
      db,
      websiteId,
      faqs: [{ question: `Question ${marker}?`, answer: `Answer ${marker}.` }],
      texts: [{ title: `Text ${marker}`, content: `Pasted text ${marker}.` }],
      pages: [
        {
          url: `https://${label.toLowerCase()}.example.com/about`,
          title: `About ${marker}`,
          content: `About ${marker}.`,
        },
      ],
    });
    const sources = await db
      .select({ id: knowledgeSources.id, kind: knowledgeSources.kind })
      .from(knowledgeSources)
      .where(eq(knowledgeSources.websiteId, websiteId));
    const idOf = (kind: string) => sources.find((s) => s.kind === kind)!.id;
    await db.insert(crawlRuns).values({ websiteId, status: 'finished', pagesFound: 1, pagesRead: 1 });

    const visitorId = `visitor-${marker}`;
    const [conversation] = await db
      .insert(conversations)
      .values({
        websiteId,
        visitorId,
        visitorName: `Lead ${marker}`,
        visitorEmail: `lead-${marker.toLowerCase()}@example.test`,
        visitorPhone: '+15550100',
        isLeadCaptured: true,
        leadCapturedAt: new Date(),
        messageCount: 2,
        lastMessagePreview: `Preview ${marker}`,
      })
      .returning({ id: conversations.id });
    const conversationId = conversation!.id;
    await db.insert(messages).values([
      { conversationId, role: 'user', content: `Visitor says ${marker}` },
      { conversationId, role: 'assistant', content: `Assistant says ${marker}` },
    ]);
    const [whatsappConversation] = await db
      .insert(conversations)
      .values({
        websiteId,
        visitorId: `wa-${marker}`,
        messageSource: 'whatsapp',
        visitorName: `WA ${marker}`,
      })
      .returning({ id: conversations.id });

    await db.insert(notificationSettings).values({
      websiteId,
      alertEmails: [`alerts-${marker.toLowerCase()}@example.test`],
      isEmailAlertOn: true,
    });
    const box = createSecretBox(config);
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({
        websiteId,
        url: `https://hooks.example.com/${marker}`,
        events: ['lead.created'],
        sealedSecret: box.seal(`whsec_${randomBytes(24).toString('base64')}`),
      })
      .returning({ id: webhookEndpoints.id });
    const [delivery] = await db
      .insert(outboundMessages)
      .values({
        idempotencyKey: `isolation:${marker}`,
        channel: 'webhook',
        purpose: 'lead_webhook',
        websiteId,
        conversationId,
        recipient: `https://hooks.example.com/${marker}`,
        payload: { endpointId: endpoint!.id, body: `{"marker":"${marker}"}` },
        status: 'failed',
      })
      .returning({ id: outboundMessages.id });
    const [unconfirmedEmail] = await db
      .insert(outboundMessages)
      .values({
        idempotencyKey: `isolation-email:${marker}`,
        channel: 'email',
        purpose: 'owner_alert',
        websiteId,
        conversationId,
        recipient: email,
        subject: `New lead ${marker}`,
        payload: {},
        status: 'unconfirmed',
      })
      .returning({ id: outboundMessages.id });

    const [integration] = await db
      .insert(calendarIntegrations)
      .values({ websiteId, provider: 'leadchat', integrationConfig: { availability: allWeek() } })
      .returning({ id: calendarIntegrations.id });
    const [oauthIntegration] = await db
      .insert(calendarIntegrations)
      .values({ websiteId, provider: 'google', integrationConfig: { calendarId: 'primary' } })
      .returning({ id: calendarIntegrations.id });
    const startsAt = new Date(Date.now() + 3 * 24 * 3600_000);
    const [appointment] = await db
      .insert(appointments)
      .values({
        websiteId,
        conversationId,
        integrationId: integration!.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        status: 'confirmed',
        visitorId,
        visitorName: `Booker ${marker}`,
        visitorEmail: `booker-${marker.toLowerCase()}@example.test`,
      })
      .returning({ id: appointments.id });

    const [whatsappAccount] = await db
      .insert(whatsappAccounts)
      .values({
        websiteId,
        phoneNumberId: `${Date.now()}${randomBytes(2).readUInt16BE()}`,
        displayPhoneNumber: '+1 555 0199',
        accessTokenSealed: box.seal(`token-${marker}`),
        accessTokenHint: '••••1234',
        // As connecting leaves it once Meta confirmed the number (only confirmed numbers take messages).
        metaConfirmedAt: new Date(),
      })
      .returning({ id: whatsappAccounts.id });

    const [gmbAccount] = await db
      .insert(gmbAccounts)
      .values({
        websiteId,
        googleAccountEmail: `google-${marker.toLowerCase()}@example.test`,
        businessLocations: [
          {
            name: 'locations/1',
            accountName: 'accounts/1',
            title: `Shop ${marker}`,
            address: 'Main St',
            selected: true,
          },
        ],
        accessToken: box.seal('access'),
        refreshToken: box.seal('refresh'),
        tokenExpiresAt: new Date(Date.now() + 3600_000),
        nextSyncAt: new Date(Date.now() + 24 * 3600_000),
      })
      .returning({ id: gmbAccounts.id });
    const [review] = await db
      .insert(gmbReviews)
      .values({
        gmbAccountId: gmbAccount!.id,
        externalId: `accounts/1/locations/1/reviews/${marker}`,
        locationName: 'locations/1',
        reviewerName: `Reviewer ${marker}`,
        rating: 5,
        reviewText: `Great ${marker}`,
        responseText: `Thanks ${marker}`,
        responseSource: 'owner',
        reviewDate: new Date(),
      })
      .returning({ id: gmbReviews.id });
    const [job] = await db
      .insert(gmbReplyJobs)
      .values({
        gmbAccountId: gmbAccount!.id,
        reviewId: review!.id,
        action: 'put',
        comment: `Reply ${marker}`,
        origin: 'automation',
        draftSource: 'template',
        status: 'awaiting_approval',
      })
      .returning({ id: gmbReplyJobs.id });
    await db.insert(gmbAutomations).values({
      gmbAccountId: gmbAccount!.id,
      automationType: 'review_responses',
      isEnabled: true,
      enabledAt: new Date(),
    });
    await db.insert(checklistItemStates).values({ websiteId, itemId: 'mobile-checked', completed: true });

    // A checkout and a portal of this owner's, through the local payments test mode: one checkout paid (so the
    // owner has a billing account and a portal), one left open.
    const startCheckout = async () => {
      const checkout = await client.post('/api/billing/checkout', {
        planType: 'chatbot',
        paymentType: 'subscription',
      });
      expect(checkout.status, await checkout.clone().text()).toBe(200);
      const url = new URL(((await checkout.json()) as { url: string }).url, 'http://x');
      return decodeURIComponent(url.pathname.split('/').pop()!);
    };
    const paid = await startCheckout();
    const pay = await client.request(`/api/billing/test-mode/checkout/${paid}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(pay.status, await pay.clone().text()).toBe(303);
    const checkoutSessionId = await startCheckout();
    const portal = await client.post('/api/billing/portal', {});
    expect(portal.status, await portal.clone().text()).toBe(200);
    const portalUrl = new URL(((await portal.json()) as { url: string }).url, 'http://x');
    const portalId = decodeURIComponent(portalUrl.pathname.split('/').pop()!);
    const portalPage = await (await client.get(`/api/billing/test-mode/portal/${portalId}`)).text();
    const subscriptionId = /name="subscriptionId" value="([^"]+)"/.exec(portalPage)?.[1];
    expect(subscriptionId, portalPage.slice(0, 2000)).toBeTruthy();

    return {
      label,
      marker,
      userId,
      email,
      client,
      websiteId,
      faqId: idOf('faq'),
      textId: idOf('text'),
      pageId: idOf('page'),
      conversationId,
      visitorId,
      whatsappConversationId: whatsappConversation!.id,
      integrationId: integration!.id,
      oauthIntegrationId: oauthIntegration!.id,
      appointmentId: appointment!.id,
      endpointId: endpoint!.id,
      deliveryId: delivery!.id,
      unconfirmedEmailId: unconfirmedEmail!.id,
      whatsappAccountId: whatsappAccount!.id,
      gmbAccountId: gmbAccount!.id,
      gmbReviewId: review!.id,
      gmbReplyJobId: job!.id,
      checkoutSessionId,
      portalId,
      subscriptionId: subscriptionId!,
    };
  }

  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_MULTIPLIER: '20',
      // Every capability switched on, so no call stops at "not configured" before it reaches the ownership check;
      // the providers' addresses lead nowhere (nothing leaves this machine).
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      WHATSAPP_APP_SECRET: 'isolation-app-secret',
      WHATSAPP_VERIFY_TOKEN: 'isolation-verify-token',
      WHATSAPP_GRAPH_BASE_URL: 'http://127.0.0.1:9',
      GOOGLE_CLIENT_ID: 'isolation-client',
      GOOGLE_CLIENT_SECRET: 'isolation-secret',
      GOOGLE_OAUTH_BASE_URL: 'http://127.0.0.1:9',
      GOOGLE_API_BASE_URL: 'http://127.0.0.1:9',
    });
    a = await seedTenant('ALPHA');
    b = await seedTenant('BRAVO');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('every registered route is considered (a new route fails here until it is added to ROUTES)', () => {
    const registered = new Set(t.app.routes.map((route) => `${route.method} ${route.path}`));
    const unconsidered = [...registered].filter((key) => !(key in ROUTES));
    expect(unconsidered, 'routes with no isolation case: add them to ROUTES').toEqual([]);
    const stale = Object.keys(ROUTES).filter((key) => !registered.has(key));
    expect(stale, 'ROUTES lists routes the app no longer has').toEqual([]);
  });

  it("another owner's ids answer 404 on every owner route, and the owner's rows are unchanged", async () => {
    const before = await snapshot(a);
    const failures: string[] = [];
    let count = 0;
    for (const [route, routeCase] of Object.entries(ROUTES)) {
      if (routeCase.kind !== 'foreign') continue;
      for (const call of routeCase.calls(a, b)) {
        count++;
        const response = await send(b.client, call);
        const text = await response.text();
        // The catch-all's 404 would mean the call never reached the route (a typo here, or a moved route).
        if (response.status !== 404 || text.includes('No such API endpoint'))
          failures.push(`${route}: ${call.method} ${call.path} → ${response.status} ${text.slice(0, 200)}`);
        expectNothingOf(a, text, `${call.method} ${call.path}`);
        // Indistinguishable from an id that exists nowhere: nothing tells B that A's id is real.
        const unknown = await send(b.client, withUnknownIds(call, a));
        const unknownText = await unknown.text();
        if (unknown.status !== response.status || unknownText !== text)
          failures.push(
            `${route}: A's id answers ${response.status} ${text.slice(0, 120)}, an unknown id ${unknown.status} ${unknownText.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(count).toBeGreaterThan(60);
    expect(await snapshot(a)).toEqual(before);
  });

  it("each owner reads its own ids on the same routes, and B's own reads (lists per website, logs) hold nothing of A's", async () => {
    // Read-only calls only, so A's data stays as it was for the other tests.
    const failures: string[] = [];
    for (const [route, routeCase] of Object.entries(ROUTES)) {
      if (routeCase.kind !== 'foreign') continue;
      for (const owner of [a, b]) {
        for (const call of routeCase.calls(owner, owner)) {
          if (call.method !== 'GET') continue;
          const response = await send(owner.client, call);
          const text = await response.text();
          if (response.status !== 200) failures.push(`${route}: ${call.path} → ${response.status}`);
          // A list that forgot its website filter would show the other owner's rows here.
          expectNothingOf(owner === a ? b : a, text, `${owner.label}: ${call.method} ${call.path}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("the same calls on the caller's own ids pass validation and ownership (so the 404s above are about the owner)", async () => {
    // A third owner runs every call above on its own ids: none may answer 404 or a validation error, which proves
    // each body is valid and each path reaches its route. Deletes go last, the website's very last.
    const c = await seedTenant('CHARLIE');
    const calls: Array<{ route: string; call: Call }> = [];
    for (const [route, routeCase] of Object.entries(ROUTES)) {
      if (routeCase.kind !== 'foreign') continue;
      for (const call of routeCase.calls(c, c)) calls.push({ route, call });
    }
    const rank = (item: { route: string; call: Call }) =>
      ({
        // Lists every FAQ of the website: before another is added.
        'PUT /api/websites/:websiteId/knowledge/faqs/order': -1,
        'DELETE /api/gmb/accounts/:id': 2,
        'DELETE /api/websites/:websiteId': 3,
      })[item.route] ?? (item.call.method === 'DELETE' ? 1 : 0);
    calls.sort((x, y) => rank(x) - rank(y));
    const outcomes: string[] = [];
    const seen = new Set<string>();
    for (const { route, call } of calls) {
      // Nested routes are listed twice (A's parent, B's parent); on one's own ids that is the same call.
      const key = `${call.method} ${call.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const response = await send(c.client, call);
      const text = await response.text();
      // A provider that can't be reached (502/503) means the call got past validation and ownership.
      if ([400, 404, 500].includes(response.status))
        outcomes.push(`${route}: ${key} → ${response.status} ${text.slice(0, 200)}`);
    }
    expect(outcomes).toEqual([]);
  });

  it("lists, stats, exports and the owner's own account never show another owner's rows", async () => {
    const before = await snapshot(a);
    const failures: string[] = [];
    for (const [route, routeCase] of Object.entries(ROUTES)) {
      if (routeCase.kind !== 'own') continue;
      for (const call of routeCase.calls(a, b)) {
        const response = await send(b.client, call);
        const text = await response.text();
        const foreignQuery = call.path.includes(a.websiteId);
        const ok = foreignQuery ? [200, 404].includes(response.status) : response.status < 300;
        if (!ok)
          failures.push(`${route}: ${call.method} ${call.path} → ${response.status} ${text.slice(0, 200)}`);
        expectNothingOf(a, text, `${call.method} ${call.path}`);
        if (foreignQuery) {
          // Filtering by A's website says no more than filtering by one that doesn't exist (counts included).
          const unknown = await send(b.client, withUnknownIds(call, a));
          const unknownText = await unknown.text();
          if (unknown.status !== response.status || unknownText !== text)
            failures.push(
              `${route}: A's website answers ${response.status} ${text.slice(0, 160)}, an unknown one ${unknown.status} ${unknownText.slice(0, 160)}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
    // Not vacuous: B's own lists show B's rows.
    expect(await (await b.client.get('/api/leads')).text()).toContain(b.conversationId);
    expect(await (await b.client.get('/api/conversations')).text()).toContain(b.conversationId);
    expect(await (await b.client.get('/api/websites')).text()).toContain(b.websiteId);
    expect(await (await b.client.get('/api/leads/export.csv')).text()).toContain(b.marker);
    expect(await (await b.client.get('/api/appointments?when=all')).text()).toContain(b.appointmentId);
    expect(await snapshot(a)).toEqual(before);
  });

  it("another owner's ids inside bodies and query strings change and show nothing", async () => {
    const before = await snapshot(a);
    // Reordering B's FAQs with A's FAQ slipped in.
    const order = await b.client.put(`/api/websites/${b.websiteId}/knowledge/faqs/order`, {
      ids: [a.faqId, b.faqId],
    });
    expect([400, 404], await order.clone().text()).toContain(order.status);
    // B's delivery statuses asked for A's delivery id.
    const deliveries = await b.client.get(
      `/api/notifications/websites/${b.websiteId}/deliveries?ids=${a.deliveryId}`,
    );
    expect([200, 404]).toContain(deliveries.status);
    expectNothingOf(a, await deliveries.text(), 'deliveries of B with A ids');
    // A lead update of B's own lead never reaches A's lead.
    const lead = await b.client.patch(`/api/leads/${b.conversationId}`, { status: 'contacted' });
    expect(lead.status).toBe(200);
    expectNothingOf(a, await lead.text(), 'PATCH B lead');
    expect(await snapshot(a)).toEqual(before);
  });

  it('fields naming another owner or website are never taken from a body (no mass assignment)', async () => {
    const before = await snapshot(a);
    const foreign = { userId: a.userId, user_id: a.userId, websiteId: a.websiteId, website_id: a.websiteId };
    const calls: Call[] = [
      json('PATCH', `/api/websites/${b.websiteId}`, { name: `${b.marker} Plumbing`, ...foreign }),
      json('PATCH', `/api/leads/${b.conversationId}`, { status: 'qualified', ...foreign }),
      json('PATCH', `/api/websites/${b.websiteId}/knowledge/faqs/${b.faqId}`, {
        answer: 'Still B.',
        ...foreign,
      }),
      json('PATCH', `/api/websites/${b.websiteId}/knowledge/texts/${b.textId}`, {
        content: 'Still B.',
        ...foreign,
      }),
      json('PATCH', `/api/calendar-integrations/${b.integrationId}`, { isActive: true, ...foreign }),
      json('PATCH', `/api/websites/${b.websiteId}/whatsapp-accounts/${b.whatsappAccountId}`, {
        timeZone: 'UTC',
        ...foreign,
      }),
      json('PATCH', `/api/notifications/webhooks/${b.endpointId}`, { isActive: true, ...foreign }),
      json('PATCH', `/api/profile`, { ...foreign }),
    ];
    for (const call of calls) {
      const response = await send(b.client, call);
      expect(response.status, `${call.method} ${call.path}`).toBeLessThan(500);
      expectNothingOf(a, await response.text(), `${call.method} ${call.path}`);
    }
    const { pool } = t.database;
    const owner = await pool.query('select user_id from websites where id = $1', [b.websiteId]);
    expect(owner.rows[0].user_id).toBe(b.userId);
    for (const [table, id] of [
      ['conversations', b.conversationId],
      ['knowledge_sources', b.faqId],
      ['knowledge_sources', b.textId],
      ['calendar_integrations', b.integrationId],
      ['whatsapp_accounts', b.whatsappAccountId],
      ['webhook_endpoints', b.endpointId],
    ] as const) {
      const row = await pool.query(`select website_id from ${table} where id = $1`, [id]);
      expect(row.rows[0]?.website_id, `${table} ${id}`).toBe(b.websiteId);
    }
    expect(await snapshot(a)).toEqual(before);
  });

  it('administrator routes answer an owner 404, the same for a real id and an unknown one', async () => {
    const stranger = { ...a, userId: randomUUID() };
    for (const [route, routeCase] of Object.entries(ROUTES)) {
      if (routeCase.kind !== 'admin') continue;
      const calls = routeCase.calls(a, b);
      const unknown = routeCase.calls(stranger, b);
      for (const [index, call] of calls.entries()) {
        const real = await send(b.client, call);
        const other = await send(b.client, unknown[index]!);
        expect(real.status, route).toBe(404);
        expect(await real.text(), route).toBe(await other.text());
      }
    }
  });

  it('widget config: public by design, but shows nothing private of the website', async () => {
    const response = await createHttpClient(t.app, { origin: 'https://alpha.example.com' }).get(
      `/api/widget/${a.websiteId}/config`,
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const secret of [
      a.email,
      `Instructions ${a.marker}`,
      `alerts-${a.marker.toLowerCase()}`,
      a.conversationId,
    ]) {
      expect(text).not.toContain(secret);
    }
    const unknown = await createHttpClient(t.app).get(`/api/widget/${randomUUID()}/config`);
    expect(unknown.status).toBe(404);
  });

  it("chat with another tenant's conversation id or visitor id never reads or writes that conversation", async () => {
    const before = await snapshot(a);
    const visitor = createHttpClient(t.app);
    const attempts = [
      // A's conversation through B's website.
      { websiteId: b.websiteId, conversationId: a.conversationId, visitorId: a.visitorId },
      // A's conversation on A's website but by someone else (another visitor id).
      { websiteId: a.websiteId, conversationId: a.conversationId, visitorId: 'someone-else' },
    ];
    for (const attempt of attempts) {
      const response = await visitor.post('/api/chat', { ...attempt, message: 'What did we talk about?' });
      const text = await response.text();
      expect(response.status, text).toBeLessThan(500);
      expect(text).not.toContain(a.marker);
      if (response.status === 200) {
        expect((JSON.parse(text) as { conversationId: string }).conversationId).not.toBe(a.conversationId);
      }
      // The streamed answer goes the same way.
      const streamed = await visitor.request('/api/chat', {
        method: 'POST',
        headers: { accept: 'text/event-stream' },
        json: { ...attempt, message: 'Remind me what I said' },
      });
      const streamedText = await streamed.text();
      expect(streamed.status, streamedText).toBeLessThan(500);
      expect(streamedText).not.toContain(a.marker);
      expect(streamedText).not.toContain(a.conversationId);
      if (response.status === 200) expect(text).not.toContain(a.conversationId);
    }
    // A's conversation gained no messages; the visitor's message went elsewhere (if anywhere).
    const { rows } = await t.database.pool.query(
      'select count(*)::int as n from messages where conversation_id = $1',
      [a.conversationId],
    );
    expect(rows[0].n).toBe(2);
    const after = JSON.parse(await snapshot(a)) as Record<string, unknown[]>;
    const was = JSON.parse(before) as Record<string, unknown[]>;
    expect(after.messages).toEqual(was.messages);
    expect(after.conversations!.find((row) => (row as { id: string }).id === a.conversationId)).toEqual(
      was.conversations!.find((row) => (row as { id: string }).id === a.conversationId),
    );
  });

  it("the widget's live stream: B's token opens nothing of A's", async () => {
    const { config } = t.deps;
    const visitor = createHttpClient(t.app);
    const tokenOfB = createLiveToken({ secret: config.AUTH_SECRET, conversationId: b.conversationId });
    const wrongToken = await visitor.get(
      `/api/widget/live/${a.conversationId}?token=${encodeURIComponent(tokenOfB)}`,
    );
    expect(wrongToken.status).toBe(404);
    expect(await wrongToken.text()).not.toContain(a.marker);
    const noToken = await visitor.get(`/api/widget/live/${a.conversationId}?token=x`);
    expect(noToken.status).toBe(404);
    // B's token opens B's own stream (so the 404 above is about the conversation).
    const controller = new AbortController();
    const own = await visitor.request(
      `/api/widget/live/${b.conversationId}?token=${encodeURIComponent(tokenOfB)}`,
      {
        signal: controller.signal,
      },
    );
    expect(own.status).toBe(200);
    controller.abort();
    await own.body?.cancel().catch(() => undefined);
  });

  it("booking with another website's slot token, or into another tenant's conversation, books nothing", async () => {
    // A's own slots (as A's visitors see them; this may record a calendar's health on A's integration) never
    // carry B's calendar.
    const slotsOfA = await createHttpClient(t.app).get(`/api/widget/${a.websiteId}/slots?timezone=UTC`);
    expect(slotsOfA.status).toBeLessThan(500);
    expect(await slotsOfA.text()).not.toContain(b.websiteId.replaceAll('-', ''));
    const before = await snapshot(a);
    // B has a real built-in calendar, so its slots are real signed tokens.
    const created = await b.client.post('/api/calendar-integrations', {
      websiteId: b.websiteId,
      provider: 'leadchat',
      availability: allWeek(),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const visitor = createHttpClient(t.app);
    const slots = await visitor.get(`/api/widget/${b.websiteId}/slots?timezone=UTC`);
    expect(slots.status).toBe(200);
    const offered = (await slots.json()) as { slots: Array<{ token: string }> };
    const token = offered.slots[0]?.token;
    expect(token, 'B offers slots').toBeTruthy();

    // B's slot token on A's website.
    const crossSite = await visitor.post(`/api/widget/${a.websiteId}/bookings`, {
      slotToken: token,
      visitorId: a.visitorId,
      conversationId: a.conversationId,
      idempotencyKey: `isolation-${randomBytes(4).toString('hex')}`,
    });
    // A slot token names its website: on another it is refused like a forged one.
    expect(crossSite.status, await crossSite.clone().text()).toBe(400);
    expect(await crossSite.text()).not.toContain(a.marker);

    // B's slot on B's website, but filed into A's conversation.
    const crossConversation = await visitor.post(`/api/widget/${b.websiteId}/bookings`, {
      slotToken: token,
      visitorId: a.visitorId,
      conversationId: a.conversationId,
      idempotencyKey: `isolation-${randomBytes(4).toString('hex')}`,
    });
    expect(crossConversation.status, await crossConversation.clone().text()).toBe(404);
    expect(await crossConversation.text()).not.toContain(a.marker);

    // The same token books on its own website and conversation (so the refusals above are about the tenant).
    const own = await visitor.post(`/api/widget/${b.websiteId}/bookings`, {
      slotToken: token,
      visitorId: b.visitorId,
      conversationId: b.conversationId,
      idempotencyKey: `isolation-${randomBytes(4).toString('hex')}`,
    });
    expect(own.status, await own.clone().text()).toBe(201);

    expect(await snapshot(a)).toEqual(before);
  });

  it('appointment manage links: a token signed for another appointment opens, cancels and moves nothing', async () => {
    const before = await snapshot(a);
    const { config } = t.deps;
    const visitor = createHttpClient(t.app);
    const tokenOfB = signManageToken(config, b.appointmentId);
    for (const token of [tokenOfB, 'forged', signManageToken(config, b.appointmentId).replace(/.$/, 'A')]) {
      const page = await visitor.get(
        `/appointments/${a.appointmentId}/manage?token=${encodeURIComponent(token)}`,
      );
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain(a.marker);
      const cancel = await visitor.request(`/appointments/${a.appointmentId}/manage`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }).toString(),
      });
      expect(cancel.status).toBe(404);
      const move = await visitor.request(`/appointments/${a.appointmentId}/reschedule`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, slot: 'any-slot-token' }).toString(),
      });
      expect(move.status).toBe(404);
    }
    // The real link still works (the 404s are about the signature).
    const own = await visitor.get(
      `/appointments/${a.appointmentId}/manage?token=${encodeURIComponent(signManageToken(config, a.appointmentId))}`,
    );
    expect(own.status).toBe(200);
    expect(await snapshot(a)).toEqual(before);
  });

  it("unsubscribe links: a signature for one website or address never unsubscribes another's", async () => {
    const { config } = t.deps;
    const visitor = createHttpClient(t.app);
    const email = `visitor-${randomBytes(3).toString('hex')}@example.test`;
    const ofB = new URL(
      unsubscribeUrl({
        publicUrl: 'http://x',
        secret: config.AUTH_SECRET ?? '',
        websiteId: b.websiteId,
        email,
      }),
    );
    const token = ofB.searchParams.get('t')!;
    const forgedPaths = [
      `/api/follow-ups/unsubscribe?${new URLSearchParams({ w: a.websiteId, e: email, t: token })}`,
      `/api/follow-ups/unsubscribe?${new URLSearchParams({ w: b.websiteId, e: `other-${email}`, t: token })}`,
      `/api/follow-ups/unsubscribe?${new URLSearchParams({ w: a.websiteId, e: email, t: 'A'.repeat(43) })}`,
    ];
    for (const path of forgedPaths) {
      expect((await visitor.get(path)).status).toBe(404);
      expect((await visitor.request(path, { method: 'POST' })).status).toBe(404);
    }
    // B's genuine link opens its page (so the 404s above are about the signature).
    expect((await visitor.get(`${ofB.pathname}${ofB.search}`)).status).toBe(200);
    const { rows } = await t.database.pool.query(
      'select count(*)::int as n from email_suppressions where website_id = $1',
      [a.websiteId],
    );
    expect(rows[0].n).toBe(0);
  });

  it("Google sign-in for another owner's website answers 404", async () => {
    const response = await b.client.post('/api/gmb/oauth', {
      websiteId: a.websiteId,
      redirectUri: 'http://localhost:3000/gmb-callback',
    });
    expect(response.status, await response.clone().text()).toBe(404);
    const unknown = await b.client.post('/api/gmb/oauth', {
      websiteId: randomUUID(),
      redirectUri: 'http://localhost:3000/gmb-callback',
    });
    expect(await unknown.text()).toBe(await response.text());
    // B's own website starts (so the 404 is about the website).
    const own = await b.client.post('/api/gmb/oauth', {
      websiteId: b.websiteId,
      redirectUri: 'http://localhost:3000/gmb-callback',
    });
    expect(own.status, await own.clone().text()).toBe(200);
    const { rows } = await t.database.pool.query(
      'select count(*)::int as n from gmb_oauth_states where website_id = $1',
      [a.websiteId],
    );
    expect(rows[0].n).toBe(0);
  });

  it("the owner event stream carries only the owner's own events", async () => {
    const controller = new AbortController();
    const stream = await b.client.request('/api/events', { signal: controller.signal });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    const readUntil = async (needle: string, ms: number) => {
      const deadline = Date.now() + ms;
      while (!seen.includes(needle) && Date.now() < deadline) {
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now())),
        ]);
        if (!chunk || chunk.done) break;
        seen += decoder.decode(chunk.value, { stream: true });
      }
      return seen.includes(needle);
    };
    try {
      expect(await readUntil('event: ready', 5000)).toBe(true);
      // A's event first, then B's: if A's were routed to B it would arrive before B's own.
      expect(
        (await a.client.post(`/api/conversations/${a.conversationId}/messages`, { content: 'From A' }))
          .status,
      ).toBe(201);
      expect(
        (await b.client.post(`/api/conversations/${b.conversationId}/messages`, { content: 'From B' }))
          .status,
      ).toBe(201);
      expect(await readUntil(b.conversationId, 5000)).toBe(true);
      expectNothingOf(a, seen, 'GET /api/events');
    } finally {
      controller.abort();
      await reader.cancel().catch(() => undefined);
    }
  });
});
