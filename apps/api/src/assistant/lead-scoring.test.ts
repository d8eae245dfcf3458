import { describe, expect, it } from 'vitest';
import type { Intent } from './intents.js';
import { intentsFromReasons, isLead, scoreLead } from './lead-scoring.js';

const none = {
  hasName: false,
  hasEmail: false,
  hasPhone: false,
  hasCompany: false,
  intents: new Set<Intent>(),
  visitorMessageCount: 1,
  hasAppointment: false,
};

describe('scoreLead', () => {
  it('scores nothing for an anonymous greeting', () => {
    expect(scoreLead(none)).toEqual({ score: 0, reasons: [] });
  });

  it('adds the documented points with one reason per rule', () => {
    const result = scoreLead({
      ...none,
      hasPhone: true,
      hasName: true,
      intents: new Set<Intent>(['pricing']),
      visitorMessageCount: 3,
    });
    expect(result.score).toBe(25 + 10 + 10 + 5);
    expect(result.reasons).toEqual([
      { rule: 'contact.phone', points: 25, detail: 'Gave a phone number' },
      { rule: 'contact.name', points: 10, detail: 'Gave their name' },
      { rule: 'intent.pricing', points: 10, detail: 'Asked about prices' },
      { rule: 'engagement.3', points: 5, detail: 'Sent 3 or more messages' },
    ]);
  });

  it('caps the score at 100', () => {
    const result = scoreLead({
      hasName: true,
      hasEmail: true,
      hasPhone: true,
      hasCompany: true,
      intents: new Set<Intent>(['booking', 'contact_me', 'pricing', 'service_need']),
      visitorMessageCount: 8,
      hasAppointment: true,
    });
    expect(result.score).toBe(100);
    expect(result.reasons.map((reason) => reason.rule)).toContain('engagement.6');
    expect(result.reasons.map((reason) => reason.rule)).not.toContain('engagement.3');
  });

  it('remembers intents through the stored reasons', () => {
    const { reasons } = scoreLead({ ...none, intents: new Set<Intent>(['booking', 'human']) });
    expect([...intentsFromReasons(reasons)].sort()).toEqual(['booking', 'contact_me']);
  });
});

describe('isLead', () => {
  it('needs a reachable contact', () => {
    expect(
      isLead({
        hasReachableContact: false,
        intents: new Set<Intent>(['booking']),
        volunteeredContact: false,
      }),
    ).toBe(false);
  });
  it('needs buying intent or a contact volunteered in the chat', () => {
    expect(
      isLead({
        hasReachableContact: true,
        intents: new Set<Intent>(['greeting', 'hours']),
        volunteeredContact: false,
      }),
    ).toBe(false);
    expect(
      isLead({ hasReachableContact: true, intents: new Set<Intent>(['hours']), volunteeredContact: true }),
    ).toBe(true);
    expect(
      isLead({
        hasReachableContact: true,
        intents: new Set<Intent>(['service_need']),
        volunteeredContact: false,
      }),
    ).toBe(true);
  });
});
