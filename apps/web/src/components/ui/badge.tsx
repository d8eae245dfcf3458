import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { BADGE_BASE, BADGE_DEFAULT } from '@/components/light-ui/button-class';
import { cn } from '@/lib/utils';

/** Colours chosen so the text passes WCAG AA on its own background. The default look is shared with the public pages. */
export const badgeVariants = cva(BADGE_BASE, {
  variants: {
    variant: {
      default: BADGE_DEFAULT,
      secondary: 'border-transparent bg-secondary text-secondary-foreground',
      outline: 'border-border text-foreground',
      destructive: 'border-transparent bg-destructive text-destructive-foreground',
      blue: 'border-blue-200 bg-blue-50 text-blue-800',
      yellow: 'border-yellow-200 bg-yellow-50 text-yellow-800',
      orange: 'border-orange-200 bg-orange-50 text-orange-800',
      green: 'border-green-200 bg-green-50 text-green-800',
      red: 'border-red-200 bg-red-50 text-red-800',
      grey: 'border-slate-200 bg-slate-100 text-slate-700',
      violet: 'border-violet-200 bg-violet-50 text-violet-800',
    },
  },
  defaultVariants: { variant: 'default' },
});

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
