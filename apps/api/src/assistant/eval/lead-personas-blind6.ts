/**
 * A sixth blind held-out set of visitor personas for the lead-details extraction.
 *
 * Written 2026-11-24 by a helper session (AI assistant) BLIND: the author read only the `LeadPersona` type (and the
 * header of `lead-personas.ts`), the header and first three personas of `lead-personas-blind5.ts` (for
 * conventions) and the import lines of `lead-personas.test.ts`. Not read: the extraction code, its name lists, its
 * tests, the decision records about lead details, the other persona sets, or any results. Never to be used to
 * develop or tune the extraction: measure only.
 *
 * `expected` is what a careful office assistant would file on the lead and nothing more, following the fifth set's
 * conventions: the name as the visitor gives it, properly capitalised, without courtesy titles (Dr.); email
 * lowercase; phone E.164 with a US default (a number given with another country code keeps it: +44, +49, +52,
 * +91), extensions dropped, a corrected number or email replaced by the correction; `company` only when the
 * visitor acts for that organisation (not their home, a landlord, an insurer, a supplier, software they use, a
 * rental company, an employer merely mentioned, a venue, a previous contractor, a referrer, or a company visible
 * only in an email domain).
 *
 * Ambiguous choices made here:
 * - A first name alone ("its jen", "-Hank", "sure, its Devon") is filed as that first name; no surname is guessed
 *   from the email address, and no name at all when only an email is given (f20).
 * - Legal suffixes are kept as the visitor writes them (f11 "LLC", f15 "Inc", f45 "Inc", f52 "LLC"); a company
 *   typed in lower case (f19 "sunny side daycare") is filed title-cased; quotes around a name are dropped (f24).
 * - f17: the PTA is the organisation the visitor acts for ("I'm with the Roosevelt Elementary PTA").
 * - f06: an executive assistant ordering catering for her company's event acts for it.
 * - f56: a company with no person's name gets the company and phone, no name.
 * - f60: a building superintendent acting for an unnamed building gets no company.
 * - f38: the visitor types a typographic apostrophe (St. Anne’s); it is kept as typed. f41: "mcgowan" is filed
 *   "McGowan".
 *
 * All people, companies, numbers and addresses are fictitious: US phones are 555-01xx, emails use example.com /
 * example.org / example.net domains; real brands appear only as distractors (suppliers, software, insurers).
 */
import type { LeadPersona } from './lead-personas.js';

