/**
 * A fourth blind held-out set of visitor personas for the lead-details extraction.
 *
 * Written 2026-11-24 by a helper session (AI assistant) BLIND: the author did not read the extraction code, its
 * name lists, its tests, the other persona sets (beyond the `LeadPersona` type and the first few personas of
 * `lead-personas.ts` for format and the header plus first two personas of `lead-personas-blind2.ts` for
 * conventions), the decision records, the git history or any results, and did not run the extraction.
 * Never to be used to develop or tune the extraction: measure only.
 *
 * `expected` is what a careful office assistant would file on the lead and nothing more:
 * - `name` as the person gives it, properly capitalised, without courtesy titles (Dr., Mrs.); first name only
 *   when that is all they give; the visitor's own name, never a neighbour, pastor, spouse, pet or client named
 *   in passing; after a self-correction, the corrected name.
 * - `email` lowercase; after a correction, the corrected address. A name is never inferred from an email address.
 * - `phone` E.164 with a US default, extensions dropped; after a correction, the corrected number.
 * - `company` only when the visitor is acting for that organisation (business, school, church, nonprofit, HOA,
 *   library), spelled as they give it including LLC / Inc. / LLP and "&"; never for their home, a rental they
 *   own, an employer they merely mention, a competitor or previous contractor, a referrer, an appliance or
 *   product brand, or a company visible only in an email domain or an automatic corporate signature.
 *
 * Ambiguous choices made (a reader may disagree):
 * - d14: an all-caps message; name and company are filed in ordinary capitalisation ("Holloway Farm Market").
 * - d16: a work phone from an automatic corporate signature is filed (it is a way to reach the person), the
 *   company in that signature is not (the request is for his own yard).
 * - d35: "Oluwaseun Adeyemi … everyone calls me Seun": the full name as given is filed, not the nickname.
 * - d37: "Willow Creek HOA" is filed as a company (he writes for the HOA board).
 * - d46: "o'neill" typed in lower case is filed as "O'Neill" (and "O'Neill Family Insurance").
 * - d47: the Portuguese particle keeps its lower case: "Ana de Souza".
 * - d49: Vietnamese diacritics are kept as typed ("Trần Minh Khoa", "Phở Saigon 88").
 * - d29: an event planner booking for a client files her own agency, not the couple she books for.
 * - d55: "Chai & Chaat Café" keeps the accent as typed.
 *
 * All people, companies, numbers and addresses are fictitious: phones are 555-01xx (any area code), emails use
 * example.com / example.org / example.net (and subdomains of them).
 */
import type { LeadPersona } from './lead-personas.js';

