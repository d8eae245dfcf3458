/**
 * The one definition of the button and badge looks. The app's components (components/ui/button.tsx, badge.tsx)
 * build their cva variants from these tables and merge classes with tailwind-merge at run time (8.5 KB gzipped);
 * the public pages join the same strings with `buttonClass` / `badgeClass`, which needs no library. So every
 * variant is written without conflicting utilities (rounding and text size sit in the sizes, the display in
 * `buttonClass`), and button-class.test.tsx holds each combination the pages use equal to the app's output.
 */

export const BUTTON_BASE =
  'shrink-0 items-center justify-center gap-2 font-medium whitespace-nowrap transition-colors outline-none select-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4';

export const BUTTON_VARIANTS = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive-hover',
  outline: 'border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-slate-200',
  ghost: 'hover:bg-accent hover:text-accent-foreground',
  link: 'text-primary underline-offset-4 hover:underline',
  /** `outline` on a dark (primary) band: the final call to action. */
  'outline-inverse':
    'border border-white/70 bg-transparent text-white shadow-xs hover:bg-white/10 hover:text-white',
  /** `ghost` on a dark code block. */
  'ghost-dark': 'text-slate-100 hover:bg-slate-800 hover:text-white',
} as const;

export const BUTTON_SIZES = {
  default: 'h-10 rounded-md px-4 py-2 text-sm',
  sm: 'h-9 rounded-md px-3 text-sm',
  lg: 'h-11 rounded-md px-6 text-base',
  icon: 'size-10 rounded-md text-sm',
  'icon-sm': 'size-8 rounded-md text-sm',
} as const;

export type ButtonVariant = keyof typeof BUTTON_VARIANTS;
export type ButtonSize = keyof typeof BUTTON_SIZES;
export type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** Display utilities a caller may set instead of the default inline-flex (e.g. `hidden sm:inline-flex`). */
const DISPLAY = new Set(['hidden', 'flex', 'inline-flex', 'block', 'inline-block', 'grid', 'contents']);

export function buttonClass({
  variant = 'default',
  size = 'default',
  className = '',
}: ButtonStyle = {}): string {
  const hasDisplay = className.split(/\s+/).some((token) => DISPLAY.has(token));
  return [
    hasDisplay ? '' : 'inline-flex',
    BUTTON_BASE,
    BUTTON_VARIANTS[variant],
    BUTTON_SIZES[size],
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export const BADGE_BASE =
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3';
export const BADGE_DEFAULT = 'border-transparent bg-primary text-primary-foreground';

/** The default badge. */
export function badgeClass(className = ''): string {
  return joinClasses(BADGE_BASE, BADGE_DEFAULT, className);
}

/** Joins the truthy class names (what clsx does, without tailwind-merge's conflict resolution). */
export function joinClasses(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
