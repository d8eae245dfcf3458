/**
 * A local stand-in for an OpenAI-compatible chat completions API (the wire format LLM_PROVIDER=
 * openai-compatible speaks): POST /chat/completions, JSON or `stream: true` server-sent chunks. Replies
 * come from scripted-replies.ts and stream slowly enough for a browser to see the typing indicator and
 * the text growing.
 */
import http from 'node:http';
import { scriptedReply } from './scripted-replies';

export type FakeLlm = { url: string; requests: unknown[]; close: () => Promise<void> };

type ChatMessage = { role: string; content: string | { type: string; text?: string }[] | null };

function lastUserText(messages: ChatMessage[]): string {
  const last = [...messages].reverse().find((m) => m.role === 'user');
  if (!last?.content) return '';
  return typeof last.content === 'string'
    ? last.content
    : last.content.map((part) => part.text ?? '').join('');
}

export function startFakeLlm(options: { port: number; pieceDelayMs?: number }): Promise<FakeLlm> {
  const pieceDelayMs = options.pieceDelayMs ?? 70;
  /** Long enough for a test to see the typing indicator before the first words. */
  const firstPieceDelayMs = 600;
  const requests: unknown[] = [];
  const server = http.createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const body = JSON.parse(raw) as { messages: ChatMessage[]; stream?: boolean; model?: string };
    requests.push(body);
    const { text, pieces } = scriptedReply(lastUserText(body.messages));
    const base = { id: 'chatcmpl-fake', created: Math.floor(Date.now() / 1000), model: body.model ?? 'fake' };
    const usage = { prompt_tokens: 10, completion_tokens: pieces.length, total_tokens: 10 + pieces.length };
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
          usage,
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (delta: object, finish: string | null, extra: object = {}) =>
      res.write(
        `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`,
      );
    chunk({ role: 'assistant', content: '' }, null);
    for (const [index, piece] of pieces.entries()) {
      await new Promise((resolve) => setTimeout(resolve, index === 0 ? firstPieceDelayMs : pieceDelayMs));
      if (res.destroyed) return;
      chunk({ content: piece }, null);
    }
    chunk({}, 'stop', { usage });
    res.end('data: [DONE]\n\n');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${options.port}/v1`,
        requests,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
