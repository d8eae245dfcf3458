/**
 * The app's button and badge looks (components/ui/button.tsx, badge.tsx) as plain class strings, for the public
 * pages: those components merge classes with tailwind-merge at run time (8.5 KB gzipped) and render links through
 * Radix's Slot. Here every variant is written without conflicting utilities instead, so joining strings is enough.
 * button-class.test.ts holds each combination the pages use equal to what the app's components produce.
 */

const BUTTON_BASE =
  'shrink-0 items-center justify-center gap-2 font-medium whitespace-nowrap transition-colors outline-none select-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4';

const BUTTON_VARIANTS = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  outline: 'border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-slate-200',
  ghost: 'hover:bg-accent hover:text-accent-foreground',
  /** `outline` on a dark (primary) band: the final call to action. */
  'outline-inverse':
    'border border-white/70 bg-transparent text-white shadow-xs hover:bg-white/10 hover:text-white',
  /** `ghost` on a dark code block. */
  'ghost-dark': 'text-slate-100 hover:bg-slate-800 hover:text-white',
} as const;

const BUTTON_SIZES = {
  default: 'h-10 rounded-md px-4 py-2 text-sm',
  sm: 'h-9 rounded-md px-3 text-sm',
  lg: 'h-11 rounded-md px-6 text-base',
  icon: 'size-10 rounded-md text-sm',
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

const BADGE_BASE =
  'inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap [&_svg]:size-3 border-transparent bg-primary text-primary-foreground';

/** The app's default badge. */
export function badgeClass(className = ''): string {
  return className ? `${BADGE_BASE} ${className}` : BADGE_BASE;
}

/** Joins the truthy class names (what clsx does, without tailwind-merge's conflict resolution). */
export function joinClasses(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
