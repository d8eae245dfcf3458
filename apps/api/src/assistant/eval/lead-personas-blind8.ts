/**
 * An eighth blind held-out set of visitor personas for the lead-details extraction.
 *
 * Written 2026-11-24 by a helper session (AI assistant) BLIND: the author read only the `LeadPersona` type (and the
 * header of `lead-personas.ts`) and the header and first persona of `lead-personas-blind7.ts` (for conventions).
 * Not read: the extraction code, its name lists, its tests, the decision records about lead details, the other
 * persona sets, or any results. Never to be used to develop or tune the extraction: measure only.
 *
 * `expected` is what a careful office assistant would file on the lead and nothing more, following the seventh
 * set's conventions (copied): the name as the visitor gives it, properly capitalised, without courtesy titles (Dr.);
 * email lowercase; phone E.164 with a US default (a number given with another country code keeps it: +44, +49,
 * +52), extensions dropped, a corrected number or email replaced by the correction; `company` only when the
 * visitor acts for that organisation (not their home, a landlord, an insurer, a supplier, software they use, a
 * rental company, an employer merely mentioned, a venue, a previous contractor, a referrer, or a company visible
 * only in an email domain). A first name alone is filed as that first name; no surname is guessed from the email
 * address, and no name at all when only an email is given. Legal suffixes are kept as the visitor writes them; a
 * company typed in lower case or all caps is filed title-cased.
 *
 * Ambiguous choices made here:
 * - h08: a property manager "for Lakeshore Medical Plaza" acts for the building's owner/management under that name:
 *   the plaza is filed as the company. h46: "I'm with Bayfront Property Management … we manage … The Palms at
 *   Bayfront": the management company is filed, not the complex.
 * - h13: "Nguyen Thi Lan" is filed in the order the visitor wrote it (no reordering of family/given name).
 * - h20: "Pastor Nate Ellison" is filed without "Pastor", like a courtesy title; the church is filed as the company.
 * - h21 "this is Sal, the manager", h52 "I'm Tasha, front desk": staff writing for the business act for it.
 * - h25: a son writing on behalf of his mother gives his own name and number: Paul Briggs is filed, not Eleanor.
 * - h47: two numbers; the cell (the one the visitor says is answered) is filed, not the home line.
 * - h56: "Jon here" then "(John actually, with an h lol)": the corrected spelling is filed, first name only.
 * - h57: "Evergreen Landscaping — sorry, Evergreen Landscape Services LLC": the corrected company name is filed.
 * - h07: "1-800-GOT-JUNK" is a competitor's vanity number, not the visitor's; no visitor vanity numbers are used.
 * - h11/h34/h55: insurance claim and policy numbers (one is ten digits with dashes) are not phones.
 * - h51: "555 W Grand Ave suite 300" is an address, and the visitor's office there is not a company he acts for.
 * - h59 has no contact details at all: `expected` is empty (a price, window count and zip must not be filed).
 *
 * All people, companies, numbers and addresses are fictitious: US phones are 555-01xx, the UK number is in the
 * drama range, emails use example.com / example.org / example.net domains; real brands appear only as distractors
 * (suppliers, software, insurers, lenders, utilities, landlords, employers, venues, competitors, previous contractors).
 */
import type { LeadPersona } from './lead-personas.js';

