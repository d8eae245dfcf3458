/** How an evaluation reply is judged: does it hold the fact, does it state a number the site never gave. */
import type { Fact } from './corpus.js';

/** Lower case, one space, straight quotes, plain dashes: "Dr. Amy  Yang" and "dr. amy yang" compare equal. */
export function normalizeForMatch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

const PHONE_LIKE = /^[\d\s().+-]+$/;

function digits(text: string): string {
  return text.replace(/\D/g, '');
}

function holdsPhrasing(normalizedText: string, textDigits: string, phrasing: string): boolean {
  // A phone number counts in any of its usual formats: (626) 357-2222, 626.357.2222, 626-357-2222.
  if (PHONE_LIKE.test(phrasing) && digits(phrasing).length >= 7) return textDigits.includes(digits(phrasing));
  return normalizedText.includes(normalizeForMatch(phrasing));
}

/** True when the text holds every fact (each in any of its phrasings). */
export function holdsFacts(text: string, facts: Fact[]): boolean {
  const normalized = normalizeForMatch(text);
  const textDigits = digits(text);
  return facts.every((fact) =>
    (Array.isArray(fact) ? fact : [fact]).some((phrasing) => holdsPhrasing(normalized, textDigits, phrasing)),
  );
}

/** Numbers a reply states: prices, phone numbers, times, counts (single digits are too common to judge). */
export function numbersIn(text: string): string[] {
  return (text.match(/\d[\d,.:]*\d|\d{2,}/g) ?? []).map((token) => token.replace(/[,.:]+$/, ''));
}

/**
 * Numbers in the reply that appear nowhere in the knowledge nor in the visitor's question: invented facts.
 * `knowledgeText` is every chunk the website has, concatenated.
 */
export function inventedNumbers(options: {
  reply: string;
  question: string;
  knowledgeText: string;
}): string[] {
  const known = options.knowledgeText + '\n' + options.question;
  // The cited page's address is not a stated fact (its port number would count as one).
  const reply = options.reply.replace(/https?:\/\/\S+/g, ' ');
  const knownDigits = new Set(numbersIn(known).map(digits));
  const knownCompact = digits(known);
  return numbersIn(reply).filter((number) => {
    const value = digits(number);
    return !knownDigits.has(value) && !knownCompact.includes(value);
  });
}
