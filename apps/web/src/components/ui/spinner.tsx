import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export type SpinnerProps = {
  size?: keyof typeof SIZES;
  /** Announced to screen readers; pass null when the surrounding element already says it is busy. */
  label?: string | null;
  className?: string;
};

export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  const icon = (
    <LoaderCircle
      aria-hidden="true"
      data-motion="essential"
      className={cn('animate-spin text-primary', SIZES[size], className)}
    />
  );
  if (label === null) return icon;
  return (
    <span role="status" className="inline-flex items-center">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A full-area loading state, e.g. while the sign-in state or a page loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] w-full items-center justify-center py-16">
      <Spinner size="lg" label={label} />
    </div>
  );
}
