/**
 * Finds contact details a visitor writes in a message: email, phone (libphonenumber-js), name ("my name is …",
 * "I'm …") and company ("I work at …", "… LLC"). Conservative on purpose: a wrong name on a lead is worse than none.
 */
import { findPhoneNumbersInText, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

export type ContactDetails = { name?: string; email?: string; phone?: string; company?: string };

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/i;
const PHONE_CONTEXT = /\b(phone|number|call|cell|mobile|text|reach|ring|tel)\b/i;

/** Words that follow "I'm" without being a name ("I'm looking for…", "I'm not sure"). */
const NOT_A_NAME = new Set(
  (
    'a an the not so very just really looking interested having trying calling wondering here back sure in at from on ' +
    'with about after going getting glad happy good fine ok okay new still also available free busy home out away ' +
    'sorry afraid hoping planning thinking asking writing needing moving selling buying renting building renovating ' +
    'the owner a customer your customer always never currently'
  ).split(' '),
);

const NAME_WORD = "[A-Z][a-zA-Z\\u00C0-\\u024F'’-]{1,30}";
const NAME_PATTERNS: RegExp[] = [
  new RegExp(`\\bmy name(?:'s| is)\\s+(${NAME_WORD}(?:\\s+${NAME_WORD}){0,2})`, 'i'),
  new RegExp(`\\bname\\s*:\\s*(${NAME_WORD}(?:\\s+${NAME_WORD}){0,2})`, 'i'),
  new RegExp(
    `(?:^|[.!?]\\s+|,\\s*)(?:this is|it's|it is)\\s+(${NAME_WORD}(?:\\s+${NAME_WORD})?)\\s*(?:[,.!]|$|\\s+(?:from|here|and|at|with))`,
  ),
  new RegExp(
    `\\b(?:I'm|I am|Im|i'm|i am)\\s+(${NAME_WORD}(?:\\s+${NAME_WORD})?)\\s*(?:[,.!]|$|\\s+(?:from|here|and|at|with|by))`,
  ),
  new RegExp(`\\b(?:call me|ask for)\\s+(${NAME_WORD})\\s*(?:[,.!]|$)`),
];

const COMPANY_WORD = "[A-Z0-9][\\w&'’.-]*";
const COMPANY_PATTERNS: RegExp[] = [
  new RegExp(
    `\\b(?:I work (?:at|for)|I'm with|I am with|I own|we are|we're|on behalf of|my company is|our company is|company(?: name)? is|company\\s*:|my business is|our business is)\\s+(${COMPANY_WORD}(?:\\s+(?:${COMPANY_WORD}|&|of|and))*)`,
    'i',
  ),
  new RegExp(
    `\\b(${COMPANY_WORD}(?:\\s+${COMPANY_WORD}){0,3}\\s+(?:Inc|LLC|Ltd|Limited|Co|Corp|Corporation|GmbH|LLP|PLC)\\.?)(?=\\W|$)`,
  ),
];

function cleanCompany(raw: string): string | undefined {
  // Stop at the first lowercase word the loose pattern let through (e.g. "Acme Builders and we need…").
  const words = raw.split(/\s+/);
  const kept: string[] = [];
  for (const word of words) {
    if (/^[a-z]/.test(word) && !['of', 'and', '&'].includes(word)) break;
    kept.push(word);
  }
  while (kept.length && ['of', 'and', '&'].includes(kept[kept.length - 1]!)) kept.pop();
  const value = kept
    .join(' ')
    .replace(/[.,]+$/, (match) => (/\b(Inc|Co|Corp|Ltd)\.$/.test(kept.join(' ')) ? match : ''));
  if (!value || value.length < 2 || value.length > 100) return undefined;
  if (NOT_A_NAME.has(value.toLowerCase())) return undefined;
  return value;
}

/** Words that end a name written in lower case ("my name is jane and my email…"). */
const NAME_STOP = new Set(
  'and my from at with here by email e-mail phone number i im is in of the for but or so please thanks call cell mobile'.split(
    ' ',
  ),
);

function cleanName(raw: string): string | undefined {
  const all = raw.trim().split(/\s+/);
  const stop = all.findIndex((word) => NAME_STOP.has(word.toLowerCase()));
  const words = stop >= 0 ? all.slice(0, stop) : all;
  const first = words[0]?.toLowerCase() ?? '';
  if (!first || NOT_A_NAME.has(first)) return undefined;
  const kept = words.filter((word) => !NOT_A_NAME.has(word.toLowerCase()));
  const name = kept
    .map((word) => (word === word.toLowerCase() ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(' ')
    .replace(/[’']s$/, '');
  return name.length >= 2 && name.length <= 80 ? name : undefined;
}

function findPhone(message: string, defaultCountry: CountryCode): string | undefined {
  const found = findPhoneNumbersInText(message, { defaultCountry })[0];
  if (found) return found.number.number;
  // Numbers the metadata calls invalid (new ranges, fictional exchanges) still count when the visitor says it's a number.
  if (!PHONE_CONTEXT.test(message)) return undefined;
  const candidate = message.match(/\+?\d[\d\s().-]{7,}\d/)?.[0];
  if (!candidate) return undefined;
  const parsed = parsePhoneNumberFromString(candidate, defaultCountry);
  return parsed?.isPossible() ? parsed.number : undefined;
}

/** Contact details written in one visitor message (fields absent when not found). */
export function extractContactDetails(
  message: string,
  options: { defaultCountry?: CountryCode } = {},
): ContactDetails {
  const details: ContactDetails = {};
  const text = message.slice(0, 2000);
  const email = text.match(EMAIL)?.[0];
  if (email) details.email = email.toLowerCase();
  // Phones are looked for with the email removed so digits in an address aren't read as a number.
  const phone = findPhone(email ? text.replace(email, ' ') : text, options.defaultCountry ?? 'US');
  if (phone) details.phone = phone;
  for (const pattern of NAME_PATTERNS) {
    const match = text.match(pattern);
    const name = match?.[1] ? cleanName(match[1]) : undefined;
    if (name) {
      details.name = name;
      break;
    }
  }
  for (const pattern of COMPANY_PATTERNS) {
    const match = text.match(pattern);
    const company = match?.[1] ? cleanCompany(match[1]) : undefined;
    if (company && company !== details.name) {
      details.company = company;
      break;
    }
  }
  return details;
}

/** The message with contact details removed, to judge whether anything else was said. */
export function removeContactDetails(message: string): string {
  return message
    .replace(new RegExp(EMAIL.source, 'gi'), ' ')
    .replace(/\+?\d[\d\s().-]{6,}\d/g, ' ')
    .replace(
      /\b(my name(?:'s| is)|this is|i'm|i am|it's|name|email|e-mail|phone|number|cell|mobile|is|at|me|on|you can|reach|call|text|here|and|my|it|or|please|thanks|thank you)\b/gi,
      ' ',
    )
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
