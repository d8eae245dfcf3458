import { pino, type Logger } from 'pino';

/** One JSON logger for the process; request loggers are children carrying the request id. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'leadchat-api' },
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token', '*.newPassword'],
      censor: '[redacted]',
    },
  });
}

export type { Logger };
