import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';

/**
 * The button that unfolds a part of the Transactions page a phone keeps folded (the entry row, the
 * filters); wider screens always show that part and never this button.
 */
export function PhoneFoldButton({
  open,
  controls,
  onToggle,
  icon,
  children,
}: {
  open: boolean;
  /** The id of the part it folds. */
  controls: string;
  onToggle: () => void;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="self-start sm:hidden"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {icon}
      {children}
    </Button>
  );
}
