/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WidgetSizeSchema } from '@leadchat/contract';
import { describe, expect, it } from 'vitest';
import { PANEL_SIZES } from './constants.js';

describe('widget constants', () => {
  it('has a panel size for every size the contract allows', () => {
    expect(Object.keys(PANEL_SIZES).sort()).toEqual([...WidgetSizeSchema.options].sort());
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
      // Values only from the contract's zod-free entry points (`@leadchat/contract/color`, …): a value import
      // from the package root would pull zod into the bundle.
      expect(code, file).not.toMatch(
        /^(import|export) (?!type )[^;]*from ['"](zod|@leadchat\/contract)['"]/m,
      );
    }
  });
});
