/**
 * Reads the e2e server's email outbox (SMTP_URL is unset, so every email is stored in `outbox_messages`),
 * e.g. to follow the password-reset link the way a person would from their inbox.
 */
import pg from 'pg';
import { readEmbeddedDatabaseUrl, sleep } from './server';

export type OutboxEmail = {
  recipient: string;
  subject: string | null;
  textBody: string;
  htmlBody: string | null;
};

/** Waits for the newest email to `recipient` created after `since` (default: any time). */
export async function waitForEmail(
  recipient: string,
  options: { since?: Date; timeoutMs?: number; dataDir?: string } = {},
): Promise<OutboxEmail> {
  const dataDir = options.dataDir ?? process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: the Playwright global setup starts the server and sets it.');
  const client = new pg.Client({ connectionString: readEmbeddedDatabaseUrl(dataDir) });
  await client.connect();
  try {
    const deadline = Date.now() + (options.timeoutMs ?? 10_000);
    for (;;) {
      const { rows } = await client.query<OutboxEmail>(
        `select recipient, subject, text_body as "textBody", html_body as "htmlBody"
           from outbox_messages
          where channel = 'email' and lower(recipient) = lower($1) and created_at >= $2
          order by created_at desc
          limit 1`,
        [recipient, options.since ?? new Date(0)],
      );
      if (rows[0]) return rows[0];
      if (Date.now() > deadline) throw new Error(`No email to ${recipient} arrived in the outbox`);
      await sleep(200);
    }
  } finally {
    await client.end();
  }
}

/** The first http(s) link in an email's text body that contains `contains` (e.g. '/reset-password/'). */
export function findLink(email: OutboxEmail, contains = ''): string {
  const links = email.textBody.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
  const link = links.find((candidate) => candidate.includes(contains));
  if (!link) throw new Error(`No link containing "${contains}" in the email "${email.subject ?? ''}"`);
  return link;
}
