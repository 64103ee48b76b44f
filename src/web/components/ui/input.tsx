import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** A text input; `ref` passes through to the element (React 19), e.g. to focus it. */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-sm placeholder:text-muted-foreground disabled:opacity-50 aria-[invalid=true]:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
