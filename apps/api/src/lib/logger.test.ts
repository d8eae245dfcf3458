import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createAccessLogger, createLazyChildLogger } from './logger.js';

function memoryLogger(level = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const logger = pino({ level, base: { service: 'leadchat-api' } }, stream);
  return { logger, lines };
}

/** Access lines are written at most 50 ms after the first one of a batch. */
const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 80));

describe('createAccessLogger', () => {
  it('writes the same line as the child logger did, fields in the same order', async () => {
    const { logger, lines } = memoryLogger();
    const entry = { method: 'GET', path: '/api/widget/"quoted"\\/config', status: 200, ms: 3 };
    logger.child({ requestId: 'abc-123' }).info(entry, 'request');
    createAccessLogger(logger).info({ requestId: 'abc-123', ...entry });
    await nextTurn();
    expect(lines).toHaveLength(2);
    const [before, after] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(Object.keys(after!)).toEqual(Object.keys(before!));
    expect({ ...after, time: 0 }).toEqual({ ...before, time: 0 });
  });

  it('writes 5xx at error level as "request failed", and nothing below the level', async () => {
    const { logger, lines } = memoryLogger('error');
    const access = createAccessLogger(logger);
    access.info({ requestId: 'a', method: 'GET', path: '/healthz', status: 200, ms: 0 });
    access.error({ requestId: 'b', method: 'POST', path: '/api/chat', status: 500, ms: 12 });
    await nextTurn();
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toMatchObject([
      { level: 50, requestId: 'b', status: 500, msg: 'request failed' },
    ]);
  });

  it('writes pending lines together, in order', async () => {
    const { logger, lines } = memoryLogger();
    const access = createAccessLogger(logger);
    for (let i = 0; i < 3; i++)
      access.info({ requestId: `r${i}`, method: 'GET', path: '/', status: 200, ms: 0 });
    expect(lines).toHaveLength(0);
    await nextTurn();
    expect(lines.map((line) => (JSON.parse(line) as { requestId: string }).requestId)).toEqual([
      'r0',
      'r1',
      'r2',
    ]);
  });
});

describe('createLazyChildLogger', () => {
  it('logs with the bindings, as a child would', () => {
    const { logger, lines } = memoryLogger();
    const lazy = createLazyChildLogger(logger, { requestId: 'xyz' });
    lazy.warn({ detail: 1 }, 'something');
    lazy.child({ module: 'm' }).info('nested');
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toMatchObject([
      { level: 40, requestId: 'xyz', detail: 1, msg: 'something' },
      { level: 30, requestId: 'xyz', module: 'm', msg: 'nested' },
    ]);
    expect(lazy.level).toBe('info');
    expect(lazy.isLevelEnabled('debug')).toBe(false);
  });
});
