import { MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/** The product mark; a link to / everywhere it appears. */
export function Logo({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        className,
      )}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <MessageSquareText className="size-4.5" aria-hidden="true" />
      </span>
      LeadChat
      <span className="sr-only"> home</span>
    </Link>
  );
}
