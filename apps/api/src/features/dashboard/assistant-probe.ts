/**
 * The live "AI Chat" check of the system status (docs/product/behaviour.md). Like the spec's health check it sends a message through
 * the assistant's entry point as visitor `test_visitor`, but inside a transaction that is rolled back: the check
 * leaves no conversation, message or event behind. Results are cached per website for a minute, so opening the
 * dashboard never costs more than one model call a minute (with an LLM configured).
 */
import { sql } from 'drizzle-orm';
import { answerVisitorMessage } from '../../assistant/answer-visitor-message.js';
import type { AppDeps } from '../../lib/app-env.js';

export const PROBE_VISITOR_ID = 'test_visitor';
const PROBE_MESSAGE = 'Hello';
const CACHE_MS = 60_000;
const TIMEOUT_MS = 8000;

class ProbeRollback extends Error {}
const cache = new Map<string, { at: number; isHealthy: boolean }>();

/** The website to probe: the owner's newest active one, else any active website (the demo site). */
async function chooseWebsite(deps: AppDeps, userId: string): Promise<string | undefined> {
  const own = await deps.db.execute<{ id: string }>(
    sql`select id from websites where user_id = ${userId} and is_active order by created_at desc limit 1`,
  );
  if (own.rows[0]) return own.rows[0].id;
  const any = await deps.db.execute<{ id: string }>(sql`select id from websites where is_active limit 1`);
  return any.rows[0]?.id;
}

async function runProbe(deps: AppDeps, websiteId: string): Promise<boolean> {
  let isHealthy = false;
  await deps.db
    .transaction(async (tx) => {
      const result = await answerVisitorMessage({
        db: tx,
        config: deps.config,
        logger: deps.logger,
        websiteId,
        visitorId: PROBE_VISITOR_ID,
        message: PROBE_MESSAGE,
        source: 'test',
      });
      isHealthy = !result.failure && result.response.trim().length > 0;
      throw new ProbeRollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof ProbeRollback)) throw error;
    });
  return isHealthy;
}

/** True when the assistant answers a test message (without keeping it). */
export async function probeAssistant(options: {
  deps: AppDeps;
  userId: string;
  now?: number;
}): Promise<boolean> {
  const { deps, userId } = options;
  const now = options.now ?? Date.now();
  const websiteId = await chooseWebsite(deps, userId);
  if (!websiteId) return false;
  const cached = cache.get(websiteId);
  if (cached && now - cached.at < CACHE_MS) return cached.isHealthy;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), TIMEOUT_MS);
  });
  try {
    const isHealthy = await Promise.race([
      runProbe(deps, websiteId).catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'the assistant health check failed');
        return false;
      }),
      timeout,
    ]);
    if (cache.size > 1000) cache.clear();
    cache.set(websiteId, { at: now, isHealthy });
    return isHealthy;
  } finally {
    clearTimeout(timer);
  }
}
