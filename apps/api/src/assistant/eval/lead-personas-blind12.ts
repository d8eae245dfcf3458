/**
 * A twelfth blind held-out set of visitor personas for the lead-details extraction: 60 chats from one ordinary week at
 * six local businesses (a family dentist, a hair salon, an auto repair shop, a house cleaner, a plumber, a small law
 * office). 40 are a single visitor message and 20 are multi-turn (2–4 visitor messages; the assistant's turns are
 * left out, so a bare answer such as "Marcus" or "(214) 555-0106" follows a message that implies a question). About
 * two thirds are plain messages as a typical customer writes them; the rest are harder: lower-case names, names
 * from many cultures, a nickname, a parent booking for a child, a business booking for an employee, an assistant
 * writing for a boss, signatures with job titles and company lines, emails and phones in odd formats, another
 * person's details mentioned, a corrected detail. Five have no contact details at all.
 *
 * Written 2026-11-25 by a helper session (AI assistant) BLIND: the author read only the `LeadPersona` type and the
 * header comment of `lead-personas.ts`, and the header comment of `lead-personas-blind10.ts` (for conventions).
 * Not read: the extraction code, its name lists, its tests, the decision records, the other persona sets
 * (including `lead-personas-blind11.ts`), the benches, or any results. Nothing was run on this set. Never to be
 * used to develop or tune the extraction: measure only.
 *
 * `expected` is what a careful office assistant would file on the lead and nothing more, following the eighth
 * set's conventions (copied from the tenth set's header): the name as the visitor gives it, properly capitalised,
 * without courtesy titles (Dr.); email lowercase; phone E.164 with a US default (a number given with another
 * country code keeps it: +44, +49, +52), extensions dropped, a corrected number or email replaced by the
 * correction; `company` only when the visitor acts for that organisation (not their home, a landlord, an insurer,
 * a supplier, software they use, a rental company, an employer merely mentioned, a venue, a previous contractor, a
 * referrer, or a company visible only in an email domain). A first name alone is filed as that first name; no
 * surname is guessed from the email address, and no name at all when only an email is given. Legal suffixes are
 * kept as the visitor writes them; a company typed in lower case or all caps is filed title-cased.
 * One further convention: a courtesy title (Mr./Mrs./Ms./Dr.) before a LONE surname is kept as written
 * ("Mrs. Abernathy", m37); before a full name it is dropped (m24 "Dr. Alan Whitmore", m54 "Mr. Samuel Osei").
 *
 * Ambiguous choices made here:
 * - m13, m49: a parent booking for a child is filed with the parent's own details; the child's name is not filed.
 *   m49 gives only "Andre" and an email andre.williams@…: filed as "Andre" (no surname from the email).
 * - m15: a florist booking a van for its driver: the visitor (who asks to be confirmed with) and the florist are
 *   filed, not the driver. m51: the same for a supply company's truck; the extension is dropped.
 * - m24: an office manager ("Jenna") writes for her boss and says "please reach out to him directly at …": the
 *   boss is filed as the contact, with his practice as the company, and "Dr." dropped before the full name.
 * - m60: an executive assistant writes for her boss but asks that the time be coordinated with her and gives her
 *   own details: she is filed, with the boss's firm as the company (she acts for it); the boss is not filed.
 * - m26: "I'm Elizabeth Novak but everyone calls me Liz": the full name as given is filed, not the nickname.
 *   m44: the visitor signs only with the nickname "Bri": "Bri" is filed as given.
 * - m27: the signature's job title ("Fleet Coordinator") is not part of the name; the company line is filed.
 * - m35: a property manager reports a tenant's problem: her own details and company are filed; the tenant's
 *   name and number (for access) are not. m42: the brother's name and number are not filed.
 * - m39: a seven-digit number with the area code given after it ("555-0131, area code 319") is filed joined.
 * - m11: typed "kevin o'brien": filed "Kevin O'Brien". m55: "Nguyen Thi Lan" is kept in the order written.
 *   m50: a Spanish-language message; the accent in "Ramírez" is kept.
 * - m32, m58: the corrected phone / email replaces the first one. m40: "Megan" then "Megan Ellis, sorry!": the
 *   full name is filed.
 * - m46: the office email office@… given by a practice manager who signs her name is filed with her name.
 * - m48: the employer named in a non-compete question is not filed as the company (an individual matter).
 * - m30: a business being formed but not named: no company.
 * - m07, m20, m33, m47, m57 have no contact details at all: `expected` is empty (prices, years, mileage, dates).
 *
 * All people, companies, numbers and addresses are fictitious: US phones are 555-01xx, the UK number (m52) is in
 * the drama range, emails use example.com / example.org / example.net domains; real vehicle makes appear only as
 * the visitors' cars.
 */
