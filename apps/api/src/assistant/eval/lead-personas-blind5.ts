/**
 * A fifth blind held-out set of visitor personas for the lead-details extraction.
 *
 * Written 2026-11-24 by a helper session (AI assistant) BLIND: the author read only the `LeadPersona` type and the
 * first three personas of `lead-personas.ts`, and the header and first two personas of `lead-personas-blind2.ts`
 * (for conventions). Not read: the extraction code, its name lists, its tests, the other persona sets, or any
 * results. Never to be used to develop or tune the extraction: measure only.
 *
 * `expected` is what a careful office assistant would file on the lead and nothing more: the name as the visitor
 * gives it, properly capitalised, without courtesy titles (Mrs., Dr., Fr.); email lowercase; phone E.164 with a US
 * default, extensions dropped, a corrected number or email replaced by the correction; `company` only when the
 * visitor acts for that organisation (not their house, a rental they own, an employer merely mentioned, a
 * competitor, a previous contractor, a referrer, or a company visible only in an email domain or an automatic
 * corporate signature).
 *
 * Ambiguous choices made here:
 * - A first name alone ("bob", "this is Dana", "call marisol", "— Kenji") is filed as that first name; no surname
 *   is guessed from the email address (e22 "Mike" with mike.danforth@…).
 * - e23: a pipe-style corporate signature under a personal request (own garage) gives the name but no company.
 * - A company typed in lower case (e58 "bright beginnings daycare") is filed title-cased.
 * - Staff acting for their organisation count (treasurer of an HOA board, groundskeeper, dispatcher, coach, super,
 *   assistant to the owner asking on the owner's behalf); a home-based business with a name (e21) is a company.
 * - e10 / e38 / e59: an employer or a firm they subcontract for, mentioned in passing, is not a company.
 * - e26: the name is given only after being asked ("sure its …").
 *
 * All people, companies, numbers and addresses are fictitious: phones are 555-01xx, emails use example.com /
 * example.org / example.net domains.
 */
import type { LeadPersona } from './lead-personas.js';

