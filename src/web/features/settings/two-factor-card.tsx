import { useMutation } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { TwoFactorSetupResponse } from '../../../shared/auth-options';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../hooks/use-toast';
import { errorMessage } from '../../lib/api';
import { CodeField } from '../auth/code-field';
import { CODE_REQUIRED_TOAST, VERIFICATION_FAILED_TOAST } from '../auth/two-factor-step';
import { refreshAuthUser } from '../auth/use-auth';
import { BackupCodesPanel } from './backup-codes-panel';
import { RegenerateBackupCodes } from './regenerate-backup-codes';
import { refreshSessions } from './sessions-api';
import { disableTwoFactor, enableTwoFactor, startTwoFactorSetup, TwoFactorError } from './two-factor-api';
import { TwoFactorSetup } from './two-factor-setup';

// docs/product.md §4 "Two-factor": off -> setup (QR code and secret) -> verified with a code -> enabled, with
// the backup codes shown once; when enabled it can be turned off with a code, and new backup codes
// made with a current code. Turning it on or off signs every other session out.

function failed(error: unknown): void {
  const locked = error instanceof TwoFactorError ? error.lockedMessage : null;
  toast(locked ? { ...VERIFICATION_FAILED_TOAST, description: locked } : VERIFICATION_FAILED_TOAST);
}

export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const [setup, setSetup] = useState<TwoFactorSetupResponse | null>(null);
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  const [disableCode, setDisableCode] = useState('');

  const begin = useMutation({
    mutationFn: startTwoFactorSetup,
    onSuccess: setSetup,
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Could not start two-factor setup.'),
        variant: 'destructive',
      }),
  });
  const enable = useMutation({
    mutationFn: (code: string) => enableTwoFactor(code),
    onSuccess: async () => {
      setShownCodes(setup?.backupCodes ?? []);
      setSetup(null);
      toast({ title: 'Two-factor authentication enabled', description: 'Save your backup codes now.' });
      await Promise.all([refreshAuthUser(), refreshSessions()]);
    },
    onError: failed,
  });
  const disable = useMutation({
    mutationFn: (code: string) => disableTwoFactor(code),
    onSuccess: async () => {
      setDisableCode('');
      toast({ title: 'Two-factor authentication disabled' });
      await Promise.all([refreshAuthUser(), refreshSessions()]);
    },
    onError: (error) => {
      setDisableCode('');
      failed(error);
    },
  });

  const verifyAndEnable = (code: string) => {
    if (code === '') {
      toast(CODE_REQUIRED_TOAST);
      return;
    }
    enable.mutate(code);
  };
  const submitDisable = (event: FormEvent) => {
    event.preventDefault();
    const code = disableCode.trim();
    if (code === '') {
      toast(CODE_REQUIRED_TOAST);
      return;
    }
    disable.mutate(code);
  };

  let body: React.ReactNode;
  if (shownCodes) {
    body = <BackupCodesPanel codes={shownCodes} onDone={() => setShownCodes(null)} />;
  } else if (enabled) {
    body = (
      <div className="flex flex-col gap-6">
        <form onSubmit={submitDisable} className="flex flex-col gap-4" noValidate>
          <p className="flex items-center gap-2 text-sm">
            <ShieldCheck className="size-4 text-positive" aria-hidden="true" />
            Two-factor authentication is on. Signing in asks for a code from your authenticator app.
          </p>
          <p className="text-sm text-muted-foreground">
            To turn it off, enter a current code or a backup code.
          </p>
          <CodeField value={disableCode} onChange={setDisableCode} allowBackup disabled={disable.isPending} />
          <Button type="submit" variant="destructive" className="self-start" disabled={disable.isPending}>
            {disable.isPending ? 'Turning off…' : 'Disable Two-Factor Authentication'}
          </Button>
        </form>
        <RegenerateBackupCodes />
      </div>
    );
  } else if (setup) {
    body = (
      <TwoFactorSetup
        setup={setup}
        submitting={enable.isPending}
        onVerify={verifyAndEnable}
        onCancel={() => setSetup(null)}
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">
          Protect your account with a second step at sign-in: a 6-digit code from an authenticator app on your
          phone.
        </p>
        <Button className="self-start" onClick={() => begin.mutate()} disabled={begin.isPending}>
          {begin.isPending ? 'Preparing…' : 'Enable Two-Factor Authentication'}
        </Button>
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-Factor Authentication</CardTitle>
        <CardDescription>
          {enabled
            ? 'Your account asks for a second factor at sign-in.'
            : 'Two-factor authentication is off.'}
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
