import { useMutation, useQuery } from '@tanstack/react-query';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import type { SessionView } from '../../../shared/auth-options';
import { SESSION_METHOD_LABELS } from '../../../shared/sign-in-methods';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { toast } from '../../hooks/use-toast';
import { errorMessage } from '../../lib/api';
import { countOf } from '../../lib/count-text';
import { dateTimeText } from '../../lib/date-time-text';
import { refreshSessions, SESSIONS_KEY, signOutOtherSessions, signOutSession } from './sessions-api';

// Where the account is signed in (docs/security.md R14): each session with its device, when it signed in
// and when it was last used, this one marked; any other can be signed out, or all of them at once.

const when = dateTimeText;

function failed(error: unknown): void {
  toast({ title: 'Error', description: errorMessage(error, 'Could not sign out.'), variant: 'destructive' });
}

function SessionItem({ session }: { session: SessionView }) {
  const end = useMutation({
    mutationFn: () => signOutSession(session.id),
    onSuccess: async () => {
      toast({ title: 'Signed out', description: `${session.device} is signed out.` });
      await refreshSessions();
    },
    onError: failed,
  });
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2 font-medium">
          {session.device}
          {session.current ? <Badge tone="success">This device</Badge> : null}
        </span>
        <span className="text-sm text-muted-foreground">
          {SESSION_METHOD_LABELS[session.method] ?? 'Signed in'} · Signed in {when(session.createdAt)} · Last
          active {when(session.lastSeenAt)}
        </span>
        <span className="text-xs text-muted-foreground">
          Signs out {when(session.idleExpiresAt)} if unused, and {when(session.expiresAt)} at the latest
        </span>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          className="self-start sm:self-auto"
          aria-label={`Sign out ${session.device}, last active ${when(session.lastSeenAt)}`}
          disabled={end.isPending}
          onClick={() => end.mutate()}
        >
          <LogOut className="size-4" aria-hidden="true" /> Sign out
        </Button>
      )}
    </li>
  );
}

export function SessionsCard() {
  const { data, isLoading, isError } = useQuery<SessionView[]>({ queryKey: SESSIONS_KEY });
  const others = (data ?? []).filter((s) => !s.current).length;
  const endOthers = useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: async (revoked) => {
      toast({
        title: 'Signed out everywhere else',
        description: `${countOf(revoked, 'other session')} signed out.`,
      });
      await refreshSessions();
    },
    onError: failed,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MonitorSmartphone className="size-5 text-primary" aria-hidden="true" /> Active Sessions
        </CardTitle>
        <CardDescription>The devices where your account is signed in.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {isLoading ? <p className="text-sm text-muted-foreground">Loading sessions…</p> : null}
        {isError ? <p className="text-sm text-destructive">Could not load your sessions.</p> : null}
        {data ? (
          <ul className="flex flex-col gap-2" aria-label="Active sessions">
            {data.map((session) => (
              <SessionItem key={session.id} session={session} />
            ))}
          </ul>
        ) : null}
        <Button
          variant="destructive"
          className="self-start"
          disabled={others === 0 || endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          {endOthers.isPending ? 'Signing out…' : 'Sign out everywhere else'}
        </Button>
      </CardContent>
    </Card>
  );
}
