/**
 * A tenth blind held-out set of visitor personas for the lead-details extraction: 60 multi-turn chats (2–5 visitor
 * messages) where the details arrive piecemeal, often as bare answers to questions the assistant asked in between
 * ("Dana", only an email, "its Mike", "oh and we're …"), inside longer stories, next to distractor digits, or as
 * someone else's details.
 *
 * Written 2026-11-24 by a helper session (AI assistant) BLIND: the author read only the `LeadPersona` type (and the
 * header of `lead-personas.ts`) and the header and first persona of `lead-personas-blind8.ts` (for conventions).
 * Not read: the extraction code, its name lists, its tests, the decision records about lead details, the other
 * persona sets (including `lead-personas-blind9.ts`, written at the same time by another helper), the benches, or
 * any results. Never to be used to develop or tune the extraction: measure only.
 *
 * `expected` is what a careful office assistant would file on the lead and nothing more, following the eighth
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
 * - j01/j36: a seven-digit number with the area code given separately ("area code 207", a later "oh sorry area code
 *   is 248") is filed joined. j54: a Canadian cell is +1 like a US one.
 * - j02: "its Mike" then a surname spelled out in a later message: the two are filed together.
 * - j03: "carl@… or 608-…": both are filed. j24: the second number, introduced as the correction, is filed.
 * - j04: Keisha gives her name and email but asks to be called at her husband's number: she is filed with that
 *   number (the number given for this job); the husband's name is not filed.
 * - j05: the tenant's name and number (for access only) are not filed; the property manager's own details are.
 * - j06, j45, j52: the visitor explicitly names another person as THE contact ("please contact my colleague
 *   instead", "put her down as the contact", "our director handles that"): that person's details are filed, with
 *   the organisation when the visitor acts for one. j44: a gift bought for a sister who will schedule it, and only
 *   the sister's details are given: hers are filed.
 * - j10: "the copper pot" is filed as "The Copper Pot"; j12: "the Willow Creek HOA" is filed without "the".
 * - j16: "You can reach Agnieszka at …" is taken as the visitor's own name (first name only).
 * - j17: "D. Okonkwo-Reyes" is filed with the initial as written. j30: "J.R. Hollis" likewise.
 * - j48: "Director Kim Pham", j50: "Dr. Ifeoma Nwosu", j11: "Rev. Thomas Adeyemi-Cole": titles are dropped.
 * - j37: the visitor works for an insurance agency and wants work done on its office: the agency IS filed, unlike
 *   the visitor's insurer in j38 (whose 10-digit claim number is not a phone).
 * - j42: a company visible only in the email's subdomain (a home job) is not filed.
 * - j59: signed "Lucia & Tom Ferraro" with Lucia's email: Lucia Ferraro is filed (the shared surname is written).
 * - j60: a stylist who works at a salon but wants her own apartment cleaned: no company.
 * - j21, j22, j58 have no contact details at all: `expected` is empty (prices, zips, dates, a street number).
 * - j57 gives only an email address: no name is filed.
 *
 * All people, companies, numbers and addresses are fictitious: US phones are 555-01xx, the UK number is in the
 * drama range, emails use example.com / example.org / example.net domains (j42 a subdomain of example.com); real
 * brands appear only as distractors (manufacturers, stores, insurers, employers, landlords, apps, venues,
 * previous contractors, suppliers).
 */
import type { LeadPersona } from './lead-personas.js';

