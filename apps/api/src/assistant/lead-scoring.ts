/**
 * Lead capture and lead score: a documented, explainable rule set (docs/decisions/0010-lead-capture-and-scoring.md).
 * Pure functions: the caller gathers the signals and stores the result.
 */
import type { LeadScoreReason } from '../db/schema.js';
import { BUYING_INTENTS, type Intent } from './intents.js';

export type LeadSignals = {
  hasName: boolean;
  hasEmail: boolean;
  hasPhone: boolean;
  hasCompany: boolean;
  /** Intents shown anywhere in the conversation so far (this message included). */
  intents: ReadonlySet<Intent>;
  /** Visitor messages in the conversation, this one included. */
  visitorMessageCount: number;
  hasAppointment: boolean;
};

/** The rules, in the order they are shown to the owner. Points add up and are capped at 100. */
export const LEAD_SCORE_RULES = {
  'contact.phone': { points: 25, detail: 'Gave a phone number' },
  'contact.email': { points: 15, detail: 'Gave an email address' },
  'contact.name': { points: 10, detail: 'Gave their name' },
  'contact.company': { points: 5, detail: 'Named their company' },
  'intent.booking': { points: 20, detail: 'Asked to book an appointment' },
  'intent.contact': { points: 15, detail: 'Asked to be contacted or to talk to a person' },
  'intent.pricing': { points: 10, detail: 'Asked about prices' },
  'intent.need': { points: 10, detail: 'Described a job they need done' },
  'engagement.3': { points: 5, detail: 'Sent 3 or more messages' },
  'engagement.6': { points: 10, detail: 'Sent 6 or more messages' },
  'appointment.booked': { points: 20, detail: 'Booked an appointment' },
} as const satisfies Record<string, { points: number; detail: string }>;

export type LeadScoreRule = keyof typeof LEAD_SCORE_RULES;

/** Scores a conversation 0–100 and says why (one reason per rule that applied). */
export function scoreLead(signals: LeadSignals): { score: number; reasons: LeadScoreReason[] } {
  const applied: LeadScoreRule[] = [];
  if (signals.hasPhone) applied.push('contact.phone');
  if (signals.hasEmail) applied.push('contact.email');
  if (signals.hasName) applied.push('contact.name');
  if (signals.hasCompany) applied.push('contact.company');
  if (signals.intents.has('booking')) applied.push('intent.booking');
  if (signals.intents.has('contact_me') || signals.intents.has('human')) applied.push('intent.contact');
  if (signals.intents.has('pricing')) applied.push('intent.pricing');
  if (signals.intents.has('service_need')) applied.push('intent.need');
  if (signals.visitorMessageCount >= 6) applied.push('engagement.6');
  else if (signals.visitorMessageCount >= 3) applied.push('engagement.3');
  if (signals.hasAppointment) applied.push('appointment.booked');
  const reasons = applied.map((rule) => ({
    rule,
    points: LEAD_SCORE_RULES[rule].points,
    detail: LEAD_SCORE_RULES[rule].detail,
  }));
  const score = Math.min(
    100,
    reasons.reduce((sum, reason) => sum + reason.points, 0),
  );
  return { score, reasons };
}

/** Intents recorded in stored reasons, so intent shown in earlier messages keeps counting. */
export function intentsFromReasons(reasons: readonly LeadScoreReason[]): Set<Intent> {
  const intents = new Set<Intent>();
  for (const reason of reasons) {
    if (reason.rule === 'intent.booking') intents.add('booking');
    if (reason.rule === 'intent.contact') intents.add('contact_me');
    if (reason.rule === 'intent.pricing') intents.add('pricing');
    if (reason.rule === 'intent.need') intents.add('service_need');
  }
  return intents;
}

/**
 * A conversation becomes a lead when a reachable contact (phone or email) is known and the visitor showed buying
 * intent, asked to be contacted, or volunteered contact details in a message (not only in the pre-chat form).
 */
export function isLead(options: {
  hasReachableContact: boolean;
  intents: ReadonlySet<Intent>;
  volunteeredContact: boolean;
}): boolean {
  if (!options.hasReachableContact) return false;
  if (options.volunteeredContact) return true;
  return [...options.intents].some((intent) => BUYING_INTENTS.has(intent));
}