import type { LeadPersona } from './lead-personas.js';

export const BLIND12_HELDOUT_PERSONAS: LeadPersona[] = [
  {
    id: 'm01-dentist-cleaning-plain',
    split: 'heldout',
    messages: [
      "Hi, my name is Angela Moretti and I'd like to book a cleaning for next Tuesday if you have anything in the morning. You can reach me at (312) 555-0142.",
    ],
    expected: { name: 'Angela Moretti', phone: '+13125550142' },
  },
  {
    id: 'm02-salon-balayage-plain',
    split: 'heldout',
    messages: [
      "hello! do you have any openings saturday for a balayage? I'm Jess Park, 617-555-0118, jess.park@example.com",
    ],
    expected: { name: 'Jess Park', phone: '+16175550118', email: 'jess.park@example.com' },
  },
  {
    id: 'm03-auto-check-engine-plain',
    split: 'heldout',
    messages: [
      'My check engine light came on this morning. 2014 Honda Civic, about 128,000 miles. Can I bring it in tomorrow? Mark Delgado 602-555-0177',
    ],
    expected: { name: 'Mark Delgado', phone: '+16025550177' },
  },
  {
    id: 'm04-cleaner-move-out-plain',
    split: 'heldout',
    messages: [
      'Hi there, looking for a deep clean of a 3 bed 2 bath house before we move out on the 30th. Email me at tfoster@example.net. Thanks, Tanya Foster',
    ],
    expected: { name: 'Tanya Foster', email: 'tfoster@example.net' },
  },
  {
    id: 'm05-plumber-water-heater-plain',
    split: 'heldout',
    messages: [
      'Water heater is leaking from the bottom, need someone today if possible. This is Greg Halvorsen, 503-555-0163.',
    ],
    expected: { name: 'Greg Halvorsen', phone: '+15035550163' },
  },
  {
    id: 'm06-law-will-plain',
    split: 'heldout',
    messages: [
      'Good afternoon. I am looking for help drafting a will for myself and my wife. Please contact me at robert.okafor@example.org or 404-555-0129. Regards, Robert Okafor',
    ],
    expected: { name: 'Robert Okafor', email: 'robert.okafor@example.org', phone: '+14045550129' },
  },
  {
    id: 'm07-dentist-insurance-question-none',
    split: 'heldout',
    messages: [
      'Do you take BrightPath Dental Plan? And how much is a cleaning without insurance, roughly $100-150?',
    ],
    expected: {},
  },
  {
    id: 'm08-salon-mens-cut-bare-answers',
    split: 'heldout',
    messages: [
      'hi how much for a mens cut',
      'ok cool can i come in thursday around 5',
      'Marcus',
      '(214) 555-0106',
    ],
    expected: { name: 'Marcus', phone: '+12145550106' },
  },
  {
    id: 'm09-auto-brakes-plain',
    split: 'heldout',
    messages: [
      "Hi, I need new brake pads on the front, they're squealing. I'm Sandra Whitfield, phone 9195550134. Any time Friday works.",
    ],
    expected: { name: 'Sandra Whitfield', phone: '+19195550134' },
  },
  {
    id: 'm10-cleaner-weekly-apartment-multi',
    split: 'heldout',
    messages: [
      'Hello, do you do weekly cleaning for apartments?',
      "It's a 1 bedroom in the Heights, about 650 sq ft",
      "Sure, it's Nadia Rahman",
      'nadia.rahman@example.com',
    ],
    expected: { name: 'Nadia Rahman', email: 'nadia.rahman@example.com' },
  },
  {
    id: 'm11-plumber-running-toilet-lowercase',
    split: 'heldout',
    messages: [
      "hey my toilet keeps running all night lol can someone come look. this is kevin o'brien 773 555 0190",
    ],
    expected: { name: "Kevin O'Brien", phone: '+17735550190' },
  },
  {
    id: 'm12-law-car-accident-plain',
    split: 'heldout',
    messages: [
      'I was in a car accident last week (the other driver ran a red light) and Harborline Insurance keeps calling me about a statement. Do I need a lawyer? My name is Denise Carter and my cell is 313-555-0148.',
    ],
    expected: { name: 'Denise Carter', phone: '+13135550148' },
  },
  {
    id: 'm13-dentist-mom-books-son',
    split: 'heldout',
    messages: [
      "Hi, I'd like to make an appointment for my son Ethan, he's 7 and has a loose tooth that's bothering him. I'm his mom, Rachel Goldberg. Best number is 847-555-0121.",
    ],
    expected: { name: 'Rachel Goldberg', phone: '+18475550121' },
  },
  {
    id: 'm14-salon-root-touch-up-plain',
    split: 'heldout',
    messages: [
      'Hi! Can I book a root touch up and blowout for Friday afternoon? Name is Maria Santos, my number is 305-555-0187. Thank you!',
    ],
    expected: { name: 'Maria Santos', phone: '+13055550187' },
  },
  {
    id: 'm15-auto-florist-van-for-driver',
    split: 'heldout',
    messages: [
      'Hello, this is Priya Natarajan from Lakeside Florists. One of our delivery vans (2019 Ford Transit) needs an oil change and tire rotation. Our driver Luis will drop it off Monday morning. Please confirm with me at priya@example.com or 480-555-0152.',
    ],
    expected: {
      name: 'Priya Natarajan',
      email: 'priya@example.com',
      phone: '+14805550152',
      company: 'Lakeside Florists',
    },
  },
  {
    id: 'm16-cleaner-move-in-plain',
    split: 'heldout',
    messages: [
      "Hi, I'm Beth Lawson. I need a move-in clean for an apartment on Elm Street, 2 bedrooms, sometime next week. My number is 720-555-0115.",
    ],
    expected: { name: 'Beth Lawson', phone: '+17205550115' },
  },
  {
    id: 'm17-plumber-slow-sink-multi',
    split: 'heldout',
    messages: [
      "Hi, our kitchen sink is draining really slowly and now there's a smell",
      "Yes we're in the Maple Grove area",
      'Tom Reilly',
      'you can text me at 651-555-0139',
    ],
    expected: { name: 'Tom Reilly', phone: '+16515550139' },
  },
  {
    id: 'm18-law-security-deposit-multi',
    split: 'heldout',
    messages: [
      'Hello, I need to talk to someone about a landlord not returning my security deposit',
      'It was $1,800 and I moved out in March',
      'Ok. My name is Aisha Bello',
      'aisha.bello@example.com, or call 215-555-0172 after 5pm',
    ],
    expected: { name: 'Aisha Bello', email: 'aisha.bello@example.com', phone: '+12155550172' },
  },
  {
    id: 'm19-dentist-invisalign-mixed-case-email',
    split: 'heldout',
    messages: [
      "Hello, I'd like to schedule a consultation about Invisalign. Please email me at Daniel.Kim@Example.com. Daniel Kim",
    ],
    expected: { name: 'Daniel Kim', email: 'daniel.kim@example.com' },
  },
  {
    id: 'm20-salon-hours-none',
    split: 'heldout',
    messages: ['what time do you close on sundays?'],
    expected: {},
  },
  {
    id: 'm21-auto-grinding-noise-multi',
    split: 'heldout',
    messages: [
      'Hi, my car is making a grinding noise when I turn the wheel',
      '2016 Mazda 3, about 90k miles',
      'James Porter',
      '216-555-0168 or jporter@example.net',
    ],
    expected: { name: 'James Porter', phone: '+12165550168', email: 'jporter@example.net' },
  },
  {
    id: 'm22-cleaner-moms-house-plain',
    split: 'heldout',
    messages: [
      "Hello, I'm looking for someone to clean my mom's house every two weeks, she's 82 and can't keep up anymore. I'm Karen Mitchell and I'll be the contact, 414-555-0191.",
    ],
    expected: { name: 'Karen Mitchell', phone: '+14145550191' },
  },
  {
    id: 'm23-plumber-disposal-quote-plain',
    split: 'heldout',
    messages: ['Need a quote to replace a garbage disposal. Steve Brandt, steve.brandt@example.com'],
    expected: { name: 'Steve Brandt', email: 'steve.brandt@example.com' },
  },
  {
    id: 'm24-law-office-manager-for-boss',
    split: 'heldout',
    messages: [
      "Hi, I'm writing on behalf of my boss, Dr. Alan Whitmore, who needs advice on a contract dispute with a supplier for his practice, Whitmore Family Chiropractic. Please reach out to him directly at 512-555-0146. I'm his office manager, Jenna.",
    ],
    expected: { name: 'Alan Whitmore', phone: '+15125550146', company: 'Whitmore Family Chiropractic' },
  },
  {
    id: 'm25-dentist-chipped-tooth-lowercase-multi',
    split: 'heldout',
    messages: [
      'hi, i chipped my front tooth eating popcorn, can anyone see me today??',
      'its really sensitive',
      'sofia herrera',
      '786-555-0103',
    ],
    expected: { name: 'Sofia Herrera', phone: '+17865550103' },
  },
  {
    id: 'm26-salon-nickname',
    split: 'heldout',
    messages: [
      "Hey! I want to book a cut and color with Jasmine if she's free next week. I'm Elizabeth Novak but everyone calls me Liz lol. 630-555-0127",
    ],
    expected: { name: 'Elizabeth Novak', phone: '+16305550127' },
  },
  {
    id: 'm27-auto-fleet-signature',
    split: 'heldout',
    messages: [
      'Good morning,\n\nWe have three company pickups due for state inspection this month. Can you fit them in the week of the 14th?\n\nThanks,\nRay Castillo\nFleet Coordinator\nCastillo & Sons Landscaping\nDirect: (210) 555-0155\nray@example.com',
    ],
    expected: {
      name: 'Ray Castillo',
      phone: '+12105550155',
      email: 'ray@example.com',
      company: 'Castillo & Sons Landscaping',
    },
  },
  {
    id: 'm28-cleaner-one-time-plain',
    split: 'heldout',
    messages: [
      'Hi, do you have availability for a one time clean this Saturday? Small 2 bedroom condo. Thanks - Olivia Grant 858-555-0110',
    ],
    expected: { name: 'Olivia Grant', phone: '+18585550110' },
  },
  {
    id: 'm29-plumber-floor-drain-multi',
    split: 'heldout',
    messages: [
      'Basement floor drain backed up after the storm last night',
      "yes there's about an inch of water down there",
      'Dave Kowalski (412) 555-0183',
    ],
    expected: { name: 'Dave Kowalski', phone: '+14125550183' },
  },
  {
    id: 'm30-law-llc-formation-multi',
    split: 'heldout',
    messages: [
      "Hi, I'm starting a small business and need help forming an LLC",
      "It'll be a food truck with my sister",
      'Michelle Tran',
      '714.555.0137',
    ],
    expected: { name: 'Michelle Tran', phone: '+17145550137' },
  },
  {
    id: 'm31-dentist-new-patient-multi',
    split: 'heldout',
    messages: [
      'Hello, are you accepting new patients?',
      "I'd like a checkup and cleaning, I have BrightPath Dental Plan",
      'Howard Bennett, 303-555-0161, hbennett@example.org',
    ],
    expected: { name: 'Howard Bennett', phone: '+13035550161', email: 'hbennett@example.org' },
  },
  {
    id: 'm32-salon-corrected-phone-multi',
    split: 'heldout',
    messages: [
      'hi can i get a gel manicure tomorrow at 2?',
      'Kayla Jones 901-555-0141',
      'sorry wrong number lol its 901-555-0114',
    ],
    expected: { name: 'Kayla Jones', phone: '+19015550114' },
  },
  {
    id: 'm33-auto-diagnostic-price-none',
    split: 'heldout',
    messages: ["How much do you charge for a diagnostic? My 2011 Camry's AC is blowing warm air since May."],
    expected: {},
  },
  {
    id: 'm34-cleaner-biweekly-yoruba-name',
    split: 'heldout',
    messages: [
      'Hello, I am Oluwaseun Adebayo. I would like a quote for cleaning a 4 bedroom house, biweekly. Kindly reach me on 832-555-0198 or seun.adebayo@example.com.',
    ],
    expected: { name: 'Oluwaseun Adebayo', phone: '+18325550198', email: 'seun.adebayo@example.com' },
  },
  {
    id: 'm35-plumber-property-manager-tenant',
    split: 'heldout',
    messages: [
      'Hi, this is Linda Park with Brightside Property Management. We have a tenant reporting no hot water at 1420 Oak Ave, Unit 3. The tenant is Mr. Hughes, (206) 555-0175, for access. Please call me at 206-555-0132 to schedule.',
    ],
    expected: { name: 'Linda Park', phone: '+12065550132', company: 'Brightside Property Management' },
  },
  {
    id: 'm36-law-speeding-ticket-lowercase',
    split: 'heldout',
    messages: [
      'hi i got a speeding ticket and a court date on the 22nd, do u handle traffic stuff? my name is tyrone jackson, 9015550162',
    ],
    expected: { name: 'Tyrone Jackson', phone: '+19015550162' },
  },
  {
    id: 'm37-dentist-mrs-surname-only',
    split: 'heldout',
    messages: [
      "Good morning. This is Mrs. Abernathy. My lower denture is cutting into my gum and I'd like to come in as soon as possible. My telephone number is (860) 555-0119.",
    ],
    expected: { name: 'Mrs. Abernathy', phone: '+18605550119' },
  },
  {
    id: 'm38-salon-mother-and-daughter-plain',
    split: 'heldout',
    messages: [
      "Hi, I'd like to book a haircut for my daughter and me on Saturday morning, two cuts. I'm Jennifer Walsh, 469-555-0144.",
    ],
    expected: { name: 'Jennifer Walsh', phone: '+14695550144' },
  },
  {
    id: 'm39-auto-battery-area-code-after-multi',
    split: 'heldout',
    messages: [
      "Hi, I need a new battery I think, car won't start in the mornings",
      "It's a 2017 Subaru Outback",
      "Name's Bill Hendricks",
      'cell 555-0131, area code 319',
    ],
    expected: { name: 'Bill Hendricks', phone: '+13195550131' },
  },
  {
    id: 'm40-cleaner-first-name-then-full-multi',
    split: 'heldout',
    messages: [
      'Hello! Do you bring your own supplies?',
      "Great. I'd like to set up a cleaning for next Thursday, 3 bed townhouse",
      'Megan',
      'Megan Ellis, sorry! megan.ellis@example.net',
    ],
    expected: { name: 'Megan Ellis', email: 'megan.ellis@example.net' },
  },
  {
    id: 'm41-plumber-shutoff-valve-plain',
    split: 'heldout',
    messages: [
      'We need a new shutoff valve installed under the bathroom sink. Not urgent, sometime next week is fine. Paul Fischer, 952-555-0108, pfischer@example.com',
    ],
    expected: { name: 'Paul Fischer', phone: '+19525550108', email: 'pfischer@example.com' },
  },
  {
    id: 'm42-law-probate-brother-mentioned',
    split: 'heldout',
    messages: [
      "Hi, my father passed away in June and I'm the executor of his estate. I need help with probate. My brother Michael Ross (617-555-0193) may also call you. I'm Catherine Ross, 617-555-0192.",
    ],
    expected: { name: 'Catherine Ross', phone: '+16175550192' },
  },
  {
    id: 'm43-dentist-couple-signature',
    split: 'heldout',
    messages: [
      'Hello,\nI would like to book cleanings for myself and my husband, ideally back to back on a Friday.\nBest regards,\nMei-Ling Tsai\n(408) 555-0124',
    ],
    expected: { name: 'Mei-Ling Tsai', phone: '+14085550124' },
  },
  {
    id: 'm44-salon-lash-fill-spelled-email-multi',
    split: 'heldout',
    messages: ['hi do u have any lash fill appts next wed', 'Bri', 'brianna dot cole at example dot com'],
    expected: { name: 'Bri', email: 'brianna.cole@example.com' },
  },
  {
    id: 'm45-auto-oil-change-multi',
    split: 'heldout',
    messages: ['Hi can I get an oil change wed afternoon?', 'great, name is Carol Jenkins', '317 555 0159'],
    expected: { name: 'Carol Jenkins', phone: '+13175550159' },
  },
  {
    id: 'm46-cleaner-dental-office-after-hours',
    split: 'heldout',
    messages: [
      "Hi, I manage a small dental office (Riverbend Dental Care) and we're looking for a cleaning service for after hours, 3 nights a week. Please send a quote to office@example.org. Thank you, Sharon Lee",
    ],
    expected: { name: 'Sharon Lee', email: 'office@example.org', company: 'Riverbend Dental Care' },
  },
  {
    id: 'm47-plumber-weekend-question-none',
    split: 'heldout',
    messages: ['Do you charge extra for weekends? And do you do tankless water heaters?'],
    expected: {},
  },
  {
    id: 'm48-law-non-compete-multi',
    split: 'heldout',
    messages: [
      'Good morning. I have questions about a non-compete clause in my employment contract with Vantage Logistics.',
      "I'd prefer a phone consultation if possible.",
      'Rajesh Venkataraman',
      '+1 (425) 555-0176',
    ],
    expected: { name: 'Rajesh Venkataraman', phone: '+14255550176' },
  },
  {
    id: 'm49-dentist-dad-first-name-only-multi',
    split: 'heldout',
    messages: [
      "my daughter needs her first dentist appt, she's 3",
      'do you take kids that young?',
      "ok great. I'm her dad, Andre",
      'andre.williams@example.com',
    ],
    expected: { name: 'Andre', email: 'andre.williams@example.com' },
  },
  {
    id: 'm50-salon-spanish-lowercase',
    split: 'heldout',
    messages: [
      'hola! quisiera una cita para corte y tinte el sábado. soy ximena ramírez, mi cel es 956-555-0112',
    ],
    expected: { name: 'Ximena Ramírez', phone: '+19565550112' },
  },
  {
    id: 'm51-auto-supply-truck-extension',
    split: 'heldout',
    messages: [
      'Hi, this is Gary Thompson from Northgate Plumbing Supply. Our delivery truck needs its brakes checked before the weekend. Call me at 651-555-0140 ext. 22.',
    ],
    expected: { name: 'Gary Thompson', phone: '+16515550140', company: 'Northgate Plumbing Supply' },
  },
  {
    id: 'm52-cleaner-uk-mobile',
    split: 'heldout',
    messages: [
      "Hi, I'm relocating from London next month and need the house cleaned before I arrive on the 3rd. I'm Harriet Blake; my UK mobile is +44 7700 900461 and email is harriet.blake@example.com",
    ],
    expected: { name: 'Harriet Blake', phone: '+447700900461', email: 'harriet.blake@example.com' },
  },
  {
    id: 'm53-plumber-low-pressure-multi',
    split: 'heldout',
    messages: [
      'hi our water pressure upstairs is really low',
      'both showers and the bathroom sink',
      'Its Jorge',
      'Jorge Mendoza, 505-555-0157',
    ],
    expected: { name: 'Jorge Mendoza', phone: '+15055550157' },
  },
  {
    id: 'm54-law-immigration-mr-full-name',
    split: 'heldout',
    messages: [
      'Hello, my name is Mr. Samuel Osei and I need assistance with an immigration matter for my wife. You can call me at 301-555-0185.',
    ],
    expected: { name: 'Samuel Osei', phone: '+13015550185' },
  },
  {
    id: 'm55-dentist-molar-vietnamese-name',
    split: 'heldout',
    messages: [
      "Hi — I've had a dull ache in my back molar for about a week. Can I get in to be seen? Thanks, Nguyen Thi Lan, lan.nguyen@example.net, 714-555-0101",
    ],
    expected: { name: 'Nguyen Thi Lan', email: 'lan.nguyen@example.net', phone: '+17145550101' },
  },
  {
    id: 'm56-salon-gift-card-for-wife-multi',
    split: 'heldout',
    messages: [
      "Hi! I want to buy a gift card for my wife's birthday, can I do that online?",
      "It's for a facial + blowout",
      'Chris Donnelly, 773-555-0166',
    ],
    expected: { name: 'Chris Donnelly', phone: '+17735550166' },
  },
  {
    id: 'm57-auto-holiday-hours-none',
    split: 'heldout',
    messages: ['Is your shop open on the 4th of July? Need a tire patched, nail in it.'],
    expected: {},
  },
  {
    id: 'm58-cleaner-corrected-email-multi',
    split: 'heldout',
    messages: [
      "Hi, I'd like a quote for an end of lease clean",
      '2 bed 1 bath apartment, needs to be done by Aug 31',
      'Fatima Qureshi, fatima.q@example.org',
      "oops, it's fatimaq@example.org, no dot",
    ],
    expected: { name: 'Fatima Qureshi', email: 'fatimaq@example.org' },
  },
  {
    id: 'm59-plumber-ceiling-leak-plain',
    split: 'heldout',
    messages: [
      'Our unit #204 has water coming through the ceiling from 304 above. Building is at 2250 Harbor Blvd. Urgent!! Wendy Chu 949-555-0170',
    ],
    expected: { name: 'Wendy Chu', phone: '+19495550170' },
  },
  {
    id: 'm60-law-executive-assistant-multi',
    split: 'heldout',
    messages: [
      "Hello, I'm the executive assistant to Mr. Daniel Fraser at Fraser Architecture Group. He'd like to schedule a consultation about a commercial lease renewal.",
      'Please coordinate the time with me, I manage his calendar.',
      'Hannah Lindqvist, hannah@example.com, 617-555-0107',
    ],
    expected: {
      name: 'Hannah Lindqvist',
      email: 'hannah@example.com',
      phone: '+16175550107',
      company: 'Fraser Architecture Group',
    },
  },
];
