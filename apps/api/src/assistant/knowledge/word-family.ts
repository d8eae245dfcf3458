/**
 * Words of one family that the stemmer leaves apart: "acupuncture" / "acupuncturist", "Vietnam" / "Vietnamese",
 * "account" / "accountant". A visitor's word reaches the website's stems that begin with it, or that it begins
 * with, when the shared root is long enough to be the same word and the rest is a suffix's length.
 */

/** The shared root is this long at least ("vietnam"): shorter roots join unrelated words ("car" / "career"). */
const MIN_ROOT = 6;
/** The longer word adds at most this many letters to the root ("-ist", "-ese", "-ant"). */
const MAX_SUFFIX = 4;

/** The website's stems, sorted, for finding those that begin with a visitor's stem by binary search. */
export function sortedVocabulary(documentFrequency: Map<string, number>): string[] {
  return [...documentFrequency.keys()].sort();
}

function firstAtOrAfter(sorted: string[], term: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The website's stems of the same family as `term` (itself excluded). O(log V + the word's length). */
export function wordFamily(term: string, vocabulary: string[], known: Map<string, number>): string[] {
  if (term.length < MIN_ROOT || /\d/.test(term)) return [];
  const family: string[] = [];
  // Longer words of the site that begin with the visitor's word.
  for (let i = firstAtOrAfter(vocabulary, term); i < vocabulary.length; i++) {
    const candidate = vocabulary[i]!;
    if (!candidate.startsWith(term)) break;
    if (candidate !== term && candidate.length - term.length <= MAX_SUFFIX) family.push(candidate);
  }
  // Shorter words of the site that the visitor's word begins with.
  for (let length = Math.max(MIN_ROOT, term.length - MAX_SUFFIX); length < term.length; length++) {
    const root = term.slice(0, length);
    if (known.has(root)) family.push(root);
  }
  return family;
}
