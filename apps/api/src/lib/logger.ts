import { pino, symbols, type DestinationStream, type Logger } from 'pino';

const SERVICE = 'leadchat-api';

/** One JSON logger for the process; request loggers are children carrying the request id. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: SERVICE },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token', '*.newPassword'],
      censor: '[redacted]',
    },
  });
}

/** One access-log line: the fields of the request line, in this order. */
export type AccessLogEntry = { requestId: string; method: string; path: string; status: number; ms: number };

export type AccessLogger = { info: (entry: AccessLogEntry) => void; error: (entry: AccessLogEntry) => void };

const LEVELS = { info: 30, error: 50 } as const;
/** Access lines wait at most this long, or until this many bytes are pending, and are then written together. */
const FLUSH_MS = 50;
const FLUSH_BYTES = 64 * 1024;
const flushesAtExit = new Set<() => void>();
let isExitHookInstalled = false;

/**
 * The access log: one line per request, the same JSON as `logger.child({ requestId }).info(entry, 'request')` wrote
 * (`request failed` at error level for 5xx), on the logger's own stream and level. Written here instead of through
 * pino because it runs on every request: the fields are fixed, so the line is built directly (pino's serialiser
 * and its redaction cost ~7 µs a line and have nothing to find here), and lines are written together, at most
 * 50 ms (or 64 KB) after the first (one write per line cost ~16 µs of the event loop, in batches ~2.5 µs a line).
 */
export function createAccessLogger(logger: Logger): AccessLogger {
  const stream = (
    logger as unknown as Record<symbol, (DestinationStream & { flushSync?: () => void }) | undefined>
  )[symbols.streamSym];
  if (!stream) throw new Error('createAccessLogger needs a pino logger');
  let pending = '';
  let isScheduled = false;
  const flush = () => {
    isScheduled = false;
    const lines = pending;
    pending = '';
    if (lines) stream.write(lines);
  };
  const flushAtExit = () => {
    try {
      flush();
      stream.flushSync?.();
    } catch {
      // the stream is already closed
    }
  };
  if (logger.level !== 'silent') flushesAtExit.add(flushAtExit);
  if (!isExitHookInstalled) {
    isExitHookInstalled = true;
    // Lines still waiting when the process exits are written synchronously (process.exit after shutdown), before
    // pino's own exit hook ends the stream.
    process.prependOnceListener('exit', () => {
      for (const flushOne of flushesAtExit) flushOne();
    });
  }
  const write = (level: keyof typeof LEVELS, message: string, entry: AccessLogEntry) => {
    if (!logger.isLevelEnabled(level)) return;
    pending +=
      `{"level":${LEVELS[level]},"time":${Date.now()},"service":"${SERVICE}","requestId":${JSON.stringify(entry.requestId)},` +
      `"method":${JSON.stringify(entry.method)},"path":${JSON.stringify(entry.path)},"status":${entry.status},` +
      `"ms":${entry.ms},"msg":"${message}"}\n`;
    if (pending.length >= FLUSH_BYTES) flush();
    else if (!isScheduled) {
      isScheduled = true;
      setTimeout(flush, FLUSH_MS).unref();
    }
  };
  return {
    info: (entry) => write('info', 'request', entry),
    error: (entry) => write('error', 'request failed', entry),
  };
}

/**
 * `logger.child(bindings)`, made only when first used: most requests (the widget's config, health checks) never
 * log anything but their access line.
 */
export function createLazyChildLogger(logger: Logger, bindings: Record<string, unknown>): Logger {
  let child: Logger | undefined;
  const target = (): Logger => (child ??= logger.child(bindings));
  return new Proxy(logger, {
    get(_logger, property) {
      const value = Reflect.get(target(), property) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target()) : value;
    },
    set(_logger, property, value) {
      return Reflect.set(target(), property, value);
    },
  });
}

export type { Logger };
