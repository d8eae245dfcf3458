import { describe, expect, it } from 'vitest';
import {
  extractContactDetails,
  findLocalPhoneCorrection,
  phoneNumbersIn,
  withLocalCorrection,
} from './lead-extraction.js';
import { isEnglishWord, nameLexicon } from './lead-names.js';

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
    ['I work at Crème Brûlée Bistro and the sink is clogged', { company: 'Crème Brûlée Bistro' }],
    ['We are Éclat Dental Studio.', { company: 'Éclat Dental Studio' }],
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

  it('reads long runs of blanks in linear time, and as single blanks', () => {
    // Each took ~22 ms at 2,000 characters when line and sentence starts were searched over raw runs (quadratic).
    const hostile = [
      `.${'\t'.repeat(1998)}x`,
      `. ${' \t'.repeat(999)}`,
      '\n'.repeat(2000),
      `\nhi${' '.repeat(1997)}`,
    ];
    const started = performance.now();
    for (let round = 0; round < 5; round += 1) {
      for (const message of hostile) expect(extractContactDetails(message)).toEqual({});
    }
    expect(performance.now() - started).toBeLessThan(60);
    expect(extractContactDetails('Thanks,\n\n\n\n   Renee   Okafor\t\t\nrenee@example.com')).toEqual(
      extractContactDetails('Thanks,\n\nRenee Okafor\nrenee@example.com'),
    );
  });

  it('reads the patterns of round four in linear time on hostile messages', () => {
    // Spelled digits, "my boss at" before a long run, particles, "The … at …" and sentence openings, repeated.
    const hostile = [
      `call ${'five '.repeat(399)}`,
      `call ${'five oh '.repeat(199)}x`,
      `${'my boss at Acme '.repeat(125)}`,
      `I'm ${'de la '.repeat(330)}`,
      `we're with ${'The Pines at '.repeat(150)}`,
      `${'Acme Dental here. '.repeat(110)}`,
      `${'From Jen at '.repeat(180)}`,
    ];
    for (const message of hostile) extractContactDetails(message);
    const started = performance.now();
    for (let round = 0; round < 5; round += 1) {
      for (const message of hostile) extractContactDetails(message);
    }
    expect(performance.now() - started).toBeLessThan(150);
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

  describe('with the name lexicon (lead-names.ts): names and organisations where a rule alone could not tell', () => {
    it('knows first names, ambiguous first names, last names, places and organisation words, loaded once', () => {
      const lexicon = nameLexicon();
      expect(nameLexicon()).toBe(lexicon);
      expect(lexicon.firstNames.has('beth')).toBe(true);
      expect(lexicon.firstNames.has('max')).toBe(false);
      expect(lexicon.ambiguousFirstNames.has('max')).toBe(true);
      expect(lexicon.lastNames.has('garcia')).toBe(true);
      expect(lexicon.places.has('portland')).toBe(true);
      expect(lexicon.towns.has('tigard')).toBe(true);
      expect(lexicon.towns.has('lake oswego')).toBe(true);
      expect(lexicon.placeWords.has('creek')).toBe(true);
      expect(lexicon.organisationWords.has('academy')).toBe(true);
      expect(lexicon.organisationWords.has('office')).toBe(false);
    });

    it('tells English words (WordNet, with plural and tense endings) from names outside the lexicon', () => {
      expect(['part', 'curious', 'hoping', 'parts', 'retired'].filter((w) => !isEnglishWord(w))).toEqual([]);
      expect(['priya', 'kenji', 'xochitl', 'thanh'].filter((w) => isEnglishWord(w))).toEqual([]);
    });

    it.each([
      // A known name in lower case, where no cue says "name".
      ['thx - beth', { name: 'Beth' }],
      ['luis garcia 971.555.0196', { name: 'Luis Garcia', phone: '+19715550196' }],
      ['its jenny btw, 503-555-0101', { name: 'Jenny', phone: '+15035550101' }],
      // "w/" is "with", not an initial ("Jen W").
      ['this is jen w/ the plumbing question', { name: 'Jen' }],
      ['thanks! angela 503-555-0112', { name: 'Angela', phone: '+15035550112' }],
      // A name that ends the message after the contact details.
      ['u can reach me at 503 555 0177 -Sandeep', { name: 'Sandeep', phone: '+15035550177' }],
      // One capitalised word the lexicon does not know, set off after the number: as "Dave 503-…" is.
      ['my number is 971 555 0100 -- Priyanka', { name: 'Priyanka', phone: '+19715550100' }],
      ['Text me: 971-555-0100 (Wes)', { name: 'Wes', phone: '+19715550100' }],
      ['call 503-555-0188 and ask for carla', { name: 'Carla', phone: '+15035550188' }],
      ['ok my email is tony.r@example.com. Tony Russo', { name: 'Tony Russo', email: 'tony.r@example.com' }],
      // A message that is only a name the lexicon knows.
      ['Maria Lopez', { name: 'Maria Lopez' }],
      ['ill be the contact, Rob Kessler, 503-555-0155', { name: 'Rob Kessler', phone: '+15035550155' }],
      // Signature blocks: "Role | Company" lines, the "-- " delimiter, a department after "of".
      [
        'Best,\nJenna Park\nOps Manager | Fir Street Group\n503-555-0101',
        { name: 'Jenna Park', company: 'Fir Street Group', phone: '+15035550101' },
      ],
      [
        '-- \nKaren Liu\nDirector of Operations\nPacific Crest Charter School\nkliu@pccs.example.org',
        { name: 'Karen Liu', company: 'Pacific Crest Charter School', email: 'kliu@pccs.example.org' },
      ],
      [
        'thanks, Hana Brooks / Brooks Family Dental 503-555-0102',
        { name: 'Hana Brooks', company: 'Brooks Family Dental', phone: '+15035550102' },
      ],
      [
        'Jim Cole\nOwner, Cole Custom Cabinets\n503-555-0124',
        { name: 'Jim Cole', company: 'Cole Custom Cabinets', phone: '+15035550124' },
      ],
      [
        'Kelly - office mgr at Northgate Orthodontics - 503 555 0123',
        { name: 'Kelly', company: 'Northgate Orthodontics', phone: '+15035550123' },
      ],
      [
        'Best regards,\nDr. Anita Shah, DDS\nShah Family Dentistry\n(503) 555-0171',
        { name: 'Anita Shah', company: 'Shah Family Dentistry', phone: '+15035550171' },
      ],
      [
        'Laura (Cedar Mill Vet Clinic) 503-555-0140',
        { name: 'Laura', company: 'Cedar Mill Vet Clinic', phone: '+15035550140' },
      ],
      // The visitor, not the neighbour they mention.
      [
        'our neighbor Linda said you guys are great - Tom 503-555-0190',
        { name: 'Tom', phone: '+15035550190' },
      ],
      ["its for my dads house, hes 82. I'm his son Eric", { name: 'Eric' }],
      ['hey its Shawna again', { name: 'Shawna' }],
      [
        'Im Chris w/ Evergreen Lawn & Garden, need a bid',
        { name: 'Chris', company: 'Evergreen Lawn & Garden' },
      ],
      // After "I'm" / "this is", a lower-case name outside the lexicon that is no English word.
      ['im priya, 503-555-0101', { name: 'Priya', phone: '+15035550101' }],
      ["it's thanh nguyen", { name: 'Thanh Nguyen' }],
      // Shouted names, when the lexicon knows the first name.
      ['JOHN SMITH 503-555-0101', { name: 'John Smith', phone: '+15035550101' }],
      ['HI THIS IS KAREN', { name: 'Karen' }],
      // Acting-for contexts with a name that looks like an organisation (the lexicon's "… Academy", "… Holdings").
      ["I'm Ridgeline Dental's office manager", { company: 'Ridgeline Dental' }],
      // A small town's name is an organisation's too.
      ["I'm a realtor with Windermere", { company: 'Windermere' }],
      ['Hi - Tom Becker here.', { name: 'Tom Becker' }],
      [
        'reach me at chair@greenwayhoa.example - Pat Lewis, board chair',
        { name: 'Pat Lewis', email: 'chair@greenwayhoa.example' },
      ],
      ['I own and operate Quick Fix Handyman LLC', { company: 'Quick Fix Handyman LLC' }],
      ['We just opened Luna Yoga Studio on Main', { company: 'Luna Yoga Studio' }],
      ['business name: Pinecrest Auto', { company: 'Pinecrest Auto' }],
      ["I'm the GM at Rusty Anchor Pub", { company: 'Rusty Anchor Pub' }],
      ['office manager @ Northgate Orthodontics', { company: 'Northgate Orthodontics' }],
      ['I represent Lakeside Auto Body', { company: 'Lakeside Auto Body' }],
      ['Writing from Bayview Dental, we need a quote', { company: 'Bayview Dental' }],
      ['reaching out from Westgate Holdings about the lobby', { company: 'Westgate Holdings' }],
      ["we're a small bakery (Crumb Box) on Main", { company: 'Crumb Box' }],
      ['I handle facilities for Summit Ridge Apartments.', { company: 'Summit Ridge Apartments' }],
      ['lunch is for our staff at Hillview Academy', { company: 'Hillview Academy' }],
      [
        'Hi there - Nora from Bright Smiles Pediatric Dentistry.',
        { name: 'Nora', company: 'Bright Smiles Pediatric Dentistry' },
      ],
    ])('reads %j', (message, expected) => {
      expect(extractContactDetails(message)).toEqual(expected);
    });

    it.each([
      // Places are never names or companies.
      'text 503-555-0101 - Portland',
      'my number is 503-555-0101. Lake Oswego',
      'Salem',
      'Beverly Hills',
      'this is my son Max',
      'thanks, Portland',
      'reaching out from Portland',
      'calling from Lake Oswego, need a quote',
      "I'm with Oregon",
      // Towns too small for the lexicon's city list (the gazetteer's): not "Tigard" the person.
      'Tigard 503-555-0101',
      '503-555-0101 - Hillsboro',
      '503-555-0101 (Beaverton)',
      'thanks, Gresham',
      // Not names: "I'm part of …", shouting, a person's assistant.
      "I'm part of the facilities team at the hospital",
      'im curious about pricing',
      'im retired',
      'ASAP 503-555-0101',
      // One capitalised English word beside a number is not a name.
      'Leak 503-555-0101',
      '503-555-0101 (Work)',
      'HVAC NOT WORKING 503-555-0101',
      "I'm Dave's assistant",
      'we just started Monday',
      // Pets, and a first name alone (a stylist asked for, a dog's name).
      'Max',
      'Kayla',
      'beth',
      'Buddy',
      'my dog Max 503-555-0101',
      'we have a cat (Luna) who hides',
      'our dog, Bella, is friendly',
      // Streets.
      '503-555-0101. Main Street',
      'the house is on Maple Ridge, 503-555-0101',
      // Competitors and third parties.
      'we got a quote from Mike at Acme Plumbing, 503-555-0101',
      'Dave Smith recommended you, my number is 503-555-0101',
      'my neighbor Dave Smith recommended you',
      'call 503-555-0101 - my husband Jim',
      'my coworkers at Intel recommended you',
      'Thanks, Google',
      'Dr. Patel referred me for an adjustment',
      "Joe's Plumbing quoted us $4k for a repipe, is that nuts",
      'jake@harborviewhoa.org',
      'pls call my daughter Maria at 503-555-0102 she speaks english',
      // Someone else's organisation: a relative's, or the visitor's dentist's.
      "my son's school, Lincoln Elementary, needs a sub",
      "my husband's company, Ortiz Roofing LLC, did our roof",
      "my daughter's daycare (Tiny Steps Academy) recommended you",
      'my dentist, Dr. Lee at Smile Studio, referred me',
      'Do you do Invisalign? Dr. Patel at Smile Dental said to ask.',
      'Please contact our director, Ms. Amy Chen, at 503-555-0150.',
      '503-555-0101 - Pat Lewis, my manager',
      "I manage the office for Dr. Rivera's dental practice.",
      // A team or a department signing, not a person.
      'Thanks, Nextdoor Neighbor',
      'Cheers,\nTeam Evergreen\nhello@evergreen.example',
      'Regards,\nFacilities Dept.\nOakridge Middle School\n503-555-0198',
      // Someone else's number handed over, with their name after it.
      "My landlord's number is 503-555-0101 - Greg",
      'you can also reach my husband at 503-555-0102, Mark',
      'her cell is 503-555-0101 (Rosa)',
      'If I dont answer try my son 503-555-0105 -- Kevin',
      'emergency contact - Linda 503-555-0108',
      'Dave Smith 503-555-0106 is our property manager',
      'I represent my father',
      'Jim Cole | Cole Custom Cabinets | 503-555-0124 is my contractor',
      // The visitor's home and family.
      'my house (the blue one) needs paint',
      "we're a family of four, the Johnsons, in a 3br house",
      'our team at the lake house needs a plumber',
      // Words that look like names in the wrong place.
      'call me at 503-555-0101. Merry Christmas',
      'Grace Lutheran Church',
      'its leaking from the ceiling',
      'its amber colored water',
      'thanks!! - Tuesday works',
      '503-555-0101 - Kohler',
      'Director of Operations',
    ])('files no company or name from %j', (message) => {
      const { company, name } = extractContactDetails(message);
      expect({ company, name }).toEqual({});
    });
  });

  describe('round four (decision 0170, fourth round): particles, run-on text, "The", offices, corrections', () => {
    it.each([
      ["I'm Rosa De la Cruz, leasing coordinator.", { name: 'Rosa De la Cruz' }],
      ['My name is Luiz da Silva and the AC is out', { name: 'Luiz da Silva' }],
      ["I'm Anouk van der Berg, email me", { name: 'Anouk van der Berg' }],
      [
        'my name is Colin Baptiste you can call 971 555 0151',
        { name: 'Colin Baptiste', phone: '+19715550151' },
      ],
      ["I'm the landlord, Linda Cheng.", { name: 'Linda Cheng' }],
      ["Sure — it's Mary-Kate Sullivan, thanks", { name: 'Mary-Kate Sullivan' }],
      [
        "Siobhan O'Neil <siobhan.oneil@example.com>",
        { name: "Siobhan O'Neil", email: 'siobhan.oneil@example.com' },
      ],
      ['can call 360-555-0105\n- kev', { name: 'Kev', phone: '+13605550105' }],
      ['sure its raj patel, raj.patel@example.com', { name: 'Raj Patel', email: 'raj.patel@example.com' }],
      ['Keisha Washington, 503-555-0128', { name: 'Keisha Washington', phone: '+15035550128' }],
      ['my number is five oh three, five five five, oh one two five', { phone: '+15035550125' }],
      ["we're with The Copper Kettle Café on Main", { company: 'The Copper Kettle Café' }],
      [
        'This is the leasing office at The Lofts at Pearl. Unit 2 has no heat',
        { company: 'The Lofts at Pearl' },
      ],
      ["I'm the project coordinator with 3 Rivers Builders Inc.", { company: '3 Rivers Builders Inc.' }],
      [
        "Tony Benedetti | Owner\nBenedetti's Pizzeria\n360.555.0133",
        { name: 'Tony Benedetti', phone: '+13605550133', company: "Benedetti's Pizzeria" },
      ],
      [
        "We're a small property company — Ridgeview Holdings, Inc. — and need a GC",
        { company: 'Ridgeview Holdings, Inc.' },
      ],
      [
        "we're a 12-person law office (Abernathy Cole & Partners LLP)",
        { company: 'Abernathy Cole & Partners LLP' },
      ],
      ['our office (Lakeview Family Law) needs a cleaner', { company: 'Lakeview Family Law' }],
      ['writing on behalf of my boss at Meridian Title, she wants a quote', { company: 'Meridian Title' }],
      [
        'From Jen at Willow Creek Dental: our sink is leaking',
        { name: 'Jen', company: 'Willow Creek Dental' },
      ],
      ['I manage The Pines at Cedar Hill, 80 units', { company: 'The Pines at Cedar Hill' }],
      [
        'Thanks!\nDev Malhotra | Owner | Spice Route Kitchen | 503-555-0172',
        { name: 'Dev Malhotra', phone: '+15035550172', company: 'Spice Route Kitchen' },
      ],
      ['can u send someone asap this is Marcus 503 555 0176', { name: 'Marcus', phone: '+15035550176' }],
      [
        "I'm the office manager here at Summit Family Dental, our door lock broke - Jess",
        { name: 'Jess', company: 'Summit Family Dental' },
      ],
      [
        'my boss at Delgado & Sons Construction asked me to set up a consult',
        { company: 'Delgado & Sons Construction' },
      ],
      [
        "I'm on the facilities committee at St. Brigid's Catholic Church.",
        { company: "St. Brigid's Catholic Church" },
      ],
      [
        'Smile Studio Pediatric Dentistry here — the thermostat is blank',
        { company: 'Smile Studio Pediatric Dentistry' },
      ],
      [
        'We need three units rekeyed.\n\nJames O’Connor - Property Manager - Cobblestone Rentals\n503-555-0156',
        { name: 'James O’Connor', phone: '+15035550156', company: 'Cobblestone Rentals' },
      ],
    ])('reads %j', (message, expected) => {
      expect(extractContactDetails(message)).toEqual(expected);
    });

    it.each([
      'my boss at Intel recommended you',
      'my manager at Northside Dental said your prices are fair',
      'our office, Suite 200, is on the third floor',
      'our office - the one by the lake - has a leak',
      'I work at 3 Rivers and need my gutters done',
      'we run 24 units on Elm',
      'at the Residences at Orchard Park my unit has no heat',
      "I'm on the board and we need a quote",
      'this is the front desk at the hotel',
      'Lakeside Park here we come',
      "we're the Hendersons at 12 Elm, need a quote",
      'the leak is under the sink - Kohler',
      'we got your name from my neighbor - Linda',
      'the problem this is Tuesday 503-555-0100',
      'From Dr. Lee at Smile Studio: please see this patient',
      'from Portland at the lake',
      'we stayed at the Inn at Little Washington',
      // Names that are not.
      "I'm the landlord, you can call me anytime",
      "Sure — it's urgent",
      'its getting worse',
      'its pretty young',
      'Portland Oregon 503-555-0111',
      'call 503-555-0101\n- ive tried everything',
      'i had the number 503-555-0101 - nana',
    ])('files no company or name from %j', (message) => {
      const { company, name } = extractContactDetails(message);
      expect({ company, name }).toEqual({});
    });

    it('files no company from a work signature under the visitor\'s own affairs, and one under "we"', () => {
      const signature = '\n\nGrace Liu\nSenior Analyst | Cascadia Transit Authority\n503-555-0142';
      expect(extractContactDetails(`I'd like to book a consultation about my divorce.${signature}`)).toEqual({
        name: 'Grace Liu',
        phone: '+15035550142',
      });
      expect(extractContactDetails(`We need our depot's break room cleaned.${signature}`).company).toBe(
        'Cascadia Transit Authority',
      );
    });

    it('keeps a corrected phone or email: the later message replaces the earlier one', () => {
      expect(extractContactDetails("wait sorry wrong number, it's 503-555-0184").phone).toBe('+15035550184');
      expect(extractContactDetails('oops, typo: lena.park@example.com').email).toBe('lena.park@example.com');
    });
  });

  describe("round five: the third blind set's false values and misses, by kind", () => {
    it.each([
      // Precision: a courtesy title before a full name, a company cut at "I", a respelled name, a fuller signature.
      [
        'On behalf of the Willowbrook Garden Club I would like an estimate. Mrs. Eleanor Whitfield-Hughes, telephone 803 555 0139.',
        { name: 'Eleanor Whitfield-Hughes', company: 'Willowbrook Garden Club', phone: '+18035550139' },
      ],
      ['This is Mr. James Okoro, 503-555-0188', { name: 'James Okoro', phone: '+15035550188' }],
      ["I'm with Harbor Dental Group I think you did our lobby", { company: 'Harbor Dental Group' }],
      ['sorry spelling is Caitlin! autocorrect lol', { name: 'Caitlin' }],
      ["it's spelled Stephen, not Steven", { name: 'Stephen' }],
      [
        'Thanks, Rosa\n\n--\nRosa Delgado | Senior Analyst | Crestline Insurance Partners\nDirect: 312.555.0113',
        { name: 'Rosa Delgado', phone: '+13125550113' },
      ],
      ['not 503-555-0170, it is 503-555-0107', { phone: '+15035550107' }],
      ['not jpark@exmaple.com, use jpark@example.com', { email: 'jpark@example.com' }],
      // Recall: particles, hyphens, other scripts, middle initials, shouted messages, labelled contact lines.
      [
        'Hello, Pieter van der Berg here, facilities coordinator for Dutch Hollow Brewing Company.',
        { name: 'Pieter van der Berg', company: 'Dutch Hollow Brewing Company' },
      ],
      ['My name is Yousef al-Khatib, 313-555-0132', { name: 'Yousef al-Khatib', phone: '+13135550132' }],
      ['my name Nguyễn Thị Lan, phone 971 555 0105', { name: 'Nguyễn Thị Lan', phone: '+19715550105' }],
      ['Ji-woo Park / jiwoo.park@example.org', { name: 'Ji-woo Park', email: 'jiwoo.park@example.org' }],
      [
        'Regards,\nRobert E. Lawson\nrlawson@example.net',
        { name: 'Robert E. Lawson', email: 'rlawson@example.net' },
      ],
      ['Soy María José de la Cruz, (323) 555-0147', { name: 'María José de la Cruz', phone: '+13235550147' }],
      ['Me llamo Lucía Torres', { name: 'Lucía Torres' }],
      [
        'RAY OKAFOR  RAY.OKAFOR@EXAMPLE.COM  PHONE 3125550108',
        { name: 'Ray Okafor', email: 'ray.okafor@example.com', phone: '+13125550108' },
      ],
      [
        'MY EMAIL IS DOLORES.HAYNES@EXAMPLE.NET  DOLORES HAYNES',
        { name: 'Dolores Haynes', email: 'dolores.haynes@example.net' },
      ],
      [
        'Contact: Evelyn Marsh, office administrator. 415-555-0116',
        { name: 'Evelyn Marsh', phone: '+14155550116' },
      ],
      ['Contact is Lorraine Pettigrew, 775-555-0133', { name: 'Lorraine Pettigrew', phone: '+17755550133' }],
      ['oh and its Lena Fischer, ph 267-555-0137', { name: 'Lena Fischer', phone: '+12675550137' }],
      // Companies: "calling for", a trade's office set off, "Title of Department, Company", "me and my wife … run".
      [
        "Hi, I'm calling for St. Casimir Parish, the water heater is leaking",
        { company: 'St. Casimir Parish' },
      ],
      ['the sealcoat at our dental office, Parkside Smiles, is due', { company: 'Parkside Smiles' }],
      [
        "Margaret O'Sullivan\nDirector of Facilities, Pinecrest Senior Living\n+1 (207) 555.0156",
        { name: "Margaret O'Sullivan", company: 'Pinecrest Senior Living', phone: '+12075550156' },
      ],
      [
        "me and my wife Karen run Karen's Kitchen Catering out of a unit on 5th",
        { company: "Karen's Kitchen Catering" },
      ],
      ['my husband and I own Ortiz Roofing LLC', { company: 'Ortiz Roofing LLC' }],
    ])('reads %j', (message, expected) => {
      expect(extractContactDetails(message)).toEqual(expected);
    });

    it.each([
      // An employer merely mentioned, or the visitor's own matter: no company.
      'hi i work at Summit Credit Union downtown, need my furnace at home looked at',
      "I'm with Northstar Bank but this is for my own place — the sprinkler won't turn on",
      "I'm a teller at Northstar Bank, it's personal: my will needs updating",
      // An address names nobody by itself.
      'ok cool, can you email me the price list? its sam.k@example.com',
      "it's dana@example.com",
      // Words that only look like the new cues.
      'the spelling is wrong on the invoice',
      "it's spelled out in the contract",
      'Contact is the best way to reach us',
      'FRONT DOOR 503-555-0101',
      'KITCHEN SINK LEAKING CALL 503-555-0101',
      "I'm calling for a quote on the Main Street Apartments",
      'Soy de Guadalajara',
      'Rosa Parks Elementary needs a bid. Thanks, Rosa',
      // A full name after a courtesy title still counts as titled where only the visitor may be meant.
      'Dr. Amy Yang',
      'Dr. Anita Shah at Smile Dental said to ask for you',
      'From Dr. Lee Chan at Smile Studio Dental: do you take our insurance?',
    ])('files no wrong name or company from %j', (message) => {
      const { company, name } = extractContactDetails(message);
      const wrong = { company, name: name === 'Rosa' ? undefined : name };
      expect(wrong).toEqual({});
    });

    it.each([
      [
        'hi my name is marcus lee i own smokestack grill on division st and the sink leaks',
        { name: 'Marcus Lee', company: 'smokestack grill' },
      ],
      ["i own aoife's bakehouse on main st", { company: "aoife's bakehouse" }],
      [
        'we need pest control at our cafe, its called the daily grind, on Hawthorne',
        { company: 'the daily grind' },
      ],
      ['our salon is called glow, and the dryer is broken', { company: 'glow' }],
      ['My salon is called Glow and the dryer is broken', { company: 'Glow' }],
      [
        'tenemos una fuga en el baño de nuestro restaurante, La Perla Taquería',
        { company: 'La Perla Taquería' },
      ],
      ['I work at De Luca Plumbing and we need a quote', { company: 'De Luca Plumbing' }],
    ])('reads a lower-case company after "i own" or "called": %j', (message, expected) => {
      expect(extractContactDetails(message)).toEqual(expected);
    });

    it.each([
      'we run coffee shops in three towns',
      'i manage rental properties on the east side',
      'we run mobile detailing out of a van',
      'i own a grill on my patio',
      'we own two salons downtown',
      'our cafe is called the best in town by everyone',
      'my business is named after my grandma',
      'our shop, its called that because of the old sign',
      'nuestro restaurante, el de la esquina, tiene una fuga',
      'I work at La and we need a quote',
    ])('files no lower-case company from %j', (message) => {
      expect(extractContactDetails(message).company).toBeUndefined();
    });

    it('keeps the employer when the visitor speaks for it ("we", "our")', () => {
      expect(
        extractContactDetails('I work at Summit Credit Union and our branch needs a new furnace').company,
      ).toBe('Summit Credit Union');
      expect(extractContactDetails("I'm with Northstar Bank, we need our lobby carpet cleaned").company).toBe(
        'Northstar Bank',
      );
    });

    it("keeps a lone surname's title and a title read as someone else's does not become the visitor's", () => {
      expect(extractContactDetails('This is Dr. Patel').name).toBe('Dr. Patel');
      expect(extractContactDetails('Rosa Delgado is my sister. Thanks, Rosa').name).toBe('Rosa');
    });

    it('reads the patterns of round five in linear time on hostile messages', () => {
      const hostile = [
        `${'spelling is '.repeat(166)}`,
        `${'Contact: '.repeat(220)}`,
        `Thanks, Rosa${'\nRosa Delgado x'.repeat(130)}`,
        `${'Robert E. '.repeat(200)}`,
        `${'my email is '.repeat(166)}`,
        `${'not '.repeat(500)}503-555-0101`,
        `${'me and my wife Karen run '.repeat(80)}`,
        `${'al-Khatib '.repeat(200)}`,
        `${'A'.repeat(64)}.`.repeat(30),
      ];
      for (const message of hostile) extractContactDetails(message);
      const started = performance.now();
      for (let round = 0; round < 5; round += 1) {
        for (const message of hostile) extractContactDetails(message);
      }
      expect(performance.now() - started).toBeLessThan(150);
    });
  });

  describe('round six', () => {
    it.each([
      // "calling for" at a sentence's start or after a greeting, an organisation word needed.
      ['calling for Eastside Food Pantry, our cooler is warm', { company: 'Eastside Food Pantry' }],
      ['Hi, calling for Keystone Apartments about the roof', { company: 'Keystone Apartments' }],
      // "my company / our shop + name" without a comma, an organisation word needed.
      ['my company Silver Crane Imports Ltd. needs a quote', { company: 'Silver Crane Imports Ltd.' }],
      ['our shop Boulangerie Saint-Michel needs a hood cleaned', { company: 'Boulangerie Saint-Michel' }],
      ['our little store Maple Leaf Hardware needs keys cut', { company: 'Maple Leaf Hardware' }],
      // a dash sets the name off like a comma.
      [
        'behind our espresso bar — The Daily Grind Coffee Co., on Franklin',
        { company: 'The Daily Grind Coffee Co.' },
      ],
      // any noun after "we own a / I run a", the name set off and looking like an organisation.
      [
        'we own a CrossFit box, Iron Anvil Fitness, and the floors need work',
        { company: 'Iron Anvil Fitness' },
      ],
      [
        'I run a small tax office, Adeyemi Tax Services, out of a storefront',
        { company: 'Adeyemi Tax Services' },
      ],
      // non-English business nouns open a name.
      ['es la Panadería La Esperanza. gracias', { company: 'Panadería La Esperanza' }],
      ['owner of Phở Saigon 88. The fan is loud', { company: 'Phở Saigon 88' }],
      ['we run Trattoria Da Enzo on 5th', { company: 'Trattoria Da Enzo' }],
      // an organisation word's possessive ends the name; a full stop ends a lower-case one.
      [
        "I handle facilities for Brightwater Credit Union's two branches.",
        { company: 'Brightwater Credit Union' },
      ],
      ['i own lil sprouts daycare. need mulch', { company: 'lil sprouts daycare' }],
      // names: Vietnamese "tôi là", a full name before ", I own", a name after a slash, "Pastor" before a full name.
      ['Chào, tôi là Trần Minh Khoa, owner', { name: 'Trần Minh Khoa' }],
      ['anyway this is Wojciech Nowak, I own the bakery', { name: 'Wojciech Nowak' }],
      ['Hey — Rashid Haddad, I run the gym on 5th', { name: 'Rashid Haddad' }],
      ['need ac repair asap. 480-555-0137 / Karim Mansour', { name: 'Karim Mansour', phone: '+14805550137' }],
      ["Hi, I'm Pastor Glenn Ivers.", { name: 'Glenn Ivers' }],
      ["Hi, I'm Pastor Ivers.", { name: 'Pastor Ivers' }],
      // beside the negatives below: a business after "we run", names with an English word over a number.
      ['we run Summit Roofing', { company: 'Summit Roofing' }],
      ['Holly Baker\n503-555-0134', { name: 'Holly Baker', phone: '+15035550134' }],
      ['Rashid Haddad 503-555-0134', { name: 'Rashid Haddad', phone: '+15035550134' }],
      // clergy titles, abbreviated or not, are no part of a full name and never a name by themselves.
      ['I am Fr. Tomasz Wiśniewski, the pastor. (773) 555-0190', { name: 'Tomasz Wiśniewski' }],
      ["Hello, I'm Father Mike Doyle from the parish", { name: 'Mike Doyle' }],
      ["Hi, I'm Rabbi Levi Cohen.", { name: 'Levi Cohen' }],
      ["Hi, I'm Rabbi Cohen.", { name: 'Rabbi Cohen' }],
      // a shouted message read capitalised, an organisation word needed, cut at its last one when the clause runs on.
      ['LOCKED OUT OF OUR SHOP OKAFOR TIRE & BRAKE ON RT 9', { company: 'Okafor Tire & Brake' }],
      ['WE RUN SUMMIT ROOFING AND NEED A QUOTE', { company: 'Summit Roofing' }],
      ['WE RUN JOHN SMITH PLUMBING LLC', { company: 'John Smith Plumbing LLC' }],
      // Spanish "se llama" after a business noun.
      ['la tienda se llama Mercado El Sol, and the window is cracked', { company: 'Mercado El Sol' }],
      // a first name said again with a surname; a full name opening the message before a contact detail.
      ['this is beth, beth marlowe. 971-555-0125', { name: 'Beth Marlowe' }],
      ['this is beth, beth is my sister', { name: 'Beth' }],
      ['Marta Villanueva, 303-555-0132, water heater leaking', { name: 'Marta Villanueva' }],
      // a lower-case double first name the lexicon knows in both parts; O' and hyphens capitalised.
      ["mary-kate o'neill here from the insurance office", { name: "Mary-Kate O'Neill" }],
    ])('reads %j', (message, expected) => {
      expect(extractContactDetails(message)).toMatchObject(expected);
    });

    it.each([
      // a famous organisation's product is not the visitor's company; a job's words over a number are not a name.
      ['We run Google Ads right now, need a plumber for the office', 'company'],
      ['we run Facebook Ads for the shop', 'company'],
      ['Front Door Lock 503-555-0134', 'name'],
      ['Brake Job Quote\n503-555-0134', 'name'],
      ["I'm calling for a quote on my roof", 'company'],
      ['calling for Brian, he said to ask about gutters', 'company'],
      ['calling for Portland Oregon weather this week', 'company'],
      ['our shop Brian will let you in at noon', 'company'],
      ['my company Christmas Party is on Friday, can you clean after', 'company'],
      ['we own a dog, Max, who barks', 'company'],
      ['I run a tight ship, Monday through Friday, so mornings work', 'company'],
      ['es la Señora García, mi vecina', 'company'],
      ["I saw Riverside Dental's ad", 'company'],
      ['i own lil sprouts. need mulch', 'company'],
      ['ok so this is Main Street, I own a house there', 'name'],
      ['hey — Grace Lutheran Church, I run the kitchen', 'name'],
      ['this is Carrier, I think', 'name'],
      ['call 480-555-0137 / Tuesday works', 'name'],
      ['WE ARE LOCKED OUT OF THE HOUSE', 'company'],
      ['WE ARE OUT OF TOWN UNTIL MONDAY', 'company'],
      ['I WORK AT MERCY HOSPITAL BUT THIS IS MY HOUSE, MY OWN PLACE', 'company'],
      ['la tienda se llama mañana', 'company'],
      ['Main Street, 503-555-0101', 'name'],
      ['Portland Oregon, 503-555-0101', 'name'],
      ['Water Heater, 503-555-0101', 'name'],
      ["mary-xyz o'neill here from the office", 'name'],
    ])('files no %s from %j', (message, field) => {
      expect(extractContactDetails(message)[field as 'name' | 'company']).toBeUndefined();
    });

    it('reads a seven-digit correction for the stored number, only as a correction of a North American number', () => {
      expect(findLocalPhoneCorrection("sorry, it's 555-0107 not 0170")).toBe('5550107');
      expect(findLocalPhoneCorrection('oops sorry that should be 555-0123 not 0132')).toBe('5550123');
      expect(findLocalPhoneCorrection('not 555-0170, my number is 555-0107')).toBe('5550107');
      expect(withLocalCorrection('+12085550170', '5550107')).toBe('+12085550107');
      // A whole number is read by extractContactDetails; no correction word; not a phone; no stored NANP number.
      expect(findLocalPhoneCorrection("sorry it's 503-555-0107")).toBeUndefined();
      expect(findLocalPhoneCorrection('my number is 555-0107')).toBeUndefined();
      expect(findLocalPhoneCorrection('sorry, order 123-4567 is late')).toBeUndefined();
      expect(findLocalPhoneCorrection('sorry, suite 1200 not 1300')).toBeUndefined();
      expect(withLocalCorrection('+442079460958', '5550107')).toBeUndefined();
      expect(withLocalCorrection(null, '5550107')).toBeUndefined();
    });

    it('reads the patterns of round six in linear time on hostile messages', () => {
      const hostile = [
        `${'we own a x, '.repeat(160)}`,
        `${'our shop '.repeat(220)}`,
        `${'calling for '.repeat(160)}`,
        `${'this is Anna Lee, '.repeat(110)}`,
        `${'hey — '.repeat(300)}`,
        `sorry ${'555-0107 not '.repeat(140)}`,
        `${'es la '.repeat(300)}`,
        `${"Union's ".repeat(240)}`,
        `${'OUR SHOP OKAFOR TIRE '.repeat(90)}`,
        `${'beth, '.repeat(300)}`,
        `${'la tienda se llama '.repeat(100)}`,
        `${"mary-kate o'neill ".repeat(100)}here`,
      ];
      for (const message of hostile) {
        extractContactDetails(message);
        findLocalPhoneCorrection(message);
      }
      const started = performance.now();
      for (let round = 0; round < 5; round += 1) {
        for (const message of hostile) {
          extractContactDetails(message);
          findLocalPhoneCorrection(message);
        }
      }
      expect(performance.now() - started).toBeLessThan(150);
    });

    it('reads the lines below a name once, not again from every line start', () => {
      const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
      const hostile = [
        '\nRosa R'.repeat(286),
        'Rosa\n'.repeat(400),
        Array.from(
          { length: 300 },
          (_, i) => `\nRosa ${letters[i % 26]}${letters[(i * 7) % 26]!.toLowerCase()}`,
        ).join(''),
      ];
      for (const message of hostile) expect(extractContactDetails(message)).toEqual({});
      // Prose of the same lengths, timed alongside: a machine busy with the rest of the suite slows both alike.
      const prose = hostile.map((message) =>
        'We had a leak last week in the kitchen\nand the plumber said the pipe was old\n'
          .repeat(40)
          .slice(0, message.length),
      );
      // The fastest of five rounds: was ~30 ms a round before the lines below a name were read once (10-15 ms a
      // message), ~10 ms since when quiet, ~5 times the prose. A round passes under 16 ms, or, on a busy machine,
      // within 10 times the prose's round; reading every line again from every line start fails both.
      const fastestRound = (messages: string[]) => {
        let fastest = Infinity;
        for (let round = 0; round < 5; round += 1) {
          const started = performance.now();
          for (const message of messages) extractContactDetails(message);
          fastest = Math.min(fastest, performance.now() - started);
        }
        return fastest;
      };
      const proseRound = fastestRound(prose);
      expect(fastestRound(hostile)).toBeLessThan(Math.max(16, 10 * proseRound));
    });
  });

  it('uses the configured default country for national numbers', () => {
    expect(extractContactDetails('call me on 020 7946 0958', { defaultCountry: 'GB' })).toEqual({
      phone: '+442079460958',
    });
  });

  describe('round seven: classes of the spent blind sets', () => {
    it.each([
      // a name after "we run" that looks like nothing else is still a company.
      ['We run Harbor View Apartments and need a quote', { company: 'Harbor View Apartments' }],
      ['We run Kettle & Crumb on Alder St', { company: 'Kettle & Crumb' }],
      ['we run Route 66 Diner', { company: 'Route 66 Diner' }],
      // lower case after "we run / own": a town's name alone, or words ending in an organisation noun.
      ['we run oakridge, need a quote for the lot', { company: 'oakridge' }],
      ['we run b&k auto detailing out of a shop on 3rd st', { company: 'b&k auto detailing' }],
      // staff titles (paralegal, super, groundskeeper, dispatcher), "I coach for …", "we run the … at …".
      [
        "Hello, I'm the paralegal at Whitcomb & Osei LLP. Our lock is jammed",
        { company: 'Whitcomb & Osei LLP' },
      ],
      ['I am the super at Bayview Apartments.', { company: 'Bayview Apartments' }],
      [
        'im the groundskeeper for Palm Terrace Condominiums, board asked',
        { company: 'Palm Terrace Condominiums' },
      ],
      ["I'm a paralegal at Whitcomb & Osei LLP and our door won't lock", { company: 'Whitcomb & Osei LLP' }],
      [
        'I coach for Eastlake Youth Swim Club, looking to rent 2 lanes',
        { company: 'Eastlake Youth Swim Club' },
      ],
      [
        'hey we run the food pantry at Eastside Neighbors Alliance and our freezer died',
        { company: 'Eastside Neighbors Alliance' },
      ],
      [
        'Dmytro Kovalenko, dispatcher at Prairie Wind Transport. One of our trucks needs a tow',
        { name: 'Dmytro Kovalenko', company: 'Prairie Wind Transport' },
      ],
      // a greeting from an organisation in lower case; "<name> for <organisation>", shouted.
      [
        'hi from bright beginnings daycare, we need the mulch refreshed',
        { company: 'bright beginnings daycare' },
      ],
      [
        'HI THIS IS GARY for KESSLER HARDWARE SUPPLY. NEED A FURNACE LOOKED AT',
        { name: 'Gary', company: 'KESSLER HARDWARE SUPPLY' },
      ],
      // "call <first name> <number>"; two words of the message that spell the visitor's address.
      ['call marisol 505-555-0131', { name: 'Marisol', phone: '+15055550131' }],
      ['jiwoo park, jiwoo.park@example.com', { name: 'Jiwoo Park', email: 'jiwoo.park@example.com' }],
      // names ending in an eatery word; "from <organisation> here"; "<organisation>, my shop".
      ['Hi this is Nikos from Olympia Taverna', { name: 'Nikos', company: 'Olympia Taverna' }],
      ['for my food truck Seoul Kitchen, can you help?', { company: 'Seoul Kitchen' }],
      ['from Harborview Storage here - our gate motor is dead again', { company: 'Harborview Storage' }],
      ['its the delivery van for Greenleaf Florist, my shop', { company: 'Greenleaf Florist' }],
      // an emoji after a name ends it, as punctuation does.
      ['im Maricel Dela Cruz 📱 (702) 555-0133', { name: 'Maricel Dela Cruz', phone: '+17025550133' }],
      ["I'm Dana 😊 need a plumber", { name: 'Dana' }],
    ])('reads %j', (message, expected) => {
      expect(extractContactDetails(message)).toEqual(expected);
    });

    it.each([
      // software, systems and platforms after "we run" (filed as the company before round seven).
      'We run QuickBooks Online for payroll and it keeps crashing',
      'we run Windows 10 on the front desk pc',
      'We run Windows 10',
      'we run Shopify for our store',
      'We run Square at the register',
      'We run WordPress',
      'we run Zoom calls every morning',
      'We run Excel macros for the schedule',
      'we run Linux servers in the back',
      'we run Ubuntu 22.04',
      'We run Sage 50',
      'We run Toast POS',
      // a staff title after "a", telling the visitor's hours, not speaking for the employer (filed before).
      "I'm a teacher at Lincoln Elementary so I can only do evenings",
      // lower case after "we run" that is an activity, a product or a platform, not a name.
      'we run errands on fridays',
      'we run crossfit',
      'we run hiit bootcamp',
      'we run dnd sessions',
      'we run quickbooks online',
      'we run ppc campaign for clients',
      // a greeting from a place; "<name> for" an appointment.
      'hi from sunny arizona, need a quote',
      'hello from portland',
      'this is Dana for the 3pm appointment',
      // a kitchen is a room; "from <place> here"; someone else's school.
      'our Kitchen is flooded',
      'From Portland here',
      'we went to Lincoln Elementary, my kids school',
      "we went to Lincoln Elementary, my son's school",
    ])('files no company from %j', (message) => {
      expect(extractContactDetails(message).company).toBeUndefined();
    });

    it.each([
      // a number the sentence goes on to give as someone else's; desks' addresses spelled out.
      'you can call dave 503-555-0199, he is our super',
      'or text jenny 503-555-0199 she handles scheduling',
      'billing dept, billing.dept@example.com',
      'front desk front.desk@example.com',
      'lakeview dental lakeview.dental@example.com',
      // an emoji after a word that is no name.
      "I'm so 😭 my sink",
      'im dying 😂',
      "I'm sure 👍",
    ])('files no name from %j', (message) => {
      expect(extractContactDetails(message).name).toBeUndefined();
    });
  });

  describe('round seven: phone numbers in linear time', () => {
    /** The fastest of several runs: what the code costs, not what a busy machine adds. */
    function fastest(run: () => void, rounds = 7): number {
      run();
      let best = Infinity;
      for (let round = 0; round < rounds; round += 1) {
        const started = performance.now();
        run();
        best = Math.min(best, performance.now() - started);
      }
      return best;
    }
    const HOSTILE_RUNS = ['5 ', '(5) ', '5.', '55-', '555 ', 'call 503-555-0123 ', 'not 503-555-0123 '];
    const ofLength = (unit: string, length: number) =>
      unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

    it('extracts a 10 KB message of digits and separators in under 2 ms (libphonenumber took ~40 ms on 2 KB)', () => {
      for (const unit of HOSTILE_RUNS) {
        const message = `call me ${ofLength(unit, 10_000)}`;
        expect(
          fastest(() => extractContactDetails(message)),
          unit,
        ).toBeLessThan(2);
        expect(
          fastest(() => findLocalPhoneCorrection(`sorry ${message}`)),
          unit,
        ).toBeLessThan(2);
      }
    });

    it('finds numbers in time that grows at most linearly with the text (20 KB against 2 KB)', () => {
      for (const unit of HOSTILE_RUNS) {
        const short = ofLength(unit, 2_000);
        const long = ofLength(unit, 20_000);
        const shortTime = fastest(() => phoneNumbersIn(short, 'US'));
        const longTime = fastest(() => phoneNumbersIn(long, 'US'));
        // Linear is ~10x (less once the reads are used up); quadratic would be ~100x. The 0.2 ms absorbs timer grain.
        expect(longTime, unit).toBeLessThan(20 * shortTime + 0.2);
      }
    });

    it('still finds the numbers libphonenumber finds: several in one run, after a run that holds none, with a code', () => {
      expect(
        phoneNumbersIn('+44 20 7946 0958 / +1 503 555 0123 / 971 555 0100 / 360 555 0133', 'US').map(
          (n) => n.number,
        ),
      ).toEqual(['+442079460958', '+15035550123', '+19715550100', '+13605550133']);
      expect(extractContactDetails(`${'5 '.repeat(600)}\ncall me on 503-555-0123`).phone).toBe(
        '+15035550123',
      );
      expect(extractContactDetails('cell 503.555.0123 x12, or +33 1 23 45 67 89').phone).toBe('+15035550123');
      expect(phoneNumbersIn('reach me at +33 1 23 45 67 89', 'US').map((n) => n.number)).toEqual([
        '+33123456789',
      ]);
      // Not numbers: single digits spaced out, a date, an order number glued to letters.
      expect(phoneNumbersIn('5 5 5 5 5 5 5 5 5 5 5 5', 'US')).toEqual([]);
      expect(extractContactDetails('order AB12345678 placed 2024-11-05').phone).toBeUndefined();
    });
  });

  // Found by the sixth blind set (measured once, 2026-11-24): the two false values it showed, each fixed as a class.
  describe('false values of the sixth blind set', () => {
    it('keeps an abbreviation inside a company name when an organisation word follows it', () => {
      expect(
        extractContactDetails(
          'we run Barrett & Co. Bakery and the door gasket on our convection oven is shot',
        ).company,
      ).toBe('Barrett & Co. Bakery');
      expect(extractContactDetails('I manage Smith & Co. Plumbing Supply, need a quote').company).toBe(
        'Smith & Co. Plumbing Supply',
      );
      // Otherwise the abbreviation's full stop still ends the name.
      expect(extractContactDetails('we run Barrett & Co. and need an oven fixed').company).toBe(
        'Barrett & Co.',
      );
      expect(extractContactDetails('we run Acme Co. Bob here, need a quote').company).toBe('Acme Co.');
    });

    it('files an address whose top-level domain is a one-slip typo of a common one as the intended address', () => {
      const details = extractContactDetails(
        "hi I'd like a quote to paint 2 bedrooms. Kim Brown, kbrown@example.con",
      );
      expect(details.email).toBe('kbrown@example.com');
      expect(extractContactDetails('email me at kbrown@example.co').email).toBe('kbrown@example.co');
    });
  });

  // Round eight (decision 0170): the sixth blind set's seven other misses, each read as a class. Every "reads" case
  // below fails on the old code (5ae5634); the "files no …" cases bound the new rules.
  describe('round eight: classes of the sixth blind set', () => {
    it.each([
      // The visitor's business named in quotes after its noun, an article or not.
      [
        "Hello my name is Lan, I have nail salon 'Lotus Nails & Spa' need AC repair",
        { name: 'Lan', company: 'Lotus Nails & Spa' },
      ],
      ['we run a bakery called "Sweet Crumb Bakery" on Main St', { company: 'Sweet Crumb Bakery' }],
      [
        'I own a little barbershop “Fade Kings Barbershop” and the AC died',
        { company: 'Fade Kings Barbershop' },
      ],
      // After a place, the first name set off by dashes ("the laundromat on Division St - … -").
      [
        'I own the laundromat on Division St - Suds City Laundromat - and the drains clog',
        { company: 'Suds City Laundromat' },
      ],
      [
        'we run the pharmacy on 5th - Corner Drug Pharmacy - and need the sign fixed',
        { company: 'Corner Drug Pharmacy' },
      ],
      // A number written with its country code counts though the metadata calls the range unused.
      ['Oliver Pembroke, +44 7700 900123', { name: 'Oliver Pembroke', phone: '+447700900123' }],
      // "I'm the <anything>, <Full Name>, <contact>".
      [
        "I'm the maid of honor, Tiffany Nguyen-Hart, 832-555-0193",
        { name: 'Tiffany Nguyen-Hart', phone: '+18325550193' },
      ],
      [
        "I'm the one who called earlier - Ray Ortiz ray.o@example.com",
        { name: 'Ray Ortiz', email: 'ray.o@example.com' },
      ],
      // After the visitor's own number and a long dash, "Full Name, title, Organisation".
      [
        'Call me at +1-202-555-0155 ext. 12 — Theodore Asante, office manager, Capitol Hill Pediatrics',
        { name: 'Theodore Asante', phone: '+12025550155', company: 'Capitol Hill Pediatrics' },
      ],
      [
        'Reach us at 503-555-0140 – Marta Salas, owner, Salas Family Dental',
        { name: 'Marta Salas', phone: '+15035550140', company: 'Salas Family Dental' },
      ],
      // The last sentence only a name and a number.
      [
        'i host on airbnb and need turnover cleaning, 2br condo downtown. becca 702 555 0150',
        { name: 'Becca', phone: '+17025550150' },
      ],
      [
        'need 3 rooms painted before the move!\nmarisol 505-555-0131',
        { name: 'Marisol', phone: '+15055550131' },
      ],
      // "I'm the <title> there", after the one organisation named before.
      [
        "We're having an all-hands at Quarry Lane Software on the 14th. I'm the executive assistant there.",
        { company: 'Quarry Lane Software' },
      ],
      // A line of its own that is a full name, a job title and an organisation, without contact details.
      [
        'Need a quote for the lobby.\n\nJordan Whitaker | Facilities Manager | Castlegate Insurance',
        { name: 'Jordan Whitaker', company: 'Castlegate Insurance' },
      ],
      [
        'Hi, our heat is out.\nTheodore Asante, office manager, Capitol Hill Pediatrics',
        { name: 'Theodore Asante', company: 'Capitol Hill Pediatrics' },
      ],
      // ... its organisation not the lead's when the matter is the visitor's own ("Mine", "my iPhone").
      [
        'Mine burst and flooded the garage.\n\nJordan Whitaker | Senior Analyst | Castlegate Insurance\nThis message is confidential.\nSent from my iPhone',
        { name: 'Jordan Whitaker' },
      ],
      // "soy" before a first name the lexicon lacks, when the visitor's number follows.
      ['soy Guadalupe Ramírez, 915-555-0110', { name: 'Guadalupe Ramírez', phone: '+19155550110' }],
      // A lower-case company with an apostrophe inside a word.
      ["i work for o'neill family insurance", { company: "o'neill family insurance" }],
    ])('reads %j', (message, expected) => {
      expect(extractContactDetails(message)).toEqual(expected);
    });

    it.each([
      "I have a dog named 'Max' and a cat",
      'I have a shop "near the park" lol',
      "we run a bar with 'Happy Hour' specials",
      'I own the house on Elm St - the one with the red door - and need paint',
      "my landlord owns the laundromat on Division St - Suds City Laundromat - and he won't fix it",
      "We met at Rosewood Hall for Lakeside Dental's party. I'm the manager there.",
      "We ate at Olive Garden then at Home Depot Garden Center. I'm the manager there",
    ])('files no company from %j', (message) => {
      expect(extractContactDetails(message).company).toBeUndefined();
    });

    it.each([
      "I'm a big fan, Dave 503-555-0100 referred me",
      "I'm the tenant, my landlord Greg 503-555-0100",
      'The landlord is 503-555-0100 — Greg Hall, owner, Hall Properties',
      'call the owner at 503-555-0100 — Greg Hall, owner, Hall Properties',
      'our office is at suite 200 — Mark Lee, property manager, Summit Ridge Apartments',
      'call 503-555-0100 — Dave is the owner',
      'the tenant in 4B keeps calling about it. maria 503-555-0100',
      'my husband handles billing. dave 503-555-0100',
      'Referred by:\nDr. Amy Yang, dentist, Smile Dental',
      'My neighbor recommended you.\nMike Jones, owner, Jones Plumbing did our roof',
      'soy la dueña, 915-555-0110',
      'soy Guadalupe Ramírez y mi esposo Juan Pérez, 915-555-0110',
    ])('files no name from %j', (message) => {
      expect(extractContactDetails(message).name).toBeUndefined();
    });

    it('reads a number with its country code only as a whole, not glued to a word or longer run', () => {
      expect(extractContactDetails('order +12345678901234567 items').phone).toBeUndefined();
      expect(extractContactDetails('got a score of +1000000 lol').phone).toBeUndefined();
    });

    it('reads the patterns of round eight in linear time on hostile messages', () => {
      const hostile = [
        `${"I have salon '".repeat(140)}`,
        `${'I own the shop on a - '.repeat(90)}`,
        `${"I'm the a, Ana Lee, ".repeat(100)}`,
        `${'1 — Ana Lee, owner, Lee Dental '.repeat(60)}`,
        `${'call me at 503-555-0100 — Ana Lee, '.repeat(50)}`,
        `${'x. ana 5 '.repeat(220)}`,
        `${"at Acme Dental. I'm the manager there ".repeat(50)}`,
        `+${'1 '.repeat(900)}`,
        `${'.\nAna Lee, owner, Lee Dental'.repeat(70)}`,
        `${'.\nAna Lee | '.repeat(180)}`,
        `${'soy Ana Lee, '.repeat(150)}`,
      ];
      for (const message of hostile) extractContactDetails(message);
      let fastest = Infinity;
      for (let round = 0; round < 5; round += 1) {
        const started = performance.now();
        for (const message of hostile) extractContactDetails(message);
        fastest = Math.min(fastest, performance.now() - started);
      }
      expect(fastest).toBeLessThan(40);
    });
  });

  // Found by the seventh blind set (measured once, 2026-11-24): its five false values, each fixed as a class.
  describe('false values of the seventh blind set', () => {
    it('reads "*Name" opening a message as the corrected spelling of the visitor\'s first name', () => {
      expect(extractContactDetails('*Kaitlyn, autocorrect lol').name).toBe('Kaitlyn');
      // Not a first name, or an English word: a correction of something else.
      expect(extractContactDetails('*tuesday not monday')).toEqual({});
      expect(extractContactDetails('*their')).toEqual({});
    });

    it('does not file a company named by what it does for the visitor ("our management company is …")', () => {
      expect(
        extractContactDetails(
          'I live in the Stonegate HOA. our management company is FirstService Residential. Carl Jensen',
        ).company,
      ).toBeUndefined();
      expect(extractContactDetails('my insurance company is State Farm').company).toBeUndefined();
      // The visitor's own company is still read.
      expect(extractContactDetails('Company: Ridgeview Holdings').company).toBe('Ridgeview Holdings');
      expect(extractContactDetails('the company name is Ridgeview Holdings').company).toBe(
        'Ridgeview Holdings',
      );
    });

    it('does not file "my employer is …" about the visitor\'s own matter, only when they speak for it', () => {
      expect(
        extractContactDetails(
          'my employer is Amazon and workers comp approved 12 PT visits for my shoulder. Terrence Odom 901-555-0177',
        ).company,
      ).toBeUndefined();
      expect(
        extractContactDetails('my employer is Acme Dental and we need our sterilizer serviced').company,
      ).toBe('Acme Dental');
    });

    it('files the organisation a board or committee governs, not the board', () => {
      expect(
        extractContactDetails(
          'Writing on behalf of the Board of Directors of Lakeshore Pines Homeowners Association. We need a quote',
        ).company,
      ).toBe('Lakeshore Pines Homeowners Association');
      expect(
        extractContactDetails("on behalf of the Board of Trustees of St. Mark's Academy, we need a quote")
          .company,
      ).toBe("St. Mark's Academy");
    });

    it('drops a role title before a full name, keeps it before a surname alone', () => {
      const details = extractContactDetails(
        'This is Coach Ray Dominguez at Valle Verde High School, reach me 602-555-0168',
      );
      expect(details.name).toBe('Ray Dominguez');
      expect(details.company).toBe('Valle Verde High School');
      expect(extractContactDetails('Officer Dana Price here 503-555-0100').name).toBe('Dana Price');
      expect(extractContactDetails('This is Coach Dominguez, reach me 602-555-0168').name).toBe(
        'Coach Dominguez',
      );
    });
  });

  // Round nine: one mechanism behind misses of several sets, the clause directly before the visitor's contact detail.
  describe("a name that is the whole clause before the visitor's own phone number or email", () => {
    it("reads it after a label's colon, whatever the label, a job title between commas allowed", () => {
      expect(extractContactDetails('Reach me here: Marisol Vega 503-555-0144 (after 5 is best)').name).toBe(
        'Marisol Vega',
      );
      expect(
        extractContactDetails(
          'Best way to reach me: Priya Natarajan, Facilities Manager, priya.n@example.org',
        ).name,
      ).toBe('Priya Natarajan');
    });

    it('reads a first name the lexicon knows after a thank-you, before a shouted address', () => {
      expect(
        extractContactDetails('can you look at our boiler? cheers, Tomas TOMAS.K@EXAMPLE.COM').name,
      ).toBe('Tomas');
    });

    it('reads a lower-case first name only as a whole last sentence before a full number that ends the message', () => {
      expect(extractContactDetails('gutters need cleaning. ray 503 555 0181').name).toBe('Ray');
      // Not a first name; a number that does not end the message; a label's colon; no area code.
      expect(extractContactDetails('water heater is out. sink 503 555 0142').name).toBeUndefined();
      expect(
        extractContactDetails('gutters need cleaning. ray 503 555 0181 or my wife').name,
      ).toBeUndefined();
      expect(extractContactDetails('gutters. call: ray 503 555 0181').name).toBeUndefined();
      expect(extractContactDetails('Date. june 14 2027').name).toBeUndefined();
    });

    it('does not read someone else: a referrer, a landlord, a tradesman, "him" or "her" in the label', () => {
      for (const message of [
        'Referred by: Jane Doe 503-555-0100',
        'Our neighbour recommended you: Jane Doe 503-555-0100',
        'Landlord: Greg Hall 503-555-0100',
        'Emergency contact: Ana Ruiz 503-555-0100',
        'Ask for him: Greg Hall 503-555-0100',
        'Please call her: Ana Ruiz 503-555-0100',
        'Call: Greg Hall 503-555-0100, he is the owner',
        // A label that neither asks to be reached nor names a contact field, or a possessive before another person.
        'Previous plumber: Joe Smith 503-555-0100',
        'Insurance adjuster: Joe Smith 503-555-0100',
        'My realtor: Joe Smith 503-555-0100',
        'Your tech last time: Joe Smith 503-555-0100',
      ])
        expect(extractContactDetails(message).name, message).toBeUndefined();
    });

    it('does not read a date, a place or an organisation before a number', () => {
      expect(extractContactDetails('Wedding: June 14 2027, 120 guests').name).toBeUndefined();
      expect(extractContactDetails('Office: Main Street Dental 503-555-0100').name).toBeUndefined();
      expect(extractContactDetails('Location: Lake Oswego 503-555-0100').name).toBeUndefined();
    });

    it('stays linear on hostile messages', () => {
      const hostile = [
        'Call me: Ann Lee '.repeat(120) + '503-555-0100',
        ': Ann 5035550100 '.repeat(120),
        'thanks, '.repeat(250) + 'Ann ANN@EXAMPLE.COM',
        'a. '.repeat(600) + 'bob 503 555 0100',
        'Ann Lee, manager, '.repeat(110) + 'ann@example.com',
      ];
      for (const message of hostile) extractContactDetails(message);
      const started = performance.now();
      for (let round = 0; round < 5; round += 1) {
        for (const message of hostile) extractContactDetails(message);
      }
      expect(performance.now() - started).toBeLessThan(150);
    });
  });

  // Found by the eighth blind set (measured once, 2026-11-24): its four false values, each fixed as a class.
  describe('false values of the eighth blind set', () => {
    it('does not file "I work at …" said about the visitor\'s own matter, only when they speak for it', () => {
      expect(
        extractContactDetails(
          "openings for a 14 month old? I work at Kaiser Permanente on days so I'd need 7am drop off.",
        ).company,
      ).toBeUndefined();
      expect(
        extractContactDetails('I work at Lincoln Elementary and we need the gym floor refinished').company,
      ).toBe('Lincoln Elementary');
    });

    it('reads a firm of partners listed with commas up to its legal form', () => {
      expect(
        extractContactDetails(
          "I'm the office manager at Whitaker, Lowe & Braun LLP, 14 attorneys. We're on Clio",
        ).company,
      ).toBe('Whitaker, Lowe & Braun LLP');
    });

    it('takes "<First name> actually" as the corrected spelling of the name', () => {
      expect(extractContactDetails('(John actually, with an h lol)').name).toBe('John');
      expect(extractContactDetails('Blue actually is my favorite')).toEqual({});
    });

    it("takes the visitor's own correction of their company's name", () => {
      expect(
        extractContactDetails(
          "we're Evergreen Landscaping — sorry, Evergreen Landscape Services LLC on the paperwork. need our office cleaned",
        ).company,
      ).toBe('Evergreen Landscape Services LLC');
      expect(extractContactDetails("we're Evergreen Landscaping, sorry for the late reply").company).toBe(
        'Evergreen Landscaping',
      );
    });
  });

  describe('false values of the ninth blind set', () => {
    it('passes over a number the visitor says not to use when another is given', () => {
      expect(
        extractContactDetails(
          "work line is 602-555-0131 but please don't use that one, my cell 602-555-0188 is better. Omar",
        ).phone,
      ).toBe('+16025550188');
      expect(extractContactDetails('602-555-0131 (nobody answers it) or 602-555-0188').phone).toBe(
        '+16025550188',
      );
      expect(extractContactDetails("602-555-0131, don't call after 8pm").phone).toBe('+16025550131');
    });

    it('takes the second address when the words before it replace the first', () => {
      expect(
        extractContactDetails(
          'reach me at t.nguyen@example.com or actually better my office one, tn@acme.example.org',
        ).email,
      ).toBe('tn@acme.example.org');
      expect(extractContactDetails('t.nguyen@example.com, cc my wife at lan@example.com').email).toBe(
        't.nguyen@example.com',
      );
    });

    it("reads only the visitor's part of a message that forwards another", () => {
      const details = extractContactDetails(
        'can you quote this?\n\nPriya Raman\nOffice Manager\nLakeview Dental Group\n503-555-0120\n\n' +
          '-----Original Message-----\nFrom: Tom Birch <tom@example.net>\nSent: Monday\n\nthe door sticks, call me 503-555-0199 -Tom',
      );
      expect(details).toMatchObject({ name: 'Priya Raman', phone: '+15035550120' });
      expect(
        extractContactDetails(
          'see below\nOn Mon, Nov 17, 2026 at 9:12 AM Tom Birch <tom@example.net> wrote:\n> thanks -Tom',
        ).name,
      ).toBeUndefined();
    });

    it('keeps a role set off by a comma out of a name typed in lower case', () => {
      expect(extractContactDetails('marco bellini, maintenance. 317-555-0142').name).toBe('Marco Bellini');
      expect(
        extractContactDetails('Please contact our director, Ms. Amy Chen, at 503-555-0150.').name,
      ).toBeUndefined();
    });

    it('files no organisation that tells the visitor what to do', () => {
      expect(
        extractContactDetails('our hoa (Maple Court HOA) requires a permit for the fence').company,
      ).toBeUndefined();
      expect(
        extractContactDetails('our hoa, Maple Court HOA, says we need the fence approved').company,
      ).toBeUndefined();
      expect(
        extractContactDetails('my boss at Delgado & Sons Construction asked me to set up a consult').company,
      ).toBe('Delgado & Sons Construction');
    });

    it('files no company when the visitor says the job is for their own home', () => {
      expect(
        extractContactDetails(
          'I run Bright Smile Dental but this is for my home, not the office. 2 bathrooms',
        ).company,
      ).toBeUndefined();
      expect(
        extractContactDetails('I run Bright Smile Dental and our office needs 2 bathrooms redone').company,
      ).toBe('Bright Smile Dental');
    });
  });

  describe('false values of the tenth blind set', () => {
    it('keeps the hyphen of a name given alone', () => {
      expect(extractContactDetails('Marguerite Olsen-Baptiste, treasurer').name).toBe(
        'Marguerite Olsen-Baptiste',
      );
      expect(extractContactDetails('Jean-Luc Picard - 503-555-0110').name).toBe('Jean-Luc Picard');
      expect(extractContactDetails('Kim - 503-555-0101').name).toBe('Kim');
    });

    it('drops a job title written before a full name', () => {
      expect(extractContactDetails('Best contact: Director Kim Pham').name).toBe('Kim Pham');
      expect(extractContactDetails('Principal Maria Ortega 503-555-0112').name).toBe('Maria Ortega');
    });
  });

  describe("what the ninth set's classes must not catch (review of round ten)", () => {
    it.each([
      'my email is sam@gmail.com, sorry if this is long, my wife lan@example.com handles the bills',
      "Use sam@gmail.com - it's better than sam@work.com which I rarely check",
      "sam@gmail.com is best. I'd rather you not use my work address sam@acme.com",
      'sam@gmail.com (my husband would rather get updates too: dan@example.com)',
      'sam@gmail.com — actually cc my wife too, lan@example.com',
    ])('keeps the first address in %j', (message) => {
      expect(extractContactDetails(message).email).toBe('sam@gmail.com');
    });

    it.each([
      "602-555-0131 and don't call it before 9. my wife is 602-555-0188",
      "602-555-0131, don't call it after 8pm. Weekends my wife answers at 602-555-0188",
      "Cell 602-555-0131 — don't text it, I don't get texts. Or office 602-555-0188.",
      "my cell is 602-555-0131, it's the old house number 602-555-0188 that nobody uses",
      'call 602-555-0131. Nobody answers the office line after 5; office is 602-555-0188',
    ])('keeps the first number in %j', (message) => {
      expect(extractContactDetails(message).phone).toBe('+16025550131');
    });
  });

  describe('a name after the comma of a request to be reached', () => {
    it('reads "please call me back, Priya Raman 503-…"', () => {
      expect(extractContactDetails('please call me back, Priya Raman 503-555-0108').name).toBe('Priya Raman');
      expect(extractContactDetails('call me, Dana 503-555-0101').name).toBe('Dana');
    });

    it('reads no one else after it', () => {
      expect(extractContactDetails('text me asap, my husband Dave 503-555-0101').name).toBeUndefined();
      expect(extractContactDetails('call me back, the number is 503-555-0101').name).toBeUndefined();
      expect(extractContactDetails('call me, Kohler faucet model K-596 503-555-0101').name).toBeUndefined();
    });
  });
});

