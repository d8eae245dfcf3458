import { describe, expect, it } from 'vitest';
import { correctTopLevelDomain } from './email-domain-typos.js';

describe('correctTopLevelDomain', () => {
  it.each([
    ['kbrown@example.con', 'kbrown@example.com'],
    ['ana@gmail.cmo', 'ana@gmail.com'],
    ['ana@gmail.comm', 'ana@gmail.com'],
    ['ana@gmail.c0m', 'ana@gmail.com'],
    ['office@smithplumbing.nte', 'office@smithplumbing.net'],
    ['board@garden-club.ogr', 'board@garden-club.org'],
    ['Jo.Park@Example.CON', 'Jo.Park@example.com'],
  ])('corrects the one-slip ending of %s', (typed, intended) => {
    expect(correctTopLevelDomain(typed)).toBe(intended);
  });

  it.each([
    'kbrown@example.com',
    'kbrown@example.co',
    'kbrown@example.cm',
    'kbrown@example.om',
    'kbrown@example.co.uk',
    'kbrown@example.io',
    'kbrown@example.photography',
    'kbrown@example.zzqx',
    'kbrown@localhost',
  ])('leaves %s as typed (a real ending, or nothing one slip from a common one)', (address) => {
    expect(correctTopLevelDomain(address)).toBe(address);
  });
});
