import { describe, expect, it } from 'vitest';
import { renderText, retryText, splitLinks } from './text.js';

function render(text: string): HTMLElement {
  const element = document.createElement('div');
  renderText(element, text);
  return element;
}

describe('splitLinks', () => {
  it('turns http and https URLs into links and leaves the rest as text', () => {
    expect(splitLinks('See https://example.com/a?b=1 or http://x.org now')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: ' or ' },
      { text: 'http://x.org', href: 'http://x.org/' },
      { text: ' now' },
    ]);
  });

  it('leaves sentence punctuation and unbalanced parentheses outside the link', () => {
    expect(splitLinks('Visit https://a.com/x.').map((p) => p.href)).toEqual([
      undefined,
      'https://a.com/x',
      undefined,
    ]);
    expect(splitLinks('(see https://a.com/x)')[1]).toEqual({
      text: 'https://a.com/x',
      href: 'https://a.com/x',
    });
    expect(splitLinks('https://en.wikipedia.org/wiki/Foo_(bar)')[0]?.text).toBe(
      'https://en.wikipedia.org/wiki/Foo_(bar)',
    );
    expect(splitLinks('[docs](https://a.com/d)')[1]?.href).toBe('https://a.com/d');
  });

  it('never links other schemes', () => {
    for (const text of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)//https',
      'data:text/html,<b>x</b>',
      'vbscript:x',
      'https://',
    ]) {
      expect(splitLinks(text).some((p) => p.href && !p.href.startsWith('http'))).toBe(false);
    }
    expect(splitLinks('javascript:alert(1)')).toEqual([{ text: 'javascript:alert(1)' }]);
    expect(splitLinks('xhttps://evil.com')).toEqual([{ text: 'xhttps://evil.com' }]);
  });

  it('keeps every character of the text', () => {
    const text = 'a https://b.c/d?e=f&g=h, "i" https://j.k) <l> https://m.n/o#p.';
    expect(
      splitLinks(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });
});

describe('renderText', () => {
  it('renders markup as text, never as elements', () => {
    const element = render('<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><b>bold</b>');
    expect(element.querySelector('img, script, b')).toBeNull();
    expect(element.textContent).toBe(
      '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><b>bold</b>',
    );
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('makes http(s) links open in a new tab without opener or referrer', () => {
    const element = render('Book at https://example.com/book now');
    const links = element.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://example.com/book');
    expect(links[0]!.target).toBe('_blank');
    expect(links[0]!.rel).toBe('noopener noreferrer');
    expect(element.textContent).toBe('Book at https://example.com/book now');
  });

  it('does not link javascript: or markdown javascript links', () => {
    const element = render('[click](javascript:alert(1)) or javascript:alert(document.cookie)');
    expect(element.querySelector('a')).toBeNull();
  });

  it('replaces earlier content (streaming re-renders)', () => {
    const element = render('first https://a.com');
    renderText(element, 'second');
    expect(element.textContent).toBe('second');
    expect(element.querySelector('a')).toBeNull();
  });

  it('puts attribute-breaking URLs into href safely', () => {
    const element = render('https://a.com/"onmouseover="alert(1)');
    const link = element.querySelector('a')!;
    expect(link.getAttribute('onmouseover')).toBeNull();
    expect(link.getAttribute('href')).toBe('https://a.com/');
  });
});

describe('retryText', () => {
  const now = Date.parse('2026-11-23T12:00:00Z');
  it.each([
    ['1', 'You can send another message in 1 second.'],
    ['59', 'You can send another message in 59 seconds.'],
    ['95', 'You can send another message in 2 minutes.'],
    ['3600', 'You can send another message in 60 minutes.'],
    ['7200', 'You can send another message in 2 hours.'],
    [String(10 * 86_400), 'You can send another message in 10 days.'],
    ['Mon, 23 Nov 2026 12:05:00 GMT', 'You can send another message in 5 minutes.'],
    ['', ''],
    ['0', ''],
    ['soon', ''],
    ['Mon, 23 Nov 2026 11:00:00 GMT', ''],
  ])('Retry-After %j → %j', (value, text) => {
    expect(retryText(value, now)).toBe(text);
  });
  it('says nothing without the header', () => expect(retryText(null, now)).toBe(''));
});
