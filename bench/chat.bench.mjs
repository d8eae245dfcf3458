#!/usr/bin/env node
/**
 * Public chat with the built-in responder: 50 concurrent visitors, each continuing its conversation, against one
 * website with 200 knowledge chunks, through real HTTP against the built server (apps/api/dist/server.js, rebuilt
 * first when older than the sources) on its own embedded PostgreSQL in a temporary DATA_DIR. Two scenarios of 30 s:
 * "paced" (each visitor waits about BENCH_THINK_MS after a reply before its next message) and "saturation" (no
 * wait: the server's capacity). Reports messages per second, p50/p95/p99 latency as logged by the server (its
 * request middleware's time) and as seen by the clients, and CPU per message of the server and of PostgreSQL
 * (independent of other load on the machine). Writes bench/results/chat.json.
 *
 *   node bench/chat.bench.mjs
 *   env: BENCH_VISITORS (50), BENCH_SECONDS (30), BENCH_THINK_MS (1000), BENCH_DATABASE_URL (unset: embedded),
 *        BENCH_SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof")
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createLog, ROOT, writeResults } from './lib/output.mjs';
import { embeddedDatabaseUrl, isApiBuildFresh, isPortFree, launchServer } from './lib/server.mjs';
import { percentile, round1 } from './lib/stats.mjs';

const RESULTS = path.join(ROOT, 'bench/results/chat.json');
const VISITORS = Number(process.env.BENCH_VISITORS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const WARMUP_SECONDS = 5;
const MESSAGES_PER_CONVERSATION = 8;
const CHUNKS = 200;
const TARGETS = { p95Ms: 50, errors: 0 };
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 1000);
const SCENARIOS = [
  {
    name: 'paced',
    thinkMs: THINK_MS,
    description: `each visitor sends its next message ${THINK_MS} ms (±50 %) after the reply: 50 people chatting at once, typing far faster than people do`,
  },
  {
    name: 'saturation',
    thinkMs: 0,
    description:
      'each visitor sends its next message as soon as the reply arrives: the server at full capacity',
  },
];
const PORTS = [5186, 5187, 5188, 5189];

const log = createLog('chat.bench');

function summarise(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, v) => sum + v, 0) / (sorted.length || 1);
  return {
    count: sorted.length,
    p50: round1(percentile(sorted, 50)),
    p95: round1(percentile(sorted, 95)),
    p99: round1(percentile(sorted, 99)),
    max: round1(sorted[sorted.length - 1] ?? 0),
    mean: round1(mean),
  };
}

/** The bench measures the built server; rebuild the API bundle when it is missing or older than the sources. */
function ensureBuilt() {
  if (isApiBuildFresh()) return;
  log('building the API (npm run build -w @leadchat/api)');
  const result = spawnSync('npm', ['run', 'build', '-w', '@leadchat/api'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build -w @leadchat/api failed');
}

// ───────────────────────────── server ─────────────────────────────

async function startServer({ dataDir, port, databaseUrl }) {
  // For profiling the server, e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // The server's log goes to a file: a pipe that the busy load generator reads late would block the server's
  // synchronous log writes and slow it down. Request lines carry the server's own timing, read afterwards.
  const logFile = path.join(dataDir, 'server.log');
  const server = await launchServer({
    args: [...nodeArgs, path.join(ROOT, 'apps/api/dist/server.js')],
    logFile,
    graceMs: 15_000,
    port,
    dataDir,
    databaseUrl,
    // Request lines carry the server's own timing, which this bench reads.
    logLevel: 'info',
    extra: { RATE_LIMIT_MULTIPLIER: '100000' },
  });
  return {
    ...server,
    /** Bytes of log written so far (marks where a measured phase starts and ends). */
    logSize: () => statSync(logFile).size,
    /** Server-side times (ms) of the successful POST /api/chat requests logged between two log offsets. */
    readChatTimings: (from, to) => {
      const text = readFileSync(logFile).subarray(from, to).toString('utf8');
      const values = [];
      for (const line of text.split('\n')) {
        if (!line.includes('"/api/chat"')) continue;
        try {
          const entry = JSON.parse(line);
          if (entry.path === '/api/chat' && entry.status === 200) values.push(entry.ms);
        } catch {
          // a partial or non-JSON line
        }
      }
      return values;
    },
  };
}

// ───────────────────────────── CPU accounting ─────────────────────────────

const CLOCK_TICKS_PER_SECOND = 100;

/** utime + stime of a process, in ms (0 when it is gone). */
function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function childPids(parentPid) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parentPid) pids.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return pids;
}

