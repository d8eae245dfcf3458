#!/usr/bin/env node
/**
 * Lead follow-up speed (issue 10): the time from the visitor's message that made the lead to the owner's alert
 * email accepted by an SMTP server, with 50 visitors chatting at once. The built server (apps/api/dist/server.js,
 * rebuilt first when older than the sources) runs on its own embedded PostgreSQL with SMTP_URL pointing at a
 * real SMTP server in this process (smtp-server). Each visitor chats a few ordinary messages, then one that leaves
 * a name and a phone (the lead), and keeps chatting; the alert for that visitor is matched by its unique phone.
 * Target: p95 ≤ 5 s (the anchor that matters to the business is 5 minutes). Writes bench/results/follow-up.json.
 *
 *   node bench/follow-up.bench.mjs
 *   env: BENCH_VISITORS (50), BENCH_THINK_MS (1000)
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { createLog, ROOT, writeResults } from './lib/output.mjs';
import { embeddedDatabaseUrl, isApiBuildFresh, isPortFree, launchServer } from './lib/server.mjs';
import { percentile, round1 } from './lib/stats.mjs';

const RESULTS = path.join(ROOT, 'bench/results/follow-up.json');
const VISITORS = Number(process.env.BENCH_VISITORS ?? 50);
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const MESSAGES_BEFORE_LEAD = 2;
const MESSAGES_AFTER_LEAD = 2;
const ALERT_TIMEOUT_MS = 60_000;
const TARGETS = { p95Ms: 5000, missing: 0 };
const PORTS = [5176, 5177, 5178, 5179];
const ALERT_ADDRESS = 'alerts@harborhome.example';

const log = createLog('follow-up.bench');

function ensureBuilt() {
  if (isApiBuildFresh()) return;
  log('building the API (npm run build -w @leadchat/api)');
  const result = spawnSync('npm', ['run', 'build', '-w', '@leadchat/api'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build -w @leadchat/api failed');
}

/** A real SMTP server; `onMessage` gets each accepted message's raw text and the time it was accepted. */
async function startSmtp(onMessage) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // A reverse DNS lookup of 127.0.0.1 can stall for seconds on a machine without DNS: not the app's time.
    disableReverseLookup: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        onMessage(Buffer.concat(chunks).toString('utf8'), performance.now());
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.server.address().port, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function seedWebsite(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const userId = randomUUID();
    await client.query(`insert into "user" (id, name, email) values ($1, 'Bench Owner', $2)`, [
      userId,
      `bench-${userId.slice(0, 8)}@example.test`,
    ]);
    const website = await client.query(
      `insert into websites (user_id, name, domain, appearance_config)
       values ($1, 'Harbor Home Services', 'https://harborhome.example', $2) returning id`,
      [
        userId,
        JSON.stringify({
          greeting_message: 'Hi!',
          bot_name: 'Harbor Bot',
          primary_color: '#8B5CF6',
          position: 'bottom-right',
          size: 'medium',
          auto_popup_delay: 3000,
        }),
      ],
    );
    const websiteId = website.rows[0].id;
    await client.query(
      `insert into notification_settings (website_id, alert_emails, is_email_alert_on) values ($1, $2, true)`,
      [websiteId, [ALERT_ADDRESS]],
    );
    return websiteId;
  } finally {
    await client.end();
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(THINK_MS * (0.5 + Math.random()));

async function chat(baseUrl, body) {
  const response = await fetch(`${baseUrl}/api/chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://harborhome.example' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`POST /api/chat answered ${response.status}`);
  return response.json();
}

/** One visitor: a few messages, the lead message (returns its send time), a few more. */
async function visitor({ baseUrl, websiteId, index, leadSentAt }) {
  const visitorId = `bench-visitor-${index}-${randomUUID().slice(0, 8)}`;
  const phone = `(415) 555-${String(1000 + index).padStart(4, '0')}`;
  let conversationId;
  await sleep(Math.random() * 2000);
  for (let message = 0; message < MESSAGES_BEFORE_LEAD; message++) {
    const reply = await chat(baseUrl, {
      websiteId,
      visitorId,
      conversationId,
      message: message === 0 ? 'Hi, do you fix leaking water heaters?' : 'How soon could someone come out?',
    });
    conversationId = reply.conversationId;
    await think();
  }
  leadSentAt.set(`+1415555${String(1000 + index).padStart(4, '0')}`, performance.now());
  await chat(baseUrl, {
    websiteId,
    visitorId,
    conversationId,
    message: `My water heater is leaking. I am Visitor ${index}, please call me on ${phone}`,
  });
  for (let message = 0; message < MESSAGES_AFTER_LEAD; message++) {
    await think();
    await chat(baseUrl, { websiteId, visitorId, conversationId, message: 'It is in the basement, thanks' });
  }
}

async function main() {
  ensureBuilt();
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'follow-up-bench-'));
  await chmod(tmp, 0o755);
  let port;
  for (const candidate of PORTS) {
    if (await isPortFree(candidate)) {
      port = candidate;
      break;
    }
  }
  if (!port) throw new Error(`No free port among ${PORTS.join(', ')}`);

  const leadSentAt = new Map();
  const alertAcceptedAt = new Map();
  const smtp = await startSmtp((raw, acceptedAt) => {
    // The alert's text part names the visitor's phone in E.164.
    const phone = /\+1415555\d{4}/.exec(raw)?.[0];
    if (phone && !alertAcceptedAt.has(phone)) alertAcceptedAt.set(phone, acceptedAt);
  });
  log(`SMTP server on 127.0.0.1:${smtp.port}; starting the app on port ${port} (DATA_DIR ${tmp})`);
  let server;
  try {
    server = await launchServer({
      args: [path.join(ROOT, 'apps/api/dist/server.js')],
      logFile: path.join(tmp, 'server.log'),
      graceMs: 15_000,
      port,
      dataDir: tmp,
      logLevel: 'warn',
      extra: { RATE_LIMIT_MULTIPLIER: '100000', SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
    });
  } catch (error) {
    await smtp.close();
    await rm(tmp, { recursive: true, force: true });
    throw error;
  }
  try {
    const websiteId = await seedWebsite(await embeddedDatabaseUrl(tmp));
    log(`${VISITORS} visitors chatting (think time ${THINK_MS} ms ±50 %), each becoming a lead once`);
    const started = performance.now();
    const outcomes = await Promise.allSettled(
      Array.from({ length: VISITORS }, (_, index) =>
        visitor({ baseUrl: server.baseUrl, websiteId, index, leadSentAt }),
      ),
    );
    const chatErrors = outcomes.filter((outcome) => outcome.status === 'rejected').length;
    const deadline = performance.now() + ALERT_TIMEOUT_MS;
    while (alertAcceptedAt.size < leadSentAt.size && performance.now() < deadline) await sleep(100);

    const latencies = [];
    for (const [phone, sentAt] of leadSentAt) {
      const acceptedAt = alertAcceptedAt.get(phone);
      if (acceptedAt !== undefined) latencies.push(acceptedAt - sentAt);
    }
    latencies.sort((a, b) => a - b);
    const summary = {
      leads: leadSentAt.size,
      alerts: latencies.length,
      missing: leadSentAt.size - latencies.length,
      p50Ms: round1(percentile(latencies, 50)),
      p95Ms: round1(percentile(latencies, 95)),
      maxMs: round1(latencies.at(-1) ?? 0),
    };
    const meetsTargets = summary.missing === TARGETS.missing && summary.p95Ms <= TARGETS.p95Ms && !chatErrors;
    console.log(
      '\n| leads | alerts accepted by SMTP | missing | p50 | p95 | max | chat errors | target p95 |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| ${summary.leads} | ${summary.alerts} | ${summary.missing} | ${summary.p50Ms} ms | ${summary.p95Ms} ms | ${summary.maxMs} ms | ${chatErrors} | ≤ ${TARGETS.p95Ms} ms |`,
    );
    await writeResults(RESULTS, {
      description:
        'Time from the visitor message that made the lead (sent) to the owner alert email accepted by the SMTP server, 50 visitors chatting',
      visitors: VISITORS,
      thinkMs: THINK_MS,
      seconds: round1((performance.now() - started) / 1000),
      chatErrors,
      ...summary,
      targets: TARGETS,
      meetsTargets,
      measuredAt: new Date().toISOString(),
    });
  } finally {
    await server.stop();
    await smtp.close();
    await rm(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
