/**
 * Query expansion: the other words a website may use for what a visitor asked. Two sources:
 * - a short list of local-service vocabulary ("guarantee" ~ "warranty", "reach you" ~ "call", "after work" ~
 *   "evening"), each group justified by a miss on the tuning half of the evaluation (docs/decisions/0012);
 * - WordNet's synonyms of the word's two most frequent senses, for everything else.
 * Expansions count for less than the visitor's own words, and only ever match what the website says.
 */
import { isStopWord, stem } from './text-analysis.js';
import { wordnetSynonyms } from './wordnet.js';

/** Words that stand for the same thing on a local business's website. */
const DOMAIN_GROUPS: string[][] = [
  ['warranty', 'warranties', 'guarantee', 'guaranteed', 'guarantees', 'guaranty'],
  [
    'price',
    'prices',
    'pricing',
    'cost',
    'costs',
    'charge',
    'charges',
    'fee',
    'fees',
    'rate',
    'rates',
    'expensive',
    'cheap',
    'afford',
  ],
  ['quote', 'quotes', 'estimate', 'estimates', 'free'],
  ['phone', 'call', 'calls', 'number', 'reach', 'telephone', 'contact', 'text', 'tel'],
  ['email', 'e-mail', 'mail', 'contact'],
  ['address', 'located', 'location', 'directions', 'find', 'office', 'visit', 'where'],
  ['hours', 'open', 'opening', 'close', 'closed', 'closing', 'schedule', 'time', 'times', 'week', 'weekdays'],
  ['evening', 'evenings', 'night', 'nights', 'after', 'late'],
  ['weekend', 'weekends', 'saturday', 'saturdays', 'sunday', 'sundays'],
  [
    'area',
    'areas',
    'serve',
    'serving',
    'service',
    'cover',
    'travel',
    'county',
    'towns',
    'cities',
    'nearby',
    'near',
  ],
  ['pay', 'payment', 'payments', 'credit', 'card', 'cards', 'cash', 'check', 'checks', 'visa', 'mastercard'],
  ['insurance', 'insured', 'coverage', 'covered', 'ppo', 'hmo', 'medicare', 'medicaid'],
  ['license', 'licensed', 'licence', 'certified', 'certification', 'bonded', 'qualified', 'credentials'],
  [
    'appointment',
    'appointments',
    'book',
    'booking',
    'schedule',
    'scheduling',
    'visit',
    'reserve',
    'reservation',
    'consultation',
  ],
  ['emergency', 'emergencies', 'urgent', 'asap', 'immediately', '24/7'],
  ['fix', 'repair', 'repairs', 'mend'],
  ['install', 'installation', 'installs', 'replace', 'replacement', 'new'],
  ['owner', 'owned', 'founder', 'founded', 'run', 'runs', 'started', 'family'],
  ['experience', 'years', 'since', 'established'],
  ['child', 'children', 'kid', 'kids', 'pediatric', 'family'],
  ['staff', 'team', 'employees', 'technicians', 'doctor', 'dr'],
  ['first', 'new', 'initial', 'expect'],
  ['walk', 'walkin', 'walkins', 'appointment'],
  [
    'discount',
    'discounts',
    'coupon',
    'coupons',
    'special',
    'specials',
    'deal',
    'deals',
    'offer',
    'promotion',
  ],
  ['parking', 'park'],
  ['cancel', 'cancellation', 'reschedule', 'notice'],
];

export type Expansion = { term: string; weight: number };

/** Weight of an expansion relative to the visitor's own word (1). */
export const DOMAIN_WEIGHT = 0.7;
export const WORDNET_WEIGHT = 0.45;

const domainByStem = new Map<string, Set<string>>();
for (const group of DOMAIN_GROUPS) {
  const stems = group.map((word) => stem(word.replace(/[^a-z0-9]/g, '')));
  for (const member of stems) {
    const set = domainByStem.get(member) ?? new Set<string>();
    for (const other of stems) if (other !== member) set.add(other);
    domainByStem.set(member, set);
  }
}

/** Stems a word may also be written as on a website, with their weights; the word's own stem is not included. */
export function expandWord(word: string): Expansion[] {
  const own = stem(word);
  const out = new Map<string, number>();
  for (const term of domainByStem.get(own) ?? []) out.set(term, DOMAIN_WEIGHT);
  for (const synonym of wordnetSynonyms(word)) {
    if (isStopWord(synonym)) continue;
    const term = stem(synonym);
    if (term === own || out.has(term)) continue;
    out.set(term, WORDNET_WEIGHT);
  }
  return [...out].map(([term, weight]) => ({ term, weight }));
}
