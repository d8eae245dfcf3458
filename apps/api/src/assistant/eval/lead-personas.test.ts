/**
 * Lead-details extraction over visitor personas (`lead-personas.ts`). Each persona's messages go through
 * `extractContactDetails` one at a time and are merged the way the chat stores them (`storeVisitorMessage`:
 * a detail found in a later message replaces the stored one, an absent one keeps it, a seven-digit correction takes
 * the stored number's area code). Prints the complete rate for
 * the tune and held-out halves with per-field precision/recall; fails when any value is wrong or invented
 * (precision first: a wrong name or company on a lead is worse than none), a tune persona is incomplete, or held-out
 * complete falls below its measured floor (the 98 % target is printed, see below).
 */
import { describe, expect, it } from 'vitest';
import {
  extractContactDetails,
  findDetailCorrections,
  withMessageDetails,
  type ContactDetails,
} from '../lead-extraction.js';
import { preloadNameLexicon } from '../lead-names.js';
import { BLIND2_HELDOUT_PERSONAS } from './lead-personas-blind2.js';
import { BLIND3_HELDOUT_PERSONAS } from './lead-personas-blind3.js';
import { BLIND4_HELDOUT_PERSONAS } from './lead-personas-blind4.js';
import { BLIND5_HELDOUT_PERSONAS } from './lead-personas-blind5.js';
import { BLIND6_HELDOUT_PERSONAS } from './lead-personas-blind6.js';
import { BLIND7_HELDOUT_PERSONAS } from './lead-personas-blind7.js';
import { BLIND8_HELDOUT_PERSONAS } from './lead-personas-blind8.js';
import { BLIND9_HELDOUT_PERSONAS } from './lead-personas-blind9.js';
import { BLIND10_HELDOUT_PERSONAS } from './lead-personas-blind10.js';
import { BLIND11_HELDOUT_PERSONAS } from './lead-personas-blind11.js';
import { BLIND12_HELDOUT_PERSONAS } from './lead-personas-blind12.js';
import { DEV3_DEVELOPMENT_PERSONAS } from './lead-personas-dev3.js';
import { DEV6_DEVELOPMENT_PERSONAS } from './lead-personas-dev6.js';
import { FRESH_DEVELOPMENT_PERSONAS } from './lead-personas-fresh.js';
import { HELDOUT_PERSONAS, LEAD_PERSONAS, TUNE_PERSONAS, type LeadPersona } from './lead-personas.js';

/**
 * Issue 15's target, on held-out personas. The sets reported here:
 * - `HELDOUT_PERSONAS` (32): written before the extraction was first changed. Its five misses of an earlier round
 *   were described by phrasing category in this file, and later tune personas cover those categories in other
 *   words: no longer blind, reported for continuity.
 * - `FRESH_DEVELOPMENT_PERSONAS` (40): written blind and measured blind once on 2026-11-24 (23/40, decision 0151);
 *   its failures have since been read and developed against (decision 0170), so it is a development set: its
 *   complete rate says how far development went, not how the extraction generalises. It still must file nothing
 *   false. An honest generalisation figure needs a new blind set, measured once.
 */
const HELDOUT_COMPLETE_TARGET = 0.98;
/**
 * `BLIND2_HELDOUT_PERSONAS` (50): written blind by a helper while the lexicon layer (0170) was developed, by someone
 * who read neither the extraction nor its other sets, and measured once on 2026-11-24 after 0170 was done: 30/50
 * complete (60.0 %), name recall 80.9 %, company recall 55.0 %, 2 false companies (b09 filed "Copper Kettle Caf"
 * for "The Copper Kettle Café": an ASCII-only letter class, fixed afterwards, and the article dropped; b42 a work
 * signature on a personal matter). Its misses have since been read and developed against (decision 0170, fourth
 * round: 49/50, no false value): it is spent like the fresh set, and these floors only guard against regressions.
 */
const BLIND2_COMPLETE_FLOOR = 49 / 50;
const BLIND2_FALSE_VALUES_MEASURED = 0;
/**
 * `DEV3_DEVELOPMENT_PERSONAS` (20): written by the fourth round's helper before its changes, in other words than the
 * second blind set, as a check that the changes generalise beyond it (17/20 before, 20/20 after). Development data.
 */
