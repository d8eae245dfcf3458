/**
 * Text colour on the owner's primary colour, shared by the widget and the dashboard's preview of it (so the
 * preview shows what visitors will see). Owners pick any brand colour; the widget keeps the launcher in that exact
 * colour and, for surfaces carrying text, picks the more readable of white and dark text and nudges the background
 * just enough to reach WCAG AA (4.5:1).
 *
 * Zod-free (`@leadchat/contract/color`): the widget bundles it without the schemas.
 */
export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#111827';
export const AA_CONTRAST = 4.5;

type Rgb = [number, number, number];

function toRgb(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255];
}

function toHex(rgb: Rgb): string {
  return '#' + rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
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

/** White or dark text, whichever reads better on `background` (dark text on light colours). */
export function readableTextColor(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT)
    ? LIGHT_TEXT
    : DARK_TEXT;
}

/**
 * A background/text pair for text on the primary colour: the primary itself when it already reaches
 * AA with white or dark text, otherwise the primary mixed towards black (white text) or white (dark
 * text) in small steps until it does.
 */
export function accessiblePair(primary: string): { background: string; text: string } {
  const text = readableTextColor(primary);
  const target: Rgb = text === LIGHT_TEXT ? [0, 0, 0] : [255, 255, 255];
  const start = toRgb(primary);
  let background = primary;
  for (let step = 1; step <= 20 && contrastRatio(background, text) < AA_CONTRAST; step++) {
    const t = step / 20;
    background = toHex(start.map((v, i) => v + (target[i]! - v) * t) as Rgb);
  }
  return { background, text };
}

/**
 * The widget's colours for a primary colour: the launcher's icon on the primary itself, and the accessible pair for
 * surfaces carrying text (header, the visitor's bubbles, buttons). Computed by the server into the widget's config,
 * so the widget does not ship this module (its size budget, docs/decisions/0031-widget-core-web-vitals.md).
 */
export function widgetColors(primary: string): { launcherText: string; accent: string; accentText: string } {
  const pair = accessiblePair(primary);
  return { launcherText: readableTextColor(primary), accent: pair.background, accentText: pair.text };
}
