import { describe, expect, it } from 'vitest';
import { DEFAULT_COLORS, DEFAULTS } from './constants.js';
import { parseOffset, resolveSettings } from './settings.js';

describe('parseOffset', () => {
  it.each([
    ['90', { x: 0, y: 90 }],
    [' 24 , 90 ', { x: 24, y: 90 }],
    [72, { x: 0, y: 72 }],
    ['0', { x: 0, y: 0 }],
    [undefined, undefined],
    ['', undefined],
    ['-5', undefined],
    ['10px', undefined],
    ['1,2,3', undefined],
    ['5000', undefined],
  ])('%j → %j', (value, offset) => {
    expect(parseOffset(value)).toEqual(offset);
  });

  it('passes the page’s offset on; without one the widget looks at the page', () => {
    const options = { websiteId: '11111111-2222-4333-8444-555555555555' };
    expect(resolveSettings({}, { ...options, offset: '80' }, 'https://api.test').offset).toEqual({
      x: 0,
      y: 80,
    });
    expect(resolveSettings({}, options, 'https://api.test').offset).toBeUndefined();
  });
});

describe('colours', () => {
  const options = { websiteId: '11111111-2222-4333-8444-555555555555' };
  const yellow = { launcherText: '#111827', accent: '#FDE047', accentText: '#111827' };

  it('takes the primary colour and the colours the server computed from it', () => {
    const settings = resolveSettings(
      { primaryColor: '#FDE047', colors: yellow },
      options,
      'https://api.test',
    );
    expect(settings.primaryColor).toBe('#FDE047');
    expect(settings.colors).toEqual(yellow);
  });

  it('falls back to the default primary and its colours together when either is malformed', () => {
    for (const config of [
      { primaryColor: 'yellow', colors: yellow },
      { primaryColor: '#FDE047' },
      { primaryColor: '#FDE047', colors: { ...yellow, accent: 'red' } },
    ]) {
      const settings = resolveSettings(config, options, 'https://api.test');
      expect(settings.primaryColor).toBe(DEFAULTS.primaryColor);
      expect(settings.colors).toEqual(DEFAULT_COLORS);
    }
  });
});