const DEV3_COMPLETE_FLOOR = 20 / 20;
/**
 * `BLIND3_HELDOUT_PERSONAS` (60): written blind by a helper during round four (it read only the persona type and a
 * few personas for format), measured once on 2026-11-24 after round four was done (commit 832d388): 33/60 complete
 * (55.0 %), name recall 73.6 %, company recall 69.6 %, email 100 %, phone 97.8 %, and 8 false values (a corrected
 * phone digit, 'Mrs.' kept, 'Willowbrook Garden Club I', an employer and a bank filed as the visitor's company, 'Sam'
 * from an address, a respelled first name, a surname lost): the honest generalisation figure of the fourth round.
 * Its misses and false values have since been read and developed against (decision 0170, fifth and sixth rounds):
 * it is spent like the others, and these floors (what round six reached) only guard against regressions. The last
 * false value (c07: "sorry, it's 555-0107 not 0170" has no area code) went in round six: the correction takes the
 * stored number's area code (`findLocalPhoneCorrection`, merged in `storeVisitorMessage` and in `detailsOf` here).
 */
const BLIND3_COMPLETE_MEASURED = 58; // round seven (was 57): "we run b&k auto detailing" in lower case
const BLIND3_FALSE_VALUES_MEASURED = 0;
/**
 * `BLIND4_HELDOUT_PERSONAS` (60): written blind by a helper during round five, measured once on 2026-11-24 after
 * round five was done (commit 81964a9): 46/60 complete (76.7 %), 0 false values; name recall 92.9 %, company recall
 * 74.5 %, email and phone 100 %: round five's generalisation figure, the 98 % target not met. Its misses (companies
 * without an organisation cue in lower case, after "calling for", in all caps or in Spanish and Vietnamese, and four
 * names) were then read and developed against in round six (decision 0170): it is now SPENT, and these floors (what
 * round six reached: 58/60, 0 false) only guard against regressions. Only a new blind set says what round six
 * generalises to.
 */
const BLIND4_COMPLETE_MEASURED = 58;
const BLIND4_FALSE_VALUES_MEASURED = 0;
/**
 * `DEV6_DEVELOPMENT_PERSONAS` (20): written by the sixth round's helper before its changes, as a check that they
 * generalise beyond the fourth blind set (12/20 with 3 false values before, 19/20 with none after). Development data.
 */
const DEV6_COMPLETE_MEASURED = 20; // round seven (was 19): "THIS IS GARY for KESSLER HARDWARE SUPPLY"
/**
 * `BLIND5_HELDOUT_PERSONAS` (60): written blind by a helper during round six, measured once on 2026-11-24 after
 * round six was done (commit 2560cd3): 41/60 complete (68.3 %), 1 false value (e30: "Fr" filed as the name of "Fr.
 * Tomasz Wiśniewski"); name recall 83.6 %, company recall 69.6 %, email and phone 100 %. The extraction's
 * generalisation figure after round six; the 98 % target is not met. Only the false value's class was fixed
 * afterwards (clergy titles: "Fr.", "Father", "Rabbi", "Imam", "Deacon" are no part of a full name): 42/60, 0 false.
 * Since then SPENT: its misses were read and developed against in round seven (decision 0170): 54/60, 0 false; the
 * floor only guards against regressions, and the sixth blind set says what round seven generalises to.
 */
const BLIND5_COMPLETE_MEASURED = 57; // round nine (eight 56, seven 54, was 42): developed against after it was spent
const BLIND5_FALSE_VALUES_MEASURED = 0;
/**
 * `BLIND6_HELDOUT_PERSONAS` (60): written blind by a helper during round seven (it read none of the extraction), measured
 * once on 2026-11-24 after round seven was done (commit c1a778c): 51/60 complete (85.0 %), 2 false values (f35:
 * company "Barrett & Co." of "Barrett & Co. Bakery"; f54: email "kbrown@example.con", a top-level domain that exists
 * nowhere); name recall 94.8 %, email 95.5 %, phone 97.9 %, company 76.2 %. The extraction's generalisation figure
 * after round seven; the 98 % target is not met. Only the two false values' classes were fixed afterwards (an
 * abbreviation followed by an organisation word stays in the name; a one-slip typo of a common top-level domain is
 * corrected, email-domain-typos.ts): 53/60, 0 false. Since then SPENT: its seven other misses were read and
 * developed against in round eight (decision 0170): 60/60, 0 false; the floor only guards against regressions, and
 * the seventh blind set says what round eight generalises to.
 */
