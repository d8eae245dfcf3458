import { MessageSquareText } from 'lucide-react';
import { SiteLink } from '@/components/platform/marketing-platform';

/**
 * The product mark; a link to / everywhere it appears (a router link in the app, a plain one on pre-rendered
 * pages). `size` replaces the class-merging `className` it once took, so the public pages need no tailwind-merge.
 */
export function Logo({ size = 'lg' }: { size?: 'lg' | 'base' }) {
  return (
    <SiteLink
      to="/"
      className={`inline-flex items-center gap-2 rounded-md ${size === 'lg' ? 'text-lg' : 'text-base'} font-bold tracking-tight text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2`}
    >
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <MessageSquareText className="size-4.5" aria-hidden="true" />
      </span>
      LeadChat
      <span className="sr-only"> home</span>
    </SiteLink>
  );
}
