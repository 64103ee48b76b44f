import { MailCheck, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { isValidEmail } from '../../../domain/email';
import {
  DEFAULT_SESSION_DURATION,
  RECOMMENDED_SESSION_DURATION,
  SESSION_DURATION_LABELS,
  SESSION_DURATIONS,
  type SessionDuration,
} from '../../../shared/auth-options';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { toast } from '../../hooks/use-toast';
import { apiRequest } from '../../lib/api';
import { rebindChannel } from '../realtime/channel';
import { OtherSignIn } from './other-sign-in';
import { readRememberedEmail, rememberEmail } from './remembered-email';

type Phase = 'form' | 'sending' | 'sent';

export function MagicLinkForm() {
  const [email, setEmail] = useState(readRememberedEmail);
  const [duration, setDuration] = useState<SessionDuration>(DEFAULT_SESSION_DURATION);
  const [phase, setPhase] = useState<Phase>('form');
  const emailId = useId();
  const durationId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = email.trim();
    if (!isValidEmail(trimmed)) {
      toast({
        title: 'Invalid email',
        description: 'Please enter a valid email address.',
        variant: 'destructive',
      });
      return;
    }
    setPhase('sending');
    rememberEmail(trimmed);
    try {
      await apiRequest('POST', '/api/auth/magic-link', { email: trimmed, sessionDuration: duration });
      // The answer set this browser's binding cookie: reconnect so the socket hears the sign-in.
      rebindChannel();
      toast({ title: 'Magic link sent!', description: `Check your email at ${trimmed}.` });
      setPhase('sent');
    } catch {
      toast({
        title: 'Error',
        description: 'Failed to send magic link. Please try again.',
        variant: 'destructive',
      });
      setPhase('form');
    }
  }

  if (phase === 'sent') {
    return (
      <Card className="text-left">
        <CardHeader>
          <MailCheck className="size-8 text-primary" aria-hidden="true" />
          <CardTitle>Check Your Email</CardTitle>
          <CardDescription>
            We sent a sign-in link to <strong>{email.trim()}</strong>. It works once and expires in 15
            minutes.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button
            variant="outline"
            onClick={() => {
              setEmail('');
              rememberEmail('');
              setPhase('form');
            }}
          >
            Try Different Email
          </Button>
        </CardContent>
      </Card>
    );
  }

  const sending = phase === 'sending';
  return (
    <form
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 text-left"
      noValidate
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={emailId}>Email address</Label>
        <Input
          id={emailId}
          type="email"
          // "webauthn": the browser may offer this site's passkeys here (conditional UI).
          autoComplete="email webauthn"
          inputMode="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          disabled={sending}
          autoFocus
        />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={durationId}>Keep me signed in for</Label>
        <select
          id={durationId}
          className="h-10 rounded-md border border-input bg-card px-3 text-sm"
          value={duration}
          onChange={(e) => setDuration(e.target.value as SessionDuration)}
          disabled={sending}
        >
          {SESSION_DURATIONS.map((d) => (
            <option key={d} value={d}>
              {SESSION_DURATION_LABELS[d]}
              {d === RECOMMENDED_SESSION_DURATION ? ' (recommended)' : ''}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={sending || email.trim() === ''}>
        <Send className="size-4" aria-hidden="true" />
        {sending ? 'Sending...' : 'Send Magic Link'}
      </Button>
      <OtherSignIn duration={duration} disabled={sending} />
    </form>
  );
}
