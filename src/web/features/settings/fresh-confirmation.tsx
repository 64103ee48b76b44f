import { LogOut } from 'lucide-react';
import { REAUTHENTICATION_REQUIRED } from '../../../shared/auth';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { ApiError, apiJson } from '../../lib/api';
import { logout } from '../auth/logout';
import { StepUpDialog } from './step-up-dialog';

// Exporting the whole book and deleting the account need a sign-in or an authenticator code from the
// last 10 minutes (decision 134). When the server asks for one, these say how to give it.

/** Whether the server refused because the session must confirm it is its person first. */
export function needsFreshConfirmation(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.body?.code === REAUTHENTICATION_REQUIRED;
}

/** Two-factor off: the only proof left is a new sign-in. */
export function SignInAgain({ action }: { action: string }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        You signed in more than 10 minutes ago. To {action}, sign out and sign in again, then come back here.
      </p>
      <Button type="button" onClick={() => void logout()} className="self-start">
        <LogOut className="size-4" aria-hidden="true" /> Sign out and sign in again
      </Button>
    </div>
  );
}

/**
 * Asks for what the server needs: with two-factor on, a current code (then `onConfirmed` retries the
 * action); otherwise a new sign-in.
 */
export function ConfirmItsYouDialog({
  open,
  onClose,
  twoFactorEnabled,
  action,
  onConfirmed,
}: {
  open: boolean;
  onClose: () => void;
  twoFactorEnabled: boolean;
  /** What the person was doing, as "to …" completes it ("export your data"). */
  action: string;
  onConfirmed: () => void;
}) {
  if (twoFactorEnabled) {
    return (
      <StepUpDialog
        open={open}
        onClose={onClose}
        title="Confirm it's you"
        description={`To ${action}, enter the current code from your authenticator app. It lasts 10 minutes.`}
        needsCode
        submitLabel="Confirm"
        onSubmit={async ({ token }) => {
          await apiJson('POST', '/api/auth/reauthenticate', { token });
          onConfirmed();
        }}
      />
    );
  }
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())} title="Sign in again">
      <SignInAgain action={action} />
    </Dialog>
  );
}
