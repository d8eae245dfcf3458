/**
 * Visitor personas for the lead-details extraction (`lead-personas.test.ts`): short conversations written the way
 * visitors of local-service businesses write (lower case, typos, signatures, "we run …", "I manage …"), each with
 * the contact details a person reading it would file on the lead. `company` is absent for individuals: extracting
 * one from "my house", "our kitchen" or "my mom's place" is an invented company.
 *
 * Split: `heldout` personas were written before the extraction was changed and are never used to tune it;
 * `tune` personas are the ones the patterns may be developed against.
 * Phones are written as the visitor gave them; `expected.phone` is E.164 (US default country).
 */

export type LeadPersona = {
  id: string;
  /** `development`: once held out, now read and developed against (`lead-personas-fresh.ts`, decision 0170). */
  split: 'tune' | 'heldout' | 'development';
  /** The visitor's messages in order (the assistant's replies are not part of extraction). */
  messages: string[];
  expected: { name?: string; email?: string; phone?: string; company?: string };
};

export const HELDOUT_PERSONAS: LeadPersona[] = [
  {
    id: 'h01-we-run-townhomes',
    split: 'heldout',
    messages: [
      'hello do you do gutter cleaning for multi-unit buildings',
      'we run Lakeshore Townhomes, 24 units. my name is Priya Natarajan',
      'best number is 971-220-4481, email priya@lakeshoretownhomes.com',
    ],
    expected: {
      name: 'Priya Natarajan',
      email: 'priya@lakeshoretownhomes.com',
      phone: '+19712204481',
      company: 'Lakeshore Townhomes',
    },
  },
  {
    id: 'h02-manage-office-dental',
    split: 'heldout',
    messages: [
      'Hi there, I manage the office at Cedar Ridge Family Dental and our AC quit this morning',
      'Can someone come today? Call me at (503) 555-0172. Thanks, Marcus Bell',
    ],
    expected: { name: 'Marcus Bell', phone: '+15035550172', company: 'Cedar Ridge Family Dental' },
  },
  {
    id: 'h03-email-signature-restaurant-group',
    split: 'heldout',
    messages: [
      'Hello,\n\nWe need a quarterly pest control contract for our two restaurant locations. Please send pricing.\n\n' +
        'Thanks,\nAngela Whitfield\nOperations Manager, Bluefin Grill Group\nangela.whitfield@bluefingrill.com\n(360) 555-0119',
    ],
    expected: {
      name: 'Angela Whitfield',
      email: 'angela.whitfield@bluefingrill.com',
      phone: '+13605550119',
      company: 'Bluefin Grill Group',
    },
  },
  {
    id: 'h04-moms-house',
    split: 'heldout',
    messages: [
      "hi this is for my mom's house, her water heater is leaking",
      "it's kevin park, cell is 503 555 0133",
    ],
    expected: { name: 'Kevin Park', phone: '+15035550133' },
  },
  {
    id: 'h05-names-tom-our-kitchen',
    split: 'heldout',
    messages: [
      'need someone to look at a clogged main line, our kitchen sink backs up too',
      "name's Tom Alvarez. tom.alvarez@gmail.com",
      'or text 5035550187',
    ],
    expected: { name: 'Tom Alvarez', email: 'tom.alvarez@gmail.com', phone: '+15035550187' },
  },
  {
    id: 'h06-on-behalf-of-employer-llc',
    split: 'heldout',
    messages: [
      "Good afternoon. I'm reaching out on behalf of my employer, Pinecrest Holdings LLC, regarding snow removal for our lot.",
      'You can reach me, Sarah Kim, at skim@pinecrestholdings.com or 206.555.0164.',
    ],
    expected: {
      name: 'Sarah Kim',
      email: 'skim@pinecrestholdings.com',
      phone: '+12065550164',
      company: 'Pinecrest Holdings LLC',
    },
  },
  {
    id: 'h07-facilities-lead-church',
    split: 'heldout',
    messages: [
      "I'm the facilities lead at Northgate Community Church. We need our boiler serviced before winter",
      'Jordan Ellis - jellis@northgatechurch.org - 425-555-0108',
    ],
    expected: {
      name: 'Jordan Ellis',
      email: 'jellis@northgatechurch.org',
      phone: '+14255550108',
      company: 'Northgate Community Church',
    },
  },
  {
    id: 'h08-i-own-bakery',
    split: 'heldout',
    messages: [
      'i own a small bakery downtown, Sweet Crumb Bakery, and the walk-in cooler is making noise',
      'im Rosa. 503-555-0191',
    ],
    expected: { name: 'Rosa', phone: '+15035550191', company: 'Sweet Crumb Bakery' },
  },
  {
    id: 'h09-work-for-property-management',
    split: 'heldout',
    messages: [
      'Hi, I work for Greenleaf Property Management and we have a vacant unit that needs a deep clean',
      'Ben Okafor, ben@greenleafpm.com',
    ],
    expected: { name: 'Ben Okafor', email: 'ben@greenleafpm.com', company: 'Greenleaf Property Management' },
  },
  {
    id: 'h10-lowercase-basement',
    split: 'heldout',
    messages: ['hey my basement flooded last night can u come out', 'my name is jessica moore 503 555 0122'],
    expected: { name: 'Jessica Moore', phone: '+15035550122' },
  },
  {
    id: 'h11-x-here-from-landscaping',
    split: 'heldout',
    messages: [
      'Luis here, from Alder Creek Landscaping. We subcontract irrigation repairs, are you taking new partners?',
      'my cell is +1 541 555 0147',
    ],
    expected: { name: 'Luis', phone: '+15415550147', company: 'Alder Creek Landscaping' },
  },
  {
    id: 'h12-this-is-from-realty-inc',
    split: 'heldout',
    messages: [
      'This is Hannah from Brightpath Realty Inc. I have a listing that needs a pre-sale inspection',
      'hannah@brightpathrealty.com',
    ],
    expected: { name: 'Hannah', email: 'hannah@brightpathrealty.com', company: 'Brightpath Realty Inc' },
  },
  {
    id: 'h13-remodeling-our-kitchen',
    split: 'heldout',
    messages: [
      "We're remodeling our kitchen and want a quote on new cabinets",
      "I'm Greg Lawson, greg.lawson@outlook.com, 503-555-0155",
    ],
    expected: { name: 'Greg Lawson', email: 'greg.lawson@outlook.com', phone: '+15035550155' },
  },
  {
    id: 'h14-dash-signoff-restaurant-group',
    split: 'heldout',
    messages: [
      'Do you service commercial kitchens? Our hood vents need cleaning every quarter.',
      '— Nate Coleman, Coleman Restaurant Group\n503-555-0126',
    ],
    expected: { name: 'Nate Coleman', phone: '+15035550126', company: 'Coleman Restaurant Group' },
  },
  {
    id: 'h15-landlord-bare-name',
    split: 'heldout',
    messages: [
      'hi, my landlord said I can get the dryer vent cleaned myself. how much?',
      'ok book me. Aisha Rahman 503-555-0177 aisha.rahman@yahoo.com',
    ],
    expected: { name: 'Aisha Rahman', email: 'aisha.rahman@yahoo.com', phone: '+15035550177' },
  },
  {
    id: 'h16-property-manager-for-condos',
    split: 'heldout',
    messages: [
      "Hello, I'm the property manager for Willow Court Condominiums. Several units report low water pressure.",
      'Please contact me at mreyes@willowcourtcondos.com. Thank you, Maria Reyes',
    ],
    expected: {
      name: 'Maria Reyes',
      email: 'mreyes@willowcourtcondos.com',
      company: 'Willow Court Condominiums',
    },
  },
  {
    id: 'h17-were-auto-body-ask-for',
    split: 'heldout',
    messages: [
      "hi we're Tidewater Auto Body, our shop bathroom toilet keeps running",
      'ask for Eddie. shop line 757-555-0139',
    ],
    expected: { name: 'Eddie', phone: '+17575550139', company: 'Tidewater Auto Body' },
  },
  {
    id: 'h18-home-daycare',
    split: 'heldout',
    messages: [
      'I run a home daycare so I need someone who can come before 7am or after 6pm',
      'Lisa Tran, 503-555-0114',
    ],
    expected: { name: 'Lisa Tran', phone: '+15035550114' },
  },
  {
    id: 'h19-manage-lofts-pipe-signature',
    split: 'heldout',
    messages: [
      'I manage Maple Street Lofts and we need a plumber on call',
      'Chris Donovan | cdonovan@maplestreetlofts.com | 503.555.0161',
    ],
    expected: {
      name: 'Chris Donovan',
      email: 'cdonovan@maplestreetlofts.com',
      phone: '+15035550161',
      company: 'Maple Street Lofts',
    },
  },
  {
    id: 'h20-our-office-were-insurance',
    split: 'heldout',
    messages: [
      'our office needs carpet cleaning over the weekend, about 3000 sq ft',
      "we're Summit Ridge Insurance, I'm the office manager, Paula Grant",
      'paula@summitridgeins.com',
    ],
    expected: { name: 'Paula Grant', email: 'paula@summitridgeins.com', company: 'Summit Ridge Insurance' },
  },
  {
    id: 'h21-its-megan-fence',
    split: 'heldout',
    messages: [
      "Hi! it's Megan. Can you give me an estimate on fence repair? A tree fell on it",
      'megan.oconnor@gmail.com',
    ],
    expected: { name: 'Megan', email: 'megan.oconnor@gmail.com' },
  },
  {
    id: 'h22-work-at-the-hospital',
    split: 'heldout',
    messages: [
      'i work at the hospital so days are hard, can you do a saturday appointment for my furnace',
      "name's Derek, 503 555 0198",
    ],
    expected: { name: 'Derek', phone: '+15035550198' },
  },
  {
    id: 'h23-regards-signature-and-sons',
    split: 'heldout',
    messages: [
      'Hello, requesting a bid on exterior painting for a 2-story office building.\n\n' +
        'Regards,\nSamuel Ortiz\nOrtiz & Sons Construction\n(971) 555-0103\nsamuel@ortizsons.com',
    ],
    expected: {
      name: 'Samuel Ortiz',
      email: 'samuel@ortizsons.com',
      phone: '+19715550103',
      company: 'Ortiz & Sons Construction',
    },
  },
  {
    id: 'h24-on-behalf-of-father',
    split: 'heldout',
    messages: [
      "I'm writing on behalf of my father, he's 82 and his furnace stopped working",
      "I'm his daughter, Karen Lee. my number is 503-555-0145",
    ],
    expected: { name: 'Karen Lee', phone: '+15035550145' },
  },
  {
    id: 'h25-board-of-hoa',
    split: 'heldout',
    messages: [
      "I'm on the board of the Fox Hollow HOA and we want bids for common-area landscaping",
      'Regards, Tim Nakamura\ntim.nakamura@foxhollowhoa.org',
    ],
    expected: { name: 'Tim Nakamura', email: 'tim.nakamura@foxhollowhoa.org', company: 'Fox Hollow HOA' },
  },
  {
    id: 'h26-ac-tune-up-plus-one',
    split: 'heldout',
    messages: ['how much for a tune up on a 10 year old AC', "ok. I'm Brian Chu, +1 (503) 555-0181"],
    expected: { name: 'Brian Chu', phone: '+15035550181' },
  },
  {
    id: 'h27-office-manager-at-vet-here',
    split: 'heldout',
    messages: [
      "Office manager at Riverbend Veterinary Clinic here. Our back door lock is broken and won't latch.",
      'Name is Olivia Park, 503-555-0169',
    ],
    expected: { name: 'Olivia Park', phone: '+15035550169', company: 'Riverbend Veterinary Clinic' },
  },
  {
    id: 'h28-i-own-restaurant-bare-name',
    split: 'heldout',
    messages: ['I own Casa Lupita on Main St, grease trap needs pumping asap', 'Jorge, 503 555 0150'],
    expected: { name: 'Jorge', phone: '+15035550150', company: 'Casa Lupita' },
  },
  {
    id: 'h29-my-rental-tenant',
    split: 'heldout',
    messages: [
      'my tenant says the garbage disposal is jammed at my rental on Oak St',
      'this is Frank Moretti. frank.moretti@comcast.net / 503-555-0112',
    ],
    expected: { name: 'Frank Moretti', email: 'frank.moretti@comcast.net', phone: '+15035550112' },
  },
  {
    id: 'h30-name-from-montessori',
    split: 'heldout',
    messages: [
      'Hi, Rachel from Evergreen Montessori. We need our playground fence repaired before school starts.',
      'rachel.adams@evergreenmontessori.org',
    ],
    expected: {
      name: 'Rachel',
      email: 'rachel.adams@evergreenmontessori.org',
      company: 'Evergreen Montessori',
    },
  },
  {
    id: 'h31-bought-at-home-depot',
    split: 'heldout',
    messages: [
      "I bought a water heater at Home Depot, can you install it? It's a Rheem 50 gal",
      'Steve Palmer, steve.p@gmail.com, 5035550137',
    ],
    expected: { name: 'Steve Palmer', email: 'steve.p@gmail.com', phone: '+15035550137' },
  },
  {
    id: 'h32-my-company-logistics',
    split: 'heldout',
    messages: [
      'my company, Northwind Logistics, is moving into a new warehouse and we need the electrical inspected',
      "I'm Amir Haddad, facilities coordinator. amir.haddad@northwindlogistics.com, 253-555-0190",
    ],
    expected: {
      name: 'Amir Haddad',
      email: 'amir.haddad@northwindlogistics.com',
      phone: '+12535550190',
      company: 'Northwind Logistics',
    },
  },
];

