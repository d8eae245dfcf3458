/**
 * Generated fuzz suite over real HTTP: every JSON endpoint of the contract (bodies and query strings), inputs
 * generated from its zod schemas and then broken in the ways clients break them — wrong types, edge strings
 * (NUL, unpaired surrogates, RTL, 900 KB), missing and extra fields, non-objects, malformed JSON, invalid UTF-8,
 * wrong content types, bodies over 1 MB (announced and chunked), hostile addresses. The server runs on real ports
 * (in a process of its own, test/fuzz-server.ts) and is called through keep-alive connections, so a connection it
 * spoils shows up as a failed request.
 *
 * Asserts: no 5xx, no dropped connection, `{ error: { code, message } }` on every 4xx. Prints the counts.
 * Seeded: FUZZ_SEED=<n> reproduces a run; FUZZ_REQUESTS=<n> changes its size (default 10,000).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  AdminOutboxQuerySchema,
  AdminUsersQuerySchema,
  AnalyticsQuerySchema,
  ChatRequestSchema,
  ConversationListQuerySchema,
  ConversationStatsQuerySchema,
  CreateCheckoutRequestSchema,
  CreateFaqRequestSchema,
  CreateTextSourceRequestSchema,
  CreateWebsiteRequestSchema,
  DeleteAccountRequestSchema,
  LeadFilterQuerySchema,
  LeadListQuerySchema,
  LeadStatsQuerySchema,
  LeadUpdateSchema,
  LiveChatSettingsSchema,
  OwnerMessageRequestSchema,
  ReorderFaqsRequestSchema,
  StartCrawlRequestSchema,
  SupportRequestSchema,
  UpdateFaqRequestSchema,
  UpdateProfileRequestSchema,
  UpdateTextSourceRequestSchema,
  UpdateUserRoleRequestSchema,
  UpdateWebsiteRequestSchema,
} from '@leadchat/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { grantActivePlan, TEST_PASSWORD as PASSWORD } from '../test/auth-helpers.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { rawRequest, type RawResponse } from '../test/serve-app.js';
import { TEST_ORIGIN } from '../test/test-app.js';
import { findRepoRoot } from './paths.js';
import {
  anyJsonValue,
  createRandom,
  edgeStrings,
  generateValid,
  leafPaths,
  seededUuid,
  withField,
  type Random,
} from '../test/zod-fuzz.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const CONCURRENCY = 12;
/** Server processes the requests alternate between. */
const SERVERS = 2;
const ONE_MB = 1024 * 1024;
/** Built once: the run sends hundreds of bodies of about a megabyte, and making each anew cost more than sending it. */
const HUGE_STRING = 'x'.repeat(900 * 1024);
const OVERSIZE_PADDING = Buffer.alloc(ONE_MB + 256 * 1024 + 1, 'y');
const CLOSE_STRING = Buffer.from('"}');

type Fixtures = Record<'websiteId' | 'chatWebsiteId' | 'faqId' | 'textId' | 'leadId' | 'otherUserId', string>;

/** better-auth's endpoints have no schema in the contract; these describe what its clients send. */
const SignUpSchema = z.object({
  email: z.email(),
  password: z.string(),
  name: z.string(),
  username: z.string(),
});
const SignInSchema = z.object({ email: z.email(), password: z.string() });
const RequestResetSchema = z.object({ email: z.email(), redirectTo: z.string() });
const ResetPasswordSchema = z.object({ newPassword: z.string(), token: z.string() });
const ChangePasswordSchema = z.object({ currentPassword: z.string(), newPassword: z.string() });

type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  schema?: z.ZodType;
  /** The schema describes the query string rather than a JSON body. */
  isQuery?: boolean;
  signedIn?: boolean;
  /** How many requests of the run this endpoint gets, relative to the others. */
  weight?: number;
};

