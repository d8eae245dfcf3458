/**
 * Server-rendered pages of the local payment test mode (checkout and billing portal). Plain HTML forms, no
 * script (the CSP allows none inline), every value escaped.
 */
import { formatPriceCents, type PaymentType } from '@leadchat/contract';
import type { PortalSubscription } from './billing-test-mode.service.js';

function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function formatDate(date: Date | null): string {
  if (!date) return '—';
  return date.toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

const STYLES = `
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f4f4f5; color: #18181b; }
  .banner { background: #92400e; color: #fff; text-align: center; padding: 10px 16px; font-weight: 700; letter-spacing: .04em; }
  main { max-width: 480px; margin: 40px auto; padding: 0 16px; }
  .card { background: #fff; border: 1px solid #d4d4d8; border-radius: 12px; padding: 28px; }
  h1 { font-size: 1.4rem; margin: 0 0 4px; }
  p { line-height: 1.5; }
  .muted { color: #52525b; font-size: .95rem; }
  .price { font-size: 2rem; font-weight: 700; margin: 16px 0 4px; }
  .actions { display: flex; gap: 12px; margin-top: 24px; flex-wrap: wrap; }
  form { margin: 0; }
  button, .link-button { font: inherit; border-radius: 8px; padding: 10px 20px; cursor: pointer; border: 1px solid transparent; text-decoration: none; display: inline-block; }
  .primary { background: #6d28d9; color: #fff; }
  .primary:hover { background: #5b21b6; }
  .secondary { background: #fff; color: #18181b; border-color: #a1a1aa; }
  .danger { background: #b91c1c; color: #fff; }
  button:focus-visible, a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  table { width: 100%; border-collapse: collapse; margin-top: 12px; }
  th, td { text-align: left; padding: 8px 4px; border-bottom: 1px solid #e4e4e7; font-size: .95rem; vertical-align: top; }
  .notice { background: #ecfdf5; border: 1px solid #10b981; color: #065f46; border-radius: 8px; padding: 10px 12px; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · TEST MODE · LeadChat</title>
<style>${STYLES}</style>
</head>
<body>
<div class="banner" role="note">TEST MODE — no real payment is taken</div>
<main>${body}</main>
</body>
</html>`;
}

/** The checkout page: plan, price, Pay and Cancel. */
export function renderTestCheckoutPage(options: {
  sessionId: string;
  planName: string;
  paymentType: PaymentType;
  amountCents: number;
  trialDays: number | null;
  email: string;
}): string {
  const { sessionId, planName, paymentType, amountCents, trialDays, email } = options;
  const base = `/api/billing/test-mode/checkout/${encodeURIComponent(sessionId)}`;
  const price = formatPriceCents(amountCents);
  const isSubscription = paymentType === 'subscription';
  const terms = isSubscription
    ? trialDays
      ? `${trialDays}-day free trial, no card required, then ${price} per month.`
      : `${price} per month, billed monthly. Cancel any time in the billing portal.`
    : 'One-time payment.';
  return layout(
    `Checkout: ${planName}`,
    `<div class="card">
  <p class="muted">LeadChat checkout · test mode</p>
  <h1>${escapeHtml(planName)}</h1>
  <p class="price">${escapeHtml(price)}${isSubscription ? '<span class="muted"> / month</span>' : ''}</p>
  <p class="muted">${escapeHtml(terms)}</p>
  <p class="muted">Billed to ${escapeHtml(email)}. This page stands in for Stripe Checkout because no Stripe key is configured; paying here records the purchase exactly as a Stripe webhook would.</p>
  <div class="actions">
    <form method="post" action="${base}/pay"><button type="submit" class="primary">Pay</button></form>
    <form method="post" action="${base}/cancel"><button type="submit" class="secondary">Cancel</button></form>
  </div>
</div>`,
  );
}

/** The billing portal: purchases and subscriptions, with Cancel for active subscriptions. */
export function renderTestPortalPage(options: {
  portalId: string;
  email: string;
  subscriptions: PortalSubscription[];
  notice: string | null;
}): string {
  const { portalId, email, subscriptions, notice } = options;
  const action = `/api/billing/test-mode/portal/${encodeURIComponent(portalId)}/cancel`;
  const rows = subscriptions
    .map((subscription) => {
      const billing =
        subscription.paymentType === 'payment'
          ? 'One-time purchase'
          : subscription.status === 'canceled'
            ? 'Canceled'
            : `Renews ${formatDate(subscription.currentPeriodEnd)}`;
      const cancel = subscription.canCancel
        ? `<form method="post" action="${action}"><input type="hidden" name="subscriptionId" value="${escapeHtml(subscription.subscriptionId)}"><button type="submit" class="danger" aria-label="Cancel ${escapeHtml(subscription.planName)} subscription">Cancel subscription</button></form>`
        : '';
      return `<tr><td>${escapeHtml(subscription.planName)}</td><td>${escapeHtml(subscription.status)}</td><td>${escapeHtml(billing)}</td><td>${cancel}</td></tr>`;
    })
    .join('');
  const table = subscriptions.length
    ? `<table><thead><tr><th scope="col">Plan</th><th scope="col">Status</th><th scope="col">Billing</th><th scope="col"><span class="muted">Action</span></th></tr></thead><tbody>${rows}</tbody></table>`
    : '<p>No purchases or subscriptions yet.</p>';
  return layout(
    'Billing portal',
    `<div class="card">
  <p class="muted">LeadChat billing portal · test mode</p>
  <h1>Your plans</h1>
  <p class="muted">${escapeHtml(email)}</p>
  ${notice ? `<p class="notice" role="status">${escapeHtml(notice)}</p>` : ''}
  ${table}
  <div class="actions"><a class="link-button secondary" href="/profile">Return to LeadChat</a></div>
</div>`,
  );
}

/** Signed out, expired or unknown: a plain page with a way back. */
export function renderTestModeMessage(options: {
  title: string;
  message: string;
  linkHref: string;
  linkText: string;
}): string {
  return layout(
    options.title,
    `<div class="card"><h1>${escapeHtml(options.title)}</h1><p>${escapeHtml(options.message)}</p>
<div class="actions"><a class="link-button primary" href="${escapeHtml(options.linkHref)}">${escapeHtml(options.linkText)}</a></div></div>`,
  );
}