export const TUNE_PERSONAS: LeadPersona[] = [
  {
    id: 't01-we-run-apartments',
    split: 'tune',
    messages: [
      'We run Harbor View Apartments and need the boiler looked at before winter',
      "I'm Dana Ruiz, dana.ruiz@harborviewapts.com",
      'phone 503-555-0110',
    ],
    expected: {
      name: 'Dana Ruiz',
      email: 'dana.ruiz@harborviewapts.com',
      phone: '+15035550110',
      company: 'Harbor View Apartments',
    },
  },
  {
    id: 't02-dash-signoff-property-mgmt',
    split: 'tune',
    messages: [
      "can you quote a sewer scope for a duplex we're buying? — Elena Ruiz, Ruiz Property Mgmt",
      'elena@ruizpm.com 541.555.0123',
    ],
    expected: {
      name: 'Elena Ruiz',
      email: 'elena@ruizpm.com',
      phone: '+15415550123',
      company: 'Ruiz Property Mgmt',
    },
  },
  {
    id: 't03-manage-office-chiro-ask-for',
    split: 'tune',
    messages: [
      'i manage the office at Hillside Chiropractic, the toilet in our waiting room is overflowing!!',
      'call 503 555 0142 ask for Tanya',
    ],
    expected: { name: 'Tanya', phone: '+15035550142', company: 'Hillside Chiropractic' },
  },
  {
    id: 't04-on-behalf-of-employer-llc',
    split: 'tune',
    messages: [
      "Hi, I'm contacting you on behalf of my employer Crestview Storage LLC about a roof leak in building C",
      'My name is Victor Salazar and my email is vsalazar@crestviewstorage.com',
    ],
    expected: {
      name: 'Victor Salazar',
      email: 'vsalazar@crestviewstorage.com',
      company: 'Crestview Storage LLC',
    },
  },
  {
    id: 't05-facilities-manager-academy',
    split: 'tune',
    messages: [
      "I'm the facilities manager at St. Mark's Academy. We need backflow testing on 3 devices.",
      'Thanks, Howard Blake | 971-555-0172 | hblake@stmarksacademy.org',
    ],
    expected: {
      name: 'Howard Blake',
      email: 'hblake@stmarksacademy.org',
      phone: '+19715550172',
      company: "St. Mark's Academy",
    },
  },
  {
    id: 't06-moms-house-its-dana',
    split: 'tune',
    messages: [
      "this is for my mom's house, she needs grab bars installed in the bathroom",
      "it's dana btw. dana.w@gmail.com",
    ],
    expected: { name: 'Dana', email: 'dana.w@gmail.com' },
  },
  {
    id: 't07-names-tom-our-kitchen',
    split: 'tune',
    messages: ["name's Tom, the faucet in our kitchen drips nonstop", '(503) 555-0199'],
    expected: { name: 'Tom', phone: '+15035550199' },
  },
  {
    id: 't08-x-here-our-house',
    split: 'tune',
    messages: ['Marisol here. our house has no hot water since yesterday', 'you can text me at 503.555.0116'],
    expected: { name: 'Marisol', phone: '+15035550116' },
  },
  {
    id: 't09-i-own-cafe-bare-name',
    split: 'tune',
    messages: [
      'I own Blue Door Cafe on Hawthorne and our ice machine drain is backing up',
      'Sam Patel, 503-555-0104',
    ],
    expected: { name: 'Sam Patel', phone: '+15035550104', company: 'Blue Door Cafe' },
  },
  {
    id: 't10-work-at-senior-living-regards',
    split: 'tune',
    messages: [
      'I work at Fairview Senior Living, we need a quote for replacing 12 water heaters',
      'Regards, Denise Carter\ndcarter@fairviewseniorliving.com',
    ],
    expected: {
      name: 'Denise Carter',
      email: 'dcarter@fairviewseniorliving.com',
      company: 'Fairview Senior Living',
    },
  },
  {
    id: 't11-owner-of-auto-repair',
    split: 'tune',
    messages: [
      "hi i'm the owner of Precision Auto Repair and our shop needs a new exhaust fan",
      'my name is Ray Dunn. 360-555-0185',
    ],
    expected: { name: 'Ray Dunn', phone: '+13605550185', company: 'Precision Auto Repair' },
  },
  {
    id: 't12-name-from-dental-llc',
    split: 'tune',
    messages: [
      'Hello, Kim from Sunrise Dental Group LLC. Do you offer after-hours cleaning?',
      'kim.nguyen@sunrisedentalgroup.com',
    ],
    expected: {
      name: 'Kim',
      email: 'kim.nguyen@sunrisedentalgroup.com',
      company: 'Sunrise Dental Group LLC',
    },
  },
  {
    id: 't13-email-signature-block',
    split: 'tune',
    messages: [
      'Good morning,\n\nOur warehouse roof has two active leaks. Can you inspect this week?\n\n' +
        'Best regards,\nLaura Chen\nFacilities Coordinator\nPacific Rim Distribution\nlchen@pacificrimdist.com\n503-555-0131',
    ],
    expected: {
      name: 'Laura Chen',
      email: 'lchen@pacificrimdist.com',
      phone: '+15035550131',
      company: 'Pacific Rim Distribution',
    },
  },
  {
    id: 't14-our-kitchen-lowercase',
    split: 'tune',
    messages: [
      'hi, our kitchen faucet is leaking under the sink. how soon can someone come?',
      "i'm alex rivera, 503 555 0166",
    ],
    expected: { name: 'Alex Rivera', phone: '+15035550166' },
  },
  {
    id: 't15-first-house-thanks-signoff',
    split: 'tune',
    messages: [
      'We just bought our first house and the inspector flagged the electrical panel',
      'Thanks! Jenna Sullivan, jenna.sullivan@gmail.com',
    ],
    expected: { name: 'Jenna Sullivan', email: 'jenna.sullivan@gmail.com' },
  },
  {
    id: 't16-im-with-property-partners',
    split: 'tune',
    messages: [
      "I'm with Keystone Property Partners, we manage about 40 rentals in the area. Looking for a go-to handyman.",
      "I'm Rick Hanson. rick@keystonepp.com / 503-555-0159",
    ],
    expected: {
      name: 'Rick Hanson',
      email: 'rick@keystonepp.com',
      phone: '+15035550159',
      company: 'Keystone Property Partners',
    },
  },
  {
    id: 't17-this-is-dotted-plus-one',
    split: 'tune',
    messages: ["This is Gloria Mendes, I'm calling about a mold problem in my bathroom", '+1.503.555.0128'],
    expected: { name: 'Gloria Mendes', phone: '+15035550128' },
  },
  {
    id: 't18-office-manager-call-me-name',
    split: 'tune',
    messages: [
      "I'm the office manager at Oakwood Pediatrics. Our front door closer is broken.",
      'Please call me, Jen, at 503-555-0182',
    ],
    expected: { name: 'Jen', phone: '+15035550182', company: 'Oakwood Pediatrics' },
  },
  {
    id: 't19-pipe-signature-cpa',
    split: 'tune',
    messages: [
      'Need a quote for monthly janitorial, 5000 sq ft office',
      'Mark Feldman | Feldman & Associates CPA | 503-555-0193',
    ],
    expected: { name: 'Mark Feldman', phone: '+15035550193', company: 'Feldman & Associates CPA' },
  },
  {
    id: 't20-bare-name-email',
    split: 'tune',
    messages: [
      'can you do a same-day drain cleaning? my shower is totally clogged',
      'Olivia Grant olivia.grant@hotmail.com',
    ],
    expected: { name: 'Olivia Grant', email: 'olivia.grant@hotmail.com' },
  },
  {
    id: 't21-brands-not-companies',
    split: 'tune',
    messages: [
      'My Carrier furnace is short cycling, it was installed by Comfort Pros years ago',
      'Dan Whitaker 503-555-0174',
    ],
    expected: { name: 'Dan Whitaker', phone: '+15035550174' },
  },
  {
    id: 't22-on-behalf-of-grandmother',
    split: 'tune',
    messages: [
      "I'm messaging on behalf of my grandmother, her toilet won't stop running",
      'my name is Tyler Brooks, my number is 503-555-0107',
    ],
    expected: { name: 'Tyler Brooks', phone: '+15035550107' },
  },
  {
    id: 't23-work-for-lowercase-district',
    split: 'tune',
    messages: [
      'i work for riverside school district and we need 4 classrooms repainted over summer',
      'thanks, carla moreno\ncmoreno@riversidesd.org',
    ],
    expected: {
      name: 'Carla Moreno',
      email: 'cmoreno@riversidesd.org',
      company: 'riverside school district',
    },
  },
  {
    id: 't24-we-run-home-daycare',
    split: 'tune',
    messages: [
      'we run a small daycare out of our home, need a fence gate fixed',
      'Holly Baker, 503-555-0135',
    ],
    expected: { name: 'Holly Baker', phone: '+15035550135' },
  },
  {
    id: 't25-role-with-company-inc',
    split: 'tune',
    messages: [
      "Hello, I'm Owen Price, purchasing manager with Delta Fabrication Inc. We need a quote on a new 3-phase panel.",
      'owen.price@deltafab.com, direct 503-555-0148',
    ],
    expected: {
      name: 'Owen Price',
      email: 'owen.price@deltafab.com',
      phone: '+15035550148',
      company: 'Delta Fabrication Inc',
    },
  },
  {
    id: 't26-treasurer-for-hoa',
    split: 'tune',
    messages: [
      "hi i'm the treasurer for Brookside Meadows HOA, we need the pond fountain pump replaced",
      'name is gary holt, gholt@brooksidemeadows.org',
    ],
    expected: { name: 'Gary Holt', email: 'gholt@brooksidemeadows.org', company: 'Brookside Meadows HOA' },
  },
  {
    id: 't27-dash-first-name',
    split: 'tune',
    messages: ['how much to power wash a deck and driveway?\n- Ana', 'ana.silva@gmail.com'],
    expected: { name: 'Ana', email: 'ana.silva@gmail.com' },
  },
  {
    id: 't28-thanks-signoff-later',
    split: 'tune',
    messages: ['hi the breaker for my garage keeps tripping', '503-555-0111', 'Thanks, Peter Lindqvist'],
    expected: { name: 'Peter Lindqvist', phone: '+15035550111' },
  },
  {
    id: 't29-this-is-with-roofing-co',
    split: 'tune',
    messages: [
      'Hey, this is Joe with Summit Roofing Co. — we need a plumber to reset vent boots after our reroof',
      'joe@summitroofingco.com',
    ],
    expected: { name: 'Joe', email: 'joe@summitroofingco.com', company: 'Summit Roofing Co' },
  },
  {
    id: 't30-at-work-dishwasher-at-home',
    split: 'tune',
    messages: [
      "I'm at work right now but my dishwasher at home is leaking onto the floor",
      'Nina Kowalski, cell 503-555-0196, nina.k@yahoo.com',
    ],
    expected: { name: 'Nina Kowalski', email: 'nina.k@yahoo.com', phone: '+15035550196' },
  },
  {
    id: 't31-i-run-studio-best-signoff',
    split: 'tune',
    messages: [
      "I run Pearl District Yoga and our studio's thermostat isn't working",
      'Best, Chloe Martin',
      'chloe@pearlyoga.com',
    ],
    expected: { name: 'Chloe Martin', email: 'chloe@pearlyoga.com', company: 'Pearl District Yoga' },
  },
  {
    id: 't32-our-company-title-escrow',
    split: 'tune',
    messages: [
      'Our company, Cascade Title & Escrow, needs an electrician to add outlets in the conference room',
      "I'm Beth Nolan, bnolan@cascadetitle.com, 503 555 0170",
    ],
    expected: {
      name: 'Beth Nolan',
      email: 'bnolan@cascadetitle.com',
      phone: '+15035550170',
      company: 'Cascade Title & Escrow',
    },
  },
  {
    id: 't33-own-small-shop-appositive',
    split: 'tune',
    messages: [
      'i own a little flower shop on the east side, Petal & Stem, and the walk-in cooler drain is backing up',
      'can you call me at 503-555-0161? ask for Rosa',
    ],
    expected: { name: 'Rosa', phone: '+15035550161', company: 'Petal & Stem' },
  },
  {
    id: 't34-we-have-small-company-called',
    split: 'tune',
    messages: [
      'we have a small moving company called Two Brothers Hauling, need our warehouse lights looked at',
      'Sam Ortiz, sam@twobrothershauling.com',
    ],
    expected: { name: 'Sam Ortiz', email: 'sam@twobrothershauling.com', company: 'Two Brothers Hauling' },
  },
  {
    id: 't35-role-then-name-appositive',
    split: 'tune',
    messages: [
      "I'm the practice manager, Jordan Blake. Our waiting room toilet has been running all week",
      'best line is 503-555-0122',
    ],
    expected: { name: 'Jordan Blake', phone: '+15035550122' },
  },
  {
    id: 't36-relative-then-name',
    split: 'tune',
    messages: [
      "my dad's water heater is making a banging noise. I'm his son, Marcus Webb",
      'marcus.webb@outlook.com',
    ],
    expected: { name: 'Marcus Webb', email: 'marcus.webb@outlook.com' },
  },
  {
    id: 't37-lone-first-name-then-number',
    split: 'tune',
    messages: ['do you do emergency calls on sundays? basement is flooding', 'Dave 503-555-0133'],
    expected: { name: 'Dave', phone: '+15035550133' },
  },
  {
    id: 't38-lone-first-name-dash-email',
    split: 'tune',
    messages: ['whats ur price for a haircut and color', 'Jen - jen.morrow@gmail.com'],
    expected: { name: 'Jen', email: 'jen.morrow@gmail.com' },
  },
  {
    id: 't39-from-company-no-org-word-email-matches',
    split: 'tune',
    messages: [
      'Hi, this is Alicia from Juniper Grove, we need the parking lot swept monthly. alicia@junipergrove.org',
    ],
    expected: { name: 'Alicia', email: 'alicia@junipergrove.org', company: 'Juniper Grove' },
  },
  {
    id: 't40-from-city-not-company',
    split: 'tune',
    messages: ["hey it's Mike from Lake Oswego, need a quote on gutter guards", 'mike.t@gmail.com'],
    expected: { name: 'Mike', email: 'mike.t@gmail.com' },
  },
  {
    id: 't41-role-here-dash-name',
    split: 'tune',
    messages: ['office manager here - Tina Morales. our break room sink is clogged', '503.555.0186'],
    expected: { name: 'Tina Morales', phone: '+15035550186' },
  },
  {
    id: 't42-im-looking-not-a-name',
    split: 'tune',
    messages: ["I'm looking for someone to install a ceiling fan in my bedroom", "I'm Grace, 503-555-0144"],
    expected: { name: 'Grace', phone: '+15035550144' },
  },
  {
    id: 't43-our-restaurant-comma-name',
    split: 'tune',
    messages: [
      'our restaurant, Bella Cucina, needs the grease trap pumped before friday',
      'Luca Romano 503-555-0158',
    ],
    expected: { name: 'Luca Romano', phone: '+15035550158', company: 'Bella Cucina' },
  },
  {
    id: 't44-wife-relation-name',
    split: 'tune',
    messages: [
      'this is his wife, Rosa Diaz — he asked me to book the furnace tune up',
      'rosa.diaz@icloud.com',
    ],
    expected: { name: 'Rosa Diaz', email: 'rosa.diaz@icloud.com' },
  },
  // t45–t56 (decision 0170): the categories the fresh set showed (lower-case names, names after the contact
  // details, a name alone, companies in brackets, "reaching out from", signature blocks) in other words, and
  // individuals whose messages hold a place, a pet or a third party that must not be filed.
  {
    id: 't45-lowercase-name-after-number',
    split: 'tune',
    messages: ['how much to pump a septic tank? 1000 gal i think', 'text 971-555-0147 - marcus'],
    expected: { name: 'Marcus', phone: '+19715550147' },
  },
  {
    id: 't46-name-alone-after-email',
    split: 'tune',
    messages: [
      'can someone look at a leaky skylight this week? my email is n.abara@example.net',
      'Nadia Abara',
    ],
    expected: { name: 'Nadia Abara', email: 'n.abara@example.net' },
  },
  {
    id: 't47-writing-from-org',
    split: 'tune',
    messages: [
      'Writing from Maplewood Charter Academy - the boiler in our gym keeps tripping',
      'Reply to facilities@maplewoodcharter.example or 503-555-0161, Owen Drake',
    ],
    expected: {
      name: 'Owen Drake',
      email: 'facilities@maplewoodcharter.example',
      phone: '+15035550161',
      company: 'Maplewood Charter Academy',
    },
  },
  {
    id: 't48-business-in-brackets',
    split: 'tune',
    messages: [
      'we have a small print shop (Inkwell Press) and the back door lock is jammed',
      "i'm Tess, 541-555-0172",
    ],
    expected: { name: 'Tess', phone: '+15415550172', company: 'Inkwell Press' },
  },
  {
    id: 't49-signature-role-pipe-company',
    split: 'tune',
    messages: [
      'Good afternoon, we need pricing for monthly window washing at our two branches.\n\n' +
        'Regards,\nDerek Huang\nFacilities Lead | Harborline Credit Union\n503.555.0193',
    ],
    expected: { name: 'Derek Huang', phone: '+15035550193', company: 'Harborline Credit Union' },
  },
  {
    id: 't50-signature-owner-company-line',
    split: 'tune',
    messages: [
      'Need the parking lot restriped before the holidays.\n\nGina Russo\nOwner\nRusso Family Bakery\n' +
        'gina@russobakery.example',
    ],
    expected: { name: 'Gina Russo', email: 'gina@russobakery.example', company: 'Russo Family Bakery' },
  },
  {
    id: 't51-staff-at-org',
    split: 'tune',
    messages: [
      'quote for a holiday lunch for our staff at Clearwater Vision Clinic? about 20 people',
      'thanks! carmen 503-555-0128',
    ],
    expected: { name: 'Carmen', phone: '+15035550128', company: 'Clearwater Vision Clinic' },
  },
  {
    id: 't52-place-after-number-not-a-name',
    split: 'tune',
    messages: [
      'do you service Hillsboro? we have a clogged shower',
      'call 503-555-0135 - Hillsboro. ask for Ben',
    ],
    expected: { name: 'Ben', phone: '+15035550135' },
  },
  {
    id: 't53-pet-and-neighbour-not-names',
    split: 'tune',
    messages: [
      'my neighbor Sue Park recommended you. our dog, Biscuit, will be in the yard',
      "it's luis btw",
      'luis.ortega@example.com',
    ],
    expected: { name: 'Luis', email: 'luis.ortega@example.com' },
  },
  {
    id: 't54-competitor-not-company',
    split: 'tune',
    messages: [
      'Rooter Pros quoted me $900 to replace the main line, can you do better?',
      'Ana Lima, 503-555-0149',
    ],
    expected: { name: 'Ana Lima', phone: '+15035550149' },
  },
  {
    id: 't55-signoff-dash-lowercase',
    split: 'tune',
    messages: ['is the dryer vent cleaning still $99?? thanks - olivia'],
    expected: { name: 'Olivia' },
  },
  {
    id: 't56-department-not-company',
    split: 'tune',
    messages: [
      'Hello,\nWe need a quote for carpet cleaning in 6 classrooms.\n-- \nRuth Okoye\nDirector of Facilities\n' +
        'Brightwater Montessori School\nrokoye@brightwater.example',
    ],
    expected: {
      name: 'Ruth Okoye',
      email: 'rokoye@brightwater.example',
      company: 'Brightwater Montessori School',
    },
  },
];

export const LEAD_PERSONAS: LeadPersona[] = [...TUNE_PERSONAS, ...HELDOUT_PERSONAS];
