import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError } from './app-error.js';

/**
 * Refuses a request body over `maxSize` bytes with 413 (announced or chunked), and closes the connection after the
 * answer. The unread rest of the body is still on the socket: kept alive, the connection would hold the client's
 * next request behind it, and @hono/node-server gives up draining it after 500 ms and destroys the socket, so the
 * client's next request on that connection fails. `Connection: close` tells the client not to reuse it.
 * Headers set before this middleware (CORS of the public endpoints) stay on the 413.
 */
export function limitRequestBody(options: { maxSize: number; message: string }): MiddlewareHandler {
  return bodyLimit({
    maxSize: options.maxSize,
    onError: (c) => {
      c.header('Connection', 'close');
      throw new AppError('PAYLOAD_TOO_LARGE', options.message);
    },
  });
}
