/**
 * Live chat (issue 17).
 *   Owner (signed in, their own conversations only; another owner's id answers 404), under /api/conversations:
 *     POST  /:id/takeover              switch to human mode            → { live }
 *     POST  /:id/messages { content }  the owner's reply (takes over)  → 201 { live }
 *     POST  /:id/handback              back to the assistant           → { live }
 *     POST  /:id/typing                "typing…" in the widget          → 204
 *     PATCH /live-settings/:websiteId { idleMinutes }                  → { idleMinutes }
 *   Visitor (public, CORS any origin), under /api/widget/live:
 *     GET /:conversationId?token=…&after=…   server-sent events (see packages/contract/src/live-chat.ts)
 */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import {
  LiveChatSettingsSchema,
  OwnerMessageRequestSchema,
  REALTIME_HEARTBEAT_MS,
  type WidgetLiveMessage,
} from '@leadchat/contract';
import type { AppEnv } from '../../lib/app-env.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { getClientIp } from '../../lib/client-ip.js';
import { createOwnerRouter, ownerScope } from '../../lib/owner-routes.js';
import { consumeRateLimit, rateLimitClientKey } from '../../lib/rate-limit.js';
import { parseJsonBody, parseParams, parseWith } from '../../lib/validation.js';
import { getRealtimeHub, type RealtimeMessage } from '../realtime/realtime.service.js';
import {
  conversationExists,
  handBackConversation,
  isLiveTokenValid,
  listWidgetLiveMessages,
  sendOwnerMessage,
  signalOwnerTyping,
  takeOverConversation,
  updateLiveChatSettings,
} from './live-chat.service.js';

const IdParamsSchema = z.object({ id: z.uuid() });
const WebsiteParamsSchema = z.object({ websiteId: z.uuid() });

/** Mounted at /api/conversations, beside the conversation list and details. */
export function createLiveChatRoutes(): Hono<AppEnv> {
  const routes = createOwnerRouter();

  routes.post('/:id/takeover', async (c) => {
    const { id } = parseParams(c, IdParamsSchema, 'Conversation');
    return c.json({ live: await takeOverConversation({ ...ownerScope(c), conversationId: id }) });
  });

  routes.post('/:id/messages', async (c) => {
    const { id } = parseParams(c, IdParamsSchema, 'Conversation');
    const { content } = await parseJsonBody(c, OwnerMessageRequestSchema);
    const live = await sendOwnerMessage({
      ...ownerScope(c),
      config: c.get('deps').config,
      conversationId: id,
      content,
    });
    return c.json({ live }, 201);
  });

  routes.post('/:id/handback', async (c) => {
    const { id } = parseParams(c, IdParamsSchema, 'Conversation');
    return c.json({ live: await handBackConversation({ ...ownerScope(c), conversationId: id }) });
  });

  routes.post('/:id/typing', async (c) => {
    const { id } = parseParams(c, IdParamsSchema, 'Conversation');
    await signalOwnerTyping({ ...ownerScope(c), conversationId: id });
    return c.body(null, 204);
  });

  routes.patch('/live-settings/:websiteId', async (c) => {
    const { websiteId } = parseParams(c, WebsiteParamsSchema, 'Website');
    const { idleMinutes } = await parseJsonBody(c, LiveChatSettingsSchema);
    return c.json(await updateLiveChatSettings({ ...ownerScope(c), websiteId, idleMinutes }));
  });

  return routes;
}

/** Stream opens per client (IPv4 address or IPv6 /64) per minute, times RATE_LIMIT_MULTIPLIER. */
export const WIDGET_LIVE_OPENS_PER_MINUTE = 30;
/** Open streams of one conversation per process (a few tabs of one visitor). */
export const MAX_STREAMS_PER_CONVERSATION = 5;
/** Open widget streams per process; beyond it, 503 and the widget tries again later (or another process). */
export const MAX_WIDGET_STREAMS = 5000;
/** The browser reconnects after this long when the connection drops (EventSource's own retry). */
export const WIDGET_LIVE_RETRY_MS = 2000;

