import { describe, expect, it } from 'vitest';
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