export const BLIND4_HELDOUT_PERSONAS: LeadPersona[] = [
  {
    id: 'd01-hi-this-is-first-name-salon',
    split: 'heldout',
    messages: ['hi this is maria, can i book a balayage for saturday morning?', 'my cell is 312-555-0101'],
    expected: { name: 'Maria', phone: '+13125550101' },
  },
  {
    id: 'd02-gm-at-restaurant-street-decoy',
    split: 'heldout',
    messages: [
      "Hi, I'm the GM at Rosalind's Kitchen & Bar on Fulton St. Our grease trap is backing up and we open for dinner at 5",
      'Daniel Okafor, 773.555.0102, dokafor@example.com',
    ],
    expected: {
      name: 'Daniel Okafor',
      email: 'dokafor@example.com',
      phone: '+17735550102',
      company: "Rosalind's Kitchen & Bar",
    },
  },
  {
    id: 'd03-facilities-school-extension',
    split: 'heldout',
    messages: [
      "Good morning. I handle facilities for St. Brendan's Academy and we'd like the gym floor sanded and refinished over winter break.",
      "Siobhan O'Rourke — sorourke@stbrendans.example.org — (617) 555-0103 ext. 204",
    ],
    expected: {
      name: "Siobhan O'Rourke",
      email: 'sorourke@stbrendans.example.org',
      phone: '+16175550103',
      company: "St. Brendan's Academy",
    },
  },
  {
    id: 'd04-name-mid-sentence-brand-decoy-bakery',
    split: 'heldout',
    messages: [
      'the furnace in our bakery is a Carrier, maybe 15 yrs old, and it keeps shutting off overnight',
      "anyway this is Wojciech Nowak, I own Nowak's Bakery on Pulaski Rd, you can reach me at 414 555 0104",
    ],
    expected: { name: 'Wojciech Nowak', phone: '+14145550104', company: "Nowak's Bakery" },
  },
  {
    id: 'd05-dash-sign-off-clinic-cleaning',
    split: 'heldout',
    messages: [
      'We need nightly janitorial service for our clinic, about 3,000 sq ft, Monday–Friday. Please email me a quote.\n' +
        '— Adaeze Nwosu, Lakeview Pediatrics',
      'adaeze.nwosu@example.net',
    ],
    expected: { name: 'Adaeze Nwosu', email: 'adaeze.nwosu@example.net', company: 'Lakeview Pediatrics' },
  },
  {
    id: 'd06-name-when-asked-yoga-studio',
    split: 'heldout',
    messages: [
      'need a quote on roof repair, we lost a bunch of shingles in the storm',
      "it's the building we lease for our yoga studio, Sattva Yoga, on Maple Ridge Rd",
      'oh sorry — Ravi Iyer',
      '469-555-0106 is best',
    ],
    expected: { name: 'Ravi Iyer', phone: '+14695550106', company: 'Sattva Yoga' },
  },
  {
    id: 'd07-my-company-inc-chinese-name',
    split: 'heldout',
    messages: [
      'Hello, my company Golden Lotus Trading Inc. needs office cleaning 3 times a week, about 4000 sq ft',
      'I am Chen Wei. (626) 555-0107, chenwei@goldenlotus.example.com',
    ],
    expected: {
      name: 'Chen Wei',
      email: 'chenwei@goldenlotus.example.com',
      phone: '+16265550107',
      company: 'Golden Lotus Trading Inc.',
    },
  },
  {
    id: 'd08-landlord-deposit-no-company',
    split: 'heldout',
    messages: [
      'I need to talk to a lawyer about my landlord keeping my whole security deposit. Do you do free consultations?',
      'My name is Yousef Al-Masri, email yousef.almasri@example.com',
    ],
    expected: { name: 'Yousef Al-Masri', email: 'yousef.almasri@example.com' },
  },
  {
    id: 'd09-our-shop-spanish-bakery',
    split: 'heldout',
    messages: [
      'hola, do you do commercial AC? our shop on Calle Ocho gets super hot by noon',
      "es la Panadería La Esperanza. I'm Lucía Fernández, 305-555-0109",
    ],
    expected: { name: 'Lucía Fernández', phone: '+13055550109', company: 'Panadería La Esperanza' },
  },
  {
    id: 'd10-we-run-nail-salon-vietnamese',
    split: 'heldout',
    messages: [
      'we run Lotus Nails & Spa in the strip mall by Target, the pedicure chair drains are very slow',
      'ok my name Nguyen Thi Lan, phone 7145550110',
    ],
    expected: { name: 'Nguyen Thi Lan', phone: '+17145550110', company: 'Lotus Nails & Spa' },
  },
  {
    id: 'd11-no-details-price-question',
    split: 'heldout',
    messages: [
      'how much is a dental cleaning for a dog? shes 9 and about 40 lbs',
      'ok thanks ill think about it',
    ],
    expected: {},
  },
  {
    id: 'd12-phone-correction-pub',
    split: 'heldout',
    messages: [
      "Hi, Brian Kelly here, I own Kelly's Pub on Main. The sump pump in our basement died.",
      'call 608-555-0161',
      'sorry typo, 608-555-0112',
    ],
    expected: { name: 'Brian Kelly', phone: '+16085550112', company: "Kelly's Pub" },
  },
  {
    id: 'd13-email-correction-storage',
    split: 'heldout',
    messages: [
      'I manage Summit Self Storage and our front gate arm is stuck open. Do you do commercial gates?',
      'Mike Donnelly, mike.d@exmaple.com',
      'wait typo, mike.d@example.com',
    ],
    expected: { name: 'Mike Donnelly', email: 'mike.d@example.com', company: 'Summit Self Storage' },
  },
  {
    id: 'd14-all-caps-farm-market',
    split: 'heldout',
    messages: [
      'HI WE NEED THE GUTTERS CLEANED ON OUR FARM STAND BEFORE THANKSGIVING. HOLLOWAY FARM MARKET ON ROUTE 6',
      'JANET HOLLOWAY 402-555-0114 JANET.HOLLOWAY@EXAMPLE.NET',
    ],
    expected: {
      name: 'Janet Holloway',
      email: 'janet.holloway@example.net',
      phone: '+14025550114',
      company: 'Holloway Farm Market',
    },
  },
  {
    id: 'd15-signature-title-line-property-llc',
    split: 'heldout',
    messages: [
      'Good afternoon,\n\nWe have a unit turning over at 118 Birch St. #3 and need carpet cleaning and a deep clean before the 1st.\n\n' +
        'Best,\nTamika Johnson\nProperty Manager\nNorthgate Residential Partners, LLC\nO: (216) 555-0115 x31\ntjohnson@northgate.example.com',
    ],
    expected: {
      name: 'Tamika Johnson',
      email: 'tjohnson@northgate.example.com',
      phone: '+12165550115',
      company: 'Northgate Residential Partners, LLC',
    },
  },
  {
    id: 'd16-automatic-corporate-signature-own-yard',
    split: 'heldout',
    messages: [
      "hey do you guys do aeration + overseeding? it's for my own yard, about a quarter acre\n\n" +
        'Greg Patterson\nSenior Analyst | Meridian Financial Services\nDirect: 614-555-0116\n' +
        'This message may contain confidential information and is intended only for the named recipient.',
    ],
    expected: { name: 'Greg Patterson', phone: '+16145550116' },
  },
  {
    id: 'd17-employer-mentioned-nurse-condo',
    split: 'heldout',
    messages: [
      'I work at Riverside Hospital, 12 hr shifts, so I can only do evenings. Need an AC tune-up at my condo.',
      'Fatima Bello 901-555-0117',
    ],
    expected: { name: 'Fatima Bello', phone: '+19015550117' },
  },
  {
    id: 'd18-referral-decoy-diner',
    split: 'heldout',
    messages: [
      'My buddy Steve at Copperline Bakery said you did their hood cleaning. We need the same at our diner, Sunny Side Up Diner.',
      'Chinedu Eze, owner. 317-555-0118',
    ],
    expected: { name: 'Chinedu Eze', phone: '+13175550118', company: 'Sunny Side Up Diner' },
  },
  {
    id: 'd19-previous-contractor-house',
    split: 'heldout',
    messages: [
      'we had AllTemp Mechanical last year but they never came back to finish. need a new furnace quote for my house',
      'Kate Brennan, katebrennan@example.com',
    ],
    expected: { name: 'Kate Brennan', email: 'katebrennan@example.com' },
  },
  {
    id: 'd20-church-office-pastor-decoy',
    split: 'heldout',
    messages: [
      "Hi! I'm the office admin at Grace Fellowship Church. Our boiler is making a loud banging noise and we have services Sunday.",
      "Pastor Ruth asked me to reach out. I'm Deborah Mensah. The church office is 757-555-0120.",
    ],
    expected: { name: 'Deborah Mensah', phone: '+17575550120', company: 'Grace Fellowship Church' },
  },
  {
    id: 'd21-dr-title-dental-practice',
    split: 'heldout',
    messages: [
      'This is Dr. Anand Krishnan. I need a post-construction deep clean of my practice, Krishnan Family Dentistry, after our renovation.',
      'Office line (408) 555-0121',
    ],
    expected: { name: 'Anand Krishnan', phone: '+14085550121', company: 'Krishnan Family Dentistry' },
  },
  {
    id: 'd22-mrs-title-stables-horse-name',
    split: 'heldout',
    messages: [
      'Mrs. Eleanor Whitaker here. I run Whitaker Stables and our mare Duchess has been lame on her left fore since Tuesday.',
      'Could the vet come out? eleanor@whitakerstables.example.com or 540-555-0122',
    ],
    expected: {
      name: 'Eleanor Whitaker',
      email: 'eleanor@whitakerstables.example.com',
      phone: '+15405550122',
      company: 'Whitaker Stables',
    },
  },
  {
    id: 'd23-calling-for-nonprofit-pantry',
    split: 'heldout',
    messages: [
      "calling for Westside Food Pantry — we're a small nonprofit and our walk-in cooler isn't holding temp",
      "my name's Jorge Ramírez, volunteer coordinator. jorge@westsidepantry.example.org",
    ],
    expected: {
      name: 'Jorge Ramírez',
      email: 'jorge@westsidepantry.example.org',
      company: 'Westside Food Pantry',
    },
  },
  {
    id: 'd24-gym-brand-decoy',
    split: 'heldout',
    messages: [
      'we own a CrossFit box, Iron Anvil Fitness, and the rubber floors need a deep clean + degrease',
      'Kyle Swanson, co-owner with my wife. 801-555-0124',
    ],
    expected: { name: 'Kyle Swanson', phone: '+18015550124', company: 'Iron Anvil Fitness' },
  },
  {
    id: 'd25-number-in-company-chiropractic',
    split: 'heldout',
    messages: [
      "I'm the office manager at 3 Rivers Chiropractic. Our front door lock is sticking and sometimes won't latch.",
      'Heather Lindqvist 412 555 0125',
    ],
    expected: { name: 'Heather Lindqvist', phone: '+14125550125', company: '3 Rivers Chiropractic' },
  },
  {
    id: 'd26-casual-lowercase-daycare',
    split: 'heldout',
    messages: [
      'hey its sam, i own lil sprouts daycare. need new mulch put down on teh playground b4 the inspection',
      'text me 404 555 0126 thx',
    ],
    expected: { name: 'Sam', phone: '+14045550126', company: 'Lil Sprouts Daycare' },
  },
  {
    id: 'd27-rental-duplex-owner',
    split: 'heldout',
    messages: [
      'I own a rental duplex on Harmon Ave and the tenant says the toilet runs nonstop',
      'Piotr Zielinski, piotr.z@example.com, 773-555-0127',
    ],
    expected: { name: 'Piotr Zielinski', email: 'piotr.z@example.com', phone: '+17735550127' },
  },
  {
    id: 'd28-korean-bbq-pest-control',
    split: 'heldout',
    messages: [
      'Hello we are Seoul Garden BBQ, restaurant on Western Ave. We saw mice near the dry storage, need pest control fast',
      'Ji-woo Park, owner. 213-555-0128. jiwoo.park@example.com',
    ],
    expected: {
      name: 'Ji-woo Park',
      email: 'jiwoo.park@example.com',
      phone: '+12135550128',
      company: 'Seoul Garden BBQ',
    },
  },
  {
    id: 'd29-event-planner-client-names-decoy',
    split: 'heldout',
    messages: [
      "We're Crescent Moon Events — planning the Haddad/Morgan wedding rehearsal dinner for 40 and would love to book your private room on Friday the 12th.",
      'Best, Aisha Rahman\n+1.919.555.0129',
    ],
    expected: { name: 'Aisha Rahman', phone: '+19195550129', company: 'Crescent Moon Events' },
  },
  {
    id: 'd30-irish-hyphenated-pub',
    split: 'heldout',
    messages: [
      "Hi, my name is Niamh O'Sullivan-Hayes and I manage The Gilded Harp, the Irish pub on Washington Ave.",
      "We're looking for weekly window washing, inside and out. niamh.osh@example.com",
    ],
    expected: { name: "Niamh O'Sullivan-Hayes", email: 'niamh.osh@example.com', company: 'The Gilded Harp' },
  },
  {
    id: 'd31-owner-hardware-lawyer',
    split: 'heldout',
    messages: [
      "I'm the owner of Patel & Sons Hardware. We got a demand letter from one of our suppliers and I need advice.",
      'Vikram Patel 630-555-0131 vikram@patelandsons.example.com',
    ],
    expected: {
      name: 'Vikram Patel',
      email: 'vikram@patelandsons.example.com',
      phone: '+16305550131',
      company: 'Patel & Sons Hardware',
    },
  },
  {
    id: 'd32-company-only-in-email-domain',
    split: 'heldout',
    messages: [
      "Do you do chimney sweeps? Haven't used our fireplace in 3 years and want it checked before Christmas.",
      'Lena Hoffmann, lena@hoffmannarchitects.example.com',
    ],
    expected: { name: 'Lena Hoffmann', email: 'lena@hoffmannarchitects.example.com' },
  },
  {
    id: 'd33-name-june-days-decoy-cpa',
    split: 'heldout',
    messages: [
      "Hi, I'm June Tanaka, office manager at Tanaka & Reyes CPAs. Could your crew clean our carpets Monday or Wednesday evening?",
      'june@tanakareyes.example.com / 503-555-0133',
    ],
    expected: {
      name: 'June Tanaka',
      email: 'june@tanakareyes.example.com',
      phone: '+15035550133',
      company: 'Tanaka & Reyes CPAs',
    },
  },
  {
    id: 'd34-streets-decoy-name-later-coffee',
    split: 'heldout',
    messages: [
      "there's water leaking under the sink behind our espresso bar — The Daily Grind Coffee Co., on Franklin St near Lincoln Park",
      'can someone come before 2?',
      'name is Grace Liu, 312 555 0134',
    ],
    expected: { name: 'Grace Liu', phone: '+13125550134', company: 'The Daily Grind Coffee Co.' },
  },
  {
    id: 'd35-neighbor-decoy-nickname-tax-office',
    split: 'heldout',
    messages: [
      'My neighbor Tom Reilly recommended you for gutter guards. I run a small tax office, Adeyemi Tax Services, out of a storefront on 3rd.',
      "My name's Oluwaseun Adeyemi but everyone calls me Seun. 832-555-0135",
    ],
    expected: { name: 'Oluwaseun Adeyemi', phone: '+18325550135', company: 'Adeyemi Tax Services' },
  },
  {
    id: 'd36-principal-montessori',
    split: 'heldout',
    messages: [
      'Hello, this is Marisol Vega, principal of Oak Hollow Montessori School. We need all the classroom windows cleaned over spring break.',
      'Please send an estimate to mvega@oakhollow.example.org. My direct line is 210.555.0136.',
    ],
    expected: {
      name: 'Marisol Vega',
      email: 'mvega@oakhollow.example.org',
      phone: '+12105550136',
      company: 'Oak Hollow Montessori School',
    },
  },
  {
    id: 'd37-angle-bracket-email-hoa',
    split: 'heldout',
    messages: [
      "I'm on the board of the Willow Creek HOA and we're getting bids for common-area mowing next season (about 6 acres).",
      'Contact: Tomás Herrera <tomas.herrera@example.net>',
    ],
    expected: { name: 'Tomás Herrera', email: 'tomas.herrera@example.net', company: 'Willow Creek HOA' },
  },
  {
    id: 'd38-email-only-no-name',
    split: 'heldout',
    messages: [
      'quote for stump grinding? 2 stumps in the back yard, maybe 18 inches across',
      'k.oconnor@example.com or 1 (512) 555-0138',
    ],
    expected: { email: 'k.oconnor@example.com', phone: '+15125550138' },
  },
  {
    id: 'd39-thx-first-name-dance-studio',
    split: 'heldout',
    messages: [
      "we're a small dance studio (Step Up Dance Academy) and the AC in studio B can't keep up during evening classes",
      'can someone come look this week? 614-555-0139\nthx, Deepa',
    ],
    expected: { name: 'Deepa', phone: '+16145550139', company: 'Step Up Dance Academy' },
  },
  {
    id: 'd40-law-firm-llp-extension',
    split: 'heldout',
    messages: [
      'Our firm, Whitfield Lowe & Abara LLP, is moving to a new suite in January and we need a move-out clean of the old one.',
      "I'm Nkechi Abara, one of the partners. (202) 555-0140 ext 12, nabara@wlalaw.example.com",
    ],
    expected: {
      name: 'Nkechi Abara',
      email: 'nabara@wlalaw.example.com',
      phone: '+12025550140',
      company: 'Whitfield Lowe & Abara LLP',
    },
  },
  {
    id: 'd41-competitor-quote-house',
    split: 'heldout',
    messages: [
      'got a quote from BrightStar Roofing for $14k for a full tear-off, can you beat it? ranch house, about 1800 sq ft',
      'Dale Hutchins 316-555-0141',
    ],
    expected: { name: 'Dale Hutchins', phone: '+13165550141' },
  },
  {
    id: 'd42-kitchen-manager-appliance-brands',
    split: 'heldout',
    messages: [
      "I'm the kitchen manager at Harborview Senior Living. Our Hobart dishwasher is leaking and the True reach-in isn't cold.",
      'Hamid Karimi — 619-555-0142',
    ],
    expected: { name: 'Hamid Karimi', phone: '+16195550142', company: 'Harborview Senior Living' },
  },
  {
    id: 'd43-manager-apostrophe-pizzeria',
    split: 'heldout',
    messages: [
      "Hi I'm the manager at Mama Lucia's Pizzeria, our walk-in freezer quit overnight!! need someone asap",
      'Tony Russo 718-555-0143',
    ],
    expected: { name: 'Tony Russo', phone: '+17185550143', company: "Mama Lucia's Pizzeria" },
  },
  {
    id: 'd44-facilities-credit-union-branches',
    split: 'heldout',
    messages: [
      "I handle facilities for Brightwater Credit Union's two branches. Looking for a quarterly HVAC maintenance agreement.",
      'Samuel Osei, sosei@brightwatercu.example.org, 614-555-0144',
    ],
    expected: {
      name: 'Samuel Osei',
      email: 'sosei@brightwatercu.example.org',
      phone: '+16145550144',
      company: 'Brightwater Credit Union',
    },
  },
  {
    id: 'd45-no-details-house-calls',
    split: 'heldout',
    messages: ['do you do house calls for cats', 'ok nevermind, thanks'],
    expected: {},
  },
  {
    id: 'd46-lowercase-irish-insurance',
    split: 'heldout',
    messages: [
      "mary-kate o'neill here from o'neill family insurance. our office carpet has a coffee stain the size of a desk lol",
      'mk@oneillinsurance.example.com',
    ],
    expected: {
      name: "Mary-Kate O'Neill",
      email: 'mk@oneillinsurance.example.com',
      company: "O'Neill Family Insurance",
    },
  },
  {
    id: 'd47-portuguese-particle-market',
    split: 'heldout',
    messages: [
      'hi, I own Casa Brasil Market and the back door of the store got damaged in a break-in last night',
      'can u board it up today? Ana de Souza 617 555 0147',
    ],
    expected: { name: 'Ana de Souza', phone: '+16175550147', company: 'Casa Brasil Market' },
  },
  {
    id: 'd48-plus-address-library',
    split: 'heldout',
    messages: [
      "Hi, I'm Liz Carter, facilities coordinator for the Pinecrest Public Library. The heat pump in the children's room is iced over.",
      'liz+hvac@mail.example.com, 828-555-0148',
    ],
    expected: {
      name: 'Liz Carter',
      email: 'liz+hvac@mail.example.com',
      phone: '+18285550148',
      company: 'Pinecrest Public Library',
    },
  },
  {
    id: 'd49-vietnamese-diacritics-restaurant',
    split: 'heldout',
    messages: [
      'Chào, tôi là Trần Minh Khoa, owner of Phở Saigon 88. Our kitchen exhaust fan is very loud and shaking.',
      'phone 408-555-0149',
    ],
    expected: { name: 'Trần Minh Khoa', phone: '+14085550149', company: 'Phở Saigon 88' },
  },
  {
    id: 'd50-calling-for-apartments-first-name',
    split: 'heldout',
    messages: [
      'calling for Keystone Apartments about the flat roof on building C, it leaks into two units every time it rains',
      "I'm Marcus, maintenance supervisor. cell 484-555-0150",
    ],
    expected: { name: 'Marcus', phone: '+14845550150', company: 'Keystone Apartments' },
  },
  {
    id: 'd51-nurse-employer-decoy-dentist',
    split: 'heldout',
    messages: [
      "I'm a nurse at St. Mary's so weekdays are hard. Do you have Saturday appointments for a cleaning and a cracked filling?",
      'Rukhsana Begum, rukhsana.b@example.com',
    ],
    expected: { name: 'Rukhsana Begum', email: 'rukhsana.b@example.com' },
  },
  {
    id: 'd52-our-church-ukrainian-snow',
    split: 'heldout',
    messages: [
      'Our church, St. Volodymyr Ukrainian Catholic Church, needs the parking lot plowed this winter before Sunday services.',
      'Oleksandr Shevchenko, parish council. 216-555-0152 or o.shevchenko@example.org',
    ],
    expected: {
      name: 'Oleksandr Shevchenko',
      email: 'o.shevchenko@example.org',
      phone: '+12165550152',
      company: 'St. Volodymyr Ukrainian Catholic Church',
    },
  },
  {
    id: 'd53-my-company-bookkeeping',
    split: 'heldout',
    messages: [
      'my company is Bluebird Bookkeeping, small office w/ 6 desks, we want biweekly cleaning',
      'Emily Tran emily@bluebirdbooks.example.com',
    ],
    expected: {
      name: 'Emily Tran',
      email: 'emily@bluebirdbooks.example.com',
      company: 'Bluebird Bookkeeping',
    },
  },
  {
    id: 'd54-slash-phone-gym',
    split: 'heldout',
    messages: [
      "Hey — Rashid Haddad, I own Peak Performance Gym. Two of our shower drains are clogged in the men's locker room.",
      'best # is 818/555-0154',
    ],
    expected: { name: 'Rashid Haddad', phone: '+18185550154', company: 'Peak Performance Gym' },
  },
  {
    id: 'd55-spouse-decoy-cafe',
    split: 'heldout',
    messages: [
      'Sunita here! My husband Raj and I run Chai & Chaat Café and we want the patio out front redone with pavers in spring',
      'email is sunita@chaiandchaat.example.com',
    ],
    expected: { name: 'Sunita', email: 'sunita@chaiandchaat.example.com', company: 'Chai & Chaat Café' },
  },
  {
    id: 'd56-product-brands-dental-office',
    split: 'heldout',
    messages: [
      'Can you hardwire a Ring doorbell and install a Nest thermostat at our office? We are Harbor Point Dental.',
      'Connor Walsh, 207-555-0156',
    ],
    expected: { name: 'Connor Walsh', phone: '+12075550156', company: 'Harbor Point Dental' },
  },
  {
    id: 'd57-gm-inc-number-auto-body',
    split: 'heldout',
    messages: [
      'Looking for a quote to sealcoat and restripe our lot. About 30 spaces.',
      "I'm the GM at Route 9 Auto Body Inc. — Luis Ortega, 845-555-0157, lortega@route9auto.example.com",
    ],
    expected: {
      name: 'Luis Ortega',
      email: 'lortega@route9auto.example.com',
      phone: '+18455550157',
      company: 'Route 9 Auto Body Inc.',
    },
  },
  {
    id: 'd58-no-details-hours',
    split: 'heldout',
    messages: ['what are your hours on sunday?', 'ok'],
    expected: {},
  },
  {
    id: 'd59-name-correction-flower-shop',
    split: 'heldout',
    messages: [
      "Im Kristin Johnsen from our flower shop, Petal & Stem. The cooler's compressor keeps clicking on and off",
      'sorry, autocorrect — Kirsten Johnsen. 651-555-0159',
    ],
    expected: { name: 'Kirsten Johnsen', phone: '+16515550159', company: 'Petal & Stem' },
  },
  {
    id: 'd60-hi-this-is-from-community-center',
    split: 'heldout',
    messages: [
      'Hi this is Chukwuemeka Obi from Eastgate Community Center. We need about 200 stacking chairs and the hall carpet cleaned before our holiday event.',
      'chukwuemeka.obi@example.org | 470-555-0160',
    ],
    expected: {
      name: 'Chukwuemeka Obi',
      email: 'chukwuemeka.obi@example.org',
      phone: '+14705550160',
      company: 'Eastgate Community Center',
    },
  },
];
