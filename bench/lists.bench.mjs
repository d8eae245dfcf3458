#!/usr/bin/env node
/**
 * Owner lists at scale: 100,000 conversations with messages across 20 websites of one owner (plus another
 * owner's 20,000, so the owner filter has something to skip). Measures, through real HTTP against the server
 * process, the leads and conversations list pages (with and without search and each filter), the stat cards,
 * and the CSV export of 100,000 leads (time and the server's memory growth, sampled from /proc).
 *
 *   node bench/lists.bench.mjs            (writes bench/results/lists.json and prints a table)
 *
 * Database: the PostgreSQL at 127.0.0.1:5432 when it answers (a fresh database, dropped afterwards), else the
 * embedded one the server starts in a temporary DATA_DIR. Server: apps/api/dist/server.js when it is newer
 * than the sources, else the sources through tsx.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createLog, ROOT, writeResults } from './lib/output.mjs';
import { embeddedDatabaseUrl, isApiBuildFresh, isPortFree, launchServer } from './lib/server.mjs';
import { percentile, round1 } from './lib/stats.mjs';

const RESULTS = path.join(ROOT, 'bench/results/lists.json');
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 100_000);
const WEBSITES = 20;
const NOISE_CONVERSATIONS = Math.round(CONVERSATIONS / 5);
const MESSAGES_PER_CONVERSATION = 4;
const WARMUP = 5;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const TARGETS = { listP95Ms: 100, statsP95Ms: 150, exportSeconds: 3, exportMemoryMb: 50 };

// ───────────────────────────── helpers ─────────────────────────────

const log = createLog('lists.bench');

async function findPort() {
  for (let port = 5260; port <= 5279; port += 1) if (await isPortFree(port)) return port;
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function canConnect(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function serverCommand() {
  if (isApiBuildFresh())
    return { args: [path.join(ROOT, 'apps/api/dist/server.js')], label: 'apps/api/dist/server.js' };
  // One process (no tsx CLI wrapper), so the measured RSS is the server's own.
  return {
    args: ['--import', 'tsx', path.join(ROOT, 'apps/api/src/server.ts')],
    label: 'node --import tsx apps/api/src/server.ts (dist is older than the sources)',
  };
}

function readRssKb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  } catch {
    return 0;
  }
}

// ───────────────────────────── server ─────────────────────────────

async function startServer({ databaseUrl, dataDir, port }) {
  const command = serverCommand();
  const server = await launchServer({
    args: command.args,
    graceMs: 20_000,
    port,
    dataDir,
    databaseUrl,
    logLevel: 'warn',
    extra: { AUTH_REQUIRE_EMAIL_VERIFICATION: '0', RATE_LIMIT_MULTIPLIER: '1000' },
  });
  return { ...server, label: command.label };
}

async function signUp(baseUrl, email) {
  const origin = baseUrl;
  const password = 'Bench-Password-2024!';
  const headers = { 'content-type': 'application/json', origin };
  let response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: email.split('@')[0], username: email.split('@')[0] }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  let cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  let me = await fetch(`${baseUrl}/api/me`, { headers: { cookie } });
  if (me.status !== 200) {
    response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    });
    if (response.status !== 200)
      throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    me = await fetch(`${baseUrl}/api/me`, { headers: { cookie } });
  }
  const body = await me.json();
  return { cookie, userId: body.id };
}

// ───────────────────────────── data ─────────────────────────────

const FIRST_NAMES = [
  'James',
  'Mary',
  'John',
  'Patricia',
  'Robert',
  'Jennifer',
  'Michael',
  'Linda',
  'William',
  'Elizabeth',
  'David',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Charles',
  'Karen',
  'Christopher',
  'Nancy',
  'Daniel',
  'Lisa',
  'Matthew',
  'Betty',
  'Anthony',
  'Margaret',
  'Mark',
  'Sandra',
  'Donald',
  'Ashley',
  'Steven',
  'Kimberly',
  'Paul',
  'Emily',
  'Andrew',
  'Donna',
  'Joshua',
  'Michelle',
  'Kenneth',
  'Dorothy',
  'Kevin',
  'Carol',
  'Brian',
  'Amanda',
  'George',
  'Melissa',
  'Edward',
  'Deborah',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
];
const COMPANIES = [
  'Acme Plumbing',
  'Bright Dental',
  'City Roofing',
  'Delta Electric',
  'Evergreen Landscaping',
  'Fresh Bakery',
  'Golden Realty',
  'Harbor Auto',
  'Iron Gym',
  'Jade Spa',
  'Kite Law',
  'Lotus Yoga',
  'Maple Vets',
  'North HVAC',
  'Oak Furniture',
];
const sqlArray = (values) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

/** Seeds one owner's websites, conversations and messages with set-based SQL (seconds, not minutes). */
async function seedOwner(
  client,
  { userId, websites, conversations, prefix, allLeads = false, withMessages = true },
) {
  await client.query(
    `insert into websites (user_id, name, domain, appearance_config, created_at)
     select $1, $2 || ' Site ' || lpad(g::text, 2, '0'), 'https://' || lower($2) || '-site-' || g || '.example',
            '{"greeting_message":"Hi!","bot_name":"AI Assistant","primary_color":"#8B5CF6","position":"bottom-right","size":"medium","auto_popup_delay":3000}'::jsonb,
            now() - interval '200 days'
     from generate_series(1, $3::int) g`,
    [userId, prefix, websites],
  );
  // Deterministic spread: 40 % leads (or all) over five statuses, scores 0–100, created over 180 days, last
  // activity up to a day after creation, one conversation in 200 active within the last hour. Rows are inserted
  // oldest first, as a live system appends them.
  await client.query(
    `with site as (select array_agg(id order by name) as ids from websites where user_id = $1),
     src as (
       select g, (hashtext($2 || g::text) & 2147483647) as h,
              now() - ((g % 180) * interval '1 day') - (((hashtext('m' || g::text) & 2147483647) % 1440) * interval '1 minute') as created
       from generate_series(1, $3::int) g
     )
     insert into conversations (website_id, visitor_id, visitor_name, visitor_email, visitor_phone, visitor_company,
       lead_status, lead_score, lead_score_reasons, is_lead_captured, lead_captured_at, message_source, message_count,
       last_message_preview, created_at, last_activity_at)
     select site.ids[1 + (src.g % array_length(site.ids, 1))],
            'visitor-' || md5($2 || src.g::text),
            (${sqlArray(FIRST_NAMES)})[1 + src.h % ${FIRST_NAMES.length}] || ' ' || (${sqlArray(LAST_NAMES)})[1 + (src.h / 50) % ${LAST_NAMES.length}],
            lower((${sqlArray(FIRST_NAMES)})[1 + src.h % ${FIRST_NAMES.length}]) || '.' || src.g || '@example.com',
            '+1 555 ' || lpad((src.g % 10000)::text, 4, '0'),
            case when src.g % 3 = 0 then (${sqlArray(COMPANIES)})[1 + src.h % ${COMPANIES.length}] end,
            (array['new','contacted','qualified','converted','lost'])[1 + (src.h / 7) % 5],
            src.h % 101,
            '[{"rule":"contact","points":30,"detail":"Email given"}]'::jsonb,
            ${allLeads ? 'true' : 'src.g % 5 < 2'},
            case when ${allLeads ? 'true' : 'src.g % 5 < 2'} then src.created + interval '2 minutes' end,
            case when src.g % 10 = 0 then 'whatsapp'::message_source else 'web'::message_source end,
            ${withMessages ? MESSAGES_PER_CONVERSATION : 0},
            'Thanks, someone from the team will call you tomorrow morning about the quote.',
            case when src.g % 200 = 0 then now() - interval '20 minutes' else src.created end,
            case when src.g % 200 = 0 then now() - interval '10 minutes' else src.created + ((src.h % 1440) * interval '1 minute') end
     from src, site
     order by 15`,
    [userId, prefix, conversations],
  );
  if (!withMessages) return;
  await client.query(
    `insert into messages (conversation_id, role, content, response_time_ms, created_at)
     select c.id,
            case when k % 2 = 1 then 'user' else 'assistant' end,
            case when k % 2 = 1 then 'Hello, I would like a quote for next week, please. My email is on the form.'
                 else 'Of course! Could you tell me a little more about what you need and the best number to reach you?' end,
            case when k % 2 = 0 then 150 + (hashtext(c.id::text || k) & 2147483647) % 1500 end,
            c.created_at + k * interval '20 seconds'
     from conversations c
     join websites w on w.id = c.website_id and w.user_id = $1
     cross join generate_series(1, ${MESSAGES_PER_CONVERSATION}) k
     order by c.created_at, k`,
    [userId],
  );
}

