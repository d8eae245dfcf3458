import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Decorative placeholder; the region around it should say it is loading (aria-busy). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200', className)}
      {...props}
    />
  );
}
