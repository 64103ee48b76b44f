import { CheckCircle2, Loader2, ShieldCheck, XCircle } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { capturedLink, readLinkParams } from './address-link';
import { AuthCard } from './auth-card';
import { TwoFactorStep } from './two-factor-step';
import { loadSignedInUser } from './verify-api';

// The pieces the two pages an emailed link leads to (verify-page, auth-result-page) share: the
// link read from the address, the ways home, and the cards of the states both pages go through.

/** The states both pages share; each adds its own waiting states. */
export type LinkState =
  | { phase: 'confirm' }
  | { phase: 'code' }
  | { phase: 'success' }
  | { phase: 'error'; message: string; retry: boolean };

/** The link's token and email (null when either is missing), and the ways back to the home page. */
export function useLinkPage() {
  const search = useSearch();
  const [location, setLocation] = useLocation();
  // Read at start-up (main.tsx), the address already without its token; a page reached inside the
  // app with a query gets the same treatment here.
  const [link] = useState(() => capturedLink() ?? readLinkParams(search));
  useEffect(() => {
    if (search) window.history.replaceState(window.history.state, '', location);
  }, [search, location]);
  const goHome = useCallback(() => setLocation('/', { replace: true }), [setLocation]);
  /** Home with the signed-in user loaded first, so no landing page flashes. */
  const goHomeSignedIn = useCallback(() => void loadSignedInUser().then(goHome), [goHome]);
  return { link, goHome, goHomeSignedIn };
}

export const shieldIcon = <ShieldCheck className="size-10 text-primary" aria-hidden="true" />;

/** Cancel / Go Back beside the main action, stacked on a narrow screen. */
export function ButtonRow({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-center">{children}</div>;
}

export function LoadingCard({ title }: { title: string }) {
  return (
    <AuthCard
      icon={<Loader2 className="size-10 animate-spin text-primary" aria-hidden="true" />}
      title={title}
      description="Checking your sign-in link."
    />
  );
}

/** The link was asked for in another browser (docs/decisions/008). */
export function ConfirmDeviceCard({ email, children }: { email: string | undefined; children: ReactNode }) {
  return (
    <AuthCard
      icon={shieldIcon}
      title="Confirm sign-in on this device"
      description={
        <>
          This link was requested in another browser. Sign in here as <strong>{email}</strong> only if you
          asked for it.
        </>
      }
    >
      {children}
    </AuthCard>
  );
}

export function TwoFactorCard(props: {
  onSignedIn: () => void;
  onExpired: (message: string) => void;
  onBack: () => void;
}) {
  return (
    <AuthCard
      icon={shieldIcon}
      title="Two-factor authentication"
      description="Enter the 6-digit code from your authenticator app, or one of your backup codes."
    >
      <TwoFactorStep {...props} />
    </AuthCard>
  );
}

export function SuccessCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <AuthCard
      icon={<CheckCircle2 className="size-10 text-positive" aria-hidden="true" />}
      title={title}
      description={description}
    >
      {children}
    </AuthCard>
  );
}

export function FailureCard({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children: ReactNode;
}) {
  return (
    <AuthCard
      icon={<XCircle className="size-10 text-negative" aria-hidden="true" />}
      title={title}
      description={<span role="alert">{message}</span>}
    >
      {children}
    </AuthCard>
  );
}
