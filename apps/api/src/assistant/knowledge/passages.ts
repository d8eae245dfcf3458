/**
 * Cuts a website's knowledge chunks into passages, the unit retrieval ranks and the responder answers from:
 * a paragraph (or list) of a page with the page's title, an FAQ as one unit of question and answer (the owner's
 * FAQ entries, and questions on a page followed by their answer paragraph). Chunks overlap, so a paragraph seen
 * twice on a page is kept once.
 */
export type KnowledgeRow = {
  id: string;
  kind: 'faq' | 'page' | 'text';
  url: string | null;
  title: string | null;
  content: string;
};

export type Passage = {
  /** Index in the website's passage list. */
  index: number;
  chunkId: string;
  kind: KnowledgeRow['kind'];
  url: string | null;
  /** Page title (pages), or the text's title. */
  title: string;
  /** Text before the question on an FAQ page ("General questions: …"), when any. */
  heading: string;
  /** The question an FAQ answers; never a reply on its own. */
  question: string;
  /** The text that may answer: a paragraph, a list, an FAQ's answer. */
  body: string;
  /**
   * A customer's words, signed ("- C.B., store manager"): kept for the LLM's context, never replied as the
   * business's answer.
   */
  isTestimonial: boolean;
};

/** A question on a page: a short paragraph ending with "?". */
const MAX_QUESTION_CHARS = 300;

function lastSentence(paragraph: string): { before: string; sentence: string } {
  const match = paragraph.match(/^(.*[.!:])\s+([^.!:]+\?)$/s);
  if (!match) return { before: '', sentence: paragraph };
  return { before: match[1]!.trim(), sentence: match[2]!.trim() };
}

/** Paragraphs merged into one passage stay under this length. */
const MAX_MERGED_CHARS = 420;
/** A paragraph this short that ends without a full stop reads as a label, heading or list item. */
const MAX_LABEL_CHARS = 80;
/** An answer this short is continued by the paragraph after it ("Easier than most people expect." + the how). */
const SHORT_ANSWER_CHARS = 120;

/** A testimonial's signature: a dash and a name or initials, with a role ("- C.B., store manager", "— Maria G."). */
const SIGNATURE = /^[-–—~]\s*\p{Lu}[\p{L}.'’]*(?:\s+\p{Lu}[\p{L}.'’]*)*(?:,|\s*$)/u;

function isSignature(paragraph: string): boolean {
  return paragraph.length <= MAX_LABEL_CHARS && SIGNATURE.test(paragraph);
}

