/**
 * Visitor wordings the LLM's context is searched with (docs/decisions/0205): the size of the business, a child by
 * age, the tradesperson's arrival. Only the context's search uses them; the built-in responder's does not.
 */
import { describe, expect, it } from 'vitest';
import { buildKnowledgeIndex } from './knowledge-index.js';
import type { KnowledgeRow } from './passages.js';
import { retrieveFromIndex } from './retrieve.js';
import { stem } from './text-analysis.js';
import { contextPhraseTerms, contextWordExpansions } from './visitor-wording.js';

const page = (id: string, paragraphs: string[]): KnowledgeRow => ({
  id,
  kind: 'page',
  url: `https://electric.test/${id}`,
  title: `Page ${id}`,
  content: paragraphs.join('\n\n'),
});

/** One paragraph a page, so that each is a passage of its own. */
const ROWS: KnowledgeRow[] = [
  page('about', ['We run small on purpose. You talk to the person doing the work.']),
  page('licence', ['Our electricians are licensed in three states and carry full insurance on every job.']),
  page('visit', [
    'What should I do before you arrive? Clear access to the panel and note what fails and when.',
  ]),
  page('kids', ['Our children-specific program is gentle care for growing spines.']),
  page('prices', ['We show every price in writing before any work starts.']),
  page('upgrades', ['Ask about our big panel upgrades for older homes.']),
];

/** The passages the search ranks for the message (all that match), as text. */
const ranked = (message: string, relatedWords: boolean) =>
  retrieveFromIndex(buildKnowledgeIndex(ROWS), message, { limit: 25, relatedWords })
    .ranked.map((entry) => entry.passage.body)
    .join('\n');

describe('visitor wording for the context', () => {
  it('reads the size of the business in either direction, and nothing else into those words', () => {
    expect(contextWordExpansions(stem('big'))).toEqual(
      expect.arrayContaining(['small', 'independ', 'own', 'oper', 'chain', 'corpor'].map(stem)),
    );
    expect(contextWordExpansions(stem('corporate'))).toContain(stem('independently'));
    expect(contextWordExpansions(stem('panel'))).toEqual([]);
  });

  it('reads an age under 18 as a child, and the arrival phrasal verbs as arriving', () => {
    for (const message of ['can you see my 10 year old', 'my 6-yr-old', 'my 4yo', 'a 16 year-old driver'])
      expect(contextPhraseTerms(message), message).toContain(stem('children'));
    for (const message of ['my 40 year old house', 'a 10 year warranty', 'my 25 year old son'])
      expect(contextPhraseTerms(message), message).not.toContain(stem('children'));
    for (const message of ['before you show up', 'when you come out', 'can you stop by', 'once you get here'])
      expect(contextPhraseTerms(message), message).toContain(stem('arrive'));
    for (const message of ['show me your prices', 'what comes with it', 'how do i get a quote'])
      expect(contextPhraseTerms(message), message).not.toContain(stem('arrive'));
  });

  it("finds the site's answer in the context's search only", () => {
    const cases: [string, string][] = [
      ['is it a big outfit or like one guy', 'We run small on purpose'],
      ['anything i should do before you show up', 'Clear access to the panel'],
      ['can you see my 10 year old', 'children-specific program'],
    ];
    for (const [message, answer] of cases) {
      expect(ranked(message, true), message).toContain(answer);
      // The built-in responder's search (no related words) is unchanged, and does not find it.
      expect(ranked(message, false), message).not.toContain(answer);
    }
  });
});
