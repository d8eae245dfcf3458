/**
 * LLM_PROVIDER=anthropic against a local fake of Anthropic's Messages API (streamed events), through POST /api/chat.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHAT_APOLOGY } from '@leadchat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient, createTestApp, type TestApp } from '../test/test-app.js';
import { seedFixtureBusiness } from './eval/seed-fixture.js';

type AnthropicRequest = {
  model: string;
  system?: unknown;
  messages: { role: string; content: unknown }[];
  stream?: boolean;
};

function event(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify({ type: name, ...(data as object) })}\n\n`;
}

describe('the anthropic provider', () => {
  const requests: { body: AnthropicRequest; apiKey: string | undefined }[] = [];
  let server: http.Server;
  let t: TestApp;
  let websiteId: string;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (part: Buffer) => (raw += part.toString('utf8')));
      req.on('end', () => {
        const body = JSON.parse(raw) as AnthropicRequest;
        requests.push({ body, apiKey: req.headers['x-api-key'] as string | undefined });
        const last = JSON.stringify(body.messages[body.messages.length - 1]?.content ?? '');
        if (last.includes('fail please')) {
          res.writeHead(529, { 'content-type': 'application/json' });
          res.end(
            JSON.stringify({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } }),
          );
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(
          event('message_start', {
            message: {
              id: 'msg_fake',
              type: 'message',
              role: 'assistant',
              model: body.model,
              content: [],
              stop_reason: null,
              stop_sequence: null,
              usage: { input_tokens: 10, output_tokens: 0 },
            },
          }),
        );
        res.write(event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }));
        for (const text of ['A service call ', 'costs $89.']) {
          res.write(event('content_block_delta', { index: 0, delta: { type: 'text_delta', text } }));
        }
        res.write(event('content_block_stop', { index: 0 }));
        res.write(
          event('message_delta', {
            delta: { stop_reason: 'end_turn', stop_sequence: null },
            usage: { output_tokens: 6 },
          }),
        );
        res.end(event('message_stop', {}));
      });
    });
    let port: number | undefined;
    for (const candidate of [5180, 5185, 5184]) {
      const ok = await new Promise<boolean>((resolve) => {
        server.once('error', () => resolve(false));
        server.listen(candidate, '127.0.0.1', () => resolve(true));
      });
      if (ok) {
        port = (server.address() as AddressInfo).port;
        break;
      }
    }
    if (!port) throw new Error('no free port for the fake Anthropic server');
    t = await createTestApp({
      LLM_PROVIDER: 'anthropic',
      LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
      LLM_API_KEY: 'sk-ant-test-key',
      LLM_MODEL: 'claude-test',
      LLM_TIMEOUT_MS: '3000',
    });
    ({ websiteId } = await seedFixtureBusiness({ db: t.deps.db }));
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('streams the reply from the Messages API with the key, model and system prompt', async () => {
    const response = await createHttpClient(t.app).post('/api/chat', {
      message: 'How much is a service call?',
      websiteId,
      visitorId: 'anthropic-1',
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { response: string }).response).toBe('A service call costs $89.');
    const { body, apiKey } = requests[requests.length - 1]!;
    expect(apiKey).toBe('sk-ant-test-key');
    expect(body.model).toBe('claude-test');
    expect(body.stream).toBe(true);
    expect(JSON.stringify(body.system)).toContain('Answer only from the CONTEXT');
  });

  it("sends the whole site as one cached system block, the same for every message, and the visitor's details apart", async () => {
    const client = createHttpClient(t.app);
    await client.post('/api/chat', {
      message: 'Do you fix water heaters?',
      websiteId,
      visitorId: 'anthropic-3',
    });
    const first = requests[requests.length - 1]!.body.system as {
      type: string;
      text: string;
      cache_control?: { type: string };
    }[];
    await client.post('/api/chat', {
      message: 'I am Dana, what areas do you serve?',
      websiteId,
      visitorId: 'anthropic-4',
    });
    const second = requests[requests.length - 1]!.body.system as typeof first;
    expect(first).toHaveLength(2);
    expect(first[0]!.cache_control).toEqual({ type: 'ephemeral' });
    expect(first[1]!.cache_control).toBeUndefined();
    // The fixture business is small: every page is in the context, whatever was asked.
    expect(first[0]!.text).toContain('$1,450');
    expect(first[0]!.text).toContain('https://brightwaterplumbing.example/pricing');
    expect(second[0]!.text).toBe(first[0]!.text);
    expect(first[1]!.text).toContain('What the visitor has already told us');
    expect(second[1]!.text).toContain('Name: Dana');
  });

  it('answers the apology when the provider is overloaded', async () => {
    const response = await createHttpClient(t.app).post('/api/chat', {
      message: 'fail please',
      websiteId,
      visitorId: 'anthropic-2',
    });
    expect(((await response.json()) as { response: string }).response).toBe(CHAT_APOLOGY);
  });
});
