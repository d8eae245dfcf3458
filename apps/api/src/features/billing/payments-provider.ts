import { PAYMENTS_NOT_CONFIGURED_MESSAGE } from '@leadchat/contract';
import { createPaymentsProvider, type PaymentsProvider } from '../../adapters/payments/index.js';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';

const providers = new WeakMap<Config, PaymentsProvider>();

/** The app's payment provider, built once per configuration (Stripe when a key is set, else test mode). */
export function getPaymentsProvider(config: Config): PaymentsProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = createPaymentsProvider(config);
    providers.set(config, provider);
  }
  return provider;
}

/** Checkout and the portal while no provider is configured: said plainly, not as an outage. */
export function assertPaymentsConfigured(payments: PaymentsProvider): void {
  if (payments.mode === 'disabled')
    throw new AppError('PAYMENTS_NOT_CONFIGURED', PAYMENTS_NOT_CONFIGURED_MESSAGE);
}

/** A failed call to the provider: logged with its cause, answered 503 without it. */
export function providerUnavailable(error: unknown, log: Logger | undefined): AppError {
  log?.error({ err: error }, 'payment provider call failed');
  return new AppError('SERVICE_UNAVAILABLE', 'The payment provider could not be reached. Please try again.', {
    cause: error,
  });
}
