/**
 * "Do you remove foxtails?", "does anyone there do botox for that", "do you do hospice care for a dog with cancer":
 * asked whether the business offers something, the built-in answers with the short line that names it — a list item
 * or heading such as "Foxtail removals" or "Hospice and palliative care" — under its heading, when that line (with
 * its heading) holds every word of what was asked about that the website uses, and the website uses all of the
 * question's topic words. A service the website never names ("cold laser therapy") is left to the answer model,
 * which will usually say it doesn't know. Copied, never composed: the reply is the website's own line.
 */
import type { Passage } from './passages.js';
import type { Retrieval, WeightedConcept } from './retrieve.js';
import { searchTerms, splitSentences, stem } from './text-analysis.js';
import { isGenericWord, isQualifierWord } from './wordnet.js';

/**
 * A clause that opens by asking whether something is offered: "do you…", "can u…", "does anyone there…", "is there
 * someone who…", "can i get…". A question that opens with what, which or how ("what brand of implants do you place")
 * asks something else.
 */
const OFFER_QUESTION =
  /^(?:(?:hi|hey|hello|ok|okay|so|also|and|but|um|quick question|question)\s+)*(?:(?:do|does|can|could|will|would)\s+(?:you|u|ya|yall|y'all|anyone|anybody|someone|somebody|your\s+\w+|the\s+(?:office|clinic|shop|practice))|can\s+i\s+(?:get|have|book|bring)|are\s+you\s+able|is\s+there\s+(?:someone|anyone|a\s+\w+\s+who))\b/i;

/** Verbs that only ask whether it is offered; what is asked about is the rest. */
const OFFER_VERBS = new Set(
  'do doe does offer provide have carry sell handl handle perform treat see seen take accept work get book bring'
    .split(' ')
    .map(stem),
);

/** A line this short is a list item or a heading: a service's name, not a paragraph that mentions the word. */
const MAX_LINE_CHARS = 90;
/** A sentence longer than a line may answer for a rare word, up to the length of a reply. */
const MAX_SENTENCE_CHARS = 320;
/** "Rare": on at most this many passages of the website. */
const RARE_PASSAGES = 2;
const SHORT_LINE_EDGE = 0.01;
const NEGATION = /\b(?:no|not|never|don['’]?t|doesn['’]?t|won['’]?t|cannot|can['’]?t|except|unable)\b/i;

export function asksIfOffered(message: string): boolean {
  return message
    .replace(/[’`]/g, "'")
    .split(/[,.;:!?\n]+/)
    .some((clause) => OFFER_QUESTION.test(clause.trim()));
}

type Ranked = { passage: Passage; confidence: number };

function isTopic(concept: WeightedConcept): boolean {
  return !OFFER_VERBS.has(concept.stem);
}

function isLooseWord(concept: WeightedConcept): boolean {
  return /^\d/.test(concept.word) || isQualifierWord(concept.word) || isGenericWord(concept.word);
}

/** Share of the question's specific words (by weight) the line and its list's lead must hold. */
const TOPIC_SHARE = 0.5;

/**
 * The passage's lead as a list's reader sees it: its heading, its FAQ question, and the line that introduces its list
 * ("Canine vaccines: Our hospital offers the following vaccines for dogs:").
 */
function leadOf(passage: Passage, lines: string[]): string {
  const intro = lines.find((line) => /:$/.test(line)) ?? '';
  return [passage.heading, passage.question, intro].filter(Boolean).join('\n');
}

export function serviceAnswer(
  retrieval: Retrieval,
  ranked: Ranked[],
): { text: string; passage: Passage; confidence: number } | undefined {
  if (!retrieval.asksIfOffered || retrieval.answerTypes.length) return undefined;
  const { index, asides } = retrieval;
  const topic = retrieval.concepts.filter(isTopic);
  // A word of the question the website never uses is what was asked about ("cold laser therapy"): not offered as far
  // as the website says. Words of the story around the question ("we hike a lot, …") do not count.
  if (topic.some((concept) => !concept.isKnown && !isLooseWord(concept) && !asides.has(concept.stem)))
    return undefined;
  const specific = topic.filter((concept) => concept.isKnown && !asides.has(concept.stem));
  const named = specific.filter((concept) => !isLooseWord(concept));
  if (!named.length) return undefined;
  // The thing asked about is the question's rarest word on the website that names something; the line must name it.
  const anchor = named.reduce((a, b) => (b.weight > a.weight ? b : a));
  const total = named.reduce((sum, concept) => sum + concept.weight, 0);
  const confidence = new Map(ranked.map((entry) => [entry.passage, entry.confidence]));
  let best: { text: string; passage: Passage; rank: number } | undefined;
  for (const passage of index.passages) {
    if (passage.isTestimonial || !index.passageTerms[passage.index]!.has(anchor.stem)) continue;
    const lines = splitSentences(passage.body);
    const leadTerms = new Set(searchTerms(leadOf(passage, lines)));
    for (const line of lines) {
      if (line.length > MAX_SENTENCE_CHARS || /\?["”')\]]*$/.test(line)) continue;
      const own = new Set(searchTerms(line));
      if (!own.has(anchor.stem)) continue;
      // Never a line that says no ("we do not offer acupuncture"); a longer sentence only for a word the website uses
      // once or twice ("…pyometra, foxtail removals, abscess…").
      const isShort = line.length <= MAX_LINE_CHARS;
      if (NEGATION.test(line) || (!isShort && index.documentFrequency.get(anchor.stem)! > RARE_PASSAGES))
        continue;
      const holds = (concept: WeightedConcept) => own.has(concept.stem) || leadTerms.has(concept.stem);
      // A service's name (a short line) must hold half of what names the thing asked about; a longer sentence every
      // word asked about, everyday ones too ("credit card", not "each card below").
      const share = named.filter(holds).reduce((sum, concept) => sum + concept.weight, 0) / total;
      if (isShort ? share < TOPIC_SHARE : !specific.every(holds)) continue;
      // Of two lines covering as much, the short one (a list item, a heading) is the service's name.
      const rank = share + (isShort ? SHORT_LINE_EDGE : 0);
      if (best && rank <= best.rank) continue;
      const lead = passage.heading && !line.startsWith(passage.heading) ? passage.heading : '';
      best = { text: lead ? `${lead.replace(/[:\s]+$/, '')}: … ${line}` : line, passage, rank };
    }
  }
  return best && { text: best.text, passage: best.passage, confidence: confidence.get(best.passage) ?? 0 };
}
