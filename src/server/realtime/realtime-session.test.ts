import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CLOSE_SESSION_ENDED } from '../../shared/realtime';
import { hashToken, randomToken } from '../auth/tokens';
import { sessions, users } from '../db/schema';
import { signIn } from '../test/client';
import { DEFAULT_LIMITS } from './limits';
import { connect, pongDelivered, roundTrip, server, setUpRealtimeTestApp, t } from './test-fixtures';

setUpRealtimeTestApp();

describe('heartbeat and session', () => {
  it('answers ping with heartbeat_response on the server clock', async () => {
    const socket = await connect();
    socket.send({ type: 'ping' });
    expect((await socket.next('heartbeat_response')).timestamp).toBe(t.clock.now().getTime());
  });

  it('closes a socket that misses a protocol ping, and keeps one that answers', async () => {
    const silent = await connect({ autoPong: false });
    const lively = await connect();
    await server().sweep();
    await pongDelivered(lively);
    await server().sweep();
    expect((await silent.closed).code).toBe(1006);
    await roundTrip(lively);
  });

  it('re-checks sessions every 5 minutes and closes ended ones with 4001', async () => {
    const gone = await signIn(t, 'revoked@example.com');
    const kept = await signIn(t, 'kept@example.com');
    const goneSocket = await connect({ cookie: gone.cookie });
    const keptSocket = await connect({ cookie: kept.cookie });
    const token = gone.cookie.split('=')[1]!;
    await t.database.db.delete(sessions).where(eq(sessions.id, hashToken(token)));
    await server().sweep();
    await Promise.all([pongDelivered(goneSocket), pongDelivered(keptSocket)]);
    t.clock.advance(DEFAULT_LIMITS.revalidateMs);
    await server().sweep();
    expect((await goneSocket.closed).code).toBe(CLOSE_SESSION_ENDED);
    await roundTrip(keptSocket);
  });

  it('closes the sockets of a session on request (logout) with 4001, across none other', async () => {
    const alice = await signIn(t, 'logout-a@example.com');
    const bob = await signIn(t, 'logout-b@example.com');
    const a1 = await connect({ cookie: alice.cookie });
    const a2 = await connect({ cookie: alice.cookie });
    const b = await connect({ cookie: bob.cookie });
    t.app.deps.realtime.closeSessionSockets(hashToken(alice.cookie.split('=')[1]!));
    expect((await a1.closed).code).toBe(CLOSE_SESSION_ENDED);
    expect((await a2.closed).code).toBe(CLOSE_SESSION_ENDED);
    await roundTrip(b);
  });

  it('tells every socket of the browser that asked for the link, and no other, of the sign-in', async () => {
    const [user] = await t.database.db.insert(users).values({ email: 'linked@example.com' }).returning();
    const nonce = randomToken();
    const asker = await connect({ cookie: `networth_ml=${nonce}` });
    const otherTab = await connect({ cookie: `networth_ml=${nonce}` });
    const stranger = await connect({ cookie: `networth_ml=${randomToken()}` });
    t.app.deps.realtime.publishAuthSuccess({
      browserKey: hashToken(nonce),
      email: 'linked@example.com',
      userId: user!.id,
    });
    expect(await asker.next('auth_success')).toEqual({
      type: 'auth_success',
      email: 'linked@example.com',
      userId: user!.id,
    });
    await otherTab.next('auth_success');
    await roundTrip(stranger);
    expect(stranger.of('auth_success')).toHaveLength(0);
  });
});
