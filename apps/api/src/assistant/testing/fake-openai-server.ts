/**
 * A local stand-in for an OpenAI-compatible provider, speaking its wire format: POST /v1/chat/completions with
 * `stream: true` answered as `data: {chat.completion.chunk}` lines and `data: [DONE]`. Tests script it per request.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeChatRequest = {
  model: string;
  messages: { role: string; content: unknown; tool_calls?: unknown[]; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string; parameters: unknown } }[];
  stream?: boolean;
};

export type FakeReply =
  | { kind: 'text'; chunks: string[]; delayMs?: number }
  | { kind: 'tool_call'; name: string; args: Record<string, unknown> }
  | { kind: 'status'; status: number; body?: unknown }
  | { kind: 'hang' }
  | { kind: 'broken_stream'; chunks: string[] };

export type FakeOpenAiServer = {
  baseUrl: string;
  requests: FakeChatRequest[];
  /** The Authorization header of each request. */
  authorizations: (string | undefined)[];
  close: () => Promise<void>;
};

function chunk(delta: Record<string, unknown>, finishReason: string | null = null): string {
  const body = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: 'fake-model',
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

/** Starts the fake on the first free port of `ports`; `script` decides each reply from the request. */
export async function startFakeOpenAiServer(options: {
  ports: number[];
  script: (request: FakeChatRequest, index: number) => FakeReply;
}): Promise<FakeOpenAiServer> {
  const requests: FakeChatRequest[] = [];
  const authorizations: (string | undefined)[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (part: Buffer) => (raw += part.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const request = JSON.parse(raw) as FakeChatRequest;
      requests.push(request);
      authorizations.push(req.headers.authorization);
      const reply = options.script(request, requests.length - 1);
      if (reply.kind === 'status') {
        res
          .writeHead(reply.status, { 'content-type': 'application/json' })
          .end(
            JSON.stringify(
              reply.body ?? { error: { message: 'fake provider failure', type: 'server_error' } },
            ),
          );
        return;
      }
      if (reply.kind === 'hang') {
        hanging.add(res);
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.flushHeaders();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      if (reply.kind === 'tool_call') {
        res.write(
          chunk({
            role: 'assistant',
            tool_calls: [
              {
                index: 0,
                id: `call_${requests.length}`,
                type: 'function',
                function: { name: reply.name, arguments: JSON.stringify(reply.args) },
              },
            ],
          }),
        );
        res.write(chunk({}, 'tool_calls'));
        res.end('data: [DONE]\n\n');
        return;
      }
      if (reply.kind === 'broken_stream') {
        for (const text of reply.chunks) res.write(chunk({ content: text }));
        res.write('data: {"this is": not json\n\n');
        res.destroy();
        return;
      }
      const send = async () => {
        res.write(chunk({ role: 'assistant', content: '' }));
        for (const text of reply.chunks) {
          if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
          res.write(chunk({ content: text }));
        }
        res.write(chunk({}, 'stop'));
        res.end('data: [DONE]\n\n');
      };
      void send();
    });
  });

  let port: number | undefined;
  for (const candidate of options.ports) {
    const ok = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(candidate, '127.0.0.1', () => resolve(true));
    });
    if (ok) {
      port = (server.address() as AddressInfo).port;
      break;
    }
  }
  if (port === undefined) throw new Error(`no free port among ${options.ports.join(', ')}`);

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    authorizations,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The text of the last user message of a request (the visitor's message). */
export function lastUserText(request: FakeChatRequest): string {
  const last = [...request.messages].reverse().find((message) => message.role === 'user');
  if (!last) return '';
  if (typeof last.content === 'string') return last.content;
  if (Array.isArray(last.content)) {
    return last.content
      .map((part) =>
        typeof part === 'object' && part && 'text' in part ? String((part as { text: unknown }).text) : '',
      )
      .join('');
  }
  return '';
}

export function systemText(request: FakeChatRequest): string {
  return request.messages
    .filter((message) => message.role === 'system')
    .map((message) =>
      typeof message.content === 'string' ? message.content : JSON.stringify(message.content),
    )
    .join('\n');
}
