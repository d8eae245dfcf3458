/**
 * Acronyms a visitor may type for what a website spells out: "CPAs" for "Certified Public Accountant", "TMJ" for
 * "Temporomandibular Joint". Read from the site's own capitalised phrases when its index is built, so they only
 * ever lead to words the site uses.
 */
import { isStopWord, stem } from './text-analysis.js';

/** Words inside a capitalised phrase that take no initial ("Doctor of Chiropractic", "Tax & Accounting"). */
const JOINING_WORDS = new Set(['of', 'and', '&', 'the', 'for', 'in']);
/** Acronyms of 3–5 letters: two letters ("dr", "us") are too often words. */
const MIN_LETTERS = 3;
const MAX_LETTERS = 5;

function addPhraseAcronyms(phrase: string[], acronyms: Map<string, Set<string>>): void {
  for (let start = 0; start + MIN_LETTERS <= phrase.length; start++) {
    for (let length = MIN_LETTERS; length <= MAX_LETTERS && start + length <= phrase.length; length++) {
      const words = phrase.slice(start, start + length);
      const acronym = words.map((word) => word[0]!.toLowerCase()).join('');
      const stems = acronyms.get(acronym) ?? new Set<string>();
      for (const word of words) {
        const lower = word.toLowerCase();
        if (!isStopWord(lower)) stems.add(stem(lower));
      }
      acronyms.set(acronym, stems);
    }
  }
}

/** Each acronym of the texts' runs of capitalised words, with the stems of the words it stands for. */
export function acronymsOf(texts: string[]): Map<string, Set<string>> {
  const acronyms = new Map<string, Set<string>>();
  for (const text of texts) {
    // Phrases break at punctuation and line ends: "Norman Blatner: Certified Public Accountant".
    for (const segment of text.split(/[^\p{L}\s&'’-]+|\n/u)) {
      let phrase: string[] = [];
      for (const token of segment.split(/\s+/)) {
        if (/^\p{Lu}\p{L}/u.test(token)) phrase.push(token);
        else if (phrase.length && JOINING_WORDS.has(token.toLowerCase())) continue;
        else {
          addPhraseAcronyms(phrase, acronyms);
          phrase = [];
        }
      }
      addPhraseAcronyms(phrase, acronyms);
    }
  }
  return acronyms;
}

/** The stems a visitor's word stands for as an acronym of the site ("cpas" → certifi, public, account). */
export function expandAcronym(word: string, acronyms: Map<string, Set<string>>): string[] {
  const letters = word.toLowerCase();
  const singular = letters.length > MIN_LETTERS && letters.endsWith('s') ? letters.slice(0, -1) : letters;
  if (singular.length < MIN_LETTERS || singular.length > MAX_LETTERS || /[^a-z]/.test(singular)) return [];
  return [...(acronyms.get(singular) ?? [])];
}
