#!/usr/bin/env node
/**
 * WhatsApp webhook acknowledgement (issue 13): Meta's deliveries at a steady BENCH_RATE (100) requests a second
 * for BENCH_SECONDS (20, after 3 s of warm-up), each a new customer message in Meta's documented shape, signed with
 * X-Hub-Signature-256, through real HTTP against the built server (apps/api/dist/server.js) on its own embedded
 * PostgreSQL, with the WhatsApp worker answering in the background and replies going to a local fake of the Graph
 * API. Open loop: requests are sent on schedule whether or not earlier ones were answered. Reports the
 * acknowledgement latency (client-side and the server's own request time) p50/p95/p99, errors, and whether every
 * stored message was answered. Target: p95 ≤ 50 ms, no errors. Writes bench/results/whatsapp-webhook.json.
 *
 *   node bench/whatsapp-webhook.bench.mjs
 *   env: BENCH_RATE (100), BENCH_SECONDS (20), BENCH_DATABASE_URL (unset: embedded)
 */
import { spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createLog, ROOT, writeResults } from './lib/output.mjs';
import { embeddedDatabaseUrl, isApiBuildFresh, isPortFree, launchServer } from './lib/server.mjs';
import { percentile, round1 } from './lib/stats.mjs';

const RESULTS = path.join(ROOT, 'bench/results/whatsapp-webhook.json');
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = 3;
const TARGETS = { p95Ms: 50, errors: 0 };
const APP_SECRET = `bench-${randomBytes(12).toString('hex')}`;
const ACCESS_TOKEN = `EAAG-bench-${randomBytes(12).toString('hex')}`;
const PHONE_NUMBER_ID = '190000000000001';
const PORTS = [5196, 5197, 5198, 5199];

const log = createLog('whatsapp-webhook.bench');

function summarise(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round1(percentile(sorted, 50)),
    p95: round1(percentile(sorted, 95)),
    p99: round1(percentile(sorted, 99)),
    max: round1(sorted[sorted.length - 1] ?? 0),
  };
}

function ensureBuilt() {
  if (isApiBuildFresh()) return;
  log('building the API (npm run build -w @leadchat/api)');
  const result = spawnSync('npm', ['run', 'build', '-w', '@leadchat/api'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build -w @leadchat/api failed');
}

/** The Graph API's send endpoint, answering like Meta (a wamid per accepted message). */
function startFakeGraph() {
  let accepted = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      accepted += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: 'x', wa_id: 'x' }],
          messages: [{ id: `wamid.${randomBytes(16).toString('base64url')}` }],
        }),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        baseUrl: `http://127.0.0.1:${server.address().port}`,
        accepted: () => accepted,
        close: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}

