import { createPaymentsProvider, type PaymentsProvider } from '../../adapters/payments/index.js';
import type { Config } from '../../config.js';

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
