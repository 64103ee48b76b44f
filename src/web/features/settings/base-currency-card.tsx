import { Coins } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { SUPPORTED_CURRENCIES } from '../../../domain/currency/codes';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { toast } from '../../hooks/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { currencyLabel } from '../../lib/currency-names';
import { useSaveSettings, useSettings } from './use-settings';

// Issue 24: the base (reporting) currency totals are shown in. USD until chosen.

export function BaseCurrencyCard() {
  const id = useId();
  const settings = useSettings();
  const save = useSaveSettings();
  const stored = settings.data?.baseCurrency ?? null;
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = choice ?? stored ?? 'USD';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { baseCurrency: value },
      {
        onSuccess: (saved) => {
          setChoice(null);
          toast({ title: 'Base currency saved', description: `Totals are in ${saved.baseCurrency}.` });
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
        <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={submit}>
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
        </form>
      </CardContent>
    </Card>
  );
}
