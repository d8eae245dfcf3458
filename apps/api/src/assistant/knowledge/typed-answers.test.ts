/**
 * The typed answers of decision 0155: a contact or warranty question answered by the line stating the value, a
 * service-area question by the line naming the place, hours by the line stating a time, testimonials never
 * replied, clipped words completed from the website's vocabulary.
 */
import { describe, expect, it } from 'vitest';
import { answerTypesOf, CITY_LINE, statesValue } from './answer-types.js';
import { buildKnowledgeIndex } from './knowledge-index.js';
import { buildPassages, type KnowledgeRow } from './passages.js';
import { retrieveFromIndex, type Retrieval } from './retrieve.js';
import { areaAnswer, bestPassage, pickSentences, selectAnswer, typedAnswer } from './select-answer.js';
import { stem } from './text-analysis.js';
import { completeClipped } from './typos.js';

const page = (id: string, url: string, title: string, paragraphs: string[]): KnowledgeRow => ({
  id,
  kind: 'page',
  url,
  title,
  content: paragraphs.join('\n\n'),
});

const DENTIST: KnowledgeRow[] = [
  page('d1', 'https://dentist.test/contact', 'Contact Us', [
    'Contacts: Office',
    '5008 Buford Hwy Ste. B',
    'Chamblee, GA 30341',
    'E-mail',
    'hello@dentist.test',
    'Phone',
    '(770) 457-3671',
    'Fax: (770) 457-0000',
    'Opening hours',
    'Mon - Wed & Fri - Sat: 7:30 - 17:00',
    'Thu & Sun: CLOSED',
  ]),
  page('d2', 'https://dentist.test/areas', 'Areas served', [
    'Area We Serve In Northern DeKalb County GA: Atlanta',
    'Doraville',
    'Decatur',
    'Dunwoody',
    'Tucker',
  ]),
  page('d4', 'https://dentist.test/services', 'Services', [
    'We welcome patients of all ages and offer cleanings, fillings, crowns and implants.',
  ]),
  page('d3', 'https://dentist.test/', 'Family dentist', [
    'Every crown and implant we place is covered by a five-year warranty on our work.',
    'Our office is a short walk from the Decatur library, with parking behind the building.',
  ]),
];

function ask(rows: KnowledgeRow[], message: string): Retrieval {
  return retrieveFromIndex(buildKnowledgeIndex(rows), message);
}

function passageWith(retrieval: Retrieval, text: string) {
  const passage = retrieval.index.passages.find((entry) => entry.body.includes(text));
  if (!passage) throw new Error(`no passage holds ${text}`);
  return passage;
}

describe('kinds of value', () => {
  it('tells an hours line stating a time from one naming only days', () => {
    expect(statesValue('hours', 'Mon - Wed & Fri - Sat: 7:30 - 17:00')).toBe(true);
    expect(statesValue('hours', 'Open 24/7 for emergencies')).toBe(true);
    expect(statesValue('hours', 'Thu & Sun: CLOSED')).toBe(false);
    // Kinds whose fact pattern is the value itself have no separate value pattern.
    expect(statesValue('phone', '(770) 457-3671')).toBe(false);
  });

  it('knows the town line that completes a street address, and a fax number as a phone question', () => {
    expect(CITY_LINE.test('Chamblee, GA 30341')).toBe(true);
    expect(CITY_LINE.test('Monrovia, CA')).toBe(true);
    expect(CITY_LINE.test('We serve Chamblee and Doraville.')).toBe(false);
    expect(answerTypesOf('my lawyer needs to fax you something, fax #?')).toEqual(['phone']);
  });
});

describe('lines that state the value asked for', () => {
  it('answers "how early do you open" with the hours that state a time, and the hours lines after it', () => {
    const retrieval = ask(DENTIST, 'how early do you guys open');
    const text = pickSentences(passageWith(retrieval, 'Opening hours'), retrieval).join(' ');
    expect(text).toContain('7:30 - 17:00');
    expect(text.indexOf('7:30')).toBeLessThan(text.indexOf('CLOSED'));
  });

  it('goes from a label to the street address and on to its town', () => {
    const retrieval = ask(DENTIST, 'where is ur office at? street address pls');
    const text = pickSentences(passageWith(retrieval, '5008 Buford'), retrieval).join(' ');
    expect(text).toContain('5008 Buford Hwy Ste. B');
    expect(text).toContain('Chamblee, GA 30341');
  });
});

