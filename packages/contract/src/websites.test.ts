import { describe, expect, it } from 'vitest';
import {
  AppearanceConfigSchema,
  DEFAULT_APPEARANCE_CONFIG,
  buildEmbedSnippet,
  normalizeWebsiteDomain,
} from './websites.js';

describe('normalizeWebsiteDomain', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['  Example.COM  ', 'https://example.com'],
    ['http://shop.example.com', 'http://shop.example.com'],
    ['https://www.example.co.uk/', 'https://www.example.co.uk'],
    ['https://example.com:443', 'https://example.com'],
    ['example.com:8080', 'https://example.com:8080'],
    ['http://127.0.0.1:5241', 'http://127.0.0.1:5241'],
    ['http://localhost:5241', 'http://localhost:5241'],
    ['bücher.example', 'https://xn--bcher-kva.example'],
  ])('accepts %s as %s', (input, origin) => {
    expect(normalizeWebsiteDomain(input)).toEqual({ ok: true, origin });
  });

  it.each([
    '',
    '   ',
    'not a domain',
    'example',
    'ftp://example.com',
    'javascript:alert(1)',
    'mailto:owner@example.com',
    'https://user:pass@example.com',
    'https://example.com/about',
    'example.com?x=1',
    'http://10.0.0.1/admin',
    '1.2.3',
    '0x7f.1',
    '999.1.1.1',
    'exa_mple.com',
    '-bad-.com',
    'example.c',
  ])('refuses %j with a message', (input) => {
    const result = normalizeWebsiteDomain(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.length).toBeGreaterThan(5);
  });
});

describe('appearance config', () => {
  it('accepts the defaults and refuses bad colours and delays', () => {
    expect(AppearanceConfigSchema.parse(DEFAULT_APPEARANCE_CONFIG)).toEqual(DEFAULT_APPEARANCE_CONFIG);
    expect(
      AppearanceConfigSchema.safeParse({ ...DEFAULT_APPEARANCE_CONFIG, primary_color: 'purple' }).success,
    ).toBe(false);
    expect(
      AppearanceConfigSchema.safeParse({ ...DEFAULT_APPEARANCE_CONFIG, auto_popup_delay: 60001 }).success,
    ).toBe(false);
    expect(
      AppearanceConfigSchema.safeParse({ ...DEFAULT_APPEARANCE_CONFIG, position: 'top-left' }).success,
    ).toBe(false);
  });

  it('builds the docs/product/interfaces.md embed snippet', () => {
    expect(buildEmbedSnippet({ publicUrl: 'https://app.example/', websiteId: 'abc' })).toBe(
      '<script src="https://app.example/widget.js" data-website-id="abc" async></script>',
    );
  });
});