const BLIND6_COMPLETE_MEASURED = 60; // round eight (was 53): developed against after it was spent
const BLIND6_FALSE_VALUES_MEASURED = 0;
/**
 * `BLIND7_HELDOUT_PERSONAS` (60): written blind by a helper during round eight (it read none of the extraction, its
 * tests, these records or the other sets), measured once on 2026-11-24 after round eight was done (commit 97b7312):
 * 45/60 complete (75.0 %), 5 false values (a name corrected by "*Kaitlyn" kept as first typed; "our management company
 * is FirstService Residential"; "my employer is Amazon" about the visitor's own treatment; "Board of Directors of
 * Lakeshore Pines Homeowners" for the association; "Coach Ray Dominguez" with the title); name recall 82.8 %,
 * company 85.2 %, email and phone 100 %. Round eight's rules, each drawn from one message of the sixth set, did not
 * carry over. Only the five false values' classes were fixed afterwards: 50/60, 0 false. Since then SPENT: round
 * nine (decision 0170) read its ten other misses; a name that is the whole clause before the visitor's own contact
 * detail raised it to 53/60, 0 false. The floor only guards against regressions.
 */
const BLIND7_COMPLETE_MEASURED = 53;
const BLIND7_FALSE_VALUES_MEASURED = 0;
/**
 * `BLIND8_HELDOUT_PERSONAS` (60): written blind by a helper during round nine, measured once on 2026-11-24 after round
 * nine was done (commit aa49a10): 44/60 complete (73.3 %), 4 false values ("I work at Kaiser Permanente" about a
 * daycare place for the visitor's child; "Whitaker" of "Whitaker, Lowe & Braun LLP"; "Jon" corrected to "John"; a
 * company name the visitor corrected in the same sentence); name recall 82.8 %, company 65.0 %, email and phone
 * 100 %. Only the four false values' classes were fixed afterwards: 48/60, 0 false. Its twelve other misses are
 * unread; spent for further development.
 */
const BLIND8_COMPLETE_MEASURED = 48;
const BLIND8_FALSE_VALUES_MEASURED = 0;
/**
 * `BLIND9_HELDOUT_PERSONAS` (60): written blind by a helper during round ten (it read none of the extraction, and
 * was asked for cases a rules author would not anticipate), measured once on 2026-11-24 on 3c4534a: 38/60 complete
 * (63.3 %), 7 false values (a number the visitor said not to call; an address replaced by "actually use my work
 * one"; a domain corrected in a later message; a forwarded email's sign-off; "jolene sato, operations" as a name;
 * an HOA that "says we need"; a bakery owner's job "for my house, not the shop"). Only those seven classes were
 * fixed: 43/60, 0 false. Its other misses are unread; spent for further development.
 */
const BLIND9_COMPLETE_MEASURED = 43;
const BLIND9_FALSE_VALUES_MEASURED = 0;
/**
 * `BLIND10_HELDOUT_PERSONAS` (60 multi-turn chats, details arriving piecemeal): written blind by a second helper at
 * the same time, measured once on 2026-11-24 after the ninth set's fixes: 29/60 complete (48.3 %), 4 false values
 * (a hyphenated surname split, "Director Kim Pham", "Anne-Marie" read as "Anne Marie", and "its Mike" with the
 * surname given alone in a later message). The first three classes were fixed: 31/60, 1 false value left (a surname
 * given alone after the first name: the conversation would need to join the two, not done). Spent.
 */
const BLIND10_COMPLETE_MEASURED = 32; // round eleven (was 31): a spelled surname joins the stored first name
const BLIND10_FALSE_VALUES_MEASURED = 0;
/**
 * `BLIND11_HELDOUT_PERSONAS` (60: 35 single messages, 25 multi-turn, typed as on a phone): written blind by a helper
 * on 2026-11-25, measured once on ce13636: 41/60 complete (68.3 %), 4 false values; name recall 74.1 %, company
 * 50.0 %, email and phone 100 %. The false values: k39 "Mrs. Abernathy" (this extraction keeps a courtesy title before
 * a lone surname on purpose, tested; the set's author dropped it: a difference of convention, left as it is); k40 a
 * tenant's number given for access; k47 "*Rodrigo" correcting "Rodeo Salas" dropped the surname; k59 the legal name
 * before "dba QuickDrop Couriers". The last three classes were fixed (round eleven): 44/60, 1 false value (k39). Then SPENT: round eleven
 * read its other misses and developed against them ("ya its …", a role at an organisation before the name, "Sure —
 * <name>, office line is …", a "Blessings" sign-off, a closing name, a lexicon first name ending like a verb, a
 * lower-case business with its legal form): 51/60, 1 false value (k39). The twelfth set says what this generalises to.
 */
