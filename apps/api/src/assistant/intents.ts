/**
 * Rule-based reading of a visitor message: what the visitor wants (intents), which general topics the words
 * stand for (concepts, used to expand the search: "credit card" finds "Visa, Mastercard"), and attempts to
 * make the assistant disobey its rules (prompt injection). No model, no network: plain patterns.
 */

export type Intent =
  | 'greeting'
  | 'thanks'
  | 'pricing'
  | 'hours'
  | 'location'
  | 'contact_me'
  | 'human'
  | 'booking'
  | 'service_need';

/** Intents that show the visitor may buy: together with a reachable contact they make the conversation a lead. */
export const BUYING_INTENTS: ReadonlySet<Intent> = new Set([
  'pricing',
  'booking',
  'contact_me',
  'human',
  'service_need',
]);

const INTENT_PATTERNS: Record<Exclude<Intent, 'greeting' | 'thanks'>, RegExp> = {
  pricing:
    /\b(prices?|pricing|costs?|costing|charges?|charging|fees?|rates?|how much|quotes?|estimates?|expensive|cheap|afford\w*|budget)\b/i,
  hours: /\b(hours|open|opening|close[sd]?|closing|what time|weekdays?|weekends?|holidays?)\b/i,
  location:
    /\b(where are you|where is your|address|located|location|directions|find you|your (shop|office|store))\b/i,
  contact_me:
    /\b(call me|call us|contact me|contact us back|call me back|ring me|text me|email me|reach me|get in touch|call ?back|get back to me|have someone call|give me a call)\b/i,
  human:
    /\b((real|actual|live) (person|human|agent)|human|representative|operator|(talk|speak|chat) (to|with) (a |an |the )?(person|someone|somebody|owner|manager|staff|team|technician|plumber|agent))\b/i,
  booking:
    /\b(book|booking|appointments?|schedule|scheduling|reserve|reservation|availability|come (out|over|by) (today|tomorrow|this week)|send (someone|a \w+) (out|over|today|tomorrow))\b/i,
  service_need:
    /\b(i need|we need|need (a|an|some|someone|help)|looking for (a|an|someone)|leak(s|ing|y)?|burst|clogged|clog|blocked|broken|flood(ed|ing)?|emergency|urgent(ly)?|asap|not working|stopped working|install(ation)?|replace(ment)?|repair)\b/i,
};

const GREETING =
  /^\s*(hi+|hello+|hey+|hiya|howdy|greetings|good (morning|afternoon|evening|day)|yo|hola)\b[\s,!.]*(there|team|all|folks)?[\s,!.]*/i;
const THANKS =
  /\b(thanks?( you)?( so much| very much| a lot)?|thx|ty|cheers|much appreciated|appreciate it|great,? thanks)\b[\s,!.]*/i;

/** Detects the intents of one message (several may hold). */
export function detectIntents(message: string): Set<Intent> {
  const intents = new Set<Intent>();
  for (const [intent, pattern] of Object.entries(INTENT_PATTERNS) as [Intent, RegExp][]) {
    if (pattern.test(message)) intents.add(intent);
  }
  if (GREETING.test(message)) intents.add('greeting');
  if (THANKS.test(message)) intents.add('thanks');
  // "Can you call me at 503…" is a request to be contacted, not a booking.
  return intents;
}

/** The message with a leading greeting and thanks removed, to see whether anything else was asked. */
export function stripPleasantries(message: string): string {
  return message
    .replace(GREETING, '')
    .replace(THANKS, '')
    .replace(/^[\s,!.?-]+|[\s,!.-]+$/g, '')
    .trim();
}

// ───────────────────────── prompt injection ─────────────────────────

const INJECTION_PATTERNS: RegExp[] = [
  /\b(ignore|disregard|forget|override|bypass)\b.{0,40}\b(instructions?|rules|prompts?|guidelines|directions|programming|above|previous)\b/i,
  /\b(system|initial|hidden|original|developer)\s+(prompt|message|instructions?)\b/i,
  /\b(print|show|reveal|repeat|display|output|tell me|give me|what (is|are)|leak|dump)\b.{0,30}\b(your|the)\s+(instructions?|prompt|rules|configuration|config)\b/i,
  /\b(api|secret|access|private)[\s_-]*(key|token)s?\b/i,
  /\b(password|credentials?|env(ironment)? variables?)\b.{0,20}\b(server|database|admin|system)\b/i,
  /\b(other|another|previous|all( the)?)\s+(conversations?|chats?|visitors?|customers?'?|users?'?|leads?)\b/i,
  /\b(you are now|pretend (to be|you are)|act as|roleplay as|jailbreak|developer mode|DAN)\b/,
];

/** True when the message tries to change the assistant's rules or extract its configuration or others' data. */
export function isPromptInjection(message: string): boolean {
  return INJECTION_PATTERNS.some((pattern) => pattern.test(message));
}

// ───────────────────────── concepts (query expansion) ─────────────────────────

/**
 * A concept is a general topic of local-service questions. When its trigger words appear, the trigger words stop
 * counting as literal terms, and a sentence "covers" the concept when it contains any of the concept's words
 * (stemmed by PostgreSQL) or matches its pattern (prices contain "$12", addresses "12 Some Street").
 */
