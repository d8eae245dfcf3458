import { describe, expect, it } from 'vitest';
import { stem } from './text-analysis.js';
import { sortedVocabulary, wordFamily } from './word-family.js';

const known = new Map(
  ['acupuncturist', 'acupuncture', 'vietnam', 'chiropractor', 'account', 'career', 'car'].map((word) => [
    stem(word),
    1,
  ]),
);
const vocabulary = sortedVocabulary(known);

describe('word families', () => {
  it("reaches the site's words that begin with the visitor's, or that the visitor's begins with", () => {
    expect(wordFamily(stem('acupuncture'), vocabulary, known)).toEqual([stem('acupuncturist')]);
    expect(wordFamily(stem('vietnamese'), vocabulary, known)).toEqual([stem('vietnam')]);
    expect(wordFamily(stem('chiropractic'), vocabulary, known)).toEqual([stem('chiropractor')]);
  });

  it('leaves short roots and long additions apart', () => {
    expect(wordFamily(stem('car'), vocabulary, known)).toEqual([]);
    expect(wordFamily(stem('accountability'), vocabulary, known)).toEqual([]);
  });
});
