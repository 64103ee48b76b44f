import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Dialog } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ApiError, apiJson, errorMessage } from '../../lib/api';
import { needsFreshConfirmation, SignInAgain } from './fresh-confirmation';

// Settings → "Delete my account": the email typed again (and a code with two-factor on); then every
// row of the account is deleted and the browser goes back to the landing page. Without two-factor,
// the sign-in must be under 10 minutes old (decision 134), else the dialog says to sign in again.

export function DeleteAccountCard({ email, twoFactorEnabled }: { email: string; twoFactorEnabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [token, setToken] = useState('');
  const [error, setError] = useState<{ email?: string; token?: string; form?: string }>({});
  const [pending, setPending] = useState(false);
  const [stale, setStale] = useState(false);
  const submit = async () => {
    setPending(true);
    setError({});
    try {
      await apiJson('POST', '/api/account/delete', { email: typed, ...(twoFactorEnabled ? { token } : {}) });
      window.location.assign('/');
    } catch (e) {
      if (needsFreshConfirmation(e)) {
        setStale(true);
        setPending(false);
        return;
      }
      const fields = e instanceof ApiError ? e.body?.fields : undefined;
      setError(
        fields
          ? { email: fields.email, token: fields.token }
          : { form: errorMessage(e, 'Could not delete the account') },
      );
      setPending(false);
    }
  };
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Trash2 className="size-5 text-negative" aria-hidden="true" /> Delete my account
        </CardTitle>
        <CardDescription>
          Deletes your account and everything in it, for good. Export your data first if you want to keep it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant="destructive"
          onClick={() => {
            setStale(false);
            setOpen(true);
          }}
        >
          Delete my account
        </Button>
      </CardContent>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!pending) setOpen(next);
        }}
        title="Delete your account?"
        description="All accounts, transactions, loans, budgets and imports are deleted and cannot be recovered."
      >
        {stale ? (
          <SignInAgain action="delete your account" />
        ) : (
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <div className="flex flex-col gap-1">
              <Label htmlFor="delete-email">Type your email address ({email}) to confirm</Label>
              <Input
                id="delete-email"
                type="email"
                autoComplete="off"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                aria-invalid={error.email ? true : undefined}
                aria-describedby={error.email ? 'delete-email-error' : undefined}
              />
              {error.email ? (
                <span id="delete-email-error" className="text-sm text-negative">
                  {error.email}
                </span>
              ) : null}
            </div>
            {twoFactorEnabled ? (
              <div className="flex flex-col gap-1">
                <Label htmlFor="delete-token">Code from your authenticator app</Label>
                <Input
                  id="delete-token"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={token}
                  onChange={(e) => setToken(e.target.value)}
                  aria-invalid={error.token ? true : undefined}
                />
                {error.token ? <span className="text-sm text-negative">{error.token}</span> : null}
              </div>
            ) : null}
            {error.form ? (
              <p role="alert" className="text-sm text-negative">
                {error.form}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={pending || typed.trim() === ''}>
                {pending ? 'Deleting…' : 'Delete everything'}
              </Button>
            </div>
          </form>
        )}
      </Dialog>
    </Card>
  );
}
