/**
 * An eleventh blind held-out set of visitor personas for the lead-details extraction: 60 chats (35 single-message,
 * 25 multi-turn with 2–4 visitor messages) typed the way visitors of plumbers, dentists, salons, electricians,
 * cleaners, landscapers, lawyers, roofers, HVAC firms, pet groomers, tutors and auto shops write on a phone: lower
 * case, typos, run-on sentences, dictated text, an autocorrect slip, phones with dots, spaces, parentheses, "+1" and
 * extensions, emails with plus-tags, subdomains or capitals, names from many cultures and introduced in many ways,
 * companies and roles, and distractors (spouses, landlords, tenants, a realtor, previous contractors, brands, street
 * names, prices, zips, dates, invoice and claim numbers, a number not to call, a corrected number or email). About
 * half are ordinary messages; 6 have no contact details at all (`expected` is `{}`).
 *
 * Written 2026-11-25 by a helper session (AI assistant) BLIND: the author read only the `LeadPersona` type and the
 * header comment of `lead-personas.ts`, and the header and first persona of `lead-personas-blind10.ts` (for
 * conventions). Disclosure: the command used to print the type also showed the first five persona entries of
 * `lead-personas.ts` (h01–h05), and a search for the first persona showed the id of blind10's second one; nothing
 * else of those files was read. Not read: the extraction code, its name lists, its tests, the decision records,
 * the other persona sets, the benches, or any results. Nothing was run on this set. Never to be used to develop or
 * tune the extraction: measure only, once.
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
 * - k13 "Chen Meiling, Chen is my family name", k57 "Tran Van Minh, Tran is last name. everyone calls me Minh":
 *   the name is filed in the order the visitor wrote it, not reordered and not shortened to the nickname.
 * - k37 "sunrise bakery llc": filed "Sunrise Bakery LLC" (the suffix upper-cased, as the legal suffix is written
 *   conventionally). "ask for Hoa" is taken as the visitor's own name.
 * - k59 "Reyes Family Enterprises LLC dba QuickDrop Couriers": the trading (dba) name "QuickDrop Couriers" is filed.
 * - k39 "thanks, Mrs. Abernathy": the courtesy title is dropped and the surname alone is filed as the name.
 * - k42 "mohammed al-hashimi": filed "Mohammed Al-Hashimi" (the particle capitalised after the hyphen).
 * - k30 "Pastor James Whitlock": the title is dropped; the church is filed (he writes for it, not only via the
 *   email's subdomain). k58 likewise names the company in the text; the email's subdomain is not what files it.
 * - k15: a daughter writing on behalf of her father: her own details are filed, the father's name is not.
 * - k26: "I'm her mom, Fatima" then "Fatima Haddad": the full name is filed; the child is not a contact.
 * - k47: "Rodeo Salas" corrected by "*Rodrigo lol autocorrect": filed "Rodrigo Salas".
 * - k06/k38: the number the visitor says not to use is not filed; k53/k20: only the corrected number/email.
 * - k24 "mike from delgado & sons roofing" (subcontracting work), k49 front desk lead, k54 maintenance man, k43
 *   office admin, k05 facilities handler, k32 property manager: all act for the organisation, which is filed.
 * - k05, k32, k54: extensions ("ext 204", "x 3", "ext 12") dropped.
 * - k07 the plus-tag is kept in the lowercased email; k44 the all-caps email with a subdomain is lowercased.
 * - k10 landlord, k40 tenant, k46 realtor and her brokerage, k27/k58 spouses, k29 previous contractor, k48/k50
 *   insurers, k09/k34 brands: none filed.
 * - k04, k14, k21, k28, k35, k52 have no contact details at all; k39 only a surname (see above). k11 only a
 *   first name ("thx, Ines").
 *
 * All people, companies, numbers and addresses are fictitious: US phones are 555-01xx, emails use example.com /
 * example.org / example.net domains (k30, k44, k58 subdomains of them); real brands appear only as distractors
 * (manufacturers, insurers, a brokerage, a previous contractor).
 */
import type { LeadPersona } from './lead-personas.js';

