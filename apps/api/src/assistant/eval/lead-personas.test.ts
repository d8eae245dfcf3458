/**
 * Lead-details extraction over visitor personas (`lead-personas.ts`). Each persona's messages go through
 * `extractContactDetails` one at a time and are merged the way the chat stores them (`storeVisitorMessage`:
 * a detail found in a later message replaces the stored one, an absent one keeps it). Prints the complete rate for
 * the tune and held-out halves with per-field precision/recall; fails when any company is wrong or invented
 * (precision first: a wrong company on a lead is worse than none), a tune persona is incomplete, or held-out
 * complete falls below its measured floor (the 98 % target is printed, see below).
 */
import { describe, expect, it } from 'vitest';
import { extractContactDetails, type ContactDetails } from '../lead-extraction.js';
import { HELDOUT_PERSONAS, LEAD_PERSONAS, TUNE_PERSONAS, type LeadPersona } from './lead-personas.js';

/**
 * Issue 15's target. Not met yet: 27/32 held-out personas complete. The five misses use phrasings no tune persona
 * has ("I own a small bakery downtown, Sweet Crumb Bakery", "I'm the office manager, Paula Grant", "I'm his
 * daughter, Karen Lee", a lone first name before a number, "from Evergreen Montessori" without an organisation
 * word); fixing them from the held-out half would void it, so the assertion below is the measured floor.
 */
const HELDOUT_COMPLETE_TARGET = 0.98;
const HELDOUT_COMPLETE_FLOOR = 27 / 32;
const FIELDS = ['name', 'email', 'phone', 'company'] as const;
type Field = (typeof FIELDS)[number];

/** The conversation's details after each message, as `storeVisitorMessage` merges them (coalesce(new, stored)). */
function detailsOf(persona: LeadPersona): ContactDetails {
  let stored: ContactDetails = {};
  for (const message of persona.messages) {
    const found = extractContactDetails(message.trim(), { defaultCountry: 'US' });
    stored = {
      name: found.name ?? stored.name,
      email: found.email ?? stored.email,
      phone: found.phone ?? stored.phone,
      company: found.company ?? stored.company,
    };
  }
  return Object.fromEntries(Object.entries(stored).filter(([, value]) => value !== undefined));
}

/** Trimmed, whitespace collapsed, case-insensitive; a trailing full stop ("Inc.") does not count. */
function normalise(field: Field, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (field === 'phone') return value.replace(/[^\d+]/g, '');
  return value.trim().replace(/\s+/g, ' ').replace(/\.$/, '').toLowerCase();
}

type FieldCounts = { expected: number; extracted: number; correct: number };
type SplitResult = {
  total: number;
  complete: number;
  fields: Record<Field, FieldCounts>;
  /** Company extracted where none was expected, or a different one. */
  falseCompanies: string[];
  failures: string[];
};

function evaluate(personas: LeadPersona[]): SplitResult {
  const result: SplitResult = {
    total: personas.length,
    complete: 0,
    fields: Object.fromEntries(FIELDS.map((f) => [f, { expected: 0, extracted: 0, correct: 0 }])) as Record<
      Field,
      FieldCounts
    >,
    falseCompanies: [],
    failures: [],
  };
  for (const persona of personas) {
    const got = detailsOf(persona);
    const wrong: string[] = [];
    for (const field of FIELDS) {
      const want = normalise(field, persona.expected[field]);
      const have = normalise(field, got[field]);
      const counts = result.fields[field];
      if (want !== undefined) counts.expected += 1;
      if (have !== undefined) counts.extracted += 1;
      if (have !== undefined && have === want) counts.correct += 1;
      if (have !== want)
        wrong.push(
          `${field}: want ${JSON.stringify(persona.expected[field])} got ${JSON.stringify(got[field])}`,
        );
      if (field === 'company' && have !== undefined && have !== want) {
        result.falseCompanies.push(`${persona.id}: ${JSON.stringify(got.company)}`);
      }
    }
    if (wrong.length === 0) result.complete += 1;
    else result.failures.push(`${persona.id} — ${wrong.join('; ')}`);
  }
  return result;
}

const percent = (part: number, whole: number) => (whole ? `${((100 * part) / whole).toFixed(1)} %` : 'n/a');

function report(label: string, result: SplitResult): string {
  const lines = [
    `${label}: ${result.complete}/${result.total} complete (${percent(result.complete, result.total)}), ` +
      `false companies ${result.falseCompanies.length}`,
    ...FIELDS.map((field) => {
      const c = result.fields[field];
      return `  ${field.padEnd(8)} precision ${percent(c.correct, c.extracted).padStart(7)} (${c.correct}/${c.extracted})  recall ${percent(c.correct, c.expected).padStart(7)} (${c.correct}/${c.expected})`;
    }),
    ...result.falseCompanies.map((line) => `  FALSE COMPANY ${line}`),
    ...result.failures.map((line) => `  incomplete ${line}`),
  ];
  return lines.join('\n');
}

describe('lead details from visitor personas', () => {
  const tune = evaluate(TUNE_PERSONAS);
  const heldout = evaluate(HELDOUT_PERSONAS);
  console.log(
    `${report('tune', tune)}\n${report('held-out', heldout)}\n` +
      `held-out target ${percent(HELDOUT_COMPLETE_TARGET, 1)}: ${heldout.complete / heldout.total >= HELDOUT_COMPLETE_TARGET ? 'met' : 'NOT met'}`,
  );

  it('has a large enough persona set, split in halves, with unique ids', () => {
    expect(LEAD_PERSONAS.length).toBeGreaterThanOrEqual(60);
    expect(Math.abs(TUNE_PERSONAS.length - HELDOUT_PERSONAS.length)).toBeLessThanOrEqual(2);
    expect(new Set(LEAD_PERSONAS.map((p) => p.id)).size).toBe(LEAD_PERSONAS.length);
    expect(TUNE_PERSONAS.every((p) => p.split === 'tune')).toBe(true);
    expect(HELDOUT_PERSONAS.every((p) => p.split === 'heldout')).toBe(true);
  });

  it('never files a wrong or invented company', () => {
    expect([...tune.falseCompanies, ...heldout.falseCompanies]).toEqual([]);
  });

  it(`completes at least ${percent(HELDOUT_COMPLETE_FLOOR, 1)} of the held-out leads (target ${percent(HELDOUT_COMPLETE_TARGET, 1)})`, () => {
    expect(heldout.complete / heldout.total, heldout.failures.join('\n')).toBeGreaterThanOrEqual(
      HELDOUT_COMPLETE_FLOOR,
    );
  });

  it('completes every tune persona', () => {
    expect(tune.failures).toEqual([]);
  });
});
