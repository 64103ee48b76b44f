import { MailCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { AuthCard } from './auth-card';
import {
  ButtonRow,
  ConfirmDeviceCard,
  FailureCard,
  type LinkState,
  LoadingCard,
  SuccessCard,
  shieldIcon,
  TwoFactorCard,
  useLinkPage,
} from './link-page-cards';
import { verifyErrorMessage, verifyLink } from './verify-api';
import '../../styles.css';

// docs/product.md §2.8 and 4: countdown (3 s) -> verifying -> success (home after 2 s) | error; Cancel leads to
// "ready". A link opened in another browser asks for a confirmation first (docs/decisions/008), and
// with two-factor on the code step follows. Only one verification request runs at a time.

const COUNTDOWN_SECONDS = 3;
const REDIRECT_DELAY_MS = 2000;

type State =
  | { phase: 'countdown'; seconds: number }
  | { phase: 'ready' }
  | { phase: 'verifying' }
  | LinkState;

export default function VerifyPage() {
  const { link, goHome, goHomeSignedIn } = useLinkPage();
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
    const timer = setTimeout(goHomeSignedIn, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.phase, goHomeSignedIn]);

  const email = link?.email ?? '';
  const signInButtons = (confirmed: boolean) => (
    <ButtonRow>
      <Button variant="outline" onClick={goHome}>
        Go Back
      </Button>
      <Button onClick={() => void verify(confirmed)}>Verify &amp; Sign In</Button>
    </ButtonRow>
  );

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
          <ButtonRow>
            <Button variant="outline" onClick={() => setState({ phase: 'ready' })}>
              Cancel
            </Button>
            <Button onClick={() => void verify()}>Verify Now</Button>
          </ButtonRow>
        </AuthCard>
      );
    case 'ready':
      return (
        <AuthCard
          icon={shieldIcon}
          title="Ready to sign in"
          description={
            <>
              Sign in as <strong>{email}</strong> when you are ready.
            </>
          }
        >
          {signInButtons(false)}
        </AuthCard>
      );
    case 'confirm':
      return <ConfirmDeviceCard email={email}>{signInButtons(true)}</ConfirmDeviceCard>;
    case 'verifying':
      return <LoadingCard title="Verifying…" />;
    case 'code':
      return (
        <TwoFactorCard
          onSignedIn={finish}
          onExpired={(message) => setState({ phase: 'error', message, retry: false })}
          onBack={goHome}
        />
      );
    case 'success':
      return (
        <SuccessCard
          title="You're signed in"
          description="Successfully signed in! Taking you to your portfolio…"
        />
      );
    case 'error':
      return (
        <FailureCard title="Sign-in failed" message={state.message}>
          <p className="text-center text-sm text-muted-foreground">
            Links work once and expire after 15 minutes. You can ask for a new one on the home page.
          </p>
          <ButtonRow>
            <Button variant="outline" onClick={goHome}>
              Go Back
            </Button>
            {state.retry ? <Button onClick={() => void verify()}>Try Again</Button> : null}
          </ButtonRow>
        </FailureCard>
      );
  }
}
