/**
 * A correction of only the domain of the email address given before ("ugh example.com not exmaple") fixes the stored
 * address in the visitor message's own statement (`storeVisitorMessage`, decision 0170, ninth blind set).
 */
import { describe, expect, it } from 'vitest';
import { findEmailDomainCorrection, withEmailDomainCorrection } from './lead-extraction.js';
import { chatWithFixtureBusiness } from './testing/chat-messages.js';

describe('an email domain correction', () => {
  it('reads "<right> not <wrong>" and "not <wrong>, it\'s <right>", and only without a whole address', () => {
    expect(findEmailDomainCorrection('ugh gmail.com not gmial')).toEqual({
      wrong: 'gmial',
      right: 'gmail.com',
    });
    expect(findEmailDomainCorrection("oops not @yaho.com, it's yahoo.com")).toEqual({
      wrong: 'yaho.com',
      right: 'yahoo.com',
    });
    expect(findEmailDomainCorrection('not sam@gmial.com, sam@gmail.com')).toBeUndefined();
    expect(findEmailDomainCorrection('not yet, example.com has the photos')).toBeUndefined();
    expect(findEmailDomainCorrection('the 2pm slot, not 3')).toBeUndefined();
    // Another domain altogether, not a slip of the keys.
    expect(findEmailDomainCorrection('our website is acme.com not acme.net')).toBeUndefined();
  });

  it('applies only to a stored address with the wrong domain', () => {
    const correction = { wrong: 'gmial', right: 'gmail.com' };
    expect(withEmailDomainCorrection('sam.lee@gmial.com', correction)).toBe('sam.lee@gmail.com');
    expect(withEmailDomainCorrection('sam.lee@gmial', correction)).toBe('sam.lee@gmail.com');
    expect(withEmailDomainCorrection('sam.lee@hotmail.com', correction)).toBeUndefined();
    expect(withEmailDomainCorrection('sam.lee@gmialx.com', correction)).toBeUndefined();
    expect(withEmailDomainCorrection(null, correction)).toBeUndefined();
  });

  describe('in the conversation', () => {
    const chat = chatWithFixtureBusiness({ ip: '198.51.100.10' });
    const send = async (visitorId: string, messages: string[]) =>
      (await chat.send(visitorId, messages)).conversation.visitorEmail;

    it('fixes the stored address in the same statement as the message', async () => {
      expect(await send('domain-fix-1', ['email me at sam.lee@gmial.com', 'ugh gmail.com not gmial'])).toBe(
        'sam.lee@gmail.com',
      );
    });

    it('leaves another domain, and files nothing without a stored address', async () => {
      expect(await send('domain-fix-2', ['email me at sam.lee@hotmail.com', 'gmail.com not gmial'])).toBe(
        'sam.lee@hotmail.com',
      );
      expect(await send('domain-fix-3', ['hi there', 'gmail.com not gmial'])).toBeNull();
    });
  });
});
