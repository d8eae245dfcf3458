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
    ['We run Harbor View Apartments and need a quote', { company: 'Harbor View Apartments' }],
    ['i manage the office at Hillside Chiropractic', { company: 'Hillside Chiropractic' }],
    ["I'm the general manager at Pine Street Brewing Co.", { company: 'Pine Street Brewing Co.' }],
    ['on behalf of my client, Baxter Homes LLC, I need a bid', { company: 'Baxter Homes LLC' }],
    ['i work for riverside school district', { company: 'riverside school district' }],
    ['Hello, Kim from Sunrise Dental Group LLC.', { name: 'Kim', company: 'Sunrise Dental Group LLC' }],
    ['This is Joe from Summit Roofing Co. We need a plumber', { name: 'Joe', company: 'Summit Roofing Co.' }],
    ["name's Tom, the faucet drips", { name: 'Tom' }],
    ["it's dana btw", { name: 'Dana' }],
    ['Marisol here. no hot water', { name: 'Marisol' }],
    ['This is Dr. Patel', { name: 'Dr. Patel' }],
    [
      "I'm Owen Price, purchasing manager with Delta Fabrication Inc.",
      { name: 'Owen Price', company: 'Delta Fabrication Inc.' },
    ],
    ['Sam Patel, 503-555-0104', { name: 'Sam Patel', phone: '+15035550104' }],
    ['Thanks, Peter Lindqvist', { name: 'Peter Lindqvist' }],
    [
      'Best regards,\nLaura Chen\nFacilities Coordinator\nPacific Rim Distribution\nlchen@pacificrimdist.com',
      { name: 'Laura Chen', email: 'lchen@pacificrimdist.com', company: 'Pacific Rim Distribution' },
    ],
    ['— Elena Ruiz, Ruiz Property Mgmt', { name: 'Elena Ruiz', company: 'Ruiz Property Mgmt' }],
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
    // No invented company or name from the visitor's home, family, brands, places or third parties.
    "this is for my mom's house",
    "We're remodeling our kitchen",
    'we run a small daycare out of our home',
    'we manage rental properties downtown',
    'i work at the hospital',
    "I'm writing on behalf of my father",
    'I got a quote from Acme Plumbing LLC last year, can you beat it?',
    'The manager at Home Depot said you install these',
    "I'm a tenant at Harbor View Apartments",
    'I live at Harbor View Apartments',
    'We are Brightwater customers already',
    "I'm Back",
    "I'm Catholic",
    "I'm Free Tuesday",
    "I'm calling from Oak Hollow",
    "it's Carrier.",
    'this is urgent!',
    "it's leaking everywhere",
    'Thanks Dave!',
    'Thanks, that helps a lot',
    'Hi Bob, is Tuesday OK?',
    '- Kitchen sink\n- Bathroom faucet',
  ])('finds nothing in %j', (message) => {
    expect(extractContactDetails(message)).toEqual({});
  });

  it('finds an email address by its "@", in linear time on long messages', () => {
    expect(extractContactDetails('write to A.B+c@Sub.Example.co.uk.')).toEqual({
      email: 'a.b+c@sub.example.co.uk',
    });
    expect(extractContactDetails(`${'x'.repeat(1990)} a@b.io`)).toEqual({ email: 'a@b.io' });
    const started = performance.now();
    expect(extractContactDetails(`${'x'.repeat(1999)}@`)).toEqual({});
    expect(performance.now() - started).toBeLessThan(500);
  });

  it.each([
    ['i run a small bakery downtown, Crumb & Co, since 2019', { company: 'Crumb & Co' }],
    ['our clinic, Alder Physio, needs a new water heater', { company: 'Alder Physio' }],
    ['we have a cleaning business called Sparkle Squad', { company: 'Sparkle Squad' }],
    ["I'm the office manager, Paul Reyes. The AC is out", { name: 'Paul Reyes' }],
    ["I'm her daughter, Mei Tanaka", { name: 'Mei Tanaka' }],
    ['front desk lead here - Ana Ruiz', { name: 'Ana Ruiz' }],
    ['Dave 503-555-0133', { name: 'Dave', phone: '+15035550133' }],
    [
      'hi this is Omar from Cedar Loop, omar@cedarloop.org',
      { name: 'Omar', company: 'Cedar Loop', email: 'omar@cedarloop.org' },
    ],
  ])('reads %j', (message, expected) => {
    expect(extractContactDetails(message)).toEqual(expected);
  });

  it.each([
    // A pet, a home and a person after the comma are not a company; a town is not one either.
    'we have a small dog, Max, who barks at strangers',
    'my house, Tom says, is 90 years old',
    'our shop, Brian will let you in',
    'i run a small business, Tom and I share the office',
    // A relation with no name after it; a city alone before a number is not a name.
    "I'm his son, and he needs help",
    'Oregon 503-555-0133',
  ])('files no company or name from %j', (message) => {
    const { company, name } = extractContactDetails(message);
    expect({ company, name }).toEqual({});
  });

  it('takes "from <Name>" without an organisation word as a company only when the email names it', () => {
    expect(extractContactDetails('hi this is Omar from Cedar Loop, omar@gmail.com')).toEqual({
      name: 'Omar',
      email: 'omar@gmail.com',
    });
  });

  it('uses the configured default country for national numbers', () => {
    expect(extractContactDetails('call me on 020 7946 0958', { defaultCountry: 'GB' })).toEqual({
      phone: '+442079460958',
    });
  });
});
