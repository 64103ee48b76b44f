import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { Cents } from '../../../domain/money';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { centsIn, currencySymbol } from '../../lib/money-text';
import { cn } from '../../lib/utils';

// Small form pieces shared by the loan dialog and the extra-payment what-if.

export function Field({
  id,
  label,
  error,
  hint,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** An amount input: docs/product.md §5 asks for number inputs with step 0.01. */
export function MoneyInput({
  id,
  value,
  onChange,
  error,
  placeholder = '0.00',
  disabled,
  currency,
}: {
  id: string;
  /** The currency the amount is in: its symbol goes before the number. */
  currency: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  placeholder?: string;
  disabled?: boolean;
}) {
  const symbol = currencySymbol(currency);
  return (
    <div className="relative">
      <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground">
        {symbol}
      </span>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        // Room for the symbol, whatever its width ('$', 'CHF').
        style={{ paddingLeft: `calc(1rem + ${symbol.length}ch)` }}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** The aria attributes that tie an input to the message `Field` shows under it. */
export const invalidProps = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

/** A live figure of the loan dialog (payment, total cost), a dash while the terms are incomplete. */
export function Figure({
  label,
  testId,
  cents,
  currency,
}: {
  label: string;
  testId: string;
  cents: Cents | null;
  currency: string;
}) {
  return (
    <div className="rounded-lg bg-muted p-3" aria-live="polite">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="text-2xl font-bold tabular-nums" data-testid={testId}>
        {centsIn(cents, currency)}
      </p>
    </div>
  );
}

export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={cn(
        'flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-sm disabled:opacity-50 aria-[invalid=true]:border-destructive',
        className,
      )}
      {...props}
    />
  );
}

/** A row of small buttons that fill a field with a common value. */
export function QuickPicks({
  label,
  options,
  active,
  onPick,
}: {
  label: string;
  options: readonly { value: string; text: string }[];
  active?: string;
  onPick: (value: string) => void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not form fields.
    <div role="group" aria-label={label} className="flex flex-wrap gap-1.5">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={active === o.value}
          onClick={() => onPick(o.value)}
          className={cn(
            'rounded-full border border-border px-2.5 py-0.5 text-xs font-medium hover:bg-muted',
            active === o.value && 'border-primary bg-primary text-primary-foreground hover:bg-primary',
          )}
        >
          {o.text}
        </button>
      ))}
    </div>
  );
}

export function StepCard({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  const id = `loan-step-${step}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-xl border border-border bg-card p-4">
      <h3 id={id} className="flex items-center gap-2 font-semibold">
        <span className="flex size-6 items-center justify-center rounded-full bg-primary text-xs text-primary-foreground">
          {step}
        </span>
        {title}
      </h3>
      {children}
    </section>
  );
}
