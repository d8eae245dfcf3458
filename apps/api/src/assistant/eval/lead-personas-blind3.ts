/**
 * A third blind held-out set of visitor personas for the lead-details extraction.
 *
 * Written 2026-11-24 by a helper session (AI assistant) BLIND: the author did not read the extraction code, its
 * name lists, its tests, the rest of the other persona sets or any results, and did not run the extraction; only
 * the `LeadPersona` type and the first three personas of `lead-personas.ts` (for format) and the header and first
 * two personas of `lead-personas-blind2.ts` (for conventions). Never to be used to develop or tune the
 * extraction: measure only.
 *
 * `expected` is what a careful office assistant would file on the lead and nothing more: `company` only when the
 * visitor is acting for that organisation (not for their house, a rental they own, an employer merely mentioned,
 * a competitor or a neighbour's company, or a company visible only in an email domain or an automatic signature).
 * Names and lower-case/upper-case company names are filed in conventional capitalisation; company suffixes
 * (LLC, Inc., LLP) are kept as the visitor wrote them. Phones are E.164 with a US default (an extension is
 * dropped); emails lowercase; a corrected detail is filed in its corrected form.
 *
 * All people, companies, numbers and addresses are fictitious: phones are 555-01xx, emails use example.com /
 * example.org / example.net domains.
 */
import type { LeadPersona } from './lead-personas.js';

