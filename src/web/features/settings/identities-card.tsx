import { useQuery } from '@tanstack/react-query';
import { Link2, Unlink } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { IdentityView, SignInMethods } from '../../../shared/sign-in-methods';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../hooks/use-toast';
import { apiJson, apiRequest } from '../../lib/api';
import { dateTimeText } from '../../lib/date-time-text';
import { queryClient } from '../../lib/query-client';
import { StepUpDialog } from './step-up-dialog';

// Settings → Single sign-on (issue 26, decision 116): the identities at the server's OpenID provider
// that sign in to this account, a way to link one (even under another email address) and to unlink.
// The card shows only where the server has a provider, or an identity is still linked.

const IDENTITIES_KEY = ['/api/auth/identities'] as const;
const METHODS_KEY = ['/api/auth/methods'] as const;

const when = dateTimeText;

type Editing = { kind: 'link' } | { kind: 'unlink'; identity: IdentityView };

export function IdentitiesCard({
  twoFactorEnabled,
  linkError,
}: {
  twoFactorEnabled: boolean;
  linkError: string | null;
}) {
  const identities = useQuery<IdentityView[]>({ queryKey: IDENTITIES_KEY });
  const methods = useQuery<SignInMethods>({ queryKey: METHODS_KEY });
  const [editing, setEditing] = useState<Editing | null>(null);
  const provider = methods.data?.oidc?.name ?? null;

  const link = async (token: string | undefined) => {
    const { url } = await apiJson<{ url: string }>('POST', '/api/auth/oidc/link', token ? { token } : {});
    window.location.assign(url);
    // The page is leaving for the provider: keep the dialog's "Working…" until it does.
    await new Promise(() => {});
  };

  // Without two-factor there is nothing to ask: the button goes straight to the provider.
  const [linking, setLinking] = useState(false);
  useEffect(() => {
    if (linkError) setLinking(false);
  }, [linkError]);

  if (!provider && !identities.data?.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Link2 className="size-5 text-primary" aria-hidden="true" /> Single sign-on
        </CardTitle>
        <CardDescription>
          {provider
            ? `Identities at ${provider} that sign in to this account, whatever email address they carry.`
            : 'Identities that signed in to this account through single sign-on.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {linkError ? (
          <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm text-negative">
            {linkError}
          </p>
        ) : null}
        {identities.isError ? (
          <p className="text-sm text-destructive">Could not load the linked identities.</p>
        ) : null}
        {identities.data && identities.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No identity is linked yet.</p>
        ) : null}
        {identities.data && identities.data.length > 0 ? (
          <ul className="flex flex-col gap-2" aria-label="Linked identities">
            {identities.data.map((identity) => (
              <li
                key={identity.id}
                className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <span className="break-all font-medium">
                    {identity.provider}
                    {identity.email ? ` · ${identity.email}` : ''}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    Linked {when(identity.createdAt)}
                    {identity.lastUsedAt ? ` · Last used ${when(identity.lastUsedAt)}` : ''}
                  </span>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  className="self-start sm:self-auto"
                  aria-label={`Unlink ${identity.provider}${identity.email ? ` identity ${identity.email}` : ''}`}
                  onClick={() => setEditing({ kind: 'unlink', identity })}
                >
                  <Unlink className="size-4" aria-hidden="true" /> Unlink
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {provider ? (
          <Button
            className="self-start"
            disabled={linking}
            onClick={() => {
              if (twoFactorEnabled) {
                setEditing({ kind: 'link' });
                return;
              }
              setLinking(true);
              link(undefined).catch((error: unknown) => {
                setLinking(false);
                toast({
                  title: 'Could not start linking',
                  description: error instanceof Error ? error.message : String(error),
                  variant: 'destructive',
                });
              });
            }}
          >
            <Link2 className="size-4" aria-hidden="true" />
            {linking ? `Going to ${provider}…` : `Link an identity from ${provider}`}
          </Button>
        ) : null}
      </CardContent>
      <StepUpDialog
        open={editing?.kind === 'link'}
        onClose={() => setEditing(null)}
        title={`Link an identity from ${provider ?? 'your provider'}`}
        description="Enter a code from your authenticator app; you then sign in at the provider with the identity to link."
        needsCode
        submitLabel="Continue to the provider"
        onSubmit={({ token }) => link(token)}
      />
      <StepUpDialog
        open={editing?.kind === 'unlink'}
        onClose={() => setEditing(null)}
        title="Unlink this identity?"
        description="It will no longer sign in to this account."
        needsCode={twoFactorEnabled}
        submitLabel="Unlink"
        destructive
        onSubmit={async ({ token }) => {
          if (editing?.kind !== 'unlink') return;
          await apiRequest(
            'DELETE',
            `/api/auth/identities/${encodeURIComponent(editing.identity.id)}`,
            token ? { token } : {},
          );
          toast({ title: 'Identity unlinked' });
          await queryClient.invalidateQueries({ queryKey: IDENTITIES_KEY });
        }}
      />
    </Card>
  );
}
