import { cn } from '../../lib/utils';

export interface SwitchProps {
  id?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  className?: string;
}

/** An on/off switch (WAI-ARIA switch role): a button that says whether it is on; Space and Enter toggle it. */
export function Switch({ id, checked, onCheckedChange, className }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'relative h-6 w-11 shrink-0 cursor-pointer rounded-full bg-muted outline-offset-2 focus-visible:outline-2 focus-visible:outline-ring aria-checked:bg-primary',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'block size-5 rounded-full bg-card shadow transition-transform',
          checked ? 'translate-x-[22px]' : 'translate-x-0.5',
        )}
      />
    </button>
  );
}
