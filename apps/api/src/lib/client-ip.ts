import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Config } from '../config.js';

/**
 * The client's IP for rate limits and session records. The socket address by default; the right-most
 * X-Forwarded-For entry only when configured to sit behind a proxy (TRUST_PROXY=1), since any client can send it.
 * Tests running the app in-process have no socket, so they name their IP in `x-test-client-ip` (test mode only).
 */
export function getClientIp(c: Context, config: Config): string {
  if (config.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .pop();
    if (last) return last;
  }
  if (config.NODE_ENV === 'test') {
    const testIp = c.req.header('x-test-client-ip');
    if (testIp) return testIp;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
