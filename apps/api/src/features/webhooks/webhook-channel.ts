/**
 * The outbound worker's `webhook` channel: signs the stored body (Standard Webhooks, every secret in force) and
 * POSTs it through the address guard. 2xx only is success; a redirect is not followed (a failure, retried);
 * 410 Gone disables the endpoint and stops; `Retry-After` lengthens the wait; every other answer or network
 * error is retried on the outbound schedule. The worker logs every attempt (status, latency, first 2 KB).
 */
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { webhookEndpoints } from '../../db/schema.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { AddressRefusedError, type ResolveHost } from '../knowledge/address-guard.js';
import { DeliveryError, type ChannelSender } from '../outbound/index.js';
import { parseRetryAfter, postWebhook } from './webhook-http.js';
import { webhookHeaders } from './webhook-signing.js';

const TIMEOUT_MS = 10_000;

export function createWebhookChannel(options: {
  db: Database;
  config: Config;
  /** Test seams: another resolver (DNS rebinding), another clock. */
  resolve?: ResolveHost;
  allowPrivate?: boolean;
}): ChannelSender {
  const box = createSecretBox(options.config);
  const allowPrivate = options.allowPrivate ?? options.config.WEBHOOKS_ALLOW_PRIVATE ?? false;
  return {
    send: async (job) => {
      const endpointId = String(job.payload.endpointId ?? '');
      const [endpoint] = await options.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, endpointId));
      if (!endpoint) throw new DeliveryError('The endpoint was deleted', { isRetryable: false });
      if (!endpoint.isActive) {
        throw new DeliveryError(`The endpoint is disabled (${endpoint.disabledReason ?? 'by its owner'})`, {
          isRetryable: false,
        });
      }
      const secrets = [box.open(endpoint.sealedSecret)];
      if (
        endpoint.sealedPreviousSecret &&
        endpoint.previousSecretExpiresAt &&
        endpoint.previousSecretExpiresAt > new Date()
      ) {
        secrets.push(box.open(endpoint.sealedPreviousSecret));
      }
      const body = String(job.payload.body ?? '');
      const webhookId = String(job.payload.webhookId ?? job.id);
      let result;
      try {
        result = await postWebhook({
          // The endpoint's current URL: an owner who fixed a typo sees the pending retries reach the new one.
          url: endpoint.url,
          body,
          headers: webhookHeaders({
            secrets,
            webhookId,
            timestamp: Math.floor(Date.now() / 1000),
            body,
          }),
          timeoutMs: TIMEOUT_MS,
          address: { allowPrivate, resolve: options.resolve },
        });
      } catch (error) {
        if (error instanceof AddressRefusedError) {
          // The host now resolves somewhere webhooks may not go: never sent there, whatever the retries.
          throw new DeliveryError(`Refused: ${error.message}`, { isRetryable: false, cause: error });
        }
        throw new DeliveryError(error instanceof Error ? error.message : String(error), {
          isRetryable: true,
          cause: error,
        });
      }
      if (result.status >= 200 && result.status < 300) {
        return {
          provider: 'webhook',
          providerMessageId: `${webhookId}:${job.id}`,
          providerStatus: String(result.status),
          statusCode: result.status,
          responseExcerpt: result.excerpt,
        };
      }
      if (result.status === 410) {
        await options.db
          .update(webhookEndpoints)
          .set({
            isActive: false,
            disabledReason: 'The endpoint answered 410 Gone',
            updatedAt: sql`now()`,
          })
          .where(eq(webhookEndpoints.id, endpoint.id));
        throw new DeliveryError('The endpoint answered 410 Gone: it was disabled', {
          isRetryable: false,
          statusCode: 410,
          responseExcerpt: result.excerpt,
        });
      }
      const isRedirect = result.status >= 300 && result.status < 400;
      throw new DeliveryError(
        isRedirect
          ? `The endpoint answered ${result.status} (a redirect, not followed)`
          : `The endpoint answered ${result.status}`,
        {
          isRetryable: true,
          statusCode: result.status,
          responseExcerpt: result.excerpt,
          retryAfterMs: parseRetryAfter(result.retryAfter),
        },
      );
    },
  };
}
