import { useMutation, useQuery } from '@tanstack/react-query';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../hooks/use-toast';
import { errorMessage } from '../../lib/api';
import { type ApiTokenView, refreshTokens, revokeApiToken, TOKENS_KEY } from './api-tokens-api';
import { NewTokenDialog } from './new-token-dialog';

// Settings → API tokens (decision 111): each token with its access, expiry and last use; revoking
// one stops it at once. The reference of what a token can call is /api/docs.

function day(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
}

function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function TokenItem({ token }: { token: ApiTokenView }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutation({
    mutationFn: () => revokeApiToken(token.id),
    onSuccess: async () => {
      setConfirming(false);
      toast({ title: 'Token revoked', description: `“${token.name}” no longer works.` });
      await refreshTokens();
    },
    onError: (error) =>
      toast({
        title: 'Error',
        description: errorMessage(error, 'Could not revoke the token.'),
        variant: 'destructive',
      }),
  });
  const expiry = token.expiresAt
    ? `${token.expired ? 'Expired' : 'Expires'} ${day(token.expiresAt)}`
    : 'Never expires';
  const lastUse = token.lastUsedAt
    ? `Last used ${when(token.lastUsedAt)}${token.lastUsedAddress ? ` from ${token.lastUsedAddress}` : ''}`
    : 'Never used';
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-all">{token.name}</span>
          <Badge tone={token.scope === 'write' ? 'warning' : 'outline'}>
            {token.scope === 'write' ? 'Read and write' : 'Read only'}
          </Badge>
          {token.expired ? <Badge tone="danger">Expired</Badge> : null}
        </span>
        <span className="font-mono text-xs text-muted-foreground">{token.hint}…</span>
        <span className="text-sm text-muted-foreground">
          Created {day(token.createdAt)} · {expiry}
        </span>
        <span className="text-sm text-muted-foreground">{lastUse}</span>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start sm:self-auto"
        aria-label={`Revoke the token ${token.name}`}
        onClick={() => setConfirming(true)}
      >
        Revoke
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Revoke “${token.name}”?`}
        description="Anything that uses this token stops working at once. This cannot be undone."
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate()}
      />
    </li>
  );
}

export function ApiTokensCard({ twoFactorEnabled }: { twoFactorEnabled: boolean }) {
  const { data, isLoading, isError } = useQuery<ApiTokenView[]>({ queryKey: TOKENS_KEY });
  const [creating, setCreating] = useState(false);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden="true" /> API tokens
        </CardTitle>
        <CardDescription>
          Let scripts, spreadsheets and dashboards read or change your data through the API. See the{' '}
          <a className="underline" href="/api/docs">
            API reference
          </a>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {isLoading ? <p className="text-sm text-muted-foreground">Loading tokens…</p> : null}
        {isError ? <p className="text-sm text-destructive">Could not load your tokens.</p> : null}
        {data && data.length === 0 ? (
          <p className="text-sm text-muted-foreground">You have no tokens.</p>
        ) : null}
        {data && data.length > 0 ? (
          <ul className="flex flex-col gap-2" aria-label="API tokens">
            {data.map((token) => (
              <TokenItem key={token.id} token={token} />
            ))}
          </ul>
        ) : null}
        <Button className="self-start" onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden="true" /> New token
        </Button>
      </CardContent>
      <NewTokenDialog open={creating} onOpenChange={setCreating} twoFactorEnabled={twoFactorEnabled} />
    </Card>
  );
}