const BLIND11_COMPLETE_MEASURED = 51;
const BLIND11_FALSE_VALUES_MEASURED = 1;
/**
 * `BLIND12_HELDOUT_PERSONAS` (60: a week of chats at six businesses, at least two thirds plain everyday messages, so
 * easier than the adversarial ninth to eleventh sets): written blind by a helper on 2026-11-25 while round eleven was
 * developed, measured once on 56bcf30 after it: 52/60 complete (86.7 %), 3 false values; name recall 92.7 %, email
 * 95.2 %, phone 93.5 %, company 71.4 %. The false values: m35 a tenant's number "for access" before the manager's
 * "call me at"; m42 a brother's number before the visitor's own; m24 an assistant's first name where the message asks
 * to "reach out to him directly" (the boss). The three classes were fixed (m24: the person written for is filed, with their business, when the message asks
 * that they be contacted directly): 55/60, 0 false values. Spent.
 */
const BLIND12_COMPLETE_MEASURED = 55;
const BLIND12_FALSE_VALUES_MEASURED = 0;
const HELDOUT_COMPLETE_FLOOR = 32 / 32;
/** Development set: the floor only guards against regressions, it is not a held-out figure. */
const FRESH_COMPLETE_FLOOR = 39 / 40;
const FIELDS = ['name', 'email', 'phone', 'company'] as const;
type Field = (typeof FIELDS)[number];

