import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from './app-error.js';

/**
 * Refuses a request body over `maxSize` bytes with 413 (announced or chunked), and closes the connection after any
 * answer sent before the request's body has arrived in full (the 413, but also a 401/415/400 decided without reading
 * the body). The unread rest of the body is still on the socket: kept alive, the connection would hold the client's
 * next request behind it, and @hono/node-server gives up draining it after 500 ms and destroys the socket, so the
 * client's next request on that connection failed. `Connection: close` tells the client not to reuse it.
 * Headers set before this middleware (CORS of the public endpoints) stay on the 413.
 */
export function limitRequestBody(options: { maxSize: number; message: string }): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: options.maxSize,
    onError: (c) => {
      c.header('Connection', 'close');
      throw new AppError('PAYLOAD_TOO_LARGE', options.message);
    },
  });
  return async (c, next) => {
    await limit(c, next);
    // Only on a real socket (tests calling app.request() have none). `complete`: the whole request was received.
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (incoming && !incoming.complete && !c.res.headers.has('connection')) c.header('Connection', 'close');
  };
}