describe('round eleven: what the eleventh blind set showed (decision 0170)', () => {
  it("does not file a tenant's or landlord's number given for access, but does a relative's", () => {
    expect(
      extractContactDetails('tenant is Marco Bellini, his number is 404-555-0177 if you need to get in')
        .phone,
    ).toBeUndefined();
    expect(extractContactDetails("the landlord's cell is 404-555-0177").phone).toBeUndefined();
    expect(
      extractContactDetails('tenant is Marco, his number is 404-555-0177, mine is 404-555-0123').phone,
    ).toBe('+14045550123');
    expect(extractContactDetails('call my husband at 404-555-0177').phone).toBe('+14045550177');
    expect(extractContactDetails("I'm the tenant, my number is 404-555-0177").phone).toBe('+14045550177');
    expect(
      extractContactDetails(
        'The tenant is Mr. Hughes, (206) 555-0175, for access. Please call me at 206-555-0132 to schedule.',
      ).phone,
    ).toBe('+12065550132');
  });

  it("prefers the visitor's own number to one handed over as a relative's, which counts when it is the only one", () => {
    expect(
      extractContactDetails(
        "My brother Michael Ross (617-555-0193) may also call you. I'm Catherine Ross, 617-555-0192.",
      ),
    ).toEqual({ name: 'Catherine Ross', phone: '+16175550192' });
    expect(extractContactDetails('please call my husband at 404-555-0177').phone).toBe('+14045550177');
  });

  it('files the name a business trades under ("… LLC dba QuickDrop Couriers")', () => {
    expect(
      extractContactDetails('company is Reyes Family Enterprises LLC dba QuickDrop Couriers').company,
    ).toBe('QuickDrop Couriers');
    expect(
      extractContactDetails("we're Acme Holdings LLC d/b/a Acme Plumbing & Heating, need a quote").company,
    ).toBe('Acme Plumbing & Heating');
    expect(extractContactDetails('I run Bright Dental dba nothing').company).toBe('Bright Dental');
  });

  it('reads names after "ya its", a role at an organisation, "Sure —", a "Blessings" sign-off, and a closing name', () => {
    expect(extractContactDetails('ya its Derek Sutherland').name).toBe('Derek Sutherland');
    expect(extractContactDetails("I'm the office manager at Whitman & Cole CPAs, Debra Fine")).toEqual({
      name: 'Debra Fine',
      company: 'Whitman & Cole CPAs',
    });
    expect(extractContactDetails('Sure — Rosalind Achebe, office line is 509-555-0171 x 3').name).toBe(
      'Rosalind Achebe',
    );
    expect(
      extractContactDetails(
        "Please contact me at Pastor.James@stmarks.example.org.\n\nBlessings,\nPastor James Whitlock\nSt. Mark's Community Church",
      ),
    ).toMatchObject({ name: 'James Whitlock', company: "St. Mark's Community Church" });
    expect(
      extractContactDetails('Pls email quote to KIM.PHAM@MAIL.EXAMPLE.NET — need the lawn aerated. Kim').name,
    ).toBe('Kim');
    expect(extractContactDetails('my name is mohammed al-hashimi').name).toBe('Mohammed Al-Hashimi');
  });

  it('reads no name from a closing word that is no name, or an answer that is a day or a street', () => {
    expect(extractContactDetails('call me 503-555-0101. Portland').name).toBeUndefined();
    expect(extractContactDetails('call me 503-555-0101. Thanks').name).toBeUndefined();
    expect(extractContactDetails('ok, Tuesday works 503-555-0101').name).toBeUndefined();
    expect(extractContactDetails('yes, Main Street, my cell is 503-555-0101').name).toBeUndefined();
  });

  it('files the person written for, and their business, when the message asks that they be contacted directly', () => {
    expect(
      extractContactDetails(
        "Hi, I'm writing on behalf of my boss, Dr. Alan Whitmore, who needs advice for his practice, Whitmore Family Chiropractic. Please reach out to him directly at 512-555-0146. I'm his office manager, Jenna.",
      ),
    ).toEqual({ name: 'Alan Whitmore', phone: '+15125550146', company: 'Whitmore Family Chiropractic' });
    // Without the request, the writer stays the contact.
    expect(
      extractContactDetails("I'm writing for my boss, Dr. Alan Whitmore. I'm Jenna, 512-555-0146").name,
    ).toBe('Jenna');
  });

  it('keeps what a review of round eleven found: no over-reach of its new rules', () => {
    // A party word before the visitor's own number is no hand-over; nor is it when the visitor is that party.
    expect(extractContactDetails('Our landlord is fine with it, 503-555-0100').phone).toBe('+15035550100');
    expect(extractContactDetails('my tenant is moving out soon, 503-555-0100').phone).toBe('+15035550100');
    expect(extractContactDetails("I'm the landlord. Landlord cell 503-555-0100").phone).toBe('+15035550100');
    expect(extractContactDetails('Tenant: Marco Bellini 404-555-0177').phone).toBeUndefined();
    // A role held for a person names that person, not the writer.
    expect(
      extractContactDetails("I'm the assistant for our CEO, Mark Stevens. Call me at 503-555-0100").name,
    ).toBeUndefined();
    expect(
      extractContactDetails("I'm the property manager for the owner, Greg Hall: call me at 503-555-0100")
        .name,
    ).toBeUndefined();
    // A trading name stops at the sentence's end and never ends on "and I".
    expect(
      extractContactDetails('This is Ana from Reyes LLC dba QuickDrop. Need 3 vans, 503-555-0100').company,
    ).toBe('QuickDrop');
    expect(
      extractContactDetails('We are Reyes Family Enterprises LLC dba QuickDrop and I need a quote').company,
    ).toBe('QuickDrop');
    // A closing phrase that is no name.
    expect(extractContactDetails('Roof leak. 503-555-0100. Hablo Espanol').name).toBeUndefined();
    expect(extractContactDetails('email me a@example.com. Muchas Gracias').name).toBeUndefined();
  });

  it('reads a lower-case business with its legal form after "we own"', () => {
    expect(
      extractContactDetails('we own sunrise bakery llc on Main, ask for Hoa, 714-555-0191'),
    ).toMatchObject({
      name: 'Hoa',
      company: 'sunrise bakery llc',
    });
  });
});
