/** True when an error means the database can't be reached right now (as opposed to a bad query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin shutdown
  '57P02', // crash shutdown
  '57P03', // cannot connect now
  '08000',
  '08003',
  '08006',
  '08001',
]);

const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'the database system is shutting down',
  'the database system is starting up',
];