describe('typed answers (contact facts and warranties), whatever the model thinks', () => {
  it('answers a question that only asks for a contact fact', () => {
    expect(typedAnswer(ask(DENTIST, 'where r u located exactly'))?.text).toContain('5008 Buford Hwy');
    expect(typedAnswer(ask(DENTIST, 'whats the main phone number'))?.text).toContain('(770) 457-3671');
    expect(typedAnswer(ask(DENTIST, 'which town is the office in'))?.text).toContain('Chamblee, GA 30341');
  });

  it("answers with the line holding the question's own topic, ignoring words the site never uses", () => {
    expect(typedAnswer(ask(DENTIST, 'my lawyer needs to fax you something, fax #?'))?.text).toBe(
      'Fax: (770) 457-0000',
    );
  });

  it('does not answer a contact question about a topic the passage does not speak of', () => {
    expect(typedAnswer(ask(DENTIST, 'is the office wheelchair accessible'))).toBeUndefined();
    expect(typedAnswer(ask(DENTIST, 'can i book online or do i have to call'))).toBeUndefined();
    expect(typedAnswer(ask(DENTIST, 'do you whiten teeth'))).toBeUndefined();
    // "parking" is on the site, but not in the contact block.
    expect(typedAnswer(ask(DENTIST, 'is there parking at the office'))).toBeUndefined();
  });

  it('answers a warranty question from the passage about the work asked of, and only that', () => {
    expect(typedAnswer(ask(DENTIST, 'is there any guarantee on an implant'))?.text).toContain(
      'five-year warranty',
    );
    expect(typedAnswer(ask(DENTIST, 'whats the warranty on invisalign braces'))).toBeUndefined();
    expect(typedAnswer(ask(DENTIST, 'warranty on a root canal'))).toBeUndefined();
    // Fillings are on the site, but the warranty covers crowns and implants.
    expect(typedAnswer(ask(DENTIST, 'is there a guarantee on fillings'))).toBeUndefined();
  });
});

describe('service-area answers', () => {
  it('answers with the line naming the place, led by what the list is', () => {
    expect(areaAnswer(ask(DENTIST, 'i live in decatur, is that too far for you guys'))?.text).toBe(
      'Area We Serve In Northern DeKalb County GA: … Decatur',
    );
  });

  it("answers with an FAQ's answer when its question names the place", () => {
    const rows = [
      ...DENTIST,
      {
        id: 'f1',
        kind: 'faq' as const,
        url: null,
        title: 'Do you serve Tucker?',
        content: 'Do you serve Tucker?\nYes, Tucker patients are seen every weekday.',
      },
    ];
    expect(areaAnswer(ask(rows, 'do you cover tucker'))?.text).toBe(
      'Yes, Tucker patients are seen every weekday.',
    );
  });

  it('has no answer for a place the website never names, or without an area question', () => {
    expect(areaAnswer(ask(DENTIST, 'do you serve marietta'))).toBeUndefined();
    expect(areaAnswer(ask(DENTIST, 'do you do crowns in decatur'))).toBeUndefined();
  });
});

describe('testimonials', () => {
  const rows = [
    page('t1', 'https://chiro.test/success', 'Success stories', [
      'I came in with back pain and my posture is much better now. I can sleep at night.',
      '- C.T., writer',
      'After a fall I could hardly walk. My knee is fine today and I walk every day.',
      '- G.A., custodian',
    ]),
    // The rest of the page, cut from its signature by the crawler's chunking.
    page('t2', 'https://chiro.test/success', 'Success stories', [
      'I went in for an examination and decided to start treatment. My back no longer hurts when I walk.',
    ]),
    page('t3', 'https://chiro.test/about', 'About', [
      'I founded this practice in 2009 and I treat every patient myself; my clinic takes walk-in patients.',
    ]),
  ];

  it('marks signed testimonials and the customer-voiced passages of their page, not an owner writing "I"', () => {
    const passages = buildPassages(rows);
    const flagged = (text: string) => passages.find((passage) => passage.body.includes(text))?.isTestimonial;
    expect(flagged('I came in with back pain')).toBe(true);
    expect(flagged('After a fall')).toBe(true);
    expect(flagged('I went in for an examination')).toBe(true);
    expect(flagged('I founded this practice')).toBe(false);
  });

  it('never offers a testimonial as an answer', () => {
    const retrieval = ask(rows, 'can i walk in without an appointment');
    expect(retrieval.ranked[0]?.passage.isTestimonial).toBe(true);
    expect(bestPassage(retrieval)?.passage.isTestimonial).toBe(false);
    expect(selectAnswer(ask(rows, 'does my back hurt when i walk'))).toBeUndefined();
  });
});

describe('clipped words', () => {
  it("completes a clipped word from the website's vocabulary, the most frequent form first", () => {
    const vocabulary = new Map([
      [stem('chiropractic'), 12],
      [stem('chiropractor'), 3],
      [stem('periodontal'), 2],
      [stem('vet'), 1],
    ]);
    expect(completeClipped(stem('chiro'), vocabulary)).toBe(stem('chiropractic'));
    expect(completeClipped(stem('perio'), vocabulary)).toBe(stem('periodontal'));
    expect(completeClipped('ve', vocabulary)).toBeUndefined();
    expect(completeClipped(stem('chiropract'), vocabulary)).toBeUndefined();
    expect(completeClipped('2107', new Map([['21074', 1]]))).toBeUndefined();
  });
});
