/**
 * Reads a web page the way a visitor reads it: the main text (navigation, header, footer, scripts, forms and
 * hidden parts dropped), its title, and the links a crawler may follow.
 */
import { load, loadBuffer, type CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';

export type ExtractedPage = {
  title: string;
  text: string;
  /** Absolute http(s) URLs without fragments, in document order, deduplicated. */
  links: string[];
  /** `<meta name="robots" content="noindex">`: the page asks not to be learnt. */
  isNoindex: boolean;
  /** `<meta name="robots" content="nofollow">`: its links are not followed. */
  isNofollow: boolean;
};

/** Never part of the readable text, wherever they appear. */
const ALWAYS_DROPPED = [
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'canvas',
  'iframe',
  'object',
  'embed',
  'form',
  'button',
  'select',
  'textarea',
  'input',
  'dialog',
  'nav',
  'footer',
  '[aria-hidden="true"]',
  '[hidden]',
  '[role="navigation"]',
  '[role="contentinfo"]',
  '[role="search"]',
].join(',');

/** Page chrome dropped only when there is no main/article element to prefer. */
const CHROME = ['header', 'aside', '[role="banner"]', '[role="complementary"]'].join(',');

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** Marks the end of a heading's text until normalizeText attaches the heading to the paragraph it introduces. */
const HEADING_END = '\u0001';

const BLOCK_ELEMENTS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'ul',
  'caption',
  'tbody',
  'thead',
  'tfoot',
]);
const LINE_ELEMENTS = new Set(['li', 'tr', 'br', 'option']);
/**
 * Marks where an inline element starts or ends. Two elements a style shows apart ("<strong>Owner-operated</strong>
 * <span>Direct communication…</span>", "<span>Proudly independently owned.</span><span>With the time…</span>")
 * have no space between them in the source; where a word or a sentence ends at one mark and a capital starts after
 * it, a space is put back ("Owner-operated Direct", not one word "operatedDirect"). Anywhere else the mark is
 * removed, so "<span>$</span><span>150</span>" stays "$150".
 */
const INLINE_EDGE = '\uE000';
const JOINED_AT_EDGE = /(?<=[\p{Ll}\p{N}.!?:;)])\uE000+(?=\p{Lu})/gu;
const CELL_ELEMENTS = new Set(['td', 'th']);

function collectText(node: AnyNode, out: string[]): void {
  if (node.type === 'text') {
    out.push(node.data.replace(/\s+/g, ' '));
    return;
  }
  if (node.type === 'root') {
    for (const child of node.children) collectText(child, out);
    return;
  }
  // Comments, doctypes, and script/style/CDATA nodes carry no readable text.
  if (node.type !== 'tag') return;
  const name = node.name.toLowerCase();
  const isBlock = BLOCK_ELEMENTS.has(name);
  const isLine = LINE_ELEMENTS.has(name);
  const isInline = !isBlock && !isLine && !CELL_ELEMENTS.has(name);
  if (isBlock) out.push('\n\n');
  else if (isLine) out.push('\n');
  else if (!isInline) out.push(' ');
  else out.push(INLINE_EDGE);
  if (name === 'img') {
    // Alt text is part of what the page says (a price list as an image with a good alt).
    const alt = node.attribs.alt?.trim();
    if (alt) out.push(` ${alt} `);
  }
  for (const child of node.children) collectText(child, out);
  if (HEADINGS.has(name)) out.push(HEADING_END);
  if (isBlock) out.push('\n\n');
  else if (isLine) out.push('\n');
  else if (isInline) out.push(INLINE_EDGE);
}

/** The collected text with a space where two inline elements ran a word into a capital, and no marks left. */
function withInlineEdges(raw: string): string {
  return raw.replace(JOINED_AT_EDGE, ' ').replaceAll(INLINE_EDGE, '');
}

/**
 * Collapses the raw text into paragraphs separated by blank lines and lines by single breaks. A heading is joined
 * to the paragraph it introduces ("Stump grinding: Stump grinding costs $4 per inch…"): a heading alone is never
 * an answer, and the section keeps its label inside whichever chunk it lands in.
 */
export function normalizeText(raw: string): string {
  const paragraphs = raw
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .split('\n\n')
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '' && paragraph !== HEADING_END);
  const out: string[] = [];
  for (let i = 0; i < paragraphs.length; i += 1) {
    const paragraph = paragraphs[i]!;
    const next = paragraphs[i + 1];
    if (!paragraph.endsWith(HEADING_END)) {
      out.push(paragraph);
      continue;
    }
    const heading = paragraph.slice(0, -HEADING_END.length).replaceAll(HEADING_END, ' ').trim();
    if (next !== undefined && !next.endsWith(HEADING_END)) {
      out.push(`${heading}${/[:.!?]$/.test(heading) ? ' ' : ': '}${next.replaceAll(HEADING_END, ' ')}`);
      i += 1;
    } else if (heading) {
      out.push(heading);
    }
  }
  return out.join('\n\n').replaceAll(HEADING_END, ' ').trim();
}