const ENDPOINTS: Endpoint[] = [
  { method: 'POST', path: '/api/chat', schema: ChatRequestSchema, weight: 3 },
  { method: 'POST', path: '/api/support', schema: SupportRequestSchema },
  // Sign-up answers no sooner than 300 ms (decision 0004): fewer of them keep the run short.
  { method: 'POST', path: '/api/auth/sign-up/email', schema: SignUpSchema, weight: 0.5 },
  { method: 'POST', path: '/api/auth/sign-in/email', schema: SignInSchema },
  { method: 'POST', path: '/api/auth/request-password-reset', schema: RequestResetSchema },
  { method: 'POST', path: '/api/auth/reset-password', schema: ResetPasswordSchema },
  { method: 'POST', path: '/api/auth/change-password', schema: ChangePasswordSchema, signedIn: true },
  { method: 'PATCH', path: '/api/profile', schema: UpdateProfileRequestSchema, signedIn: true },
  { method: 'POST', path: '/api/profile/delete-account', schema: DeleteAccountRequestSchema, signedIn: true },
  {
    method: 'PUT',
    path: '/api/admin/users/:otherUserId/role',
    schema: UpdateUserRoleRequestSchema,
    signedIn: true,
  },
  { method: 'POST', path: '/api/billing/checkout', schema: CreateCheckoutRequestSchema, signedIn: true },
  { method: 'POST', path: '/api/websites', schema: CreateWebsiteRequestSchema, signedIn: true },
  { method: 'PATCH', path: '/api/websites/:websiteId', schema: UpdateWebsiteRequestSchema, signedIn: true },
  {
    method: 'POST',
    path: '/api/websites/:websiteId/knowledge/faqs',
    schema: CreateFaqRequestSchema,
    signedIn: true,
  },
  {
    method: 'PUT',
    path: '/api/websites/:websiteId/knowledge/faqs/order',
    schema: ReorderFaqsRequestSchema,
    signedIn: true,
  },
  {
    method: 'PATCH',
    path: '/api/websites/:websiteId/knowledge/faqs/:faqId',
    schema: UpdateFaqRequestSchema,
    signedIn: true,
  },
  {
    method: 'POST',
    path: '/api/websites/:websiteId/knowledge/texts',
    schema: CreateTextSourceRequestSchema,
    signedIn: true,
  },
  {
    method: 'PATCH',
    path: '/api/websites/:websiteId/knowledge/texts/:textId',
    schema: UpdateTextSourceRequestSchema,
    signedIn: true,
  },
  { method: 'POST', path: '/api/websites/:websiteId/crawl', schema: StartCrawlRequestSchema, signedIn: true },
  { method: 'PATCH', path: '/api/leads/:leadId', schema: LeadUpdateSchema, signedIn: true },
  // Live chat (issue 17): the owner's reply (takes the conversation over) and the idle hand-back setting.
  {
    method: 'POST',
    path: '/api/conversations/:leadId/messages',
    schema: OwnerMessageRequestSchema,
    signedIn: true,
  },
  {
    method: 'PATCH',
    path: '/api/conversations/live-settings/:websiteId',
    schema: LiveChatSettingsSchema,
    signedIn: true,
  },
  { method: 'GET', path: '/api/leads', schema: LeadListQuerySchema, isQuery: true, signedIn: true },
  { method: 'GET', path: '/api/leads/stats', schema: LeadStatsQuerySchema, isQuery: true, signedIn: true },
  {
    method: 'GET',
    path: '/api/leads/export.csv',
    schema: LeadFilterQuerySchema,
    isQuery: true,
    signedIn: true,
  },
  {
    method: 'GET',
    path: '/api/conversations',
    schema: ConversationListQuerySchema,
    isQuery: true,
    signedIn: true,
  },
  {
    method: 'GET',
    path: '/api/conversations/stats',
    schema: ConversationStatsQuerySchema,
    isQuery: true,
    signedIn: true,
  },
  { method: 'GET', path: '/api/analytics', schema: AnalyticsQuerySchema, isQuery: true, signedIn: true },
  { method: 'GET', path: '/api/admin/users', schema: AdminUsersQuerySchema, isQuery: true, signedIn: true },
  { method: 'GET', path: '/api/admin/outbox', schema: AdminOutboxQuerySchema, isQuery: true, signedIn: true },
  // Path parameters: fixtures, random ids and hostile segments (half weight: most are a session lookup and a 404).
  { method: 'GET', path: '/api/widget/:any/config', weight: 0.5 },
  // The widget's live stream: no valid token can be generated, so every request is answered (404/400), none streams.
  { method: 'GET', path: '/api/widget/live/:any', weight: 0.5 },
  { method: 'GET', path: '/api/leads/:any', signedIn: true, weight: 0.5 },
  { method: 'GET', path: '/api/conversations/:any', signedIn: true, weight: 0.5 },
  { method: 'GET', path: '/api/websites/:any', signedIn: true, weight: 0.5 },
  { method: 'DELETE', path: '/api/websites/:any/knowledge/faqs/:any', signedIn: true, weight: 0.5 },
  { method: 'GET', path: '/api/billing/checkout-sessions/:any', signedIn: true, weight: 0.5 },
  { method: 'GET', path: '/api/storage/:any/:any/:any', weight: 0.5 },
];

