import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { badgeVariants } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { inputClassName } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { badgeClass, buttonClass, type ButtonStyle } from './button-class';
import { INPUT_CLASS_NAME, LABEL_CLASS_NAME, TEXTAREA_CLASS_NAME } from './form-classes';

const classSet = (value: string) => new Set(value.split(/\s+/).filter(Boolean));

/** What the app's <Button variant size className> renders (cva + tailwind-merge). */
type AppButton = Parameters<typeof buttonVariants>[0] & { className?: string };

// Every combination the public pages use, with the app's equivalent.
const CASES: [ButtonStyle, AppButton][] = [
  [{}, {}],
  [{ size: 'lg' }, { size: 'lg' }],
  [
    { size: 'lg', variant: 'outline' },
    { size: 'lg', variant: 'outline' },
  ],
  [
    { size: 'lg', variant: 'secondary' },
    { size: 'lg', variant: 'secondary' },
  ],
  [
    { size: 'lg', className: 'w-full' },
    { size: 'lg', className: 'w-full' },
  ],
  [
    { size: 'lg', variant: 'outline', className: 'w-full' },
    { size: 'lg', variant: 'outline', className: 'w-full' },
  ],
  [
    { size: 'lg', className: 'mt-8' },
    { size: 'lg', className: 'mt-8' },
  ],
  [
    { size: 'lg', variant: 'outline', className: 'mt-8' },
    { size: 'lg', variant: 'outline', className: 'mt-8' },
  ],
  [
    { size: 'lg', className: 'sm:w-fit' },
    { size: 'lg', className: 'sm:w-fit' },
  ],
  [{ className: 'mt-6 w-full' }, { className: 'mt-6 w-full' }],
  [
    { size: 'sm', variant: 'outline' },
    { size: 'sm', variant: 'outline' },
  ],
  [
    { variant: 'ghost', className: 'hidden sm:inline-flex' },
    { variant: 'ghost', className: 'hidden sm:inline-flex' },
  ],
  [{ className: 'hidden sm:inline-flex' }, { className: 'hidden sm:inline-flex' }],
  [
    { variant: 'outline', size: 'sm', className: 'hidden sm:inline-flex' },
    { variant: 'outline', size: 'sm', className: 'hidden sm:inline-flex' },
  ],
  [
    { variant: 'ghost', size: 'sm', className: 'hidden sm:inline-flex' },
    { variant: 'ghost', size: 'sm', className: 'hidden sm:inline-flex' },
  ],
  [
    { size: 'lg', className: 'mt-2' },
    { size: 'lg', className: 'mt-2' },
  ],
  [
    { variant: 'ghost', size: 'icon', className: 'lg:hidden' },
    { variant: 'ghost', size: 'icon', className: 'lg:hidden' },
  ],
  [
    { size: 'lg', variant: 'outline-inverse' },
    {
      size: 'lg',
      variant: 'outline',
      className: 'border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white',
    },
  ],
  [
    { size: 'sm', variant: 'ghost-dark' },
    { size: 'sm', variant: 'ghost', className: 'text-slate-100 hover:bg-slate-800 hover:text-white' },
  ],
];

describe('public pages render the app’s button and badge looks without tailwind-merge', () => {
  it.each(CASES)('%j', (light, app) => {
    expect(classSet(buttonClass(light))).toEqual(classSet(cn(buttonVariants(app))));
  });

  it('badge', () => {
    expect(classSet(badgeClass('absolute -top-3 left-8'))).toEqual(
      classSet(cn(badgeVariants({ variant: 'default' }), 'absolute -top-3 left-8')),
    );
  });

  it('input', () => {
    expect(INPUT_CLASS_NAME).toBe(inputClassName);
  });

  it('label (the app’s, with no extra classes)', () => {
    render(<Label>Name</Label>);
    expect(screen.getByText('Name').className).toBe(LABEL_CLASS_NAME);
  });

  it('textarea', () => {
    expect(classSet(TEXTAREA_CLASS_NAME)).toEqual(classSet(cn(inputClassName, 'h-auto min-h-20 resize-y')));
  });
});
