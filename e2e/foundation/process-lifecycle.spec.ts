/**
 * The server process on the embedded database: data survives `kill -9`, SIGTERM drains in-flight requests
 * and then stops PostgreSQL, and a second server refuses a DATA_DIR that a live one is using.
 */
import http from 'node:http';
import { createApiClient, signUpByApi } from '../support/api-client';
import { strongPassword, uniqueEmail, uniqueUsername } from '../support/auth';
import { expect, test } from '../support/fixtures';
import {
  isProcessAlive,
  readPostmasterPid,
  startServer,
  waitForProcessExit,
  type RunningServer,
} from '../support/server';

test.describe.configure({ timeout: 120_000 });

const NO_VERIFICATION = { AUTH_REQUIRE_EMAIL_VERIFICATION: '0' };

async function expectCleanStop(server: RunningServer): Promise<void> {
  const postgresPid = readPostmasterPid(server.dataDir);
  expect(postgresPid).toBeDefined();
  const result = await server.stop();
  expect(result, server.output().slice(-2000)).toEqual({ code: 0, signal: null });
  expect(await waitForProcessExit(postgresPid!, 5000), 'embedded PostgreSQL stopped with the server').toBe(
    true,
  );
  expect(readPostmasterPid(server.dataDir), 'postmaster.pid removed').toBeUndefined();
}

test('data survives kill -9 of the server; the next start takes over the orphaned PostgreSQL', async () => {
  const first = await startServer({ name: 'kill9-first', env: NO_VERIFICATION });
  const credentials = { email: uniqueEmail('kill9'), password: strongPassword(), username: uniqueUsername() };
  let second: RunningServer | undefined;
  try {
    await signUpByApi(createApiClient(first.baseURL), credentials);
    const orphan = readPostmasterPid(first.dataDir);
    expect(orphan).toBeDefined();

    first.child.kill('SIGKILL');
    await first.exited;
    expect(isProcessAlive(orphan!), 'PostgreSQL outlives a SIGKILLed server').toBe(true);

    second = await startServer({ name: 'kill9-second', dataDir: first.dataDir, env: NO_VERIFICATION });
    expect(isProcessAlive(orphan!), 'the orphaned PostgreSQL was stopped').toBe(false);
    expect(readPostmasterPid(second.dataDir)).not.toBe(orphan);

    const client = createApiClient(second.baseURL);
    const signIn = await client.post('/api/auth/sign-in/email', credentials);
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const me = await client.get('/api/me');
    expect(((await me.json()) as { email: string }).email).toBe(credentials.email);

    await expectCleanStop(second);
  } finally {
    await second?.stop();
    await first.dispose();
  }
});

test('SIGTERM finishes a request in flight, then stops the embedded PostgreSQL; exit code 0', async () => {
  const server = await startServer({ name: 'sigterm', env: NO_VERIFICATION });
  try {
    const credentials = {
      email: uniqueEmail('drain'),
      password: strongPassword(),
      username: uniqueUsername(),
    };
    await signUpByApi(createApiClient(server.baseURL), credentials);

    // A sign-in whose body is still arriving when the signal comes: the server must wait for it, answer it
    // with the database still up, and only then stop.
    const body = JSON.stringify(credentials);
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        `${server.baseURL}/api/auth/sign-in/email`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            origin: server.baseURL,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => request.end(body.slice(10)), 500);
      }, 200);
    });

    const answered = await response;
    expect(answered.status, answered.text).toBe(200);
    const postgresPid = readPostmasterPid(server.dataDir);
    const result = await server.exited;
    expect(result, server.output().slice(-2000)).toEqual({ code: 0, signal: null });
    if (postgresPid) expect(await waitForProcessExit(postgresPid, 5000)).toBe(true);
    expect(readPostmasterPid(server.dataDir)).toBeUndefined();
    expect(server.output()).toContain('"msg":"stopped"');
  } finally {
    await server.dispose();
  }
});

test('a second server refuses a DATA_DIR in use and leaves the running one alone', async () => {
  const first = await startServer({ name: 'in-use-first' });
  try {
    const postgresPid = readPostmasterPid(first.dataDir);
    await expect(
      startServer({ name: 'in-use-second', dataDir: first.dataDir, readyTimeoutMs: 15_000 }),
    ).rejects.toThrow(/in use by another running LeadChat server/);
    expect(readPostmasterPid(first.dataDir)).toBe(postgresPid);
    expect(isProcessAlive(postgresPid!)).toBe(true);
    const ready = await fetch(`${first.baseURL}/readyz`);
    expect(ready.status).toBe(200);
    await expectCleanStop(first);
  } finally {
    await first.dispose();
  }
});
