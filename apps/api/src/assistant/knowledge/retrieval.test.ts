import { describe, expect, it } from 'vitest';
import { answerTypesOf, FACT_PATTERNS } from './answer-types.js';
import { analyzeQuery, buildKnowledgeIndex } from './knowledge-index.js';
import { buildPassages, type KnowledgeRow } from './passages.js';
import { retrieveFromIndex, weighConcepts, type Retrieval } from './retrieve.js';
import { bestPassage, pickSentences, selectAnswer } from './select-answer.js';
import { expandWord } from './synonyms.js';
import { searchTerms, stem } from './text-analysis.js';
import { boundedEditDistance, correctTypo } from './typos.js';
import { wordnetSynonyms } from './wordnet.js';

const page = (id: string, url: string, title: string, content: string): KnowledgeRow => ({
  id,
  kind: 'page',
  url,
  title,
  content,
});

const ROWS: KnowledgeRow[] = [
  page(
    'c1',
    'https://plumber.test/faq',
    'Plumbing FAQ',
    [
      'General questions: The questions people ask before they book. Are estimates free?',
      'Yes. Estimates are free, including evenings and weekends. Once work is performed, the minimum charge is $150.',
      'Do you charge extra for emergency calls?',
      'No extra emergency or weekend fee is currently charged.',
    ].join('\n\n'),
  ),
  page(
    'c2',
    'https://plumber.test/contact',
    'Contact Afternoon Plumbing',
    [
      'Contact Afternoon Plumbing',
      'The fastest way to reach the business. Use the same number for calls and texts.',
      'Call or text (443) 789-2897 any time.',
    ].join('\n\n'),
  ),
  page(
    'c3',
    'https://plumber.test/water-heaters',
    'Water heater replacement',
    [
      'Water heater replacement in Westminster',
      'We replace tank and tankless water heaters, gas and electric.',
      'Every install comes with a 1-year labor warranty.',
    ].join('\n\n'),
  ),
  page(
    'c4',
    'https://plumber.test/hours',
    'Office hours',
    [
      'Office Hours:',
      'Mon: 9am-1pm, 3-6pm',
      'Tues: 1-6:30pm',
      'Wed: 9am-1pm',
      'Thu-Fri: 8am-4pm',
      'Sun: Closed',
    ].join('\n\n'),
  ),
  {
    id: 'f1',
    kind: 'faq',
    url: null,
    title: 'Do you service Hampstead?',
    content: 'Do you service Hampstead?\nYes, Hampstead and Manchester.',
  },
];

/** What the responder would say from the likeliest passage, whatever the answer model's threshold. */
function reply(message: string): string | undefined {
  const retrieval = ask(message);
  const best = bestPassage(retrieval);
  return best && pickSentences(best.passage, retrieval).join(' ');
}

function ask(message: string): Retrieval {
  return retrieveFromIndex(buildKnowledgeIndex(ROWS), message);
}