function isLabel(paragraph: string): boolean {
  return (
    paragraph.length <= MAX_LABEL_CHARS && !/[.!?]["”')\]]*$/.test(paragraph) && !paragraph.includes('\n')
  );
}

/** The paragraph at `start`, with the paragraphs that continue it while it is a short lead-in. */
function continued(paragraphs: string[], start: number): { text: string; last: number } {
  let text = paragraphs[start]!;
  let last = start;
  while (text.length < SHORT_ANSWER_CHARS && last + 1 < paragraphs.length) {
    const next = paragraphs[last + 1]!;
    if (isQuestion(next) || isLabel(next) || text.length + next.length > MAX_MERGED_CHARS) break;
    last += 1;
    text += `\n\n${next}`;
  }
  return { text, last };
}

function isQuestion(paragraph: string): boolean {
  return (
    paragraph.length <= MAX_QUESTION_CHARS && /\?["”')\]]*$/.test(paragraph) && !paragraph.includes('\n')
  );
}

/** First-person singular words: a customer's voice ("I went in…", "my back"). */
const FIRST_PERSON = /\b(i|i'm|i've|i'd|me|my|myself)\b/gi;
/** The business's voice. */
const BUSINESS_VOICE = /\b(we|we're|we've|our|ours|us)\b/i;

/**
 * On a page of signed testimonials (two signatures or more), a passage in a customer's voice — "I"/"my", never
 * "we"/"our" — is a testimonial even when the crawler's chunk cut it from its signature.
 */
function markTestimonialPages(passages: Passage[], signaturesByPage: Map<string, number>): void {
  for (const passage of passages) {
    if (passage.isTestimonial || (signaturesByPage.get(passage.url ?? passage.chunkId) ?? 0) < 2) continue;
    const text = `${passage.question} ${passage.body}`;
    if ((text.match(FIRST_PERSON)?.length ?? 0) >= 2 && !BUSINESS_VOICE.test(text))
      passage.isTestimonial = true;
  }
}

export function buildPassages(rows: KnowledgeRow[]): Passage[] {
  const passages: Passage[] = [];
  const signaturesByPage = new Map<string, number>();
  const seen = new Set<string>();
  const add = (row: KnowledgeRow, fields: { heading?: string; question?: string; body: string }) => {
    const body = fields.body.trim();
    if (!body) return;
    const key = `${row.url ?? row.id}\u0000${fields.question ?? ''}\u0000${body}`;
    if (seen.has(key)) return;
    seen.add(key);
    passages.push({
      index: passages.length,
      chunkId: row.id,
      kind: row.kind,
      url: row.url,
      title: row.kind === 'faq' ? '' : (row.title ?? ''),
      heading: fields.heading ?? '',
      question: fields.question ?? '',
      body,
      isTestimonial: isSignature(fields.heading ?? ''),
    });
  };

  for (const row of rows) {
    if (row.kind === 'faq') {
      const question = row.title ?? '';
      const content = row.content.trim();
      const answer = question && content.startsWith(question) ? content.slice(question.length) : content;
      add(row, { question, body: answer });
      continue;
    }
    const paragraphs = row.content
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean);
    for (let index = 0; index < paragraphs.length; index++) {
      const paragraph = paragraphs[index]!;
      const next = paragraphs[index + 1];
      // A signature closes the testimonial before it (and, as a label, heads the next one).
      const previous = passages[passages.length - 1];
      if (isSignature(paragraph)) {
        if (previous?.chunkId === row.id) previous.isTestimonial = true;
        const page = row.url ?? row.id;
        signaturesByPage.set(page, (signaturesByPage.get(page) ?? 0) + 1);
      }
      if (isQuestion(paragraph) && next !== undefined && !isQuestion(next)) {
        const { before, sentence } = lastSentence(paragraph);
        const answer = continued(paragraphs, index + 1);
        add(row, { heading: before, question: sentence, body: answer.text });
        index = answer.last;
        continue;
      }
      if (isLabel(paragraph) && next !== undefined && isLabel(next)) {
        // A run of short lines ("Clinic Hours:", "Mon: 9am-1pm", "Tues: 1-6:30pm") is one list.
        let last = index;
        let text = paragraph;
        while (
          last + 1 < paragraphs.length &&
          isLabel(paragraphs[last + 1]!) &&
          text.length + paragraphs[last + 1]!.length < MAX_MERGED_CHARS
        ) {
          last += 1;
          text += `\n${paragraphs[last]!}`;
        }
        add(row, { body: text });
        index = last;
        continue;
      }
      if (isLabel(paragraph) && next !== undefined && !isQuestion(next)) {
        // A short label without a full stop ("Tank vs. tankless") heads the paragraph after it.
        const body = continued(paragraphs, index + 1);
        add(row, { heading: paragraph, body: body.text });
        index = body.last;
        continue;
      }
      const body = continued(paragraphs, index);
      add(row, { body: body.text });
      index = body.last;
    }
  }
  markTestimonialPages(passages, signaturesByPage);
  return withoutContained(passages);
}

function comparable(passage: Passage): string {
  return `${passage.question} ${passage.body}`.replace(/\s+/g, ' ').trim();
}

/**
 * Drops a passage whose whole text another passage of the same page holds: overlapping chunks cut an FAQ answer
 * or a list in two places, and the cut copy ("How hard is it to switch? Easier than most people expect.") would
 * otherwise compete with the whole one ("… Most clients spend under an hour on their end.") and often win.
 */
function withoutContained(passages: Passage[]): Passage[] {
  const byPage = new Map<string, Passage[]>();
  for (const passage of passages) {
    const page = passage.url ?? passage.chunkId;
    byPage.set(page, [...(byPage.get(page) ?? []), passage]);
  }
  const dropped = new Set<Passage>();
  for (const group of byPage.values()) {
    const texts = group.map(comparable);
    for (let a = 0; a < group.length; a++) {
      for (let b = 0; b < group.length; b++) {
        if (a === b || dropped.has(group[b]!) || texts[b]!.length <= texts[a]!.length) continue;
        if (texts[b]!.includes(texts[a]!)) {
          dropped.add(group[a]!);
          // The cut copy may be the one that kept the label heading it ("Dr. Elisa Kanani Wong, Acupuncturist"):
          // the chunk the whole copy came from began after the label.
          if (group[a]!.heading && !group[b]!.heading) group[b]!.heading = group[a]!.heading;
          break;
        }
      }
    }
  }
  return passages.filter((passage) => !dropped.has(passage)).map((passage, index) => ({ ...passage, index }));
}
