/**
 * Two server processes on one database, as behind a load balancer, each with its own WhatsApp worker: Meta's
 * deliveries alternate between them (with every message delivered twice, once to each), and the month's usage
 * still counts every message exactly once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { findRepoRoot } from '../../lib/paths.js';
import { insertWebsite } from '../conversations/owner-data.fixture.js';
import { user, whatsappAccounts } from '../../db/schema.js';
import { buildMetaMessagePayload } from './whatsapp-accounts.service.js';
import { startFakeGraphServer, type FakeGraphServer } from './testing/fake-graph-server.js';

const APP_SECRET = 'two-process-app-secret-0123456789';
const ACCESS_TOKEN = 'EAAG-two-process-token-0123456789';
const PHONE_NUMBER_ID = '220000000000001';
const SENDERS = 24;

let database: TestDatabase;
let graph: FakeGraphServer;
const children: ChildProcess[] = [];
let ports: number[] = [];
let userId: string;

function startProcess(): Promise<number> {
  const child = spawn(
    path.join(findRepoRoot(), 'node_modules/.bin/tsx'),
    [fileURLToPath(new URL('./testing/whatsapp-server-process.ts', import.meta.url))],
    {
      env: {
        ...process.env,
        WA_DATABASE_URL: database.connectionString,
        WA_ENV: JSON.stringify({
          WHATSAPP_APP_SECRET: APP_SECRET,
          WHATSAPP_VERIFY_TOKEN: 'verify',
          WHATSAPP_ACCESS_TOKEN: ACCESS_TOKEN,
          WHATSAPP_GRAPH_BASE_URL: graph.baseUrl,
        }),
      },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  children.push(child);
  return new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`server process exited (${code}): ${output}`)));
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  graph = await startFakeGraphServer({ accessToken: ACCESS_TOKEN, appSecret: APP_SECRET, pairSpacingMs: 0 });
  const [owner] = await database.db
    .insert(user)
    .values({ name: 'owner', email: 'two-process@example.test', emailVerified: true })
    .returning({ id: user.id });
  userId = owner!.id;
  const websiteId = await insertWebsite(database.db, { userId, name: 'Two Process Plumbing' });
  // Confirmed by Meta as connecting would have it (whatsapp.test.ts covers that); no token of its own, so the
  // server-wide WHATSAPP_ACCESS_TOKEN sends.
  await database.db
    .insert(whatsappAccounts)
    .values({ websiteId, phoneNumberId: PHONE_NUMBER_ID, metaConfirmedAt: new Date() });
  ports = await Promise.all([startProcess(), startProcess()]);
}, 60_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined,
    ),
  );
  await graph?.close();
  await database?.close();
});

describe('usage across two server processes', () => {
  it('counts every message received and sent exactly once', async () => {
    const deliveries: Promise<number>[] = [];
    for (let index = 0; index < SENDERS; index++) {
      const from = `3161200${String(index).padStart(4, '0')}`;
      const raw = JSON.stringify(
        buildMetaMessagePayload({
          businessAccountId: '1',
          phoneNumberId: PHONE_NUMBER_ID,
          displayPhoneNumber: '15550000001',
          from,
          profileName: `Customer ${index}`,
          messageId: `wamid.two-process.${index}`,
          text: 'Hello, are you open tomorrow?',
        }),
      );
      const signature = graph.sign(raw);
      // Meta redelivers: each message reaches both processes.
      for (const port of [ports[index % 2]!, ports[(index + 1) % 2]!]) {
        deliveries.push(
          fetch(`http://127.0.0.1:${port}/api/whatsapp/webhook`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
            body: raw,
          }).then((response) => response.status),
        );
      }
    }
    expect(new Set(await Promise.all(deliveries))).toEqual(new Set([200]));

    const deadline = Date.now() + 45_000;
    let sent = 0;
    while (Date.now() < deadline) {
      const result = await database.db.execute<{ sent: string }>(
        sql`select count(*) filter (where status = 'sent') as sent from whatsapp_outbound_messages`,
      );
      sent = Number(result.rows[0]!.sent);
      if (sent >= SENDERS) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(sent).toBe(SENDERS);
    const usage = await database.db.execute<{
      total_messages: number;
      messages_sent: number;
      messages_received: number;
    }>(
      sql`select total_messages, messages_sent, messages_received from whatsapp_usage where user_id = ${userId}`,
    );
    expect(usage.rows).toEqual([
      { total_messages: SENDERS * 2, messages_sent: SENDERS, messages_received: SENDERS },
    ]);
    const messages = await database.db.execute<{ n: string }>(sql`select count(*) as n from messages`);
    expect(Number(messages.rows[0]!.n)).toBe(SENDERS * 2);
    expect(graph.sends.filter((send) => send.wamid)).toHaveLength(SENDERS);
    expect(graph.sends.every((send) => send.authorization === `Bearer ${ACCESS_TOKEN}`)).toBe(true);
  }, 60_000);
});
