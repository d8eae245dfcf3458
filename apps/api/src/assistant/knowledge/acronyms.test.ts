import { describe, expect, it } from 'vitest';
import { acronymsOf, expandAcronym } from './acronyms.js';
import { stem } from './text-analysis.js';

describe('acronyms', () => {
  const acronyms = acronymsOf([
    'Norman Blatner\nNorman Blatner: Certified Public Accountant',
    'We take Health Savings Account cards, and every visit starts with a Doctor of Chiropractic Exam.',
    'Credit cards: Visa, Mastercard, Discover, and American Express.',
  ]);

  it("spells out a visitor's acronym with the words of the site's capitalised phrase", () => {
    expect(expandAcronym('CPAs', acronyms)).toEqual(['certified', 'public', 'accountant'].map(stem));
    expect(expandAcronym('HSA', acronyms)).toEqual(['health', 'savings', 'account'].map(stem));
    // Joining words take no initial: "Doctor of Chiropractic Exam" is "DCE".
    expect(expandAcronym('dce', acronyms)).toContain(stem('chiropractic'));
  });

  it('ignores two-letter words, words the site has no phrase for, and phrases across punctuation', () => {
    expect(expandAcronym('dr', acronyms)).toEqual([]);
    expect(expandAcronym('tmj', acronyms)).toEqual([]);
    expect(expandAcronym('nbc', acronyms)).toEqual([]);
  });

  it('reads a clipped compound ("amex") only for a word the site never uses', () => {
    expect(expandAcronym('amex', acronyms, { unknownWord: true })).toEqual(['american', 'express'].map(stem));
    expect(expandAcronym('amex', acronyms)).toEqual([]);
    // A letter of each word is an initial, not a clip.
    expect(expandAcronym('ae', acronyms, { unknownWord: true })).toEqual([]);
  });
});