export const BLIND5_HELDOUT_PERSONAS: LeadPersona[] = [
  {
    id: 'e01-terse-drain-first-name',
    split: 'heldout',
    messages: ['need quote for drain cleaning. bob 720 555 0142'],
    expected: { name: 'Bob', phone: '+17205550142' },
  },
  {
    id: 'e02-ghanaian-office-manager-church',
    split: 'heldout',
    messages: [
      'Good afternoon. I am the office manager for Grace Fellowship Chapel on Harlan Street.',
      'We need the sanctuary carpets deep cleaned before the Christmas services.',
      'My name is Akosua Mensah-Boateng, you can reach me at 404-555-0117 or akosua.mb@example.org',
    ],
    expected: {
      name: 'Akosua Mensah-Boateng',
      email: 'akosua.mb@example.org',
      phone: '+14045550117',
      company: 'Grace Fellowship Chapel',
    },
  },
  {
    id: 'e03-filipino-small-salon-called',
    split: 'heldout',
    messages: [
      "hi po! we're a small salon called Bella Tress Studio, the drain on our shampoo bowl is super slow",
      'im Maricel Dela Cruz 📱 (702) 555-0133',
    ],
    expected: { name: 'Maricel Dela Cruz', phone: '+17025550133', company: 'Bella Tress Studio' },
  },
  {
    id: 'e04-ukrainian-whirlpool-dryer-email-only-contact',
    split: 'heldout',
    messages: [
      'My Whirlpool dryer stopped heating, it runs but clothes are still wet',
      'Do you repair at home? Oksana Petrenko, oksana.petrenko@example.net',
    ],
    expected: { name: 'Oksana Petrenko', email: 'oksana.petrenko@example.net' },
  },
  {
    id: 'e05-brazilian-husband-and-i-own',
    split: 'heldout',
    messages: [
      'Olá! My husband and I own Capoeira Raízes Academy in Somerville and the heat went out in the training room',
      'Fernanda Oliveira Santos — 617-555-0158',
    ],
    expected: { name: 'Fernanda Oliveira Santos', phone: '+16175550158', company: 'Capoeira Raízes Academy' },
  },
  {
    id: 'e06-japanese-manage-sushi-bar-thursday',
    split: 'heldout',
    messages: [
      'Hello, I manage Kaze Sushi Bar. Our ice machine (Hoshizaki) is leaking onto the floor.',
      'Name is Hiroshi Tanaka. Phone 408-555-0121. Thursday afternoon is best.',
    ],
    expected: { name: 'Hiroshi Tanaka', phone: '+14085550121', company: 'Kaze Sushi Bar' },
  },
  {
    id: 'e07-somali-manage-housing-coop',
    split: 'heldout',
    messages: [
      'Salaam, I manage the properties for Juba Housing Cooperative, 3 buildings on Cedar Ave',
      'need a roof inspection on the building at 1420 Cedar',
      'Abdirahman Warsame 612.555.0164 abdirahman@example.org',
    ],
    expected: {
      name: 'Abdirahman Warsame',
      email: 'abdirahman@example.org',
      phone: '+16125550164',
      company: 'Juba Housing Cooperative',
    },
  },
  {
    id: 'e08-punjabi-run-trucking-company',
    split: 'heldout',
    messages: [
      'I run a small trucking company, Sandhu Freight Lines, 4 trucks. need brake work on one of the Freightliners',
      'Gurpreet Sandhu. call 559-555-0139',
    ],
    expected: { name: 'Gurpreet Sandhu', phone: '+15595550139', company: 'Sandhu Freight Lines' },
  },
  {
    id: 'e09-greek-this-is-nikos-from',
    split: 'heldout',
    messages: [
      'Hi this is Nikos from Olympia Taverna',
      'our walk-in cooler is making a grinding noise since last night',
      'number is (312) 555-0147, ask for Nikos Papadakis',
    ],
    expected: { name: 'Nikos Papadakis', phone: '+13125550147', company: 'Olympia Taverna' },
  },
  {
    id: 'e10-mexican-employer-mentioned-backyard',
    split: 'heldout',
    messages: [
      "Buenas, I work at Home Depot but I need someone to redo my backyard, I don't have time lol",
      'soy Guadalupe Ramírez, 915-555-0110',
    ],
    expected: { name: 'Guadalupe Ramírez', phone: '+19155550110' },
  },
  {
    id: 'e11-haitian-program-director-slashes',
    split: 'heldout',
    messages: [
      "Bonjour, I'm the program director at Lakou Kreyòl Community Center",
      'We would like a quote for weekly cleaning of the hall and two classrooms',
      'Jean-Baptiste Louissaint / jb.louissaint@example.org / 305 555 0126',
    ],
    expected: {
      name: 'Jean-Baptiste Louissaint',
      email: 'jb.louissaint@example.org',
      phone: '+13055550126',
      company: 'Lakou Kreyòl Community Center',
    },
  },
  {
    id: 'e12-no-details-whitening-price',
    split: 'heldout',
    messages: ['how much for teeth whitening?', 'ok thanks ill think about it'],
    expected: {},
  },
  {
    id: 'e13-from-x-here-gate-motor',
    split: 'heldout',
    messages: [
      'from Harborview Storage here - our gate motor is dead again',
      'this is Dana',
      'dana.r@example.com',
    ],
    expected: { name: 'Dana', email: 'dana.r@example.com', company: 'Harborview Storage' },
  },
  {
    id: 'e14-re-hoa-treasurer',
    split: 'heldout',
    messages: [
      're: Lakeside Pines HOA — annual tree trimming bid',
      "Hi, I'm treasurer of the board. Tom Abernathy, 480-555-0150",
    ],
    expected: { name: 'Tom Abernathy', phone: '+14805550150', company: 'Lakeside Pines HOA' },
  },
  {
    id: 'e15-i-do-facilities-at-school',
    split: 'heldout',
    messages: [
      'I do facilities at Northgate Montessori School. Boiler is leaking in the basement',
      'Reggie Okafor, cell 614-555-0188, reggie.okafor@example.org',
    ],
    expected: {
      name: 'Reggie Okafor',
      email: 'reggie.okafor@example.org',
      phone: '+16145550188',
      company: 'Northgate Montessori School',
    },
  },
  {
    id: 'e16-vietnamese-corrected-phone-agency',
    split: 'heldout',
    messages: [
      "hi need carpet cleaning for our office, we're a small insurance agency - Tran Family Insurance",
      'Lisa Tran 714-555-0171',
      'sorry typo, its 714-555-0117',
    ],
    expected: { name: 'Lisa Tran', phone: '+17145550117', company: 'Tran Family Insurance' },
  },
  {
    id: 'e17-paralegal-law-firm-extension',
    split: 'heldout',
    messages: [
      "Hello, I'm the paralegal at Whitcomb & Osei LLP. Our front door lock is jammed and we can't lock up tonight.",
      'Brenda Castellano. Main line is 212-555-0193 ext 204',
    ],
    expected: { name: 'Brenda Castellano', phone: '+12125550193', company: 'Whitcomb & Osei LLP' },
  },
  {
    id: 'e18-rental-duplex-owner',
    split: 'heldout',
    messages: [
      'I own a rental duplex on Maple St, tenant says the furnace is blowing cold air',
      'Kwame Asante 267-555-0129 kwame.asante@example.com',
    ],
    expected: { name: 'Kwame Asante', email: 'kwame.asante@example.com', phone: '+12675550129' },
  },
  {
    id: 'e19-competitor-mentioned-condo',
    split: 'heldout',
    messages: [
      'We had Reliable Rooter out last week and they never fixed it. toilet still backs up',
      'this is for my condo',
      'Rachel Goldberg rgoldberg@example.net',
    ],
    expected: { name: 'Rachel Goldberg', email: 'rgoldberg@example.net' },
  },
  {
    id: 'e20-brewery-gm-previous-contractor',
    split: 'heldout',
    messages: [
      "Hi, I'm the GM at Timberline Brewing Company. Our last HVAC guy was from Summit Air and he retired",
      'Can you take over maintenance on our rooftop units? — Cole Hendricks, 970-555-0153',
    ],
    expected: { name: 'Cole Hendricks', phone: '+19705550153', company: 'Timberline Brewing Company' },
  },
  {
    id: 'e21-referrer-company-home-daycare',
    split: 'heldout',
    messages: [
      'My neighbor Carol from Oakwood Realty recommended you!',
      'I run Little Sprouts Home Daycare out of my house and the gutters are overflowing onto the play area',
      'Vanessa Ortiz 832 555 0144',
    ],
    expected: { name: 'Vanessa Ortiz', phone: '+18325550144', company: 'Little Sprouts Home Daycare' },
  },
  {
    id: 'e22-email-domain-only-company',
    split: 'heldout',
    messages: [
      'can you quote a deep clean for a 2 bed apt? moving out end of month',
      'Mike — mike.danforth@brightpathlogistics.example.com',
    ],
    expected: { name: 'Mike', email: 'mike.danforth@brightpathlogistics.example.com' },
  },
  {
    id: 'e23-automatic-corporate-signature-personal-job',
    split: 'heldout',
    messages: [
      'Do you do emergency water heater replacement? Mine burst and flooded the garage.\n\nJordan Whitaker | Senior Analyst | Castlegate Insurance\nThis message and any attachments are confidential and intended solely for the addressee.\nSent from my iPhone',
    ],
    expected: { name: 'Jordan Whitaker' },
  },
  {
    id: 'e24-wedding-fiance-decoy-june',
    split: 'heldout',
    messages: [
      'hi!! getting married next June 💍 looking at your barn for ~120 guests',
      'Im Thuy Nguyen and my fiance is Derek Hall',
      'thuy.nguyen@example.com',
    ],
    expected: { name: 'Thuy Nguyen', email: 'thuy.nguyen@example.com' },
  },
  {
    id: 'e25-bakery-called-accountant',
    split: 'heldout',
    messages: [
      "we're a small bakery called Rise & Crumb, need help with quarterly taxes and payroll",
      'Siobhan Kaur, 503-555-0108',
    ],
    expected: { name: 'Siobhan Kaur', phone: '+15035550108', company: 'Rise & Crumb' },
  },
  {
    id: 'e26-nigerian-name-only-when-asked-move',
    split: 'heldout',
    messages: [
      'how much to move a small office from Austin to Round Rock on Dec 12',
      'its for our nonprofit, Texas Literacy Bridge',
      'ok sounds good. sure its Emeka Nwosu',
      '512 555 0161',
    ],
    expected: { name: 'Emeka Nwosu', phone: '+15125550161', company: 'Texas Literacy Bridge' },
  },
  {
    id: 'e27-stables-horse-name-decoy',
    split: 'heldout',
    messages: [
      'Hi, I run Willow Creek Stables. One of our mares, Mochi, has been limping since Sunday 😟',
      'Can the vet come out? Yui Nakamura 206-555-0135',
    ],
    expected: { name: 'Yui Nakamura', phone: '+12065550135', company: 'Willow Creek Stables' },
  },
  {
    id: 'e28-volunteer-coordinator-rescue',
    split: 'heldout',
    messages: [
      'Hi, I coordinate volunteers for Second Chance Paws Rescue, we have 6 kittens needing vaccines',
      'is there a nonprofit rate?',
      'Tamara Lindqvist / tamara@example.org',
    ],
    expected: { name: 'Tamara Lindqvist', email: 'tamara@example.org', company: 'Second Chance Paws Rescue' },
  },
  {
    id: 'e29-lowercase-typos-roof-shop',
    split: 'heldout',
    messages: [
      'roof leakin over our shop after the storm need somone asap',
      'its kettering auto repair on hwy 30',
      'name is dwayne kettering',
      'cel 817 555 0176',
    ],
    expected: { name: 'Dwayne Kettering', phone: '+18175550176', company: 'Kettering Auto Repair' },
  },
  {
    id: 'e30-polish-priest-title-parish',
    split: 'heldout',
    messages: [
      "this is for our church, St. Brigid's Catholic Parish — some shingles blew off the rectory roof",
      'I am Fr. Tomasz Wiśniewski, the pastor. (773) 555-0190',
    ],
    expected: { name: 'Tomasz Wiśniewski', phone: '+17735550190', company: "St. Brigid's Catholic Parish" },
  },
  {
    id: 'e31-igbo-mrs-title-will',
    split: 'heldout',
    messages: [
      "Hello, this is Mrs. Adaeze Okonkwo. I need my late husband's will reviewed.",
      'Best to call 301-555-0114 after 3pm',
    ],
    expected: { name: 'Adaeze Okonkwo', phone: '+13015550114' },
  },
  {
    id: 'e32-dr-title-owns-clinic',
    split: 'heldout',
    messages: [
      'Dr. Priyanka Raghunathan here, I own Sunrise Pediatrics on Route 9. Looking for a nightly cleaning crew',
      'email priyanka@example.com',
    ],
    expected: { name: 'Priyanka Raghunathan', email: 'priyanka@example.com', company: 'Sunrise Pediatrics' },
  },
  {
    id: 'e33-no-details-gym-questions',
    split: 'heldout',
    messages: ['do you have a family membership?', 'what time do you close on sundays'],
    expected: {},
  },
  {
    id: 'e34-uppercase-email-super',
    split: 'heldout',
    messages: [
      'Carlos Mendoza-Reyes here, I am the super at Bayview Apartments. CMENDOZA@EXAMPLE.NET',
      'the Rheem water heater in the basement is leaking',
    ],
    expected: { name: 'Carlos Mendoza-Reyes', email: 'cmendoza@example.net', company: 'Bayview Apartments' },
  },
  {
    id: 'e35-portuguese-office-manager-startup-country-code',
    split: 'heldout',
    messages: [
      "I'm the office manager for Quanta Loop Labs, we need an office cleaning quote (about 3,000 sq ft)",
      'Ana Lúcia Ferreira, 1-650-555-0127',
    ],
    expected: { name: 'Ana Lúcia Ferreira', phone: '+16505550127', company: 'Quanta Loop Labs' },
  },
  {
    id: 'e36-chatty-name-last-preschool',
    split: 'heldout',
    messages: [
      'Hi there, so our AC has been making this awful rattling noise for about a week now and today it just stopped blowing cold at all, and the kids are melting 🥵',
      'We are Little Bayou Preschool on Perkins Rd, I am the director',
      'You can call 225-555-0184',
      "oh and I'm Bernadette, Bernadette Moreau",
    ],
    expected: { name: 'Bernadette Moreau', phone: '+12255550184', company: 'Little Bayou Preschool' },
  },
  {
    id: 'e37-with-school-district-maintenance',
    split: 'heldout',
    messages: [
      "I'm with Riverside Unified School District maintenance. Need a bid on replacing gym floor drains at two sites",
      'Luis Carrillo, luis.carrillo@example.org',
    ],
    expected: {
      name: 'Luis Carrillo',
      email: 'luis.carrillo@example.org',
      company: 'Riverside Unified School District',
    },
  },
  {
    id: 'e38-nurse-employer-mentioned',
    split: 'heldout',
    messages: [
      "I'm a nurse at Mercy General so I work nights, can the plumber come in the morning?",
      'Shanice Powell 901-555-0102',
    ],
    expected: { name: 'Shanice Powell', phone: '+19015550102' },
  },
  {
    id: 'e39-ordering-catering-for-office',
    split: 'heldout',
    messages: [
      "Hi I'd like to book catering for our office holiday party, we're Pinecrest Dental, about 25 people",
      'Heather Lindgren, 616-555-0165',
    ],
    expected: { name: 'Heather Lindgren', phone: '+16165550165', company: 'Pinecrest Dental' },
  },
  {
    id: 'e40-swim-club-coach-dots',
    split: 'heldout',
    messages: [
      'I coach for Eastlake Youth Swim Club, looking to rent 2 lanes Tues/Thurs evenings',
      'kenji.watanabe@example.com / 503.555.0196 — Kenji',
    ],
    expected: {
      name: 'Kenji',
      email: 'kenji.watanabe@example.com',
      phone: '+15035550196',
      company: 'Eastlake Youth Swim Club',
    },
  },
  {
    id: 'e41-pub-owner-wife-decoy',
    split: 'heldout',
    messages: [
      'My wife Linh said to message you about installing a new Hobart dishwasher at the pub',
      "I'm Paul Brennan, I own Brennan's Pub on Water St",
      '617-555-0140',
    ],
    expected: { name: 'Paul Brennan', phone: '+16175550140', company: "Brennan's Pub" },
  },
  {
    id: 'e42-assistant-to-owner-boss-decoy',
    split: 'heldout',
    messages: [
      "Hi, I'm the assistant to the owner of Maple Leaf Auto Body, Steve Kowal. He asked me to get a quote for bookkeeping services",
      'My name is Jasmine Ferreira, jasmine@example.com',
    ],
    expected: { name: 'Jasmine Ferreira', email: 'jasmine@example.com', company: 'Maple Leaf Auto Body' },
  },
  {
    id: 'e43-food-pantry-call-first-name',
    split: 'heldout',
    messages: [
      'hey we run the food pantry at Eastside Neighbors Alliance and our chest freezer died 😬',
      'call marisol 505-555-0131',
    ],
    expected: { name: 'Marisol', phone: '+15055550131', company: 'Eastside Neighbors Alliance' },
  },
  {
    id: 'e44-phone-only-florist-van',
    split: 'heldout',
    messages: [
      'leaking radiator on a 2014 Ford Transit, its the delivery van for Greenleaf Florist, my shop',
      '419-555-0104',
    ],
    expected: { phone: '+14195550104', company: 'Greenleaf Florist' },
  },
  {
    id: 'e45-email-only-church-lawn',
    split: 'heldout',
    messages: [
      'pls send me your price list for lawn mowing at our church, New Hope Baptist. tnx',
      'd.ivanova@example.net',
    ],
    expected: { email: 'd.ivanova@example.net', company: 'New Hope Baptist' },
  },
  {
    id: 'e46-vietnamese-owner-nail-spa',
    split: 'heldout',
    messages: [
      'Hello I am owner of Lotus Nails & Spa, need AC fix, customer complain too hot',
      'Hanh Pham 832-555-0178',
    ],
    expected: { name: 'Hanh Pham', phone: '+18325550178', company: 'Lotus Nails & Spa' },
  },
  {
    id: 'e47-korean-food-truck-lowercase',
    split: 'heldout',
    messages: [
      'got a parking ticket dispute w the city for my food truck Seoul Kitchen, can you help?',
      'jiwoo park, jiwoo.park@example.com',
    ],
    expected: { name: 'Jiwoo Park', email: 'jiwoo.park@example.com', company: 'Seoul Kitchen' },
  },
  {
    id: 'e48-yoruba-firm-moving-partner',
    split: 'heldout',
    messages: [
      'Our firm Adeyemi & Cole Architects is moving offices on Jan 15, about 14 desks plus plotters',
      'Folake Adeyemi, managing partner. 713-555-0112, folake@example.com',
    ],
    expected: {
      name: 'Folake Adeyemi',
      email: 'folake@example.com',
      phone: '+17135550112',
      company: 'Adeyemi & Cole Architects',
    },
  },
  {
    id: 'e49-property-manager-tenant-decoy',
    split: 'heldout',
    messages: [
      "I'm a property manager with Keystone Residential. Tenant in unit 4B, Mr. Hollis, reports a leak under the kitchen sink",
      "Can you go out Monday? I'm Chantal Dubois, 215-555-0149",
    ],
    expected: { name: 'Chantal Dubois', phone: '+12155550149', company: 'Keystone Residential' },
  },
  {
    id: 'e50-tongan-name-first-groundskeeper',
    split: 'heldout',
    messages: [
      'Sione Tupou here 👋',
      'im the groundskeeper for Palm Terrace Condominiums, board asked me to get 3 bids for new sod by the pool',
      '808-555-0185',
    ],
    expected: { name: 'Sione Tupou', phone: '+18085550185', company: 'Palm Terrace Condominiums' },
  },
  {
    id: 'e51-ops-manager-vacation-rentals-airbnb',
    split: 'heldout',
    messages: [
      "I'm the ops manager at Blue Ridge Getaways, we have 12 cabins on Airbnb and VRBO around Asheville",
      'Looking for turnover cleaning, usually Saturdays',
      'Meredith Shaw, meredith.shaw@example.com',
    ],
    expected: { name: 'Meredith Shaw', email: 'meredith.shaw@example.com', company: 'Blue Ridge Getaways' },
  },
  {
    id: 'e52-ghanaian-events-chair-gala',
    split: 'heldout',
    messages: [
      'Planning the spring gala for Hope Harbor Foundation, do you have availability for April 18?',
      "I'm the events chair — Gwen Asare, gwen@example.org",
    ],
    expected: { name: 'Gwen Asare', email: 'gwen@example.org', company: 'Hope Harbor Foundation' },
  },
  {
    id: 'e53-no-details-insurance-refuses',
    split: 'heldout',
    messages: ['do you take Delta Dental insurance?', 'id rather not give my number, just checking'],
    expected: {},
  },
  {
    id: 'e54-italian-fleet-coordinator-plus-one',
    split: 'heldout',
    messages: [
      'hi i need oil changes for 5 trucks, im the fleet coordinator for Desert Bloom Landscaping',
      'my names carla bianchi +1 602 555 0137',
    ],
    expected: { name: 'Carla Bianchi', phone: '+16025550137', company: 'Desert Bloom Landscaping' },
  },
  {
    id: 'e55-turkish-kebab-shop-hood',
    split: 'heldout',
    messages: [
      'Merhaba, we have a kebab shop, Anatolia Grill, the hood vent needs cleaning before inspection',
      'Emre Yıldız, 734-555-0159',
    ],
    expected: { name: 'Emre Yıldız', phone: '+17345550159', company: 'Anatolia Grill' },
  },
  {
    id: 'e56-ukrainian-dispatcher-extension',
    split: 'heldout',
    messages: [
      'Dmytro Kovalenko, dispatcher at Prairie Wind Transport. One of our Peterbilts needs a tow to your shop from I-80 exit 312',
      'call 402-555-0168 x12',
    ],
    expected: { name: 'Dmytro Kovalenko', phone: '+14025550168', company: 'Prairie Wind Transport' },
  },
  {
    id: 'e57-corrected-email-small-church',
    split: 'heldout',
    messages: [
      "we're a small church, Living Waters Fellowship, furnace won't light",
      'Samuel Oduya, sam.oduya@exmaple.com',
      'sorry sam.oduya@example.com',
    ],
    expected: { name: 'Samuel Oduya', email: 'sam.oduya@example.com', company: 'Living Waters Fellowship' },
  },
  {
    id: 'e58-lowercase-daycare-from',
    split: 'heldout',
    messages: [
      'hi from bright beginnings daycare, we need the playground mulch refreshed before spring',
      'this is keisha, 336-555-0120',
    ],
    expected: { name: 'Keisha', phone: '+13365550120', company: 'Bright Beginnings Daycare' },
  },
  {
    id: 'e59-sikh-sole-trader-sub-decoy',
    split: 'heldout',
    messages: [
      "I'm a self-employed electrician, just me, no company name yet. I sometimes sub for Bright Spark Electric",
      'need help setting up my books and estimated taxes',
      'Harpreet Gill 916-555-0125',
    ],
    expected: { name: 'Harpreet Gill', phone: '+19165550125' },
  },
  {
    id: 'e60-chinese-wellness-corporate-membership',
    split: 'heldout',
    messages: [
      'Hi, I coordinate employee wellness for Meridian Credit Union, interested in a corporate membership for ~40 staff',
      'Wei Chen, wei.chen@example.org, 415-555-0103',
    ],
    expected: {
      name: 'Wei Chen',
      email: 'wei.chen@example.org',
      phone: '+14155550103',
      company: 'Meridian Credit Union',
    },
  },
];
