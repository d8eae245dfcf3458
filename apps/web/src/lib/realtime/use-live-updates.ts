import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { LiveUpdates, type LiveStatus } from './live-updates';

const instances = new WeakMap<QueryClient, LiveUpdates>();

function getLiveUpdates(queryClient: QueryClient): LiveUpdates {
  let live = instances.get(queryClient);
  if (!live) {
    live = new LiveUpdates({ queryClient });
    instances.set(queryClient, live);
  }
  return live;
}

/** Keeps the tab's event stream open while the calling screen is mounted; returns the connection state. */
export function useLiveUpdates(): LiveStatus {
  const queryClient = useQueryClient();
  const live = getLiveUpdates(queryClient);
  useEffect(() => live.retain(), [live]);
  return useSyncExternalStore(
    (onChange) => live.onStatus(onChange),
    () => live.status,
    () => 'connecting',
  );
}
