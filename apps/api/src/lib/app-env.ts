import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Logger } from './logger.js';
import type { EmailSender } from '../adapters/email/email.types.js';
import type { Auth } from '../features/auth/auth.js';

/** Everything the app needs from its process; tests build one pointing at their own database. */
export type AppDeps = {
  config: Config;
  db: Database;
  logger: Logger;
  email: EmailSender;
};

/** Hono's typed context variables. `user` is set by the session middleware on signed-in requests. */
export type AppEnv = {
  Variables: {
    deps: AppDeps;
    auth: Auth;
    log: Logger;
    requestId: string;
    user?: SessionUser;
  };
};

export type SessionUser = { id: string; email: string; isAdmin: boolean; twoFactorEnabled: boolean };
