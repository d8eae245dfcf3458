/**
 * The answer model's features of decision 0180: an FAQ asked and answered in one paragraph counts as the passage's
 * question; the sentence holding the kind of fact asked for must speak of what was asked; words the website never
 * uses weigh less when they can only qualify the question ("big", "scary", "7"); and a service-area answer names
 * the place as a name. Decision 0200: an everyday word of many senses the website never uses weighs half too; "how
 * much" before a thing asks for a quantity, not a price; a price answer states a price and speaks of what was priced.
 */
import { describe, expect, it } from 'vitest';
import { candidateFeatures, FEATURE_NAMES } from './answer-features.js';
import { buildKnowledgeIndex } from './knowledge-index.js';
import type { KnowledgeRow } from './passages.js';
import { retrieveFromIndex, type Retrieval } from './retrieve.js';
import { areaAnswer, selectAnswer } from './select-answer.js';
import { answerTypesOf } from './answer-types.js';
import { isGenericWord, isQualifierWord } from './wordnet.js';

const page = (id: string, url: string, title: string, paragraphs: string[]): KnowledgeRow => ({
  id,
  kind: 'page',
  url,
  title,
  content: paragraphs.join('\n\n'),
});

const ROWS: KnowledgeRow[] = [
  page('a1', 'https://tax.test/faq', 'Common questions', [
    'How hard is it to switch from my current accountant? Easier than most people expect. We handle the file ' +
      'transfer and the handoff. Most clients spend under an hour on their end.',
    'Switching software is rarely needed: we work in what you already use, and the accountant you have today ' +
      'can send us your files.',
  ]),
  page('a2', 'https://tax.test/services', 'Services', [
    'Water softener installs for hard well water. Estimates are free, including evenings and weekends. A simple ' +
      'individual tax return starts at $195.',
  ]),
  page('a3', 'https://tax.test/pricing', 'Pricing', [
    'Not sure whether the bundle fits? If one service on its own would serve you better than the bundle, we will say so.',
  ]),
];

const index = buildKnowledgeIndex(ROWS);
const ask = (message: string): Retrieval => retrieveFromIndex(index, message);

function feature(retrieval: Retrieval, bodyStart: string, name: (typeof FEATURE_NAMES)[number]): number {
  const candidate = candidateFeatures(retrieval).find((entry) => entry.passage.body.startsWith(bodyStart));
  if (!candidate) throw new Error(`not retrieved: ${bodyStart}`);
  return candidate.features[FEATURE_NAMES.indexOf(name)]!;
}

describe('the answer model features', () => {
  it("reads an FAQ asked and answered in one paragraph as the passage's question", () => {
    const retrieval = ask('is switching from my current accountant hard');
    expect(feature(retrieval, 'How hard is it', 'questionFieldCoverage')).toBeGreaterThan(0.5);
    expect(feature(retrieval, 'How hard is it', 'isQuestionAndAnswer')).toBe(1);
    expect(feature(retrieval, 'Switching software', 'questionFieldCoverage')).toBe(0);
    expect(feature(retrieval, 'Switching software', 'isQuestionAndAnswer')).toBe(0);
  });

  it('scores the sentence holding the kind of fact asked for by how much of the question it speaks of', () => {
    // The passage holds two prices: "$195" in a sentence about tax returns, "free" in one about estimates. Neither
    // speaks of what a water softener costs.
    const softener = ask('how much does a water softener cost');
    const returns = ask('how much does a tax return cost');
    const typed = (retrieval: Retrieval) => feature(retrieval, 'Water softener', 'typedSentenceCoverage');
    expect(typed(softener), `${typed(softener)} vs ${typed(returns)}`).toBeLessThan(typed(returns) - 0.2);
    expect(feature(softener, 'Water softener', 'holdsKindOfFact')).toBe(1);
    // Without a kind of fact asked for, there is nothing to score.
    expect(feature(ask('do you install water softeners'), 'Water softener', 'typedSentenceCoverage')).toBe(0);
  });

  it('weighs a word the website never uses less when it can only qualify the question', () => {
    for (const word of ['big', 'scary', 'actual', 'instead', 'nervous'])
      expect(isQualifierWord(word)).toBe(true);
    for (const word of ['camera', 'wheelchair', 'supplements', 'hassle', 'mowing', 'xyzzy'])
      expect(isQualifierWord(word)).toBe(false);
    const plain = ask('is switching from my current accountant a hassle');
    const qualified = ask('is switching from my current accountant a big scary hassle');
    // "big" and "scary" count half as much as an unknown topic word would.
    const share = (retrieval: Retrieval) => feature(retrieval, 'How hard is it', 'unknownShare');
    expect(share(qualified)).toBeGreaterThan(share(plain));
    expect(share(qualified)).toBeLessThan(0.75);
  });
});

describe('everyday words and price questions (decision 0200)', () => {
  it('weighs an everyday word of many senses the website never uses like a qualifier, not a specific one', () => {
    for (const word of ['stuff', 'sell', 'thing', 'send', 'swing', 'pulled'])
      expect(isGenericWord(word), word).toBe(true);
    for (const word of ['septic', 'laser', 'rabbits', 'medicare', 'camera', 'hike', 'hassle', 'xyzzy'])
      expect(isGenericWord(word), word).toBe(false);
    const share = (retrieval: Retrieval) => feature(retrieval, 'How hard is it', 'unknownShare');
    // "stuff" counts half as much as "paperwork", a topic word the site never uses either.
    expect(share(ask('is switching from my current accountant a hassle with stuff'))).toBeLessThan(
      share(ask('is switching from my current accountant a hassle with paperwork')),
    );
  });

  it('reads "how much" before a thing as a quantity, and keeps it a price question otherwise', () => {
    expect(answerTypesOf('how much salt do i put in the rinse water')).toEqual([]);
    expect(answerTypesOf('how much water does it use')).toEqual([]);
    for (const question of [
      'how much is a panel upgrade',
      'how much for a basic return',
      'how much r u charging',
      'how much money will it save',
      'how much would a new panel run me',
    ])
      expect(answerTypesOf(question), question).toContain('price');
  });

  it('answers a price question only with a price that speaks of what was asked', () => {
    const plumber = buildKnowledgeIndex([
      page('p1', 'https://plumber.test/heaters', 'Water heaters', [
        'A water heater flush clears the sediment out of the tank. We recommend a flush once a year to keep the ' +
          'heater efficient.',
      ]),
      page('p2', 'https://plumber.test/pumps', 'Well pumps', [
        'A new well pump is quoted on site. Most pump replacements run $1,200 to $2,500.',
      ]),
    ]);
    // The flush passage covers every word of the question and states no price: not an answer (it was before).
    expect(selectAnswer(retrieveFromIndex(plumber, 'how much for a water heater flush'))).toBeUndefined();
    expect(selectAnswer(retrieveFromIndex(plumber, 'how much is a well pump replacement'))?.text).toContain(
      '$1,200 to $2,500',
    );
    expect(selectAnswer(ask('how much does a simple individual tax return cost'))?.text).toContain('$195');
  });
});

describe('service-area answers name the place', () => {
  it('does not read a common word the area sentence happens to hold as a place', () => {
    expect(areaAnswer(ask('if i do the monthly bundle does that cover sales tax'))).toBeUndefined();
  });
});