describe('passages', () => {
  it('heads a paragraph with the short label before it, and keeps a run of short lines as one list', () => {
    const passages = buildPassages([
      page(
        'h',
        'https://x.test/',
        'Home',
        'Tank vs. tankless\n\nTankless units heat on demand.\n\nClinic Hours:\n\nMon: 9am-1pm\n\nTues: 1-6:30pm',
      ),
    ]);
    expect(passages[0]).toMatchObject({
      heading: 'Tank vs. tankless',
      body: 'Tankless units heat on demand.',
    });
    expect(passages[1]?.body).toBe('Clinic Hours:\nMon: 9am-1pm\nTues: 1-6:30pm');
  });

  it('keeps a page question and its answer as one passage, and the section text as its heading', () => {
    const passages = buildPassages(ROWS);
    const estimates = passages.find((passage) => passage.question === 'Are estimates free?');
    expect(estimates?.body).toMatch(/^Yes\. Estimates are free/);
    expect(estimates?.heading).toContain('General questions');
    const faq = passages.find((passage) => passage.kind === 'faq');
    expect(faq).toMatchObject({
      question: 'Do you service Hampstead?',
      body: 'Yes, Hampstead and Manchester.',
    });
  });

  it('keeps a paragraph repeated by overlapping chunks once', () => {
    const single = buildPassages([ROWS[2]!]);
    expect(buildPassages([ROWS[2]!, { ...ROWS[2]!, id: 'c3-overlap' }])).toHaveLength(single.length);
  });

  it('drops the copy of an answer that an overlapping chunk cut short, keeping the whole answer', () => {
    const whole = page(
      'd1',
      'https://tax.test/faq',
      'FAQ',
      'How hard is it to switch?\n\nEasier than most people expect. Most clients spend under an hour on their end.',
    );
    const cut = {
      ...whole,
      id: 'd0',
      content: 'How hard is it to switch?\n\nEasier than most people expect.',
    };
    const passages = buildPassages([cut, whole]);
    expect(passages).toHaveLength(1);
    expect(passages[0]).toMatchObject({ index: 0, body: expect.stringContaining('under an hour') });
  });

  it('keeps the label that headed the cut copy on the whole one, when the whole one began after it', () => {
    const cut = page(
      'e0',
      'https://chiro.test/about',
      'About',
      'Dr. Elisa Kanani Wong, Acupuncturist\n\nAloha! Born and raised on Maui.',
    );
    const whole = {
      ...cut,
      id: 'e1',
      content: 'Aloha! Born and raised on Maui. She studied in Los Angeles.',
    };
    const passages = buildPassages([cut, whole]);
    expect(passages).toHaveLength(1);
    expect(passages[0]).toMatchObject({
      heading: 'Dr. Elisa Kanani Wong, Acupuncturist',
      body: expect.stringContaining('Los Angeles'),
    });
  });
});

describe('kinds of fact asked for', () => {
  it('reads a zip code, a landmark or a GPS as asking for the address, and a city line with its zip as one', () => {
    expect(answerTypesOf('whats the zip for the clinic, putting it in my gps')).toEqual(['address']);
    expect(answerTypesOf('any landmark near it')).toEqual(['address']);
    expect(FACT_PATTERNS.address.test('4860 Calle Real, Santa Barbara, CA 93111.')).toBe(true);
    expect(FACT_PATTERNS.address.test('Call 805-819-7333 before 93111 pm')).toBe(false);
  });

  it('reads "how long" and "how much time" as a length of time, not a price, an address or opening hours', () => {
    expect(answerTypesOf('how much time should i block off for my first visit')).toEqual(['duration']);
    expect(answerTypesOf('how long does the in office whitening take')).toEqual(['duration']);
    expect(answerTypesOf('how early should i show up')).toEqual(['duration']);
    expect(answerTypesOf('how early do you open')).toEqual(['hours']);
    expect(answerTypesOf('how much is a cleaning')).toEqual(['price']);
  });

  it('reads "how long have you been around" as the year the business started, and finds it in a passage', () => {
    expect(answerTypesOf('how long has this practice been around')).toEqual(['founded']);
    expect(answerTypesOf('how long have u guys been in business')).toEqual(['founded']);
    expect(answerTypesOf('how long is a cleaning')).toEqual(['duration']);
    expect(answerTypesOf('who founded the company')).not.toContain('founded');
    expect(FACT_PATTERNS.founded.test('We have been serving the Atlanta Metro area since 1990.')).toBe(true);
    expect(FACT_PATTERNS.founded.test('Established in 2004 by two brothers.')).toBe(true);
    expect(FACT_PATTERNS.founded.test('Over 20 years of experience with water heaters.')).toBe(true);
    expect(FACT_PATTERNS.founded.test('Every install comes with a 2 years warranty.')).toBe(false);
  });
});

