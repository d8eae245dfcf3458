import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * A request header, read from Node's already-parsed headers when served by @hono/node-server: `c.req.header()`
 * first builds a WHATWG Headers copy of all of them, a cost the hot public endpoints avoid. `name` in lower case.
 */
export function readRequestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming) {
    const value = incoming.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  }
  return c.req.header(name);
}
