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
  split: 'tune' | 'heldout';
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
    messages: ["hi this is for my mom's house, her water heater is leaking", "it's kevin park, cell is 503 555 0133"],
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
    expected: { name: 'Maria Reyes', email: 'mreyes@willowcourtcondos.com', company: 'Willow Court Condominiums' },
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
    expected: { name: 'Rachel', email: 'rachel.adams@evergreenmontessori.org', company: 'Evergreen Montessori' },
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

export const TUNE_PERSONAS: LeadPersona[] = [];

export const LEAD_PERSONAS: LeadPersona[] = [...TUNE_PERSONAS, ...HELDOUT_PERSONAS];
