#!/usr/bin/env node
/**
 * The public endpoints every customer page view hits, against a bare Hono app returning the same bodies, side by
 * side in ONE run so both see the same machine load: `GET /api/widget/{id}/config` (the seeded demo website),
 * `GET /widget.js` and `GET /healthz`. The real server is the built one (apps/api/dist/server.js, rebuilt first
 * when older than the sources; the widget is built when missing) on its own embedded PostgreSQL, in production
 * mode with request logging at info to a file. The bare app (bench/lib/bare-server.mjs) is Hono on the same
 * @hono/node-server without any middleware.
 *
 * autocannon, 50 keep-alive connections, 10 s per server per endpoint and round, two rounds; within a round the 10 s
 * are five 2 s slices, bare and ours taking turns (bare first in round 1, ours first in round 2), because the load
 * of a shared machine drifts within seconds.
 * Reports req/s, latency, the ratio ours/bare per round and overall, and the server's CPU per request (ours
 * and bare, plus PostgreSQL's for ours), a second view that depends less on the throughput the load generator gets. Targets (issue 18):
 * config ≥ 50 % of bare, /widget.js ≥ 70 %. Writes bench/results/public-endpoints.json.
 *
 *   node bench/public-endpoints.bench.mjs
 *   env: BENCH_SECONDS (10), BENCH_ROUNDS (2), BENCH_CONNECTIONS (50), BENCH_SLICES (5),
 *        BENCH_SERVER_NODE_ARGS / BENCH_BARE_NODE_ARGS (node options of ours / of the bare app, e.g.
 *        "--cpu-prof --cpu-prof-dir=/tmp/prof"; summarise with bench/lib/cpu-profile.mjs), BENCH_ENDPOINTS (e.g. "config")
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { childPids, processCpuMs, processRssMb } from './lib/cpu.mjs';
import { createLog, ROOT, writeResults } from './lib/output.mjs';
import { isApiBuildFresh, isPortFree, launchServer } from './lib/server.mjs';
import { round1 } from './lib/stats.mjs';

const RESULTS = path.join(ROOT, 'bench/results/public-endpoints.json');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Each server's seconds are cut into this many slices, bare and ours taking turns: load on a shared machine drifts. */
const SLICES = Number(process.env.BENCH_SLICES ?? 5);
const WARMUP_SECONDS = 3;
/** The demo website seeded on every fresh installation (features/demo/system-user.ts). */
const WEBSITE_ID = '5eed0000-0000-4000-8000-000000000002';
const WIDGET_FILE = path.join(ROOT, 'apps/widget/dist/widget.js');
const TARGETS = { config: 0.5, widget: 0.7 };
const ENDPOINTS = [
  { name: 'config', path: `/api/widget/${WEBSITE_ID}/config` },
  { name: 'widget', path: '/widget.js' },
  { name: 'healthz', path: '/healthz' },
].filter(
  (endpoint) =>
    !process.env.BENCH_ENDPOINTS || process.env.BENCH_ENDPOINTS.split(',').includes(endpoint.name),
);
/** What a widget on a customer's page sends (the CORS origin matters: the real server answers it). */
const REQUEST_HEADERS = { origin: 'https://customer.example', accept: '*/*' };
const PORTS = [5190, 5191, 5192, 5193, 5194, 5195];

const log = createLog('public-endpoints.bench');

