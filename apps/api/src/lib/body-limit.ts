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
    // Only on a real socket (tests calling app.request() have none). `complete`: the whole request was received.
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    try {
      await limit(c, next);
      if (incoming && !incoming.complete && !c.res.headers.has('connection')) c.header('Connection', 'close');
    } finally {
      // Before the answer (the 413 is thrown to the error handler): a body nobody began to read is read and dropped.
      // One a reader stopped partway (a chunked body over the limit) is left to the connection's close as before.
      if (incoming && !incoming.complete && !incoming.readableDidRead) await drainUnread(incoming);
    }
  };
}

/** How much of an unread body is read and dropped before the answer that closes the connection, at most. */
const DRAIN_MAX_BYTES = 16 * 1024 * 1024;
const DRAIN_MAX_MS = 2_000;

/**
 * Reads and drops the rest of a body the answer did not need (a lingering close, RFC 9112 §9.6): a server that
 * closes while the client is still sending leaves unread bytes in its socket, the kernel answers them with a reset,
 * and the client can lose the answer to EPIPE or ECONNRESET before reading it (the fuzz suite saw this for 1 MB
 * bodies on a loaded machine). Bounded in bytes and time, so a client sending slowly or without end is still cut off.
 */
function drainUnread(incoming: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    let received = 0;
    const done = () => {
      clearTimeout(timer);
      incoming.off('readable', pump);
      incoming.off('end', done);
      incoming.off('close', done);
      incoming.off('error', done);
      resolve();
    };
    // Pulled with read() rather than by flowing: the request's body stream may hold the message paused.
    const pump = () => {
      for (
        let chunk = incoming.read() as Buffer | null;
        chunk !== null;
        chunk = incoming.read() as Buffer | null
      ) {
        received += chunk.length;
        if (received > DRAIN_MAX_BYTES) return done();
      }
    };
    const timer = setTimeout(done, DRAIN_MAX_MS);
    incoming.on('readable', pump);
    incoming.once('end', done);
    incoming.once('close', done);
    incoming.once('error', done);
    pump();
  });
}