/**
 * CPU time used so far by the server process and by the embedded PostgreSQL (postmaster and its backends), so the
 * cost of a message can be stated independently of whatever else the machine is running.
 */
function cpuSnapshot(serverPid, dataDir) {
  let postgres = 0;
  try {
    const postmasterPid = Number(
      readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    postgres =
      processCpuMs(postmasterPid) + childPids(postmasterPid).reduce((sum, pid) => sum + processCpuMs(pid), 0);
  } catch {
    // not the embedded database
  }
  return { node: processCpuMs(serverPid), postgres };
}

// ───────────────────────────── knowledge ─────────────────────────────

const SERVICES = [
  'water heater repair',
  'tankless water heater installation',
  'drain cleaning',
  'sewer line replacement',
  'leak detection',
  'toilet repair',
  'faucet installation',
  'garbage disposal replacement',
  'sump pump installation',
  'water softener installation',
  'backflow testing',
  'whole-house repiping',
  'gas line repair',
  'bathroom remodel plumbing',
  'kitchen sink installation',
  'shower valve replacement',
  'hydro jetting',
  'sewer camera inspection',
  'frozen pipe repair',
  'well pump service',
  'water filtration systems',
  'outdoor faucet repair',
  'sprinkler backflow repair',
  'slab leak repair',
  'grease trap cleaning',
  'commercial plumbing maintenance',
  'emergency plumbing',
  'boiler service',
  'radiant floor heating repair',
  'pipe insulation',
  'water pressure regulator replacement',
  'expansion tank installation',
  'dishwasher hookup',
  'washing machine hookup',
  'ice maker line installation',
  'bidet installation',
  'walk-in tub installation',
  'septic pump out',
  'storm drain clearing',
  'yard drain installation',
];

const FILLER =
  'Our technicians arrive in stocked vans, protect your floors with shoe covers and drop cloths, and clean up before they leave. ' +
  'Every visit starts with an inspection and a written, upfront price, so you approve the cost before any work begins. ' +
  'We are licensed, bonded and insured, and we pull the permits the city requires.';

function knowledgeFor(service, index) {
  const price = 95 + ((index * 37) % 900);
  const hours = 1 + (index % 6);
  const years = 1 + (index % 5);
  const title = service[0].toUpperCase() + service.slice(1);
  const url = `https://harborhome.example/services/${service.replace(/[^a-z]+/g, '-')}`;
  return [
    {
      kind: 'page',
      url,
      title,
      content: `${title} in Harbor City and the surrounding towns. Harbor Home Services has handled ${service} for homes, rentals and small businesses since 2004. Most ${service} jobs take about ${hours} hours, and same-day visits are available when you call before noon. ${FILLER}`,
    },
    {
      kind: 'page',
      url: `${url}#pricing`,
      title: `${title} pricing`,
      content: `${title} pricing: most jobs start at $${price}, including labor and standard parts. Larger or more complex ${service} work is quoted on site after a $79 diagnostic visit, which is credited to the repair. Seniors and veterans get 10% off. ${FILLER}`,
    },
    {
      kind: 'page',
      url: `${url}#process`,
      title: `How ${service} works`,
      content: `How ${service} works: first we inspect and explain what we found, with photos. Then we give you options at fixed prices, from the simplest repair to a full replacement. Once you choose, the work usually takes ${hours} hours, and we test everything with you before we leave. ${FILLER}`,
    },
    {
      kind: 'page',
      url: `${url}#warranty`,
      title: `${title} warranty`,
      content: `${title} warranty: our workmanship on ${service} is guaranteed for ${years} years, and parts carry the manufacturer's warranty. If anything we fixed fails in that time, we come back and make it right at no charge. ${FILLER}`,
    },
    {
      kind: 'faq',
      url: null,
      title: `How long does ${service} take?`,
      content: `How long does ${service} take?\nMost ${service} jobs take about ${hours} hours from arrival to clean-up; we tell you the expected time before we start.`,
    },
  ];
}

const QUESTIONS = [
  ...SERVICES.flatMap((service) => [
    `How much does ${service} cost?`,
    `Do you do ${service}?`,
    `How long does ${service} take?`,
    `What warranty do you give on ${service}?`,
  ]),
  'Hi there!',
  'What are your opening hours?',
  'Do you offer financing?',
  'Do you install solar panels?',
  'Are you licensed and insured?',
  'Can I talk to a real person?',
  'Thanks, that helps!',
  'Is there a discount for seniors?',
  'Can you come out today?',
];

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
      `insert into websites (user_id, name, domain, ai_instructions, appearance_config)
       values ($1, 'Harbor Home Services', 'https://harborhome.example', 'Be helpful and capture leads.', $2) returning id`,
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
    let chunks = 0;
    for (const [index, service] of SERVICES.entries()) {
      for (const item of knowledgeFor(service, index)) {
        const source = await client.query(
          `insert into knowledge_sources (website_id, kind, title, url, question, answer, content)
           values ($1, $2, $3, $4, $5, $6, $7) returning id`,
          [
            websiteId,
            item.kind,
            item.title,
            item.url,
            item.kind === 'faq' ? item.title : null,
            item.kind === 'faq' ? item.content.split('\n')[1] : null,
            item.content,
          ],
        );
        await client.query(
          `insert into knowledge_chunks (website_id, source_id, kind, url, title, content) values ($1, $2, $3, $4, $5, $6)`,
          [websiteId, source.rows[0].id, item.kind, item.url, item.title, item.content],
        );
        chunks += 1;
      }
    }
    await client.query('analyze knowledge_chunks');
    return { websiteId, chunks };
  } finally {
    await client.end();
  }
}

