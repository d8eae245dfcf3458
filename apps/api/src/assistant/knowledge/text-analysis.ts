/**
 * How visitor messages and the website's text are turned into search terms: lower case, chat spellings
 * normalised ("hrs", "appt", "u"), stop words dropped, then stemmed with the Snowball (Porter2) English stemmer,
 * so "guarantees" and "guaranteed" meet, and "pricing" meets "prices".
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// CommonJS package without types: one function, word → stem.
const porter2 = require('wink-porter2-stemmer') as (word: string) => string;

/** Chat spellings and abbreviations visitors use, mapped to the word a website would write. */
const CHAT_SPELLINGS: Record<string, string> = {
  u: 'you',
  ur: 'your',
  yr: 'your',
  ya: 'you',
  r: 'are',
  pls: 'please',
  plz: 'please',
  hrs: 'hours',
  hr: 'hour',
  appt: 'appointment',
  appts: 'appointments',
  apt: 'appointment',
  mon: 'monday',
  tues: 'tuesday',
  wed: 'wednesday',
  thurs: 'thursday',
  fri: 'friday',
  sat: 'saturday',
  sun: 'sunday',
  wkend: 'weekend',
  wknd: 'weekend',
  weekends: 'weekend',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  ppl: 'people',
  info: 'information',
  approx: 'approximately',
  est: 'estimate',
  ins: 'insurance',
  insur: 'insurance',
  yrs: 'years',
  mins: 'minutes',
  min: 'minute',
  addy: 'address',
  num: 'number',
  no: 'no',
  thru: 'through',
  nite: 'night',
  tonite: 'tonight',
  cuz: 'because',
  bc: 'because',
  w: 'with',
  b4: 'before',
  '2day': 'today',
  dr: 'doctor',
  doc: 'doctor',
  svc: 'service',
  svcs: 'services',
  quote: 'quote',
  ac: 'air conditioning',
  hvac: 'hvac',
  bday: 'birthday',
  aprt: 'apartment',
};

/**
 * Words that carry no topic in a question or on a page ("can you tell me", "do you have"). Standard English stop
 * words plus the fillers of chat questions.
 */
const STOP_WORDS = new Set(
  (
    'a about above after again against all am an and any are aren as at be because been before being below between ' +
    'both but by can cannot could couldn did didn do does doesn doing don down during each few for from further had ' +
    'hadn has hasn have haven having he her here hers herself him himself his how i if in into is isn it its itself ' +
    'just let me more most mustn my myself nor not of off on once only or other ought our ours ourselves out over own ' +
    'same shan she should shouldn so some such than that the their theirs them themselves then there these they this ' +
    'those through to too under until up very was wasn we were weren what when where which while who whom why will ' +
    'with won would wouldn you your yours yourself yourselves ' +
    // chat and question fillers
    'hi hello hey thanks thank please pls ok okay yes yeah yep hmm um uh oh wondering wonder wondered question ' +
    'questions ask asking tell know want wanted wanna like need needed needs help get got getting gonna gotta ' +
    'also really actually just maybe might may must shall anyone someone somebody anybody something anything thing ' +
    'things guys guy folks lot lots kind sort way ever still even much many well im ive id youre youve dont doesnt ' +
    'cant wont isnt arent didnt whats hows wheres whos thats theres theyre etc'
  ).split(' '),
);

const stemCache = new Map<string, string>();
const STEM_CACHE_LIMIT = 50_000;

export function stem(word: string): string {
  let stemmed = stemCache.get(word);
  if (stemmed === undefined) {
    stemmed = porter2(word);
    if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
    stemCache.set(word, stemmed);
  }
  return stemmed;
}

/** Lower-case words and numbers of a text, chat spellings expanded ("hrs" → "hours"), apostrophes dropped. */
export function words(text: string): string[] {
  const out: string[] = [];
  const tokens = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u);
  for (const token of tokens) {
    if (!token) continue;
    const spelled = CHAT_SPELLINGS[token];
    if (spelled) out.push(...spelled.split(' '));
    else out.push(token);
  }
  return out;
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** Search terms of a text: its words without stop words, stemmed. */
export function searchTerms(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    if (STOP_WORDS.has(word)) continue;
    out.push(stem(word));
  }
  return out;
}

/** Words ending with a full stop that do not end a sentence ("Dr. Yang", "120 W. Olive Ave. Suite 2"). */
const ABBREVIATIONS = new Set(
  (
    'dr mr mrs ms mt st ave blvd rd hwy ste apt inc co corp ltd llc jr sr no vs etc eg ie approx dept est fig ' +
    'jan feb mar apr jun jul aug sep sept oct nov dec mon tue tues wed thu thur thurs fri sat sun a b c d e f g h i j ' +
    'k l m n o p q r s t u v w x y z'
  ).split(' '),
);

/** Splits a passage into sentences (on . ! ? followed by a space and a capital or digit, and on line breaks). */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    const pieces = line.split(/(?<=[.!?…]["'”’)\]]*)\s+(?=[\p{Lu}\p{N}("“$])/u);
    let current = '';
    for (const piece of pieces) {
      current = current ? `${current} ${piece}` : piece;
      const lastWord = current.match(/([\p{L}]+)\.$/u)?.[1]?.toLowerCase();
      if (lastWord && ABBREVIATIONS.has(lastWord)) continue;
      out.push(current.trim());
      current = '';
    }
    if (current.trim()) out.push(current.trim());
  }
  return out.filter(Boolean);
}