export const BLIND3_HELDOUT_PERSONAS: LeadPersona[] = [
  {
    id: 'c01-signature-role-llc-ext',
    split: 'heldout',
    messages: [
      'Good morning, we need a bid on re-coating the flat roof at our warehouse on Harbor Rd, roughly 12,000 sq ft.\n\n' +
        'Best,\nTomasz Wiśniewski\nFacilities Lead, Northgate Fabrication LLC\n(412) 555-0101 ext. 12\n' +
        'tomasz.w@northgatefab.example.com',
    ],
    expected: {
      name: 'Tomasz Wiśniewski',
      email: 'tomasz.w@northgatefab.example.com',
      phone: '+14125550101',
      company: 'Northgate Fabrication LLC',
    },
  },
  {
    id: 'c02-first-name-only-dog-dots',
    split: 'heldout',
    messages: [
      'hi is the clinic open saturdays? my dog ate a sock 😬',
      'its Maya, you can text 617.555.0102',
    ],
    expected: { name: 'Maya', phone: '+16175550102' },
  },
  {
    id: 'c03-particle-name-brewery-spaces',
    split: 'heldout',
    messages: [
      'Hello, Pieter van der Berg here, facilities coordinator for Dutch Hollow Brewing Company. A floor drain in the brewhouse is backing up.',
      'Email is pieter.vdberg@example.net or call 720 555 0103',
    ],
    expected: {
      name: 'Pieter van der Berg',
      email: 'pieter.vdberg@example.net',
      phone: '+17205550103',
      company: 'Dutch Hollow Brewing Company',
    },
  },
  {
    id: 'c04-accent-apostrophe-hyphen-office-manager-school',
    split: 'heldout',
    messages: [
      "I'm the office manager at St. Brigid's Montessori School. We'd like the carpets in all six classrooms deep cleaned over winter break.",
      "Siobhán O'Neill-Reyes, (503) 555-0104, Office@StBrigidsMontessori.example.org",
    ],
    expected: {
      name: "Siobhán O'Neill-Reyes",
      email: 'office@stbrigidsmontessori.example.org',
      phone: '+15035550104',
      company: "St. Brigid's Montessori School",
    },
  },
  {
    id: 'c05-vietnamese-name-we-run-lowercase',
    split: 'heldout',
    messages: [
      'hello our walk in cooler not holding temp, we run pho saigon corner on 82nd ave',
      'my name Nguyễn Thị Lan, phone 971 555 0105. please come fast',
    ],
    expected: { name: 'Nguyễn Thị Lan', phone: '+19715550105', company: 'Pho Saigon Corner' },
  },
  {
    id: 'c06-no-details-price-question',
    split: 'heldout',
    messages: [
      'how much do you charge for a teeth cleaning without insurance?',
      'ok thanks, just browsing for now',
    ],
    expected: {},
  },
  {
    id: 'c07-i-manage-phone-correction',
    split: 'heldout',
    messages: [
      'Hi, I manage Ridgeview Commons, a small office park, and we need weekly mowing and edging through October',
      'Dana Whitcomb, 208-555-0170',
      "sorry, it's 555-0107 not 0170",
    ],
    expected: { name: 'Dana Whitcomb', phone: '+12085550107', company: 'Ridgeview Commons' },
  },
  {
    id: 'c08-all-caps-plus-tag-shop',
    split: 'heldout',
    messages: [
      'NEED A LOCKSMITH ASAP LOCKED OUT OF OUR SHOP OKAFOR TIRE & BRAKE ON RT 9',
      'RAY OKAFOR  RAY.OKAFOR+SHOP@EXAMPLE.COM  PHONE 3125550108',
    ],
    expected: {
      name: 'Ray Okafor',
      email: 'ray.okafor+shop@example.com',
      phone: '+13125550108',
      company: 'Okafor Tire & Brake',
    },
  },
  {
    id: 'c09-on-behalf-of-ampersand-street-decoy',
    split: 'heldout',
    messages: [
      "Hello, I'm writing on behalf of Harmon & Pike Property Management. We need a move-out clean at 1420 Birch Lane, unit 3B, before Friday.",
      'You can reach me, Leticia Ortega, at LOrtega@harmonpike.example.com or 480-555-0109.',
    ],
    expected: {
      name: 'Leticia Ortega',
      email: 'lortega@harmonpike.example.com',
      phone: '+14805550109',
      company: 'Harmon & Pike Property Management',
    },
  },
  {
    id: 'c10-employer-mentioned-summit-no-company',
    split: 'heldout',
    messages: [
      'hi i work at Summit Credit Union downtown, need my furnace at home looked at, its making a banging noise when it kicks on',
      'Greg Albrecht 651-555-0110',
    ],
    expected: { name: 'Greg Albrecht', phone: '+16515550110' },
  },
  {
    id: 'c11-im-with-common-word-company',
    split: 'heldout',
    messages: [
      "I'm with Blue Sky Cleaning — we're looking for a window-washing subcontractor for a few commercial jobs downtown.",
      'Ahmed Rahimi, (702) 555-0111',
    ],
    expected: { name: 'Ahmed Rahimi', phone: '+17025550111', company: 'Blue Sky Cleaning' },
  },
  {
    id: 'c12-company-only-in-email-domain',
    split: 'heldout',
    messages: [
      'Do you do teeth whitening? How much is it?',
      'email me at k.brennan@lakeviewlogistics.example.com - Kathleen',
    ],
    expected: { name: 'Kathleen', email: 'k.brennan@lakeviewlogistics.example.com' },
  },
  {
    id: 'c13-corporate-auto-signature-personal-will',
    split: 'heldout',
    messages: [
      "Hi, I'd like to book a consultation about updating my will. Evenings are best.\n\nThanks, Rosa\n\n--\n" +
        'Rosa Delgado | Senior Analyst | Crestline Insurance Partners\nDirect: 312.555.0113\n' +
        'CONFIDENTIALITY NOTICE: This message and any attachments are intended only for the named recipient.',
    ],
    expected: { name: 'Rosa Delgado', phone: '+13125550113' },
  },
  {
    id: 'c14-run-on-no-punctuation-i-own',
    split: 'heldout',
    messages: [
      'hi my name is marcus lee i own smokestack grill on division st and the hand sink in our kitchen is leaking under the counter my number is 206 555 0114 and email is marcuslee88@example.net thanks',
    ],
    expected: {
      name: 'Marcus Lee',
      email: 'marcuslee88@example.net',
      phone: '+12065550114',
      company: 'Smokestack Grill',
    },
  },
  {
    id: 'c15-husband-decoy-own-practice',
    split: 'heldout',
    messages: [
      'Hello! My husband Tom and I own Lindqvist Family Dental and want the beds and walkway plantings in front of the practice redone this spring.',
      "I'm Harriet Lindqvist, best is harriet.lindqvist@example.org",
    ],
    expected: {
      name: 'Harriet Lindqvist',
      email: 'harriet.lindqvist@example.org',
      company: 'Lindqvist Family Dental',
    },
  },
  {
    id: 'c16-our-firm-llp-administrator',
    split: 'heldout',
    messages: [
      'Our firm needs nightly janitorial service for a 3,000 sq ft office. We are Castellano Brandt LLP, on the 4th floor of the Meridian Building.',
      'Contact: Evelyn Marsh, office administrator. 415-555-0116 / emarsh@castellanobrandt.example.com',
    ],
    expected: {
      name: 'Evelyn Marsh',
      email: 'emarsh@castellanobrandt.example.com',
      phone: '+14155550116',
      company: 'Castellano Brandt LLP',
    },
  },
  {
    id: 'c17-name-late-doctor-decoy-stables',
    split: 'heldout',
    messages: [
      'do you do farm calls? we run Hollow Oak Stables, 6 horses, two need their teeth floated',
      'is dr. patel the one who does the equine visits?',
      'great. Sunita Rao, 732 555 0117',
    ],
    expected: { name: 'Sunita Rao', phone: '+17325550117', company: 'Hollow Oak Stables' },
  },
  {
    id: 'c18-apostrophe-name-pizzeria-plus1-dashes',
    split: 'heldout',
    messages: [
      "Hi, Marco D'Angelo here from D'Angelo's Pizzeria — the AC over the dining room is blowing warm and we open at 11.",
      'Best number +1-585-555-0118',
    ],
    expected: { name: "Marco D'Angelo", phone: '+15855550118', company: "D'Angelo's Pizzeria" },
  },
  {
    id: 'c19-for-my-company-catering-day-decoy',
    split: 'heldout',
    messages: [
      'looking for someone to cater lunch for my company, about 40 people next thursday',
      "company is Fernleaf Analytics, I'm Jordan Baptiste, jordan@fernleaf.example.com",
    ],
    expected: {
      name: 'Jordan Baptiste',
      email: 'jordan@fernleaf.example.com',
      company: 'Fernleaf Analytics',
    },
  },
  {
    id: 'c20-neighbours-company-decoy',
    split: 'heldout',
    messages: [
      'my neighbor uses Greenway Lawn Co and they charge $45 a cut, can you beat that for a similar size yard?',
      'Bill Nakamura 503-555-0120',
    ],
    expected: { name: 'Bill Nakamura', phone: '+15035550120' },
  },
  {
    id: 'c21-from-restaurant-chinese-name',
    split: 'heldout',
    messages: [
      'This is Xiaoming Li from Golden Dragon Restaurant, our grease trap is overflowing into the kitchen. Call 718-555-0121 asap',
    ],
    expected: { name: 'Xiaoming Li', phone: '+17185550121', company: 'Golden Dragon Restaurant' },
  },
  {
    id: 'c22-regional-manager-inc-subdomain-email',
    split: 'heldout',
    messages: [
      'Hello, we manage 3 apartment complexes and are looking for a new roofing contractor for annual inspections',
      "I'm Olusegun Adeyemi, regional manager at Riverbend Residential Inc o.adeyemi@mail.riverbend.example.net (919)555-0122",
    ],
    expected: {
      name: 'Olusegun Adeyemi',
      email: 'o.adeyemi@mail.riverbend.example.net',
      phone: '+19195550122',
      company: 'Riverbend Residential Inc',
    },
  },
  {
    id: 'c23-email-only-no-name-given',
    split: 'heldout',
    messages: [
      'how much to groom a golden retriever? full bath and trim',
      'ok cool, can you email me the price list? its sam.k@example.com',
    ],
    expected: { email: 'sam.k@example.com' },
  },
  {
    id: 'c24-phone-in-words-parish',
    split: 'heldout',
    messages: [
      "Hi, I'm calling for St. Casimir Parish, the water heater in the rectory basement is leaking",
      'name is Bernadette Kowalczyk, number is five oh three, five five five, oh one two four',
    ],
    expected: { name: 'Bernadette Kowalczyk', phone: '+15035550124', company: 'St. Casimir Parish' },
  },
  {
    id: 'c25-product-decoy-gym',
    split: 'heldout',
    messages: [
      'Do you install Carrier or Trane? For our gym, Ironclad Fitness, we are looking at two Trane XR16 units.',
      'Kevin Osei, kevin.osei@example.com',
    ],
    expected: { name: 'Kevin Osei', email: 'kevin.osei@example.com', company: 'Ironclad Fitness' },
  },
  {
    id: 'c26-i-own-bakery-city-and-daughter-decoy',
    split: 'heldout',
    messages: [
      'Hi there — I own Paloma Bakery in Santa Fe and need the kitchen hoods deep cleaned',
      "(Paloma is my daughter's name haha.) I'm Ricardo Fuentes, 505-555-0126",
    ],
    expected: { name: 'Ricardo Fuentes', phone: '+15055550126', company: 'Paloma Bakery' },
  },
  {
    id: 'c27-hyphenated-korean-name-school-slashes',
    split: 'heldout',
    messages: [
      'I coordinate facilities for Maple Grove Elementary — could we get a quote for pressure washing the playground and bus loop?',
      'Ji-woo Park / jiwoo.park@example.org / 630 555 0127',
    ],
    expected: {
      name: 'Ji-woo Park',
      email: 'jiwoo.park@example.org',
      phone: '+16305550127',
      company: 'Maple Grove Elementary',
    },
  },
  {
    id: 'c28-no-details-hours',
    split: 'heldout',
    messages: ['are you open on thanksgiving?'],
    expected: {},
  },
  {
    id: 'c29-we-run-lowercase-ampersand-dots',
    split: 'heldout',
    messages: [
      'we run b&k auto detailing out of a shop on 3rd st, need our bay door fixed, its stuck halfway',
      'Kenji Brooks 414.555.0129',
    ],
    expected: { name: 'Kenji Brooks', phone: '+14145550129', company: 'B&K Auto Detailing' },
  },
  {
    id: 'c30-rescue-coordinator-pet-name-decoy',
    split: 'heldout',
    messages: [
      "Hi! I'm the intake coordinator at Second Chance Cat Rescue. One of our fosters, Luna, has been sneezing for 3 days — can we get her seen this week?",
      'Priyanka Sharma-Iyer, 609-555-0130',
    ],
    expected: { name: 'Priyanka Sharma-Iyer', phone: '+16095550130', company: 'Second Chance Cat Rescue' },
  },
  {
    id: 'c31-all-caps-church-subdomain-email',
    split: 'heldout',
    messages: [
      'HELLO I NEED A QUOTE FOR GUTTER GUARDS FOR OUR CHURCH, GRACE FELLOWSHIP',
      'MY EMAIL IS DOLORES.HAYNES@MAIL.EXAMPLE.NET  DOLORES HAYNES',
    ],
    expected: {
      name: 'Dolores Haynes',
      email: 'dolores.haynes@mail.example.net',
      company: 'Grace Fellowship',
    },
  },
  {
    id: 'c32-al-particle-owner-landlord-dispute',
    split: 'heldout',
    messages: [
      'Salam, I own Cedar Lane Market and our commercial landlord is refusing to fix the roof leak over the store. Do you handle lease disputes?',
      'My name is Yousef al-Khatib, 313-555-0132, yousef.alkhatib@example.com',
    ],
    expected: {
      name: 'Yousef al-Khatib',
      email: 'yousef.alkhatib@example.com',
      phone: '+13135550132',
      company: 'Cedar Lane Market',
    },
  },
  {
    id: 'c33-i-manage-hoa',
    split: 'heldout',
    messages: [
      'I manage the common areas for Oakwood Terrace HOA and we are collecting bids for monthly landscaping',
      'Contact is Lorraine Pettigrew, 775-555-0133',
    ],
    expected: { name: 'Lorraine Pettigrew', phone: '+17755550133', company: 'Oakwood Terrace HOA' },
  },
  {
    id: 'c34-rental-owner-no-company',
    split: 'heldout',
    messages: [
      'I have a rental property at 88 Cypress Ct that needs a new water heater before my tenant moves in on the 1st',
      'Desmond Achterberg, dachterberg@example.net, 904 555 0134',
    ],
    expected: { name: 'Desmond Achterberg', email: 'dachterberg@example.net', phone: '+19045550134' },
  },
  {
    id: 'c35-im-with-builder-signature-no-role',
    split: 'heldout',
    messages: [
      "Hey, I'm with Ironwood Builders, we're doing a kitchen remodel on Alder St and need an electrician to sub the panel upgrade",
      'thx\nCole Maddox\n208.555.0135',
    ],
    expected: { name: 'Cole Maddox', phone: '+12085550135', company: 'Ironwood Builders' },
  },
  {
    id: 'c36-front-desk-summit-ext',
    split: 'heldout',
    messages: [
      'Hi, this is the front desk at Summit Physical Therapy. The toilet in our patient restroom keeps running.',
      "I'm Aisha Bello. Call the office at (541) 555-0136 ext 4",
    ],
    expected: { name: 'Aisha Bello', phone: '+15415550136', company: 'Summit Physical Therapy' },
  },
  {
    id: 'c37-our-firm-plus-tag-name-last',
    split: 'heldout',
    messages: [
      'do you do group bookings? our firm, Fischer & Roth Architects, wants a spa afternoon for 8 people on tuesday',
      'pls send options to lena.fischer+spa@example.org',
      'oh and its Lena Fischer, ph 267-555-0137',
    ],
    expected: {
      name: 'Lena Fischer',
      email: 'lena.fischer+spa@example.org',
      phone: '+12675550137',
      company: 'Fischer & Roth Architects',
    },
  },
  {
    id: 'c38-first-name-lowercase-the-company',
    split: 'heldout',
    messages: [
      'hi we need pest control at our cafe, its called the daily grind, on Hawthorne near the park',
      'im Tess. 971-555-0138',
    ],
    expected: { name: 'Tess', phone: '+19715550138', company: 'The Daily Grind' },
  },
  {
    id: 'c39-mrs-title-on-behalf-of-club',
    split: 'heldout',
    messages: [
      'Good afternoon. On behalf of the Willowbrook Garden Club I would like to schedule an estimate for new carpet in our clubhouse meeting room. Mrs. Eleanor Whitfield-Hughes, telephone 803 555 0139.',
    ],
    expected: { name: 'Eleanor Whitfield-Hughes', phone: '+18035550139', company: 'Willowbrook Garden Club' },
  },
  {
    id: 'c40-assisted-living-resident-name-decoy',
    split: 'heldout',
    messages: [
      "I'm the activities director at Sunrise Villa Assisted Living. One of our residents, Gloria Reyes, needs a mobile dental visit — she can't travel.",
      'my name is Daniel Mbeki and my cell is 210-555-0140',
    ],
    expected: { name: 'Daniel Mbeki', phone: '+12105550140', company: 'Sunrise Villa Assisted Living' },
  },
  {
    id: 'c41-office-manager-pediatric-dentistry-dashes',
    split: 'heldout',
    messages: [
      "I'm the office manager at Willow Creek Pediatric Dentistry; the heat pump is blowing cold air and we have patients all afternoon",
      'Sandra Kim — skim@willowcreekpeds.example.com — 360.555.0141',
    ],
    expected: {
      name: 'Sandra Kim',
      email: 'skim@willowcreekpeds.example.com',
      phone: '+13605550141',
      company: 'Willow Creek Pediatric Dentistry',
    },
  },
  {
    id: 'c42-gm-inn-double-barrelled-plus1-spaces',
    split: 'heldout',
    messages: [
      "Hello, I'm the GM at Coral Key Inn. We need the carpets in all 20 rooms steam cleaned before the holiday rush.",
      'Oliver Pemberton-Smythe, +1 305 555 0142, oliver.ps@example.com',
    ],
    expected: {
      name: 'Oliver Pemberton-Smythe',
      email: 'oliver.ps@example.com',
      phone: '+13055550142',
      company: 'Coral Key Inn',
    },
  },
  {
    id: 'c43-company-and-email-no-name',
    split: 'heldout',
    messages: [
      'we need a hood and duct cleaning for our restaurant, Casa Montaña, asap — inspection is monday',
      'reach me at chef.ines@example.com',
    ],
    expected: { email: 'chef.ines@example.com', company: 'Casa Montaña' },
  },
  {
    id: 'c44-we-own-laundromat-phone-only',
    split: 'heldout',
    messages: [
      'we own Brightwater Laundromat on Grand Ave and the floor drains keep backing up. how soon can you do a sewer camera inspection? call 919-555-0144',
    ],
    expected: { phone: '+19195550144', company: 'Brightwater Laundromat' },
  },
  {
    id: 'c45-middle-initial-signature-league-treasurer',
    split: 'heldout',
    messages: [
      'Please contact me regarding repairs to the outfield fence at the Elm Park ballfield; two sections came down in the storm.\n\n' +
        'Regards,\nRobert E. Lawson\nTreasurer, Elm Park Little League\nrlawson@example.net',
    ],
    expected: { name: 'Robert E. Lawson', email: 'rlawson@example.net', company: 'Elm Park Little League' },
  },
  {
    id: 'c46-lowercase-mc-name-own-bakehouse',
    split: 'heldout',
    messages: [
      "hi this is aoife mcgrath, i own aoife's bakehouse on main st and need a quote to redo the customer bathroom in the shop. 617 555 0146",
    ],
    expected: { name: 'Aoife McGrath', phone: '+16175550146', company: "Aoife's Bakehouse" },
  },
  {
    id: 'c47-spanish-de-la-name-taqueria',
    split: 'heldout',
    messages: [
      'Buenas, necesito un plomero, tenemos una fuga en el baño de nuestro restaurante, La Perla Taquería',
      'Soy María José de la Cruz, mi número es (323) 555-0147',
    ],
    expected: { name: 'María José de la Cruz', phone: '+13235550147', company: 'La Perla Taquería' },
  },
  {
    id: 'c48-property-manager-owner-decoy',
    split: 'heldout',
    messages: [
      "I'm a property manager with Keystone Realty Group; one of our owners' units at 412 Pine St needs the locks rekeyed after a tenant move-out",
      'Vanessa Cho, 215-555-0148, vcho@keystonerealty.example.com',
    ],
    expected: {
      name: 'Vanessa Cho',
      email: 'vcho@keystonerealty.example.com',
      phone: '+12155550148',
      company: 'Keystone Realty Group',
    },
  },
  {
    id: 'c49-competitor-quote-my-house',
    split: 'heldout',
    messages: [
      'Apex Roofing quoted me $14k for a full tear-off, can you do better?',
      'This is for my house. Phil Gruber, pgruber@example.org',
    ],
    expected: { name: 'Phil Gruber', email: 'pgruber@example.org' },
  },
  {
    id: 'c50-company-and-role-email-no-person',
    split: 'heldout',
    messages: [
      'Requesting a quote for monthly carpet cleaning for our office (Lakeside Chiropractic): 2 exam rooms and a waiting area. Reply to FrontDesk@lakesidechiro.example.com',
    ],
    expected: { email: 'frontdesk@lakesidechiro.example.com', company: 'Lakeside Chiropractic' },
  },
  {
    id: 'c51-first-name-spelling-correction',
    split: 'heldout',
    messages: [
      'Can I get an appt for a cut and blowout Saturday morning?',
      'Kaitlyn, 469-555-0151',
      'sorry spelling is Caitlin! autocorrect lol',
    ],
    expected: { name: 'Caitlin', phone: '+14695550151' },
  },
  {
    id: 'c52-email-typo-correction-dental-office',
    split: 'heldout',
    messages: [
      'please send the estimate for the parking lot sealcoat at our dental office, Parkside Smiles, to jpark@exmaple.com',
      'oops typo, jpark@example.com',
      'Jason Park',
    ],
    expected: { name: 'Jason Park', email: 'jpark@example.com', company: 'Parkside Smiles' },
  },
  {
    id: 'c53-run-on-lowercase-llc-lease',
    split: 'heldout',
    messages: [
      'hello we need a lawyer to look over a commercial lease for greenleaf and sons llc before we sign it friday my name is hector villanueva 559 555 0153 thank you',
    ],
    expected: { name: 'Hector Villanueva', phone: '+15595550153', company: 'Greenleaf and Sons LLC' },
  },
  {
    id: 'c54-parent-school-and-teacher-decoy',
    split: 'heldout',
    messages: [
      "my son goes to Lincoln Middle School and his teacher Mr. Alvarez recommended your tutoring for 7th grade math. what's the rate?",
      'Gwen Adebayo, gwen.adebayo@example.com',
    ],
    expected: { name: 'Gwen Adebayo', email: 'gwen.adebayo@example.com' },
  },
  {
    id: 'c55-im-with-bank-but-personal',
    split: 'heldout',
    messages: [
      "I'm with Northstar Bank but this is for my own place — the sprinkler system won't turn on after the winterization",
      'Naveen Krishnamurthy 612-555-0155',
    ],
    expected: { name: 'Naveen Krishnamurthy', phone: '+16125550155' },
  },
  {
    id: 'c56-signature-director-hyphen-subdomain',
    split: 'heldout',
    messages: [
      'Good day,\n\nWe need a deep clean of the commercial kitchen and dining room at our main building before our state inspection.\n\n' +
        "Margaret O'Sullivan\nDirector of Facilities, Pinecrest Senior Living\n+1 (207) 555.0156\n" +
        'mosullivan@facilities.pinecrest-living.example.org',
    ],
    expected: {
      name: "Margaret O'Sullivan",
      email: 'mosullivan@facilities.pinecrest-living.example.org',
      phone: '+12075550156',
      company: 'Pinecrest Senior Living',
    },
  },
  {
    id: 'c57-no-details-complaint',
    split: 'heldout',
    messages: [
      'your technician never showed up yesterday. terrible.',
      'not giving my info again, I already did once',
    ],
    expected: {},
  },
  {
    id: 'c58-apostrophe-accent-name-inc-period-dots',
    split: 'heldout',
    messages: [
      "Hello, N'Golo Traoré here from Traoré & Fils Imports Inc. — we need the warehouse offices repainted over two weekends.",
      'cell +1.646.555.0158',
    ],
    expected: { name: "N'Golo Traoré", phone: '+16465550158', company: 'Traoré & Fils Imports Inc.' },
  },
  {
    id: 'c59-we-run-daycare-umlaut-name',
    split: 'heldout',
    messages: [
      'Hi! We run Little Acorns Daycare and are looking for a cleaning service twice a week after 6pm',
      'Zoë Brandt-Müller, 303-555-0159',
    ],
    expected: { name: 'Zoë Brandt-Müller', phone: '+13035550159', company: 'Little Acorns Daycare' },
  },
  {
    id: 'c60-wife-decoy-in-company-name-first-name',
    split: 'heldout',
    messages: [
      "me and my wife Karen run Karen's Kitchen Catering out of a unit on 5th, need the outside of the building painted. can u give estimate",
      'Doug. +1 503 555 0160',
    ],
    expected: { name: 'Doug', phone: '+15035550160', company: "Karen's Kitchen Catering" },
  },
];