// ───────────────────────────── load ─────────────────────────────

// Idle sockets are dropped after 4 s, before the server's 5 s keep-alive timeout closes them under a request.
const agent = new http.Agent({ keepAlive: true, maxSockets: VISITORS + 5, timeout: 4000 });

function postChat(baseUrl, body) {
  const payload = JSON.stringify(body);
  const url = new URL('/api/chat', baseUrl);
  return new Promise((resolve) => {
    const started = performance.now();
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        let raw = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (raw += chunk));
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started, raw }));
      },
    );
    req.on('error', (error) => resolve({ status: 0, ms: performance.now() - started, raw: String(error) }));
    req.end(payload);
  });
}

async function runLoad({ baseUrl, websiteId, seconds, record, thinkMs = 0 }) {
  const deadline = performance.now() + seconds * 1000;
  const latencies = [];
  const statuses = {};
  const samples = [];
  const errorSamples = [];
  let dontKnow = 0;
  let question = 0;
  async function visitor(index) {
    // Paced visitors arrive spread over one think time, as people do, rather than all in the same millisecond.
    if (thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * thinkMs));
    let conversationId;
    let visitorId;
    let sent = MESSAGES_PER_CONVERSATION;
    while (performance.now() < deadline) {
      if (sent >= MESSAGES_PER_CONVERSATION) {
        conversationId = undefined;
        visitorId = `bench-${index}-${randomUUID().slice(0, 8)}`;
        sent = 0;
      }
      const message = QUESTIONS[(question++ * 7919 + index) % QUESTIONS.length];
      const result = await postChat(baseUrl, {
        message,
        websiteId,
        visitorId,
        conversationId,
        visitorData:
          sent === 0 ? { name: `Visitor ${index}`, email: `visitor${index}@example.test` } : undefined,
      });
      sent += 1;
      // A visitor reads the reply and types the next message: think time around thinkMs (±50 %, so visitors drift apart).
      if (thinkMs > 0 && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
      }
      if (!record) continue;
      statuses[result.status] = (statuses[result.status] ?? 0) + 1;
      if (result.status !== 200 && errorSamples.length < 5)
        errorSamples.push(`${result.status}: ${result.raw.slice(0, 200)}`);
      if (result.status === 200) {
        latencies.push(result.ms);
        const body = JSON.parse(result.raw);
        conversationId = body.conversationId;
        if (body.response.includes("I don't have that information")) dontKnow += 1;
        if (samples.length < 6 && index < 6 && sent === 1)
          samples.push({ message, response: body.response.slice(0, 160) });
      } else {
        conversationId = undefined;
        sent = MESSAGES_PER_CONVERSATION;
      }
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: VISITORS }, (_, index) => visitor(index)));
  const elapsedSeconds = (performance.now() - started) / 1000;
  return { latencies, statuses, elapsedSeconds, dontKnow, samples, errorSamples };
}