function readMetaRobots($: CheerioAPI): { isNoindex: boolean; isNofollow: boolean } {
  const values = $('meta[name="robots" i], meta[name="leadchatbot" i]')
    .map((_, element) => ($(element).attr('content') ?? '').toLowerCase())
    .get()
    .join(',');
  return {
    isNoindex: /\b(noindex|none)\b/.test(values),
    isNofollow: /\b(nofollow|none)\b/.test(values),
  };
}

function readLinks($: CheerioAPI, pageUrl: string): string[] {
  const baseHref = $('base[href]').first().attr('href');
  let base: URL;
  try {
    base = new URL(baseHref ?? pageUrl, pageUrl);
  } catch {
    base = new URL(pageUrl);
  }
  const seen = new Set<string>();
  $('a[href], area[href]').each((_, element) => {
    const rel = ($(element).attr('rel') ?? '').toLowerCase();
    if (/\bnofollow\b/.test(rel)) return;
    const href = ($(element).attr('href') ?? '').trim();
    if (!href || href.startsWith('#')) return;
    try {
      const url = new URL(href, base);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
      url.hash = '';
      seen.add(url.toString());
    } catch {
      // An unparsable href is simply not followed.
    }
  });
  return [...seen];
}

function readCharset(contentType: string | undefined): string | undefined {
  return contentType?.match(/charset\s*=\s*"?([\w.:-]+)/i)?.[1];
}

/** Extracts title, main text and links from an HTML document fetched from `url`. */
export function extractPage(options: {
  html: Buffer | string;
  url: string;
  contentType?: string;
}): ExtractedPage {
  const $ =
    typeof options.html === 'string'
      ? load(options.html)
      : loadBuffer(options.html, {
          encoding: { transportLayerEncodingLabel: readCharset(options.contentType) },
        });
  const { isNoindex, isNofollow } = readMetaRobots($);
  const links = isNofollow ? [] : readLinks($, options.url);

  const title =
    $('head > title').first().text().replace(/\s+/g, ' ').trim() ||
    $('h1').first().text().replace(/\s+/g, ' ').trim() ||
    new URL(options.url).pathname;

  // Read before the chrome is dropped: a footer's e-mail address or phone number is often the only place a site
  // gives one (docs/decisions/0190).
  const contacts = readContactLinks($);

  const main = $('main, [role="main"]').first();
  // Every outermost article, not only the first: a listing page (a WordPress archive of services or posts) is a
  // series of articles, and reading the first alone kept one service of ten.
  const articles = $('article').filter((_, element) => $(element).parents('article').length === 0);
  const body = $('body').first();
  const root = main.length ? main : articles.length ? articles : body;
  const scope: AnyNode[] = root.length ? root.toArray() : $.root().toArray();
  const $scope = $(scope);
  keepAccordionQuestions($, $scope);
  $scope.find(ALWAYS_DROPPED).remove();
  if (!main.length && !articles.length) $scope.find(CHROME).remove();

  const out: string[] = [];
  for (const node of scope) collectText(node, out);
  const text = withContactLines(normalizeText(withInlineEdges(out.join(''))), contacts);
  return { title: title.slice(0, 300), text, links, isNoindex, isNofollow };
}

/** Longest text of a disclosure button read as an FAQ's question (the passages' own limit for a question). */
const MAX_ACCORDION_QUESTION = 300;

/**
 * An accordion's toggle (a button with `aria-expanded` or `aria-controls`, the WAI-ARIA disclosure pattern) whose
 * text is a question is the FAQ's question: it is kept as a paragraph before its answer, where buttons are
 * otherwise dropped. Without it the answer ("Summer 2026. The exact date is still to be determined.") lost what
 * it answers ("When will you be opening?"). The answer panel it controls (`aria-controls`) is what the visitor
 * reads on a click, so it is kept even while `hidden` (the pattern hides a closed panel). Other buttons (a menu
 * toggle, "Submit") are still dropped, and so is any other hidden element.
 */
function keepAccordionQuestions($: CheerioAPI, $scope: ReturnType<CheerioAPI>): void {
  let byId: Map<string, AnyNode> | undefined;
  const elementWithId = (id: string) => {
    if (!byId) {
      byId = new Map();
      for (const node of $scope.find('[id]').toArray()) {
        const key = $(node).attr('id');
        if (key && !byId.has(key)) byId.set(key, node);
      }
    }
    return byId.get(id);
  };
  $scope.find('button[aria-expanded], button[aria-controls]').each((_, element) => {
    const $button = $(element);
    if ($button.closest('[hidden], [aria-hidden="true"]').length) return;
    $button.find('[aria-hidden="true"], [hidden], script, style, svg').remove();
    const text = $button.text().replace(/\s+/g, ' ').trim();
    if (!text || text.length > MAX_ACCORDION_QUESTION || !/\?["”')\]]*$/.test(text)) return;
    for (const id of ($button.attr('aria-controls') ?? '').split(/\s+/).filter(Boolean)) {
      const panel = elementWithId(id);
      if (panel) $(panel).removeAttr('hidden');
    }
    // Inside a heading it is the heading's text (joined to the answer like any heading); elsewhere a paragraph.
    const inHeading = $button.closest('h1, h2, h3, h4, h5, h6').length > 0;
    $button.replaceWith(inHeading ? $('<span></span>').text(text) : $('<p></p>').text(text));
  });
}

type ContactLink = { label: string; value: string };

const CONTACT_SCHEMES: Record<string, string> = { mailto: 'Email', tel: 'Phone', sms: 'Text' };

/** At most this many contact lines are added to a page: a real page gives a few; a list of hundreds is not one. */
const MAX_CONTACT_LINKS = 20;
/** Elements whose links a visitor never sees: a hidden spam-trap address is not the business's. */
const HIDDEN = '[hidden], [aria-hidden="true"], template, script, noscript, style';
/** An address as a person types it: no spaces, tags, quotes or line breaks; RFC 5321's length. */
const EMAIL_VALUE =
  /^[\w.+%'-]{1,64}@[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)+$/i;
/** A phone number as shown or dialled: digits and their usual punctuation only, 7 to 15 digits. */
const PHONE_VALUE = /^\+?[\d\s().-]{7,24}$/;

/**
 * The page's e-mail, phone and text-message links (`mailto:`, `tel:`, `sms:`), wherever they are — in the footer
 * or header too, which the main text drops as chrome — but not inside hidden elements. An e-mail is read from the
 * link's address, a number from the link's text as the page shows it ("(208) 716-1240"), or from its address when
 * the text holds none. Only values of an address's or a number's shape are kept: an href is invisible on the page,
 * so anything else in it (a `body=`, words, line breaks) must not reach the knowledge or the model's context.
 */
function readContactLinks($: CheerioAPI): ContactLink[] {
  const out: ContactLink[] = [];
  $('a[href]').each((_, element) => {
    if (out.length >= MAX_CONTACT_LINKS) return false;
    if ($(element).closest(HIDDEN).length) return;
    const href = ($(element).attr('href') ?? '').trim();
    const scheme = href.match(/^(mailto|tel|sms):/i)?.[1]?.toLowerCase();
    if (!scheme || href.length > 300) return;
    // The first address or number only: "?subject=", "&body=", ";ext=" and a second recipient are cut off.
    let target = href.slice(scheme.length + 1).split(/[?&;,]/)[0] ?? '';
    try {
      target = decodeURIComponent(target);
    } catch {
      // A malformed escape: the address as written (the shape checks below still apply).
    }
    target = target.trim();
    const shown = $(element).text().replace(/\s+/g, ' ').trim();
    const value = scheme === 'mailto' ? target : (shown.match(/\+?[\d(][\d\s().-]{6,22}\d/)?.[0] ?? target);
    if (scheme === 'mailto' ? !EMAIL_VALUE.test(value) : !PHONE_VALUE.test(value)) return;
    const digits = value.replace(/\D/g, '').length;
    if (scheme !== 'mailto' && (digits < 7 || digits > 15)) return;
    out.push({ label: CONTACT_SCHEMES[scheme]!, value });
  });
  return out;
}

/**
 * The contact links the text does not already hold, added as a last paragraph of labelled lines ("Email:
 * info@example.com"). A number counts as held when its digits appear in the text, whatever their punctuation.
 */
export function withContactLines(text: string, contacts: ContactLink[]): string {
  const lowered = text.toLowerCase();
  const digits = text.replace(/\D/g, '');
  const lines: string[] = [];
  const seen = new Set<string>();
  for (const { label, value } of contacts) {
    const key =
      label === 'Email' ? value.toLowerCase() : value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
    if (seen.has(`${label}:${key}`)) continue;
    seen.add(`${label}:${key}`);
    if (label === 'Email' ? lowered.includes(key) : digits.includes(key)) continue;
    lines.push(`${label}: ${value}`);
  }
  if (!lines.length) return text;
  return text ? `${text}\n\n${lines.join('\n')}` : lines.join('\n');
}
