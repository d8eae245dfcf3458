import type { AppDeps } from './app-env.js';

export type BackgroundWork = { stop: () => Promise<void> };

/**
 * Starts the process's background work (job queue workers, realtime listeners, seeding a fresh installation).
 * Each capability adds its starter here.
 */
export async function startBackgroundWork(_options: AppDeps & { connectionString: string }): Promise<BackgroundWork> {
  const stops: Array<() => Promise<void>> = [];
  return {
    stop: async () => {
      for (const stop of stops.reverse()) await stop();
    },
  };
}
