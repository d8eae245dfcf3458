import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { Config } from '../config.js';

/**
 * The client's IP for rate limits and session records. The socket address by default; the right-most
 * X-Forwarded-For entry only when configured to sit behind a proxy (TRUST_PROXY=1), since any client can send it.
 * Tests running the app in-process have no socket, so they name their IP in `x-test-client-ip` (test mode only).
 */
export function getClientIp(c: Context, config: Config): string {
  return clientIpFrom({
    config,
    header: (name) => c.req.header(name),
    socketAddress: () => getConnInfo(c).remote.address,
  });
}

/** The same rule on any request: `header` reads a request header, `socketAddress` the peer's address (may throw). */
export function clientIpFrom(options: {
  config: Config;
  header: (name: string) => string | undefined;
  socketAddress: () => string | undefined;
}): string {
  const { config, header } = options;
  if (config.TRUST_PROXY) {
    const forwarded = header('x-forwarded-for');
    const last = forwarded
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .pop();
    if (last) return last;
  }
  if (config.NODE_ENV === 'test') {
    const testIp = header('x-test-client-ip');
    if (testIp) return testIp;
  }
  try {
    return options.socketAddress() ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
