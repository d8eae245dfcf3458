/**
 * A corrected phone number without its area code ("sorry, it's 555-0107 not 0170") takes the stored number's
 * country and area code in the visitor message's own statement (`storeVisitorMessage`, decision 0170, round six).
 */
import { describe, expect, it } from 'vitest';
import { chatWithFixtureBusiness } from './testing/chat-messages.js';

describe('a phone correction without its area code', () => {
  const chat = chatWithFixtureBusiness();
  const send = async (visitorId: string, messages: string[]) =>
    (await chat.send(visitorId, messages)).conversation.visitorPhone;

  it("replaces the stored number's last seven digits", async () => {
    expect(
      await send('phone-fix-1', [
        'Dana Whitcomb, 208-555-0170, the sink leaks',
        "sorry, it's 555-0107 not 0170",
      ]),
    ).toBe('+12085550107');
  });

  it('keeps the stored number when the message is no correction, and files nothing without a stored number', async () => {
    expect(await send('phone-fix-2', ['Dana Whitcomb, 208-555-0170', 'the unit is 555-0107'])).toBe(
      '+12085550170',
    );
    expect(await send('phone-fix-3', ['hi there', "sorry, it's 555-0107 not 0170"])).toBeNull();
  });

  it('a whole number in the correction wins as before', async () => {
    expect(await send('phone-fix-4', ['Dana, 208-555-0170', 'sorry, it is 503-555-0107 not 0170'])).toBe(
      '+15035550107',
    );
  });
});
