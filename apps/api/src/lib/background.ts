import type { AppDeps } from './app-env.js';
import { seedDemoWebsites } from '../features/demo/demo.service.js';

export type BackgroundWork = { stop: () => Promise<void> };

/**
 * Starts the process's background work (job queue workers, realtime listeners, seeding a fresh installation).
 * Each capability adds its starter here.
 */
export async function startBackgroundWork(_options: AppDeps & { connectionString: string }): Promise<BackgroundWork> {
  const stops: Array<() => Promise<void>> = [];
  // The landing page's demo assistant and /widget-test need their websites; a failure must not stop the product.
  await seedDemoWebsites({ db: _options.db, publicUrl: _options.config.publicUrl }).catch((error: unknown) =>
    _options.logger.error({ err: error }, 'seeding the demo websites failed'),
  );
  return {
    stop: async () => {
      for (const stop of stops.reverse()) await stop();
    },
  };
}
