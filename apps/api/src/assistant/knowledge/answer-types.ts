/**
 * What kind of fact a question asks for, and how that fact looks in text: a question about the phone number is
 * answered by a sentence holding a phone number, not by the heading above it.
 */
export type AnswerType = 'phone' | 'email' | 'hours' | 'price' | 'address' | 'duration' | 'founded';

const QUESTION_PATTERNS: [AnswerType, RegExp][] = [
  ['email', /\be-?mail\b/i],
  ['phone', /\b(phone|number|call|calling|reach|contact|ring|text|telephone|fax)\b/i],
  [
    'address',
    /\b(where|address|located|location|directions|find you|office|parking|zip|zip ?code|post ?code|postal code|landmarks?|cross streets?|gps)\b/i,
  ],
  [
    'hours',
    /\b(hours|hrs|open|opening|close|closing|closed|what time|mondays?|tuesdays?|tues|wednesdays?|thursdays?|thurs|fridays?|saturdays?|sundays?|weekends?|evenings?|after work|late|early|mornings?)\b/i,
  ],
  [
    'price',
    /\b(cost|costs|price|prices|pricing|how much|charge|charges|fee|fees|rates?|expensive|cheap|afford\w*|\$)/i,
  ],
];

/**
 * "How long does it take", "how much time should I block off", "how early should I show up": a length of time.
 * Asked this way, "much", "early" and "office" do not ask for a price, opening hours or an address.
 */
const DURATION_QUESTION =
  /\bhow (long|much time|early|soon|quickly|fast|many (minutes|mins|hours|hrs|days|weeks|months|years|visits|sessions|appointments))\b/i;

/**
 * "How long has this practice been around", "how long have you been in business", "when were you founded": the
 * year the business started, or its years in business — not a length of time.
 */
const FOUNDED_QUESTION =
  /\b(been around|in business|been (?:open|operating|practi[cs]ing|doing this)|established|founded|how old is (?:the|this|your) (?:company|business|practice|firm|shop|office))\b/i;

/**
 * "How much salt do I put in", "how much water": "how much" before a thing asks for a quantity of it, not a price —
 * unless a price word comes too ("how much money", "how much does it cost"). Words that may follow "how much" in
 * a price question ("how much is", "how much for", "how much extra") are listed.
 */
const HOW_MUCH_THING =
  /\bhow much (?!(?:is|are|was|were|does|do|did|will|would|should|could|can|for|to|it|its|it's|that|this|extra|more|less|money|ya|you|u|r|ur|your|yall|a|an|the|i|we|they|on|per|of|about|roughly|total)\b)[a-z]+/i;
const PRICE_WORDS =
  /\b(cost|costs|price|prices|pricing|charge|charges|fee|fees|rates?|expensive|cheap|afford\w*|pay|dollars?|bucks)\b|\$/i;

const OPENING_WORDS = /\b(open|opens|opening|close|closes|closing|closed)\b/i;

const NUMBER_WORD =
  '\\d+(?:\\.\\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|few|several|couple|half';

/** How each kind of fact looks in a sentence. */
export const FACT_PATTERNS: Record<AnswerType, RegExp> = {
  phone: /(?:\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]\d{4}\b/,
  email: /[\w.+-]+@[\w-]+(\.[\w-]+)+/,
  hours:
    /\b\d{1,2}(:\d{2})?\s?(am|pm|a\.m\.|p\.m\.)|\b\d{1,2}(:\d{2})?\s?[-–]\s?\d{1,2}(:\d{2})?\b|\bnoon\b|\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)s?\b|\b24\/7\b|\bby appointment\b/i,
  price: /[$£€]\s?\d|\bfree\b|\bno (extra )?(charge|cost|fee)\b|\b\d+\s?(dollars|%)/i,
  address:
    /\b\d{1,6}\s+(?:[NSEW]\.?\s+)?(?:[A-Z][\w.'-]*\s+){1,4}(Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Way|Court|Ct|Pike|Highway|Hwy|Parkway|Pkwy|Place|Pl|Circle|Cir|Square|Sq|Terrace|Trail)\b\.?|,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/,
  // "since 1990", "established in 2004", "founded 1987", "over 20 years of experience".
  founded:
    /\b(?:since|established|founded|est\.?|opened|started|serving)\b(?:\s+[\w,]+){0,4}?\s+(?:in\s+)?(?:18|19|20)\d{2}\b|\b\d+\+?\s+years\s+(?:of\s+(?:experience|service)|in business)\b/i,
  // "about an hour", "10-15 minutes", "six to eight months", "two hours", "same day", "a lifetime".
  duration: new RegExp(
    `\\b(?:(?:${NUMBER_WORD})(?:\\s*(?:-|–|to|or)\\s*(?:${NUMBER_WORD}))?[\\s-]*(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)|same[\\s-]day|a lifetime)\\b`,
    'i',
  ),
};

/**
 * The value itself, where FACT_PATTERNS also accepts its context: an hours line states a time ("Mon - Wed: 7:30 -
 * 17:00", "open 24/7"), not only a day ("Thu & Sun: CLOSED"). Kinds not listed here are their FACT_PATTERNS.
 */
const VALUE_PATTERNS: Partial<Record<AnswerType, RegExp>> = {
  hours:
    /\b\d{1,2}(:\d{2})?\s?(am|pm|a\.m\.|p\.m\.)|\b\d{1,2}(:\d{2})?\s?[-–]\s?\d{1,2}(:\d{2})?\b|\bnoon\b|\b24\/7\b/i,
};

/**
 * True when the text states the value itself where the kind's FACT_PATTERNS also accept its context (a time, for
 * hours); false for kinds whose pattern is the value already.
 */
export function statesValue(type: AnswerType, text: string): boolean {
  return VALUE_PATTERNS[type]?.test(text) ?? false;
}

/** The line after a street address that completes it: "Chamblee, GA 30341", "Monrovia, CA 91016". */
export const CITY_LINE = /^[A-Z][\p{L} .'-]*,\s*[A-Z]{2}\.?(\s+\d{5}(-\d{4})?)?\s*$/u;

/** The kinds of fact a question asks for (a question may ask for several: "when are you open and where?"). */
export function answerTypesOf(question: string): AnswerType[] {
  const types: AnswerType[] = [];
  for (const [type, pattern] of QUESTION_PATTERNS) if (pattern.test(question)) types.push(type);
  // "Do you take insurance / what number should I text": a phone number question beats the others it overlaps.
  if (types.includes('email')) return types.filter((type) => type !== 'phone');
  if (types.includes('price') && HOW_MUCH_THING.test(question) && !PRICE_WORDS.test(question)) {
    types.splice(types.indexOf('price'), 1);
  }
  // "Who founded it" asks for a person, not a year (the crawl-assistant test's "Who founded Cedar Hollow?").
  if (FOUNDED_QUESTION.test(question) && !/\bwho\b/i.test(question)) {
    return [...types.filter((type) => type === 'phone' || type === 'email'), 'founded'];
  }
  // "How early do you open" still asks for opening hours.
  if (DURATION_QUESTION.test(question) && !OPENING_WORDS.test(question)) {
    return [...types.filter((type) => type === 'phone' || type === 'email'), 'duration'];
  }
  return types;
}
