/**
 * The embedded PostgreSQL starts over whatever a previous run left behind in DATA_DIR: a postmaster.pid naming
 * a dead process, or naming a live process that is not PostgreSQL (its pid was reused) — which must be left alone.
 */
import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger.js';
import { startEmbeddedPostgres } from './embedded.js';

const logger = createLogger('silent');

async function expectQueryable(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ answer: number }>('select 42 as answer');
    expect(rows[0]?.answer).toBe(42);
  } finally {
    await client.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('embedded PostgreSQL start-up over leftovers', () => {
  let dataDir: string;

  beforeAll(async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'leadchat-embedded-test-'));
    // As root the database runs as `postgres`, which must be able to enter the directory.
    await chmod(parent, 0o755);
    dataDir = path.join(parent, 'data');
    const first = await startEmbeddedPostgres({ dataDir, logger });
    await first.stop();
  }, 120_000);
  afterAll(async () => rm(path.dirname(dataDir), { recursive: true, force: true }));

  const pidFile = () => path.join(dataDir, 'postgres', 'postmaster.pid');

  it('starts when postmaster.pid names a process that no longer exists', async () => {
    await writeFile(pidFile(), '999999\n/nowhere\n');
    const database = await startEmbeddedPostgres({ dataDir, logger });
    try {
      await expectQueryable(database.connectionString);
    } finally {
      await database.stop();
    }
  });

  it('starts when postmaster.pid names a live process that is not PostgreSQL, and leaves it running', async () => {
    const bystander = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      await writeFile(pidFile(), `${bystander.pid}\n/nowhere\n`);
      const database = await startEmbeddedPostgres({ dataDir, logger });
      try {
        await expectQueryable(database.connectionString);
        expect(isAlive(bystander.pid!), 'the unrelated process was not signalled').toBe(true);
      } finally {
        await database.stop();
      }
    } finally {
      bystander.kill('SIGKILL');
    }
  });

  it('keeps its data and port across restarts', async () => {
    const first = await startEmbeddedPostgres({ dataDir, logger });
    try {
      const client = new pg.Client({ connectionString: first.connectionString });
      await client.connect();
      await client.query('create table if not exists survivors (name text)');
      await client.query("insert into survivors values ('row from the first run')");
      await client.end();
    } finally {
      await first.stop();
    }
    const second = await startEmbeddedPostgres({ dataDir, logger });
    try {
      expect(second.port).toBe(first.port);
      const client = new pg.Client({ connectionString: second.connectionString });
      await client.connect();
      const { rows } = await client.query<{ name: string }>('select name from survivors');
      await client.end();
      expect(rows.map((row) => row.name)).toContain('row from the first run');
    } finally {
      await second.stop();
    }
  });
});

describe('embedded PostgreSQL in a private directory', () => {
  it('as root, refuses with the directory postgres cannot enter and how to fix it; else starts', async () => {
    // mkdtemp makes a 0700 directory: what `mktemp -d` gives a script that sets DATA_DIR inside it.
    const parent = await mkdtemp(path.join(os.tmpdir(), 'leadchat-private-test-'));
    const dataDir = path.join(parent, 'data');
    try {
      const isRoot = process.getuid?.() === 0;
      if (isRoot) {
        const error = await startEmbeddedPostgres({ dataDir, logger }).then(
          () => new Error('started'),
          (caught: unknown) => caught as Error,
        );
        expect(error.name).toBe('StartupError');
        expect(error.message).toContain(`cannot enter ${parent} (mode 700)`);
        expect(error.message).toContain(`chmod o+x ${parent}`);
        expect(error.message).toContain('/var/lib/leadchat');
        // The fix the message names works.
        await chmod(parent, 0o711);
      }
      const database = await startEmbeddedPostgres({ dataDir, logger });
      try {
        await expectQueryable(database.connectionString);
      } finally {
        await database.stop();
      }
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  }, 120_000);
});
