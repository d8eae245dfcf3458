import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { BUTTON_BASE, BUTTON_SIZES, BUTTON_VARIANTS } from '@/components/light-ui/button-class';
import { cn } from '@/lib/utils';
import { Spinner } from './spinner';

/** The looks are defined once, in light-ui/button-class.ts, which the public pages use without cva. */
export const buttonVariants = cva(`inline-flex ${BUTTON_BASE}`, {
  variants: { variant: BUTTON_VARIANTS, size: BUTTON_SIZES },
  defaultVariants: { variant: 'default', size: 'default' },
});

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a link, say) with button styling. */
    asChild?: boolean;
    /** Shows a spinner and disables the button while an action runs. */
    isLoading?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  isLoading = false,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  if (asChild) {
    return (
      <Slot.Root data-slot="button" className={cn(buttonVariants({ variant, size, className }))} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      data-slot="button"
      type={type ?? 'button'}
      className={cn(buttonVariants({ variant, size, className }))}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <Spinner size="sm" label={null} /> : null}
      {children}
    </button>
  );
}
