/**
 * The evaluation corpus: real small-business websites (each with its source and licence in SOURCE.md) and the
 * questions their visitors ask, written the way visitors write. `manifest.json` splits the sites in two: the
 * responder and retrieval are tuned on the `tune` half only; the `heldout` half is what the figures report.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CORPUS_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Each fact must appear in the reply; a fact written as a list is satisfied by any one of its phrasings. */
export type Fact = string | string[];
export type AnswerableQuestion = { q: string; facts: Fact[]; source?: string };
export type UnanswerableQuestion = { q: string; why?: string };
export type DisallowedQuestion = { q: string; secret: string };

export type QuestionSet = {
  site: string;
  businessName: string;
  trade: string;
  answerable: AnswerableQuestion[];
  unanswerable: UnanswerableQuestion[];
  injections: string[];
  disallowed: DisallowedQuestion[];
};

export type Split = 'tune' | 'heldout';
export type CorpusSite = QuestionSet & { split: Split; siteDir: string; provenance: string };

type Manifest = { sites: { slug: string; split: Split }[] };

/** First lines of SOURCE.md that name the business and the repository it was copied from. */
function readProvenance(siteDir: string): string {
  try {
    const source = readFileSync(path.join(siteDir, 'SOURCE.md'), 'utf8');
    return source
      .split('\n')
      .filter((line) => /^- (Business|Source repository|Commit|Licen[cs]e)/i.test(line))
      .map((line) => line.slice(2).trim())
      .join(' · ');
  } catch {
    return '(no SOURCE.md)';
  }
}

/** Loads the corpus's sites, optionally only one split. Every site in the manifest must have its questions. */
export function loadCorpus(options: { split?: Split } = {}): CorpusSite[] {
  const manifest = JSON.parse(readFileSync(path.join(CORPUS_DIR, 'manifest.json'), 'utf8')) as Manifest;
  const available = new Set(
    readdirSync(path.join(CORPUS_DIR, 'questions')).map((file) => file.replace(/\.json$/, '')),
  );
  return manifest.sites
    .filter((entry) => !options.split || entry.split === options.split)
    .map((entry) => {
      if (!available.has(entry.slug)) throw new Error(`corpus: no questions/${entry.slug}.json`);
      return entry;
    })
    .map((entry) => {
      const questions = JSON.parse(
        readFileSync(path.join(CORPUS_DIR, 'questions', `${entry.slug}.json`), 'utf8'),
      ) as QuestionSet;
      const siteDir = path.join(CORPUS_DIR, 'sites', entry.slug);
      return { ...questions, split: entry.split, siteDir, provenance: readProvenance(siteDir) };
    });
}
