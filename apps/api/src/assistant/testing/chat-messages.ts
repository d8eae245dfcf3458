/** Test helper: a visitor's messages sent one by one through `/api/chat`, in one conversation. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { conversations } from '../../db/schema.js';
import { createHttpClient, createTestApp, type TestApp } from '../../test/test-app.js';
import { seedFixtureBusiness } from '../eval/seed-fixture.js';

/** Sends each message in turn (each must be answered 200); returns the assistant's replies and the conversation row. */
async function sendChatMessages(
  t: TestApp,
  options: { websiteId: string; visitorId: string; messages: string[]; ip?: string },
) {
  let conversationId: string | undefined;
  const replies: string[] = [];
  for (const message of options.messages) {
    const response = await createHttpClient(t.app, { ip: options.ip ?? '198.51.100.9' }).request(
      '/api/chat',
      {
        method: 'POST',
        json: {
          message,
          websiteId: options.websiteId,
          visitorId: options.visitorId,
          ...(conversationId ? { conversationId } : {}),
        },
      },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { conversationId: string; response: string };
    conversationId = body.conversationId;
    replies.push(body.response);
  }
  const [conversation] = await t.deps.db
    .select()
    .from(conversations)
    .where(eq(conversations.id, conversationId!));
  return { replies, conversation: conversation! };
}

/**
 * A test app with the fixture business, started before the calling file's (or describe block's) tests and closed
 * after them; `send` chats with it as one visitor, from `ip` (each file its own, so rate limits stay apart).
 */
export function chatWithFixtureBusiness(options: { ip?: string } = {}) {
  let t: TestApp;
  let websiteId: string;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
    ({ websiteId } = await seedFixtureBusiness({ db: t.deps.db }));
  });
  afterAll(async () => t?.close());
  return {
    send: (visitorId: string, messages: string[]) =>
      sendChatMessages(t, { websiteId, visitorId, messages, ip: options.ip }),
  };
}
