/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHAT_APOLOGY, MAX_CHAT_MESSAGE_LENGTH, WIDGET_DEFAULTS } from '@leadchat/contract';
import { describe, expect, it } from 'vitest';
import { APOLOGY, DEFAULTS, MAX_MESSAGE_LENGTH, PANEL_SIZES } from './constants.js';

describe('widget constants', () => {
  it('mirror the contract (the widget cannot import its values without bundling zod)', () => {
    expect(APOLOGY).toBe(CHAT_APOLOGY);
    expect(MAX_MESSAGE_LENGTH).toBe(MAX_CHAT_MESSAGE_LENGTH);
    expect(DEFAULTS).toEqual(WIDGET_DEFAULTS);
    expect(Object.keys(PANEL_SIZES).sort()).toEqual(['large', 'medium', 'small']);
  });

  it('the widget source never parses HTML or evaluates code', () => {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    const sources = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(sources.length).toBeGreaterThan(5);
    for (const file of sources) {
      const code = readFileSync(path.join(dir, file), 'utf8');
      expect(code, file).not.toMatch(
        /innerHTML|outerHTML|insertAdjacentHTML|document\.write|\beval\(|new Function|createContextualFragment|DOMParser/,
      );
      // Types only from the contract: a value import would pull zod into the bundle.
      expect(code, file).not.toMatch(/^import (?!type )[^;]*from ['"](zod|@leadchat\/contract)['"]/m);
    }
  });
});