type Planned = {
  index: number;
  endpoint: Endpoint;
  kind: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer | Array<string | Buffer>;
};

const SEGMENTS = [
  '%00',
  '%2e%2e',
  '..%2f..%2f',
  'a%20b',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%ff',
  'x'.repeat(300),
  '1',
  '-1',
];

/** Percent-encodes the UTF-8 bytes of any string (encodeURIComponent throws on an unpaired surrogate). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');
}

function fillPath(path: string, fixtures: Fixtures, random: Random): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    if (name in fixtures && random.chance(0.9)) return fixtures[name as keyof Fixtures];
    return random.pick<() => string>([
      () => fixtures[random.pick(Object.keys(fixtures) as Array<keyof Fixtures>)],
      () => seededUuid(random),
      () => random.pick(SEGMENTS),
      () => percentEncode(edgeStrings(random).slice(0, 200)),
    ])();
  });
}

function encodeQuery(value: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, inner] of Object.entries(value)) {
    if (inner === undefined) continue;
    params.append(key, typeof inner === 'string' ? inner : JSON.stringify(inner));
  }
  return params.toString();
}

const MALFORMED_JSON = [
  '{',
  '{"message": "hi", ',
  '{"a":1}}',
  "{'single': 'quotes'}",
  '{"a": undefined}',
  '{"a": NaN}',
  '\uFEFF{"a": 1}',
  '{"a": "\\ud800"}',
  '{"a": "\\u0000"}',
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  '['.repeat(5000) + ']'.repeat(5000),
  '{"a":' + '{"a":'.repeat(3000) + '1' + '}'.repeat(3001),
  '',
  ' ',
  'null',
  'true',
  '12',
  '"text"',
  '[]',
];

/** Plans one request: a valid input from the schema, then (most of the time) one way of breaking it. */
function planRequest(index: number, endpoint: Endpoint, fixtures: Fixtures, random: Random): Planned {
  const byKey: Record<string, () => unknown> = {
    websiteId: () => (endpoint.path === '/api/chat' ? fixtures.chatWebsiteId : fixtures.websiteId),
    ids: () => [fixtures.faqId],
    role: () => 'user',
    isActive: () => true,
    currentPassword: () => `Fuzz-${random.int(1, 1e6)}-Wrong-Password`,
  };
  let path = fillPath(endpoint.path, fixtures, random);
  const headers: Record<string, string> = {
    origin: random.chance(0.97) ? TEST_ORIGIN : random.pick(['https://evil.example', 'null']),
    'x-test-client-ip': `10.${random.int(0, 3)}.${random.int(0, 255)}.${random.int(1, 254)}`,
  };
  if (endpoint.path === '/api/chat' && random.chance(0.5)) headers.accept = 'text/event-stream';
  const planned = (kind: string, body?: Planned['body']): Planned => ({
    index,
    endpoint,
    kind,
    method: endpoint.method,
    path,
    headers,
    body,
  });

  if (!endpoint.schema) return planned('path');
  const valid = generateValid(endpoint.schema, { random, byKey });

  if (endpoint.isQuery) {
    const query = (valid ?? {}) as Record<string, unknown>;
    const kind = random.pick(['valid', 'edge', 'wrong', 'extra', 'repeat', 'raw']);
    let search = encodeQuery(query);
    const keys = Object.keys(query).length ? Object.keys(query) : ['search', 'page'];
    if (kind === 'edge')
      search = encodeQuery({ ...query, [random.pick(keys)]: edgeStrings(random).slice(0, 400) });
    if (kind === 'wrong') {
      // Addresses stay under Node's 16 KB header limit (beyond it Node itself answers 431, before the app).
      const wrong = anyJsonValue(random);
      search = encodeQuery({
        ...query,
        [random.pick(keys)]: typeof wrong === 'string' ? wrong.slice(0, 400) : wrong,
      });
    }
    if (kind === 'extra') search = `${search}&${percentEncode(edgeStrings(random).slice(0, 100))}=1`;
    if (kind === 'repeat') search = `${search}&${random.pick(keys)}=1&${random.pick(keys)}=2`;
    if (kind === 'raw')
      search = random.pick([
        '%',
        '%zz',
        'page=%ED%A0%80',
        'search=%00',
        'search=%C0%80',
        '=&=&',
        'page=1e999',
      ]);
    path = `${path}?${search}`;
    return planned(`query:${kind}`);
  }

  headers['content-type'] = 'application/json';
  // A body of a megabyte costs more than the rest together: those kinds come a third as often as the others.
  const kind = random.pick([
    ...Array<string>(3).fill('valid'),
    ...Array<string>(6).fill('edge'),
    ...Array<string>(5).fill('wrong'),
    ...Array<string>(3).fill('missing'),
    ...Array<string>(3).fill('extra'),
    ...Array<string>(3).fill('not-object'),
    ...Array<string>(3).fill('malformed'),
    ...Array<string>(2).fill('invalid-utf8'),
    ...Array<string>(3).fill('content-type'),
    'huge-string',
    'oversize',
    'oversize-chunked',
  ]);
  const object = (typeof valid === 'object' && valid !== null ? valid : {}) as Record<string, unknown>;
  const paths = leafPaths(object);
  const somePath = () => (paths.length ? random.pick(paths) : [random.pick(['message', 'name', 'x'])]);
  switch (kind) {
    case 'valid':
      return planned(kind, JSON.stringify(object));
    case 'edge':
      return planned(kind, JSON.stringify(withField(object, somePath(), edgeStrings(random))));
    case 'wrong':
      return planned(kind, JSON.stringify(withField(object, somePath(), anyJsonValue(random))));
    case 'missing':
      return planned(kind, JSON.stringify(withField(object, somePath(), undefined)));
    case 'extra': {
      const name = random.pick(['__proto__', 'constructor', 'isAdmin', 'userId', '\u0000', 'x'.repeat(500)]);
      return planned(
        kind,
        `{${JSON.stringify(name)}: ${JSON.stringify(anyJsonValue(random))}, ${JSON.stringify(object).slice(1)}`,
      );
    }
    case 'not-object':
      return planned(kind, JSON.stringify(random.pick([[object], null, 42, 'text', true, []])));
    case 'malformed':
      return planned(kind, random.pick(MALFORMED_JSON));
    case 'invalid-utf8':
      return planned(
        kind,
        Buffer.concat([
          Buffer.from('{"message": "'),
          Buffer.from([0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80]),
          Buffer.from('"}'),
        ]),
      );
    case 'content-type':
      headers['content-type'] = random.pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/json; charset=latin1',
      ]);
      if (random.chance(0.2)) delete headers['content-type'];
      return planned(kind, JSON.stringify(object));
    case 'huge-string':
      return planned(kind, JSON.stringify(withField(object, somePath(), HUGE_STRING)));
    case 'oversize':
      // The endpoint's fields, then padding to just over 1 MB, sent with its Content-Length.
      return planned(
        kind,
        Buffer.concat([
          paddedHead(object),
          OVERSIZE_PADDING.subarray(0, random.int(1, 64 * 1024) + ONE_MB),
          CLOSE_STRING,
        ]),
      );
    default: {
      // Chunked (no Content-Length), split where the server's reads will not line up with the limit.
      const head = paddedHead(object);
      const size = ONE_MB + random.int(1, 256 * 1024);
      return planned(kind, [
        head,
        OVERSIZE_PADDING.subarray(0, 400_000),
        OVERSIZE_PADDING.subarray(400_000, 900_000),
        OVERSIZE_PADDING.subarray(900_000, size),
        CLOSE_STRING,
      ]);
    }
  }
}

