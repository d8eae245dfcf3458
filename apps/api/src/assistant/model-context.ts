/**
 * The CONTEXT the LLM responder is sent for a message: the passages retrieval ranks highest, under their page's
 * title and address, within a budget of passages and characters. The evaluation checks this same text for the fact, so its recall
 * is what a model would be given.
 */
import type { Queryable } from '../db/client.js';
import { stripPleasantries } from './intents.js';
import type { Passage } from './knowledge/passages.js';
import { retrieve, type Retrieval } from './knowledge/retrieve.js';

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

/** A passage as the model reads it: its heading, then its text (an FAQ as Q/A). */
function passageText(passage: Passage): string {
  return [passage.heading, passage.question ? `Q: ${passage.question}\nA: ${passage.body}` : passage.body]
    .filter(Boolean)
    .join('\n');
}

/** Same text, whatever its spacing or case: a footer or contact block repeated on every page is sent once. */
function sameTextKey(passage: Passage): string {
  return `${passage.question} ${passage.body}`.toLowerCase().replace(/\s+/g, ' ').trim();
}

type PageGroup = { source: string; passages: Passage[] };

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
    const source = [passage.title, passage.url].filter(Boolean).join(' | ');
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
  if (!taken) return '(nothing relevant was found in the knowledge)';
  return [...groups.values()]
    .map((group, index) => {
      const passages = [...group.passages].sort((a, b) => a.index - b.index).map(passageText);
      return [`[${index + 1}]${group.source ? ` ${group.source}` : ''}`, ...passages].join('\n');
    })
    .join('\n\n');
}

export async function buildModelContext(options: {
  db: Queryable;
  websiteId: string;
  message: string;
}): Promise<string> {
  const message = stripPleasantries(options.message) || options.message;
  const retrieval = await retrieve({
    db: options.db,
    websiteId: options.websiteId,
    message,
    limit: CONTEXT_CANDIDATES,
    relatedWords: true,
  });
  return formatContext(retrieval);
}
