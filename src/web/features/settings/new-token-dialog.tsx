import { Copy, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { CreatedApiToken, CreateTokenInput } from '../../../shared/api-tokens';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { RadioOption } from '../../components/ui/radio-option';
import { toast } from '../../hooks/use-toast';
import { ApiError, errorMessage } from '../../lib/api';
import { FieldError, SELECT_CLASS } from '../income-expenses/field-error';
import { createApiToken, refreshTokens } from './api-tokens-api';

// A new personal access token: its name, scope and expiry (and a current code with two-factor on);
// then the token, shown this once with a copy button.

const EXPIRIES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
  { value: 'none', label: 'No expiry' },
] as const;

type Errors = Partial<Record<'name' | 'scope' | 'expiresInDays' | 'code' | 'form', string>>;

function ShownOnce({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      toast({ title: 'Token copied' });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the token and copy it by hand.',
        variant: 'destructive',
      });
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="flex items-start gap-2 rounded-md bg-muted p-3 text-sm">
        <TriangleAlert
          className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
          aria-hidden="true"
        />
        Copy the token now and keep it somewhere safe: it is shown only this once.
      </p>
      <Label htmlFor="new-token-value">Token “{created.name}”</Label>
      <Input
        id="new-token-value"
        readOnly
        value={created.token}
        className="font-mono"
        onFocus={(e) => e.target.select()}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" /> Copy token
        </Button>
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

export function NewTokenDialog({
  open,
  onOpenChange,
  twoFactorEnabled,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  twoFactorEnabled: boolean;
}) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'read' | 'write'>('read');
  const [expiry, setExpiry] = useState<(typeof EXPIRIES)[number]['value']>('90');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);

  const close = () => {
    setName('');
    setScope('read');
    setExpiry('90');
    setCode('');
    setErrors({});
    setCreated(null);
    onOpenChange(false);
  };

  const submit = async () => {
    setPending(true);
    setErrors({});
    const input: CreateTokenInput = {
      name,
      scope,
      expiresInDays: expiry === 'none' ? null : (Number(expiry) as 30 | 90 | 365),
      ...(twoFactorEnabled ? { code } : {}),
    };
    try {
      setCreated(await createApiToken(input));
      await refreshTokens();
    } catch (e) {
      const fields = e instanceof ApiError ? e.body?.fields : undefined;
      setErrors(
        fields && Object.keys(fields).length > 0
          ? fields
          : { form: errorMessage(e, 'Could not create the token') },
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) close();
      }}
      title={created ? 'Your new token' : 'New API token'}
      description={
        created
          ? undefined
          : 'Scripts, spreadsheets and dashboards send it as “Authorization: Bearer <token>”.'
      }
    >
      {created ? (
        <ShownOnce created={created} onDone={close} />
      ) : (
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="flex flex-col gap-1">
            <Label htmlFor="token-name">Name</Label>
            <Input
              id="token-name"
              value={name}
              maxLength={100}
              placeholder="Home dashboard"
              onChange={(e) => {
                setName(e.target.value);
                setErrors((current) => ({ ...current, name: undefined }));
              }}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? 'token-name-error' : undefined}
            />
            <FieldError id="token-name-error" message={errors.name} />
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">Access</legend>
            <RadioOption
              name="token-scope"
              value="read"
              checked={scope === 'read'}
              onSelect={() => setScope('read')}
              title="Read only"
              description="Balances, accounts, transactions and reports."
            />
            <RadioOption
              name="token-scope"
              value="write"
              checked={scope === 'write'}
              onSelect={() => setScope('write')}
              title="Read and write"
              description="Also records, changes and deletes."
            />
            <FieldError id="token-scope-error" message={errors.scope} />
          </fieldset>
          <div className="flex flex-col gap-1">
            <Label htmlFor="token-expiry">Expires</Label>
            <select
              id="token-expiry"
              className={SELECT_CLASS}
              value={expiry}
              onChange={(e) => setExpiry(e.target.value as typeof expiry)}
              aria-invalid={errors.expiresInDays ? true : undefined}
            >
              {EXPIRIES.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <FieldError id="token-expiry-error" message={errors.expiresInDays} />
          </div>
          {twoFactorEnabled ? (
            <div className="flex flex-col gap-1">
              <Label htmlFor="token-code">Code from your authenticator app</Label>
              <Input
                id="token-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                aria-invalid={errors.code ? true : undefined}
                aria-describedby={errors.code ? 'token-code-error' : undefined}
              />
              <FieldError id="token-code-error" message={errors.code} />
            </div>
          ) : null}
          {errors.form ? (
            <p role="alert" className="text-sm text-negative">
              {errors.form}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={close} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Creating…' : 'Create token'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
