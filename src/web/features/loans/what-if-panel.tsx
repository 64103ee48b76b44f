import { useEffect, useState } from 'react';
import type { LoanView, ScheduleView } from '../../../shared/loans';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../hooks/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { moneyIn, typedCents } from '../../lib/money-text';
import { useUserToday } from '../settings/use-settings';
import { Field, MoneyInput } from './form-fields';
import { monthsText, monthYear } from './format';
import { useRecordExtraPayment, useWhatIf, type WhatIfQuery } from './use-loans';

type Mode = 'one-off' | 'monthly';

/** The value after it has stopped changing for `ms`, so typing does not fire a request per key. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * What an extra payment would save, before it is recorded: one-off on a date, or every month from
 * now on. The server computes it from the schedule (nothing stored); recording posts it to the ledger.
 */
export function WhatIfPanel({ loan, schedule }: { loan: LoanView; schedule: ScheduleView }) {
  // The user's date, as the server reckons it for them (decision 038).
  const today = useUserToday();
  const money = (text: string) => moneyIn(text, loan.currency);
  const [mode, setMode] = useState<Mode>('one-off');
  const [amount, setAmount] = useState('');
  const [date, setDate] = useState(today);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const cents = typedCents(amount);
  const valid = cents !== null && cents > 0;
  const query: WhatIfQuery | null = valid
    ? mode === 'monthly'
      ? { extraMonthly: amount.trim() }
      : { extraAmount: amount.trim(), extraDate: date || today }
    : null;
  // Debounced as text: a fresh object every render would never settle.
  const settled = useDebounced(query ? JSON.stringify(query) : '', 300);
  const whatIf = useWhatIf(loan.id, settled ? (JSON.parse(settled) as WhatIfQuery) : null);
  const record = useRecordExtraPayment(loan.id);
  const paymentDate = mode === 'monthly' ? today : date;
  const canRecord = valid && paymentDate !== '' && paymentDate <= today && !record.isPending;
  const result = valid ? whatIf.data?.whatIf : undefined;

  const submit = () => {
    setFieldErrors({});
    // mutateAsync, not mutate's callbacks: a payoff replaces this panel (the loan is paid off) before
    // per-call callbacks would run, and the confirmation must still be shown.
    record.mutateAsync({ amount: amount.trim(), paymentDate }).then(
      (saved) => {
        toast({
          title: 'Extra payment recorded',
          description: `${money(saved.amount)} on ${saved.paymentDate} saves ${money(saved.interestSaved)} in interest.`,
        });
        setAmount('');
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.body?.fields) setFieldErrors(error.body.fields);
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to record the extra payment'),
          variant: 'destructive',
        });
      },
    );
  };

  return (
    <section
      aria-labelledby="what-if-title"
      className="flex flex-col gap-4 rounded-xl border border-border p-4"
    >
      <div className="flex flex-col gap-1">
        <h3 id="what-if-title" className="font-semibold">
          Extra payment: what would it save?
        </h3>
        <p className="text-sm text-muted-foreground">
          Try an amount to see the interest saved and the new payoff date, then record it once paid.
        </p>
      </div>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">Kind of extra payment</legend>
        {(['one-off', 'monthly'] as const).map((m) => (
          <label key={m} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="what-if-mode"
              value={m}
              checked={mode === m}
              onChange={() => setMode(m)}
            />
            {m === 'one-off' ? 'One-off payment' : 'Every month from now on'}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          id="what-if-amount"
          label={mode === 'monthly' ? 'Extra each month' : 'Extra amount'}
          error={fieldErrors.amount}
        >
          <MoneyInput
            id="what-if-amount"
            currency={loan.currency}
            value={amount}
            onChange={setAmount}
            error={fieldErrors.amount}
          />
        </Field>
        {mode === 'one-off' ? (
          <Field id="what-if-date" label="Payment date" error={fieldErrors.paymentDate}>
            <Input
              id="what-if-date"
              type="date"
              min={loan.startDate}
              max={today}
              value={date}
              onChange={(e) => setDate(e.target.value)}
              aria-invalid={fieldErrors.paymentDate ? true : undefined}
            />
          </Field>
        ) : null}
      </div>
      <div aria-live="polite" className="min-h-16">
        {result ? (
          <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
            <div className="rounded-lg bg-muted p-3">
              <dt className="text-xs text-muted-foreground">Interest saved</dt>
              <dd
                className="text-lg font-semibold text-positive tabular-nums"
                data-testid="what-if-interest-saved"
              >
                {money(result.interestSaved)}
              </dd>
            </div>
            <div className="rounded-lg bg-muted p-3">
              <dt className="text-xs text-muted-foreground">New payoff date</dt>
              <dd className="text-lg font-semibold" data-testid="what-if-payoff">
                {monthYear(result.newPayoffDate)}
              </dd>
            </div>
            <div className="rounded-lg bg-muted p-3">
              <dt className="text-xs text-muted-foreground">Paid off sooner by</dt>
              <dd className="text-lg font-semibold">
                {result.monthsSaved > 0 ? monthsText(result.monthsSaved) : 'Same month'}
              </dd>
            </div>
          </dl>
        ) : whatIf.error && valid ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(whatIf.error, 'Could not compute this extra payment.')}
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            Currently paid off in {monthYear(schedule.payoffDate)} with {money(schedule.totalInterest)} of
            interest.
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {schedule.currentBalance !== '0.00' ? (
          <Button
            variant="outline"
            onClick={() => {
              // An extra of exactly the balance shown pays the loan off today (decision 036).
              setMode('one-off');
              setDate(today);
              setAmount(schedule.currentBalance);
            }}
          >
            Pay off {money(schedule.currentBalance)}
          </Button>
        ) : null}
        <Button onClick={submit} disabled={!canRecord}>
          {record.isPending ? 'Recording...' : 'Record Extra Payment'}
        </Button>
        <p className="text-xs text-muted-foreground">
          {mode === 'monthly'
            ? "Records this month's payment, dated today; record each one as you pay it."
            : paymentDate > today
              ? 'A payment can be recorded once it is made (today or earlier).'
              : 'Posted to the ledger against the loan’s funding account.'}
        </p>
      </div>
    </section>
  );
}