// ───────────────────────────── main ─────────────────────────────

async function main() {
  ensureBuilt();
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'chat-bench-'));
  // As root, the embedded PostgreSQL runs as the postgres user, which must be able to enter DATA_DIR.
  await chmod(tmp, 0o755);
  let port;
  for (const candidate of PORTS) {
    if (await isPortFree(candidate)) {
      port = candidate;
      break;
    }
  }
  if (!port) throw new Error(`No free port among ${PORTS.join(', ')}`);
  const databaseUrlOverride = process.env.BENCH_DATABASE_URL;
  log(
    `starting the server on port ${port} (DATA_DIR ${tmp}, ${databaseUrlOverride ? 'BENCH_DATABASE_URL' : 'embedded PostgreSQL'})`,
  );
  let server;
  try {
    server = await startServer({ dataDir: tmp, port, databaseUrl: databaseUrlOverride });
  } catch (error) {
    await rm(tmp, { recursive: true, force: true });
    throw error;
  }
  try {
    const databaseUrl = databaseUrlOverride || (await embeddedDatabaseUrl(tmp));
    const { websiteId, chunks } = await seedWebsite(databaseUrl);
    if (chunks !== CHUNKS) throw new Error(`seeded ${chunks} chunks, expected ${CHUNKS}`);
    log(`seeded a website with ${chunks} knowledge chunks; warming up for ${WARMUP_SECONDS} s`);
    await runLoad({ baseUrl: server.baseUrl, websiteId, seconds: WARMUP_SECONDS, record: false });

    const scenarios = [];
    for (const scenario of SCENARIOS) {
      log(
        `${scenario.name}: ${VISITORS} concurrent visitors, think time ${scenario.thinkMs} ms, ${SECONDS} s`,
      );
      const logFrom = server.logSize();
      const loadBefore = os.loadavg()[0];
      const cpuBefore = cpuSnapshot(server.pid, tmp);
      const load = await runLoad({
        baseUrl: server.baseUrl,
        websiteId,
        seconds: SECONDS,
        record: true,
        thinkMs: scenario.thinkMs,
      });
      const cpuAfter = cpuSnapshot(server.pid, tmp);
      const loadAfter = os.loadavg()[0];
      await new Promise((resolve) => setTimeout(resolve, 300)); // let the last log lines arrive
      const serverValues = server.readChatTimings(logFrom, server.logSize());
      const ok = load.statuses[200] ?? 0;
      const errors = Object.entries(load.statuses)
        .filter(([status]) => status !== '200')
        .reduce((sum, [, count]) => sum + count, 0);
      const serverSide = summarise(serverValues);
      scenarios.push({
        name: scenario.name,
        description: scenario.description,
        thinkTimeMs: scenario.thinkMs,
        messages: ok,
        errors,
        statuses: load.statuses,
        errorSamples: load.errorSamples,
        messagesPerSecond: round1(ok / load.elapsedSeconds),
        dontKnowReplies: load.dontKnow,
        latencyMs: { server: serverSide, client: summarise(load.latencies) },
        cpuPerMessageMs: {
          server: round1((cpuAfter.node - cpuBefore.node) / Math.max(1, ok)),
          postgres: databaseUrlOverride
            ? null
            : round1((cpuAfter.postgres - cpuBefore.postgres) / Math.max(1, ok)),
        },
        loadAverage1m: { before: round1(loadBefore), after: round1(loadAfter) },
        samples: load.samples,
        meetsTargets: serverSide.p95 <= TARGETS.p95Ms && errors <= TARGETS.errors,
      });
    }
    const results = {
      name: 'chat',
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        node: process.version,
        // Negative when run under `nice -n -N` to take precedence over other work on a shared machine.
        niceness: os.getPriority(),
      },
      setup: {
        server: 'apps/api/dist/server.js (NODE_ENV=production, LOG_LEVEL=info, log to a file)',
        database: databaseUrlOverride ? 'BENCH_DATABASE_URL' : 'embedded PostgreSQL (own DATA_DIR)',
        responder: 'built-in (LLM_PROVIDER unset)',
        knowledgeChunks: chunks,
        visitors: VISITORS,
        secondsPerScenario: SECONDS,
        messagesPerConversation: MESSAGES_PER_CONVERSATION,
        request: 'POST /api/chat (JSON), keep-alive connections, one client IP',
      },
      scenarios,
      targets: { ...TARGETS, note: 'p95 of the server-side time of POST /api/chat, no errors' },
      // The design's bar: 50 visitors chatting at once. The paced scenario is that; saturation shows capacity.
      meetsTargets: scenarios.find((scenario) => scenario.name === 'paced')?.meetsTargets ?? false,
    };
    await writeResults(RESULTS, results);
    printTable(results);
  } finally {
    await server.stop();
    await rm(tmp, { recursive: true, force: true });
    agent.destroy();
  }
}

