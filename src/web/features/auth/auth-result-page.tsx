import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { signInErrorMessage } from '../../../shared/sign-in-methods';
import { Button } from '../../components/ui/button';
import { capturedOutcome, readOutcomeParams, type SignInOutcome } from './address-link';
import {
  ConfirmDeviceCard,
  FailureCard,
  type LinkState,
  LoadingCard,
  SuccessCard,
  TwoFactorCard,
  useLinkPage,
} from './link-page-cards';
import { verifyLink } from './verify-api';
import '../../styles.css';

// docs/product.md §2.9 and 4: reads token and email, verifies them (loading), and shows success with
// 'Close Window' or an error with 'Try Again'. The emailed link opens /auth/verify, which waits for
// the person; this page is only reached through a link built for it. Single sign-on comes back here
// too (issue 26): with `?error=<code>` it says what went wrong, with `?step=code` it asks for the
// two-factor code.

type State = { phase: 'loading' } | LinkState;

/** The page's first state: a single sign-on's outcome (decision 116), else the emailed link's check. */
function firstState(link: unknown, outcome: SignInOutcome | null): State {
  if (outcome?.step === 'code') return { phase: 'code' };
  if (outcome?.error)
    return { phase: 'error', message: signInErrorMessage(outcome.error, outcome.detail), retry: false };
  return link
    ? { phase: 'loading' }
    : { phase: 'error', message: 'Invalid authentication link.', retry: false };
}

export default function AuthResultPage() {
  const { link, goHome, goHomeSignedIn } = useLinkPage();
  const search = useSearch();
  const [outcome] = useState(() => capturedOutcome() ?? readOutcomeParams(search));
  const [state, setState] = useState<State>(() => firstState(link, outcome));
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
    if (started.current || outcome) return;
    started.current = true;
    void run();
  }, [run, outcome]);

  const closeWindow = () => {
    window.close();
    // A tab the person opened themselves cannot be closed by script: go home signed in instead.
    setTimeout(goHomeSignedIn, 300);
  };

  switch (state.phase) {
    case 'loading':
      return <LoadingCard title="Signing you in…" />;
    case 'confirm':
      return (
        <ConfirmDeviceCard email={link?.email}>
          <Button onClick={() => void run(true)}>Verify &amp; Sign In</Button>
        </ConfirmDeviceCard>
      );
    case 'code':
      return (
        <TwoFactorCard
          // A single sign-on came in this tab: go straight in. A link's page says it worked.
          onSignedIn={() => (outcome ? goHomeSignedIn() : setState({ phase: 'success' }))}
          onExpired={(message) => setState({ phase: 'error', message, retry: false })}
          onBack={goHome}
        />
      );
    case 'success':
      return (
        <SuccessCard
          title="Authentication successful"
          description="You are signed in. You can close this window and continue in your other tab."
        >
          <Button onClick={closeWindow}>Close Window</Button>
        </SuccessCard>
      );
    case 'error':
      return (
        <FailureCard title="Authentication failed" message={state.message}>
          {/* A used or expired link cannot work again: 'Try Again' then means asking for a new one. */}
          <Button onClick={() => (state.retry ? void run() : goHome())}>Try Again</Button>
        </FailureCard>
      );
  }
}
