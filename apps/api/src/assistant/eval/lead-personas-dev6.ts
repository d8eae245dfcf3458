/**
 * A sixth-round DEVELOPMENT set of visitor personas for the lead-details extraction (issue 15, round six).
 *
 * Written 2026-11-24 by the helper doing round six, BEFORE any change of that round, as a check that the round's
 * rules generalise beyond the fourth blind set's misses (which the author had read, in 0170, only as a list of
 * kinds): companies after "calling for", "on behalf of", "for my company", "our shop / store / restaurant /
 * practice / daycare / church", business nouns in lower case and capitals, non-English business nouns, diacritics,
 * names mid-sentence and in lower case, a phone correction without an area code, and individuals who must get no
 * company. The author knew the extraction code, so this is development data, not a blind set.
 *
 * Conventions follow `lead-personas.ts`. All people, companies, emails and numbers are fictitious (555-01xx,
 * example.com).
 */
import type { LeadPersona } from './lead-personas.js';

export const DEV6_DEVELOPMENT_PERSONAS: LeadPersona[] = [
  {
    id: 'e01-calling-for-food-bank',
    split: 'development',
    messages: [
      "hi, I'm calling for Eastgate Community Food Bank, our freezer room door won't seal anymore",
      'Lorraine Pettigrew, 412-555-0121',
    ],
    expected: { name: 'Lorraine Pettigrew', phone: '+14125550121', company: 'Eastgate Community Food Bank' },
  },
  {
    id: 'e02-on-behalf-of-shelter',
    split: 'development',
    messages: [
      'Writing on behalf of Harbor Light Animal Shelter. Two of our kennel drains are slow.',
      'my name is Tobias Grünewald and my email is tobias.g@example.com',
    ],
    expected: {
      name: 'Tobias Grünewald',
      email: 'tobias.g@example.com',
      company: 'Harbor Light Animal Shelter',
    },
  },
  {
    id: 'e03-my-company-trading-ltd',
    split: 'development',
    messages: [
      'my company Silver Crane Imports Ltd. needs a quote for rekeying 14 office doors',
      "I'm Wei Zhang, 206-555-0123",
    ],
    expected: { name: 'Wei Zhang', phone: '+12065550123', company: 'Silver Crane Imports Ltd.' },
  },
  {
    id: 'e04-our-shop-boulangerie',
    split: 'development',
    messages: [
      'Bonjour! our shop Boulangerie Saint-Michel needs the oven hood cleaned before the health inspection',
      'Camille Rousseau / 503-555-0124',
    ],
    expected: { name: 'Camille Rousseau', phone: '+15035550124', company: 'Boulangerie Saint-Michel' },
  },
  {
    id: 'e05-lower-case-daycare',
    split: 'development',
    messages: [
      'hello i run little acorns daycare and the toilets in the toddler room keep running',
      'this is beth, beth marlowe. 971-555-0125',
    ],
    expected: { name: 'Beth Marlowe', phone: '+19715550125', company: 'little acorns daycare' },
  },
  {
    id: 'e06-all-caps-hardware',
    split: 'development',
    messages: [
      'HI THIS IS GARY for KESSLER HARDWARE SUPPLY. NEED A FURNACE LOOKED AT IN THE BACK STOCKROOM',
      'gary kessler 208 555 0126',
      'email gkessler@example.com',
    ],
    expected: {
      name: 'Gary Kessler',
      phone: '+12085550126',
      email: 'gkessler@example.com',
      company: 'KESSLER HARDWARE SUPPLY',
    },
  },
  {
    id: 'e07-pho-restaurant',
    split: 'development',
    messages: [
      'We own Phở Hà Nội 21 on Powell, the grease trap is overflowing',
      'Phạm Thị Hương, 503-555-0127',
    ],
    expected: { name: 'Phạm Thị Hương', phone: '+15035550127', company: 'Phở Hà Nội 21' },
  },
  {
    id: 'e08-our-church',
    split: 'development',
    messages: [
      "Hello, our church, Grace Fellowship of Milwaukie, needs the parking lot lights fixed. I'm Pastor Glenn Ivers.",
      'glenn@example.com',
    ],
    expected: { name: 'Glenn Ivers', email: 'glenn@example.com', company: 'Grace Fellowship of Milwaukie' },
  },
  {
    id: 'e09-our-practice',
    split: 'development',
    messages: [
      'Our practice, Alder Creek Chiropractic, is looking for weekly cleaning.',
      'You can reach me, Dr. Sunita Rao, at 360-555-0129 or sunita.rao@example.com',
    ],
    expected: {
      name: 'Sunita Rao',
      phone: '+13605550129',
      email: 'sunita.rao@example.com',
      company: 'Alder Creek Chiropractic',
    },
  },
  {
    id: 'e10-polish-name-mid-sentence',
    split: 'development',
    messages: [
      'hi, the kitchen faucet drips constantly, my name is Zbigniew Kowalczyk and I live on Elm',
      'phone 503-555-0130',
    ],
    expected: { name: 'Zbigniew Kowalczyk', phone: '+15035550130' },
  },
  {
    id: 'e11-lowercase-irish-hyphen',
    split: 'development',
    messages: ['need a chimney sweep. name is sean-paul mcguinness, 541-555-0131'],
    expected: { name: 'Sean-Paul McGuinness', phone: '+15415550131' },
  },
  {
    id: 'e12-phone-correction-no-area-code',
    split: 'development',
    messages: [
      'Marta Villanueva, 303-555-0132, water heater leaking',
      'oops sorry that should be 555-0123 not 0132',
    ],
    expected: { name: 'Marta Villanueva', phone: '+13035550123' },
  },
  {
    id: 'e13-individual-our-store-trip',
    split: 'development',
    messages: [
      'My garage door opener stopped working after the storm. Our store trip can wait, this cannot.',
      'Kendra Obi 720-555-0133',
    ],
    expected: { name: 'Kendra Obi', phone: '+17205550133' },
  },
  {
    id: 'e14-calling-for-a-quote-individual',
    split: 'development',
    messages: [
      "I'm calling for a quote on re-roofing my house, about 1800 sq ft",
      'Desmond Achebe - desmond.a@example.com',
    ],
    expected: { name: 'Desmond Achebe', email: 'desmond.a@example.com' },
  },
  {
    id: 'e15-trattoria-spanish-italian',
    split: 'development',
    messages: [
      'we have a small restaurant, Trattoria Da Enzo, and the walk-in is at 50 degrees',
      'Enzo Marchetti 503-555-0135',
    ],
    expected: { name: 'Enzo Marchetti', phone: '+15035550135', company: 'Trattoria Da Enzo' },
  },
  {
    id: 'e16-on-behalf-of-my-company',
    split: 'development',
    messages: [
      "I'm reaching out on behalf of my company, Bright Path Tutoring LLC, about a new sign over our entrance.",
      'Aaliyah Grant | 503-555-0136 | aaliyah@example.com',
    ],
    expected: {
      name: 'Aaliyah Grant',
      phone: '+15035550136',
      email: 'aaliyah@example.com',
      company: 'Bright Path Tutoring LLC',
    },
  },
  {
    id: 'e17-arabic-name-slash-phone',
    split: 'development',
    messages: ['need ac repair asap. 480-555-0137 / Karim Mansour'],
    expected: { name: 'Karim Mansour', phone: '+14805550137' },
  },
  {
    id: 'e18-my-employer-not-company',
    split: 'development',
    messages: [
      'I work for Cascade Logistics but this is about my own apartment, the bathroom fan is dead',
      'Priyanka Shah, 971-555-0138',
    ],
    expected: { name: 'Priyanka Shah', phone: '+19715550138' },
  },
  {
    id: 'e19-tienda-lower-case',
    split: 'development',
    messages: [
      'hola, tenemos una tienda, la tienda se llama Mercado El Sol, and the front window is cracked',
      'soy Rosa Jiménez, 503-555-0139',
    ],
    expected: { name: 'Rosa Jiménez', phone: '+15035550139', company: 'Mercado El Sol' },
  },
  {
    id: 'e20-name-then-company-signature',
    split: 'development',
    messages: [
      'Could someone service our two rooftop HVAC units this month?\n\nThanks,\nMiguel Serrano\nSerrano Auto Body & Paint\n503-555-0140',
    ],
    expected: { name: 'Miguel Serrano', phone: '+15035550140', company: 'Serrano Auto Body & Paint' },
  },
];
