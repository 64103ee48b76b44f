import { CheckCircle2, Loader2, MailCheck, ShieldCheck, XCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../components/ui/button';
import { AuthCard } from './auth-card';
import { TwoFactorStep } from './two-factor-step';
import { loadSignedInUser, readLinkParams, verifyErrorMessage, verifyLink } from './verify-api';

// SPEC.md 2.8 and 4: countdown (3 s) -> verifying -> success (home after 2 s) | error; Cancel leads to
// "ready". A link opened in another browser asks for a confirmation first (docs/decisions/008), and
// with two-factor on the code step follows. Only one verification request runs at a time.

export const COUNTDOWN_SECONDS = 3;
export const REDIRECT_DELAY_MS = 2000;

type State =
  | { phase: 'countdown'; seconds: number }
  | { phase: 'ready' }
  | { phase: 'confirm' }
  | { phase: 'verifying' }
  | { phase: 'code' }
  | { phase: 'success' }
  | { phase: 'error'; message: string; retry: boolean };

export default function VerifyPage() {
  const search = useSearch();
  const [, setLocation] = useLocation();
  const [link] = useState(() => readLinkParams(search));
  const [state, setState] = useState<State>(() =>
    link
      ? { phase: 'countdown', seconds: COUNTDOWN_SECONDS }
      : { phase: 'error', message: 'Invalid magic link - missing parameters', retry: false },
  );
  const inFlight = useRef(false);

  const finish = useCallback(() => {
    setState({ phase: 'success' });
    // The token must not stay in the address bar or history once it is used.
    window.history.replaceState(null, '', '/auth/verify');
  }, []);

  const verify = useCallback(
    async (confirmed = false) => {
      if (!link || inFlight.current) return;
      inFlight.current = true;
      setState({ phase: 'verifying' });
      const result = await verifyLink(link, confirmed);
      inFlight.current = false;
      if (result.kind === 'signed_in') finish();
      else if (result.kind === 'code_required') {
        window.history.replaceState(null, '', '/auth/verify');
        setState({ phase: 'code' });
      } else if (result.kind === 'confirm') setState({ phase: 'confirm' });
      else setState({ phase: 'error', ...verifyErrorMessage(result) });
    },
    [link, finish],
  );

  // The countdown: one tick a second, verification when it reaches zero.
  const seconds = state.phase === 'countdown' ? state.seconds : null;
  useEffect(() => {
    if (seconds === null) return;
    if (seconds <= 0) {
      void verify();
      return;
    }
    const timer = setTimeout(() => setState({ phase: 'countdown', seconds: seconds - 1 }), 1000);
    return () => clearTimeout(timer);
  }, [seconds, verify]);

  // Success: home after 2 seconds, with the signed-in user loaded first so no landing page flashes.
  useEffect(() => {
    if (state.phase !== 'success') return;
    const timer = setTimeout(() => {
      void loadSignedInUser().then(() => setLocation('/', { replace: true }));
    }, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.phase, setLocation]);

  const goBack = () => setLocation('/', { replace: true });
  const email = link?.email ?? '';

  switch (state.phase) {
    case 'countdown':
      return (
        <AuthCard
          icon={<MailCheck className="size-10 text-primary" aria-hidden="true" />}
          title="Verifying your sign-in link"
          description={
            <>
              Signing in as <strong>{email}</strong> in {state.seconds} second{state.seconds === 1 ? '' : 's'}
              …
            </>
          }
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
            <Button variant="outline" onClick={() => setState({ phase: 'ready' })}>
              Cancel
            </Button>
            <Button onClick={() => void verify()}>Verify Now</Button>
          </div>
        </AuthCard>
      );
    case 'ready':
    case 'confirm':
      return (
        <AuthCard
          icon={<ShieldCheck className="size-10 text-primary" aria-hidden="true" />}
          title={state.phase === 'confirm' ? 'Confirm sign-in on this device' : 'Ready to sign in'}
          description={
            state.phase === 'confirm' ? (
              <>
                This link was requested in another browser. Sign in here as <strong>{email}</strong> only if
                you asked for it.
              </>
            ) : (
              <>
                Sign in as <strong>{email}</strong> when you are ready.
              </>
            )
          }
        >
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
            <Button variant="outline" onClick={goBack}>
              Go Back
            </Button>
            <Button onClick={() => void verify(state.phase === 'confirm')}>Verify &amp; Sign In</Button>
          </div>
        </AuthCard>
      );
    case 'verifying':
      return (
        <AuthCard
          icon={<Loader2 className="size-10 animate-spin text-primary" aria-hidden="true" />}
          title="Verifying…"
          description="Checking your sign-in link."
        />
      );
    case 'code':
      return (
        <AuthCard
          icon={<ShieldCheck className="size-10 text-primary" aria-hidden="true" />}
          title="Two-factor authentication"
          description="Enter the 6-digit code from your authenticator app, or one of your backup codes."
        >
          <TwoFactorStep
            onSignedIn={finish}
            onExpired={(message) => setState({ phase: 'error', message, retry: false })}
            onBack={goBack}
          />
        </AuthCard>
      );
    case 'success':
      return (
        <AuthCard
          icon={<CheckCircle2 className="size-10 text-positive" aria-hidden="true" />}
          title="You're signed in"
          description="Successfully signed in! Taking you to your portfolio…"
        />
      );
    case 'error':
      return (
        <AuthCard
          icon={<XCircle className="size-10 text-negative" aria-hidden="true" />}
          title="Sign-in failed"
          description={<span role="alert">{state.message}</span>}
        >
          <p className="text-center text-sm text-muted-foreground">
            Links work once and expire after 15 minutes. You can ask for a new one on the home page.
          </p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">
            <Button variant="outline" onClick={goBack}>
              Go Back
            </Button>
            {state.retry ? <Button onClick={() => void verify()}>Try Again</Button> : null}
          </div>
        </AuthCard>
      );
  }
}
