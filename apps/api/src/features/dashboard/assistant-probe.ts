import type { AppDeps } from '../../lib/app-env.js';

/** Placeholder until the assistant's entry point exists. */
export async function probeAssistant(_deps: AppDeps): Promise<boolean> {
  return true;
}
