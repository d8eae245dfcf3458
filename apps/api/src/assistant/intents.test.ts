import { describe, expect, it } from 'vitest';
import { detectIntents } from './intents.js';

describe('booking intent', () => {
  it.each([
    'I would like to book an appointment',
    'can I book for tomorrow morning?',
    'any availability this week?',
    'schedule me in for a cleaning',
    'I need an appointment asap',
    'do you take walk-ins? if not, book me in for friday',
    "what's your availability on saturday",
  ])('is a request to book: %j', (message) => {
    expect(detectIntents(message).has('booking')).toBe(true);
  });

  it.each([
    'can I walk in without an appointment?',
    'do I need an appointment for a haircut?',
    'do you take walk-ins',
    'is an appointment required for a consultation?',
    'are appointments necessary or can i just come by',
    'do we need to book ahead?',
  ])('is a question about booking, not a request: %j', (message) => {
    expect(detectIntents(message).has('booking')).toBe(false);
  });
});