export const BLIND6_HELDOUT_PERSONAS: LeadPersona[] = [
  {
    id: 'f01-sink-first-name-dots',
    split: 'heldout',
    messages: ['hi my kitchen sink is backing up again. can someone come tomorrow? its jen 312.555.0148'],
    expected: { name: 'Jen', phone: '+13125550148' },
  },
  {
    id: 'f02-office-manager-dental-ext',
    split: 'heldout',
    messages: [
      "Hello, I'm the office manager at Brightside Family Dental. The air compressor in our back room is making a grinding noise and we need it serviced this week.",
      'Renata Okafor | (617) 555-0129 ext. 204 | renata.okafor@example.com',
    ],
    expected: {
      name: 'Renata Okafor',
      email: 'renata.okafor@example.com',
      phone: '+16175550129',
      company: 'Brightside Family Dental',
    },
  },
  {
    id: 'f03-water-heater-supplier-order-number',
    split: 'heldout',
    messages: [
      'hi i bought a 50 gal water heater from Ferguson (order #4471920385) and need it installed, paid $1,249 already',
      "name's Tom Bradley, cell 503-555-0177",
    ],
    expected: { name: 'Tom Bradley', phone: '+15035550177' },
  },
  {
    id: 'f04-all-caps-ac',
    split: 'heldout',
    messages: ['HI THIS IS GLORIA FUENTES I NEED MY AC LOOKED AT ITS BLOWING WARM AIR. 210 555 0163'],
    expected: { name: 'Gloria Fuentes', phone: '+12105550163' },
  },
  {
    id: 'f05-lawyer-landlord-accents',
    split: 'heldout',
    messages: [
      'Bonjour, I am looking for advice about a lease dispute with my landlord, Parkview Realty Group. They are keeping my $2,100 deposit.',
      '— Hélène Côté\nhelene.cote@example.org',
    ],
    expected: { name: 'Hélène Côté', email: 'helene.cote@example.org' },
  },
  {
    id: 'f06-exec-assistant-catering',
    split: 'heldout',
    messages: [
      "Hi! We're having an all-hands at Quarry Lane Software on the 14th, about 60 people, and I'd like a quote for a lunch buffet. I'm the executive assistant there.",
      'Dana Whitfield-Ross, dana.wr@example.com, 415-555-0110 x33',
    ],
    expected: {
      name: 'Dana Whitfield-Ross',
      email: 'dana.wr@example.com',
      phone: '+14155550110',
      company: 'Quarry Lane Software',
    },
  },
  {
    id: 'f07-i-manage-apartments-mowing',
    split: 'heldout',
    messages: [
      'I manage the Willow Creek Apartments on Route 9, looking for a quote for weekly mowing + leaf removal thru the fall',
      'Marcus Lindqvist 845-555-0191',
    ],
    expected: { name: 'Marcus Lindqvist', phone: '+18455550191', company: 'Willow Creek Apartments' },
  },
  {
    id: 'f08-vet-dog-other-doctor',
    split: 'heldout',
    messages: ['my dog Biscuit ate a sock i think, is dr. patel in today?? im Kayla, 919-555-0134'],
    expected: { name: 'Kayla', phone: '+19195550134' },
  },
  {
    id: 'f09-tutor-on-behalf-of-son',
    split: 'heldout',
    messages: [
      "hi, writing on behalf of my son Ethan (10th grade), he's struggling with chemistry and needs a tutor twice a week",
      "i'm Lorraine Babineaux, lorraine.b@example.net",
    ],
    expected: { name: 'Lorraine Babineaux', email: 'lorraine.b@example.net' },
  },
  {
    id: 'f10-uk-visitor-rental-car',
    split: 'heldout',
    messages: [
      "Hi there, I'm visiting from the UK and my rental car (Hertz) has an engine warning light on. Could you fit me in today?",
      'Oliver Pembroke, +44 7700 900123',
    ],
    expected: { name: 'Oliver Pembroke', phone: '+447700900123' },
  },
  {
    id: 'f11-we-run-cpa-llc-cleaning',
    split: 'heldout',
    messages: [
      'we run a small accounting office, Mehta & Sons CPA LLC, 2 rooms + a kitchenette. looking for biweekly cleaning',
      'Anil Mehta 732-555-0152 anil.mehta@example.com',
    ],
    expected: {
      name: 'Anil Mehta',
      email: 'anil.mehta@example.com',
      phone: '+17325550152',
      company: 'Mehta & Sons CPA LLC',
    },
  },
  {
    id: 'f12-furnace-phone-corrected',
    split: 'heldout',
    messages: [
      "my furnace wont turn on and it's 30 degrees out. this is Walt Nowicki 586-555-0171",
      'sorry typo, its 586-555-0117',
    ],
    expected: { name: 'Walt Nowicki', phone: '+15865550117' },
  },
  {
    id: 'f13-salon-apostrophe-name',
    split: 'heldout',
    messages: ["Hi! I'd like to book a balayage for Saturday if possible. Siobhan O'Driscoll, 646-555-0108"],
    expected: { name: "Siobhan O'Driscoll", phone: '+16465550108' },
  },
  {
    id: 'f14-gutters-calendly-address-zip',
    split: 'heldout',
    messages: [
      'tried to book gutter cleaning through your website (the Calendly link) but it errored out',
      "I'm Priyanka, booking for my mom's house at 1423 Elm St, zip 60614. 773-555-0126",
    ],
    expected: { name: 'Priyanka', phone: '+17735550126' },
  },
  {
    id: 'f15-leasing-coordinator-signature-inc',
    split: 'heldout',
    messages: [
      'Good morning,',
      'We have a unit turning over at 88 Birch Ct Unit 4 and need a move-out clean by 11/30. Please send pricing.\n\nThanks,\nCarla Jimenez\nLeasing Coordinator\nSummit Ridge Property Management Inc\nO: (480) 555-0140 | carla.jimenez@example.com',
    ],
    expected: {
      name: 'Carla Jimenez',
      email: 'carla.jimenez@example.com',
      phone: '+14805550140',
      company: 'Summit Ridge Property Management Inc',
    },
  },
  {
    id: 'f16-dentist-insurer-polish-name',
    split: 'heldout',
    messages: [
      'do you take Delta Dental PPO? I have a cracked molar on the left side',
      'thanks, Bogdan Wiśniewski 630-555-0185',
    ],
    expected: { name: 'Bogdan Wiśniewski', phone: '+16305550185' },
  },
  {
    id: 'f17-pta-catering-budget',
    split: 'heldout',
    messages: [
      "Hi, I'm with the Roosevelt Elementary PTA and we want to order a catered lunch for teacher appreciation week, ~35 people, budget around $600.",
      'Keisha Monroe, keishamonroe@example.com',
    ],
    expected: {
      name: 'Keisha Monroe',
      email: 'keishamonroe@example.com',
      company: 'Roosevelt Elementary PTA',
    },
  },
  {
    id: 'f18-food-truck-llc-supplier-dispute',
    split: 'heldout',
    messages: [
      'I own a food truck (Taco Loco LLC) and one of our suppliers, Valley Fresh Produce, says we owe them $8,400 which is wrong',
      'need to talk to a lawyer about it. Rafael Ortiz-Medina 213-555-0119',
    ],
    expected: { name: 'Rafael Ortiz-Medina', phone: '+12135550119', company: 'Taco Loco LLC' },
  },
  {
    id: 'f19-lowercase-home-daycare',
    split: 'heldout',
    messages: [
      'hey we run sunny side daycare out of our home and the fence out back is falling apart, need a handyman before the kids hurt themselves',
      'shannon (248)555-0137',
    ],
    expected: { name: 'Shannon', phone: '+12485550137', company: 'Sunny Side Daycare' },
  },
  {
    id: 'f20-email-only-carpet',
    split: 'heldout',
    messages: ['how much for a 2 bedroom carpet clean? around 900 sq ft. email me at dmorales88@example.com'],
    expected: { email: 'dmorales88@example.com' },
  },
  {
    id: 'f21-pediatrics-plus-one-ext',
    split: 'heldout',
    messages: [
      'The heat in our waiting room has been out since Monday and we see kids all day. Can someone come tomorrow morning?',
      'Call me at +1-202-555-0155 ext. 12 — Theodore Asante, office manager, Capitol Hill Pediatrics',
    ],
    expected: { name: 'Theodore Asante', phone: '+12025550155', company: 'Capitol Hill Pediatrics' },
  },
  {
    id: 'f22-nurse-employer-mentioned',
    split: 'heldout',
    messages: [
      'I work nights as a nurse at Kaiser so can the plumber come after 3pm? toilet at home keeps leaking at the base',
      'Nadia Haddad 510-555-0102',
    ],
    expected: { name: 'Nadia Haddad', phone: '+15105550102' },
  },
  {
    id: 'f23-brakes-name-after-asked',
    split: 'heldout',
    messages: [
      'hi, how much to replace front brakes on a 2014 honda civic?',
      'sure, its Devon',
      'devon.price@example.com',
    ],
    expected: { name: 'Devon', email: 'devon.price@example.com' },
  },
  {
    id: 'f24-vietnamese-nail-salon',
    split: 'heldout',
    messages: [
      "Hello my name is Nguyen Thi Lan, I have nail salon 'Lotus Nails & Spa' need AC repair, it very hot inside for customer",
      'phone 714 555 0196',
    ],
    expected: { name: 'Nguyen Thi Lan', phone: '+17145550196', company: 'Lotus Nails & Spa' },
  },
  {
    id: 'f25-spanish-hyphen-house-clean',
    split: 'heldout',
    messages: [
      'Buenas, soy María José Gutiérrez-Lara, need a quote to clean my house before my parents visit, 3 bed 2 bath',
      '305-555-0138 / mjgl@example.com',
    ],
    expected: { name: 'María José Gutiérrez-Lara', email: 'mjgl@example.com', phone: '+13055550138' },
  },
  {
    id: 'f26-pest-landlord-unit',
    split: 'heldout',
    messages: [
      'my landlord, Greystone Properties, says I have to hire my own exterminator for the ants. unit 3B, 4410 Ocean Ave',
      "I'm Chris Yamamoto 808-555-0124",
    ],
    expected: { name: 'Chris Yamamoto', phone: '+18085550124' },
  },
  {
    id: 'f27-tutor-canada-plus-one',
    split: 'heldout',
    messages: [
      'Hello, my daughter is in grade 8 and needs help with French and algebra. Do you have tutors available on weekends?',
      'Arjun Mehra, +1 (604) 555-0181',
    ],
    expected: { name: 'Arjun Mehra', phone: '+16045550181' },
  },
  {
    id: 'f28-gm-diner-walk-in',
    split: 'heldout',
    messages: [
      "I'm the GM at Rosie's Diner on 5th, our walk-in cooler is sitting at 48 degrees!! need someone ASAP",
      'Pete Dombrowski 412-555-0159',
    ],
    expected: { name: 'Pete Dombrowski', phone: '+14125550159', company: "Rosie's Diner" },
  },
  {
    id: 'f29-tree-trim-dash-signoff',
    split: 'heldout',
    messages: [
      'Need a quote for trimming 4 oak trees, about 40ft tall, lot is half an acre. hank.w@example.net\nThanks -Hank',
    ],
    expected: { name: 'Hank', email: 'hank.w@example.net' },
  },
  {
    id: 'f30-vet-cat-mixed-case-email',
    split: 'heldout',
    messages: [
      'hi, my cat Mochi has been sneezing for a week. can I get an appointment?',
      'Julien Tremblay, J.Tremblay@Example.com',
    ],
    expected: { name: 'Julien Tremblay', email: 'j.tremblay@example.com' },
  },
  {
    id: 'f31-german-visitor-broken-tooth',
    split: 'heldout',
    messages: [
      "Guten Tag, I'm Jürgen Schäfer, in town from Munich for work and I broke a tooth at dinner. Do you take emergency patients?",
      'Mobile +49 151 23456789',
    ],
    expected: { name: 'Jürgen Schäfer', phone: '+4915123456789' },
  },
  {
    id: 'f32-on-behalf-of-yacht-club',
    split: 'heldout',
    messages: [
      "Hello, I'm reaching out on behalf of Harbor Point Yacht Club. We'd like a quote for pressure washing our main dock and the clubhouse deck.",
      'Contact: Melissa Tran, events coordinator, 757-555-0173',
    ],
    expected: { name: 'Melissa Tran', phone: '+17575550173', company: 'Harbor Point Yacht Club' },
  },
  {
    id: 'f33-fence-address-zip-price',
    split: 'heldout',
    messages: [
      'looking for a new cedar privacy fence, house is at 12045 Northwest Hwy, Dallas TX 75238',
      "budget is about $3,500-$4,000. name's Reggie Coleman and my number is 469 555 0106",
    ],
    expected: { name: 'Reggie Coleman', phone: '+14695550106' },
  },
  {
    id: 'f34-roof-previous-contractor-spouse',
    split: 'heldout',
    messages: [
      'Last year Apex Roofing patched our roof but its leaking again in the same spot. We want a second opinion.',
      "I'm Linda Halvorsen (my husband Greg might call too), 651-555-0161",
    ],
    expected: { name: 'Linda Halvorsen', phone: '+16515550161' },
  },
  {
    id: 'f35-bakery-and-co',
    split: 'heldout',
    messages: [
      'we run Barrett & Co. Bakery and the door gasket on our convection oven is shot, do you repair commercial ovens?',
      'Fiona Barrett fiona@example.com',
    ],
    expected: { name: 'Fiona Barrett', email: 'fiona@example.com', company: 'Barrett & Co. Bakery' },
  },
  {
    id: 'f36-dryer-vent-work-email-domain',
    split: 'heldout',
    messages: [
      'hi need my dryer vent cleaned, its a townhouse, 2nd floor laundry',
      'Sam Achebe sam.achebe@brightpathlogistics.example.com',
    ],
    expected: { name: 'Sam Achebe', email: 'sam.achebe@brightpathlogistics.example.com' },
  },
  {
    id: 'f37-grooming-poodle-no-spaces-phone',
    split: 'heldout',
    messages: [
      'do you have any openings for a full groom this week? my poodle Coco is 6 yrs old and about 15 lbs',
      'Tasha Greene (704)5550199',
    ],
    expected: { name: 'Tasha Greene', phone: '+17045550199' },
  },
  {
    id: 'f38-facilities-director-academy',
    split: 'heldout',
    messages: [
      'Good afternoon. I am the facilities director for St. Anne’s Academy and we need the gym floor sanded and refinished over winter break (Dec 20 – Jan 5).',
      'Paul Zeller\npzeller@example.org\n215.555.0114 x201',
    ],
    expected: {
      name: 'Paul Zeller',
      email: 'pzeller@example.org',
      phone: '+12155550114',
      company: 'St. Anne’s Academy',
    },
  },
  {
    id: 'f39-disposal-apartment-building',
    split: 'heldout',
    messages: [
      'hi my apt is 2204 and the garbage disposal is jammed, building is the Meridian at 600 Pine. im alejandro 617 555 0187 thx',
    ],
    expected: { name: 'Alejandro', phone: '+16175550187' },
  },
  {
    id: 'f40-dr-title-pediatric-practice',
    split: 'heldout',
    messages: [
      'I run a small pediatric practice, Little Sprouts Pediatrics, and our parking lot needs to be restriped and the handicap spots repainted.',
      'Dr. Anita Raghunathan\n972-555-0145',
    ],
    expected: { name: 'Anita Raghunathan', phone: '+19725550145', company: 'Little Sprouts Pediatrics' },
  },
  {
    id: 'f41-locksmith-mc-name-store-lot',
    split: 'heldout',
    messages: [
      'ryan mcgowan here, locked my keys in my car in the target parking lot on rand rd. how fast can u get here 847-555-0128',
    ],
    expected: { name: 'Ryan McGowan', phone: '+18475550128' },
  },
  {
    id: 'f42-sat-tutor-score',
    split: 'heldout',
    messages: [
      'Hi, this is Vivian Zhang. Looking for an SAT math tutor for my daughter, her last score was 1280 and she wants 1400+',
      'vivian.zhang@example.com',
    ],
    expected: { name: 'Vivian Zhang', email: 'vivian.zhang@example.com' },
  },
  {
    id: 'f43-airbnb-host-turnover',
    split: 'heldout',
    messages: [
      'i host on airbnb and need turnover cleaning between guests, 2br condo downtown. becca 702 555 0150',
    ],
    expected: { name: 'Becca', phone: '+17025550150' },
  },
  {
    id: 'f44-timing-belt-year-mileage',
    split: 'heldout',
    messages: [
      'how much for timing belt + water pump on a 2019 camry, 87,000 miles',
      'Ahmed Al-Rashid, cell 313-555-0143 is best',
    ],
    expected: { name: 'Ahmed Al-Rashid', phone: '+13135550143' },
  },
  {
    id: 'f45-freight-inc-dispatch-email',
    split: 'heldout',
    messages: [
      "I'm with Northstar Freight Inc, we've got 6 trucks that need DOT inspections before the end of the month.",
      'Contact me at dispatch@example.com - Lou Castellano',
    ],
    expected: { name: 'Lou Castellano', email: 'dispatch@example.com', company: 'Northstar Freight Inc' },
  },
  {
    id: 'f46-mexico-whatsapp-parents-ac',
    split: 'heldout',
    messages: [
      "Hola, my parents live in your area but I'm in Guadalajara. Can you service their AC? They are both in their 80s.",
      "I'm Sofía Ramírez, WhatsApp +52 33 1234 5678",
    ],
    expected: { name: 'Sofía Ramírez', phone: '+523312345678' },
  },
  {
    id: 'f47-insurer-claim-number',
    split: 'heldout',
    messages: [
      'State Farm is covering the water damage, claim # 43-B812-9907. need water mitigation at my place ASAP, the basement has 2 inches of water',
      'Jerome Baptiste 504-555-0165',
    ],
    expected: { name: 'Jerome Baptiste', phone: '+15045550165' },
  },
  {
    id: 'f48-catering-wedding-shower',
    split: 'heldout',
    messages: [
      "need catering for my daughter's wedding shower, around 25 ppl, june 7. Maureen 864-555-0179 maureen.k@example.net",
    ],
    expected: { name: 'Maureen', email: 'maureen.k@example.net', phone: '+18645550179' },
  },
  {
    id: 'f49-kennel-health-certs',
    split: 'heldout',
    messages: [
      'we run Copper Creek Kennels and need health certificates for a litter of 7 lab puppies going to new homes in 2 weeks',
      'Janelle Whitaker, 406-555-0132',
    ],
    expected: { name: 'Janelle Whitaker', phone: '+14065550132', company: 'Copper Creek Kennels' },
  },
  {
    id: 'f50-lawn-neighbor-referrer',
    split: 'heldout',
    messages: [
      'my neighbor used Green Thumb Lawn Care and said go with you guys instead lol. i need aeration + overseeding, about 1/4 acre',
      'Darnell, darnell.h@example.com',
    ],
    expected: { name: 'Darnell', email: 'darnell.h@example.com' },
  },
  {
    id: 'f51-piano-leading-one',
    split: 'heldout',
    messages: [
      "Hello! I'm 52 and finally want to learn piano. Do you teach adult beginners? Ingrid Solberg, 1 (719) 555-0112",
    ],
    expected: { name: 'Ingrid Solberg', phone: '+17195550112' },
  },
  {
    id: 'f52-property-manager-llc-rentals',
    split: 'heldout',
    messages: [
      "I'm a property manager with Keystone Residential LLC. We have 14 single-family rentals and want one plumber for all of them.",
      'Brian Okonkwo, 267-555-0168, bokonkwo@example.com',
    ],
    expected: {
      name: 'Brian Okonkwo',
      email: 'bokonkwo@example.com',
      phone: '+12675550168',
      company: 'Keystone Residential LLC',
    },
  },
  {
    id: 'f53-korean-name-whitening',
    split: 'heldout',
    messages: ['hello, I am Min-jun Park. I want teeth whitening. How much it cost?', '201-555-0147'],
    expected: { name: 'Min-jun Park', phone: '+12015550147' },
  },
  {
    id: 'f54-email-tld-corrected',
    split: 'heldout',
    messages: [
      "hi I'd like a quote to paint 2 bedrooms, walls only. Kim Brown, kbrown@example.con",
      'sorry .com not .con',
    ],
    expected: { name: 'Kim Brown', email: 'kbrown@example.com' },
  },
  {
    id: 'f55-bridal-hair-venue',
    split: 'heldout',
    messages: [
      'booking hair + makeup for 5 bridesmaids, the wedding is at The Grand Magnolia Ballroom on 9/21 at 2pm',
      "I'm the maid of honor, Tiffany Nguyen-Hart, 832-555-0193",
    ],
    expected: { name: 'Tiffany Nguyen-Hart', phone: '+18325550193' },
  },
  {
    id: 'f56-company-no-person',
    split: 'heldout',
    messages: [
      'Pinecrest Dental Lab here — need a commercial cleaning quote, 2,400 sq ft, nightly Mon-Fri. Call the front desk 559-555-0121.',
    ],
    expected: { phone: '+15595550121', company: 'Pinecrest Dental Lab' },
  },
  {
    id: 'f57-gym-brand-distractor',
    split: 'heldout',
    messages: [
      'we run a CrossFit box (Ironclad Fitness) and need the rubber floors deep cleaned, ~3000 sq ft',
      'Jess Alvarado jess@example.com 970-555-0186',
    ],
    expected: {
      name: 'Jess Alvarado',
      email: 'jess@example.com',
      phone: '+19705550186',
      company: 'Ironclad Fitness',
    },
  },
  {
    id: 'f58-india-phone-gre-tutor',
    split: 'heldout',
    messages: [
      "Hi, I'm Lakshmi Venkataraman. I'm moving to your city in January for grad school and want GRE quant tutoring online before then.",
      "I'm currently in Bangalore, call on +91 98765 43210 after 8pm IST",
    ],
    expected: { name: 'Lakshmi Venkataraman', phone: '+919876543210' },
  },
  {
    id: 'f59-laundromat-previous-plumber',
    split: 'heldout',
    messages: [
      'my old plumber (Dwyer & Sons) retired. I own the laundromat on Division St - Suds City Laundromat - and two of the washer drain lines are clogged',
      'Mike Sorensen 414-555-0105',
    ],
    expected: { name: 'Mike Sorensen', phone: '+14145550105', company: 'Suds City Laundromat' },
  },
  {
    id: 'f60-super-building-address-ext',
    split: 'heldout',
    messages: [
      "I'm the super at 1180 Grand Concourse, the boiler keeps shutting off and we have 42 units with no heat",
      'Nestor Figueroa, 718-555-0170 ext 4',
    ],
    expected: { name: 'Nestor Figueroa', phone: '+17185550170' },
  },
];
