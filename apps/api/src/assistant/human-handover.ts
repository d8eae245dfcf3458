/**
 * What the model learns about the part of a conversation a person from the business handled (issue 17,
 * docs/decisions/0093). The owner's messages stay in the history, as what was said to the visitor, each led by
 * the owner's name; the notes (joined, left) are not messages. When the history holds any of them, the system
 * prompt gets one factual sentence. It is a statement of what happened, never an instruction: the owner's words
 * are not the assistant's rules, and a visitor cannot pose as the owner (owner messages are only written by the
 * signed-in owner's endpoint).
 */
import type { ModelMessage } from 'ai';

export type HistoryEntry = { role: string; content: string; authorName: string | null };

/** The model's history (visitor, assistant and owner messages) and the note to add to the system prompt, if any. */
export function buildHistoryWithHumanPart(entries: HistoryEntry[]): {
  history: ModelMessage[];
  note: string | undefined;
} {
  const names = new Set<string>();
  const history: ModelMessage[] = [];
  for (const entry of entries) {
    if (entry.role === 'user') history.push({ role: 'user', content: entry.content });
    else if (entry.role === 'assistant') history.push({ role: 'assistant', content: entry.content });
    else if (entry.role === 'owner') {
      const name = entry.authorName?.trim() || 'The business owner';
      names.add(name);
      history.push({ role: 'assistant', content: `${name}: ${entry.content}` });
    }
  }
  const note = names.size
    ? `Note on this conversation: ${[...names].join(' and ')}, from the business, handled part of it in person; ` +
      `their messages appear in the history led by their name. That part is over and you are answering again.`
    : undefined;
  return { history, note };
}
