import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../hooks/use-toast';
import { CodeField } from '../auth/code-field';
import { CODE_REQUIRED_TOAST, VERIFICATION_FAILED_TOAST } from '../auth/two-factor-step';
import { BackupCodesPanel } from './backup-codes-panel';
import { regenerateBackupCodes, TwoFactorError } from './two-factor-api';

// New backup codes (docs/security.md R26): a current code from the authenticator app makes a new set,
// shown once; the old codes stop working.

export function RegenerateBackupCodes() {
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const regenerate = useMutation({
    mutationFn: (value: string) => regenerateBackupCodes(value),
    onSuccess: (fresh) => {
      setCode('');
      setCodes(fresh);
      toast({ title: 'New backup codes', description: 'Your earlier backup codes no longer work.' });
    },
    onError: (error) => {
      setCode('');
      const locked = error instanceof TwoFactorError ? error.lockedMessage : null;
      toast(locked ? { ...VERIFICATION_FAILED_TOAST, description: locked } : VERIFICATION_FAILED_TOAST);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (value === '') {
      toast(CODE_REQUIRED_TOAST);
      return;
    }
    regenerate.mutate(value);
  };

  if (codes) return <BackupCodesPanel codes={codes} onDone={() => setCodes(null)} />;
  return (
    <form onSubmit={submit} className="flex flex-col gap-4 border-t border-border pt-4" noValidate>
      <h3 className="font-semibold">Backup codes</h3>
      <p className="text-sm text-muted-foreground">
        Lost your backup codes, or used most of them? Enter a current code from your authenticator app to get
        a new set. The old codes stop working.
      </p>
      <CodeField value={code} onChange={setCode} label="Authenticator code" disabled={regenerate.isPending} />
      <Button type="submit" variant="outline" className="self-start" disabled={regenerate.isPending}>
        {regenerate.isPending ? 'Making new codes…' : 'Regenerate Backup Codes'}
      </Button>
    </form>
  );
}