// ───────────────────────────── measuring ─────────────────────────────

async function measure(baseUrl, cookie, pathAndQuery) {
  const timings = [];
  let lastBody;
  for (let i = 0; i < WARMUP + SAMPLES; i += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${pathAndQuery}`, { headers: { cookie } });
    const body = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200)
      throw new Error(`${pathAndQuery} answered ${response.status}: ${body.slice(0, 300)}`);
    if (i >= WARMUP) timings.push(ms);
    lastBody = body;
  }
  timings.sort((a, b) => a - b);
  const parsed = JSON.parse(lastBody);
  return {
    p50: round1(percentile(timings, 50)),
    p95: round1(percentile(timings, 95)),
    max: round1(timings[timings.length - 1]),
    rows: typeof parsed.total === 'number' ? parsed.total : undefined,
  };
}

async function measureExport(server, cookie, expectedRows) {
  const baseline = readRssKb(server.pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, readRssKb(server.pid));
  }, 10);
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}/api/leads/export.csv`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  let records = 0;
  let firstByteMs;
  const reader = response.body.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (firstByteMs === undefined) firstByteMs = performance.now() - started;
    bytes += value.byteLength;
    // Seeded values hold no line breaks, so every CRLF ends a record.
    for (let i = 0; i < value.length; i += 1) if (value[i] === 10) records += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, readRssKb(server.pid));
  const rows = records - 1;
  if (rows !== expectedRows) throw new Error(`The export had ${rows} rows, expected ${expectedRows}`);
  return {
    rows,
    megabytes: round1(bytes / 1024 / 1024),
    seconds: Math.round(seconds * 100) / 100,
    firstByteMs: round1(firstByteMs ?? 0),
    rssBeforeMb: round1(baseline / 1024),
    rssPeakMb: round1(peak / 1024),
    rssGrowthMb: round1((peak - baseline) / 1024),
  };
}