export const BLIND10_HELDOUT_PERSONAS: LeadPersona[] = [
  {
    id: 'j01-dana-piecemeal-gutters',
    split: 'heldout',
    messages: [
      'hi do you guys do gutter cleaning? 2 story house, maybe 140 ft of gutter',
      'Dana',
      'dana.k@example.com',
      '555-0142 is my cell, area code 207',
    ],
    expected: { name: 'Dana', email: 'dana.k@example.com', phone: '+12075550142' },
  },
  {
    id: 'j02-its-mike-surname-spelled',
    split: 'heldout',
    messages: [
      'garage door wont close all the way, it goes down then right back up. its a genie from like 2011',
      'its Mike',
      'Ostrowski. O-S-T-R-O-W-S-K-I',
      '(414) 555-0167 after 5pm pls',
    ],
    expected: { name: 'Mike Ostrowski', phone: '+14145550167' },
  },
  {
    id: 'j03-oh-and-redline-auto-body',
    split: 'heldout',
    messages: [
      'looking for a quote on an LED retrofit for a shop, about 30 fixtures over the bays',
      'Carl Jensen',
      'carl@example.net or 608-555-0119',
      "oh and we're Redline Auto Body, on Fordham Rd",
    ],
    expected: {
      name: 'Carl Jensen',
      email: 'carl@example.net',
      phone: '+16085550119',
      company: 'Redline Auto Body',
    },
  },
  {
    id: 'j04-call-husband-number',
    split: 'heldout',
    messages: [
      'need someone to look at our water heater, its leaking from the bottom. AO Smith 50 gal, maybe 9 yrs old',
      "I'm Keisha Marshall but I'm at work all day, my husband Darnell is home so call him at 919-555-0128",
      'my email is keisha.marshall@example.com if you need to send the quote',
    ],
    expected: { name: 'Keisha Marshall', email: 'keisha.marshall@example.com', phone: '+19195550128' },
  },
  {
    id: 'j05-manager-gives-tenant-number',
    split: 'heldout',
    messages: [
      'Hi, I manage a few rentals for Harborview Property Management. Unit at 2218 Alder St #3 has no heat',
      'The tenant is Gloria Pak, she can let you in, her number is 503-555-0177',
      'For scheduling and billing contact me though: Renée Dubois, 503-555-0102 ext 14',
      'renee.dubois@example.com',
    ],
    expected: {
      name: 'Renée Dubois',
      email: 'renee.dubois@example.com',
      phone: '+15035550102',
      company: 'Harborview Property Management',
    },
  },
  {
    id: 'j06-contact-colleague-instead',
    split: 'heldout',
    messages: [
      'Hello - this is Tom from facilities at Maplewood Montessori School. we need our gym floor refinished over winter break (Dec 22-Jan 2)',
      'Actually please contact my colleague instead, she is running this project: Priya Raman, priya.raman@example.org',
      'Her direct line is 734 555 0193',
    ],
    expected: {
      name: 'Priya Raman',
      email: 'priya.raman@example.org',
      phone: '+17345550193',
      company: 'Maplewood Montessori School',
    },
  },
  {
    id: 'j07-sump-pump-story',
    split: 'heldout',
    messages: [
      "So last Tuesday my basement flooded after the storm and the sump pump (a Zoeller M53 I bought at Home Depot for $179) just quit. State Farm says they'll cover part of it but I need a written estimate. I'm Bill Hendricks, best number is 317-555-0150, I'm at 4410 Pinecrest Dr 46220",
      'can someone come tomorrow before noon?',
    ],
    expected: { name: 'Bill Hendricks', phone: '+13175550150' },
  },
  {
    id: 'j08-nights-landlord-school-slime',
    split: 'heldout',
    messages: [
      "hey i found you on Nextdoor. I work nights at St. Luke's Hospital so mornings are bad",
      'need my carpets cleaned before we move out, the landlord (Greystar) is super picky about the deposit',
      "3 bedrooms, one has a stain from my kid's slime project for Lincoln Elementary lol",
      'Jasmine. text me 555 0184... sorry 602-555-0184',
    ],
    expected: { name: 'Jasmine', phone: '+16025550184' },
  },
  {
    id: 'j09-clinic-office-manager',
    split: 'heldout',
    messages: [
      'Hello, we need a deep clean of our waiting room and 4 exam rooms, ideally on a Saturday',
      'This is the front desk at Cedar Ridge Family Medicine',
      'my name is Lourdes Ibáñez, office manager',
      'office line (210) 555-0133, ext. 2 gets me directly',
    ],
    expected: { name: 'Lourdes Ibáñez', phone: '+12105550133', company: 'Cedar Ridge Family Medicine' },
  },
  {
    id: 'j10-lowercase-restaurant-hood',
    split: 'heldout',
    messages: [
      'do you do kitchen hood cleaning? fire marshal inspection on 11/14',
      "we're the copper pot on main st",
      'ask for Andre',
      '512.555.0106',
    ],
    expected: { name: 'Andre', phone: '+15125550106', company: 'The Copper Pot' },
  },
  {
    id: 'j11-church-parking-restripe',
    split: 'heldout',
    messages: [
      'Good afternoon. Our church needs the parking lot restriped, about 80 spaces plus 4 handicap',
      'We are Grace Fellowship Church in Millbrook',
      'Contact is Rev. Thomas Adeyemi-Cole',
      'thomas@example.org. Our office phone is 1-864-555-0111',
    ],
    expected: {
      name: 'Thomas Adeyemi-Cole',
      email: 'thomas@example.org',
      phone: '+18645550111',
      company: 'Grace Fellowship Church',
    },
  },
  {
    id: 'j12-hoa-treasurer-mowing',
    split: 'heldout',
    messages: [
      'Hi I am on the board of the Willow Creek HOA and we want bids for mowing the common areas next season (April–October)',
      'approx 6 acres incl. the retention pond banks',
      'Marguerite Olsen-Baptiste, treasurer',
      'Please email: mOlsen.Baptiste@Example.com',
    ],
    expected: {
      name: 'Marguerite Olsen-Baptiste',
      email: 'molsen.baptiste@example.com',
      company: 'Willow Creek HOA',
    },
  },
  {
    id: 'j13-salon-ac-next-to-starbucks',
    split: 'heldout',
    messages: [
      'hey!! our salon AC is blowing warm air and its 95 out 😩',
      'Glow Hair Studio, in the Riverside plaza next to the Starbucks',
      "I'm the owner, Tiffany Ngo",
      'cell 469-555-0172 text is best',
    ],
    expected: { name: 'Tiffany Ngo', phone: '+14695550172', company: 'Glow Hair Studio' },
  },
  {
    id: 'j14-all-caps-gym-flooring',
    split: 'heldout',
    messages: [
      'NEED A QUOTE FOR RUBBER FLOORING REPLACEMENT IN OUR FREE WEIGHT AREA, ABOUT 1200 SQ FT',
      'IRONWORKS FITNESS',
      'MARCUS BELL, MANAGER. 316-555-0158',
    ],
    expected: { name: 'Marcus Bell', phone: '+13165550158', company: 'Ironworks Fitness' },
  },
  {
    id: 'j15-law-firm-network',
    split: 'heldout',
    messages: [
      'Our office needs a new network switch installed and some cabling redone, 14 workstations',
      'Firm is Halvorsen & Pike, P.C.',
      "I'm the office administrator, Jo Ellen Travers",
      'jtravers@example.com, 612-555-0124 x310',
    ],
    expected: {
      name: 'Jo Ellen Travers',
      email: 'jtravers@example.com',
      phone: '+16125550124',
      company: 'Halvorsen & Pike, P.C.',
    },
  },
  {
    id: 'j16-accounting-office-painting',
    split: 'heldout',
    messages: [
      'we need our office painted before tax season gets busy, so by mid January',
      'Kowalczyk Tax & Accounting LLC',
      "it's about 2,400 sq ft, two floors",
      'You can reach Agnieszka at 773-555-0187 or agnieszka@example.net',
    ],
    expected: {
      name: 'Agnieszka',
      email: 'agnieszka@example.net',
      phone: '+17735550187',
      company: 'Kowalczyk Tax & Accounting LLC',
    },
  },
  {
    id: 'j17-food-bank-cooler-initial',
    split: 'heldout',
    messages: [
      "Hi there, I coordinate volunteers at the Eastside Community Food Bank. Our walk-in cooler's compressor is making a grinding noise",
      'It holds about $6,000 of donated food so this is kind of urgent',
      'D. Okonkwo-Reyes',
      '(559) 555-0146',
    ],
    expected: { name: 'D. Okonkwo-Reyes', phone: '+15595550146', company: 'Eastside Community Food Bank' },
  },
  {
    id: 'j18-gc-drywall-sub',
    split: 'heldout',
    messages: [
      'GC here, we need a sub for drywall taping on a 6-unit townhome job, Lot 14 Brookhaven',
      'Summit Ridge Builders Inc',
      'Name is Raúl Mendoza, cel 956-555-0165',
      'send bid docs to estimating@example.com',
    ],
    expected: {
      name: 'Raúl Mendoza',
      email: 'estimating@example.com',
      phone: '+19565550165',
      company: 'Summit Ridge Builders Inc',
    },
  },
  {
    id: 'j19-bookstore-cameras-email-fixed',
    split: 'heldout',
    messages: [
      'do you install security cameras for small stores? we had a break-in last weekend',
      "we're Second Chapter Books on Elm, about 1,800 sq ft, 2 doors",
      'Hannah at hannah@example.org thanks',
      "wait use hannah.b@example.org, the other one's my old address",
    ],
    expected: { name: 'Hannah', email: 'hannah.b@example.org', company: 'Second Chapter Books' },
  },
  {
    id: 'j20-charter-school-minisplits',
    split: 'heldout',
    messages: [
      'Good morning, I handle facilities for Oak Hollow Charter School',
      'We need 3 classroom window units removed and replaced with mini splits this summer',
      'Gerald Finch',
      'gfinch@example.org or 480-555-0138 (school office, ask for me)',
    ],
    expected: {
      name: 'Gerald Finch',
      email: 'gfinch@example.org',
      phone: '+14805550138',
      company: 'Oak Hollow Charter School',
    },
  },
  {
    id: 'j21-no-details-drain-snake',
    split: 'heldout',
    messages: [
      'how much do you charge for a drain snake?',
      'ok and do you work weekends',
      "cool I'll think about it, thanks",
    ],
    expected: {},
  },
  {
    id: 'j22-no-details-zip-only',
    split: 'heldout',
    messages: [
      'can you give me a ballpark for replacing a 40 gallon water heater?',
      "I'd rather not give my number yet, just want a price",
      'my zip is 30306 if that helps',
    ],
    expected: {},
  },
  {
    id: 'j23-dryer-vent-email-typo',
    split: 'heldout',
    messages: [
      'need our dryer vent cleaned, it runs through the attic ~25 ft',
      'sure, sam.whitaker@exmaple.com',
      'sorry typo — sam.whitaker@example.com',
      'Sam Whitaker',
    ],
    expected: { name: 'Sam Whitaker', email: 'sam.whitaker@example.com' },
  },
  {
    id: 'j24-lock-phone-digits-flipped',
    split: 'heldout',
    messages: [
      'our front door lock is jammed, key turns but the bolt wont retract',
      'Lena Vogt',
      "it's 303-555-0194",
      'wait no, 303-555-0149, I always flip those',
    ],
    expected: { name: 'Lena Vogt', phone: '+13035550149' },
  },
  {
    id: 'j25-lowercase-name-leaning-oak',
    split: 'heldout',
    messages: [
      'hi i need a tree taken down, its leaning toward the neighbors fence after the storm',
      'oak, maybe 60 ft',
      'maria gonzalez',
      'my number is 915 555 0113',
    ],
    expected: { name: 'Maria Gonzalez', phone: '+19155550113' },
  },
  {
    id: 'j26-all-caps-roof-leak',
    split: 'heldout',
    messages: [
      'HOW SOON CAN SOMEONE COME LOOK AT A ROOF LEAK',
      'WATER COMING THRU THE CEILING IN THE BACK BEDROOM',
      'DERRICK HOLLOWAY 601-555-0125',
    ],
    expected: { name: 'Derrick Holloway', phone: '+16015550125' },
  },
  {
    id: 'j27-condo-windows-sign-off',
    split: 'heldout',
    messages: [
      'Hi, can you clean the windows on a 3 story condo? inside and out if possible. We are unit 3B.\n\nThanks, Kev\n\nSent from my iPhone',
      'oh the number is 857-555-0189',
    ],
    expected: { name: 'Kev', phone: '+18575550189' },
  },
  {
    id: 'j28-van-der-berg-uk-mobile',
    split: 'heldout',
    messages: [
      'Goedemiddag — sorry, good afternoon! We just bought a house and want the whole interior painted before we move in',
      'Pieter van der Berg',
      'my mobile is still a UK one, +44 7700 900412, or email pieter.vdberg@example.net',
    ],
    expected: { name: 'Pieter van der Berg', email: 'pieter.vdberg@example.net', phone: '+447700900412' },
  },
  {
    id: 'j29-accents-mixed-case-email',
    split: 'heldout',
    messages: [
      'Bonjour! I need a rug cleaned after a party, red wine stain on a beige rug 8x10',
      'François Lefèvre',
      'FLefevre@Example.Net',
    ],
    expected: { name: 'François Lefèvre', email: 'flefevre@example.net' },
  },
  {
    id: 'j30-initials-septic-landline',
    split: 'heldout',
    messages: [
      'we need the septic pumped, last done in 2017, 1000 gal tank',
      'J.R. Hollis',
      '423-555-0131 landline, leave a msg',
    ],
    expected: { name: 'J.R. Hollis', phone: '+14235550131' },
  },
  {
    id: 'j31-hyphen-first-name-enter-too-soon',
    split: 'heldout',
    messages: [
      'Hi! I need a pest control quote, seeing ants in the kitchen and I think mice in the garage',
      'Anne-Marie',
      'Anne-Marie Szabo, sorry hit enter too soon',
      'annemarie.szabo@example.com',
    ],
    expected: { name: 'Anne-Marie Szabo', email: 'annemarie.szabo@example.com' },
  },
  {
    id: 'j32-lowercase-apostrophe-pool',
    split: 'heldout',
    messages: [
      'pool is green after we got back from vacation 🤢 need a service visit',
      "siobhan o'neill",
      'call or text 781.555.0116',
    ],
    expected: { name: "Siobhan O'Neill", phone: '+17815550116' },
  },
  {
    id: 'j33-dishwasher-order-and-model',
    split: 'heldout',
    messages: [
      'The dishwasher you guys installed is leaking again. Order #4471-0921, installed 8/3',
      'Its a Bosch SHPM88Z75N',
      'Ruth Castellano 626-555-0147',
    ],
    expected: { name: 'Ruth Castellano', phone: '+16265550147' },
  },
  {
    id: 'j34-furnace-special-price-time',
    split: 'heldout',
    messages: [
      'Is the $89 furnace tune-up special still on? I saw it on your flyer',
      'I can do Thursday between 1:30 and 4:00',
      'Ok. Phil Amato. 845-555-0109',
    ],
    expected: { name: 'Phil Amato', phone: '+18455550109' },
  },
  {
    id: 'j35-fence-address-5550',
    split: 'heldout',
    messages: [
      'I need a quote for a new fence, 150 linear feet, 6ft privacy cedar',
      'the address is 5550 Ridgeview Ln, zip 80134',
      'Tanya',
      'tanya.b@example.com, phone is 720 555 0175',
    ],
    expected: { name: 'Tanya', email: 'tanya.b@example.com', phone: '+17205550175' },
  },
  {
    id: 'j36-area-code-afterthought',
    split: 'heldout',
    messages: ['can you come unclog a kitchen sink today', 'Omar', '555-0153', 'oh sorry area code is 248'],
    expected: { name: 'Omar', phone: '+12485550153' },
  },
  {
    id: 'j37-insurance-agency-is-the-client',
    split: 'heldout',
    messages: [
      'Hello, we need the carpet in our lobby and 2 conference rooms cleaned quarterly',
      "We're an independent insurance agency — Lindqvist Insurance Agency, 2nd floor of the Commerce Bank building",
      "I'm Sharon Whitley, office manager",
      'Call 402-555-0120 ext. 105',
    ],
    expected: { name: 'Sharon Whitley', phone: '+14025550120', company: 'Lindqvist Insurance Agency' },
  },
  {
    id: 'j38-hail-claim-number',
    split: 'heldout',
    messages: [
      'hail damage on our roof from the storm on May 12th, Allstate adjuster already came out, claim # 0384471922',
      'they said to get 2 estimates',
      'Brenda Kessler, 972-555-0161, brenda.kessler@example.com',
    ],
    expected: { name: 'Brenda Kessler', email: 'brenda.kessler@example.com', phone: '+19725550161' },
  },
  {
    id: 'j39-sewer-second-opinion',
    split: 'heldout',
    messages: [
      'The last company (Mr. Rooter) said we need a whole new sewer line for $12,500. Want a second opinion',
      'house built 1958, cast iron',
      'Greg',
      'greg.tanaka@example.net',
    ],
    expected: { name: 'Greg', email: 'greg.tanaka@example.net' },
  },
  {
    id: 'j40-neighbor-realtor-referral',
    split: 'heldout',
    messages: [
      'Hi, my neighbor Linda from Hillcrest Realty said you did a great job on her deck',
      'I want mine stained, about 400 sq ft',
      'Nadia Petrova',
      '(267) 555-0198',
    ],
    expected: { name: 'Nadia Petrova', phone: '+12675550198' },
  },
  {
    id: 'j41-nurse-schedule-email-preferred',
    split: 'heldout',
    messages: [
      "hi I'm a nurse at Kaiser so my schedule is weird, I need my AC serviced",
      "do you have anything on the 19th? I'm off that day",
      'Zoë Kaplan',
      "zoe.kaplan@example.com — I'm better on email than phone",
    ],
    expected: { name: 'Zoë Kaplan', email: 'zoe.kaplan@example.com' },
  },
  {
    id: 'j42-company-only-in-email-subdomain',
    split: 'heldout',
    messages: [
      'need the gutters at my house cleaned and I think one downspout is disconnected',
      'Mark Feldman',
      'mark@feldmanlaw.example.com is fine, I check it all day',
    ],
    expected: { name: 'Mark Feldman', email: 'mark@feldmanlaw.example.com' },
  },
  {
    id: 'j43-tenant-pays-fan-plain-digits',
    split: 'heldout',
    messages: [
      'the landlord is taking forever so i just want to pay for it myself — bathroom fan is dead',
      'building is managed by Parkline Residential, they never answer',
      'Kwame',
      '3475550114 text only pls',
    ],
    expected: { name: 'Kwame', phone: '+13475550114' },
  },
  {
    id: 'j44-gift-cleaning-for-sister',
    split: 'heldout',
    messages: [
      'Do you sell gift certificates for house cleaning? want to get one for my sister, she just had a baby',
      "I'll pay but she'll do the scheduling",
      'her info: Carla Benitez, carla.benitez@example.com, 385-555-0157',
    ],
    expected: { name: 'Carla Benitez', email: 'carla.benitez@example.com', phone: '+13855550157' },
  },
  {
    id: 'j45-wife-is-the-contact',
    split: 'heldout',
    messages: [
      'We need a chimney inspection before we buy this house, closing is 12/20',
      "I'm David but my wife is handling all of this, put her down as the contact",
      'Mei-Lin Chen, 415-555-0191, meilin.chen@example.com',
    ],
    expected: { name: 'Mei-Lin Chen', email: 'meilin.chen@example.com', phone: '+14155550191' },
  },
  {
    id: 'j46-lowercase-property-management',
    split: 'heldout',
    messages: [
      'hey we need a plumber on call for a 24 unit building, recurring work',
      "we're northgate property management",
      'brian',
      'brian@example.com / 414 555 0179',
    ],
    expected: {
      name: 'Brian',
      email: 'brian@example.com',
      phone: '+14145550179',
      company: 'Northgate Property Management',
    },
  },
  {
    id: 'j47-taqueria-walk-in-down',
    split: 'heldout',
    messages: [
      'Our walk-in at Taquería El Sol went down overnight and we lost like $800 in product. Sysco delivery comes at 6am tomorrow and I have nowhere to put it',
      'Can someone come tonight?',
      'Jesús Ortega, owner. 323-555-0103',
    ],
    expected: { name: 'Jesús Ortega', phone: '+13235550103', company: 'Taquería El Sol' },
  },
  {
    id: 'j48-daycare-playground-mulch',
    split: 'heldout',
    messages: [
      'Hi, we run a small daycare (Little Acorns Learning Center) and need the playground mulch replaced, about 2,000 sq ft, must be certified playground mulch',
      'Best contact: Director Kim Pham',
      'kim@example.org',
    ],
    expected: { name: 'Kim Pham', email: 'kim@example.org', company: 'Little Acorns Learning Center' },
  },
  {
    id: 'j49-yoga-studio-mirrors-sunny',
    split: 'heldout',
    messages: [
      'hello :) we need the mirrors in our yoga studio professionally cleaned + a few re-hung',
      'Lotus & Lark Yoga',
      '+1 (505) 555-0169',
      'thanks! - Sunny',
    ],
    expected: { name: 'Sunny', phone: '+15055550169', company: 'Lotus & Lark Yoga' },
  },
  {
    id: 'j50-vet-clinic-door-closer',
    split: 'heldout',
    messages: [
      "We're a vet clinic (Paws & Whiskers Animal Hospital) and our back door closer is broken — pets could get out",
      'Dr. Ifeoma Nwosu',
      "best to call the clinic at 936-555-0127 and ask for me, we're open 8-6 Mon-Sat",
    ],
    expected: { name: 'Ifeoma Nwosu', phone: '+19365550127', company: 'Paws & Whiskers Animal Hospital' },
  },
  {
    id: 'j51-the-company-is-cpas',
    split: 'heldout',
    messages: [
      'need a shredding pickup, we have like 40 boxes of old files',
      'Eun-ji Park',
      'the company is Park & Delgado CPAs',
      'eunji@example.com',
    ],
    expected: { name: 'Eun-ji Park', email: 'eunji@example.com', company: 'Park & Delgado CPAs' },
  },
  {
    id: 'j52-volunteer-refers-to-director',
    split: 'heldout',
    messages: [
      'Hi, I volunteer with the Riverbend Senior Center and we need grab bars installed in 3 restrooms',
      "I'm not the right contact for billing though — our director Patricia Moreau-Lindqvist handles that",
      'her email is pmoreau@example.org and the center number is 541-555-0192',
    ],
    expected: {
      name: 'Patricia Moreau-Lindqvist',
      email: 'pmoreau@example.org',
      phone: '+15415550192',
      company: 'Riverbend Senior Center',
    },
  },
  {
    id: 'j53-warehouse-rtu-serial',
    split: 'heldout',
    messages: [
      'Our rooftop unit is down, Carrier 48TCED08 serial 2318G30412',
      'warehouse at 1200 Industrial Pkwy, Unit B',
      'Coastal Freight Solutions',
      'ask for Vinnie — 843-555-0130',
    ],
    expected: { name: 'Vinnie', phone: '+18435550130', company: 'Coastal Freight Solutions' },
  },
  {
    id: 'j54-snowbird-canadian-cell',
    split: 'heldout',
    messages: [
      "we're snowbirds, need the house checked on weekly Jan-Mar while we're back in Vancouver",
      'Alejandro de la Fuente',
      'my Canadian cell 604-555-0143 works down here too',
      'or a.delafuente@example.net',
    ],
    expected: { name: 'Alejandro de la Fuente', email: 'a.delafuente@example.net', phone: '+16045550143' },
  },
  {
    id: 'j55-kung-fu-school-co-owner',
    split: 'heldout',
    messages: [
      'hi, we own a small martial arts school, need the mats sanitized and the locker rooms deep cleaned monthly',
      'Tiger Crane Kung Fu Academy',
      "I'm Wendy Leung, co-owner",
      'text 206-555-0163',
    ],
    expected: { name: 'Wendy Leung', phone: '+12065550163', company: 'Tiger Crane Kung Fu Academy' },
  },
  {
    id: 'j56-email-first-name-later',
    split: 'heldout',
    messages: [
      'is it too late in the year to aerate and overseed?',
      'ok cool yeah lets set something up',
      'jt.brooks@example.com',
      "oh and it's Jordan btw, Jordan Brooks. the lawn is about 1/4 acre",
    ],
    expected: { name: 'Jordan Brooks', email: 'jt.brooks@example.com' },
  },
  {
    id: 'j57-email-only-mold',
    split: 'heldout',
    messages: [
      'do you do mold testing? theres a musty smell in the basement since the flood in March',
      'just email me the pricing: moldworried22@example.net',
    ],
    expected: { email: 'moldworried22@example.net' },
  },
  {
    id: 'j58-no-details-holiday-lights',
    split: 'heldout',
    messages: [
      'need holiday lights put up, roofline about 120 ft',
      'what do you charge per foot? last year someone quoted $3.50/ft',
      'we are at 8165 Oakmont, need it done before 12/03',
      "ok I'll call you guys back",
    ],
    expected: {},
  },
  {
    id: 'j59-couple-signature-venue',
    split: 'heldout',
    messages: [
      "Hi! We're hosting our daughter's rehearsal dinner at home (the wedding is at Rosewood Manor) and want the yard cleaned up and hedges trimmed",
      'Date is June 7, so sometime the week before',
      'Lucia & Tom Ferraro',
      'lucia.ferraro@example.com',
    ],
    expected: { name: 'Lucia Ferraro', email: 'lucia.ferraro@example.com' },
  },
  {
    id: 'j60-stylist-own-apartment',
    split: 'heldout',
    messages: [
      'Hi I need my apartment deep cleaned, moving out Friday',
      "I'm a stylist at Mane Street Salon so I can only do after 7pm",
      'apt 4C, 2br, 1ba',
      "it's Bianca Rossi-Whitfield, 718-555-0107",
    ],
    expected: { name: 'Bianca Rossi-Whitfield', phone: '+17185550107' },
  },
];
