#!/usr/bin/env node
/**
 * The yardstick for the public-endpoints benchmark: a bare Hono app on the same @hono/node-server, no middleware,
 * answering the same paths with the same bodies as the real server (read once from a JSON file at start).
 *
 *   node bench/lib/bare-server.mjs <port> <bodies.json>
 *   bodies.json: { "config": <the widget config object>, "widgetFile": "<path of widget.js>" }
 */
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const [port, bodiesFile] = process.argv.slice(2);
const bodies = JSON.parse(readFileSync(bodiesFile, 'utf8'));
const widget = new Uint8Array(readFileSync(bodies.widgetFile));

const app = new Hono();
app.get('/healthz', (c) => c.json({ status: 'ok' }));
app.get('/readyz', (c) => c.json({ status: 'ready' }));
app.get('/api/widget/:websiteId/config', (c) => c.json(bodies.config));
app.get('/widget.js', (c) =>
  c.body(widget, 200, { 'Content-Type': 'application/javascript; charset=utf-8' }),
);

const server = serve({ fetch: app.fetch, port: Number(port), hostname: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