// ───────────────────────────── main ─────────────────────────────

async function main() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'leadchat-bench-lists-'));
  const dataDir = path.join(tmp, 'data');
  await mkdir(dataDir, { recursive: true });
  const serverUrl = process.env.BENCH_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  let databaseUrl;
  let dropDatabase = async () => undefined;
  let databaseLabel;
  if (!process.env.BENCH_EMBEDDED && (await canConnect(serverUrl))) {
    const name = `leadchat_bench_lists_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    databaseLabel = 'PostgreSQL server at 127.0.0.1:5432';
    if (process.env.BENCH_KEEP_DB) log(`keeping the database: ${databaseUrl}`);
    dropDatabase = async () => {
      if (process.env.BENCH_KEEP_DB) return;
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    databaseLabel = 'embedded PostgreSQL';
  }

  const port = await findPort();
  log(`starting the server on port ${port} (${databaseLabel})`);
  const server = await startServer({ databaseUrl, dataDir, port });
  let db;
  try {
    if (!databaseUrl) databaseUrl = await embeddedDatabaseUrl(dataDir);
    db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();

    const owner = await signUp(server.baseUrl, `bench-owner-${randomBytes(3).toString('hex')}@example.com`);
    const noise = await signUp(server.baseUrl, `bench-noise-${randomBytes(3).toString('hex')}@example.com`);
    let started = performance.now();
    await seedOwner(db, {
      userId: owner.userId,
      websites: WEBSITES,
      conversations: CONVERSATIONS,
      prefix: 'Owner',
    });
    await seedOwner(db, {
      userId: noise.userId,
      websites: 5,
      conversations: NOISE_CONVERSATIONS,
      prefix: 'Noise',
    });
    await db.query('vacuum analyze websites, conversations, messages');
    const seedSeconds = (performance.now() - started) / 1000;
    const counts = (
      await db.query(
        `select (select count(*) from conversations c join websites w on w.id = c.website_id where w.user_id = $1)::int as conversations,
                (select count(*) from conversations c join websites w on w.id = c.website_id where w.user_id = $1 and c.is_lead_captured)::int as leads,
                (select count(*) from messages)::int as messages`,
        [owner.userId],
      )
    ).rows[0];
    if (process.env.BENCH_SEED_ONLY) {
      log(`owner ${owner.userId}; database ${databaseUrl}`);
      return;
    }
    log(
      `seeded ${counts.conversations} conversations (${counts.leads} leads) and ${counts.messages} messages in ${seedSeconds.toFixed(1)} s`,
    );
    const websiteId = (
      await db.query(`select id from websites where user_id = $1 order by name limit 1`, [owner.userId])
    ).rows[0].id;
    const visitorFragment = (
      await db.query(
        `select substr(visitor_id, 9, 6) as f from conversations c join websites w on w.id = c.website_id where w.user_id = $1 limit 1`,
        [owner.userId],
      )
    ).rows[0].f;

    const listScenarios = [
      ['leads', 'page 1 (newest activity)', '/api/leads'],
      ['leads', 'search "smith"', '/api/leads?search=smith'],
      ['leads', 'search "jo" (2 letters)', '/api/leads?search=jo'],
      ['leads', 'search company "dental"', '/api/leads?search=dental'],
      ['leads', 'search with no match', '/api/leads?search=zzqx'],
      ['leads', 'status=new', '/api/leads?status=new'],
      ['leads', 'status=contacted', '/api/leads?status=contacted'],
      ['leads', 'status=qualified', '/api/leads?status=qualified'],
      ['leads', 'status=converted', '/api/leads?status=converted'],
      ['leads', 'status=lost', '/api/leads?status=lost'],
      ['leads', 'status=converted + search "smith"', '/api/leads?status=converted&search=smith'],
      ['leads', 'one website', `/api/leads?websiteId=${websiteId}`],
      ['leads', 'sort by score', '/api/leads?sort=score'],
      ['leads', 'page 200', '/api/leads?page=200'],
      ['conversations', 'page 1 (newest activity)', '/api/conversations'],
      ['conversations', 'search "smith"', '/api/conversations?search=smith'],
      [
        'conversations',
        `search visitor id "${visitorFragment}"`,
        `/api/conversations?search=${visitorFragment}`,
      ],
      ['conversations', 'search with no match', '/api/conversations?search=zzqx'],
      ['conversations', 'filter=active', '/api/conversations?filter=active'],
      ['conversations', 'filter=leads', '/api/conversations?filter=leads'],
      ['conversations', 'filter=leads + search "smith"', '/api/conversations?filter=leads&search=smith'],
      ['conversations', 'one website', `/api/conversations?websiteId=${websiteId}`],
      ['conversations', 'page 500', '/api/conversations?page=500'],
    ];
    const statScenarios = [
      ['stats', '/leads cards', '/api/leads/stats'],
      ['stats', '/conversations cards', '/api/conversations/stats'],
      ['stats', '/dashboard cards', '/api/dashboard/stats'],
      ['stats', '/analytics (30d)', '/api/analytics?period=30d'],
      ['stats', '/analytics (90d)', '/api/analytics?period=90d'],
    ];
    const rows = [];
    for (const [group, name, url] of [...listScenarios, ...statScenarios]) {
      const result = await measure(server.baseUrl, owner.cookie, url);
      const target =
        group === 'stats'
          ? name.startsWith('/analytics')
            ? undefined
            : TARGETS.statsP95Ms
          : TARGETS.listP95Ms;
      rows.push({
        group,
        name,
        url,
        ...result,
        targetP95Ms: target,
        meetsTarget: target === undefined ? undefined : result.p95 <= target,
      });
      log(
        `${group.padEnd(13)} ${name.padEnd(40)} p50 ${String(result.p50).padStart(6)} ms  p95 ${String(result.p95).padStart(6)} ms`,
      );
    }

    const exportLeads = await measureExport(server, owner.cookie, counts.leads);
    log(
      `CSV export of ${exportLeads.rows} leads: ${exportLeads.seconds} s, RSS +${exportLeads.rssGrowthMb} MB`,
    );
    // A third owner whose 100,000 conversations are all leads, for the export of 100,000 leads.
    const exporter = await signUp(
      server.baseUrl,
      `bench-export-${randomBytes(3).toString('hex')}@example.com`,
    );
    started = performance.now();
    await seedOwner(db, {
      userId: exporter.userId,
      websites: WEBSITES,
      conversations: CONVERSATIONS,
      prefix: 'Export',
      allLeads: true,
      withMessages: false,
    });
    await db.query('vacuum analyze websites, conversations');
    log(
      `seeded ${CONVERSATIONS} leads for the export in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const exportAll = await measureExport(server, exporter.cookie, CONVERSATIONS);
    log(`CSV export of ${exportAll.rows} leads: ${exportAll.seconds} s, RSS +${exportAll.rssGrowthMb} MB`);
    const exportAgain = await measureExport(server, exporter.cookie, CONVERSATIONS);
    const leadsAtFullScale = [];
    for (const [name, url] of [
      ['page 1, 100,000 leads', '/api/leads'],
      ['search "smith", 100,000 leads', '/api/leads?search=smith'],
      ['status=converted, 100,000 leads', '/api/leads?status=converted'],
      ['/leads cards, 100,000 leads', '/api/leads/stats'],
    ]) {
      const result = await measure(server.baseUrl, exporter.cookie, url);
      const target = name.startsWith('/leads cards') ? TARGETS.statsP95Ms : TARGETS.listP95Ms;
      leadsAtFullScale.push({
        group: 'leads (100k leads)',
        name,
        url,
        ...result,
        targetP95Ms: target,
        meetsTarget: result.p95 <= target,
      });
      log(
        `100k leads    ${name.padEnd(40)} p50 ${String(result.p50).padStart(6)} ms  p95 ${String(result.p95).padStart(6)} ms`,
      );
    }

    const results = {
      benchmark: 'lists',
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        node: process.version,
        memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      },
      server: server.label,
      database: databaseLabel,
      data: {
        ownerConversations: counts.conversations,
        ownerLeads: counts.leads,
        websites: WEBSITES,
        otherOwnerConversations: NOISE_CONVERSATIONS,
        messages: counts.messages,
        seedSeconds: Math.round(seedSeconds * 10) / 10,
      },
      samplesPerScenario: SAMPLES,
      targets: TARGETS,
      scenarios: [...rows, ...leadsAtFullScale],
      export: {
        [`${exportLeads.rows} leads`]: exportLeads,
        [`${exportAll.rows} leads`]: exportAll,
        [`${exportAll.rows} leads (second run)`]: exportAgain,
        meetsTarget:
          exportAll.seconds <= TARGETS.exportSeconds && exportAll.rssGrowthMb <= TARGETS.exportMemoryMb,
      },
    };
    await writeResults(RESULTS, results);
    printTable(results);
  } finally {
    await db?.end().catch(() => undefined);
    await server.stop();
    await dropDatabase().catch((error) => log(`could not drop the bench database: ${error.message}`));
    await rm(tmp, { recursive: true, force: true });
  }
}

