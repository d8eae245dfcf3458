/**
 * Days of the week in questions and in opening-hours lines: "could I come by on a Wednesday afternoon?" is answered
 * by the line for Wednesday — "Wed: 9am-1pm", or "Monday – Friday: 8am–5pm" — not by the first line of the list.
 */

/** 0 = Monday … 6 = Sunday. */
const DAY_NAMES: [RegExp, number][] = [
  [/^mon(day)?s?$/, 0],
  [/^tue(s|sday)?s?$/, 1],
  [/^wed(nesday)?s?$/, 2],
  [/^thu(r|rs|rsday)?s?$/, 3],
  [/^fri(day)?s?$/, 4],
  [/^sat(urday)?s?$/, 5],
  [/^sun(day)?s?$/, 6],
];

function dayOf(word: string): number | undefined {
  const lower = word.toLowerCase().replace(/\.$/, '');
  return DAY_NAMES.find(([pattern]) => pattern.test(lower))?.[1];
}

/** Days a visitor's question names in full ("tuesday", "saturdays"); abbreviations there are too ambiguous ("sun"). */
export function weekdaysAsked(question: string): number[] {
  const days = new Set<number>();
  for (const word of question.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (word.length >= 6 || word === 'tues' || word === 'thurs') {
      const day = dayOf(word);
      if (day !== undefined) days.add(day);
    }
  }
  const lower = question.toLowerCase();
  if (/\bweekends?\b/.test(lower)) {
    days.add(5);
    days.add(6);
  }
  return [...days];
}

const DAY_WORD = /\b(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(day|sday|nesday|rsday|urday)?s?\b\.?/gi;
const RANGE_JOINER = /^\s*(-|–|—|to|through|thru)\s*$/i;

/** The days an hours line speaks of: named days and ranges ("Mon–Fri", "Monday through Thursday"). */
export function weekdaysIn(line: string): Set<number> {
  const found: { day: number; start: number; end: number }[] = [];
  for (const match of line.matchAll(DAY_WORD)) {
    const day = dayOf(match[0]);
    if (day !== undefined) found.push({ day, start: match.index, end: match.index + match[0].length });
  }
  const days = new Set<number>();
  for (let i = 0; i < found.length; i++) {
    const current = found[i]!;
    const next = found[i + 1];
    if (next && RANGE_JOINER.test(line.slice(current.end, next.start))) {
      for (let day = current.day; ; day = (day + 1) % 7) {
        days.add(day);
        if (day === next.day) break;
      }
      i++;
    } else days.add(current.day);
  }
  return days;
}
