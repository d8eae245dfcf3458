/**
 * Output guard for model replies: a reply must never contain the system prompt's rules, the owner's instructions
 * verbatim, the canary token planted in the prompt, or a key. Streaming is held back by a few dozen characters so
 * a leak is caught before any meaningful part of it reaches the visitor.
 */

const HOLD_BACK_CHARS = 96;

function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ');
}

function shingles(text: string, size: number): Set<string> {
  const normalised = normalise(text).trim();
  const set = new Set<string>();
  for (let i = 0; i + size <= normalised.length; i++) set.add(normalised.slice(i, i + size));
  return set;
}

export type LeakGuard = {
  /** Adds model output; returns the part that is now safe to show (may be empty). */
  push: (delta: string) => string;
  /** Whether a leak has been seen so far. */
  hasLeaked: () => boolean;
  /** The rest of the output once the model is done (empty after a leak). */
  flush: () => string;
  /** Everything the model wrote. */
  text: () => string;
};

/**
 * `secrets` must never appear at all (keys, canary); `protectedTexts` must not appear as a run of `window`
 * characters (system rules: short window; owner instructions: longer window, since they may restate public facts).
 */
export function createLeakGuard(options: {
  secrets: string[];
  protectedTexts: { text: string; window: number }[];
}): LeakGuard {
  const secrets = options.secrets.filter((secret) => secret.length >= 6).map(normalise);
  const protectedSets = options.protectedTexts
    .filter((entry) => entry.text.trim().length >= entry.window)
    .map((entry) => ({ window: entry.window, set: shingles(entry.text, entry.window) }));
  let output = '';
  let emitted = 0;
  let leaked = false;
  let checkedUpTo = 0;

  function check(): void {
    if (leaked) return;
    const normalised = normalise(output);
    if (secrets.some((secret) => normalised.includes(secret))) {
      leaked = true;
      return;
    }
    // Only windows ending in text not yet checked (a window may start before it).
    for (const { window, set } of protectedSets) {
      for (let i = Math.max(0, checkedUpTo - window); i + window <= normalised.length; i++) {
        if (set.has(normalised.slice(i, i + window))) {
          leaked = true;
          return;
        }
      }
    }
    checkedUpTo = Math.max(0, normalised.length - 1);
  }

  return {
    push(delta) {
      output += delta;
      check();
      if (leaked) return '';
      const safeEnd = Math.max(emitted, output.length - HOLD_BACK_CHARS);
      const safe = output.slice(emitted, safeEnd);
      emitted = safeEnd;
      return safe;
    },
    hasLeaked: () => leaked,
    flush() {
      check();
      if (leaked) return '';
      const rest = output.slice(emitted);
      emitted = output.length;
      return rest;
    },
    text: () => output,
  };
}
