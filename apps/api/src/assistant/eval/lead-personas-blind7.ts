/**
 * A seventh blind held-out set of visitor personas for the lead-details extraction.
 *
 * Written 2026-11-24 by a helper session (AI assistant) BLIND: the author read only the `LeadPersona` type (and the
 * header of `lead-personas.ts`) and the header and first two personas of `lead-personas-blind6.ts` (for
 * conventions). Not read: the extraction code, its name lists, its tests, the decision records about lead details,
 * the other persona sets, or any results. Never to be used to develop or tune the extraction: measure only.
 *
 * `expected` is what a careful office assistant would file on the lead and nothing more, following the sixth set's
 * conventions (copied): the name as the visitor gives it, properly capitalised, without courtesy titles (Dr.);
 * email lowercase; phone E.164 with a US default (a number given with another country code keeps it: +44, +49,
 * +52), extensions dropped, a corrected number or email replaced by the correction; `company` only when the
 * visitor acts for that organisation (not their home, a landlord, an insurer, a supplier, software they use, a
 * rental company, an employer merely mentioned, a venue, a previous contractor, a referrer, or a company visible
 * only in an email domain). A first name alone is filed as that first name; no surname is guessed from the email
 * address, and no name at all when only an email is given. Legal suffixes are kept as the visitor writes them; a
 * company typed in lower case or all caps is filed title-cased.
 *
 * Ambiguous choices made here:
 * - g07 (digits dictated in words, "five oh three …") and g35 (spaced digits "8 0 1 5 5 5 …") are filed as phones:
 *   a careful reader would dial them.
 * - g11: "this is Caitlin" then "*Kaitlyn, autocorrect lol" — the corrected spelling is filed.
 * - g13: a parish hospitality-committee member ordering the parish dinner acts for the church ("Mrs." dropped).
 *   g35: a music teacher booking tuning of the school's pianos acts for the school ("Ms." dropped).
 *   g53: "Coach Ray Dominguez" is filed without "Coach", like a courtesy title.
 * - g17 "ask for Rafa", g24 "ask for Wade", g45 "Manager on duty: Sunil Patel": the person to ask for is the
 *   contact filed.
 * - g21: an unnamed office admin gives her partner as the contact ("contact him directly: Daniel Reyes"): Daniel
 *   Reyes and his number are filed, with the firm. g22: a grandson writing for his grandmother gives his own name
 *   and number: the contact is Eli, not Ruth Feldman. g60: the wife who asked him to write (Carla) is not filed.
 * - g25: all caps "BLUE RIDGE LOGISTICS INC" is filed "Blue Ridge Logistics Inc"; g33 keeps ", PC"; g40 keeps
 *   "Co." with its period.
 * - g38: a planner "with Petal & Vine Events" inquiring for her clients acts for her firm, which is filed.
 * - g44: two numbers; "Call me: … 843-555-0122" is the visitor's, the office line is not filed.
 * - g33: the signature's "F:" (fax) number is not filed; the "T:" number without its extension is.
 * - g59 has no contact details at all: `expected` is empty (an address, zip and date must not be filed).
 *
 * All people, companies, numbers and addresses are fictitious: US phones are 555-01xx, emails use example.com /
 * example.org / example.net domains; real brands appear only as distractors (suppliers, software, insurers,
 * lenders, venues, previous contractors).
 */
import type { LeadPersona } from './lead-personas.js';