function messagePayload(index) {
  const from = `4915${String(100000000 + index)}`;
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: PHONE_NUMBER_ID },
              contacts: [{ profile: { name: `Customer ${index}` }, wa_id: from }],
              messages: [
                {
                  from,
                  id: `wamid.bench.${index}.${randomBytes(6).toString('hex')}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  text: { body: 'Hi, are you open on Saturday morning?' },
                  type: 'text',
                },
              ],
            },
            field: 'messages',
          },
        ],
      },
    ],
  });
}

/** One signed POST; resolves with its status and the time to the full response (ms). */
function post(agent, port, body) {
  const signature = `sha256=${createHmac('sha256', APP_SECRET).update(body).digest('hex')}`;
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/whatsapp/webhook',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-hub-signature-256': signature,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
      },
    );
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(body);
  });
}

/** Sends `count` requests at `rate` per second on schedule (open loop). */
async function runOpenLoop({ agent, port, rate, count, offset }) {
  const results = [];
  const pending = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(post(agent, port, messagePayload(offset + i)).then((result) => results.push(result)));
  }
  await Promise.all(pending);
  return { results, seconds: (performance.now() - started) / 1000 };
}

async function main() {
  ensureBuilt();
  let port;
  for (const candidate of PORTS) if (await isPortFree(candidate)) port ??= candidate;
  if (!port) throw new Error(`none of the ports ${PORTS.join(', ')} is free`);
  const ownDir = await mkdtemp(path.join(os.tmpdir(), 'leadchat-bench-whatsapp-'));
  await chmod(ownDir, 0o755);
  const dataDir = path.join(ownDir, 'data');
  const graph = await startFakeGraph();
  const logFile = path.join(ownDir, 'server.log');
  const server = await launchServer({
    args: [path.join(ROOT, 'apps/api/dist/server.js')],
    logFile,
    graceMs: 15_000,
    port,
    dataDir,
    databaseUrl: process.env.BENCH_DATABASE_URL,
    logLevel: 'info',
    extra: {
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_VERIFY_TOKEN: 'bench',
      WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN,
      WHATSAPP_GRAPH_BASE_URL: graph.baseUrl,
    },
  });
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? (await embeddedDatabaseUrl(dataDir));
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const owner = await db.query(
      `insert into "user" (name, email, email_verified) values ('bench', $1, true) returning id`,
      [`bench-${randomBytes(4).toString('hex')}@example.test`],
    );
    const website = await db.query(
      `insert into websites (user_id, name, domain, appearance_config) values ($1, 'Bench Plumbing',
        'https://bench-plumbing.example', '{"greeting_message":"Hi!","bot_name":"AI Assistant","primary_color":"#8B5CF6","position":"bottom-right","size":"medium","auto_popup_delay":3000}')
       returning id`,
      [owner.rows[0].id],
    );
    // Confirmed by Meta, as connecting leaves a number (only confirmed numbers receive messages).
    await db.query(
      `insert into whatsapp_accounts (website_id, phone_number_id, meta_confirmed_at) values ($1, $2, now())`,
      [website.rows[0].id, PHONE_NUMBER_ID],
    );

    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    log(`warm-up: ${WARMUP_SECONDS} s at ${RATE}/s`);
    await runOpenLoop({ agent, port, rate: RATE, count: RATE * WARMUP_SECONDS, offset: 0 });
    const logFrom = statSync(logFile).size;
    const loadBefore = os.loadavg()[0];
    log(`measuring: ${SECONDS} s at ${RATE}/s`);
    const measured = await runOpenLoop({
      agent,
      port,
      rate: RATE,
      count: RATE * SECONDS,
      offset: RATE * WARMUP_SECONDS,
    });
    const loadAfter = os.loadavg()[0];
    const logTo = statSync(logFile).size;
    agent.destroy();

    const total = RATE * (WARMUP_SECONDS + SECONDS);
    log('waiting for the worker to answer every stored message');
    const deadline = Date.now() + 60_000;
    let answered = 0;
    while (Date.now() < deadline) {
      const row = await db.query(
        `select count(*) filter (where status = 'done') as done from whatsapp_webhook_events`,
      );
      answered = Number(row.rows[0].done);
      if (answered >= total) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const sent = await db.query(`select count(*) as n from whatsapp_outbound_messages where status = 'sent'`);

    const serverTimes = [];
    const text = readFileSync(logFile).subarray(logFrom, logTo).toString('utf8');
    for (const line of text.split('\n')) {
      if (!line.includes('"/api/whatsapp/webhook"')) continue;
      try {
        const entry = JSON.parse(line);
        if (entry.path === '/api/whatsapp/webhook' && entry.status === 200) serverTimes.push(entry.ms);
      } catch {
        // a partial or non-JSON line
      }
    }
    const client = summarise(measured.results.map((result) => result.ms));
    const server_ = summarise(serverTimes);
    const errors = measured.results.filter((result) => result.status !== 200).length;
    const results = {
      benchmark: 'whatsapp-webhook',
      date: new Date().toISOString(),
      setup: {
        ratePerSecond: RATE,
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        database: process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'embedded PostgreSQL',
      },
      achievedRatePerSecond: round1(measured.results.length / measured.seconds),
      acknowledgementMs: { client, server: server_ },
      errors,
      processing: {
        messagesStored: total,
        answered,
        repliesSentToGraph: Number(sent.rows[0].n),
        graphRequests: graph.accepted(),
      },
      loadAverage1m: { before: round1(loadBefore), after: round1(loadAfter) },
      machine: { cpus: os.cpus().length, node: process.version },
      targets: TARGETS,
      meetsTargets: client.p95 <= TARGETS.p95Ms && errors <= TARGETS.errors,
    };
    await writeResults(RESULTS, results);
    console.log(
      `WhatsApp webhook at ${RATE} requests/s for ${SECONDS} s (${results.achievedRatePerSecond}/s achieved); ${results.setup.database}; ${results.machine.cpus} CPUs, Node ${results.machine.node}`,
    );
    console.log(
      '\n| measured at | p50 ms | p95 ms | p99 ms | max ms | errors | answered | target p95 ≤ 50 ms |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---|');
    console.log(
      `| client | ${client.p50} | ${client.p95} | ${client.p99} | ${client.max} | ${errors} | ${answered}/${total} | ${results.meetsTargets ? 'met' : 'NOT met'} |`,
    );
    console.log(
      `| server | ${server_.p50} | ${server_.p95} | ${server_.p99} | ${server_.max} | | | load ${results.loadAverage1m.before}→${results.loadAverage1m.after} |`,
    );
  } finally {
    await db.end().catch(() => undefined);
    await server.stop();
    await graph.close();
    await rm(ownDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
