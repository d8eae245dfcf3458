/** Branded HTML + plain-text emails. Every dynamic value is escaped: nothing user-supplied becomes markup. */
export type RenderedEmail = { subject: string; text: string; html: string };

const PRODUCT = 'LeadChat';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Renders a one-action email: a heading, paragraphs, a button with a link, and the link again in text. */
export function renderActionEmail(options: {
  subject: string;
  heading: string;
  paragraphs: string[];
  actionLabel: string;
  actionUrl: string;
  footnote: string;
}): RenderedEmail {
  const text = [
    options.heading,
    '',
    ...options.paragraphs,
    '',
    `${options.actionLabel}: ${options.actionUrl}`,
    '',
    options.footnote,
    '',
    `— The ${PRODUCT} team`,
  ].join('\n');
  const paragraphs = options.paragraphs
    .map(
      (p) => `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#374151">${escapeHtml(p)}</p>`,
    )
    .join('');
  const url = escapeHtml(options.actionUrl);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(options.subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f3ff;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#6D28D9">${PRODUCT}</p>
<h1 style="margin:0 0 16px;font-size:22px;color:#111827">${escapeHtml(options.heading)}</h1>
${paragraphs}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#6D28D9;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(options.actionLabel)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280">If the button doesn't work, paste this link into your browser:<br><a href="${url}" style="color:#6D28D9;word-break:break-all">${url}</a></p>
<p style="margin:0;font-size:13px;color:#6b7280">${escapeHtml(options.footnote)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { subject: options.subject, text, html };
}

export function renderPasswordResetEmail(options: {
  resetUrl: string;
  expiresInMinutes: number;
}): RenderedEmail {
  return renderActionEmail({
    subject: `Reset your ${PRODUCT} password`,
    heading: 'Reset your password',
    paragraphs: [
      `We received a request to reset the password of your ${PRODUCT} account.`,
      `The link works once and expires in ${options.expiresInMinutes} minutes.`,
    ],
    actionLabel: 'Choose a new password',
    actionUrl: options.resetUrl,
    footnote: "If you didn't ask for this, you can ignore this email: your password stays the same.",
  });
}

export function renderVerifyEmail(options: { verifyUrl: string }): RenderedEmail {
  return renderActionEmail({
    subject: `Confirm your ${PRODUCT} account`,
    heading: 'Confirm your email address',
    paragraphs: [`Welcome to ${PRODUCT}! Confirm your email address to finish creating your account.`],
    actionLabel: 'Confirm my email',
    actionUrl: options.verifyUrl,
    footnote: "If you didn't create an account, you can ignore this email.",
  });
}