/** The conversation's details after each message, as `storeVisitorMessage` merges them (coalesce(new, stored)). */
function detailsOf(persona: LeadPersona): ContactDetails {
  let stored: ContactDetails = {};
  for (const message of persona.messages) {
    const found = extractContactDetails(message.trim(), { defaultCountry: 'US' });
    // "sorry, it's 555-0107 not 0170", "example.com not exmaple", "*Rodrigo", "Ostrowski. O-S-T-R-O-W-S-K-I".
    stored = withMessageDetails(stored, found, findDetailCorrections(message.trim(), found));
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
  /** Any field (name, email, phone, company) extracted where none was expected, or a different value. */
  falseValues: string[];
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
    falseValues: [],
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
      if (have !== undefined && have !== want) {
        result.falseValues.push(`${persona.id}: ${field} ${JSON.stringify(got[field])}`);
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
      `false values ${result.falseValues.length}`,
    ...FIELDS.map((field) => {
      const c = result.fields[field];
      return `  ${field.padEnd(8)} precision ${percent(c.correct, c.extracted).padStart(7)} (${c.correct}/${c.extracted})  recall ${percent(c.correct, c.expected).padStart(7)} (${c.correct}/${c.expected})`;
    }),
    ...result.falseValues.map((line) => `  FALSE VALUE ${line}`),
    ...result.failures.map((line) => `  incomplete ${line}`),
  ];
  return lines.join('\n');
}

describe('lead details from visitor personas', () => {
  const tune = evaluate(TUNE_PERSONAS);
  const heldout = evaluate(HELDOUT_PERSONAS);
  const fresh = evaluate(FRESH_DEVELOPMENT_PERSONAS);
  const blind2 = evaluate(BLIND2_HELDOUT_PERSONAS);
  const dev3 = evaluate(DEV3_DEVELOPMENT_PERSONAS);
  const blind3 = evaluate(BLIND3_HELDOUT_PERSONAS);
  const blind4 = evaluate(BLIND4_HELDOUT_PERSONAS);
  const blind5 = evaluate(BLIND5_HELDOUT_PERSONAS);
  const blind6 = evaluate(BLIND6_HELDOUT_PERSONAS);
  const blind7 = evaluate(BLIND7_HELDOUT_PERSONAS);
  const blind8 = evaluate(BLIND8_HELDOUT_PERSONAS);
  const blind9 = evaluate(BLIND9_HELDOUT_PERSONAS);
  const blind10 = evaluate(BLIND10_HELDOUT_PERSONAS);
  const blind11 = evaluate(BLIND11_HELDOUT_PERSONAS);
  const blind12 = evaluate(BLIND12_HELDOUT_PERSONAS);
  const dev6 = evaluate(DEV6_DEVELOPMENT_PERSONAS);
  console.log(
    `${report('tune', tune)}\n${report('held-out (first set)', heldout)}\n${report('development (fresh set, blind once, now spent)', fresh)}\n` +
      `${report('development (second blind set, blind once at 30/50, now spent)', blind2)}\n${report('development (dev3, written before round four)', dev3)}\n` +
      `${report('development (third blind set, blind once at 33/60 with 8 false, now spent)', blind3)}\n` +
      `${report('development (fourth blind set, blind once at 46/60, now spent)', blind4)}\n` +
      `${report('development (dev6, written before round six)', dev6)}\n` +
      `${report('development (fifth blind set, blind once at 41/60, now spent)', blind5)}\n` +
      `${report('development (sixth blind set, blind once at 51/60 with 2 false, now spent)', blind6)}\n` +
      `${report('development (seventh blind set, blind once at 45/60 with 5 false, now spent)', blind7)}\n` +
      `${report('development (eighth blind set, blind once at 44/60 with 4 false, now spent)', blind8)}\n` +
      `${report('development (ninth blind set, blind once at 38/60 with 7 false, now spent)', blind9)}\n` +
      `${report('development (tenth blind set, multi-turn, blind once at 29/60 with 4 false, now spent)', blind10)}\n` +
      `${report('development (eleventh blind set, blind once at 41/60 with 4 false, now spent)', blind11)}\n` +
      `${report('development (twelfth blind set, mostly plain messages, blind once at 52/60 with 3 false, now spent)', blind12)}\n` +
      `target ${percent(HELDOUT_COMPLETE_TARGET, 1)} (held-out): NOT met; no unspent blind set (the ninth, tenth and eleventh measured 63.3 %, 48.3 % and 68.3 % once; the twelfth, mostly plain messages, 86.7 %)`,
  );

  it('has a large enough persona set, split in halves, with unique ids', () => {
    const all = [
      ...LEAD_PERSONAS,
      ...FRESH_DEVELOPMENT_PERSONAS,
      ...BLIND2_HELDOUT_PERSONAS,
      ...DEV3_DEVELOPMENT_PERSONAS,
      ...BLIND3_HELDOUT_PERSONAS,
      ...BLIND4_HELDOUT_PERSONAS,
      ...BLIND5_HELDOUT_PERSONAS,
      ...BLIND6_HELDOUT_PERSONAS,
      ...BLIND7_HELDOUT_PERSONAS,
      ...BLIND8_HELDOUT_PERSONAS,
      ...BLIND9_HELDOUT_PERSONAS,
      ...BLIND10_HELDOUT_PERSONAS,
      ...BLIND11_HELDOUT_PERSONAS,
      ...BLIND12_HELDOUT_PERSONAS,
      ...DEV6_DEVELOPMENT_PERSONAS,
    ];
    expect(TUNE_PERSONAS.length).toBeGreaterThanOrEqual(30);
    expect(FRESH_DEVELOPMENT_PERSONAS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
    expect(TUNE_PERSONAS.every((p) => p.split === 'tune')).toBe(true);
    expect(HELDOUT_PERSONAS.every((p) => p.split === 'heldout')).toBe(true);
    expect(FRESH_DEVELOPMENT_PERSONAS.every((p) => p.split === 'development')).toBe(true);
    expect(DEV3_DEVELOPMENT_PERSONAS.every((p) => p.split === 'development')).toBe(true);
  });

  it('never files a wrong or invented value (name, email, phone or company) on any set', () => {
    expect([
      ...tune.falseValues,
      ...heldout.falseValues,
      ...fresh.falseValues,
      ...dev3.falseValues,
      ...dev6.falseValues,
    ]).toEqual([]);
  });

  it(`completes at least ${percent(HELDOUT_COMPLETE_FLOOR, 1)} of the held-out leads (target ${percent(HELDOUT_COMPLETE_TARGET, 1)})`, () => {
    expect(heldout.complete / heldout.total, heldout.failures.join('\n')).toBeGreaterThanOrEqual(
      HELDOUT_COMPLETE_FLOOR,
    );
  });

  it(`completes at least ${percent(FRESH_COMPLETE_FLOOR, 1)} of the fresh development leads`, () => {
    expect(fresh.complete / fresh.total, fresh.failures.join('\n')).toBeGreaterThanOrEqual(
      FRESH_COMPLETE_FLOOR,
    );
  });

  it(`completes at least ${percent(DEV3_COMPLETE_FLOOR, 1)} of the dev3 development leads`, () => {
    expect(dev3.complete / dev3.total, dev3.failures.join('\n')).toBeGreaterThanOrEqual(DEV3_COMPLETE_FLOOR);
  });

  it(`second blind set (spent): at least ${percent(BLIND2_COMPLETE_FLOOR, 1)} complete and no false value`, () => {
    expect(blind2.complete / blind2.total, blind2.failures.join('\n')).toBeGreaterThanOrEqual(
      BLIND2_COMPLETE_FLOOR,
    );
    expect(blind2.falseValues.length, blind2.falseValues.join('\n')).toBeLessThanOrEqual(
      BLIND2_FALSE_VALUES_MEASURED,
    );
  });

  it(`dev6 development set: at least ${DEV6_COMPLETE_MEASURED}/20 complete`, () => {
    expect(dev6.complete, dev6.failures.join('\n')).toBeGreaterThanOrEqual(DEV6_COMPLETE_MEASURED);
  });

  // The spent blind sets: each keeps what it reached when last developed against, with no false value.
  it.each([
    ['third', blind3, BLIND3_COMPLETE_MEASURED, BLIND3_FALSE_VALUES_MEASURED],
    ['fourth', blind4, BLIND4_COMPLETE_MEASURED, BLIND4_FALSE_VALUES_MEASURED],
    ['fifth', blind5, BLIND5_COMPLETE_MEASURED, BLIND5_FALSE_VALUES_MEASURED],
    ['sixth', blind6, BLIND6_COMPLETE_MEASURED, BLIND6_FALSE_VALUES_MEASURED],
    ['seventh', blind7, BLIND7_COMPLETE_MEASURED, BLIND7_FALSE_VALUES_MEASURED],
    ['eighth', blind8, BLIND8_COMPLETE_MEASURED, BLIND8_FALSE_VALUES_MEASURED],
    ['ninth', blind9, BLIND9_COMPLETE_MEASURED, BLIND9_FALSE_VALUES_MEASURED],
    ['tenth', blind10, BLIND10_COMPLETE_MEASURED, BLIND10_FALSE_VALUES_MEASURED],
    ['eleventh', blind11, BLIND11_COMPLETE_MEASURED, BLIND11_FALSE_VALUES_MEASURED],
    ['twelfth', blind12, BLIND12_COMPLETE_MEASURED, BLIND12_FALSE_VALUES_MEASURED],
  ] as const)(
    '%s blind set (spent): no fewer complete and no more false values than its floor',
    (_, result, completeFloor, falseValuesCeiling) => {
      expect(result.complete, result.failures.join('\n')).toBeGreaterThanOrEqual(completeFloor);
      expect(result.falseValues.length, result.falseValues.join('\n')).toBeLessThanOrEqual(
        falseValuesCeiling,
      );
    },
  );

  it('completes every tune persona', () => {
    expect(tune.failures).toEqual([]);
  });

  // Extraction runs on every visitor message in the chat's hot path (built-in reply p95 ≤ 20 ms in all): with the
  // lexicon loaded at start, one message must stay far below that. Measured 2026-11-24: p95 0.09 ms, max 0.8 ms.
  it('extracts one message in well under a millisecond at p95, the lexicon loaded once beforehand', () => {
    preloadNameLexicon();
    const messages = [
      ...LEAD_PERSONAS,
      ...FRESH_DEVELOPMENT_PERSONAS,
      ...BLIND2_HELDOUT_PERSONAS,
      ...DEV3_DEVELOPMENT_PERSONAS,
      ...BLIND3_HELDOUT_PERSONAS,
      ...BLIND4_HELDOUT_PERSONAS,
      ...BLIND5_HELDOUT_PERSONAS,
      ...BLIND6_HELDOUT_PERSONAS,
      ...BLIND7_HELDOUT_PERSONAS,
      ...BLIND8_HELDOUT_PERSONAS,
      ...BLIND9_HELDOUT_PERSONAS,
      ...BLIND10_HELDOUT_PERSONAS,
      ...DEV6_DEVELOPMENT_PERSONAS,
    ].flatMap((p) => p.messages);
    const times: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      for (const message of messages) {
        const started = performance.now();
        extractContactDetails(message.trim());
        times.push(performance.now() - started);
      }
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.floor(times.length * 0.95)]!;
    console.log(
      `extraction per message (${times.length}): p95 ${p95.toFixed(3)} ms, max ${times.at(-1)!.toFixed(3)} ms`,
    );
    expect(p95).toBeLessThan(2);
  });
});