function printTable(results) {
  const lines = [];
  lines.push(
    `Owner lists: ${results.data.ownerConversations} conversations (${results.data.ownerLeads} leads) on ${results.data.websites} websites, ${results.data.messages} messages; ${results.database}; ${results.server}`,
  );
  lines.push('');
  lines.push('| group | scenario | rows | p50 ms | p95 ms | target p95 | ok |');
  lines.push('|---|---|---:|---:|---:|---:|:-:|');
  for (const s of results.scenarios) {
    lines.push(
      `| ${s.group} | ${s.name} | ${s.rows ?? ''} | ${s.p50} | ${s.p95} | ${s.targetP95Ms ?? '–'} | ${s.meetsTarget === undefined ? '–' : s.meetsTarget ? 'yes' : 'NO'} |`,
    );
  }
  lines.push('');
  lines.push(
    '| CSV export | rows | MB | seconds | first byte ms | RSS before MB | RSS peak MB | growth MB |',
  );
  lines.push('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const [name, e] of Object.entries(results.export)) {
    if (typeof e !== 'object') continue;
    lines.push(
      `| ${name} | ${e.rows} | ${e.megabytes} | ${e.seconds} | ${e.firstByteMs} | ${e.rssBeforeMb} | ${e.rssPeakMb} | ${e.rssGrowthMb} |`,
    );
  }
  lines.push(
    `Export target (≤ ${results.targets.exportSeconds} s, ≤ ${results.targets.exportMemoryMb} MB growth): ${results.export.meetsTarget ? 'met' : 'NOT met'}`,
  );
  console.log(lines.join('\n'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
