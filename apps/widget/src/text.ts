/**
 * Message rendering. Every message, including the assistant's, is untrusted text: it is put into the
 * DOM only as Text nodes, and only http(s) URLs become links (new tab, no opener, no referrer).
 */
export type TextPart = { text: string; href?: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
const TRAILING_PUNCTUATION = /[.,;:!?'"*_~\]}>]$/;

/** Drops sentence punctuation after a URL, and a closing parenthesis that has no opening one in it. */
function trimUrl(candidate: string): string {
  let url = candidate;
  for (;;) {
    if (TRAILING_PUNCTUATION.test(url)) url = url.slice(0, -1);
    else if (url.endsWith(')') && url.split('(').length < url.split(')').length) url = url.slice(0, -1);
    else return url;
  }
}

function safeHref(candidate: string): string | undefined {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Splits text into plain runs and http(s) links. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const url = trimUrl(match[0]);
    const href = url.length > 'https://'.length ? safeHref(url) : undefined;
    if (!href) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: url, href });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** Replaces the element's content with the text, links made clickable. Never parses HTML. */
export function renderText(element: HTMLElement, text: string): void {
  element.textContent = '';
  for (const part of splitLinks(text)) {
    if (part.href) {
      const link = document.createElement('a');
      link.href = part.href;
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
      link.textContent = part.text;
      element.append(link);
    } else {
      element.append(document.createTextNode(part.text));
    }
  }
}

const UNITS: [number, string][] = [
  [86_400, 'day'],
  [3_600, 'hour'],
  [60, 'minute'],
];

/**
 * "You can send another message in 5 minutes." from a Retry-After value (seconds, or an HTTP date); empty
 * when there is none or it is unreadable. Rounded up: saying "1 minute" for 61 seconds would invite a
 * second refusal.
 */
export function retryText(retryAfter: string | null, now = Date.now()): string {
  const value = (retryAfter ?? '').trim();
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - now) / 1000;
  if (!(seconds > 0)) return '';
  // Minutes from 90 s, hours from 90 min, days from 36 h.
  const [size, unit] = UNITS.find(([size]) => seconds >= size * 1.5) ?? [1, 'second'];
  const count = Math.ceil(seconds / size);
  return `You can send another message in ${count} ${unit}${count === 1 ? '' : 's'}.`;
}