function printTable(results) {
  const lines = [
    `Chat (built-in responder): ${results.setup.visitors} concurrent visitors, ${results.setup.secondsPerScenario} s per scenario, ${results.setup.knowledgeChunks} knowledge chunks; ${results.setup.database}; ${results.machine.cpus} CPUs, Node ${results.machine.node}`,
    '',
    '| scenario | think time | messages | messages/s | server p50 | server p95 | server p99 | client p50 | client p95 | client p99 | errors | CPU/msg (node + pg) | load avg | target |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:-:|',
  ];
  for (const s of results.scenarios) {
    const { server, client } = s.latencyMs;
    lines.push(
      `| ${s.name} | ${s.thinkTimeMs} ms | ${s.messages} | ${s.messagesPerSecond} | ${server.p50} | ${server.p95} | ${server.p99} | ${client.p50} | ${client.p95} | ${client.p99} | ${s.errors} | ${s.cpuPerMessageMs.server} + ${s.cpuPerMessageMs.postgres ?? '?'} ms | ${s.loadAverage1m.before}→${s.loadAverage1m.after} | ${s.meetsTargets ? 'met' : 'NOT met'} |`,
    );
  }
  lines.push('');
  lines.push(
    `Latencies in ms. Target: server p95 ≤ ${results.targets.p95Ms} ms with ${results.targets.errors} errors.`,
  );
  for (const s of results.scenarios) lines.push(`  ${s.name}: ${s.description}`);
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
