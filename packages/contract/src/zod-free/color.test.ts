import { describe, expect, it } from 'vitest';
import {
  AA_CONTRAST,
  DARK_TEXT,
  LIGHT_TEXT,
  accessiblePair,
  contrastRatio,
  readableTextColor,
  widgetColors,
} from './color.js';
import { WIDGET_DEFAULT_COLORS, WIDGET_DEFAULTS } from './widget-defaults.js';

describe('contrast', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('uses dark text on light primary colours and white text on dark ones', () => {
    expect(readableTextColor('#FFEB3B')).toBe(DARK_TEXT);
    expect(readableTextColor('#ffffff')).toBe(DARK_TEXT);
    expect(readableTextColor('#A3E635')).toBe(DARK_TEXT);
    expect(readableTextColor('#1E3A8A')).toBe(LIGHT_TEXT);
    expect(readableTextColor('#000000')).toBe(LIGHT_TEXT);
    expect(readableTextColor('#8B5CF6')).toBe(LIGHT_TEXT);
  });

  it('keeps colours that already reach AA and adjusts the others just enough', () => {
    expect(accessiblePair('#1E3A8A')).toEqual({ background: '#1E3A8A', text: LIGHT_TEXT });
    expect(accessiblePair('#FFEB3B')).toEqual({ background: '#FFEB3B', text: DARK_TEXT });
    const purple = accessiblePair('#8B5CF6');
    expect(purple.text).toBe(LIGHT_TEXT);
    expect(contrastRatio(purple.background, purple.text)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(purple.background).not.toBe('#8B5CF6');
  });

  it('reaches AA for text on every primary colour', () => {
    for (let r = 0; r < 256; r += 17) {
      for (let g = 0; g < 256; g += 17) {
        for (let b = 0; b < 256; b += 17) {
          const hex = '#' + [r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('');
          const pair = accessiblePair(hex);
          expect(contrastRatio(pair.background, pair.text), hex).toBeGreaterThanOrEqual(AA_CONTRAST);
        }
      }
    }
  });
});

describe('widgetColors', () => {
  it('gives the launcher the readable text on the primary and text surfaces the accessible pair', () => {
    expect(widgetColors('#FFEB3B')).toEqual({
      launcherText: DARK_TEXT,
      accent: '#FFEB3B',
      accentText: DARK_TEXT,
    });
    const purple = widgetColors('#8B5CF6');
    expect(purple.launcherText).toBe(LIGHT_TEXT);
    expect(contrastRatio(purple.accent, purple.accentText)).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it('matches the defaults the widget falls back to', () => {
    expect(widgetColors(WIDGET_DEFAULTS.primaryColor)).toEqual(WIDGET_DEFAULT_COLORS);
  });
});
