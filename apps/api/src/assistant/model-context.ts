/**
 * The CONTEXT the LLM responder is sent for a message: the passages retrieval ranks highest, each with its page
 * title and address, within a character budget. The evaluation checks this same text for the fact, so its recall
 * is what a model would be given.
 */
import type { Queryable } from '../db/client.js';
import { stripPleasantries } from './intents.js';
import { retrieve, type Retrieval } from './knowledge/retrieve.js';

/** Passages and characters sent to the model (tuned on the evaluation's tuning half; docs/decisions/0012). */
export const CONTEXT_PASSAGES = 20;
export const CONTEXT_CHARS = 6000;

export function formatContext(retrieval: Retrieval): string {
  const parts: string[] = [];
  let length = 0;
  for (const { passage } of retrieval.ranked.slice(0, CONTEXT_PASSAGES)) {
    const source = [passage.title, passage.url].filter(Boolean).join(' | ');
    const body = [
      passage.heading,
      passage.question ? `Q: ${passage.question}\nA: ${passage.body}` : passage.body,
    ]
      .filter(Boolean)
      .join('\n');
    const part = `[${parts.length + 1}]${source ? ` ${source}` : ''}\n${body}`;
    if (parts.length && length + part.length > CONTEXT_CHARS) break;
    parts.push(part);
    length += part.length;
  }
  return parts.length ? parts.join('\n\n') : '(nothing relevant was found in the knowledge)';
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
    limit: CONTEXT_PASSAGES,
  });
  return formatContext(retrieval);
}
