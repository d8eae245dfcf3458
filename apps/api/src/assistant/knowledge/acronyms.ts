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

/**
 * Clipped compounds of two capitalised words: the first two or three letters of each ("Amex" for "American
 * Express"). Keyed apart from the acronyms, and looked up only for a word the site never uses.
 */
function addClippedCompounds(phrase: string[], clipped: Map<string, Set<string>>): void {
  for (let start = 0; start + 2 <= phrase.length; start++) {
    const [first, second] = [phrase[start]!.toLowerCase(), phrase[start + 1]!.toLowerCase()];
    if (!/^[a-z]{3,}$/.test(first) || !/^[a-z]{3,}$/.test(second)) continue;
    for (const a of [2, 3])
      for (const b of [2, 3]) {
        if (first.length <= a || second.length <= b) continue;
        const key = `${CLIPPED}${first.slice(0, a)}${second.slice(0, b)}`;
        const stems = clipped.get(key) ?? new Set<string>();
        stems.add(stem(first));
        stems.add(stem(second));
        clipped.set(key, stems);
      }
  }
}

/** Prefix of a clipped compound's key in the acronym map (never a word's first character). */
const CLIPPED = '~';

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
          addClippedCompounds(phrase, acronyms);
          phrase = [];
        }
      }
      addPhraseAcronyms(phrase, acronyms);
      addClippedCompounds(phrase, acronyms);
    }
  }
  return acronyms;
}

/**
 * The stems a visitor's word stands for as an acronym of the site ("cpas" → certifi, public, account), or, when the
 * site never uses the word, as a clipped compound ("amex" → american, express).
 */
export function expandAcronym(
  word: string,
  acronyms: Map<string, Set<string>>,
  options: { unknownWord?: boolean } = {},
): string[] {
  const letters = word.toLowerCase();
  if (options.unknownWord && /^[a-z]{4,6}$/.test(letters)) {
    const clipped = acronyms.get(`${CLIPPED}${letters}`);
    if (clipped) return [...clipped, ...(acronyms.get(letters) ?? [])];
  }
  const singular = letters.length > MIN_LETTERS && letters.endsWith('s') ? letters.slice(0, -1) : letters;
  if (singular.length < MIN_LETTERS || singular.length > MAX_LETTERS || /[^a-z]/.test(singular)) return [];
  return [...(acronyms.get(singular) ?? [])];
}
