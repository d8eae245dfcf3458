import { describe, expect, it } from 'vitest';
import { extractContactDetails } from './lead-extraction.js';

describe('extractContactDetails', () => {
  it.each([
    [
      'My name is Jane Doe and my email is Jane.Doe@Example.com',
      { name: 'Jane Doe', email: 'jane.doe@example.com' },
    ],
    ["I'm Carlos, call me on (503) 555-0148", { name: 'Carlos', phone: '+15035550148' }],
    ['this is Mei from Oak Hollow', { name: 'Mei' }],
    ['you can reach me at +44 20 7946 0958', { phone: '+442079460958' }],
    ['my cell is 555-123-4567', { phone: '+15551234567' }],
    ['I work at Acme Builders and we need a quote', { company: 'Acme Builders' }],
    ['We are Riverside Dental LLC.', { company: 'Riverside Dental LLC' }],
    ['name: ada lovelace, phone 5035550199', { name: 'Ada Lovelace', phone: '+15035550199' }],
  ])('finds the details in %j', (message, expected) => {
    expect(extractContactDetails(message)).toEqual(expected);
  });

  it.each([
    "I'm looking for a plumber",
    "I'm not sure what size water heater I need",
    'I have 2 toilets and 3 sinks, built in 2009',
    'Do you charge $89 or $115 per hour?',
    "I'm interested in a quote",
    'what is your email?',
  ])('finds nothing in %j', (message) => {
    expect(extractContactDetails(message)).toEqual({});
  });

  it('uses the configured default country for national numbers', () => {
    expect(extractContactDetails('call me on 020 7946 0958', { defaultCountry: 'GB' })).toEqual({
      phone: '+442079460958',
    });
  });
});
