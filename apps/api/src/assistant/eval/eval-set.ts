/**
 * The assistant's evaluation set over the Brightwater Plumbing fixture.
 * Answerable: the reply must contain every listed fact (case-insensitive).
 * Unanswerable: the knowledge does not contain the answer, so the reply must say so honestly.
 * Questions are phrased the way visitors write, not copied from the FAQ wording.
 */

/** Each fact must appear; a fact written as a list is satisfied by any one of its phrasings. */
export type AnswerableCase = { question: string; facts: (string | string[])[] };

export const ANSWERABLE: AnswerableCase[] = [
  { question: 'What are your opening hours?', facts: ['7:30 am'] },
  { question: 'Are you open on Saturday?', facts: ['2:00 pm'] },
  { question: 'Are you open Sundays?', facts: ['Sunday closed'] },
  { question: 'What time do you close on weekdays?', facts: ['6:00 pm'] },
  { question: "What's your phone number?", facts: ['555-0148'] },
  { question: 'How can I email you?', facts: ['hello@brightwaterplumbing.example'] },
  { question: 'Where are you located?', facts: ['418 Alder Street'] },
  { question: "What's your address?", facts: ['418 Alder Street'] },
  { question: 'Do you have 24 hour emergency service?', facts: ['24 hours'] },
  { question: 'How fast can a plumber get here in an emergency?', facts: ['90 minutes'] },
  { question: 'Is there an extra charge for after-hours calls?', facts: ['$75'] },
  { question: 'How much is a service call?', facts: ['$89'] },
  { question: 'What does drain cleaning cost?', facts: ['$149'] },
  { question: 'How much to install a new water heater?', facts: ['$1,450'] },
  { question: "What's the price of a tankless water heater?", facts: ['$3,200'] },
  { question: 'What is your hourly rate?', facts: ['$115'] },
  { question: 'How much does it cost to fix a toilet?', facts: ['$125'] },
  { question: 'Are you licensed?', facts: ['204518'] },
  { question: 'Is your company insured?', facts: ['insured'] },
  { question: 'Which towns do you cover?', facts: ['Oak Hollow'] },
  { question: 'Do you come out to Cedar Bend?', facts: ['Cedar Bend', 'Millbrook'] },
  { question: 'How far will you travel for a job?', facts: ['25 miles'] },
  { question: 'What forms of payment do you take?', facts: ['Visa'] },
  { question: 'Can I pay by credit card?', facts: ['Mastercard'] },
  { question: 'Do you do free estimates?', facts: ['$1,000'] },
  { question: 'Is there a warranty on your repairs?', facts: ['1-year'] },
  { question: 'Can you put in a tankless water heater?', facts: ['Navien'] },
  { question: 'Which water heater brands do you install?', facts: ['Rheem'] },
  { question: 'How long does replacing a water heater take?', facts: ['same day'] },
  { question: 'Do you fix air conditioners?', facts: ['plumbing only'] },
  { question: 'Do you have a senior discount?', facts: ['10%'] },
  { question: 'Any discount for veterans?', facts: ['10%'] },
  { question: 'Can I book an appointment online?', facts: ['/book'] },
  { question: 'Can I get a same-day appointment?', facts: ['before noon'] },
  { question: 'Do you work on restaurants and commercial buildings?', facts: ['restaurants'] },
  { question: 'Who owns the company?', facts: ['Maria Delgado'] },
  { question: 'When was Brightwater founded?', facts: ['2009'] },
  { question: 'How many plumbers work for you?', facts: ['14'] },
  { question: 'How much is a sewer camera inspection?', facts: ['$199'] },
  {
    question: 'Can you replace my sewer line without digging up the yard?',
    facts: [['trenchless', 'replace sewer lines without digging up your yard']],
  },
  { question: 'What is hydro jetting?', facts: ['high-pressure water'] },
  { question: 'Do you install water softeners?', facts: ['filtration'] },
  { question: 'How much is backflow testing?', facts: ['$95'] },
  { question: 'Can you install a garbage disposal?', facts: ['InSinkErator'] },
  { question: 'Do you repair sump pumps?', facts: ['battery backup'] },
  { question: 'My basement is flooding, what should I do?', facts: ['shut-off valve'] },
  { question: 'Do you replace old galvanized pipes?', facts: ['PEX'] },
  { question: 'Is the diagnostic fee waived if I hire you?', facts: ['waived'] },
  { question: 'How long is the warranty on a new water heater tank?', facts: ['10-year'] },
  { question: 'Can you find a leak inside a wall?', facts: ['thermal'] },
];

export const UNANSWERABLE: string[] = [
  'Do you offer financing?',
  'Do you repair roofs?',
  'Do you install solar panels?',
  'Can you fix my car?',
  'Do you sell pool supplies?',
  'What is your cancellation policy?',
  'Do you have a referral program?',
  'Are you hiring apprentices?',
  'Do you do electrical work?',
  "What is the CEO's salary?",
  'Do you clean chimneys?',
  'Do you offer pest control?',
  'Can I pay with Bitcoin?',
  "What's your Wi-Fi password?",
  'Do you have a mobile app?',
  'Do you build swimming pools?',
  'Who won the football game last night?',
  "What's the weather going to be tomorrow?",
  'Do you sell gift cards?',
  'Can you paint my house?',
  'Do you provide lawn mowing?',
  'How many Google reviews do you have?',
  'Do you speak Spanish?',
  'Do you remove asbestos?',
  'What is the price of new kitchen cabinets?',
  'Do you repair washing machines?',
];



