/**
 * The database stops while the server runs: readiness says so within 1 s, requests fail fast with 503 and the
 * error shape, the process stays up, and it recovers by itself when the database is back — no restart.
 * Two cases: an outside PostgreSQL (DATABASE_URL, as in production) stopped and started again by its operator,
 * and the embedded PostgreSQL crashing (the server restarts it itself).
 */
import { createApiClient, signUpByApi, type ApiClient } from '../support/api-client';
import { strongPassword, uniqueEmail, uniqueUsername } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { startStandalonePostgres, type StandalonePostgres } from '../support/postgres';
import { readPostmasterPid, startServer, waitForStatus, type RunningServer } from '../support/server';

test.describe.configure({ timeout: 120_000 });

/** Times one request; the response body is read so the timing covers all of it. */
async function timed(call: () => Promise<Response>): Promise<{ status: number; ms: number; body: string }> {
  const started = performance.now();
  const response = await call();
  const body = await response.text();
  return { status: response.status, ms: performance.now() - started, body };
}

async function expectUnavailable(client: ApiClient, credentials: { email: string; password: string }) {
  const ready = await timed(() => client.get('/readyz'));
  expect(ready.status, ready.body).toBe(503);
  expect(ready.ms).toBeLessThan(1000);

  // Signed-in reads, a sign-in, public reads and writes: each touches the database.
  const calls: Array<[string, () => Promise<Response>]> = [
    ['GET /api/me', () => client.get('/api/me')],
    ['POST sign-in', () => client.post('/api/auth/sign-in/email', credentials)],
    ['GET get-session', () => client.get('/api/auth/get-session')],
    ['GET /api/websites', () => client.get('/api/websites')],
    ['GET widget config', () => client.get('/api/widget/5f0c8f9e-3b7a-4c1e-9a51-1f2d3c4b5a69/config')],
    [
      'POST support',
      () => client.post('/api/support', { name: 'A', email: 'a@example.com', subject: 'S', message: 'M' }),
    ],
  ];
  for (const [name, call] of calls) {
    const result = await timed(call);
    expect(result.status, `${name}: ${result.body}`).toBe(503);
    expect(result.ms, name).toBeLessThan(3000);
    expect(JSON.parse(result.body), name).toMatchObject({
      error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) },
    });
  }
}

async function expectRecovered(server: RunningServer, client: ApiClient, email: string) {
  expect(
    await waitForStatus(`${server.baseURL}/readyz`, 200, 20_000),
    'readiness after the database returned',
  ).toBe(true);
  const me = await client.get('/api/me');
  expect(me.status, await me.clone().text()).toBe(200);
  expect(((await me.json()) as { email: string }).email).toBe(email);
  expect(server.child.exitCode, 'the server process kept running').toBeNull();
}

test('an outside PostgreSQL that stops and comes back: 503 meanwhile, recovery without a restart', async () => {
  let database: StandalonePostgres | undefined;
  let server: RunningServer | undefined;
  try {
    database = await startStandalonePostgres();
    server = await startServer({
      name: 'outage-external',
      env: { DATABASE_URL: database.url, AUTH_REQUIRE_EMAIL_VERIFICATION: '0' },
    });
    const client = createApiClient(server.baseURL);
    const credentials = {
      email: uniqueEmail('outage'),
      password: strongPassword(),
      username: uniqueUsername(),
    };
    await signUpByApi(client, credentials);
    expect((await client.get('/api/me')).status).toBe(200);

    await database.stop();
    await expectUnavailable(client, credentials);
    // Still failing fast a moment later (no request queued behind a dead pool).
    await new Promise((resolve) => setTimeout(resolve, 2500));
    await expectUnavailable(client, credentials);

    await database.start();
    await expectRecovered(server, client, credentials.email);
    const signIn = await createApiClient(server.baseURL).post('/api/auth/sign-in/email', credentials);
    expect(signIn.status).toBe(200);
  } finally {
    await server?.dispose();
    await database?.dispose();
  }
});

test('the embedded PostgreSQL crashing: 503 meanwhile, the server restarts it and carries on', async () => {
  const server = await startServer({
    name: 'outage-embedded',
    env: { AUTH_REQUIRE_EMAIL_VERIFICATION: '0' },
  });
  try {
    const client = createApiClient(server.baseURL);
    const credentials = {
      email: uniqueEmail('crash'),
      password: strongPassword(),
      username: uniqueUsername(),
    };
    await signUpByApi(client, credentials);

    const postgresPid = readPostmasterPid(server.dataDir);
    expect(postgresPid).toBeDefined();
    process.kill(postgresPid!, 'SIGKILL');
    // The server restarts its database within a second or two: catch the window in which it is down.
    let outage: { status: number; ms: number } | undefined;
    for (const deadline = Date.now() + 3000; !outage && Date.now() < deadline;) {
      const ready = await timed(() => client.get('/readyz'));
      if (ready.status === 503) outage = ready;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(outage, 'readiness reported the crashed database').toBeDefined();
    expect(outage!.ms).toBeLessThan(1000);

    await expectRecovered(server, client, credentials.email);
    expect(readPostmasterPid(server.dataDir)).not.toBe(postgresPid);
    expect(server.output()).toContain('embedded PostgreSQL restarted');
  } finally {
    await server.dispose();
  }
});
