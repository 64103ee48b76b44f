import { Copy } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { TwoFactorSetupResponse } from '../../../shared/auth-options';
import { Button } from '../../components/ui/button';
import { toast } from '../../hooks/use-toast';
import { CodeField } from '../auth/code-field';

/** The setup step: scan the QR code (or type the secret), then confirm with a first code. */
export function TwoFactorSetup({
  setup,
  submitting,
  onVerify,
  onCancel,
}: {
  setup: TwoFactorSetupResponse;
  submitting: boolean;
  onVerify: (code: string) => void;
  onCancel: () => void;
}) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onVerify(code.trim());
  };
  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      toast({ title: 'Secret copied' });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the secret and copy it by hand.',
        variant: 'destructive',
      });
    }
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
      <ol className="flex list-decimal flex-col gap-4 pl-5 text-sm">
        <li className="flex flex-col gap-3">
          <span>Scan this QR code with an authenticator app (Google Authenticator, 1Password, Aegis…).</span>
          <img
            src={setup.qrCodeUrl}
            alt="QR code to add NetWorth to your authenticator app"
            width={192}
            height={192}
            className="size-48 rounded-lg border border-border bg-white p-1"
          />
        </li>
        <li className="flex flex-col gap-2">
          <span>Or enter this secret key by hand:</span>
          <div className="flex items-center gap-2">
            <code
              className="break-all rounded bg-muted px-2 py-1 font-mono text-sm"
              data-testid="two-factor-secret"
            >
              {setup.secret}
            </code>
            <Button
              variant="ghost"
              size="icon"
              aria-label="Copy secret key"
              onClick={() => void copySecret()}
            >
              <Copy className="size-4" aria-hidden="true" />
            </Button>
          </div>
        </li>
        <li className="flex flex-col gap-2">
          <span>Enter the 6-digit code the app shows.</span>
          <CodeField value={code} onChange={setCode} disabled={submitting} />
        </li>
      </ol>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Verifying…' : 'Verify and Enable'}
        </Button>
      </div>
    </form>
  );
}
