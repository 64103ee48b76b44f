import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeftRight, Trash2, Upload } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { SUPPORTED_CURRENCIES } from '../../../domain/currency/codes';
import type { ExchangeRateDto, ExchangeRateImportSummary } from '../../../shared/exchange-rates';
import { TOTAL_COUNT_HEADER } from '../../../shared/headers';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../hooks/use-toast';
import { ApiError, apiJson, apiRequest, errorMessage } from '../../lib/api';
import { invalidateAfter } from '../../lib/book-invalidation';
import { countOf } from '../../lib/count-text';
import { fileToBase64 } from '../imports/queries';
import { importSummaryText } from './exchange-rates-text';
import { useBaseCurrency, useUserToday } from './use-settings';

// Issue 24: the rates that convert other currencies into the base currency, entered by hand or read
// from a file of daily reference rates (the ECB's layout). No rate is fetched from the network.

const SHOWN = 50;
const RATES_KEY = [`/api/exchange-rates?limit=${SHOWN}`] as const;
const SOURCE_LABEL: Record<ExchangeRateDto['source'], string> = {
  manual: 'entered',
  file: 'from a file',
  transfer: 'from a transfer',
};

type RateErrors = Partial<Record<'rateDate' | 'base' | 'quote' | 'rate' | 'form', string>>;

function useRates() {
  return useQuery({
    queryKey: RATES_KEY,
    queryFn: async () => {
      const res = await apiRequest('GET', RATES_KEY[0]);
      return {
        rows: (await res.json()) as ExchangeRateDto[],
        total: Number(res.headers.get(TOTAL_COUNT_HEADER) ?? 0),
      };
    },
  });
}

export function ExchangeRatesCard() {
  const id = useId();
  const client = useQueryClient();
  const today = useUserToday();
  const baseCurrency = useBaseCurrency();
  const rates = useRates();
  const file = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState({ rateDate: '', base: '', quote: '', rate: '' });
  const [errors, setErrors] = useState<RateErrors>({});
  const [busy, setBusy] = useState(false);
  const value = {
    rateDate: form.rateDate || today,
    base: form.base,
    quote: form.quote || baseCurrency,
    rate: form.rate,
  };
  const set = (key: keyof typeof form, next: string) => {
    setForm((f) => ({ ...f, [key]: next }));
    setErrors((e) => ({ ...e, [key]: undefined, form: undefined }));
  };
  const changed = () => invalidateAfter(client, 'rate');

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!value.base) return setErrors({ base: 'Choose the currency the rate converts' });
    setBusy(true);
    try {
      const saved = await apiJson<ExchangeRateDto>('POST', '/api/exchange-rates', value);
      toast({
        title: 'Rate saved',
        description: `1 ${saved.base} = ${saved.rate} ${saved.quote} on ${saved.rateDate}`,
      });
      setForm({ rateDate: '', base: '', quote: '', rate: '' });
      await changed();
    } catch (error) {
      const fields = error instanceof ApiError ? (error.body?.fields ?? {}) : {};
      setErrors(
        Object.keys(fields).length > 0 ? fields : { form: errorMessage(error, 'Could not save the rate') },
      );
    } finally {
      setBusy(false);
    }
  };

  const remove = async (rate: ExchangeRateDto) => {
    try {
      await apiRequest('DELETE', `/api/exchange-rates/${rate.id}`);
      toast({ title: 'Rate deleted', description: `${rate.base}/${rate.quote} on ${rate.rateDate}` });
      await changed();
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Could not delete the rate'),
        variant: 'destructive',
      });
    }
  };

  const importFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    setBusy(true);
    try {
      const summary = await apiJson<ExchangeRateImportSummary>('POST', '/api/exchange-rates/import', {
        fileName: chosen.name,
        content: await fileToBase64(chosen),
      });
      toast({ title: 'Rates imported', description: importSummaryText(summary) });
      await changed();
    } catch (error) {
      toast({
        title: 'Import failed',
        description: errorMessage(error, 'Could not read the file'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  };

  const field = (name: keyof RateErrors) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const message = (name: keyof RateErrors) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-xs text-destructive">
        {errors[name]}
      </p>
    ) : null;
  const codeSelect = (name: 'base' | 'quote', current: string) => (
    <select
      {...field(name)}
      className="h-10 w-full rounded-md border border-input bg-card px-2 text-sm"
      value={current}
      onChange={(e) => set(name, e.target.value)}
    >
      {name === 'base' ? <option value="">Choose…</option> : null}
      {SUPPORTED_CURRENCIES.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </select>
  );
  const rows = rates.data?.rows ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ArrowLeftRight className="size-5 text-primary" aria-hidden="true" /> Exchange rates
        </CardTitle>
        <CardDescription>
          Each date's figures convert at the latest rate on or before it. A missing rate is shown as missing,
          never guessed.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form
          aria-label="Add an exchange rate"
          className="grid grid-cols-2 gap-3 sm:grid-cols-[9rem_7rem_1fr_7rem_auto] sm:items-end"
          onSubmit={add}
          noValidate
        >
          <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
            <Label htmlFor={`${id}-rateDate`}>Date</Label>
            <Input
              type="date"
              max={today}
              value={value.rateDate}
              onChange={(e) => set('rateDate', e.target.value)}
              {...field('rateDate')}
            />
            {message('rateDate')}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-base`}>1 unit of</Label>
            {codeSelect('base', value.base)}
            {message('base')}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-rate`}>Rate</Label>
            <Input
              inputMode="decimal"
              placeholder="1.0842"
              value={value.rate}
              onChange={(e) => set('rate', e.target.value)}
              {...field('rate')}
            />
            {message('rate')}
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-quote`}>In</Label>
            {codeSelect('quote', value.quote)}
            {message('quote')}
          </div>
          <Button type="submit" disabled={busy}>
            Add rate
          </Button>
          {errors.form ? (
            <p role="alert" className="col-span-full text-sm text-destructive">
              {errors.form}
            </p>
          ) : null}
        </form>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-file`}>Import a file of daily rates (CSV, the ECB's layout)</Label>
          <div className="flex items-center gap-2">
            <Input
              ref={file}
              id={`${id}-file`}
              type="file"
              accept=".csv,text/csv"
              disabled={busy}
              onChange={(e) => void importFile(e.target.files?.[0])}
            />
            <Upload className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          </div>
        </div>
        {rates.isPending ? null : rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No rates yet.</p>
        ) : (
          <div className="flex flex-col gap-1">
            <p className="text-sm text-muted-foreground">
              {rates.data && rates.data.total > rows.length
                ? `The newest ${rows.length} of ${rates.data.total} rates`
                : countOf(rows.length, 'rate')}
            </p>
            <ul aria-label="Exchange rates" className="flex flex-col divide-y divide-border text-sm">
              {rows.map((rate) => (
                <li key={rate.id} className="flex items-center justify-between gap-2 py-1.5">
                  <span className="tabular-nums">
                    {rate.rateDate} · 1 {rate.base} = {rate.rate} {rate.quote}{' '}
                    <span className="text-muted-foreground">({SOURCE_LABEL[rate.source]})</span>
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete the ${rate.base}/${rate.quote} rate of ${rate.rateDate}`}
                    onClick={() => void remove(rate)}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