/** `{...the object's fields,"padding":"` — the start of a body whose padding follows. */
function paddedHead(object: Record<string, unknown>): Buffer {
  const fields = JSON.stringify(object).slice(1, -1);
  return Buffer.from(`{${fields}${fields ? ',' : ''}"padding":"`);
}

type Outcome = { planned: Planned; response?: RawResponse; error?: string; ms: number };

describe('API fuzz (generated from the contract, over real HTTP)', () => {
  let database: TestDatabase;
  const servers: ChildProcess[] = [];
  let ports: number[] = [];
  let fixtures: Fixtures;
  let cookie: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The server runs as SERVERS processes of its own on the one database, as in production behind a load
    // balancer (ARCHITECTURE.md: stateless); requests alternate between them, so the client and the servers spread
    // over the cores instead of sharing one event loop.
    const startServer = () => {
      const child = spawn(
        path.join(findRepoRoot(), 'node_modules/.bin/tsx'),
        [fileURLToPath(new URL('../test/fuzz-server.ts', import.meta.url))],
        {
          env: {
            ...process.env,
            FUZZ_DATABASE_URL: database.connectionString,
            FUZZ_PARENT_PID: String(process.pid),
            // Limits would answer most requests 429 before validation: this suite is about what lies behind them.
            FUZZ_ENV: JSON.stringify({ RATE_LIMIT_MULTIPLIER: '1000', AUTH_REQUIRE_EMAIL_VERIFICATION: '0' }),
          },
          stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
        },
      );
      servers.push(child);
      return new Promise<number>((resolve, reject) => {
        let output = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /listening (\d+)/.exec(output);
          if (match) resolve(Number(match[1]));
        });
        child.once('exit', (code) => reject(new Error(`fuzz server exited (${code}): ${output}`)));
      });
    };
    ports = await Promise.all(Array.from({ length: SERVERS }, startServer));
    const port = ports[0]!;

    const agent = new http.Agent({ keepAlive: true });
    const call = async (method: string, target: string, json?: unknown, session?: string) => {
      const response = await rawRequest({
        port,
        agent,
        method,
        path: target,
        headers: {
          origin: TEST_ORIGIN,
          'content-type': 'application/json',
          ...(session ? { cookie: session } : {}),
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      expect(response.status, `${method} ${target}: ${response.body.slice(0, 300)}`).toBeLessThan(300);
      return response;
    };
    const signIn = async (email: string) => {
      await call('POST', '/api/auth/sign-up/email', {
        email,
        password: PASSWORD,
        name: 'Owner',
        username: 'owner',
      });
      const signedIn = await call('POST', '/api/auth/sign-in/email', { email, password: PASSWORD });
      const setCookies = [signedIn.headers['set-cookie'] ?? []].flat();
      const session = setCookies.map((line) => line.split(';')[0]).join('; ');
      const me = JSON.parse((await call('GET', '/api/me', undefined, session)).body) as { id: string };
      return { session, userId: me.id };
    };
    const owner = await signIn('fuzz-owner@example.test');
    await grantActivePlan({ db: database.db, userId: owner.userId });
    const other = await signIn('fuzz-other@example.test');
    cookie = owner.session;
    const create = async (target: string, json: unknown) =>
      JSON.parse((await call('POST', target, json, cookie)).body) as Record<string, unknown>;
    const website = await create('/api/websites', { name: 'Fuzzed site', domain: 'https://fuzzed.example' });
    const chatWebsite = await create('/api/websites', { name: 'Chat site', domain: 'https://chat.example' });
    const websiteId = String(website.id);
    const faq = await create(`/api/websites/${websiteId}/knowledge/faqs`, {
      question: 'Open?',
      answer: 'Yes.',
    });
    const text = await create(`/api/websites/${websiteId}/knowledge/texts`, {
      title: 'About',
      content: 'We fix.',
    });
    const chat = await create('/api/chat', {
      message: 'Hi, I am Pat, pat@example.test, please call me',
      websiteId,
      visitorId: 'fuzz-fixture',
    });
    agent.destroy();
    fixtures = {
      websiteId,
      chatWebsiteId: String(chatWebsite.id),
      faqId: String(faq.id),
      textId: String(text.id),
      leadId: String(chat.conversationId),
      otherUserId: other.userId,
    };
  });
  afterAll(async () => {
    await Promise.all(
      servers
        .filter((child) => child.exitCode === null)
        .map((child) => {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          return exited;
        }),
    );
    await database?.close();
  });

  it(`answers ${TOTAL.toLocaleString('en-US')} generated requests with no 5xx, no dropped connection and the error shape on every 4xx`, async () => {
    const random = createRandom(SEED);
    const weights = ENDPOINTS.map((endpoint) => endpoint.weight ?? 1);
    const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
    // Planned one at a time, in index order (bodies of a megabyte are not all kept in memory); the sequence is
    // the same for a seed whatever the timing.
    const planNext = (index: number): Planned => {
      let roll = random.next() * totalWeight;
      let chosen = ENDPOINTS[0]!;
      for (const [position, endpoint] of ENDPOINTS.entries()) {
        roll -= weights[position]!;
        if (roll < 0) {
          chosen = endpoint;
          break;
        }
      }
      const planned = planRequest(index, chosen, fixtures, random);
      if (chosen.signedIn && random.chance(0.97)) planned.headers.cookie = cookie;
      return planned;
    };

    const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const outcomes: Outcome[] = [];
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    let next = 0;
    const worker = async () => {
      while (next < TOTAL) {
        const planned = planNext(next++);
        const begun = performance.now();
        try {
          const response = await rawRequest({
            port: ports[planned.index % ports.length]!,
            agent,
            method: planned.method,
            path: planned.path,
            headers: planned.headers,
            body: planned.body,
            timeoutMs: 30_000,
          });
          outcomes.push({ planned, response, ms: performance.now() - begun });
        } catch (error) {
          outcomes.push({
            planned,
            ms: performance.now() - begun,
            error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
          });
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    agent.destroy();
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    // The client's share of the run; the server's is in its own process (the wall time on a shared machine says
    // little about either).
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;

    const byStatus = new Map<string, number>();
    const byKind = new Map<string, number>();
    const failures: string[] = [];
    const describe = (planned: Planned) => {
      const body =
        planned.body === undefined
          ? ''
          : Array.isArray(planned.body)
            ? `chunked ${planned.body.reduce((sum, part) => sum + part.length, 0)} bytes`
            : planned.body.length > 200
              ? `${planned.body.slice(0, 120).toString()}… (${planned.body.length} bytes)`
              : planned.body.toString();
      return `#${planned.index} ${planned.kind} ${planned.method} ${planned.path.slice(0, 200)} ${JSON.stringify(body)}`;
    };
    let fourHundreds = 0;
    for (const { planned, response, error } of outcomes) {
      byKind.set(planned.kind, (byKind.get(planned.kind) ?? 0) + 1);
      if (!response) {
        byStatus.set('dropped', (byStatus.get('dropped') ?? 0) + 1);
        failures.push(`dropped (${error}): ${describe(planned)}`);
        continue;
      }
      byStatus.set(String(response.status), (byStatus.get(String(response.status)) ?? 0) + 1);
      if (response.status >= 500)
        failures.push(`${response.status} ${response.body.slice(0, 200)}: ${describe(planned)}`);
      if (response.status >= 400 && response.status < 500) {
        fourHundreds++;
        let isShaped = false;
        try {
          const parsed = JSON.parse(response.body) as { error?: { code?: unknown; message?: unknown } };
          isShaped =
            typeof parsed.error?.code === 'string' &&
            typeof parsed.error.message === 'string' &&
            parsed.error.message.length > 0;
        } catch {
          isShaped = false;
        }
        if (!isShaped)
          failures.push(
            `${response.status} without the error shape ${response.body.slice(0, 200)}: ${describe(planned)}`,
          );
      }
    }

    const slowest = new Map<string, number>();
    for (const outcome of outcomes) {
      const key = `${outcome.planned.endpoint.method} ${outcome.planned.endpoint.path} ${outcome.planned.kind}`;
      slowest.set(key, (slowest.get(key) ?? 0) + outcome.ms);
    }
    const sorted = (map: Map<string, number>) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .map(([key, n]) => `${key}: ${n}`)
        .join(', ');
    console.log(
      [
        `[fuzz] seed ${SEED}: ${outcomes.length} requests to ${ENDPOINTS.length} endpoints in ${seconds.toFixed(1)} s (${Math.round(outcomes.length / seconds)}/s), ${cpuSeconds.toFixed(1)} s of the client's CPU`,
        `[fuzz] status: ${sorted(byStatus)}`,
        `[fuzz] kinds: ${sorted(byKind)}`,
        `[fuzz] 5xx: ${outcomes.filter((o) => (o.response?.status ?? 0) >= 500).length}, dropped: ${byStatus.get('dropped') ?? 0}, 4xx checked for the error shape: ${fourHundreds}, failures: ${failures.length}`,
        `[fuzz] most time (ms): ${[...slowest]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([key, ms]) => `${key}: ${Math.round(ms)}`)
          .join(', ')}`,
        ...failures.slice(0, 20).map((failure) => `[fuzz] FAIL ${failure}`),
      ].join('\n'),
    );
    expect(outcomes).toHaveLength(TOTAL);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 240_000);
});