export const BLIND7_HELDOUT_PERSONAS: LeadPersona[] = [
  {
    id: 'g01-pool-green-address-zip',
    split: 'heldout',
    messages: [
      'hey our pool turned green after the storm, can u come shock it this week. 1418 cedar ridge ln 78704. call me 512 555 0172 - marco',
    ],
    expected: { name: 'Marco', phone: '+15125550172' },
  },
  {
    id: 'g02-pest-facilities-coordinator-ext',
    split: 'heldout',
    messages: [
      "Hi, I'm the facilities coordinator for Harborview Montessori School. We've found mouse droppings in the kitchen pantry and need an inspection before Monday.",
      'Dana Whitfield, Facilities Coordinator / dwhitfield@example.org / 410-555-0133 x12',
    ],
    expected: {
      name: 'Dana Whitfield',
      email: 'dwhitfield@example.org',
      phone: '+14105550133',
      company: 'Harborview Montessori School',
    },
  },
  {
    id: 'g03-locksmith-car-plate-venue',
    split: 'heldout',
    messages: [
      'locked out of my car in the costco parking lot on 5th st, plate is 7KDR214. how fast can someone get here',
      'im tiana 702 555 0119',
    ],
    expected: { name: 'Tiana', phone: '+17025550119' },
  },
  {
    id: 'g04-roof-hail-insurer-claim',
    split: 'heldout',
    messages: [
      'we had hail damage last week and State Farm is sending an adjuster on the 14th, claim # 44-7718-203. need a roofer to meet him there',
      'Greg Patterson, gpatterson77@example.net, cell (303)555-0187',
    ],
    expected: { name: 'Greg Patterson', email: 'gpatterson77@example.net', phone: '+13035550187' },
  },
  {
    id: 'g05-physio-spanish-hospital-insurer',
    split: 'heldout',
    messages: [
      'Hola, I need physio for my knee after ACL surgery at Mercy General. Do you take Aetna?',
      'Me llamo José Luis Hernández, mi cel es 305-555-0164',
    ],
    expected: { name: 'José Luis Hernández', phone: '+13055550164' },
  },
  {
    id: 'g06-tattoo-coverup-price-handle',
    split: 'heldout',
    messages: [
      'yo wanna book a cover up on my forearm, about 6x4 inches. budget around $450. my ig is @inkedbyrae but just text me 971.555.0128',
      'Rae',
    ],
    expected: { name: 'Rae', phone: '+19715550128' },
  },
  {
    id: 'g07-piano-dictated-number',
    split: 'heldout',
    messages: [
      "Hi there I have a 1962 Baldwin upright that hasn't been tuned in years my name is Eleanor Voss my number is five oh three five five five oh one four six thank you",
    ],
    expected: { name: 'Eleanor Voss', phone: '+15035550146' },
  },
  {
    id: 'g08-septic-we-own-dairy',
    split: 'heldout',
    messages: [
      'we own a dairy farm outside town, Kettle Creek Dairy, and the septic alarm keeps going off at the milk house. Bill Anders 608-555-0191',
    ],
    expected: { name: 'Bill Anders', phone: '+16085550191', company: 'Kettle Creek Dairy' },
  },
  {
    id: 'g09-moving-email-correction-caps',
    split: 'heldout',
    messages: [
      'need a quote to move a 2br apt from 4410 Elm St Apt 3B to Bellevue on Dec 20',
      'email is KSHAH.MOVES@EXAMPLE.COM',
      'sorry typo, its kshah.moving@example.com. Kavya Shah',
    ],
    expected: { name: 'Kavya Shah', email: 'kshah.moving@example.com' },
  },
  {
    id: 'g10-wedding-photo-venue-emoji',
    split: 'heldout',
    messages: [
      'Hi!! my fiancé and I are getting married june 7 2027 at the Rosewood Estate vineyard, around 120 guests. are you still available that day?',
      "i'm Priya Raman, best to email me priya.raman@example.com 💍",
    ],
    expected: { name: 'Priya Raman', email: 'priya.raman@example.com' },
  },
  {
    id: 'g11-grooming-name-autocorrect',
    split: 'heldout',
    messages: [
      'can i get my doodle groomed saturday? she is 65 lbs and matted lol. this is Caitlin 4045550137',
      '*Kaitlyn, autocorrect lol',
    ],
    expected: { name: 'Kaitlyn', phone: '+14045550137' },
  },
  {
    id: 'g12-tax-we-own-llc-software',
    split: 'heldout',
    messages: [
      'Hello, we own a small landscaping business, Green Acres Lawn & Garden LLC, and our bookkeeper just quit. We need help with Q4 941s and the 2026 return. Quickbooks Online is what we use.',
      'Marcus Bell, Owner | 919-555-0155 | marcus@example.com',
    ],
    expected: {
      name: 'Marcus Bell',
      email: 'marcus@example.com',
      phone: '+19195550155',
      company: 'Green Acres Lawn & Garden LLC',
    },
  },
  {
    id: 'g13-catering-parish-committee',
    split: 'heldout',
    messages: [
      "Good morning, I'm on the hospitality committee at St. Brigid's Catholic Church and we're looking for catering for our parish dinner Feb 8, about 200 people, budget $18/plate.",
      "You can reach me at 617-555-0102. Mrs. Maureen O'Malley",
    ],
    expected: { name: "Maureen O'Malley", phone: '+16175550102', company: "St. Brigid's Catholic Church" },
  },
  {
    id: 'g14-district-facilities-bid-ext',
    split: 'heldout',
    messages: [
      'This is Rob Tanaka, facilities director for Lincoln Unified School District. We need quotes for HVAC filter replacement at 6 campuses over winter break (Dec 22 - Jan 2). The PO must reference bid #LUSD-2026-118.',
      'rtanaka@example.org, desk 209.555.0110 ext 3301',
    ],
    expected: {
      name: 'Rob Tanaka',
      email: 'rtanaka@example.org',
      phone: '+12095550110',
      company: 'Lincoln Unified School District',
    },
  },
  {
    id: 'g15-hoa-treasurer-previous-contractor',
    split: 'heldout',
    messages: [
      "Hi, I'm the treasurer on the board of the Willow Bend HOA. Our current landscaper, Evergreen Grounds, has a contract that ends 12/31 and we want bids for 2027.",
      'Sandra Kowalczyk 480-555-0176',
    ],
    expected: { name: 'Sandra Kowalczyk', phone: '+14805550176', company: 'Willow Bend HOA' },
  },
  {
    id: 'g16-medical-it-i-manage-dr',
    split: 'heldout',
    messages: [
      "our office's server keeps dropping the connection to our EHR (we use Athenahealth) — need someone onsite asap. I manage Pinecrest Pediatrics on Route 9.",
      '— Dr. Alan Mehta, 845-555-0149',
    ],
    expected: { name: 'Alan Mehta', phone: '+18455550149', company: 'Pinecrest Pediatrics' },
  },
  {
    id: 'g17-hood-taqueria-accent-ask-for',
    split: 'heldout',
    messages: [
      "need hood cleaning for our kitchen, fire marshal inspection is on the 3rd. we're Taqueria El Güero, 2 hoods 16ft total",
      'ask for Rafa 773-555-0114',
    ],
    expected: { name: 'Rafa', phone: '+17735550114', company: 'Taqueria El Güero' },
  },
  {
    id: 'g18-farm-tractor-serial-brand',
    split: 'heldout',
    messages: [
      'my john deere 5075E wont start, serial 1LV5075EKHH400512. its in the field off county rd 12, can you come out? Dale 785-555-0193',
    ],
    expected: { name: 'Dale', phone: '+17855550193' },
  },
  {
    id: 'g19-movers-uk-mobile-hyphen',
    split: 'heldout',
    messages: [
      "Hi, we're relocating from London to Austin in March and need a mover for the US side of things.",
      "I'm Oliver Pemberton-Hughes, mobile +44 7911 123456, oliver.ph@example.com",
    ],
    expected: { name: 'Oliver Pemberton-Hughes', email: 'oliver.ph@example.com', phone: '+447911123456' },
  },
  {
    id: 'g20-wasp-email-only-caps',
    split: 'heldout',
    messages: ['do you do wasp nest removal from a soffit? send the quote to KEVIN.DUARTE@EXAMPLE.NET pls'],
    expected: { email: 'kevin.duarte@example.net' },
  },
  {
    id: 'g21-locksmith-admin-gives-partner',
    split: 'heldout',
    messages: [
      "Hi, I'm the office admin at Castillo & Reyes CPA. One of our partners needs the file room rekeyed this week. Please contact him directly: Daniel Reyes, 214-555-0161.",
    ],
    expected: { name: 'Daniel Reyes', phone: '+12145550161', company: 'Castillo & Reyes CPA' },
  },
  {
    id: 'g22-piano-grandson-on-behalf',
    split: 'heldout',
    messages: [
      "Writing on behalf of my grandmother, Mrs. Ruth Feldman — her piano needs tuning before Hanukkah. I'm her grandson Eli, call me at 646 555 0108.",
    ],
    expected: { name: 'Eli', phone: '+16465550108' },
  },
  {
    id: 'g23-hot-tub-quebec-plus-one',
    split: 'heldout',
    messages: [
      'hot tub heater not working, error code FLO. model is a Jacuzzi J-335',
      'Geneviève Tremblay, 1 (514) 555-0139',
    ],
    expected: { name: 'Geneviève Tremblay', phone: '+15145550139' },
  },
  {
    id: 'g24-septic-prev-contractor-time',
    split: 'heldout',
    messages: [
      'whats your price to pump a 1000 gal septic tank? last pumped in 2019 by Roto-Rooter. im at 2250 hwy 41, call after 5pm 706-555-0125 ask for Wade',
    ],
    expected: { name: 'Wade', phone: '+17065550125' },
  },
  {
    id: 'g25-pest-all-caps-inc',
    split: 'heldout',
    messages: [
      'REQUEST FOR QUOTE - MONTHLY COMMERCIAL PEST CONTROL FOR OUR 48,000 SQ FT WAREHOUSE. CONTACT TERRY LUND, OPERATIONS MGR, BLUE RIDGE LOGISTICS INC, 828-555-0170, TLUND@EXAMPLE.COM',
    ],
    expected: {
      name: 'Terry Lund',
      email: 'tlund@example.com',
      phone: '+18285550170',
      company: 'Blue Ridge Logistics Inc',
    },
  },
  {
    id: 'g26-hood-and-sons-bakery',
    split: 'heldout',
    messages: [
      'hi, this is Frank from DeLuca & Sons Bakery. our hood fans are caked, need a cleaning overnight (we open at 5am). 347-555-0153',
    ],
    expected: { name: 'Frank', phone: '+13475550153', company: 'DeLuca & Sons Bakery' },
  },
  {
    id: 'g27-roof-phone-correction',
    split: 'heldout',
    messages: [
      "hi need a roof inspection for a house we're buying, closing is 1/15. Nadia Petrov 615-555-0181",
      'wait thats my old number, use 615-555-0184',
    ],
    expected: { name: 'Nadia Petrov', phone: '+16155550184' },
  },
  {
    id: 'g28-movers-invoice-amount-card',
    split: 'heldout',
    messages: [
      'I got invoice #20231187 from you for $1,240 for the move on Oct 3 but I was already charged on my Amex. Can someone call me? Beatriz Santos 562.555.0147',
    ],
    expected: { name: 'Beatriz Santos', phone: '+15625550147' },
  },
  {
    id: 'g29-tattoo-run-on-lowercase',
    split: 'heldout',
    messages: [
      'hey so i want a small fine line tattoo of my dogs paw print on my wrist can i walk in tmrw around 2 or do i need an appt my name is lily chen and my # is 628 555 0116',
    ],
    expected: { name: 'Lily Chen', phone: '+16285550116' },
  },
  {
    id: 'g30-physio-senior-living-director',
    split: 'heldout',
    messages: [
      "Hello, I manage the Maple Grove Senior Living community on Oak Ave and we'd like to set up weekly onsite physio sessions for residents.",
      'Please email me: Helen Okonkwo-Bright, Executive Director, h.okonkwo-bright@example.org',
    ],
    expected: {
      name: 'Helen Okonkwo-Bright',
      email: 'h.okonkwo-bright@example.org',
      company: 'Maple Grove Senior Living',
    },
  },
  {
    id: 'g31-catering-quince-parish-hall',
    split: 'heldout',
    messages: [
      "we're having our daughters quinceañera at Our Lady of Guadalupe parish hall on May 2, ~150 people, do you cater there? Alma Gutierrez 915-555-0131",
    ],
    expected: { name: 'Alma Gutierrez', phone: '+19155550131' },
  },
  {
    id: 'g32-roof-hoa-resident-mgmt-co',
    split: 'heldout',
    messages: [
      'I live in the Stonegate HOA and the board says I need an approved roofer. our management company is FirstService Residential. can you send me your license and insurance info?',
      'Carl Jensen, cjensen@example.net',
    ],
    expected: { name: 'Carl Jensen', email: 'cjensen@example.net' },
  },
  {
    id: 'g33-medical-it-signature-fax-pc',
    split: 'heldout',
    messages: [
      'We need a quote for replacing 14 workstations and setting up a new firewall at our clinic.',
      'Thanks,\nMichelle Nguyen-Park\nPractice Administrator\nLakeside Orthopedic Associates, PC\nT: 206.555.0124 x 115 | F: 206.555.0125\nmnguyenpark@example.com',
    ],
    expected: {
      name: 'Michelle Nguyen-Park',
      email: 'mnguyenpark@example.com',
      phone: '+12065550124',
      company: 'Lakeside Orthopedic Associates, PC',
    },
  },
  {
    id: 'g34-grooming-vet-no-separators',
    split: 'heldout',
    messages: [
      'my vet at Banfield said my shih tzu needs a sanitary trim and nail grind, do you do it without sedation? Marisol 9155550120',
    ],
    expected: { name: 'Marisol', phone: '+19155550120' },
  },
  {
    id: 'g35-piano-school-teacher-spaced-digits',
    split: 'heldout',
    messages: [
      "Hi I'm the music teacher at Westbrook Middle School, our two Yamaha uprights need tuning before the winter concert Dec 12. my cell 8 0 1 5 5 5 0 1 5 8 - Ms. Harriet Lowe",
    ],
    expected: { name: 'Harriet Lowe', phone: '+18015550158', company: 'Westbrook Middle School' },
  },
  {
    id: 'g36-septic-lender-address',
    split: 'heldout',
    messages: [
      'buying a house at 88 Birch Hollow Rd and the lender (Rocket Mortgage) requires a septic inspection before closing on 12/19. can i get a quote?',
      'Jamal Whitaker jamal.whitaker@example.com 470-555-0106',
    ],
    expected: { name: 'Jamal Whitaker', email: 'jamal.whitaker@example.com', phone: '+14705550106' },
  },
  {
    id: 'g37-office-move-polish-name-building-mgmt',
    split: 'heldout',
    messages: [
      "We're moving our office (Brightline Architecture, 22 staff) from Suite 400 to Suite 1200 in the same building the weekend of Jan 9. Building management (CBRE) requires a COI.",
      "I'm the office manager, Tomasz Wiśniewski — tomasz@example.com",
    ],
    expected: { name: 'Tomasz Wiśniewski', email: 'tomasz@example.com', company: 'Brightline Architecture' },
  },
  {
    id: 'g38-wedding-planner-for-clients',
    split: 'heldout',
    messages: [
      "Hi, I'm a wedding planner with Petal & Vine Events, inquiring on behalf of my clients for a Sept 2027 wedding at Castle Hill Inn. Could you send your packages?",
      'Aisha Karimi, aisha@example.net, 401-555-0178',
    ],
    expected: {
      name: 'Aisha Karimi',
      email: 'aisha@example.net',
      phone: '+14015550178',
      company: 'Petal & Vine Events',
    },
  },
  {
    id: 'g39-tax-germany-mobile',
    split: 'heldout',
    messages: [
      "Hello, I'm a US citizen living in Germany and need help filing my FBAR and 1040 for 2025.",
      'Stefan Müller, +49 151 23456789, stefan.mueller@example.com',
    ],
    expected: { name: 'Stefan Müller', email: 'stefan.mueller@example.com', phone: '+4915123456789' },
  },
  {
    id: 'g40-hood-pizza-co-signature',
    split: 'heldout',
    messages: [
      'Quote request: hood + duct cleaning quarterly, 3 locations, pizza ovens too.',
      '— Gino Russo, Russo Brothers Pizza Co., 201-555-0143',
    ],
    expected: { name: 'Gino Russo', phone: '+12015550143', company: 'Russo Brothers Pizza Co.' },
  },
  {
    id: 'g41-farm-we-run-lowercase',
    split: 'heldout',
    messages: [
      'we run hollister family farms, 3 combines need pre season service, can u do it on site? ask for jake, 559-555-0175',
    ],
    expected: { name: 'Jake', phone: '+15595550175', company: 'Hollister Family Farms' },
  },
  {
    id: 'g42-locksmith-landlord-i-own',
    split: 'heldout',
    messages: [
      'Our landlord (Parkview Properties) changed the locks on the back door and we never got keys. I own Bloom Nail Spa in the plaza. Linh Tran 714-555-0189',
    ],
    expected: { name: 'Linh Tran', phone: '+17145550189', company: 'Bloom Nail Spa' },
  },
  {
    id: 'g43-roof-bad-prev-roofer-license',
    split: 'heldout',
    messages: [
      "the last roofer, Apex Roofing, license #CCC1330945, did a bad job and disappeared. now there's a leak over the master bedroom",
      'Patricia Gomez-Avila (pat) 813 555 0166 pgomezavila@example.com',
    ],
    expected: { name: 'Patricia Gomez-Avila', email: 'pgomezavila@example.com', phone: '+18135550166' },
  },
  {
    id: 'g44-pool-condo-assoc-two-numbers',
    split: 'heldout',
    messages: [
      "I'm the property manager for Palmetto Shores Condominium Association. Our community pool pump failed and we have a health dept inspection Friday.",
      'Call me: Derek Simmons 843-555-0122 (the office line 843-555-0100 closes at 4)',
    ],
    expected: {
      name: 'Derek Simmons',
      phone: '+18435550122',
      company: 'Palmetto Shores Condominium Association',
    },
  },
  {
    id: 'g45-pest-motel-room-number',
    split: 'heldout',
    messages: [
      "We're the Harbor Lights Motel, 24 rooms, found bed bugs in room 112. Need treatment ASAP.",
      'Manager on duty: Sunil Patel. Front desk 228-555-0138.',
    ],
    expected: { name: 'Sunil Patel', phone: '+12285550138', company: 'Harbor Lights Motel' },
  },
  {
    id: 'g46-piano-harpsichord-first-name-caps-email',
    split: 'heldout',
    messages: ['do you tune harpsichords? its an old Zuckermann kit. thanks, Ingrid INGRID.B@EXAMPLE.ORG'],
    expected: { name: 'Ingrid', email: 'ingrid.b@example.org' },
  },
  {
    id: 'g47-tattoo-irish-name',
    split: 'heldout',
    messages: [
      "hi! I want to book a consult for a sleeve in japanese traditional style. I'm Siobhán Ní Bhriain, you can text me on 917 555 0104",
    ],
    expected: { name: 'Siobhán Ní Bhriain', phone: '+19175550104' },
  },
  {
    id: 'g48-physio-employer-insurer-claim',
    split: 'heldout',
    messages: [
      'my employer is Amazon and workers comp (Sedgwick) approved 12 PT visits for my shoulder, claim 3021-88-4471. do you accept that? Terrence Odom 901-555-0177',
    ],
    expected: { name: 'Terrence Odom', phone: '+19015550177' },
  },
  {
    id: 'g49-car-ship-vin-date',
    split: 'heldout',
    messages: [
      'need to ship my car + move a 1br. the car is a 2018 Honda Civic, VIN 2HGFC2F59JH512345. moving date 01/04/2027',
      'im Yuki Tanaka, yuki.tanaka@example.com',
    ],
    expected: { name: 'Yuki Tanaka', email: 'yuki.tanaka@example.com' },
  },
  {
    id: 'g50-dental-it-prev-vendor',
    split: 'heldout',
    messages: [
      "Hi, I'm Gloria Estévez, office manager at Cedar Family Dentistry. Our old IT guy from TechNet Solutions retired and our Dentrix backups have been failing for a week. Best number is 425-555-0112.",
    ],
    expected: { name: 'Gloria Estévez', phone: '+14255550112', company: 'Cedar Family Dentistry' },
  },
  {
    id: 'g51-hoa-board-on-behalf-secretary',
    split: 'heldout',
    messages: [
      "Writing on behalf of the Board of Directors of Lakeshore Pines Homeowners Association. We'd like proposals for pest control of the common areas and clubhouse.",
      'Regards,\nVictor Almeida, Secretary\nvictor.almeida@example.net',
    ],
    expected: {
      name: 'Victor Almeida',
      email: 'victor.almeida@example.net',
      company: 'Lakeshore Pines Homeowners Association',
    },
  },
  {
    id: 'g52-catering-funeral-church-budget',
    split: 'heldout',
    messages: [
      "my mom's funeral reception is at First Baptist church fellowship hall saturday, need lunch for 80. budget around $1,500",
      "I'm Denise Carter 334-555-0150",
    ],
    expected: { name: 'Denise Carter', phone: '+13345550150' },
  },
  {
    id: 'g53-school-pool-coach-work-order',
    split: 'heldout',
    messages: [
      "This is Coach Ray Dominguez at Valle Verde High School, our natatorium's chlorinator is down. district work order #WO-55812, campus zip 85016. reach me 602-555-0168",
    ],
    expected: { name: 'Ray Dominguez', phone: '+16025550168', company: 'Valle Verde High School' },
  },
  {
    id: 'g54-photo-hotel-mexico-whatsapp',
    split: 'heldout',
    messages: [
      'Hola! we own a boutique hotel in Tulum, Casa Ixchel, and want a photographer for our 2027 brochure + a styled wedding shoot.',
      'WhatsApp +52 984 123 4567. Valentina Ruiz',
    ],
    expected: { name: 'Valentina Ruiz', phone: '+529841234567', company: 'Casa Ixchel' },
  },
  {
    id: 'g55-grooming-kennel-manager',
    split: 'heldout',
    messages: [
      "Hi, I'm the kennel manager at Happy Tails Boarding & Daycare. We'd like to outsource baths for our boarders on Fridays.",
      'Jess Moreau, jess@example.com',
    ],
    expected: { name: 'Jess Moreau', email: 'jess@example.com', company: 'Happy Tails Boarding & Daycare' },
  },
  {
    id: 'g56-septic-emergency-plus-one-dots',
    split: 'heldout',
    messages: [
      'septic backing up into the basement floor drain!!! 3 kids home. pls call +1.207.555.0115 asap -- Crystal',
    ],
    expected: { name: 'Crystal', phone: '+12075550115' },
  },
  {
    id: 'g57-safe-apostrophe-name-price',
    split: 'heldout',
    messages: [
      "need a safe opened, lost the combo. its a Sentry 1.2 cu ft. how much would that be? Marcus D'Angelo 856-555-0183",
    ],
    expected: { name: "Marcus D'Angelo", phone: '+18565550183' },
  },
  {
    id: 'g58-orchard-and-sons-caps-email',
    split: 'heldout',
    messages: [
      'Pietersen & Sons Orchards here — our Kubota tractor PTO is slipping. Harvest is done so no rush.',
      'Contact: Willem Pietersen, WILLEM@EXAMPLE.COM, 509-555-0195',
    ],
    expected: {
      name: 'Willem Pietersen',
      email: 'willem@example.com',
      phone: '+15095550195',
      company: 'Pietersen & Sons Orchards',
    },
  },
  {
    id: 'g59-movers-piano-no-details',
    split: 'heldout',
    messages: [
      "how much do you charge to move an upright piano up 2 flights? we're at 12 Garden St, 3rd floor, zip 02139. thinking sometime after the 15th",
    ],
    expected: {},
  },
  {
    id: 'g60-pool-leak-detect-intro-wife',
    split: 'heldout',
    messages: [
      'hi, my wife Carla asked me to reach out — our pool is losing about 2 inches a day, we think its a leak. the pool was built by Blue Haven in 2015.',
      'Tom Reyes-Whitman 916-555-0141',
    ],
    expected: { name: 'Tom Reyes-Whitman', phone: '+19165550141' },
  },
];