const LiveQuerySchema = z.object({
  token: z.string().min(1).max(64),
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
});
const LastEventIdSchema = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Mounted at /api/widget/live: the visitor's stream of the owner's replies. */
export function createWidgetLiveRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/:conversationId', async (c) => {
    const { config, db, logger } = c.get('deps');
    // Counted before anything else, so guessing tokens costs like any other request.
    const limit = await consumeRateLimit({
      db,
      key: `live:ip:${rateLimitClientKey(getClientIp(c, config))}`,
      limit: Math.ceil(WIDGET_LIVE_OPENS_PER_MINUTE * config.RATE_LIMIT_MULTIPLIER),
      windowMs: 60_000,
    });
    if (!limit.allowed) {
      throw new AppError('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.', {
        retryAfterSeconds: limit.retryAfterSeconds,
      });
    }
    const conversationId = parseParams(
      c,
      z.object({ conversationId: z.uuid() }),
      'Conversation',
    ).conversationId.toLowerCase();
    const query = parseWith(LiveQuerySchema, c.req.query());
    // A visitor only ever reads their own conversation: the token was handed to whoever wrote its messages.
    if (!isLiveTokenValid({ secret: config.AUTH_SECRET, conversationId, token: query.token })) {
      throw notFound('Conversation');
    }
    const header = c.req.header('last-event-id');
    const resumeFrom = header ? LastEventIdSchema.safeParse(header) : undefined;
    let lastSeq = Math.max(query.after ?? 0, resumeFrom?.success ? resumeFrom.data : 0);

    const hub = getRealtimeHub({ db, logger });
    if (hub.countConversationStreams(conversationId) >= MAX_STREAMS_PER_CONVERSATION) {
      throw new AppError('RATE_LIMITED', 'Too many open streams for this conversation', {
        retryAfterSeconds: 10,
      });
    }
    if (hub.countAllConversationStreams() >= MAX_WIDGET_STREAMS) {
      throw new AppError('SERVICE_UNAVAILABLE', 'Live replies are busy right now', { retryAfterSeconds: 30 });
    }
    if (!(await conversationExists({ db, conversationId }))) throw notFound('Conversation');

    c.header('Cache-Control', 'no-store, no-transform');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let writes = Promise.resolve();
      /** Everything goes through one queue: catch-ups never interleave, so each message is written once. */
      const enqueue = (work: () => Promise<void>) => {
        writes = writes
          .then(() => (stream.aborted || stream.closed ? undefined : work()))
          .catch((error: unknown) => {
            logger.debug({ err: error }, 'widget live stream write failed');
          });
        return writes;
      };
      const catchUp = () =>
        enqueue(async () => {
          for (;;) {
            const batch: WidgetLiveMessage[] = await listWidgetLiveMessages({
              db,
              conversationId,
              afterSeq: lastSeq,
            });
            for (const message of batch) {
              await stream.writeSSE({ id: String(message.seq), data: JSON.stringify(message) });
              lastSeq = message.seq;
            }
            if (batch.length < 200) return;
          }
        });
      let finish: () => void = () => undefined;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      stream.onAbort(() => finish());

      // Subscribed before the first catch-up, so a message committed in between is read by one or the other.
      const unsubscribe = await hub.subscribeConversation(conversationId, (message: RealtimeMessage) => {
        if (message.kind === 'shutdown') return finish();
        if (message.kind === 'resync') return void catchUp();
        const { event } = message;
        if (event.type === 'conversation.typing') {
          void enqueue(() =>
            stream.writeSSE({ event: 'typing', data: JSON.stringify({ n: event.name ?? '' }) }),
          );
        } else if (event.type === 'message.created' || event.type === 'conversation.mode') {
          void catchUp();
        }
      });
      // A comment line keeps proxies from closing a quiet connection; the widget ignores it.
      const heartbeat = setInterval(
        () => void enqueue(() => stream.write(': ping\n\n').then(() => undefined)),
        REALTIME_HEARTBEAT_MS,
      );
      try {
        await stream.write(`retry: ${WIDGET_LIVE_RETRY_MS}\n\n`);
        await catchUp();
        // Tells tests (and anyone reading the raw stream) that the replay is done and live events follow.
        await enqueue(() => stream.write(': ready\n\n').then(() => undefined));
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
