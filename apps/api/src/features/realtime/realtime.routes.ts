import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { REALTIME_HEARTBEAT_MS, REALTIME_RECONNECT_DELAYS_MS } from '@leadchat/contract';
import type { AppEnv } from '../../lib/app-env.js';
import { AppError } from '../../lib/app-error.js';
import { requireUser } from '../../lib/session.js';
import { getRealtimeHub, type RealtimeMessage } from './realtime.service.js';
import { markOwnerPresent } from '../live-chat/live-chat.service.js';

/** Open streams per user and process; a tab each is plenty, a runaway script is not. */
export const MAX_STREAMS_PER_USER = 20;

/**
 * Mounted at /api/events: the owner's server-sent event stream.
 *   event: ready       once listening (data: { heartbeatMs })
 *   event: conversation.created | message.created | lead.captured | lead.updated   (data: { type, websiteId, conversationId })
 *   event: resync      events may have been missed; refetch
 *   event: ping        every 25 s
 */
export function createRealtimeRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/', requireUser, async (c) => {
    const user = c.get('user')!;
    const { db, logger } = c.get('deps');
    const hub = getRealtimeHub({ db, logger });
    if (hub.countStreams(user.id) >= MAX_STREAMS_PER_USER) {
      throw new AppError('RATE_LIMITED', 'Too many open event streams', { retryAfterSeconds: 10 });
    }
    // Proxies must not buffer the stream.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let writes = Promise.resolve();
      const write = (event: string, data: unknown) => {
        writes = writes
          .then(() =>
            stream.aborted || stream.closed
              ? undefined
              : stream.writeSSE({ event, data: JSON.stringify(data) }),
          )
          .catch(() => undefined);
        return writes;
      };
      let finish: () => void = () => undefined;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      stream.onAbort(() => finish());

      const unsubscribe = await hub.subscribe(user.id, (message: RealtimeMessage) => {
        if (message.kind === 'event') void write(message.event.type, message.event);
        else if (message.kind === 'resync') void write('resync', {});
        else finish();
      });
      // While a dashboard is open the owner counts as online: a visitor asking for a person is told so (issue 17).
      const markPresent = () =>
        void markOwnerPresent({ db, userId: user.id }).catch((error: unknown) =>
          logger.debug({ err: error }, 'recording owner presence failed'),
        );
      markPresent();
      const heartbeat = setInterval(() => {
        void write('ping', { at: new Date().toISOString() });
        markPresent();
      }, REALTIME_HEARTBEAT_MS);
      try {
        await stream.writeSSE({
          event: 'ready',
          data: JSON.stringify({ heartbeatMs: REALTIME_HEARTBEAT_MS }),
          retry: REALTIME_RECONNECT_DELAYS_MS[0],
        });
        if (!stream.aborted) await finished;
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
        await writes;
      }
    });
  });
  return routes;
}
