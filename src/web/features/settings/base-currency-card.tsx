import { Coins } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { SUPPORTED_CURRENCIES } from '../../../domain/currency/codes';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { RadioOption } from '../../components/ui/radio-option';
import { toast } from '../../hooks/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { currencyLabel } from '../../lib/currency-names';
import { baseCurrencySavedText } from './base-currency-text';
import { useSaveSettings, useSettings } from './use-settings';

// Issue 24: the base (reporting) currency totals are shown in. USD until chosen.

export function BaseCurrencyCard() {
  const id = useId();
  const settings = useSettings();
  const save = useSaveSettings();
  const stored = settings.data?.baseCurrency ?? null;
  const [choice, setChoice] = useState<string | null>(null);
  const [convert, setConvert] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const value = choice ?? stored ?? 'USD';
  const changing = stored !== null && value !== stored;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { baseCurrency: value, convertAmounts: changing && convert },
      {
        onSuccess: (saved) => {
          setChoice(null);
          setConvert(true);
          toast({ title: 'Base currency saved', description: baseCurrencySavedText(saved) });
        },
        onError: (e) => {
          setError(
            e instanceof ApiError
              ? (e.body?.fields?.baseCurrency ?? errorMessage(e, 'Could not save the base currency'))
              : errorMessage(e, 'Could not save the base currency'),
          );
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Coins className="size-5 text-primary" aria-hidden="true" /> Base currency
        </CardTitle>
        <CardDescription>The currency your totals and Net Worth are reported in.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-3" onSubmit={submit}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <Label htmlFor={id}>Base currency</Label>
              <select
                id={id}
                className="h-10 w-full rounded-md border border-input bg-card px-3 text-sm"
                value={value}
                onChange={(e) => {
                  setChoice(e.target.value);
                  setError(null);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                disabled={settings.isPending || save.isPending}
              >
                {SUPPORTED_CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {currencyLabel(code)}
                  </option>
                ))}
              </select>
              {error ? (
                <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
                  {error}
                </p>
              ) : null}
            </div>
            <Button type="submit" disabled={settings.isPending || save.isPending || value === stored}>
              {save.isPending ? 'Saving…' : 'Save base currency'}
            </Button>
          </div>
          {changing ? (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium">
                Budgets and items without an account are kept in {stored}
              </legend>
              <RadioOption
                name={`${id}-amounts`}
                checked={convert}
                onSelect={() => setConvert(true)}
                title={`Convert them to ${value}`}
                description={`At today's ${stored}–${value} rate, from Exchange rates.`}
              />
              <RadioOption
                name={`${id}-amounts`}
                checked={!convert}
                onSelect={() => setConvert(false)}
                title="Keep their amounts"
                description={`The same numbers, read in ${value} from now on.`}
              />
            </fieldset>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
