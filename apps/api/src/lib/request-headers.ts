import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Http2ServerResponse } from 'node:http2';
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

/**
 * Node's response when served by @hono/node-server (undefined in `app.request()` tests). Headers set on it before
 * the handler are merged by Node with the handler's response headers, which win on a clash: a plain-object write,
 * where the same header on Hono's response costs WHATWG `Headers` work twice (set, then sorted and copied out).
 */
export function nodeResponseOf(c: Context): ServerResponse | Http2ServerResponse | undefined {
  const outgoing = (c.env as { outgoing?: ServerResponse | Http2ServerResponse } | undefined)?.outgoing;
  return outgoing && !outgoing.headersSent ? outgoing : undefined;
}
