import { Clock } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Label } from '../../components/ui/label';
import { toast } from '../../hooks/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { browserTimeZone, useSaveSettings, useSettings } from './use-settings';

// Ours (issue 11): the time zone the user's dates follow: when a loan payment is due, what "today" is
// in every date field. Set from the browser at the first sign-in; changed here.

/** Every zone the browser knows, with the current one kept even if the list lacks it. */
function zoneChoices(current: string | null): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set([...zones, 'UTC']);
  if (current) all.add(current);
  return [...all].sort();
}

export function TimeZoneCard() {
  const id = useId();
  const settings = useSettings();
  const save = useSaveSettings();
  const stored = settings.data?.timeZone ?? null;
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const value = choice ?? stored ?? browserTimeZone() ?? 'UTC';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { timeZone: value },
      {
        onSuccess: (saved) => {
          setChoice(null);
          toast({ title: 'Time zone saved', description: `Your dates follow ${saved.timeZone}.` });
        },
        onError: (e) => {
          setError(e instanceof ApiError ? (e.body?.fields?.timeZone ?? null) : null);
          toast({
            title: 'Error',
            description: errorMessage(e, 'Could not save the time zone'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Clock className="size-5 text-primary" aria-hidden="true" /> Time zone
        </CardTitle>
        <CardDescription>
          Loan payments fall due and dates default by this zone.
          {settings.data ? ` Today there is ${settings.data.today}.` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={submit}>
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <Label htmlFor={id}>Time zone</Label>
            <select
              id={id}
              className="h-10 w-full rounded-md border border-input bg-card px-3 text-sm"
              value={value}
              onChange={(e) => setChoice(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              disabled={settings.isPending || save.isPending}
            >
              {zoneChoices(value).map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
            {error ? (
              <p id={`${id}-error`} className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <Button type="submit" disabled={settings.isPending || save.isPending || value === stored}>
            {save.isPending ? 'Saving…' : 'Save time zone'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