export type Concept = { name: string; trigger: RegExp; words: string; sentencePattern?: RegExp };

const RAW_CONCEPTS: Concept[] = [
  {
    name: 'hours',
    trigger: /\b(hours|open|opening|close[sd]?|closing|what time|weekdays?|weekends?)\b/gi,
    words:
      'hours open opening closed monday tuesday wednesday thursday friday saturday sunday weekday weekend',
    sentencePattern: /\b\d{1,2}(:\d{2})?\s?(am|pm|a\.m\.|p\.m\.)/i,
  },
  {
    name: 'pricing',
    trigger:
      /\b(prices?|pricing|costs?|costing|charges?|charging|fees?|rates?|how much|expensive|cheap|affordable|quotes?)\b/gi,
    words: 'price pricing cost costs charge fee rate',
    sentencePattern: /[$€£]\s?\d/,
  },
  {
    name: 'location',
    trigger: /\b(where are you|where is your|address|located|location|directions|find you)\b/gi,
    words: 'address street located location visit shop office',
    sentencePattern:
      /\b\d+\s+[A-Z][a-z]+\s+(Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Way|Court|Ct)\b/,
  },
  {
    name: 'phone',
    trigger: /\b(phone( number)?|telephone|number to call|call you|your number|mobile number)\b/gi,
    words: 'phone telephone',
    sentencePattern: /\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}/,
  },
  {
    name: 'email',
    trigger: /\b(e-?mail( address)?)\b/gi,
    words: 'email',
    sentencePattern: /[\w.+-]+@[\w-]+\.[\w.]+/,
  },
  {
    name: 'service_area',
    trigger:
      /\b(service areas?|areas?|towns?|cities|city|neighbou?rhoods?|cover|serve|serving|travel|how far|come out to|come to)\b/gi,
    words: 'serve service area areas towns cities miles within',
  },
  {
    name: 'payment',
    trigger: /\b(pay|paying|payment|payments|credit cards?|debit cards?|cards?|cash)\b/gi,
    words: 'payment pay accept cash checks visa mastercard card credit debit american express',
  },
  {
    name: 'repair',
    trigger: /\b(fix|fixes|fixing|fixed|mend|mending)\b/gi,
    words: 'repair repairs fix',
  },
  {
    name: 'warranty',
    trigger: /\b(warrant(y|ies)|guarantee[sd]?|guaranty)\b/gi,
    words: 'warranty warranties guarantee guaranteed',
  },
  {
    name: 'discount',
    trigger: /\b(discounts?|deals?|coupons?|promotions?|promo|specials?|money off)\b/gi,
    words: 'discount discounts off coupon promotion',
    sentencePattern: /\b\d{1,2}\s?%|\bpercent\b/i,
  },
  {
    name: 'license',
    trigger: /\b(licen[cs]ed?|licen[cs]es?|insured|insurance|bonded|certified|certification)\b/gi,
    words: 'licensed license insured insurance bonded certified',
  },
  {
    name: 'booking',
    trigger: /\b(book|booking|appointments?|schedule|reserve|reservation|availability|available)\b/gi,
    words: 'book booking appointment appointments schedule online available',
  },
  {
    name: 'speed',
    trigger: /\b(how (fast|quickly|soon)|quick(ly)?|get here|arrive|response time)\b/gi,
    words: 'minutes minute within arrive same',
  },
  {
    name: 'duration',
    trigger: /\b(how long|take|takes|turnaround)\b/gi,
    words: 'minutes hours days weeks years same within usually',
  },
  {
    name: 'owner',
    trigger: /\b(own|owns|owned|owner|owners|founder|founded|started|who runs|history)\b/gi,
    words: 'owner owners founder founded started runs',
  },
  {
    name: 'team',
    trigger:
      /\b(how many (people|staff|employees|technicians|workers|plumbers|electricians|cleaners)|team|staff|employees)\b/gi,
    words: 'team staff employees technicians',
  },
];

/** Trigger words count only as whole words: "after-hours" is one term, not the "hours" topic. */
export const CONCEPTS: Concept[] = RAW_CONCEPTS.map((concept) => ({
  ...concept,
  trigger: new RegExp(
    concept.trigger.source.replace(/^\\b/, '(?<![\\w-])').replace(/\\b$/, '(?![\\w-])'),
    'gi',
  ),
}));

/** The concepts a message touches, and the message with their trigger words removed (for the literal terms). */
/** Case-insensitive forms of each trigger: one to test, one (global) to remove the trigger words. */
const CONCEPT_MATCHERS = CONCEPTS.map((concept) => ({
  concept,
  test: new RegExp(concept.trigger.source, 'i'),
  source: concept.trigger.source,
}));

export function detectConcepts(message: string): { concepts: Concept[]; residualText: string } {
  const concepts: Concept[] = [];
  let residualText = message;
  for (const matcher of CONCEPT_MATCHERS) {
    if (matcher.test.test(message)) {
      concepts.push(matcher.concept);
      // A fresh global RegExp per use: a shared one would keep lastIndex between calls.
      residualText = residualText.replace(new RegExp(matcher.source, 'gi'), ' ');
    }
  }
  return { concepts, residualText };
}
