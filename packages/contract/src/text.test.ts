import { describe, expect, it } from 'vitest';
import { ChatRequestSchema } from './chat.js';
import { SupportRequestSchema } from './support.js';
import { cleanText, isSafeText, safeText } from './text.js';
import { CreateWebsiteRequestSchema } from './websites.js';

const WEBSITE_ID = '00000000-0000-4000-8000-000000000001';

describe('text normalisation', () => {
  it('accepts ordinary text, tab/LF/CR, emoji, RTL and combining marks', () => {
    for (const value of ['', 'hello', 'a\tb\nc\r\nd', '😀 ok', 'שלום עולם \u202Eevil', 'e\u0301', '\uFFFD']) {
      expect(isSafeText(value), JSON.stringify(value)).toBe(true);
    }
  });

  it('refuses NUL, other C0 controls and unpaired surrogates', () => {
    for (const value of [
      '\u0000',
      'a\u0000b',
      '\u0007',
      '\u001B[31m',
      '\u000B',
      '\uD800',
      'x\uDC00',
      '\uDE00😀',
      '😀\uD83D',
    ]) {
      expect(isSafeText(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('cleans visitor text: drops controls, replaces unpaired surrogates, keeps pairs', () => {
    expect(cleanText('he\u0000llo\u0007')).toBe('hello');
    expect(cleanText('a\uD800b')).toBe('a\uFFFDb');
    expect(cleanText('\uDC00x')).toBe('\uFFFDx');
    expect(cleanText('😀\uDE00')).toBe('😀\uFFFD');
    expect(cleanText('tab\tnew\nline')).toBe('tab\tnew\nline');
  });

  it('safeText names the field; the schemas use it for every text field', () => {
    const result = safeText({ label: 'Name' }).safeParse('a\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^Name must not contain control characters/);
    expect(
      SupportRequestSchema.safeParse({ name: 'A\u0000', email: 'a@b.co', subject: 's', message: 'm' })
        .success,
    ).toBe(false);
    expect(CreateWebsiteRequestSchema.safeParse({ name: 'x\uD800', domain: 'example.com' }).success).toBe(
      false,
    );
  });

  it('strips a chat message and refuses a bad visitorId', () => {
    const ok = ChatRequestSchema.parse({ message: 'hi\u0000 there', websiteId: WEBSITE_ID, visitorId: 'v1' });
    expect(ok.message).toBe('hi there');
    expect(
      ChatRequestSchema.safeParse({ message: '\u0000', websiteId: WEBSITE_ID, visitorId: 'v' }).success,
    ).toBe(false);
    expect(
      ChatRequestSchema.safeParse({ message: 'hi', websiteId: WEBSITE_ID, visitorId: 'v\uD800' }).success,
    ).toBe(false);
  });
});
