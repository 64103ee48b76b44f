import { KeyRound, LogIn } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { SessionDuration } from '../../../shared/auth-options';
import type { SignInMethods } from '../../../shared/sign-in-methods';
import { Button } from '../../components/ui/button';
import { toast } from '../../hooks/use-toast';
import { errorMessage } from '../../lib/api';
import { rebindChannel } from '../realtime/channel';
import { browserHasPasskeyAutofill, browserHasPasskeys, signInWithPasskey } from './passkey-client';
import { loadSignedInUser } from './verify-api';

// The landing form's other ways in (issue 26): "Sign in with a passkey" (and passkeys offered in the
// email field's autofill where the browser has conditional UI), and "Sign in with …" for the
// server's OpenID provider. What the server offers is asked once the form opens.

async function fetchMethods(): Promise<SignInMethods | null> {
  try {
    const res = await fetch('/api/auth/methods', { credentials: 'include' });
    return res.ok ? ((await res.json()) as SignInMethods) : null;
  } catch {
    return null;
  }
}

function failed(error: unknown): void {
  toast({
    title: 'Passkey sign-in failed',
    description: errorMessage(error, 'The passkey could not be used. Try again, or use the email link.'),
    variant: 'destructive',
  });
}

export function OtherSignIn({ duration, disabled }: { duration: SessionDuration; disabled: boolean }) {
  const [methods, setMethods] = useState<SignInMethods | null>(null);
  const [busy, setBusy] = useState(false);
  const [, setLocation] = useLocation();

  useEffect(() => {
    let live = true;
    void fetchMethods().then((m) => {
      if (live) setMethods(m);
    });
    return () => {
      live = false;
    };
  }, []);

  const passkeys = Boolean(methods?.passkeys) && browserHasPasskeys();

  const finish = useCallback(async () => {
    await loadSignedInUser();
    rebindChannel();
    setLocation('/', { replace: true });
  }, [setLocation]);

  // Conditional UI: the browser offers this site's passkeys in the email field's suggestions.
  // The duration is read when the person picks one, so a later change of the choice still counts.
  useEffect(() => {
    if (!passkeys) return;
    let live = true;
    void browserHasPasskeyAutofill().then(async (available) => {
      if (!available || !live) return;
      try {
        if ((await signInWithPasskey(duration, { autofill: true })) === 'signed_in' && live) await finish();
      } catch (error) {
        if (live) failed(error);
      }
    });
    return () => {
      live = false;
    };
  }, [passkeys, duration, finish]);

  const withPasskey = async () => {
    setBusy(true);
    try {
      if ((await signInWithPasskey(duration)) === 'signed_in') await finish();
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  if (!passkeys && !methods?.oidc) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-center gap-3 text-xs uppercase text-muted-foreground" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </p>
      {passkeys ? (
        <Button variant="outline" onClick={() => void withPasskey()} disabled={disabled || busy}>
          <KeyRound className="size-4" aria-hidden="true" />
          {busy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
        </Button>
      ) : null}
      {methods?.oidc ? (
        <a
          href={`/api/auth/oidc/start?sessionDuration=${encodeURIComponent(duration)}`}
          className="inline-flex h-10 items-center justify-center gap-2 rounded-md border border-border bg-card px-4 text-sm font-medium hover:bg-muted"
        >
          <LogIn className="size-4" aria-hidden="true" />
          Sign in with {methods.oidc.name}
        </a>
      ) : null}
    </div>
  );
}
