import type { ReactNode } from 'react';

interface RadioOptionProps {
  name: string;
  value?: string;
  checked: boolean;
  onSelect: () => void;
  /** The option's name, in bold. */
  title: ReactNode;
  /** A line under it saying what the option does. */
  description: ReactNode;
}

/** One radio button of a fieldset, with a title and a line of description as its label. */
export function RadioOption({ name, value, checked, onSelect, title, description }: RadioOptionProps) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input type="radio" name={name} value={value} checked={checked} onChange={onSelect} className="mt-1" />
      <span>
        <span className="font-medium">{title}</span>
        <span className="block text-muted-foreground">{description}</span>
      </span>
    </label>
  );
}
