// A stand-in for the LeadChat API's public widget endpoints, for developing the widget without a
// database: /widget.js and /widget-app.js from dist, GET /api/widget/{id}/config and POST /api/chat (JSON or SSE),
// with the same wire format as packages/contract/src/chat.ts. Messages steer the reply:
//   "fail" → HTTP 500, "stream-error" → SSE error event after a delta, anything else → an echo
//   (or `replyFor(message)`), streamed in small pieces. `websites` maps more website ids to config
//   overrides. Records every chat request in `requests`.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const MOCK_WEBSITE_ID = '00000000-0000-4000-8000-000000000001';
const APOLOGY = "I'm sorry, I'm having trouble responding right now. Please try again.";

export function startMockApi({
  port = 0,
  host = '127.0.0.1',
  config = {},
  websites = {},
  deltaDelayMs = 120,
  replyFor = (message) => {
    const text = `You said: ${message}`;
    return { text, pieces: text.match(/[\s\S]{1,6}/g) ?? [] };
  },
} = {}) {
  const configs = { [MOCK_WEBSITE_ID]: config, ...websites };
  const requests = [];
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type, accept',
  };
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://mock');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    if (url.pathname === '/widget.js' || url.pathname === '/widget-app.js') {
      const body = await readFile(path.join(here, '../dist', url.pathname));
      res.writeHead(200, { ...cors, 'content-type': 'application/javascript' });
      res.end(body);
      return;
    }
    const configMatch = url.pathname.match(/^\/api\/widget\/([^/]+)\/config$/);
    if (configMatch) {
      const overrides = configs[configMatch[1]];
      if (!overrides) {
        res.writeHead(404, { ...cors, 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Website not found' } }));
        return;
      }
      res.writeHead(200, {
        ...cors,
        'content-type': 'application/json',
        'cache-control': 'public, max-age=60',
      });
      res.end(
        JSON.stringify({
          websiteId: configMatch[1],
          greeting: "Hi! I'm here to help. What can I assist you with today?",
          botName: 'AI Assistant',
          primaryColor: '#8B5CF6',
          colors: { launcherText: '#ffffff', accent: '#8457ea', accentText: '#ffffff' },
          position: 'bottom-right',
          autoPopupDelay: 3000,
          size: 'medium',
          ...overrides,
        }),
      );
      return;
    }
    if (url.pathname === '/api/chat' && req.method === 'POST') {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      const body = JSON.parse(raw);
      requests.push(body);
      const conversationId = body.conversationId ?? randomUUID();
      if (body.message === 'fail') {
        res.writeHead(500, { ...cors, 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 'INTERNAL', message: 'boom' } }));
        return;
      }
      const { text: reply, pieces } = replyFor(body.message);
      if (!(req.headers.accept ?? '').includes('text/event-stream')) {
        res.writeHead(200, { ...cors, 'content-type': 'application/json' });
        res.end(JSON.stringify({ response: reply, conversationId }));
        return;
      }
      res.writeHead(200, { ...cors, 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const send = (event, data) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
      send('start', { conversationId });
      await wait(deltaDelayMs * 3);
      if (body.message === 'stream-error') {
        send('delta', { text: 'Partial ' });
        await wait(deltaDelayMs);
        send('error', { error: { code: 'INTERNAL', message: 'boom' }, response: APOLOGY, conversationId });
        res.end();
        return;
      }
      for (const piece of pieces) {
        send('delta', { text: piece });
        await wait(deltaDelayMs);
      }
      send('done', { response: reply, conversationId });
      res.end();
      return;
    }
    res.writeHead(404, cors);
    res.end();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      resolve({
        origin: `http://${host}:${server.address().port}`,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
