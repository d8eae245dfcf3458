/**
 * "Do you offer …?" answered by the website's own line naming it (service-answer.ts), and the story around a
 * question told apart from the question (question-focus.ts).
 */
import { describe, expect, it } from 'vitest';
import { buildKnowledgeIndex } from './knowledge-index.js';
import type { KnowledgeRow } from './passages.js';
import { asideTerms } from './question-focus.js';
import { retrieveFromIndex } from './retrieve.js';
import { selectAnswer } from './select-answer.js';
import { asksIfOffered, serviceAnswer } from './service-answer.js';

const page = (id: string, path: string, title: string, paragraphs: string[]): KnowledgeRow => ({
  id,
  kind: 'page',
  url: `https://vet.test/${path}`,
  title,
  content: paragraphs.join('\n\n'),
});

/** A vet's site: vaccines as a list under its lead, surgery as one long FAQ answer, a services page of short lines. */
const ROWS: KnowledgeRow[] = [
  page('v', 'vaccines', 'Vaccines', [
    'Canine vaccines: Our hospital offers the following vaccines for dogs:',
    'Rabies\nDistemper, parvovirus, and adenovirus\nBordetella\nLyme disease\nRattlesnake toxoid',
  ]),
  page('s', 'surgery', 'Surgery', [
    'Do you do surgery?',
    'Yes. Routine surgery (spays, neuters, laceration repairs), plus emergency surgeries — including GDV, pyometra, foxtail removals, abscess, and trauma surgery.',
  ]),
  page('c', 'care', 'Comfort care', [
    'Comfort & quality of life',
    'Hospice & palliative care',
    'In-home euthanasia, with a calm visit at your home when the time comes.',
  ]),
  page('p', 'pay', 'Paying for care', [
    'Each card below leads to a page about one of our services, with its own questions and answers.',
    'Payment is due at the time of service. We do not offer acupuncture or laser therapy referrals.',
  ]),
];

const index = buildKnowledgeIndex(ROWS);
const RATTLESNAKE =
  'Canine vaccines: Our hospital offers the following vaccines for dogs: … Rattlesnake toxoid';
const ask = (message: string) => retrieveFromIndex(index, message);
const answer = (message: string) => serviceAnswer(ask(message), [])?.text;

describe('asking whether something is offered', () => {
  it('reads "do you…", "can u…", "does anyone there…" and "can i get…" at the start of a clause', () => {
    for (const message of [
      'do you remove foxtails',
      'we hike a lot, do you have the rattlesnake vaccine',
      'can u do hospice care',
      'i clench my jaw at night, does anyone there do botox for that',
      'hi can i get a rabies shot for my cat',
    ])
      expect(asksIfOffered(message), message).toBe(true);
  });

  it('does not read a question opening with what, which or how, or a statement', () => {
    for (const message of [
      'what brand of implants do you place',
      'how much do you charge for a spay',
      'my dog needs his shots',
    ])
      expect(asksIfOffered(message), message).toBe(false);
  });
});

describe('the story around a question', () => {
  it('is the clauses that do not ask, when the question names its own topic', () => {
    expect([...asideTerms('we hike a lot, do you have the rattlesnake vaccine')]).toEqual(['hike']);
    expect([...asideTerms('i clench my jaw at night, does anyone there do botox for that')]).toEqual([
      'clench',
      'jaw',
      'night',
    ]);
    expect([...asideTerms('can you work after we close so we dont lose customers')]).toEqual([
      'lose',
      'custom',
    ]);
  });

  it('is nothing when the question only points back at it ("do you do that", "do you rewire that")', () => {
    expect(asideTerms('our store parking lot lights are out, do you do that').size).toBe(0);
    expect(asideTerms('my house still has knob and tube, do you rewire that').size).toBe(0);
    expect(asideTerms('my sink is clogged, can you fix it').size).toBe(0);
    expect(asideTerms('do you remove foxtails').size).toBe(0);
  });
});

describe('the answer to "do you offer …"', () => {
  it('is the short line naming it, or its line in a list under the list’s lead', () => {
    expect(answer('do you offer hospice care for my old dog')).toBe('Hospice & palliative care');
    expect(answer('we hike a lot, do you have the rattlesnake vaccine')).toBe(RATTLESNAKE);
  });

  it('is a longer sentence only for a word the website uses once or twice, holding every word asked about', () => {
    expect(answer('do you remove foxtails, my dog gets them every summer')).toContain('foxtail removals');
    // "card" is on the website, but not as a credit card.
    expect(answer('do u take credit cards')).toBeUndefined();
  });

  it('is nothing for what the website never names, or says it does not do', () => {
    expect(answer('do you do cold laser therapy')).toBeUndefined();
    expect(answer('do you offer acupuncture')).toBeUndefined();
    expect(answer('what brand of vaccines do you use')).toBeUndefined();
  });

  it('is what the built-in responder replies when the answer model is unsure', () => {
    const selected = selectAnswer(ask('we hike a lot, do you have the rattlesnake vaccine'));
    expect(selected?.text).toBe(RATTLESNAKE);
    expect(selected?.passage.url).toBe('https://vet.test/vaccines');
  });
});
