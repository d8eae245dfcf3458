/**
 * The LLM's CONTEXT: the fact the visitor asks for is in it when retrieval finds its passage, within the budget;
 * each page's title and address are written once, and a text repeated on every page (a footer) is sent once.
 */
import { describe, expect, it } from 'vitest';
import { buildKnowledgeIndex } from './knowledge/knowledge-index.js';
import type { KnowledgeRow } from './knowledge/passages.js';
import { retrieveFromIndex, type Retrieval } from './knowledge/retrieve.js';
import {
  CONTEXT_CHARS,
  CONTEXT_PASSAGES,
  formatContext,
  wholeSiteBudget,
  wholeSiteContext,
} from './model-context.js';

const FOOTER =
  'Afternoon Plumbing, 12 Main Street, Westminster MD. Call or text (443) 789-2897, evenings and weekends included.';

const page = (id: string, path: string, title: string, paragraphs: string[]): KnowledgeRow => ({
  id,
  kind: 'page',
  url: `https://plumber.test/${path}`,
  title,
  content: [...paragraphs, FOOTER].join('\n\n'),
});

/** A site of many pages about water heaters: the warranty sentence is one passage among dozens that match. */
const ROWS: KnowledgeRow[] = [
  ...Array.from({ length: 30 }, (_, n) =>
    page(`p${n}`, `water-heaters-${n}`, `Water heaters, part ${n}`, [
      `Water heater tip ${n}: flush the tank of your water heater once a year to clear the sediment that settles at the bottom of it.`,
      `Water heater tip ${n + 100}: an install of a new water heater takes about a day: the old tank out, the new one in, and then tested.`,
    ]),
  ),
  page('w', 'warranty', 'Water heater warranty', [
    'Every water heater install comes with a 1-year labor warranty, and the tank itself carries the maker’s own warranty on top of ours.',
  ]),
];

function retrievalFor(message: string, rows = ROWS): Retrieval {
  return retrieveFromIndex(buildKnowledgeIndex(rows), message, {
    limit: CONTEXT_PASSAGES,
    relatedWords: true,
  });
}

describe('the LLM context', () => {
  it('holds the fact asked for, within the character budget', () => {
    const context = formatContext(retrievalFor('is there a warranty on a water heater install'));
    expect(context).toContain('1-year labor warranty');
    expect(context.length).toBeLessThanOrEqual(CONTEXT_CHARS);
  });

  it("writes each page's title and address once, however many of its passages are sent", () => {
    const rows = [
      page('a', 'faq', 'Plumbing FAQ', [
        'Are estimates free?\n\nYes. Estimates are free, including evenings.',
        'Do you charge for emergency calls?\n\nNo extra emergency fee is charged.',
      ]),
    ];
    const context = formatContext(retrievalFor('are estimates free, and emergency fees?', rows));
    expect(context.match(/https:\/\/plumber\.test\/faq/g)).toHaveLength(1);
    expect(context).toContain('Estimates are free');
    expect(context).toContain('No extra emergency fee');
  });

  it('sends a text repeated on every page (a footer) once', () => {
    const context = formatContext(retrievalFor('what is your phone number on main street'));
    expect(context.split(FOOTER)).toHaveLength(2);
  });

  it('stops at the budget of passages and characters', () => {
    const retrieval = retrievalFor('water heater tip');
    expect(formatContext(retrieval, { passages: 3, chars: 100_000 }).match(/Water heater tip/g)).toHaveLength(
      3,
    );
    const short = formatContext(retrieval, { passages: 100, chars: 400 });
    expect(short.length).toBeLessThanOrEqual(400);
    expect(short).toContain('Water heater tip');
  });
});

describe('the whole site as the LLM context', () => {
  const rows = [
    page('a', 'faq', 'Plumbing FAQ', ['Are estimates free?\n\nYes. Estimates are free, including evenings.']),
    page('b', 'about', 'About us', [
      'Owner-operated since 2009: the person you call is the plumber who comes.',
    ]),
  ];

  it('holds every page once under its title and address, a repeated footer once, whatever the message', () => {
    const context = wholeSiteContext(buildKnowledgeIndex(rows));
    expect(context).toContain('Estimates are free');
    expect(context).toContain('Owner-operated since 2009');
    expect(context.match(/https:\/\/plumber\.test\/faq/g)).toHaveLength(1);
    expect(context.split(FOOTER)).toHaveLength(2);
    // A site larger than retrieval's budget is written whole too: every page, beyond the 6,000 characters.
    const large = wholeSiteContext(buildKnowledgeIndex(ROWS));
    expect(large.length).toBeGreaterThan(CONTEXT_CHARS);
    for (const text of [
      'Water heater tip 0:',
      'Water heater tip 29:',
      'Water heater tip 129:',
      '1-year labor warranty',
    ])
      expect(large).toContain(text);
  });

  it('is kept with its index: the same text for every message', () => {
    const index = buildKnowledgeIndex(rows);
    expect(wholeSiteContext(index)).toBe(wholeSiteContext(index));
  });

  it('is sent up to 48,000 characters for Anthropic, not for an OpenAI-compatible server, or up to the configured budget', () => {
    expect(wholeSiteBudget({ LLM_PROVIDER: 'anthropic', LLM_CONTEXT_CHARS: undefined })).toBe(48_000);
    expect(wholeSiteBudget({ LLM_PROVIDER: 'openai-compatible', LLM_CONTEXT_CHARS: undefined })).toBe(0);
    expect(wholeSiteBudget({ LLM_PROVIDER: 'openai-compatible', LLM_CONTEXT_CHARS: 30_000 })).toBe(30_000);
    expect(wholeSiteBudget({ LLM_PROVIDER: 'anthropic', LLM_CONTEXT_CHARS: 0 })).toBe(0);
  });
});
