import { z } from 'zod';

/**
 * Text that reaches the server is normalised here, once, for every endpoint (docs/product/quality-bars.md: bad input answers 400,
 * never 500). PostgreSQL refuses NUL in text, other C0 controls are invisible junk (and break logs, CSV and
 * terminals), and an unpaired UTF-16 surrogate cannot be encoded as UTF-8 at all (Node writes U+FFFD instead, so a
 * key sent to the database comes back different). Tab, line feed and carriage return are ordinary text.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS_GLOBAL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one (no lookbehind: old Safari). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATE_GLOBAL = /([\uD800-\uDBFF])(?![\uDC00-\uDFFF])|(^|[^\uD800-\uDBFF])([\uDC00-\uDFFF])/g;

export const UNSAFE_TEXT_MESSAGE = 'must not contain control characters or invalid Unicode';

type MaybeWellFormed = { isWellFormed?: () => boolean };

/** No unpaired surrogate: the engine's own check where it has one (Node 20, current browsers), ~1000× the regex. */
function isWellFormed(value: string): boolean {
  const native = (value as unknown as MaybeWellFormed).isWellFormed;
  return native ? native.call(value) : !LONE_SURROGATE.test(value);
}

/** True when `value` has no C0 control character (other than tab, LF, CR) and no unpaired surrogate. */
export function isSafeText(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value) && isWellFormed(value);
}

/** Removes C0 controls (keeping tab, LF, CR) and replaces unpaired surrogates with U+FFFD. */
export function cleanText(value: string): string {
  if (isSafeText(value)) return value;
  return value
    .replace(CONTROL_CHARACTERS_GLOBAL, '')
    .replace(LONE_SURROGATE_GLOBAL, (_match, high: string | undefined, before: string | undefined) =>
      high ? '\uFFFD' : `${before ?? ''}\uFFFD`,
    );
}

/**
 * The string every request field uses instead of `z.string()`: control characters and unpaired surrogates are
 * refused with 400. `label` names the field in the message ("Name must not contain …").
 */
export function safeText(options: { label?: string; error?: string } = {}) {
  const label = options.label ?? 'Text';
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .refine(isSafeText, { message: `${label} ${UNSAFE_TEXT_MESSAGE}`, abort: true });
}

/**
 * A string typed by a website's visitor (chat message, pre-chat name): control characters are dropped and
 * unpaired surrogates become U+FFFD instead of refusing the message (a widget on someone else's page should not
 * fail over an invisible character pasted from elsewhere).
 */
export function visitorText() {
  return z.string().overwrite(cleanText);
}
