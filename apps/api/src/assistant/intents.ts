/**
 * Rule-based reading of a visitor message: what the visitor wants (intents) and attempts to make the assistant
 * disobey its rules (prompt injection). No model, no network: plain patterns. (Query expansion lives with the
 * retrieval, in knowledge/synonyms.ts.)
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

/**
 * "Do I need an appointment?", "can I walk in without one?", "is a booking required?": questions about booking, which
 * want an answer (or an honest "I don't know"), not a list of times.
 */
const BOOKING_QUESTION =
  /\b(do|does|would|will|should)\s+(i|we|you|they|one)\s+(need|have|require)\b.{0,20}\b(appointments?|book(ing)?|reservations?|reserve)\b|\bwithout\s+(an?\s+)?(appointments?|booking|reservations?)\b|\bwalk[- ]?ins?\b|\b(appointments?|reservations?|booking)\s+(is\s+|are\s+)?(needed|required|necessary)\b|\bis\s+an?\s+(appointment|reservation|booking)\s+(needed|required|necessary)\b/i;
/** An explicit request wins over a question in the same message: "walk-ins? if not, book me in for friday". */
const BOOKING_REQUEST =
  /\b(book|schedule|reserve)\s+(me|us|an?|one|it|for|in)\b|\b(make|set\s+up)\s+an?\s+(appointment|reservation|booking)\b|(?<!\b(?:do|does|would|will|should)\s)\b(i'?d\s+like|i\s+want|can\s+i\s+(get|have)|i\s+need)\s+(to\s+book\s+)?(an?\s+)?(appointment|reservation)\b/i;

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
  if (intents.has('booking') && BOOKING_QUESTION.test(message) && !BOOKING_REQUEST.test(message)) {
    intents.delete('booking');
  }
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