export const BLIND8_HELDOUT_PERSONAS: LeadPersona[] = [
  {
    id: 'h01-chimney-sweep-last-sweep-year',
    split: 'heldout',
    messages: [
      'need our chimney swept before we start using the fireplace again. last sweep was 2019, house is 2 stories w/ a clay liner. 603.555.0141 thx, Bev',
    ],
    expected: { name: 'Bev', phone: '+16035550141' },
  },
  {
    id: 'h02-washer-model-serial-no-phone',
    split: 'heldout',
    messages: [
      'my Whirlpool washer model WTW5000DW1 wont drain, error code 5d. bought it at Lowes in 2021, serial C12345678',
      'Tomás Herrera, tomas.herrera@example.com',
    ],
    expected: { name: 'Tomás Herrera', email: 'tomas.herrera@example.com' },
  },
  {
    id: 'h03-ortho-referral-insurer',
    split: 'heldout',
    messages: [
      'hi my daughter is 12 and her dentist Dr. Patel at Bright Smiles Dental referred us for a braces consult. we have Delta Dental PPO.',
      'Im Keisha Grant 404-555-0119',
    ],
    expected: { name: 'Keisha Grant', phone: '+14045550119' },
  },
  {
    id: 'h04-daycare-employer-caps-email',
    split: 'heldout',
    messages: [
      "Do you have openings for a 14 month old starting Jan 6? I work at Kaiser Permanente on days so I'd need 7am drop off.",
      'my name is Priya Raghunathan, email PRIYA.R@EXAMPLE.NET',
    ],
    expected: { name: 'Priya Raghunathan', email: 'priya.r@example.net' },
  },
  {
    id: 'h05-cpa-bakery-llc-owner',
    split: 'heldout',
    messages: [
      'I own Bellweather Bakery LLC (single member) and need help with 2025 taxes and quarterly estimates, our bookkeeper quit in october.',
      '- Jordan Okafor, jordan@example.com, (919) 555-0160',
    ],
    expected: {
      name: 'Jordan Okafor',
      email: 'jordan@example.com',
      phone: '+19195550160',
      company: 'Bellweather Bakery LLC',
    },
  },
  {
    id: 'h06-florist-venue-budget',
    split: 'heldout',
    messages: [
      'Getting married June 14 2027 at the Biltmore Estate, ~150 guests, budget around $4,500 for flowers. do you do arches?',
      "I'm Ana-Lucía Ferreira, ana.lucia@example.org",
    ],
    expected: { name: 'Ana-Lucía Ferreira', email: 'ana.lucia@example.org' },
  },
  {
    id: 'h07-junk-competitor-vanity-number',
    split: 'heldout',
    messages: [
      'how much to haul away an old couch and a fridge? we called 1-800-GOT-JUNK but they cant come till next week. 2207 Pine St unit 4 — Dev 720 555 0108',
    ],
    expected: { name: 'Dev', phone: '+17205550108' },
  },
  {
    id: 'h08-windows-property-manager-plaza-ext',
    split: 'heldout',
    messages: [
      "I'm the property manager for Lakeshore Medical Plaza, 3 floors of exterior glass. Looking for quarterly window cleaning starting in March.",
      'Greg Malinowski | Property Manager | gmalinowski@example.com | 312-555-0177 ext. 204',
    ],
    expected: {
      name: 'Greg Malinowski',
      email: 'gmalinowski@example.com',
      phone: '+13125550177',
      company: 'Lakeshore Medical Plaza',
    },
  },
  {
    id: 'h09-solar-utility-lender',
    split: 'heldout',
    messages: [
      'thinking about solar for our house, electric bill w/ Duke Energy is like $280/mo. roof is 8 yrs old, we financed it through GreenSky',
      'lmk, 704-555-0136, Harold Pittman',
    ],
    expected: { name: 'Harold Pittman', phone: '+17045550136' },
  },
  {
    id: 'h10-massage-first-name-email',
    split: 'heldout',
    messages: [
      "do u take HSA cards? want a 90 min deep tissue sat morning if anything's open. my name's Siobhan",
      'siobhan.oneill@example.com',
    ],
    expected: { name: 'Siobhan', email: 'siobhan.oneill@example.com' },
  },
  {
    id: 'h11-auto-body-claim-vin-plate',
    split: 'heldout',
    messages: [
      "got rear ended on 285 yesterday, other driver's insurance is State Farm, claim # 0412-887-361. car is a 2019 Honda Accord VIN 1HGCV1F30KA123456 plate GHK-4821",
      'Marcus Bell 678-555-0123',
    ],
    expected: { name: 'Marcus Bell', phone: '+16785550123' },
  },
  {
    id: 'h12-flooring-and-sons-supplier',
    split: 'heldout',
    messages: [
      "we own Hollis & Sons Contracting, need LVP installed in a 6 unit rental we're flipping, approx 4,200 sq ft. material already bought from Floor & Decor",
      'Ray Hollis, ray@example.com, cell 502-555-0189',
    ],
    expected: {
      name: 'Ray Hollis',
      email: 'ray@example.com',
      phone: '+15025550189',
      company: 'Hollis & Sons Contracting',
    },
  },
  {
    id: 'h13-fence-hoa-approval',
    split: 'heldout',
    messages: [
      'need 160 ft of 6ft cedar privacy fence, HOA approval came through (Willow Creek HOA). can u quote?',
      'Nguyen Thi Lan, lan.nguyen@example.com, 281-555-0147',
    ],
    expected: { name: 'Nguyen Thi Lan', email: 'lan.nguyen@example.com', phone: '+12815550147' },
  },
  {
    id: 'h14-boat-outboard-slip-text',
    split: 'heldout',
    messages: [
      'my outboard (yamaha f150, 2016) is stalling at idle. boat is at slip 42 at Marina Bay. Lou Brannigan here',
      'best is text 843 555 0192',
    ],
    expected: { name: 'Lou Brannigan', phone: '+18435550192' },
  },
  {
    id: 'h15-piano-lessons-slash-signature',
    split: 'heldout',
    messages: [
      'looking for piano lessons for my son (9) and me (beginner adult lol). tuesdays after 4:30?',
      'Mei-Ling Chou / 626-555-0114 / meiling.chou@Example.com',
    ],
    expected: { name: 'Mei-Ling Chou', email: 'meiling.chou@example.com', phone: '+16265550114' },
  },
  {
    id: 'h16-inspection-closing-dates-agent',
    split: 'heldout',
    messages: [
      'under contract on 48 Birch Hollow Rd, closing 12/19, inspection period ends 12/3. my agent at Keller Williams said to call you',
      "I'm Dmitri Volkov, (207) 555-0155",
    ],
    expected: { name: 'Dmitri Volkov', phone: '+12075550155' },
  },
  {
    id: 'h17-sign-taqueria-owner-landlord',
    split: 'heldout',
    messages: [
      "Hi! I'm the owner of Tres Hermanas Taqueria, we need a lighted channel letter sign for the front, 12ft wide. our landlord (Brixmor) has to approve drawings first",
      'Yesenia Ortiz, 915-555-0102, tacos@example.com',
    ],
    expected: {
      name: 'Yesenia Ortiz',
      email: 'tacos@example.com',
      phone: '+19155550102',
      company: 'Tres Hermanas Taqueria',
    },
  },
  {
    id: 'h18-it-law-firm-llp-previous-it',
    split: 'heldout',
    messages: [
      "I'm the office manager at Whitaker, Lowe & Braun LLP, 14 attorneys. We're on Clio and Microsoft 365 and our current IT guy (TechNova Solutions) is retiring.",
      'Paula Reinholt, preinholt@example.com, 617-555-0170 x3',
    ],
    expected: {
      name: 'Paula Reinholt',
      email: 'preinholt@example.com',
      phone: '+16175550170',
      company: 'Whitaker, Lowe & Braun LLP',
    },
  },
  {
    id: 'h19-gym-cleaning-all-caps-company',
    split: 'heldout',
    messages: [
      'need nightly cleaning for our gym, IRON HOUSE FITNESS, about 8,000 sqft, open 5am-10pm. currently use Jan-Pro and not happy',
      '- BRANDON KEYS, owner. 480-555-0133',
    ],
    expected: { name: 'Brandon Keys', phone: '+14805550133', company: 'Iron House Fitness' },
  },
  {
    id: 'h20-church-sound-pastor-title',
    split: 'heldout',
    messages: [
      "Grace Fellowship Church of Dayton is looking to upgrade our sound system. We have a Behringer X32 board and old Peavey speakers. I'm the worship pastor.",
      'Pastor Nate Ellison, nate@example.org, 937-555-0128',
    ],
    expected: {
      name: 'Nate Ellison',
      email: 'nate@example.org',
      phone: '+19375550128',
      company: 'Grace Fellowship Church of Dayton',
    },
  },
  {
    id: 'h21-grease-trap-restaurant-manager',
    split: 'heldout',
    messages: [
      "grease trap at Mama Rosa's Trattoria is backing up AGAIN, city inspector coming thurs. last pumped by Liquid Environmental in august",
      'this is Sal, the manager. 856-555-0164',
    ],
    expected: { name: 'Sal', phone: '+18565550164', company: "Mama Rosa's Trattoria" },
  },
  {
    id: 'h22-cleaning-uk-owner-abroad',
    split: 'heldout',
    messages: [
      'Hello, I own a holiday flat in your area but live in London. Need a deep clean between tenants on 2 Jan.',
      'Oliver Pembridge, +44 20 7946 0958, oliver.p@example.com',
    ],
    expected: { name: 'Oliver Pembridge', email: 'oliver.p@example.com', phone: '+442079460958' },
  },
  {
    id: 'h23-dishwasher-phone-corrected',
    split: 'heldout',
    messages: [
      'dishwasher leaking from the door, bosch, maybe 6 yrs old. call 614-555-0181',
      'sorry typo its 614-555-0118',
      'Rachel',
    ],
    expected: { name: 'Rachel', phone: '+16145550118' },
  },
  {
    id: 'h24-gutters-email-typo-corrected',
    split: 'heldout',
    messages: [
      'gutter cleaning for a 2 story colonial, lots of oak trees. email me jwatts@exmaple.com',
      'oops jwatts@example.com',
      'Jerome Watts',
    ],
    expected: { name: 'Jerome Watts', email: 'jwatts@example.com' },
  },
  {
    id: 'h25-furnace-son-for-mother',
    split: 'heldout',
    messages: [
      'Writing on behalf of my mother, Eleanor Briggs, 84 — her furnace is making a banging noise when it kicks on.',
      "I'm her son Paul Briggs, you can reach me at 330-555-0151. she's hard of hearing so please call me not her",
    ],
    expected: { name: 'Paul Briggs', phone: '+13305550151' },
  },
  {
    id: 'h26-carpet-dental-group-administrator',
    split: 'heldout',
    messages: [
      "Reaching out on behalf of Summit Ridge Dental Group — we need carpets cleaned at our 3 offices over the holiday closure (12/24–1/2). I'm the practice administrator.",
      'Contact: Lorraine Whitfield-Ames, lwa@example.com, 303.555.0125 ext 110',
    ],
    expected: {
      name: 'Lorraine Whitfield-Ames',
      email: 'lwa@example.com',
      phone: '+13035550125',
      company: 'Summit Ridge Dental Group',
    },
  },
  {
    id: 'h27-chimney-cap-price-only-first-name',
    split: 'heldout',
    messages: ['how much for a chimney cap install? just curious on price range for now', 'thx - Tom'],
    expected: { name: 'Tom' },
  },
  {
    id: 'h28-piano-tuning-email-only-caps',
    split: 'heldout',
    messages: [
      "Do you tune pianos in Brookline? We have a 1920s Steinway upright that hasn't been tuned in years. CARLOS.MENDEZ@EXAMPLE.ORG",
    ],
    expected: { email: 'carlos.mendez@example.org' },
  },
  {
    id: 'h29-pressure-wash-plus-one-parens',
    split: 'heldout',
    messages: [
      'can you pressure wash a driveway and back patio, maybe 1,100 sq ft total? +1 (503) 555-0117',
      'Hana',
    ],
    expected: { name: 'Hana', phone: '+15035550117' },
  },
  {
    id: 'h30-moveout-clean-renter-landlord',
    split: 'heldout',
    messages: [
      'i rent from Greystar but they said i can hire my own cleaner for move-out. unit 1204, lease ends 12/31',
      'Wes Tanaka 1.208.555.0142',
    ],
    expected: { name: 'Wes Tanaka', phone: '+12085550142' },
  },
  {
    id: 'h31-windows-mexico-number-spanish',
    split: 'heldout',
    messages: [
      'Hola, tengo una casa en Tucson pero vivo en Hermosillo. Necesito limpieza de ventanas antes de navidad.',
      'soy Guadalupe Ríos, mi número es +52 662 123 4567',
    ],
    expected: { name: 'Guadalupe Ríos', phone: '+526621234567' },
  },
  {
    id: 'h32-sign-german-gmbh',
    split: 'heldout',
    messages: [
      'We are Kessler Maschinenbau GmbH, opening a US showroom in February, and need exterior and lobby signage.',
      'Jürgen Kessler, +49 89 1234 5678, j.kessler@example.com',
    ],
    expected: {
      name: 'Jürgen Kessler',
      email: 'j.kessler@example.com',
      phone: '+498912345678',
      company: 'Kessler Maschinenbau GmbH',
    },
  },
  {
    id: 'h33-inspection-relocating-employer',
    split: 'heldout',
    messages: [
      "I work for Boeing and am relocating here in March; need a home inspection on a house I'm buying. Can do a video walkthrough since I'm in Seattle.",
      'Arjun Mehta 425-555-0139 arjun.mehta@example.com',
    ],
    expected: { name: 'Arjun Mehta', email: 'arjun.mehta@example.com', phone: '+14255550139' },
  },
  {
    id: 'h34-fence-storm-insurer-policy',
    split: 'heldout',
    messages: [
      'tree came down on our fence in the storm, maybe 40 ft gone. insurance is Allstate, policy 98-412-773-0, adjuster said to get 2 quotes',
      'Becca Lindqvist',
      'cell: 701 555 0163',
    ],
    expected: { name: 'Becca Lindqvist', phone: '+17015550163' },
  },
  {
    id: 'h35-hardwood-previous-contractor-invoice',
    split: 'heldout',
    messages: [
      "the last company (ProFloor Installers) left gaps all over our new hardwood. their invoice #INV-20931 was $6,812 and they won't answer",
      "I'm Femi Adeyemi, femi@example.net",
    ],
    expected: { name: 'Femi Adeyemi', email: 'femi@example.net' },
  },
  {
    id: 'h36-piano-service-studio-software',
    split: 'heldout',
    messages: [
      'I own Allegro Music Studio, we have 6 pianos that need servicing. we use My Music Staff for scheduling so evenings are booked, mornings work.',
      'Ingrid Solberg (763) 555-0148',
    ],
    expected: { name: 'Ingrid Solberg', phone: '+17635550148', company: 'Allegro Music Studio' },
  },
  {
    id: 'h37-junk-estate-all-caps',
    split: 'heldout',
    messages: ['NEED JUNK REMOVAL FOR ESTATE CLEANOUT 3BR HOUSE, BASEMENT FULL. CALL DONNA 989.555.0172'],
    expected: { name: 'Donna', phone: '+19895550172' },
  },
  {
    id: 'h38-dryer-vent-run-on-mixed-case-email',
    split: 'heldout',
    messages: [
      'hi im looking for someone to clean our dryer vent its been like 3 yrs and the dryer takes forever my email is Kat.Brennan@Example.com thanks kat',
    ],
    expected: { name: 'Kat', email: 'kat.brennan@example.com' },
  },
  {
    id: 'h39-fence-school-district-ext',
    split: 'heldout',
    messages: [
      "I'm the facilities director for Riverside Unified School District, we need bids for fencing around the new ballfield at Lincoln Elementary.",
      'Tyrone Whitaker twhitaker@example.org 951-555-0110 ext 4432',
    ],
    expected: {
      name: 'Tyrone Whitaker',
      email: 'twhitaker@example.org',
      phone: '+19515550110',
      company: 'Riverside Unified School District',
    },
  },
  {
    id: 'h40-garage-door-date-time-zip',
    split: 'heldout',
    messages: [
      'can someone come tues 11/25 between 10-2? garage door spring snapped. address 7702 Oak Meadow Dr 60614',
      'Lena 773-555-0190',
    ],
    expected: { name: 'Lena', phone: '+17735550190' },
  },
  {
    id: 'h41-boat-apostrophe-accent-marina',
    split: 'heldout',
    messages: [
      "Hi this is Ciarán O'Sullivan, need the bottom painted on my 24ft Grady-White before spring. it's stored at Harbor Point Marina",
      'co.sullivan@example.com',
    ],
    expected: { name: "Ciarán O'Sullivan", email: 'co.sullivan@example.com' },
  },
  {
    id: 'h42-chimney-quebec-plus-one',
    split: 'heldout',
    messages: [
      "Bonjour, I'm Marie-Hélène Dubois, we just bought a cottage here and need a chimney inspection before we light the wood stove.",
      '+1 418 555 0124',
    ],
    expected: { name: 'Marie-Hélène Dubois', phone: '+14185550124' },
  },
  {
    id: 'h43-grease-trap-cafe-lowercase',
    split: 'heldout',
    messages: [
      'we own sunny side up cafe on main st, looking for a monthly grease trap service. call jess at 207 555 0185',
    ],
    expected: { name: 'Jess', phone: '+12075550185', company: 'Sunny Side Up Cafe' },
  },
  {
    id: 'h44-van-wrap-plumbing-co',
    split: 'heldout',
    messages: [
      'Calloway Plumbing Co. here — we need 3 work vans wrapped with our new logo. this is Dwayne Calloway',
      'dwayne@example.com',
    ],
    expected: { name: 'Dwayne Calloway', email: 'dwayne@example.com', company: 'Calloway Plumbing Co.' },
  },
  {
    id: 'h45-it-roofing-inc-caps',
    split: 'heldout',
    messages: [
      'PINNACLE ROOFING INC NEEDS IT SUPPORT, 12 PCS AND A SERVER IN A CLOSET THAT KEEPS CRASHING. CONTACT MARIA SANTOS msantos@example.com 210-555-0179',
    ],
    expected: {
      name: 'Maria Santos',
      email: 'msantos@example.com',
      phone: '+12105550179',
      company: 'Pinnacle Roofing Inc',
    },
  },
  {
    id: 'h46-windows-property-mgmt-complex',
    split: 'heldout',
    messages: [
      "Hi, I'm with Bayfront Property Management. We manage a 40 unit complex (The Palms at Bayfront) and need window cleaning quotes for all units.",
      'Kevin Tran | Regional Manager | 727-555-0107',
    ],
    expected: { name: 'Kevin Tran', phone: '+17275550107', company: 'Bayfront Property Management' },
  },
  {
    id: 'h47-fridge-cell-and-home-numbers',
    split: 'heldout',
    messages: [
      'fridge ice maker stopped working, GE profile. my cell is 412-555-0166, home is 412-555-0103 but nobody picks that up',
      'Walt Jablonski',
    ],
    expected: { name: 'Walt Jablonski', phone: '+14125550166' },
  },
  {
    id: 'h48-solar-panel-cleaning-bare-digits',
    split: 'heldout',
    messages: ['5415550131', '^ thats my number. need 24 solar panels cleaned, 2 story roof. Ines'],
    expected: { name: 'Ines', phone: '+15415550131' },
  },
  {
    id: 'h49-gutter-guard-one-prefix-hyphen-name',
    split: 'heldout',
    messages: ['Do you install gutter guards? about 180 linear ft. 1-860-555-0159, Rosa Delgado-Park'],
    expected: { name: 'Rosa Delgado-Park', phone: '+18605550159' },
  },
  {
    id: 'h50-invisalign-adult-insurer-employer',
    split: 'heldout',
    messages: [
      "adult invisalign consult? I'm 34. I have Cigna through work (Amazon) if that matters",
      'my name is Ji-woo Park, jiwoo.park@example.com, 206-555-0112',
    ],
    expected: { name: 'Ji-woo Park', email: 'jiwoo.park@example.com', phone: '+12065550112' },
  },
  {
    id: 'h51-massage-gift-card-address-555',
    split: 'heldout',
    messages: [
      "want to buy a $150 gift card for my wife's birthday 12/12, 60 min hot stone. can you mail it to my office at 555 W Grand Ave suite 300?",
      'Omar Haddad, omar.haddad@example.net',
    ],
    expected: { name: 'Omar Haddad', email: 'omar.haddad@example.net' },
  },
  {
    id: 'h52-sign-chiropractic-front-desk',
    split: 'heldout',
    messages: [
      "Hello, writing for Dr. Ramirez's office — Ramirez Family Chiropractic. Our sign out front got hit by a car last night and we need it replaced.",
      "I'm Tasha, front desk. 405-555-0197",
    ],
    expected: { name: 'Tasha', phone: '+14055550197', company: 'Ramirez Family Chiropractic' },
  },
  {
    id: 'h53-daycare-nurses-hospital-employer',
    split: 'heldout',
    messages: [
      "my husband Kenji and I are looking for daycare for our 2 yo, we both work 3 12s at St. Luke's so schedule varies week to week",
      "I'm Aiko Watanabe. aiko.w@example.com or text 208 555 0144",
    ],
    expected: { name: 'Aiko Watanabe', email: 'aiko.w@example.com', phone: '+12085550144' },
  },
  {
    id: 'h54-cpa-electric-llc-supplier-software',
    split: 'heldout',
    messages: [
      'We own Brightline Electric LLC and need a new CPA. we buy mostly from Graybar, use QuickBooks Online, revenue ~1.2M',
      'Chris Abernathy-Young, chris@example.com',
    ],
    expected: {
      name: 'Chris Abernathy-Young',
      email: 'chris@example.com',
      company: 'Brightline Electric LLC',
    },
  },
  {
    id: 'h55-auto-body-hail-plate-vin-claim',
    split: 'heldout',
    messages: [
      'hail damage all over my F-150. plate 7XKD219, VIN 1FTEW1EP5KFA12345, claim w/ Progressive 24-7781930',
      'Name: Bo Tillman, ph 817-555-0153',
    ],
    expected: { name: 'Bo Tillman', phone: '+18175550153' },
  },
  {
    id: 'h56-guitar-lessons-name-corrected',
    split: 'heldout',
    messages: [
      'hi, Jon here, want guitar lessons for myself, total beginner',
      '(John actually, with an h lol)',
      'john.p@example.com',
    ],
    expected: { name: 'John', email: 'john.p@example.com' },
  },
  {
    id: 'h57-office-cleaning-company-name-corrected',
    split: 'heldout',
    messages: [
      "we're Evergreen Landscaping — sorry, Evergreen Landscape Services LLC on the paperwork. need our office and break room cleaned 2x a week",
      'Tanya Beaulieu 802-555-0138',
    ],
    expected: { name: 'Tanya Beaulieu', phone: '+18025550138', company: 'Evergreen Landscape Services LLC' },
  },
  {
    id: 'h58-cleaning-early-learning-director',
    split: 'heldout',
    messages: [
      "I'm the director of Little Acorns Early Learning Center and we need weekend cleaning + sanitizing, about 6 classrooms.",
      'Monique Ellsworth-Baptiste (she/her) 314-555-0199 ext. 2',
    ],
    expected: {
      name: 'Monique Ellsworth-Baptiste',
      phone: '+13145550199',
      company: 'Little Acorns Early Learning Center',
    },
  },
  {
    id: 'h59-windows-no-contact-zip',
    split: 'heldout',
    messages: [
      'how much for window cleaning a 2,400 sqft ranch, 22 windows, zip 80027? also do you do screens',
    ],
    expected: {},
  },
  {
    id: 'h60-florist-lowercase-name-venue',
    split: 'heldout',
    messages: [
      'hey this is amara okonkwo-bell, we need wedding flowers — just bouquets & boutonnieres, 8/22/2027, venue is The Glasshouse',
      'amara.ob@example.com',
    ],
    expected: { name: 'Amara Okonkwo-Bell', email: 'amara.ob@example.com' },
  },
];
