/** Typo repair against a website's own vocabulary: "warrenty" → "warranty" when the site says "warranty". */

/** Edit distance of two strings, giving up (returning max + 1) once it must exceed `max`. */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      // Transposed letters ("recieve") count as one edit.
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Allowed edits for a word of this length: none below 5 letters, one up to 7, two from 8. */
export function allowedEdits(length: number): number {
  if (length < 5) return 0;
  return length < 8 ? 1 : 2;
}

/** The vocabulary's closest stems to an unknown stem, within the allowed edits (the most frequent first). */
export function correctTypo(term: string, vocabulary: Map<string, number>): string | undefined {
  const max = allowedEdits(term.length);
  if (max === 0 || /\d/.test(term)) return undefined;
  let best: string | undefined;
  let bestDistance = max + 1;
  let bestFrequency = 0;
  for (const [candidate, frequency] of vocabulary) {
    if (Math.abs(candidate.length - term.length) > max || (candidate[0] !== term[0] && max < 2)) continue;
    const distance = boundedEditDistance(term, candidate, max);
    if (distance < bestDistance || (distance === bestDistance && frequency > bestFrequency)) {
      best = candidate;
      bestDistance = distance;
      bestFrequency = frequency;
    }
  }
  return bestDistance <= max ? best : undefined;
}

/** A clipped word is this long at least ("chiro", "perio", "ortho"), and its full form this much longer. */
const MIN_CLIPPED_LENGTH = 4;
const MIN_CLIPPED_REST = 3;

/**
 * The vocabulary's stem that an unknown clipped word begins ("chiro" → "chiropract", "perio" → "periodont"), the
 * most frequent when several do.
 */
export function completeClipped(term: string, vocabulary: Map<string, number>): string | undefined {
  if (term.length < MIN_CLIPPED_LENGTH || /\d/.test(term)) return undefined;
  let best: string | undefined;
  let bestFrequency = 0;
  for (const [candidate, frequency] of vocabulary) {
    if (candidate.length < term.length + MIN_CLIPPED_REST || !candidate.startsWith(term)) continue;
    if (frequency > bestFrequency) {
      best = candidate;
      bestFrequency = frequency;
    }
  }
  return best;
}
