/**
 * Ways visitors ask that share no word with how a small business's site says it, for the LLM's context only
 * (docs/decisions/0205). Each entry is a class of wording, not one question's words:
 * - the size and independence of the business: a visitor asks "a big company or one guy", "a corporate chain", "a
 *   big outfit"; a site answers "owner-operated", "independently owned", "we run small on purpose";
 * - a child by age: "my 10 year old", "my 6yo", "my 16-year-old"; a site says "children", "kids", "pediatric",
 *   "teens";
 * - the tradesperson's arrival, in phrasal verbs WordNet does not list with it: "before you show up", "when you
 *   come out", "stop by", "get here"; a site says "before you arrive", "your visit".
 * The built-in responder does not use them: its answer model was fitted without them.
 */
import { stem } from './text-analysis.js';

/** Words that stand for the same thing in a visitor's question and a site's answer (any member expands to all). */
const CONTEXT_GROUPS: string[][] = [
  [
    'big',
    'large',
    'huge',
    'small',
    'tiny',
    'chain',
    'chains',
    'corporate',
    'corporation',
    'franchise',
    'outfit',
    'independent',
    'independently',
    'owned',
    'operated',
    'solo',
  ],
];

/** Stems each phrase of the message asks for, which none of its words alone does. */
const PHRASES: { pattern: RegExp; words: string[] }[] = [
  // A child by age, under 18 in years: "my 10 year old", "a 6-yr-old", "my 4yo", "my 16 year old".
  {
    pattern:
      /\b(?:1[0-7]|[1-9])\s*(?:-\s*)?(?:years?|yrs?)(?:\s*-\s*|\s+)olds?\b|\b(?:1[0-7]|[1-9])\s*y\/?o\b/i,
    words: ['child', 'children', 'kids', 'pediatric', 'teen', 'teens', 'teenager'],
  },
  // The tradesperson's arrival at the visitor's place.
  {
    pattern:
      /\b(?:show(?:s|ing|ed)?|turn(?:s|ing|ed)?)\s+up\b|\b(?:come|comes|coming|came|swing|stop|pop)\s+(?:out|over|by)\b|\bget(?:s|ting)?\s+(?:here|there)\b/i,
    words: ['arrive', 'arrival', 'visit'],
  },
];

const groupByStem = new Map<string, Set<string>>();
for (const group of CONTEXT_GROUPS) {
  const stems = group.map((word) => stem(word));
  for (const member of stems) {
    const set = groupByStem.get(member) ?? new Set<string>();
    for (const other of stems) if (other !== member) set.add(other);
    groupByStem.set(member, set);
  }
}

/** The stems a visitor's word stands for on a site, by the groups above (the word's own stem not included). */
export function contextWordExpansions(wordStem: string): string[] {
  return [...(groupByStem.get(wordStem) ?? [])];
}

/** The stems the message's phrases ask for ("show up" → arriv, visit), each once. */
export function contextPhraseTerms(message: string): string[] {
  const out = new Set<string>();
  for (const { pattern, words } of PHRASES) {
    if (pattern.test(message)) for (const word of words) out.add(stem(word));
  }
  return [...out];
}
