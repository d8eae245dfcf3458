/**
 * POST /api/chat — public, called by the widget from customers' sites (CORS: any origin, no credentials; lib/public-cors.ts, mounted in app.ts).
 * JSON answer `{ response, conversationId }`, or with `Accept: text/event-stream` the same reply streamed as the
 * events documented in packages/contract/src/chat.ts. Refusals (400/404/413/429) are plain JSON errors, decided
 * before the stream starts.
 */
import {
  CHAT_APOLOGY,
  ChatRequestSchema,
  MAX_CHAT_MESSAGE_LENGTH,
  isValidTimeZone,
} from '@leadchat/contract';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../lib/app-env.js';
import { AppError } from '../../lib/app-error.js';
import { getClientIp } from '../../lib/client-ip.js';
import { parseWith, readJsonBody } from '../../lib/validation.js';
import { countRefusedChatRequest, handleChatMessage, type ChatMessageOptions } from './chat.service.js';
import { createLiveToken } from '../live-chat/live-chat.service.js';

/** The body is read before validation so an over-long message is answered 413 rather than a generic 400. */
async function parseChatRequest(c: Context<AppEnv>): Promise<z.output<typeof ChatRequestSchema>> {
  const raw = await readJsonBody(c);
  const message =
    typeof raw === 'object' && raw !== null ? (raw as { message?: unknown }).message : undefined;
  if (typeof message === 'string' && message.trim().length > MAX_CHAT_MESSAGE_LENGTH) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `Messages can be at most ${MAX_CHAT_MESSAGE_LENGTH} characters long`,
    );
  }
  return parseWith(ChatRequestSchema, raw);
}

/** CORS for the public endpoints is applied in app.ts, before the body limit, so refusals carry it too. */
export function createChatRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/', async (c) => {
    const { config, db } = c.get('deps');
    const log = c.get('log');
    const clientIp = getClientIp(c, config);
    let body: z.output<typeof ChatRequestSchema>;
    try {
      body = await parseChatRequest(c);
    } catch (error) {
      // A refused request costs its sender like an admitted one (and a flood of them ends in 429).
      if (error instanceof AppError && error.status < 500)
        await countRefusedChatRequest({ db, config, clientIp });
      throw error;
    }
    const request: ChatMessageOptions = {
      db,
      config,
      logger: log,
      websiteId: body.websiteId,
      conversationId: body.conversationId,
      visitorId: body.visitorId,
      visitorData: body.visitorData,
      message: body.message,
      clientIp,
      // Offered booking times are labelled in the browser's zone (an unknown zone falls back to the business's).
      visitorTimezone:
        body.visitorTimezone && isValidTimeZone(body.visitorTimezone) ? body.visitorTimezone : undefined,
      slotToken: body.slotToken,
    };

    if (!(c.req.header('accept') ?? '').includes('text/event-stream')) {
      const result = await handleChatMessage(request);
      c.header('Cache-Control', 'no-store');
      return c.json({
        response: result.response,
        conversationId: result.conversationId,
        ...(result.booking ? { booking: result.booking } : {}),
        // Opens the conversation's live stream (the owner's replies, issue 17).
        liveToken: createLiveToken({ secret: config.AUTH_SECRET, conversationId: result.conversationId }),
      });
    }

    const encoder = new TextEncoder();
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    // A visitor who closes the page makes writes fail; the reply is still stored.
    const send = (event: string, data: unknown) =>
      void writer
        .write(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`))
        .catch(() => undefined);

    let conversationId: string | undefined;
    const started = new Promise<string>((resolve, reject) => {
      handleChatMessage({
        ...request,
        onConversation: (id) => {
          conversationId = id;
          send('start', {
            conversationId: id,
            liveToken: createLiveToken({ secret: config.AUTH_SECRET, conversationId: id }),
          });
          resolve(id);
        },
        onDelta: (text) => send('delta', { text }),
      })
        .then((result) => {
          if (result.failure) {
            send('error', {
              error: result.failure,
              response: result.response,
              conversationId: result.conversationId,
            });
          } else {
            send('done', {
              response: result.response,
              conversationId: result.conversationId,
              ...(result.booking ? { booking: result.booking } : {}),
            });
          }
        })
        .catch((error: unknown) => {
          if (!conversationId) return reject(error);
          log.error({ err: error }, 'chat reply failed after the stream started');
          send('error', {
            error: { code: 'INTERNAL', message: 'The assistant could not answer right now.' },
            response: CHAT_APOLOGY,
            conversationId,
          });
        })
        .finally(() => {
          if (conversationId) void writer.close().catch(() => undefined);
        });
    });
    await started;
    return new Response(readable, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store, no-transform',
        'X-Accel-Buffering': 'no',
      },
    });
  });
  return routes;
}
