import { CheckCircle2, Loader2, ShieldCheck, XCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../components/ui/button';
import { AuthCard } from './auth-card';
import { TwoFactorStep } from './two-factor-step';
import { loadSignedInUser, readLinkParams, verifyLink } from './verify-api';

// SPEC.md 2.9 and 4: reads token and email, verifies them (loading), and shows success with
// 'Close Window' or an error with 'Try Again'. The emailed link opens /auth/verify, which waits for
// the person; this page is only reached through a link built for it.

type State =
  | { phase: 'loading' }
  | { phase: 'confirm' }
  | { phase: 'code' }
  | { phase: 'success' }
  | { phase: 'error'; message: string; retry: boolean };

export default function AuthResultPage() {
  const search = useSearch();
  const [, setLocation] = useLocation();
  const [link] = useState(() => readLinkParams(search));
  const [state, setState] = useState<State>(() =>
    link ? { phase: 'loading' } : { phase: 'error', message: 'Invalid authentication link.', retry: false },
  );
  const started = useRef(false);

  const run = useCallback(
    async (confirmed = false) => {
      if (!link) return;
      setState({ phase: 'loading' });
      const result = await verifyLink(link, confirmed);
      window.history.replaceState(null, '', '/auth/success');
      if (result.kind === 'signed_in') setState({ phase: 'success' });
      else if (result.kind === 'code_required') setState({ phase: 'code' });
      else if (result.kind === 'confirm') setState({ phase: 'confirm' });
      else if (result.kind === 'network') {
        setState({ phase: 'error', message: 'Something went wrong. Please try again.', retry: true });
      } else setState({ phase: 'error', message: 'Authentication failed. Please try again.', retry: false });
    },
    [link],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run();
  }, [run]);

  const closeWindow = () => {
    window.close();
    // A tab the person opened themselves cannot be closed by script: go home signed in instead.
    setTimeout(() => void loadSignedInUser().then(() => setLocation('/', { replace: true })), 300);
  };

  switch (state.phase) {
    case 'loading':
      return (
        <AuthCard
          icon={<Loader2 className="size-10 animate-spin text-primary" aria-hidden="true" />}
          title="Signing you in…"
          description="Checking your sign-in link."
        />
      );
    case 'confirm':
      return (
        <AuthCard
          icon={<ShieldCheck className="size-10 text-primary" aria-hidden="true" />}
          title="Confirm sign-in on this device"
          description={
            <>
              This link was requested in another browser. Sign in here as <strong>{link?.email}</strong> only
              if you asked for it.
            </>
          }
        >
          <Button onClick={() => void run(true)}>Verify &amp; Sign In</Button>
        </AuthCard>
      );
    case 'code':
      return (
        <AuthCard
          icon={<ShieldCheck className="size-10 text-primary" aria-hidden="true" />}
          title="Two-factor authentication"
          description="Enter the 6-digit code from your authenticator app, or one of your backup codes."
        >
          <TwoFactorStep
            onSignedIn={() => setState({ phase: 'success' })}
            onExpired={(message) => setState({ phase: 'error', message, retry: false })}
            onBack={() => setLocation('/', { replace: true })}
          />
        </AuthCard>
      );
    case 'success':
      return (
        <AuthCard
          icon={<CheckCircle2 className="size-10 text-positive" aria-hidden="true" />}
          title="Authentication successful"
          description="You are signed in. You can close this window and continue in your other tab."
        >
          <Button onClick={closeWindow}>Close Window</Button>
        </AuthCard>
      );
    case 'error':
      return (
        <AuthCard
          icon={<XCircle className="size-10 text-negative" aria-hidden="true" />}
          title="Authentication failed"
          description={<span role="alert">{state.message}</span>}
        >
          {/* A used or expired link cannot work again: 'Try Again' then means asking for a new one. */}
          <Button onClick={() => (state.retry ? void run() : setLocation('/', { replace: true }))}>
            Try Again
          </Button>
        </AuthCard>
      );
  }
}
