/**
 * A Google Business Profile reply worker in a process of its own for the crash test: it delivers due reply jobs as
 * the server does and kills itself with SIGKILL (no clean-up, no last write) right after Google has answered a
 * reply's PUT and before anything is recorded. Run with tsx; reads the server's environment.
 */
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/client.js';
import { runDueReplyJobs } from '../features/gmb/gmb-replies.service.js';
import { createLogger } from '../lib/logger.js';

const config = loadConfig();
const logger = createLogger('silent');
const { db } = createDatabase({ connectionString: config.DATABASE_URL!, logger });

async function loop() {
  for (;;) {
    await runDueReplyJobs({
      db,
      config,
      logger,
      afterGoogleCall: async () => {
        process.kill(process.pid, 'SIGKILL');
        await new Promise(() => undefined);
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
void loop();
