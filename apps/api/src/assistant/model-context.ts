/**
 * The CONTEXT the LLM responder is sent for a message. A website whose whole knowledge fits the configured
 * whole-site budget is sent whole, page by page, the same text for every message (decision 0215); a larger one
 * gets the passages retrieval ranks highest, under their page's title and address, within a budget of passages
 * and characters. The evaluation checks this same text for the fact, so its recall is what a model would be given.
 */
import type { Config } from '../config.js';
import type { Queryable } from '../db/client.js';
import { stripPleasantries } from './intents.js';
import { getKnowledgeIndex } from './knowledge/index-cache.js';
import type { KnowledgeIndex } from './knowledge/knowledge-index.js';
import type { Passage } from './knowledge/passages.js';
import { retrieveFromIndex, type Retrieval } from './knowledge/retrieve.js';

/**
 * Passages and characters sent to the model: the smallest budget that holds the fact for ≥ 95 % of the tuning
 * half's questions (docs/decisions/0175; ~1,200 tokens a message on average).
 */
export const CONTEXT_PASSAGES = 25;
export const CONTEXT_CHARS = 6000;

/**
 * Passages retrieval is asked for: more than the budget takes, so that a text repeated across pages, or a passage
 * too long for what is left, gives way to the next.
 */
const CONTEXT_CANDIDATES = 2 * CONTEXT_PASSAGES;

export type ContextBudget = { passages: number; chars: number };
const BUDGET: ContextBudget = { passages: CONTEXT_PASSAGES, chars: CONTEXT_CHARS };

/**
 * Characters of a whole website sent as the context when no LLM_CONTEXT_CHARS is configured: ~11,000 tokens for
 * Anthropic's models (200k-token windows, the prefix cached between a conversation's messages), which holds a site
 * of a dozen pages (the evaluation's six tuning sites: 22,000–39,000 characters; three of its six held-out sites are
 * larger and get retrieval, decision 0215). An
 * OpenAI-compatible server may be a local model with a 4,096-token window, so it gets retrieval only unless the
 * operator raises the budget.
 */
const ANTHROPIC_WHOLE_SITE_CHARS = 48_000;

/** The whole-site budget for this configuration: a site of more characters than this gets retrieval. */
export function wholeSiteBudget(config: Pick<Config, 'LLM_PROVIDER' | 'LLM_CONTEXT_CHARS'>): number {
  if (config.LLM_CONTEXT_CHARS !== undefined) return config.LLM_CONTEXT_CHARS;
  return config.LLM_PROVIDER === 'anthropic' ? ANTHROPIC_WHOLE_SITE_CHARS : 0;
}

/** A passage as the model reads it: its heading, then its text (an FAQ as Q/A). */
function passageText(passage: Passage): string {
  return [passage.heading, passage.question ? `Q: ${passage.question}\nA: ${passage.body}` : passage.body]
    .filter(Boolean)
    .join('\n');
}

/** A text compared whatever its spacing or case: a footer or contact block repeated on every page is sent once. */
function comparableText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

function sameTextKey(passage: Passage): string {
  return comparableText(`${passage.question} ${passage.body}`);
}

const NOTHING_FOUND = '(nothing relevant was found in the knowledge)';

type PageGroup = { source: string; passages: Passage[] };

function writeGroups(groups: Iterable<PageGroup>): string {
  return [...groups]
    .map((group, index) => {
      const passages = [...group.passages].sort((a, b) => a.index - b.index).map(passageText);
      return [`[${index + 1}]${group.source ? ` ${group.source}` : ''}`, ...passages].join('\n');
    })
    .join('\n\n');
}

function sourceOf(passage: Passage): string {
  return [passage.title, passage.url].filter(Boolean).join(' | ');
}

/**
 * Length from which a paragraph met again is a repeated block (a footer, a contact block) and is written once; a
 * shorter one ("Yes.") means something only where it is.
 */
const REPEATED_BLOCK_MIN = 60;

/** The whole knowledge as context, kept with its index (an index is rebuilt whenever the knowledge changes). */
const wholeSiteTexts = new WeakMap<KnowledgeIndex, string>();

/**
 * Every passage of the website, each page's once under its title and address, pages in the index's order (FAQs and
 * texts, then pages by address): the same text whatever the message, so a provider can cache it. A long paragraph
 * already written (a footer or contact block joined to each page's last passage) is not written again.
 */
export function wholeSiteContext(index: KnowledgeIndex): string {
  let text = wholeSiteTexts.get(index);
  if (text === undefined) {
    const groups = new Map<string, PageGroup>();
    const seen = new Set<string>();
    for (const passage of index.passages) {
      const paragraphs = passage.body.split(/\n{2,}/).filter((paragraph) => {
        const key = comparableText(paragraph);
        if (key.length < REPEATED_BLOCK_MIN) return key.length > 0;
        const isRepeat = seen.has(key);
        seen.add(key);
        // An FAQ's answer is kept whole: without it, its question would be left unanswered.
        return !isRepeat || Boolean(passage.question);
      });
      if (!paragraphs.length) continue;
      const source = sourceOf(passage);
      const group = groups.get(source) ?? { source, passages: [] };
      group.passages.push({ ...passage, body: paragraphs.join('\n\n') });
      groups.set(source, group);
    }
    text = groups.size ? writeGroups(groups.values()) : NOTHING_FOUND;
    wholeSiteTexts.set(index, text);
  }
  return text;
}

/**
 * The best-ranked passages within the budget, grouped by page: each page's title and address are written once
 * (they were a quarter of the characters when repeated on every passage), its passages under them in the page's
 * order, pages in the order of their best passage. A text already taken from another page is not sent again.
 */
export function formatContext(retrieval: Retrieval, budget: ContextBudget = BUDGET): string {
  const groups = new Map<string, PageGroup>();
  const seen = new Set<string>();
  let length = 0;
  let taken = 0;
  for (const { passage } of retrieval.ranked) {
    if (taken >= budget.passages) break;
    const key = sameTextKey(passage);
    if (seen.has(key)) continue;
    const source = sourceOf(passage);
    const header = groups.has(source) ? 0 : `[${groups.size + 1}] ${source}`.length + 2;
    const cost = header + passageText(passage).length + 2;
    // A passage too long for what is left gives way to shorter ones ranked after it.
    if (taken && length + cost > budget.chars) continue;
    seen.add(key);
    taken += 1;
    length += cost;
    const group = groups.get(source) ?? { source, passages: [] };
    group.passages.push(passage);
    groups.set(source, group);
  }
  if (!taken) return NOTHING_FOUND;
  return writeGroups(groups.values());
}

export type ModelContext = { text: string; isWholeSite: boolean };

export async function buildModelContext(options: {
  db: Queryable;
  websiteId: string;
  message: string;
  /** Characters up to which the whole website is sent (`wholeSiteBudget`); 0 or absent: retrieval only. */
  wholeSiteChars?: number;
}): Promise<ModelContext> {
  const index = await getKnowledgeIndex(options.db, options.websiteId);
  if (options.wholeSiteChars) {
    const whole = wholeSiteContext(index);
    if (whole.length <= options.wholeSiteChars) return { text: whole, isWholeSite: true };
  }
  const message = stripPleasantries(options.message) || options.message;
  const retrieval = retrieveFromIndex(index, message, { limit: CONTEXT_CANDIDATES, relatedWords: true });
  return { text: formatContext(retrieval), isWholeSite: false };
}
