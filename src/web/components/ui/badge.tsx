import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/utils';

type Tone = 'default' | 'success' | 'warning' | 'danger' | 'outline';

const TONES: Record<Tone, string> = {
  default: 'bg-primary/10 text-primary',
  success: 'bg-green-600/15 text-green-800 dark:text-green-300',
  warning: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  danger: 'bg-red-600/15 text-red-800 dark:text-red-300',
  outline: 'border border-border',
};

export function Badge({
  className,
  tone = 'default',
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: Tone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
