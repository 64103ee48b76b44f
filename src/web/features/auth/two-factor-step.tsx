import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../hooks/use-toast';
import { CodeField } from './code-field';
import { submitSignInCode } from './verify-api';

export const CODE_REQUIRED_TOAST = {
  title: 'Verification code required',
  description: 'Please enter the verification code from your authenticator app.',
  variant: 'destructive',
} as const;

export const VERIFICATION_FAILED_TOAST = {
  title: 'Verification Failed',
  description: 'Please check your verification code and try again.',
  variant: 'destructive',
} as const;

/** The second step of a sign-in with two-factor on: a TOTP or backup code. */
export function TwoFactorStep({
  onSignedIn,
  onExpired,
  onBack,
}: {
  onSignedIn: () => void;
  /** The pending sign-in is gone (expired, or locked after too many wrong codes). */
  onExpired: (message: string) => void;
  onBack: () => void;
}) {
  const [code, setCode] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (code.trim() === '') {
      toast(CODE_REQUIRED_TOAST);
      return;
    }
    setSubmitting(true);
    setError(undefined);
    const outcome = await submitSignInCode(code.trim());
    setSubmitting(false);
    if (outcome.ok) {
      onSignedIn();
      return;
    }
    if (outcome.status === 401) {
      onExpired(outcome.message);
      return;
    }
    setCode('');
    setError(outcome.message || 'Invalid verification code');
    toast(
      outcome.status === 429
        ? { ...VERIFICATION_FAILED_TOAST, description: outcome.message }
        : VERIFICATION_FAILED_TOAST,
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-4 text-left" noValidate>
      <CodeField
        value={code}
        onChange={setCode}
        allowBackup
        label="Authentication code"
        disabled={submitting}
        autoFocus
        error={error}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack} disabled={submitting}>
          Go Back
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Verifying…' : 'Verify & Sign In'}
        </Button>
      </div>
    </form>
  );
}
