import { LoaderCircle } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import { SiteLink, type SiteLinkProps } from '@/components/platform/marketing-platform';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button-class';

type StyleProps = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** A link that looks like a button (the app's `<Button asChild><Link/></Button>`). */
export function ButtonLink({ variant, size, className, ...props }: SiteLinkProps & StyleProps) {
  return <SiteLink data-slot="button" className={buttonClass({ variant, size, className })} {...props} />;
}

/** A plain anchor (in-page `#section`, mailto:) that looks like a button. */
export function ButtonAnchor({
  variant,
  size,
  className,
  ...props
}: ComponentPropsWithoutRef<'a'> & StyleProps) {
  return <a data-slot="button" className={buttonClass({ variant, size, className })} {...props} />;
}

/** The app's Button: a spinner and disabled while `isLoading`. */
export function ActionButton({
  variant,
  size,
  className,
  isLoading = false,
  disabled,
  type,
  children,
  ...props
}: ComponentPropsWithoutRef<'button'> & StyleProps & { isLoading?: boolean }) {
  return (
    <button
      data-slot="button"
      type={type ?? 'button'}
      className={buttonClass({ variant, size, className })}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? (
        <LoaderCircle
          aria-hidden="true"
          data-motion="essential"
          className="animate-spin text-primary size-4"
        />
      ) : null}
      {children}
    </button>
  );
}
