import { useEffect } from 'react';
import { CLOSE_SESSION_ENDED } from '../../../shared/realtime';
import {
  AUTH_SUCCESS_EVENT,
  type AuthSuccessDetail,
  confirmSignIn,
  isSignedOut,
  refreshAuthUser,
  useAuth,
} from '../auth/use-auth';
import { acquireChannel, whenChannelCreated } from './channel';
import { channelPolicy } from './connection';

// For as long as the page lives: a sign-in in another tab of this browser (auth_success) sets the
// user and refreshes it (docs/product.md §4); a socket closed because its session ended re-checks the user.
// A signed-out page also re-checks when its socket (re)connects with a session: a link used in another
// tab while this socket was reconnecting sent its auth_success to nobody, but the session cookie is
// shared, and the server says on connect whether the socket's cookies hold one.
whenChannelCreated((connection) => {
  connection.onMessage((message) => {
    if (message.type === 'connected' && message.signedIn && isSignedOut()) void refreshAuthUser();
    if (message.type !== 'auth_success') return;
    const detail: AuthSuccessDetail = { email: message.email, userId: message.userId };
    window.dispatchEvent(new CustomEvent(AUTH_SUCCESS_EVENT, { detail }));
    void confirmSignIn();
  });
  connection.onClose((code) => {
    if (code === CLOSE_SESSION_ENDED) void refreshAuthUser();
  });
});

/** The signed-in real-time channel: open while a user is signed in, closed when not. */
export function useRealtimeChannel(): void {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  useEffect(() => (userId ? acquireChannel(`user:${userId}`, channelPolicy) : undefined), [userId]);
}