function build(workspace, isNeeded) {
  if (!isNeeded) return;
  log(`building ${workspace}`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build -w ${workspace} failed`);
}

async function freePorts(count) {
  const ports = [];
  for (const candidate of PORTS)
    if (ports.length < count && (await isPortFree(candidate))) ports.push(candidate);
  if (ports.length < count) throw new Error(`Not enough free ports among ${PORTS.join(', ')}`);
  return ports;
}

async function startBareServer({ port, bodiesFile }) {
  const nodeArgs = (process.env.BENCH_BARE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const script = path.join(ROOT, 'bench/lib/bare-server.mjs');
  const child = spawn(process.execPath, [...nodeArgs, script, String(port), bodiesFile], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('The bare server exited before it was ready');
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('The bare server was not ready within 15 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** CPU (ms) used so far by the embedded PostgreSQL: the postmaster and its backends. */
function postgresCpuMs(dataDir) {
  try {
    const postmasterPid = Number(
      readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    return (
      processCpuMs(postmasterPid) + childPids(postmasterPid).reduce((sum, pid) => sum + processCpuMs(pid), 0)
    );
  } catch {
    return 0;
  }
}

function runAutocannon({ url, seconds }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers: REQUEST_HEADERS },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    // autocannon keeps its own progress output off unless asked; nothing to render.
    void instance;
  });
}

/** One slice: `seconds` of load on one endpoint of one server, with that server's (and PostgreSQL's) CPU. */
async function measureSlice({ server, endpoint, seconds, dataDir }) {
  const cpuBefore = processCpuMs(server.pid);
  const pgBefore = dataDir ? postgresCpuMs(dataDir) : 0;
  const result = await runAutocannon({ url: `${server.baseUrl}${endpoint.path}`, seconds });
  return {
    ok: result['2xx'],
    seconds: result.duration,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    latency: result.latency,
    cpuMs: processCpuMs(server.pid) - cpuBefore,
    pgMs: dataDir ? postgresCpuMs(dataDir) - pgBefore : 0,
  };
}

const medianOf = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** One server's measurement in a round: its slices added up. */
function combineSlices(slices, hasPostgres) {
  const sum = (key) => slices.reduce((total, slice) => total + slice[key], 0);
  const ok = sum('ok');
  return {
    requestsPerSecond: round1(ok / sum('seconds')),
    requests: ok,
    seconds: round1(sum('seconds')),
    non2xx: sum('non2xx'),
    errors: sum('errors'),
    // Per slice, then the median (p50, p97.5) or the worst (p99, max) of the slices.
    latencyMs: {
      p50: medianOf(slices.map((slice) => slice.latency.p50)),
      p97_5: medianOf(slices.map((slice) => slice.latency.p97_5)),
      p99: Math.max(...slices.map((slice) => slice.latency.p99)),
      max: Math.max(...slices.map((slice) => slice.latency.max)),
    },
    cpuUsPerRequest: {
      server: Math.round((sum('cpuMs') * 1000) / Math.max(1, ok)),
      ...(hasPostgres ? { postgres: Math.max(0, Math.round((sum('pgMs') * 1000) / Math.max(1, ok))) } : {}),
    },
  };
}

function printTable(results) {
  console.log(
    '\n| endpoint | round | bare req/s | ours req/s | ours/bare | ours p50 ms | ours CPU µs/req | bare CPU µs/req |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const endpoint of results.endpoints) {
    for (const round of endpoint.rounds) {
      console.log(
        `| ${endpoint.path} | ${round.round} | ${round.bare.requestsPerSecond} | ${round.ours.requestsPerSecond} | ${Math.round(round.ratio * 100)} % | ${round.ours.latencyMs.p50} | ${round.ours.cpuUsPerRequest.server} | ${round.bare.cpuUsPerRequest.server} |`,
      );
    }
    const target =
      endpoint.target === null
        ? ''
        : ` (target ≥ ${Math.round(endpoint.target * 100)} %: ${endpoint.meetsTarget ? 'met' : 'NOT met'})`;
    console.log(
      `| ${endpoint.path} | all | | | **${Math.round(endpoint.ratio * 100)} %**${target} | | CPU ratio bare/ours: ${Math.round(endpoint.cpuRatio * 100)} % | |`,
    );
  }
  console.log(
    `\nload average (1 min) before/after: ${results.loadAverage1m.before} / ${results.loadAverage1m.after}`,
  );
}

async function main() {
  build('@leadchat/api', !isApiBuildFresh());
  build('@leadchat/widget', !existsSync(WIDGET_FILE));
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'leadchat-public-bench-'));
  // As root, the embedded PostgreSQL runs as the postgres user, which must be able to enter DATA_DIR.
  await chmod(tmp, 0o755);
  const [port, barePort] = await freePorts(2);
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  log(`starting the server on port ${port} (DATA_DIR ${tmp}, embedded PostgreSQL)`);
  let ours;
  let bare;
  try {
    ours = await launchServer({
      args: [...nodeArgs, path.join(ROOT, 'apps/api/dist/server.js')],
      // Production logs go to stdout; a file stands in for the log collector without back-pressure.
      logFile: path.join(tmp, 'server.log'),
      graceMs: 15_000,
      port,
      dataDir: tmp,
      logLevel: 'info',
      // One client address sends everything: per-client limits would otherwise measure 429s.
      extra: { RATE_LIMIT_MULTIPLIER: '1000000' },
    });
    const configResponse = await fetch(`${ours.baseUrl}/api/widget/${WEBSITE_ID}/config`);
    if (configResponse.status !== 200) throw new Error(`config answered ${configResponse.status}`);
    const config = await configResponse.json();
    const bodiesFile = path.join(tmp, 'bare-bodies.json');
    await writeFile(bodiesFile, JSON.stringify({ config, widgetFile: WIDGET_FILE }));
    bare = await startBareServer({ port: barePort, bodiesFile });
    const servers = { ours, bare };

    // Same bodies on both: the comparison is about the work around them.
    for (const endpoint of ENDPOINTS) {
      const [a, b] = await Promise.all(
        [ours, bare].map((server) => fetch(`${server.baseUrl}${endpoint.path}`).then((r) => r.arrayBuffer())),
      );
      if (Buffer.compare(Buffer.from(a), Buffer.from(b)) !== 0)
        throw new Error(`${endpoint.path}: bodies differ`);
    }

    log(`warming up (${WARMUP_SECONDS} s per endpoint and server)`);
    for (const endpoint of ENDPOINTS)
      for (const server of [ours, bare])
        await runAutocannon({ url: `${server.baseUrl}${endpoint.path}`, seconds: WARMUP_SECONDS });

    const loadBefore = os.loadavg()[0];
    const rounds = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const order = round % 2 === 1 ? ['bare', 'ours'] : ['ours', 'bare'];
      for (const endpoint of ENDPOINTS) {
        const entry = {
          round,
          endpoint: endpoint.name,
          order: order.join(' → '),
          loadAverage1m: round1(os.loadavg()[0]),
        };
        log(
          `round ${round}: ${endpoint.path}, ${SECONDS} s on each server in ${SLICES} alternating slices (${order.join(' → ')}), ${CONNECTIONS} connections`,
        );
        const slices = { bare: [], ours: [] };
        for (let slice = 0; slice < SLICES; slice += 1) {
          for (const name of order) {
            slices[name].push(
              await measureSlice({
                server: servers[name],
                endpoint,
                seconds: SECONDS / SLICES,
                dataDir: name === 'ours' ? tmp : undefined,
              }),
            );
          }
        }
        for (const name of order) entry[name] = combineSlices(slices[name], name === 'ours');
        entry.ratio = round1((entry.ours.requestsPerSecond / entry.bare.requestsPerSecond) * 1000) / 1000;
        rounds.push(entry);
      }
    }
    const loadAfter = os.loadavg()[0];

    const endpoints = ENDPOINTS.map((endpoint) => {
      const own = rounds.filter((entry) => entry.endpoint === endpoint.name);
      const total = (name) => own.reduce((sum, entry) => sum + entry[name].requests, 0);
      const ratio = Math.round((total('ours') / total('bare')) * 1000) / 1000;
      const cpuPerRequest = (name) =>
        own.reduce((sum, entry) => sum + entry[name].cpuUsPerRequest.server * entry[name].requests, 0) /
        total(name);
      // CPU per request of bare over ours: the throughput ratio a CPU-bound server would reach.
      const cpuRatio = Math.round((cpuPerRequest('bare') / cpuPerRequest('ours')) * 1000) / 1000;
      const target = TARGETS[endpoint.name] ?? null;
      const errors = own.reduce((sum, entry) => sum + entry.ours.non2xx + entry.ours.errors, 0);
      return {
        name: endpoint.name,
        path: endpoint.path,
        rounds: own,
        ratio,
        cpuRatio,
        minRoundRatio: Math.min(...own.map((entry) => entry.ratio)),
        target,
        errors,
        meetsTarget: target === null ? null : ratio >= target && errors === 0,
      };
    });
    const results = {
      name: 'public-endpoints',
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? 'unknown',
        node: process.version,
        niceness: os.getPriority(),
      },
      setup: {
        ours: 'apps/api/dist/server.js (NODE_ENV=production, LOG_LEVEL=info, log to a file, embedded PostgreSQL)',
        bare: 'bench/lib/bare-server.mjs: Hono on @hono/node-server, no middleware, same bodies',
        load: `autocannon, ${CONNECTIONS} keep-alive connections, ${SECONDS} s per server, endpoint and round in ${SLICES} slices taking turns, ${ROUNDS} rounds`,
        requestHeaders: REQUEST_HEADERS,
        serverNodeArgs: nodeArgs,
      },
      loadAverage1m: { before: round1(loadBefore), after: round1(loadAfter) },
      oursRssMbAfter: processRssMb(ours.pid),
      endpoints,
      targets: { ...TARGETS, note: 'ours/bare of the successful requests summed over the rounds, no errors' },
      meetsTargets: endpoints.every((endpoint) => endpoint.meetsTarget !== false),
    };
    await writeResults(RESULTS, results);
    printTable(results);
  } finally {
    await bare?.stop();
    await ours?.stop();
    await rm(tmp, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
