/**
 * A small seeded generator of request inputs from the contract's zod schemas, for the API fuzz suite
 * (lib/api-fuzz.test.ts): values a schema accepts, and the ways clients get them wrong (wrong types, edge strings,
 * missing and extra fields, huge values). Deterministic for a seed, so a failure reproduces with FUZZ_SEED.
 */
import type { z } from 'zod';

/** mulberry32: tiny, fast, good enough to pick cases. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const chance = (probability: number) => next() < probability;
  return { next, int, pick, chance };
}
export type Random = ReturnType<typeof createRandom>;

const KB = 1024;

/** A version-4-shaped UUID from the seeded generator. */
export function seededUuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
}

/** Strings that have broken servers: control characters, broken Unicode, direction overrides, injections, size. */
export function edgeStrings(random: Random): string {
  const choices: Array<() => string> = [
    () => '',
    () => ' ',
    () => '\u0000',
    () => `a\u0000b`,
    () => `\u0001\u0002\u0007\u001b[31m`,
    () => '\uD800',
    () => 'x\uDC00y',
    () => '😀\uD83D',
    () => '\u202Eevil\u202C',
    () => 'مرحبا بالعالم',
    () => 'שלום',
    () => '\u200B\u200D\uFEFF',
    () => 'e\u0301\u0301\u0301',
    () => '😀'.repeat(random.int(1, 300)),
    () => "' OR 1=1; --",
    () => '"; drop table users; --',
    () => '<script>alert(1)</script>',
    () => '${jndi:ldap://x}',
    () => '%00%ff%',
    () => '\\u0000',
    () => '../../etc/passwd',
    () => 'null',
    () => '-1',
    () => '1e309',
    () => '00000000-0000-0000-0000-000000000000',
    () => 'a'.repeat(random.int(100, 6000)),
    () => 'x'.repeat(900 * KB),
    () => '𝕏'.repeat(random.int(1000, 40_000)),
    () => '\r\n\t',
    () => '=cmd|/c calc',
  ];
  return random.pick(choices)();
}

/** A value of some JSON type, usually not the one expected. */
export function anyJsonValue(random: Random): unknown {
  return random.pick<() => unknown>([
    () => null,
    () => true,
    () => false,
    () => 0,
    () => -1,
    () => 1.5,
    () => 1e308,
    () => Number.MAX_SAFE_INTEGER + 2,
    () => [],
    () => [1, 'a', null],
    () => ({}),
    () => ({ nested: { deeper: ['x'] } }),
    () => edgeStrings(random),
    () => 'text',
  ])();
}

type Def = {
  type: string;
  format?: string;
  checks?: Array<{ _zod: { def: { check: string; maximum?: number; minimum?: number; value?: number } } }>;
  minimum?: number;
  maximum?: number;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  options?: z.ZodType[];
};

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function lengthBounds(def: Def): { min: number; max: number } {
  let min = 0;
  let max = 40;
  for (const check of def.checks ?? []) {
    const inner = check._zod.def;
    if (inner.check === 'max_length' && typeof inner.maximum === 'number') max = Math.min(max, inner.maximum);
    if (inner.check === 'min_length' && typeof inner.minimum === 'number') min = inner.minimum;
  }
  return { min, max: Math.max(min, max) };
}

function numberBounds(def: Def): { min: number; max: number } {
  let min = -5;
  let max = 1000;
  for (const check of def.checks ?? []) {
    const inner = check._zod.def as { check: string; value?: number };
    if (inner.check === 'greater_than' && typeof inner.value === 'number') min = inner.value;
    if (inner.check === 'less_than' && typeof inner.value === 'number') max = inner.value;
  }
  return { min, max: Math.max(min, max) };
}

const WORDS = [
  'hello',
  'plumber',
  'price',
  'open',
  'today',
  'Ada',
  'call',
  'me',
  'quote',
  'thanks',
  'café',
  'ñ',
];

export type GenerateContext = {
  random: Random;
  /** Values for fields by name (fixtures' ids, a known website id). */
  byKey?: Record<string, () => unknown>;
};

/** A value the schema most likely accepts (field names steer formats the schema checks with code). */
export function generateValid(schema: z.ZodType, context: GenerateContext, key = ''): unknown {
  const { random } = context;
  const fromKey = context.byKey?.[key];
  if (fromKey) return fromKey();
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      if (def.format === 'uuid') return seededUuid(random);
      if (def.format === 'email' || /email/i.test(key)) return `fuzz${random.int(1, 1e6)}@example.test`;
      if (/domain/i.test(key))
        return random.pick(['example.com', 'https://shop.example.org', 'http://a.example:8080']);
      if (/color/i.test(key)) return random.pick(['#8B5CF6', '#000000', '#abcdef']);
      if (/timeZone/.test(key)) return random.pick(['UTC', 'Europe/Paris', 'America/New_York']);
      if (/password/i.test(key)) return `Fuzz-${random.int(1e5, 1e6)}-Horse-Battery`;
      if (/redirect/i.test(key)) return '/auth?reset=true';
      const { min, max } = lengthBounds(def);
      const words: string[] = [];
      const target = random.int(Math.max(1, min), Math.max(1, Math.min(max, 30)));
      while (words.join(' ').length < target) words.push(random.pick(WORDS));
      return words.join(' ').slice(0, max).padEnd(min, 'x');
    }
    case 'number': {
      const { min, max } = numberBounds(def);
      return random.int(Math.ceil(min), Math.floor(Math.min(max, min + 200)));
    }
    case 'boolean':
      return random.chance(0.5);
    case 'enum':
      return random.pick(Object.values(def.entries ?? {}));
    case 'literal':
      return def.values?.[0];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [name, inner] of Object.entries(def.shape ?? {})) {
        const innerType = defOf(inner).type;
        if ((innerType === 'optional' || innerType === 'default') && random.chance(0.3)) continue;
        const generated = generateValid(inner, context, name);
        if (generated !== undefined) value[name] = generated;
      }
      return value;
    }
    case 'array':
      return Array.from({ length: random.int(0, 3) }, () => generateValid(def.element!, context, key));
    case 'optional':
      return random.chance(0.85) ? generateValid(def.innerType!, context, key) : undefined;
    case 'nullable':
      return random.chance(0.85) ? generateValid(def.innerType!, context, key) : null;
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return generateValid(def.innerType!, context, key);
    case 'pipe':
      return defOf(def.in!).type === 'transform'
        ? generateValid(def.out!, context, key)
        : generateValid(def.in!, context, key);
    case 'union':
      return generateValid(random.pick(def.options ?? []), context, key);
    default:
      return random.pick(['x', 1, true, null]);
  }
}

/** Every path to a leaf of an object body, for mutating one field (`visitorData.name`). */
export function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return prefix.length ? [prefix] : [];
  const entries = Object.entries(value);
  if (entries.length === 0) return prefix.length ? [prefix] : [];
  return entries.flatMap(([name, inner]) => leafPaths(inner, [...prefix, name]));
}

/** A copy of `value` with the field at `path` set (or removed when `replacement` is undefined). */
export function withField(
  value: Record<string, unknown>,
  path: string[],
  replacement: unknown,
): Record<string, unknown> {
  const copy = structuredClone(value);
  let target: Record<string, unknown> = copy;
  for (const name of path.slice(0, -1)) {
    const next = target[name];
    if (typeof next !== 'object' || next === null) return copy;
    target = next as Record<string, unknown>;
  }
  const last = path[path.length - 1]!;
  if (replacement === undefined) delete target[last];
  else target[last] = replacement;
  return copy;
}
