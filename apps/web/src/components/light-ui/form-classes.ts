/**
 * The app's form control looks (components/ui/input.tsx, textarea.tsx, label.tsx) as plain strings: importing
 * them from there would bring the app's class merging (tailwind-merge) along. form-classes are held equal to the
 * app's by button-class.test.ts.
 */
export const INPUT_CLASS_NAME =
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs transition-colors outline-none placeholder:text-slate-500 file:border-0 file:bg-transparent file:text-sm file:font-medium focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20 sm:text-sm';

/** The Textarea: its height replaces the input's. */
export const TEXTAREA_CLASS_NAME = `${INPUT_CLASS_NAME.replace('h-10 ', '')} h-auto min-h-20 resize-y`;

export const LABEL_CLASS_NAME =
  'text-sm leading-none font-medium text-foreground select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60';
