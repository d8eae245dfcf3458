import { cn } from '@/lib/utils';
import type { LiveStatus } from '@/lib/realtime/live-updates';

const LABELS: Record<LiveStatus, string> = {
  live: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
};

/** A small dot and word saying whether figures update by themselves. */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  return (
    <span
      className="inline-flex items-center gap-1.5 text-xs font-medium text-muted-foreground"
      role="status"
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-2 rounded-full',
          status === 'live' ? 'bg-green-600' : 'animate-pulse bg-amber-500',
        )}
      />
      {LABELS[status]}
    </span>
  );
}
