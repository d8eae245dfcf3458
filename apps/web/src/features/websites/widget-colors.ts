/**
 * The chat widget's colours for text on the owner's primary colour, so the settings preview matches the widget:
 * the more readable of white and dark text, and the background nudged until it reaches WCAG AA (4.5:1).
 * Mirrors apps/widget/src/color.ts (apps do not import each other); the launcher keeps the exact colour.
 */
const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#111827';
const AA_CONTRAST = 4.5;

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
}

function toHex(rgb: Rgb): string {
  return '#' + rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');
}

function luminance(hex: string): number {
  const [r, g, b] = toRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export function accessiblePair(primary: string): { background: string; text: string } {
  const text =
    contrastRatio(primary, LIGHT_TEXT) >= contrastRatio(primary, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
  const target: Rgb = text === LIGHT_TEXT ? [0, 0, 0] : [255, 255, 255];
  const start = toRgb(primary);
  let background = primary;
  for (let step = 1; step <= 20 && contrastRatio(background, text) < AA_CONTRAST; step++) {
    const t = step / 20;
    background = toHex(start.map((v, i) => v + (target[i]! - v) * t) as Rgb);
  }
  return { background, text };
}