export const BLIND11_HELDOUT_PERSONAS: LeadPersona[] = [
  {
    id: 'k01-plumber-sink-plain',
    split: 'heldout',
    messages: [
      'hi my kitchen sink is leaking under the cabinet can someone come tomorrow. my name is Sarah Lindqvist 312-555-0142',
    ],
    expected: { name: 'Sarah Lindqvist', phone: '+13125550142' },
  },
  {
    id: 'k02-dentist-new-patient-email',
    split: 'heldout',
    messages: [
      "Hello, I'd like to book a cleaning for next week. I'm a new patient. Jamal Okafor, jamal.okafor@example.com",
    ],
    expected: { name: 'Jamal Okafor', email: 'jamal.okafor@example.com' },
  },
  {
    id: 'k03-salon-its-bea-lowercase',
    split: 'heldout',
    messages: ['its bea wong can i get a balayage sat morning my # is 415 555 0167'],
    expected: { name: 'Bea Wong', phone: '+14155550167' },
  },
  {
    id: 'k04-water-heater-price-no-contact',
    split: 'heldout',
    messages: [
      'how much do you charge to replace a 50 gallon water heater? i got a quote for $1,850 from another guy',
    ],
    expected: {},
  },
  {
    id: 'k05-facilities-montessori-ext',
    split: 'heldout',
    messages: [
      'Hi, I handle facilities for Brightpath Montessori on Elm St. We have two outlets sparking in classroom 3. ' +
        'Please call me, Folasade Adeyemi, at (617) 555-0128 ext 204.',
    ],
    expected: { name: 'Folasade Adeyemi', phone: '+16175550128', company: 'Brightpath Montessori' },
  },
  {
    id: 'k06-roofer-dont-call-house-phone',
    split: 'heldout',
    messages: [
      'storm took some shingles off last night. dont call the house phone 503-555-0111 nobody answers it, text my cell 503-555-0159. - Raj',
    ],
    expected: { name: 'Raj', phone: '+15035550159' },
  },
  {
    id: 'k07-cleaner-plus-tag-double-surname',
    split: 'heldout',
    messages: [
      'Looking for biweekly cleaning 3br 2ba. Email me at Maria.Gonzalez+cleaning@Example.com. María José González Ruiz',
    ],
    expected: { name: 'María José González Ruiz', email: 'maria.gonzalez+cleaning@example.com' },
  },
  {
    id: 'k08-electrician-ceiling-fan-kwame',
    split: 'heldout',
    messages: [
      'hey can you install a ceiling fan in a bedroom, already have the fan',
      'sure its Kwame',
      '(404) 555-0193',
    ],
    expected: { name: 'Kwame', phone: '+14045550193' },
  },
  {
    id: 'k09-hvac-warm-air-carrier',
    split: 'heldout',
    messages: ['AC blowing warm air, Carrier unit maybe 12 yrs old', 'Linda Haverford 9195550134'],
    expected: { name: 'Linda Haverford', phone: '+19195550134' },
  },
  {
    id: 'k10-dishwasher-landlord-reimburse',
    split: 'heldout',
    messages: [
      "my landlord Mr. Petrakis said i can get the dishwasher fixed myself and he'll reimburse",
      'Im Aaliyah Brooks, apt 4B',
      'aaliyah.brooks@example.com best way to reach me',
    ],
    expected: { name: 'Aaliyah Brooks', email: 'aaliyah.brooks@example.com' },
  },
  {
    id: 'k11-groomer-goldendoodle-thx-ines',
    split: 'heldout',
    messages: ['do you have any openings for a full groom for a goldendoodle this friday? thx, Ines'],
    expected: { name: 'Ines' },
  },
  {
    id: 'k12-tutor-algebra-dots-phone',
    split: 'heldout',
    messages: [
      "Hi! Looking for a math tutor for my son, 8th grade algebra. I'm Olumide Adebayo-Smith, you can reach me at " +
        'olu.adebayo@example.org or 214.555.0176',
    ],
    expected: { name: 'Olumide Adebayo-Smith', email: 'olu.adebayo@example.org', phone: '+12145550176' },
  },
  {
    id: 'k13-auto-brakes-family-name-first',
    split: 'heldout',
    messages: [
      'hi need a quote on brake pads front and rear, 2016 honda civic',
      'name is Chen Meiling, Chen is my family name',
      'call 646 555 0148',
    ],
    expected: { name: 'Chen Meiling', phone: '+16465550148' },
  },
  {
    id: 'k14-auto-sunday-jackson-st-no-contact',
    split: 'heldout',
    messages: ['is the shop open sunday? my check engine light came on near 5th and Jackson st'],
    expected: {},
  },
  {
    id: 'k15-lawyer-will-on-behalf-of-father',
    split: 'heldout',
    messages: [
      "Hello, I'm writing on behalf of my father, Harold Jennings, who needs help updating his will. I'm his " +
        'daughter, Claire Jennings-Moore. My email is claire.jm@example.com.',
    ],
    expected: { name: 'Claire Jennings-Moore', email: 'claire.jm@example.com' },
  },
  {
    id: 'k16-roofer-irish-yard-sign',
    split: 'heldout',
    messages: [
      "hi, Siobhan O'Sullivan here, got a leak over the back porch since the rain, ur number was on the yard sign at " +
        "the McAllister's house on Birch. 773-555-0120",
    ],
    expected: { name: "Siobhan O'Sullivan", phone: '+17735550120' },
  },
  {
    id: 'k17-cleaner-move-out-tanya',
    split: 'heldout',
    messages: [
      'hi do you do move out cleans? 2 bed apartment, need it by the 30th',
      'ok great. Tanya',
      'tanya.r@example.net',
    ],
    expected: { name: 'Tanya', email: 'tanya.r@example.net' },
  },
  {
    id: 'k18-furnace-dictated-voicemail-style',
    split: 'heldout',
    messages: [
      "Hi this is Marcus Delacroix I'm calling about my furnace it's making a loud banging noise when it kicks on " +
        'could someone call me back at 503-555-0181 thank you',
    ],
    expected: { name: 'Marcus Delacroix', phone: '+15035550181' },
  },
  {
    id: 'k19-groomer-cats-plus-one-signature',
    split: 'heldout',
    messages: ['Can I book nail trim for 2 cats. +1 (720) 555-0115. Priyanka'],
    expected: { name: 'Priyanka', phone: '+17205550115' },
  },
  {
    id: 'k20-carpets-office-manager-corrected-email',
    split: 'heldout',
    messages: [
      'hello we need the carpets steam cleaned in our office, about 2,000 sq ft',
      "I'm the office manager at Whitman & Cole CPAs, Debra Fine",
      'debra.fien@example.com',
      'sorry typo, its debra.fine@example.com',
    ],
    expected: { name: 'Debra Fine', email: 'debra.fine@example.com', company: 'Whitman & Cole CPAs' },
  },
  {
    id: 'k21-gutter-guards-zip-no-contact',
    split: 'heldout',
    messages: ['do u do gutter guards? roughly how much per foot. zip is 60614'],
    expected: {},
  },
  {
    id: 'k22-landscaper-sod-piecemeal',
    split: 'heldout',
    messages: [
      "Hi I'd like a quote for a new sod lawn in the backyard, about 1200 sq ft",
      'Ahmed Al-Farsi',
      '602-555-0162',
    ],
    expected: { name: 'Ahmed Al-Farsi', phone: '+16025550162' },
  },
  {
    id: 'k23-driveway-van-der-berg',
    split: 'heldout',
    messages: [
      'we have a crack in our driveway and also want the patio sealed',
      'whats the next step',
      'ok. Pieter van der Berg, 248 555 0197',
      'email pvdberg@example.com if easier',
    ],
    expected: { name: 'Pieter van der Berg', email: 'pvdberg@example.com', phone: '+12485550197' },
  },
  {
    id: 'k24-roofing-sub-and-sons-lowercase',
    split: 'heldout',
    messages: [
      'hey this is mike from delgado & sons roofing we sub out gutter work sometimes, looking for someone reliable ' +
        'for a job next week. cell 832-555-0106',
    ],
    expected: { name: 'Mike', phone: '+18325550106', company: 'Delgado & Sons Roofing' },
  },
  {
    id: 'k25-disposal-invoice-number',
    split: 'heldout',
    messages: [
      'Hi, following up on invoice #4471-2209 from your visit on 3/14, the disposal is jamming again. This is Grace ' +
        'Oyelaran, 3125550188',
    ],
    expected: { name: 'Grace Oyelaran', phone: '+13125550188' },
  },
  {
    id: 'k26-dentist-chipped-tooth-mom',
    split: 'heldout',
    messages: [
      'my daughter chipped her front tooth at soccer, can you see her today?',
      "yes she's 11. I'm her mom, Fatima",
      'Fatima Haddad. 313-555-0153',
    ],
    expected: { name: 'Fatima Haddad', phone: '+13135550153' },
  },
  {
    id: 'k27-toilet-husband-dave-travelling',
    split: 'heldout',
    messages: [
      "My husband Dave usually handles this stuff but he's traveling. Our upstairs toilet runs constantly. I'm " +
        'Keiko Tanaka-Ruiz, text me at 206 555 0139',
    ],
    expected: { name: 'Keiko Tanaka-Ruiz', phone: '+12065550139' },
  },
  {
    id: 'k28-panel-upgrade-maple-ave-no-contact',
    split: 'heldout',
    messages: [
      'saw your truck on Maple Ave. do you guys do panel upgrades to 200 amp? how long does it take',
    ],
    expected: {},
  },
  {
    id: 'k29-drain-previous-contractor',
    split: 'heldout',
    messages: [
      'had Rapid Rooter out last month and the drain is clogged again, they want $400 to come back',
      "im done with them. my name's Luis Ortega Vázquez",
      'luis.ortega@example.net, or 915-555-0124',
    ],
    expected: { name: 'Luis Ortega Vázquez', email: 'luis.ortega@example.net', phone: '+19155550124' },
  },
  {
    id: 'k30-hvac-church-pastor-signoff',
    split: 'heldout',
    messages: [
      'Good afternoon, our church fellowship hall needs the HVAC serviced before the fall. Please contact me at ' +
        "Pastor.James@stmarkscommunity.example.org.\n\nBlessings,\nPastor James Whitlock\nSt. Mark's Community Church",
    ],
    expected: {
      name: 'James Whitlock',
      email: 'pastor.james@stmarkscommunity.example.org',
      company: "St. Mark's Community Church",
    },
  },
  {
    id: 'k31-tutor-sat-dash-signoff',
    split: 'heldout',
    messages: [
      "hey im looking for SAT prep for my daughter, she's a junior. whats your rate? -Nikhil 469-555-0145",
    ],
    expected: { name: 'Nikhil', phone: '+14695550145' },
  },
  {
    id: 'k32-property-manager-water-heater-ext',
    split: 'heldout',
    messages: [
      "Hi, I'm the property manager for Oakview Apartments, unit 12 has a leaking water heater",
      'Sure — Rosalind Achebe, office line is 509-555-0171 x 3',
      'my email is RAchebe@Example.com',
    ],
    expected: {
      name: 'Rosalind Achebe',
      email: 'rachebe@example.com',
      phone: '+15095550171',
      company: 'Oakview Apartments',
    },
  },
  {
    id: 'k33-salon-cut-color-piecemeal',
    split: 'heldout',
    messages: [
      'could i book a haircut and color thursday after 5',
      'Olivia Marchetti',
      '617.555.0183 is my cell',
    ],
    expected: { name: 'Olivia Marchetti', phone: '+16175550183' },
  },
  {
    id: 'k34-bosch-dishwasher-kenji',
    split: 'heldout',
    messages: [
      'hi my Bosch dishwasher isnt draining and theres standing water, do you repair those or just plumbing. Kenji 503 555 0102',
    ],
    expected: { name: 'Kenji', phone: '+15035550102' },
  },
  {
    id: 'k35-tree-on-fence-no-contact',
    split: 'heldout',
    messages: [
      'how soon can someone look at a tree that fell on our fence',
      'its a big oak, fell during the storm last night, fence is wood maybe 6 ft',
      'ok thanks ill think about it',
    ],
    expected: {},
  },
  {
    id: 'k36-auto-oil-change-ya-its',
    split: 'heldout',
    messages: [
      'can i get an oil change and tire rotation tomorrow',
      '2019 toyota rav4',
      'ya its Derek Sutherland',
      '8015550138',
    ],
    expected: { name: 'Derek Sutherland', phone: '+18015550138' },
  },
  {
    id: 'k37-we-own-bakery-llc-ask-for-hoa',
    split: 'heldout',
    messages: [
      'we own sunrise bakery llc on Main, our walk in cooler is not holding temp need someone asap. ask for Hoa, 714-555-0191',
    ],
    expected: { name: 'Hoa', phone: '+17145550191', company: 'Sunrise Bakery LLC' },
  },
  {
    id: 'k38-remodel-dont-use-work-number',
    split: 'heldout',
    messages: [
      'need an estimate on a bathroom remodel, tub to walk in shower',
      'My name is Bronwyn Tate-Ellis',
      'please dont use 555-0126 thats my work and they dont like personal calls, use my cell 330-555-0165',
    ],
    expected: { name: 'Bronwyn Tate-Ellis', phone: '+13305550165' },
  },
  {
    id: 'k39-dentist-insurance-mrs-surname-only',
    split: 'heldout',
    messages: [
      'Do you accept Delta Dental? And how much is a crown without insurance, my last dentist charged 1400. ' +
        'thanks, Mrs. Abernathy',
    ],
    expected: { name: 'Abernathy' },
  },
  {
    id: 'k40-rental-owner-tenant-distractor',
    split: 'heldout',
    messages: [
      "I own a rental on Cypress Ln and the tenant says the heat isn't working",
      'tenant is Marco Bellini, his number is 404-555-0177 if you need to get in',
      "I'm the owner, Yolanda Price. reach me at yprice@example.com",
    ],
    expected: { name: 'Yolanda Price', email: 'yprice@example.com' },
  },
  {
    id: 'k41-recessed-lights-plain',
    split: 'heldout',
    messages: [
      'Hi, I need 3 recessed lights added in my living room. Can you give me a ballpark? Thanks, Tom Reilly, ' +
        'tom.reilly@example.com',
    ],
    expected: { name: 'Tom Reilly', email: 'tom.reilly@example.com' },
  },
  {
    id: 'k42-restaurant-deep-clean-al-prefix',
    split: 'heldout',
    messages: [
      'salam, my name is mohammed al-hashimi, we need a deep clean of our restaurant kitchen, we own Cedar Grill on ' +
        '3rd. my number 313 555 0110',
    ],
    expected: { name: 'Mohammed Al-Hashimi', phone: '+13135550110', company: 'Cedar Grill' },
  },
  {
    id: 'k43-window-cleaning-oh-and-company',
    split: 'heldout',
    messages: [
      'Hi, do you do commercial window cleaning? 2 story office building',
      'Abdullahi Bello',
      'abello@example.net',
      "oh and its for Northgate Insurance Partners, I'm their office admin",
    ],
    expected: {
      name: 'Abdullahi Bello',
      email: 'abello@example.net',
      company: 'Northgate Insurance Partners',
    },
  },
  {
    id: 'k44-lawn-caps-email-subdomain',
    split: 'heldout',
    messages: ['Pls email quote to KIM.PHAM@MAIL.EXAMPLE.NET — need the lawn aerated + overseeded. Kim'],
    expected: { name: 'Kim', email: 'kim.pham@mail.example.net' },
  },
  {
    id: 'k45-groomer-husky-call-me-ellie',
    split: 'heldout',
    messages: [
      'hi do you do de-shedding for huskies',
      'ok how much is it',
      'can you call me to book? 651-555-0117',
      'Ellie',
    ],
    expected: { name: 'Ellie', phone: '+16515550117' },
  },
  {
    id: 'k46-roof-inspection-realtor-zip-date',
    split: 'heldout',
    messages: [
      'Hi i need a roof inspection before closing on 06/12, property zip 30318, my realtor is Jenna Walsh from ' +
        'Keller Williams. Im Devon Mitchell 678-555-0150',
    ],
    expected: { name: 'Devon Mitchell', phone: '+16785550150' },
  },
  {
    id: 'k47-ac-service-autocorrect-name',
    split: 'heldout',
    messages: [
      'hey can someone service my AC before summer, this is Rodeo Salas 210 555 0199',
      '*Rodrigo lol autocorrect',
    ],
    expected: { name: 'Rodrigo Salas', phone: '+12105550199' },
  },
  {
    id: 'k48-lawyer-car-accident-insurer',
    split: 'heldout',
    messages: [
      "Hello, I was in a car accident last week and the other driver's insurance (Geico) keeps calling me. I'd like " +
        'a consultation. Naledi Dlamini, naledi.dlamini@example.org, 267-555-0131',
    ],
    expected: { name: 'Naledi Dlamini', email: 'naledi.dlamini@example.org', phone: '+12675550131' },
  },
  {
    id: 'k49-auto-door-dental-office-bare-company',
    split: 'heldout',
    messages: [
      'we need someone to fix the automatic door at our front entrance, it wont close',
      'its a dental office',
      'Lakeside Smiles',
      "I'm Candice, the front desk lead. 952-555-0186",
    ],
    expected: { name: 'Candice', phone: '+19525550186', company: 'Lakeside Smiles' },
  },
  {
    id: 'k50-roof-hail-claim-number',
    split: 'heldout',
    messages: [
      'Hi, State Farm claim 08-77Q4-211 for hail damage, adjuster said to get 2 roofing estimates. Brendan McCarthy, ' +
        '402-555-0164',
    ],
    expected: { name: 'Brendan McCarthy', phone: '+14025550164' },
  },
  {
    id: 'k51-tutor-chem-email-then-name',
    split: 'heldout',
    messages: [
      'hi do you have a chemistry tutor for college gen chem',
      'online is fine',
      'my email is soo-ah.kim@example.com',
      'and my name is Soo-ah Kim',
    ],
    expected: { name: 'Soo-ah Kim', email: 'soo-ah.kim@example.com' },
  },
  {
    id: 'k52-tire-patch-hours-no-contact',
    split: 'heldout',
    messages: ['what are your hours on saturday and do i need an appointment for a tire patch'],
    expected: {},
  },
  {
    id: 'k53-basement-leak-corrected-number',
    split: 'heldout',
    messages: [
      'leaking pipe in the basement ceiling, water dripping onto the furnace',
      'Chinedu Eze 470-555-0108',
      'wait wrong number its 470-555-0180',
    ],
    expected: { name: 'Chinedu Eze', phone: '+14705550180' },
  },
  {
    id: 'k54-names-gus-senior-living-maintenance',
    split: 'heldout',
    messages: [
      "name's Gus, I do maintenance for Pinecrest Senior Living, we got a couple clogged drains in the east wing. " +
        '541 555 0143 ext 12',
    ],
    expected: { name: 'Gus', phone: '+15415550143', company: 'Pinecrest Senior Living' },
  },
  {
    id: 'k55-windows-inside-out-plain',
    split: 'heldout',
    messages: [
      'hi do you clean windows inside and out',
      'single story house about 20 windows',
      'Rebecca Stein',
      'rebecca.stein@example.com thanks',
    ],
    expected: { name: 'Rebecca Stein', email: 'rebecca.stein@example.com' },
  },
  {
    id: 'k56-dog-walker-run-on-no-punctuation',
    split: 'heldout',
    messages: [
      'hi need a dog walker mon-fri noon my name is anjali mehra anjali.mehra@example.com 7325550151 thx',
    ],
    expected: { name: 'Anjali Mehra', email: 'anjali.mehra@example.com', phone: '+17325550151' },
  },
  {
    id: 'k57-drywall-vietnamese-family-name-first',
    split: 'heldout',
    messages: [
      'hi do you do drywall repair? hole about 6 inches from a door handle',
      'Tran Van Minh, Tran is last name. everyone calls me Minh',
      '832-555-0122',
    ],
    expected: { name: 'Tran Van Minh', phone: '+18325550122' },
  },
  {
    id: 'k58-landscaping-owners-garage-door-wife',
    split: 'heldout',
    messages: [
      "Hi we own Kessler-Young Landscaping, my wife Dana and I, and we need our shop's garage door opener replaced. " +
        "I'm Martin Kessler. martin@kessleryoung.example.com",
    ],
    expected: {
      name: 'Martin Kessler',
      email: 'martin@kessleryoung.example.com',
      company: 'Kessler-Young Landscaping',
    },
  },
  {
    id: 'k59-fleet-vans-llc-dba',
    split: 'heldout',
    messages: [
      'need a quote for regular maintenance on 4 delivery vans',
      'company is Reyes Family Enterprises LLC dba QuickDrop Couriers',
      "I'm the fleet guy, Hector Reyes, 956 555 0137",
    ],
    expected: { name: 'Hector Reyes', phone: '+19565550137', company: 'QuickDrop Couriers' },
  },
  {
    id: 'k60-duct-cleaning-email-signoff',
    split: 'heldout',
    messages: [
      'Hello, our furnace filter keeps getting dirty fast, can I schedule a duct cleaning? Best to reach me by ' +
        'email: w.ashford@example.net. Thank you, Winifred Ashford',
    ],
    expected: { name: 'Winifred Ashford', email: 'w.ashford@example.net' },
  },
];