describe('query analysis', () => {
  it('drops stop words and chat fillers, stems, and expands chat spellings', () => {
    expect(searchTerms('what r ur hrs on sat')).toEqual([stem('hours'), stem('saturday')]);
    expect(analyzeQuery("what's the best way to reach you guys").map((concept) => concept.word)).toEqual([
      'reach',
    ]);
  });

  it('expands a word with local-service synonyms and WordNet', () => {
    expect(wordnetSynonyms('guarantee')).toContain('warranty');
    expect(expandWord('guarantee').map((expansion) => expansion.term)).toContain(stem('warranty'));
    expect(wordnetSynonyms('zzzz')).toEqual([]);
  });

  it("repairs a typo against the website's own words only", () => {
    expect(boundedEditDistance('recieve', 'receive', 1)).toBe(1);
    const vocabulary = new Map([
      [stem('warranty'), 3],
      [stem('estimate'), 2],
    ]);
    expect(correctTypo(stem('warrenty'), vocabulary)).toBe(stem('warranty'));
    expect(correctTypo(stem('financing'), vocabulary)).toBeUndefined();
  });
});

describe('answer selection', () => {
  it('answers a phone question with the number, not the heading around it', () => {
    expect(reply("what's the best number to reach you?")).toContain('(443) 789-2897');
  });

  it("answers with an FAQ's answer, never its question", () => {
    const text = reply('do u charge anything to come out and give me a quote');
    expect(text).toContain('Estimates are free');
    expect(text).not.toContain('Are estimates free?');
  });

  it('answers an FAQ the crawler ran into one paragraph (question, then answer) with its answer alone', () => {
    const index = buildKnowledgeIndex([
      page(
        'q1',
        'https://tax.test/faq',
        'Common questions',
        'Do I need to come into an office? Not at all. We work entirely online with clients across the country.',
      ),
      page(
        'q2',
        'https://tax.test/contact',
        'Contact',
        'Have a question? Want to send us a quick line? Call the office on weekdays.',
      ),
    ]);
    const say = (message: string) => {
      const retrieval = retrieveFromIndex(index, message);
      const best = bestPassage(retrieval);
      return best && pickSentences(best.passage, retrieval).join(' ');
    };
    expect(say('do i have to come in to the office')).toBe(
      'Not at all. We work entirely online with clients across the country.',
    );
    // Questions in a row are no question and its answer: the paragraph is kept as it is.
    expect(say('can i send you a quick line')).toBe(
      'Have a question? Want to send us a quick line? Call the office on weekdays.',
    );
  });

  it('finds the warranty sentence for a visitor who says guarantee', () => {
    expect(reply('is there any guarantee on a water heater install')).toContain('1-year labor warranty');
  });

  it("answers a question about one day with that day's hours line, ranges included", () => {
    expect(reply('any chance of a tuesday morning appointment? what are your hours')).toBe('Tues: 1-6:30pm');
    expect(reply('are your office hours on friday the same')).toBe('Thu-Fri: 8am-4pm');
  });

  it('answers a "how long" question with the sentence giving the length of time', () => {
    const rows = [
      page(
        'e1',
        'https://dentist.test/whitening',
        'Whitening',
        [
          'In-office whitening brightens your smile with a professional gel applied at our office by the team.',
          'Whitening strips from a drugstore use a thin layer of agent and are less even than a custom tray.',
          'We apply the formula and you rest comfortably for between a half hour and an hour.',
          'Some in-office formulas are strengthened with heat, specialized lighting or a laser application.',
          'Home whitening kits are just as effective as the in-office whitening treatment, with a custom tray.',
        ].join(' '),
      ),
    ];
    const index = buildKnowledgeIndex(rows);
    const message = 'how long does the in office whitening take';
    const answerTypes = answerTypesOf(message);
    const concepts = weighConcepts(index, analyzeQuery(message));
    const retrieval = {
      index,
      concepts,
      answerTypes,
      days: [],
      ranked: index.search(concepts, 8, answerTypes),
    };
    expect(retrieval.ranked[0]!.passage.body.length).toBeGreaterThan(420); // long enough to be cut to a sentence
    expect(pickSentences(retrieval.ranked[0]!.passage, retrieval).join(' ')).toContain(
      'between a half hour and an hour',
    );
  });

  it('has no answer for a topic the website never mentions', () => {
    expect(selectAnswer(ask('do you take apple pay'))).toBeUndefined();
    expect(selectAnswer(ask('do you offer financing'))).toBeUndefined();
  });
});
