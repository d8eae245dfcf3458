/**
 * The owner's lead alert: a branded HTML + text email and one short SMS. Every value comes from a visitor or an
 * owner, so every one is escaped in HTML (nothing user-supplied becomes markup).
 */
import { escapeHtml, type RenderedEmail } from '../../adapters/email/templates.js';
import type { OwnerAlertKind } from './outbound.service.js';

export type LeadForAlert = {
  conversationId: string;
  websiteName: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  need: string | null;
  score: number;
  reasons: { detail: string; points: number }[];
  lastMessages: { role: string; content: string }[];
  /** Extra lines from the caller (a booking's time). */
  details: Record<string, string>;
};

const HEADINGS: Record<OwnerAlertKind, string> = {
  new_lead: 'New lead',
  callback_requested: 'Call-back request',
  booking_requested: 'Booking request',
  booking_confirmed: 'Booking confirmed',
  booking_cancelled: 'Booking cancelled',
};

/** A cancellation that is half of a visitor's move (details.movedTo) is said as the move. */
function headingOf(kind: OwnerAlertKind, lead: LeadForAlert): string {
  return kind === 'booking_cancelled' && lead.details.movedTo ? 'Booking rescheduled' : HEADINGS[kind];
}

function whoOf(lead: LeadForAlert): string {
  return lead.name ?? lead.email ?? lead.phone ?? 'A visitor';
}

export function leadLink(publicUrl: string, conversationId: string): string {
  return `${publicUrl}/leads?lead=${encodeURIComponent(conversationId)}`;
}

function clip(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

export function renderAlertEmail(options: {
  kind: OwnerAlertKind;
  lead: LeadForAlert;
  publicUrl: string;
}): RenderedEmail {
  const { kind, lead } = options;
  const who = whoOf(lead);
  const heading = `${headingOf(kind, lead)}: ${who}`;
  const subject = `${heading} (${lead.websiteName})`;
  const link = leadLink(options.publicUrl, lead.conversationId);
  const fields: [string, string][] = [
    ['Name', lead.name ?? '—'],
    ['Email', lead.email ?? '—'],
    ['Phone', lead.phone ?? '—'],
    ['Company', lead.company ?? '—'],
    ['Needs', lead.need ?? '—'],
    ...Object.entries(lead.details),
    ['Score', `${lead.score}/100`],
  ];
  const reasons = lead.reasons.map((reason) => `${reason.detail} (+${reason.points})`);
  const transcript = lead.lastMessages.map(
    (message) => `${message.role === 'user' ? 'Visitor' : 'Assistant'}: ${clip(message.content, 500)}`,
  );
  const text = [
    heading,
    `Website: ${lead.websiteName}`,
    '',
    ...fields.map(([label, value]) => `${label}: ${value}`),
    ...(reasons.length ? ['', 'Why this score:', ...reasons.map((reason) => `- ${reason}`)] : []),
    ...(transcript.length ? ['', 'Last messages:', ...transcript] : []),
    '',
    `Open the lead: ${link}`,
    '',
    `You receive this because lead alerts are on for ${lead.websiteName} (Notifications setting).`,
  ].join('\n');
  const row = (label: string, value: string) =>
    `<tr><td style="padding:4px 12px 4px 0;color:#6b7280;font-size:14px;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0;color:#111827;font-size:14px">${escapeHtml(value)}</td></tr>`;
  const url = escapeHtml(link);
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f3ff;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#6D28D9">LeadChat</p>
<h1 style="margin:0 0 8px;font-size:22px;color:#111827">${escapeHtml(heading)}</h1>
<p style="margin:0 0 16px;font-size:14px;color:#6b7280">${escapeHtml(lead.websiteName)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${fields.map(([label, value]) => row(label, value)).join('')}</table>
${reasons.length ? `<p style="margin:0 0 4px;font-size:14px;font-weight:600;color:#111827">Why this score</p><ul style="margin:0 0 16px;padding-left:20px;font-size:14px;color:#374151">${reasons.map((reason) => `<li>${escapeHtml(reason)}</li>`).join('')}</ul>` : ''}
${transcript.length ? `<p style="margin:0 0 4px;font-size:14px;font-weight:600;color:#111827">Last messages</p><div style="margin:0 0 16px;padding:12px;background:#f9fafb;border-radius:8px;font-size:14px;line-height:1.5;color:#374151">${transcript.map((line) => `<p style="margin:0 0 8px">${escapeHtml(line)}</p>`).join('')}</div>` : ''}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#6D28D9;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Open the lead</a></p>
<p style="margin:0;font-size:13px;color:#6b7280">You receive this because lead alerts are on for ${escapeHtml(lead.websiteName)} (Notifications setting).</p>
</td></tr></table></td></tr></table></body></html>`;
  return { subject, text, html };
}

/** One short text: who, phone, one line of what they need, the link. */
export function renderAlertSms(options: {
  kind: OwnerAlertKind;
  lead: LeadForAlert;
  publicUrl: string;
}): string {
  const { lead } = options;
  const parts = [
    `${headingOf(options.kind, lead)} (${clip(lead.websiteName, 40)}): ${clip(whoOf(lead), 40)}`,
    lead.phone ?? lead.email ?? undefined,
    lead.need ? `"${clip(lead.need, 80)}"` : undefined,
    ...Object.values(lead.details).map((value) => clip(value, 60)),
  ].filter(Boolean);
  return `${parts.join(', ')}. ${leadLink(options.publicUrl, lead.conversationId)}`;
}
