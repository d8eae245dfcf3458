import { describe, expect, it } from 'vitest';
import { numberedOfferText, parseSlotPick } from './booking-by-number.js';

describe('parseSlotPick', () => {
  it('reads a number the message starts with, alone or with an email, a name or thanks', () => {
    expect(parseSlotPick('2', 6)).toBe(2);
    expect(parseSlotPick(' 3. ', 6)).toBe(3);
    expect(parseSlotPick('#4', 6)).toBe(4);
    expect(parseSlotPick('option 5 please', 6)).toBe(5);
    expect(parseSlotPick('no. 1', 6)).toBe(1);
    expect(parseSlotPick('2 ana@example.com', 6)).toBe(2);
    expect(parseSlotPick('6) thanks!', 6)).toBe(6);
  });

  it('refuses numbers that are not a pick of the list', () => {
    expect(parseSlotPick('7', 6)).toBeUndefined();
    expect(parseSlotPick('4', 3)).toBeUndefined();
    expect(parseSlotPick('10', 6)).toBeUndefined();
    expect(parseSlotPick('2pm', 6)).toBeUndefined();
    expect(parseSlotPick('2 pm tomorrow', 6)).toBeUndefined();
    expect(parseSlotPick('2:30', 6)).toBeUndefined();
    expect(parseSlotPick('2 people will come', 6)).toBeUndefined();
    expect(parseSlotPick('1.5 hours', 6)).toBeUndefined();
    expect(
      parseSlotPick('what about number 2 on the list, but later in the afternoon if possible?', 6),
    ).toBeUndefined();
    expect(parseSlotPick('Do you open at 9?', 6)).toBeUndefined();
  });
});

describe('numberedOfferText', () => {
  const slots = [
    { token: 'a', label: 'Tue, Nov 24, 9:00 AM GMT+1', startsAt: '', endsAt: '' },
    { token: 'b', label: 'Tue, Nov 24, 10:00 AM GMT+1', startsAt: '', endsAt: '' },
  ];
  it('numbers the times and asks for an email only when there is none', () => {
    expect(numberedOfferText(slots, 'Europe/Berlin', true)).toBe(
      'Here are the next free times (Europe/Berlin):\n1. Tue, Nov 24, 9:00 AM GMT+1\n2. Tue, Nov 24, 10:00 AM GMT+1\nReply with the number of the time you would like.',
    );
    expect(numberedOfferText(slots, 'Europe/Berlin', false)).toContain('and your email address');
  });
});
