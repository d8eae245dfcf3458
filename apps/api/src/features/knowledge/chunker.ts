/**
 * Cuts text into retrieval chunks of about `size` characters. Chunks end on paragraph or sentence boundaries and
 * the next chunk repeats the last sentences of the previous one (about `overlap` characters), so a fact that
 * straddles a boundary is still found whole in one chunk.
 */

export const CHUNK_SIZE = 800;
export const CHUNK_OVERLAP = 150;

type Unit = { text: string; startsParagraph: boolean };

/** Sentence ends: . ! ? (optionally followed by closing quotes/brackets) then whitespace. */
const SENTENCE_END = /(?<=[.!?…]["'”’)\]]*)\s+(?=\S)/u;

/** Splits a piece longer than `size` at word boundaries (or hard, for a single enormous word). */
function splitLong(text: string, size: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > size) {
    let cut = rest.lastIndexOf(' ', size);
    if (cut < size / 2) cut = size;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

function toUnits(text: string, size: number): Unit[] {
  const units: Unit[] = [];
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .replace(/[ \t]+/g, ' ')
        .replace(/ *\n */g, '\n')
        .trim(),
    )
    .filter(Boolean);
  for (const paragraph of paragraphs) {
    let isFirst = true;
    // Single line breaks inside a paragraph (list items, addresses) are boundaries too.
    for (const line of paragraph.split('\n')) {
      for (const sentence of line.split(SENTENCE_END)) {
        const trimmed = sentence.trim();
        if (!trimmed) continue;
        for (const piece of splitLong(trimmed, size)) {
          units.push({ text: piece, startsParagraph: isFirst });
          isFirst = false;
        }
      }
    }
  }
  return units;
}

function joinUnits(units: Unit[]): string {
  let out = '';
  for (const [index, unit] of units.entries()) {
    if (index > 0) out += unit.startsParagraph ? '\n\n' : ' ';
    out += unit.text;
  }
  return out;
}

/** Returns the chunks of `text` (none for blank text). */
export function chunkText(text: string, options: { size?: number; overlap?: number } = {}): string[] {
  const size = options.size ?? CHUNK_SIZE;
  const overlap = options.overlap ?? CHUNK_OVERLAP;
  const units = toUnits(text, size);
  if (units.length === 0) return [];

  const chunks: string[] = [];
  let current: Unit[] = [];
  let currentLength = 0;
  // How many units at the start of `current` are carried over from the previous chunk.
  let carried = 0;

  const lengthWith = (unit: Unit) =>
    currentLength + (current.length ? (unit.startsParagraph ? 2 : 1) : 0) + unit.text.length;

  for (const unit of units) {
    if (current.length > carried && lengthWith(unit) > size) {
      chunks.push(joinUnits(current));
      // Carry the tail sentences that fit in the overlap budget into the next chunk.
      const tail: Unit[] = [];
      let tailLength = 0;
      for (let i = current.length - 1; i >= 0; i -= 1) {
        const candidate = current[i]!;
        if (tailLength + candidate.text.length + 1 > overlap) break;
        tail.unshift(candidate);
        tailLength += candidate.text.length + 1;
      }
      // A last sentence longer than the budget still overlaps by its final words.
      if (tail.length === 0) {
        const last = current[current.length - 1]!.text;
        const start = last.indexOf(' ', last.length - overlap);
        if (start > 0 && start < last.length - 1) {
          const fragment = last.slice(start + 1);
          tail.push({ text: fragment, startsParagraph: false });
          tailLength = fragment.length + 1;
        }
      }
      // Never carry so much that the new unit cannot fit beside it.
      while (tail.length && tailLength + unit.text.length + 1 > size) {
        tailLength -= tail.shift()!.text.length + 1;
      }
      current = tail;
      carried = tail.length;
      currentLength = joinUnits(current).length;
    }
    current.push(unit);
    currentLength = joinUnits(current).length;
  }
  if (current.length > carried || chunks.length === 0) chunks.push(joinUnits(current));
  return chunks;
}
