import { describe, expect, it } from 'vitest';
import { CHUNK_OVERLAP, CHUNK_SIZE, chunkText } from './chunker.js';

const sentence = (i: number) =>
  `Sentence number ${i} talks about pruning oak trees in the valley during winter.`;

describe('chunkText', () => {
  it('returns nothing for blank text and one chunk for short text', () => {
    expect(chunkText('   \n\n ')).toEqual([]);
    expect(chunkText('We open at 7 am.')).toEqual(['We open at 7 am.']);
  });

  it('keeps chunks near the target size, ends them on sentence boundaries and overlaps them', () => {
    const text = Array.from({ length: 60 }, (_, i) => sentence(i)).join(' ');
    const chunks = chunkText(text);
    expect(chunks.length).toBeGreaterThan(4);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(CHUNK_SIZE);
      expect(chunk).toMatch(/^Sentence number \d+/);
      expect(chunk).toMatch(/winter\.$/);
    }
    for (const chunk of chunks.slice(0, -1)) expect(chunk.length).toBeGreaterThan(CHUNK_SIZE * 0.75);
    for (let i = 1; i < chunks.length; i += 1) {
      const firstSentence = chunks[i]!.match(/^Sentence number \d+[^.]*\./)![0];
      // The next chunk starts with a sentence the previous one ended with: a fact at the boundary is never cut.
      expect(chunks[i - 1]!.endsWith(firstSentence)).toBe(true);
      expect(firstSentence.length).toBeLessThanOrEqual(CHUNK_OVERLAP);
    }
    // Every sentence survives.
    for (let i = 0; i < 60; i += 1) expect(chunks.some((chunk) => chunk.includes(sentence(i)))).toBe(true);
  });

  it('keeps paragraph breaks and splits a paragraph-free wall of words at word boundaries', () => {
    const chunks = chunkText('First paragraph here.\n\nSecond paragraph here.');
    expect(chunks).toEqual(['First paragraph here.\n\nSecond paragraph here.']);

    const wall = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const pieces = chunkText(wall);
    expect(pieces.length).toBeGreaterThan(2);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(CHUNK_SIZE);
      expect(piece).toMatch(/^word\d+/);
      expect(piece).toMatch(/word\d+$/);
    }
    expect(pieces.join(' ')).toContain('word399');
  });
});
