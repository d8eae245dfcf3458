/**
 * A second blind held-out set of visitor personas for the lead-details extraction.
 *
 * Written 2026-11-24 by a helper session (AI assistant) BLIND: the author did not read the extraction code, its
 * tests, the other persona sets or any results; only the `LeadPersona` type and the first three personas of
 * `lead-personas.ts` (for format). Never to be used to develop or tune the extraction: measure only.
 *
 * `expected` is what a careful office assistant would file on the lead and nothing more: `company` only when the
 * visitor is acting for that organisation (not for "my house", a rental they own, a competitor they mention, an
 * employer they merely work for, or a company visible only in an email domain or an automatic signature).
 * Phones are E.164 with a US default; emails lowercase.
 *
 * All people, companies, numbers and addresses are fictitious: phones are 555-01xx, emails use example.com /
 * example.org domains.
 */
import type { LeadPersona } from './lead-personas.js';

export const BLIND2_HELDOUT_PERSONAS: LeadPersona[] = [
  {
    id: 'b01-signature-pipe-role-dental-group',
    split: 'heldout',
    messages: [
      'Hi, the rooftop unit over our Eastside clinic is short-cycling and the operatories are getting warm. ' +
        'Do you service commercial HVAC?\n\nRegards,\nDeShawn Tillery\nPractice Operations Manager | Brightline Dental Group\n' +
        '+1 (503) 555-0101\ndeshawn.tillery@brightlinedental.example.com',
    ],
    expected: {
      name: 'DeShawn Tillery',
      email: 'deshawn.tillery@brightlinedental.example.com',
      phone: '+15035550101',
      company: 'Brightline Dental Group',
    },
  },
  {
    id: 'b02-lowercase-my-house-emoji',
    split: 'heldout',
    messages: [
      'hey my kitchen sink is clogged again ugh 😩 can someone come out tmrw',
      'its for my house off 5th ave. im jen kowalski 503.555.0102',
    ],
    expected: { name: 'Jen Kowalski', phone: '+15035550102' },
  },
  {
    id: 'b03-phone-only-brakes',
    split: 'heldout',
    messages: ['do u do brake pads on a 2014 civic? how much', 'just text me 971 555 0103'],
    expected: { phone: '+19715550103' },
  },
  {
    id: 'b04-on-behalf-of-llc-ampersand',
    split: 'heldout',
    messages: [
      "Hello — I'm writing on behalf of Harbor & Pine Property Management LLC. We need move-out cleans for three apartments next week.",
      "I'm Rosa De la Cruz, leasing coordinator. rosa@harborandpine.example.com / (206) 555-0104",
    ],
    expected: {
      name: 'Rosa De la Cruz',
      email: 'rosa@harborandpine.example.com',
      phone: '+12065550104',
      company: 'Harbor & Pine Property Management LLC',
    },
  },
  {
    id: 'b05-sign-off-kev',
    split: 'heldout',
    messages: [
      'water heater pilot keeps going out, is that something you guys fix? can call 360-555-0105\n- kev',
    ],
    expected: { name: 'Kev', phone: '+13605550105' },
  },
  {
    id: 'b06-i-work-for-chiro-landscaping',
    split: 'heldout',
    messages: [
      "I work for Summit Ridge Chiropractic and we're looking for someone to redo the planting beds out front before spring.",
      "Name's Tomasz Wiśniewski, email twisniewski@summitridgechiro.example.com. Could you send a rough price?",
    ],
    expected: {
      name: 'Tomasz Wiśniewski',
      email: 'twisniewski@summitridgechiro.example.com',
      company: 'Summit Ridge Chiropractic',
    },
  },
  {
    id: 'b07-competitor-quote-second-opinion',
    split: 'heldout',
    messages: [
      'Hi, I got a quote from Rapid Rooter Plumbing to replace the sewer line at my place and it seemed really high. Could you give a second opinion?',
      'Daniel Okafor, 503-555-0107, dokafor@example.com',
    ],
    expected: { name: 'Daniel Okafor', email: 'dokafor@example.com', phone: '+15035550107' },
  },
  {
    id: 'b08-landlord-private-rental-house',
    split: 'heldout',
    messages: [
      "I own a rental house in Gresham and the tenant says the furnace is blowing cold air. Can you send someone? I'm the landlord, Linda Cheng. 971.555.0108",
    ],
    expected: { name: 'Linda Cheng', phone: '+19715550108' },
  },
  {
    id: 'b09-were-with-cafe-ask-for-first-name',
    split: 'heldout',
    messages: [
      "we're with The Copper Kettle Café on Main, our walk-in cooler is at 50 degrees!! need someone today",
      'ask for Mateo. 5035550109',
    ],
    expected: { name: 'Mateo', phone: '+15035550109', company: 'The Copper Kettle Café' },
  },
  {
    id: 'b10-salon-booking-email-domain-only',
    split: 'heldout',
    messages: [
      'Hi! Looking to book a cut and color for Saturday if you have anything open',
      "Sure — it's Mary-Kate Sullivan, mk.sullivan@sullivanandreed.example.com",
    ],
    expected: { name: 'Mary-Kate Sullivan', email: 'mk.sullivan@sullivanandreed.example.com' },
  },
  {
    id: 'b11-reaching-out-from-realty-fleet',
    split: 'heldout',
    messages: [
      'Good morning, reaching out from Northgate Realty Inc. We have six agent cars that need oil changes and tire rotations every few months. Do you offer fleet pricing?\n\nJoyce Amankwah\n(425) 555-0111',
    ],
    expected: { name: 'Joyce Amankwah', phone: '+14255550111', company: 'Northgate Realty Inc.' },
  },
  {
    id: 'b12-first-name-and-email-only',
    split: 'heldout',
    messages: ['how much for a deep clean of a 2 bed apt?', "I'm Aisha. aisha.m@example.org"],
    expected: { name: 'Aisha', email: 'aisha.m@example.org' },
  },
  {
    id: 'b13-my-boss-at-construction-lawyer',
    split: 'heldout',
    messages: [
      'hi, my boss at Delgado & Sons Construction asked me to set up a consult. a client owes us for a job and he wants to file a lien',
      "I'm Brianna, his assistant. brianna@delgadosons.example.com, office is 503 555 0113",
    ],
    expected: {
      name: 'Brianna',
      email: 'brianna@delgadosons.example.com',
      phone: '+15035550113',
      company: 'Delgado & Sons Construction',
    },
  },
  {
    id: 'b14-vietnamese-name-car-accident',
    split: 'heldout',
    messages: [
      "I was in a car accident last week and the other driver's insurance keeps calling me. Do I need a lawyer?",
      'My name is Nguyen Thi Lan, you can reach me at (503) 555-0114',
    ],
    expected: { name: 'Nguyen Thi Lan', phone: '+15035550114' },
  },
  {
    id: 'b15-name-after-phone-ac',
    split: 'heldout',
    messages: [
      'my AC is making a buzzing noise and not cooling at all',
      'call 541-555-0115 ask for Gareth Llewellyn',
    ],
    expected: { name: 'Gareth Llewellyn', phone: '+15415550115' },
  },
  {
    id: 'b16-salon-curly-hair-email',
    split: 'heldout',
    messages: [
      'do you do balayage on curly hair? mine is 3c and the last salon fried it lol',
      'ok yes pls send me openings! Amélie Tran, amelie.tran@example.org',
    ],
    expected: { name: 'Amélie Tran', email: 'amelie.tran@example.org' },
  },
  {
    id: 'b17-apostrophe-angle-brackets',
    split: 'heldout',
    messages: [
      "Hi there, I need a tooth looked at, it's been aching for 3 days",
      "Siobhan O'Neil <siobhan.oneil@example.com>",
      'phone is +1 (503) 555-0117 if easier',
    ],
    expected: { name: "Siobhan O'Neil", email: 'siobhan.oneil@example.com', phone: '+15035550117' },
  },
  {
    id: 'b18-email-only-aeration',
    split: 'heldout',
    messages: [
      "do you do lawn aeration in the fall? what's the price for about a quarter acre",
      'email me the info at gardenguy88@example.com, thx',
    ],
    expected: { email: 'gardenguy88@example.com' },
  },
  {
    id: 'b19-holdings-inc-comma-remodel',
    split: 'heldout',
    messages: [
      "We're a small property company — Ridgeview Holdings, Inc. — and need a GC for a bathroom remodel in one of our units.",
      "I'm Farhan Qureshi, asset manager. Best is fqureshi@ridgeviewholdings.example.com or 206.555.0119",
    ],
    expected: {
      name: 'Farhan Qureshi',
      email: 'fqureshi@ridgeviewholdings.example.com',
      phone: '+12065550119',
      company: 'Ridgeview Holdings, Inc.',
    },
  },
  {
    id: 'b20-van-der-berg-new-family-dentist',
    split: 'heldout',
    messages: [
      'Good afternoon :) we just moved here from Utrecht and need a new dentist for the whole family (2 adults, 3 kids)',
      "I'm Anouk van der Berg, email anouk.vdberg@example.org, mobile 503 555 0120",
    ],
    expected: { name: 'Anouk van der Berg', email: 'anouk.vdberg@example.org', phone: '+15035550120' },
  },
  {
    id: 'b21-tenants-our-rental-toilet',
    split: 'heldout',
    messages: [
      "hi the toilet in our rental keeps running, landlord said to call a plumber and he'd pay",
      "we're the tenants. Andre Reyes 971-555-0121",
    ],
    expected: { name: 'Andre Reyes', phone: '+19715550121' },
  },
  {
    id: 'b22-office-manager-staff-blowouts',
    split: 'heldout',
    messages: [
      "Hi! I'm the office manager at Fernhill Insurance Agency. We'd like to book blowouts for 6 of our staff before our holiday party on the 12th — the agency is paying.",
      'Carmen Ruiz-Ortega, (971) 555-0122',
    ],
    expected: { name: 'Carmen Ruiz-Ortega', phone: '+19715550122', company: 'Fernhill Insurance Agency' },
  },
  {
    id: 'b23-typos-walk-in-chiro',
    split: 'heldout',
    messages: [
      'hii my back is killing me 😭 do u take walk ins',
      'no insurance, self pay. im destiny',
      'destiny brooks 5035550123',
    ],
    expected: { name: 'Destiny Brooks', phone: '+15035550123' },
  },
  {
    id: 'b24-church-facilities-committee-boiler',
    split: 'heldout',
    messages: [
      "Our church needs the boiler serviced before winter. I'm on the facilities committee at St. Brigid's Catholic Church.",
      'You can contact me, Patrick Mulcahy, at pmulcahy@stbrigids.example.org',
    ],
    expected: {
      name: 'Patrick Mulcahy',
      email: 'pmulcahy@stbrigids.example.org',
      company: "St. Brigid's Catholic Church",
    },
  },
  {
    id: 'b25-spelled-out-phone-garage',
    split: 'heldout',
    messages: [
      'hi my garage door wont close, i think the spring snapped',
      'my number is five oh three, five five five, oh one two five. name is Hector',
    ],
    expected: { name: 'Hector', phone: '+15035550125' },
  },
  {
    id: 'b26-hoa-treasurer-mowing-bid',
    split: 'heldout',
    messages: [
      "Hello, I'm the treasurer of the Willow Creek Homeowners Association. We're taking bids for common-area mowing for next season.",
      'Please send a proposal to board@willowcreekhoa.example.org.\n— Gail Thornton',
    ],
    expected: {
      name: 'Gail Thornton',
      email: 'board@willowcreekhoa.example.org',
      company: 'Willow Creek Homeowners Association',
    },
  },
  {
    id: 'b27-lowercase-fence-backyard',
    split: 'heldout',
    messages: [
      'need a quote on a fence, about 120 ft cedar, for my backyard',
      'sure its raj patel, raj.patel@example.com',
    ],
    expected: { name: 'Raj Patel', email: 'raj.patel@example.com' },
  },
  {
    id: 'b28-mentions-employer-not-acting-for-it',
    split: 'heldout',
    messages: [
      'I work nights at Mercy General so I can only do afternoons. Need a cleaning and maybe whitening.',
      'Keisha Washington, 503-555-0128',
    ],
    expected: { name: 'Keisha Washington', phone: '+15035550128' },
  },
  {
    id: 'b29-law-office-llp-janitorial',
    split: 'heldout',
    messages: [
      "Hi, we're a 12-person law office (Abernathy Cole & Partners LLP) looking for nightly janitorial service.",
      "I'm the office manager, Yusuf Demir — 503-555-0129 or ydemir@abernathycole.example.com",
    ],
    expected: {
      name: 'Yusuf Demir',
      email: 'ydemir@abernathycole.example.com',
      phone: '+15035550129',
      company: 'Abernathy Cole & Partners LLP',
    },
  },
  {
    id: 'b30-first-name-diacritic-check-engine',
    split: 'heldout',
    messages: [
      'check engine light came on in my 09 tacoma, can i bring it in today?',
      "ok thx. I'm Björn, 503-555-0130",
    ],
    expected: { name: 'Björn', phone: '+15035550130' },
  },
  {
    id: 'b31-pediatric-dentistry-thermostat',
    split: 'heldout',
    messages: [
      "Smile Studio Pediatric Dentistry here — the waiting room thermostat is blank and it's 58 degrees inside",
      'This is Amara Osei, one of the dentists. Front desk line is (503) 555-0131.',
    ],
    expected: { name: 'Amara Osei', phone: '+15035550131', company: 'Smile Studio Pediatric Dentistry' },
  },
  {
    id: 'b32-hyphen-mixed-case-email-will',
    split: 'heldout',
    messages: [
      'Bonjour, I need a consultation about a will and power of attorney for my elderly father.',
      'Jean-Luc Moreau, Jean-Luc.Moreau@Example.com',
    ],
    expected: { name: 'Jean-Luc Moreau', email: 'jean-luc.moreau@example.com' },
  },
  {
    id: 'b33-pizzeria-owner-signature',
    split: 'heldout',
    messages: [
      "grease trap overflowing in the kitchen, need someone asap\n\n--\nTony Benedetti | Owner\nBenedetti's Pizzeria\n360.555.0133",
    ],
    expected: { name: 'Tony Benedetti', phone: '+13605550133', company: "Benedetti's Pizzeria" },
  },
  {
    id: 'b34-sign-off-first-name-email-threading',
    split: 'heldout',
    messages: [
      'Do you do eyebrow threading?',
      'Great, can you email me the price list? leilani.k@example.com - Leilani',
    ],
    expected: { name: 'Leilani', email: 'leilani.k@example.com' },
  },
  {
    id: 'b35-daughter-for-moms-house-cleaning',
    split: 'heldout',
    messages: [
      "Hi I need someone to clean my mom's house once a month, she's 82 and can't keep up anymore",
      "I'm her daughter, María José Fernández. 503 555 0135 (call after 5)",
    ],
    expected: { name: 'María José Fernández', phone: '+15035550135' },
  },
  {
    id: 'b36-number-in-company-irrigation-sub',
    split: 'heldout',
    messages: [
      "Hello, I'm the project coordinator with 3 Rivers Builders Inc. We need a sub for irrigation install on a 40-unit townhome site.",
      'Reach me at kdiaz@3riversbuilders.example.com — Kelsey Diaz',
    ],
    expected: {
      name: 'Kelsey Diaz',
      email: 'kdiaz@3riversbuilders.example.com',
      company: '3 Rivers Builders Inc.',
    },
  },
  {
    id: 'b37-condo-old-company-work-email-form',
    split: 'heldout',
    messages: [
      'Your website says you do mini-split installs. The company that put mine in (Polar Bear Heating) went out of business and the unit in my condo needs a service.',
      'Name: Wei Zhang\nEmail: wei.zhang@zhangarchitects.example.com\nPhone: +1 503 555 0137',
    ],
    expected: { name: 'Wei Zhang', email: 'wei.zhang@zhangarchitects.example.com', phone: '+15035550137' },
  },
  {
    id: 'b38-hr-on-behalf-of-credit-union-wellness',
    split: 'heldout',
    messages: [
      "Hello! I'm reaching out on behalf of Greenleaf Credit Union — we're planning an employee wellness day and wondered if your chiropractors do onsite posture screenings.",
      'My name is Olga Petrenko, HR Generalist. olga.petrenko@greenleafcu.example.org, 503-555-0138',
    ],
    expected: {
      name: 'Olga Petrenko',
      email: 'olga.petrenko@greenleafcu.example.org',
      phone: '+15035550138',
      company: 'Greenleaf Credit Union',
    },
  },
  {
    id: 'b39-phone-only-flooding-caps',
    split: 'heldout',
    messages: ['🚨 basement flooding!!! sump pump is dead', 'CALL ME 503 555 0139'],
    expected: { phone: '+15035550139' },
  },
  {
    id: 'b40-mc-name-sprinkler',
    split: 'heldout',
    messages: [
      "hi, my dog dug up a sprinkler line in the front yard, can someone fix it? it's just our house, nothing big",
      'Shauna McAllister, shauna.mcallister@example.com, (503)555-0140',
    ],
    expected: { name: 'Shauna McAllister', email: 'shauna.mcallister@example.com', phone: '+15035550140' },
  },
  {
    id: 'b41-pipe-signature-short-term-rentals',
    split: 'heldout',
    messages: [
      'We manage 5 short-term rentals on the coast and need turnover cleaning between guests, usually same-day.',
      'Dmitri Volkov | Coastline Stays LLC | dmitri@coastlinestays.example.com | 541-555-0141',
    ],
    expected: {
      name: 'Dmitri Volkov',
      email: 'dmitri@coastlinestays.example.com',
      phone: '+15415550141',
      company: 'Coastline Stays LLC',
    },
  },
  {
    id: 'b42-personal-matter-work-signature',
    split: 'heldout',
    messages: [
      "Hi, I'd like to book a consultation about my divorce. Please keep this confidential.\n\nGrace Liu\nSenior Analyst | Cascadia Transit Authority\n503-555-0142\n\nSent from my iPhone",
    ],
    expected: { name: 'Grace Liu', phone: '+15035550142' },
  },
  {
    id: 'b43-leasing-office-the-residences',
    split: 'heldout',
    messages: [
      'This is the leasing office at The Residences at Orchard Park. Unit 214 has no heat and the tenant has a newborn.',
      "I'm Tamika — call the office at 503-555-0143 or email leasing@orchardparkres.example.com",
    ],
    expected: {
      name: 'Tamika',
      email: 'leasing@orchardparkres.example.com',
      phone: '+15035550143',
      company: 'The Residences at Orchard Park',
    },
  },
  {
    id: 'b44-lowercase-apostrophe-timing-belt',
    split: 'heldout',
    messages: [
      'how much to replace a timing belt on a 2011 subaru outback',
      "this is d'angelo harris, 503 555 0144",
    ],
    expected: { name: "D'Angelo Harris", phone: '+15035550144' },
  },
  {
    id: 'b45-were-with-smoothie-co-manager',
    split: 'heldout',
    messages: [
      "hey we're with Fit Fuel Smoothie Co. — the AC unit over our counter is dripping water all over the floor 😬",
      "I'm Jordan (manager). 503-555-0145",
    ],
    expected: { name: 'Jordan', phone: '+15035550145', company: 'Fit Fuel Smoothie Co.' },
  },
  {
    id: 'b46-hurt-at-work-chiro-new-patient',
    split: 'heldout',
    messages: [
      'Are you taking new patients? I hurt my lower back lifting boxes at work and my doctor said to try a chiropractor.',
      "I'm Sione Tuilagi, 206-555-0146. Mornings are best.",
    ],
    expected: { name: 'Sione Tuilagi', phone: '+12065550146' },
  },
  {
    id: 'b47-duplex-owner-carpets',
    split: 'heldout',
    messages: [
      'I have a duplex I rent out and need the carpets in both units cleaned between tenants, end of the month.',
      'Bernard Achterberg, bachterberg@example.com',
    ],
    expected: { name: 'Bernard Achterberg', email: 'bachterberg@example.com' },
  },
  {
    id: 'b48-daycare-director-toilet',
    split: 'heldout',
    messages: [
      'Our daycare, Little Acorns Learning Center, has a toilet that keeps overflowing — kids everywhere 😅',
      'Director here, Fatima Al-Sayed. 503-555-0148 (center line), fatima@littleacorns.example.org',
    ],
    expected: {
      name: 'Fatima Al-Sayed',
      email: 'fatima@littleacorns.example.org',
      phone: '+15035550148',
      company: 'Little Acorns Learning Center',
    },
  },
  {
    id: 'b49-kitchen-remodel-text-me',
    split: 'heldout',
    messages: [
      'My wife and I want to redo our kitchen, maybe open up the wall to the dining room. Is that something you do?',
      "I'm Chris Ebert, best to text me at 503-555-0149",
    ],
    expected: { name: 'Chris Ebert', phone: '+15035550149' },
  },
  {
    id: 'b50-family-landscaping-business-contracts',
    split: 'heldout',
    messages: [
      "We're a family-owned landscaping business (Moreno Brothers Landscaping) and need help drafting contracts for our commercial clients.",
      'Luis Moreno, co-owner. luis@morenobrothers.example.com, 503.555.0150',
    ],
    expected: {
      name: 'Luis Moreno',
      email: 'luis@morenobrothers.example.com',
      phone: '+15035550150',
      company: 'Moreno Brothers Landscaping',
    },
  },
];
