import { useQuery } from '@tanstack/react-query';
import { Fingerprint, KeyRound, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { PasskeyView } from '../../../shared/sign-in-methods';
import { describeDevice } from '../../../shared/user-agent';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../hooks/use-toast';
import { apiJson, apiRequest } from '../../lib/api';
import { dateTimeText } from '../../lib/date-time-text';
import { queryClient } from '../../lib/query-client';
import { addPasskey, browserHasPasskeys } from '../auth/passkey-client';
import { StepUpDialog } from './step-up-dialog';

// Settings → Passkeys (issue 26, decision 115): each passkey with its name, when it was added and
// last used; add one on this device, rename or remove one. With two-factor on, adding and removing
// need a fresh code; every change is mailed to the account.

const PASSKEYS_KEY = ['/api/auth/passkeys'] as const;

const when = dateTimeText;

type Editing =
  | { kind: 'add' }
  | { kind: 'rename'; passkey: PasskeyView }
  | { kind: 'remove'; passkey: PasskeyView };

const refresh = () => queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY });

export function PasskeysCard({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const { data, isLoading, isError } = useQuery<PasskeyView[]>({ queryKey: PASSKEYS_KEY });
  const [editing, setEditing] = useState<Editing | null>(null);
  const supported = browserHasPasskeys();
  const close = () => setEditing(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden="true" /> Passkeys
        </CardTitle>
        <CardDescription>
          Sign in with your fingerprint, face or device PIN instead of an email link. A passkey counts as both
          factors, so no code is asked with it.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {isLoading ? <p className="text-sm text-muted-foreground">Loading passkeys…</p> : null}
        {isError ? <p className="text-sm text-destructive">Could not load your passkeys.</p> : null}
        {data && data.length === 0 ? <p className="text-sm text-muted-foreground">No passkeys yet.</p> : null}
        {data && data.length > 0 ? (
          <ul className="flex flex-col gap-2" aria-label="Passkeys">
            {data.map((passkey) => (
              <li
                key={passkey.id}
                className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <span className="flex flex-wrap items-center gap-2 break-all font-medium">
                    <Fingerprint className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    {passkey.name}
                    {passkey.backedUp ? <Badge tone="outline">Synced</Badge> : null}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    Added {when(passkey.createdAt)} ·{' '}
                    {passkey.lastUsedAt ? `Last used ${when(passkey.lastUsedAt)}` : 'Never used'}
                  </span>
                </div>
                <div className="flex gap-2 self-start sm:self-auto">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Rename passkey ${passkey.name}`}
                    onClick={() => setEditing({ kind: 'rename', passkey })}
                  >
                    <Pencil className="size-4" aria-hidden="true" /> Rename
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Remove passkey ${passkey.name}`}
                    onClick={() => setEditing({ kind: 'remove', passkey })}
                  >
                    <Trash2 className="size-4" aria-hidden="true" /> Remove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        {supported ? (
          <Button className="self-start" onClick={() => setEditing({ kind: 'add' })}>
            <KeyRound className="size-4" aria-hidden="true" /> Add a passkey
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">This browser cannot create passkeys.</p>
        )}
      </CardContent>
      <StepUpDialog
        open={editing?.kind === 'add'}
        onClose={close}
        title="Add a passkey"
        description="Name it after the device or key that holds it. Your browser then asks you to create it."
        name={{ label: 'Passkey name', initial: describeDevice(navigator.userAgent) }}
        needsCode={twoFactorEnabled}
        submitLabel="Create passkey"
        onSubmit={async ({ name, token }) => {
          const added = await addPasskey(name, token);
          if (added === 'cancelled')
            throw new Error('The passkey was not created: the browser prompt was closed.');
          toast({ title: 'Passkey added', description: `"${added.name}" can now sign you in.` });
          await refresh();
        }}
      />
      <StepUpDialog
        open={editing?.kind === 'rename'}
        onClose={close}
        title="Rename passkey"
        description="A name helps you tell your passkeys apart."
        name={{ label: 'Passkey name', initial: editing?.kind === 'rename' ? editing.passkey.name : '' }}
        needsCode={false}
        submitLabel="Save name"
        onSubmit={async ({ name }) => {
          if (editing?.kind !== 'rename') return;
          await apiJson('PATCH', `/api/auth/passkeys/${encodeURIComponent(editing.passkey.id)}`, { name });
          await refresh();
        }}
      />
      <StepUpDialog
        open={editing?.kind === 'remove'}
        onClose={close}
        title="Remove passkey?"
        description={
          editing?.kind === 'remove'
            ? `"${editing.passkey.name}" will no longer sign you in. Remove it from the device's password manager too.`
            : ''
        }
        needsCode={twoFactorEnabled}
        submitLabel="Remove passkey"
        destructive
        onSubmit={async ({ token }) => {
          if (editing?.kind !== 'remove') return;
          await apiRequest(
            'DELETE',
            `/api/auth/passkeys/${encodeURIComponent(editing.passkey.id)}`,
            token ? { token } : {},
          );
          toast({
            title: 'Passkey removed',
            description: `"${editing.passkey.name}" no longer signs you in.`,
          });
          await refresh();
        }}
      />
    </Card>
  );
}
