/**
 * `.env.example` documents every environment variable the server reads (config.ts) and nothing else, every one of
 * them is used by some code (a setting nothing reads would promise a behaviour that does not exist), and a copy of
 * it loads as a valid configuration (blank values mean "unset").
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { findRepoRoot } from './paths.js';

const root = findRepoRoot();

/** Top-level keys of the config schema, read from config.ts (the schema object lists one key per line). */
function readConfigKeys(): string[] {
  const source = readFileSync(path.join(root, 'apps/api/src/config.ts'), 'utf8');
  const body = source.slice(source.indexOf('const ConfigSchema = z.object({'));
  return [...body.slice(0, body.indexOf('\n});')).matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map(
    (match) => match[1]!,
  );
}

/** Source without its comments: a variable named only in a comment is not read. */
function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

/** The server's own code (tests and test helpers excluded), with the schema's declarations cut out of config.ts. */
function readServerSource(): string {
  const apiSource = path.join(root, 'apps/api/src');
  const files = (readdirSync(apiSource, { recursive: true }) as string[]).filter(
    (file) =>
      /\.tsx?$/.test(file) &&
      !/\.test\.tsx?$/.test(file) &&
      !file.startsWith(`test${path.sep}`) &&
      !file.includes(`${path.sep}fixtures${path.sep}`),
  );
  return files
    .map((file) => {
      const source = stripComments(readFileSync(path.join(apiSource, file), 'utf8'));
      if (file !== 'config.ts') return source;
      const start = source.indexOf('const ConfigSchema = z.object({');
      return source.slice(0, start) + source.slice(source.indexOf('\n});', start));
    })
    .join('\n');
}

function readExample(): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of readFileSync(path.join(root, '.env.example'), 'utf8').split('\n')) {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match) entries.set(match[1]!, match[2]!);
  }
  return entries;
}

describe('.env.example', () => {
  it('lists every variable config.ts reads, and only those', () => {
    const configKeys = readConfigKeys();
    expect(configKeys.length).toBeGreaterThan(20);
    const documented = [...readExample().keys()];
    expect(
      configKeys.filter((key) => !documented.includes(key)),
      'missing from .env.example',
    ).toEqual([]);
    expect(
      documented.filter((key) => !configKeys.includes(key)),
      'not read by config.ts',
    ).toEqual([]);
  });

  it('has every variable it documents read by the server somewhere', () => {
    const source = readServerSource();
    const unread = readConfigKeys().filter((key) => !new RegExp(`\\b${key}\\b`).test(source));
    expect(unread, 'documented and parsed, but nothing reads them').toEqual([]);
  });

  it('names the fixed interface variables of the design', () => {
    const documented = readExample();
    for (const key of [
      'PORT',
      'DATA_DIR',
      'DATABASE_URL',
      'PUBLIC_URL',
      'SMTP_URL',
      'LLM_PROVIDER',
      'LLM_BASE_URL',
      'LLM_API_KEY',
      'LLM_MODEL',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'GOOGLE_CLIENT_ID',
      'GOOGLE_CLIENT_SECRET',
      'WHATSAPP_APP_SECRET',
      'WHATSAPP_VERIFY_TOKEN',
      'WHATSAPP_ACCESS_TOKEN',
      'CRAWL_ALLOW_PRIVATE',
    ]) {
      expect(documented.has(key), key).toBe(true);
    }
    expect([...documented.keys()].some((key) => key.startsWith('TWILIO_'))).toBe(true);
  });

  it('loads as a valid configuration, blank values meaning unset', () => {
    const config = loadConfig(Object.fromEntries(readExample()));
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '', RATE_LIMIT_MULTIPLIER: ' ', NODE_ENV: '' }).PORT).toBe(3000);
  });
});
