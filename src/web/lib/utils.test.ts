import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './utils';

// Our small merge must agree with tailwind-merge on the overrides our components use.
const CASES = [
  'inline-flex items-center gap-2 rounded-md text-sm font-medium h-12 px-6 text-base mt-8',
  'inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium h-8 px-3 text-sm',
  'p-5 pt-0 pt-6',
  'p-5 pt-0',
  'px-2 p-4',
  'p-4 px-2',
  'mx-auto my-2 m-0',
  'fixed left-1/2 top-1/2 z-50 flex max-h-[92vh] w-[calc(100vw-1.5rem)] max-w-lg flex-col gap-4 rounded-xl p-5 max-w-4xl',
  'flex flex-col gap-1.5 p-5 flex-row flex-wrap items-start justify-between gap-3',
  'flex flex-col gap-1.5 p-5 items-center text-center',
  'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold bg-green-600/15 gap-1 font-normal',
  'h-10 px-4 py-2 h-9',
  'text-lg font-semibold leading-tight flex items-center gap-2',
  'rounded-xl border border-border bg-card text-card-foreground shadow-sm w-full max-w-md',
  'text-sm sm:text-base md:text-lg sm:text-xs',
  'hidden sm:inline sm:block',
  'text-sm text-muted-foreground text-primary',
  'bg-primary text-primary-foreground bg-destructive text-center text-left',
  'bg-muted bg-cover bg-card',
];

describe('cn', () => {
  it.each(CASES)('%s', (classes) => {
    expect(cn(classes).split(' ').sort()).toEqual(twMerge(classes).split(' ').sort());
  });

  it('joins conditional classes like clsx', () => {
    expect(cn('a', false, null, undefined, { b: true, c: false }, ['d'])).toBe('a b d');
  });
});
