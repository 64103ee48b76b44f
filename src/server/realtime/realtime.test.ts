import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_SESSION_ENDED, MAX_FRAME_BYTES } from '../../shared/realtime';
import { sessionCookieName } from '../auth/cookie';
import { createSession } from '../auth/sessions';
import { hashToken, randomToken } from '../auth/tokens';
import { sessions, users } from '../db/schema';
import { signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { DEFAULT_LIMITS } from './limits';
import { realtimeServerOf } from './routes';
import { listenWs, sleep, TestSocket } from './test-socket';

let t: TestApp;
let url: string;
const open: TestSocket[] = [];

async function connect(options: Parameters<typeof TestSocket.open>[1] = {}): Promise<TestSocket> {
  const socket = await TestSocket.open(url, options);
  open.push(socket);
  return socket;
}

function server() {
  const s = realtimeServerOf(t.app);
  if (!s) throw new Error('realtime server not installed');
  return s;
}

/** A ping round trip: every frame sent before it has been handled once its answer arrives. */
async function roundTrip(socket: TestSocket): Promise<void> {
  const before = socket.of('heartbeat_response').length;
  socket.send({ type: 'ping' });
  await socket.next('heartbeat_response', () => socket.of('heartbeat_response').length > before);
}

beforeAll(async () => {
  t = await startTestApp();
  url = await listenWs(t.app);
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
  server().configure({ ...DEFAULT_LIMITS });
});

afterAll(async () => {
  await t.close();
});

describe('handshake', () => {
  it.each([
    ['a foreign origin', 'https://evil.test'],
    ['a look-alike origin', 'http://localhost:5000.evil.test'],
    ['another port', 'http://localhost:5001'],
    ['no origin at all', null],
  ])('refuses %s with 403', async (_label, origin) => {
    const status = await TestSocket.start(url, { origin }).refused();
    expect(status).toBe(403);
    expect(server().size).toBe(0);
  });

  it('accepts APP_URL as Origin and says hello with a client id and the device count', async () => {
    const socket = await connect();
    const hello = await socket.next('connected');
    expect(hello.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(hello.deviceCount).toBe(1);
  });

  it('caps sockets per user and per address with 429', async () => {
    server().configure({ maxSocketsPerUser: 2 });
    const { cookie } = await signIn(t, 'capped@example.com');
    await connect({ cookie });
    await connect({ cookie });
    expect(await TestSocket.start(url, { cookie }).refused()).toBe(429);
    server().configure({ maxSocketsPerIp: 3 });
    const third = TestSocket.start(url);
    open.push(third);
    expect(await third.refused()).toBe(101);
    expect(await TestSocket.start(url).refused()).toBe(429);
  });
});

describe('chat', () => {
  it('delivers a signed-in message, sanitized, to signed-in users and visitors alike', async () => {
    const { cookie } = await signIn(t, 'poster@example.com');
    const author = await connect({ cookie });
    const visitor = await connect();
    author.chat('<img src=x onerror=alert(1)>hello https://evil.com/x', 'JollyTroll7', '#0D9488');
    const seen = await visitor.next('troll_message');
    expect(seen).toMatchObject({
      trollName: 'JollyTroll7',
      message: 'hello [LINK BLOCKED]',
      color: '#0D9488',
      isAdmin: false,
      timestamp: t.clock.now().getTime(),
    });
    expect(seen.id).toMatch(/^[0-9a-f-]{36}$/);
    await author.next('troll_message', (m) => m.id === seen.id);
  });

  it('ignores what a visitor, or a pending two-factor sign-in, tries to post', async () => {
    const { cookie, user } = await signIn(t, 'listener@example.com');
    const listener = await connect({ cookie });
    const visitor = await connect();
    const { token } = await createSession(t.database.db, {
      userId: user.id,
      duration: '30',
      kind: 'pending_2fa',
      now: t.clock.now(),
    });
    const pending = await connect({ cookie: `${sessionCookieName(t.config)}=${token}` });
    visitor.chat('visitor says hi');
    pending.chat('pending says hi');
    await roundTrip(visitor);
    await roundTrip(pending);
    listener.chat('member says hi');
    const first = await visitor.next('troll_message');
    expect(first.message).toBe('member says hi');
    expect(listener.of('troll_message').map((m) => m.message)).toEqual(['member says hi']);
  });

  it('drops messages with a bad name or colour, or nothing left after sanitizing', async () => {
    const { cookie } = await signIn(t, 'bad-fields@example.com');
    const author = await connect({ cookie });
    author.chat('bad name', 'Sneaky Goblin!');
    author.chat('bad colour', 'SneakyGoblin1', 'red');
    author.chat('bad colour', 'SneakyGoblin1', '#12345g');
    author.chat('<script>alert(1)</script>');
    author.chat('kept');
    const kept = await author.next('troll_message');
    expect(kept.message).toBe('kept');
    await roundTrip(author);
    expect(author.of('troll_message')).toHaveLength(1);
  });

  it('allows 5 messages per 10 s per user, across their sockets; the rest are dropped', async () => {
    const { cookie } = await signIn(t, 'flooder@example.com');
    const a = await connect({ cookie });
    const b = await connect({ cookie });
    const watcher = await connect();
    for (let i = 1; i <= 4; i += 1) a.chat(`a${i}`);
    for (let i = 1; i <= 4; i += 1) b.chat(`b${i}`);
    await roundTrip(a);
    await roundTrip(b);
    await watcher.next('troll_message', (m) => m.message === 'b1');
    await roundTrip(watcher);
    expect(watcher.of('troll_message').map((m) => m.message)).toEqual(['a1', 'a2', 'a3', 'a4', 'b1']);
    t.clock.advance(10_001);
    a.chat('after the window');
    await watcher.next('troll_message', (m) => m.message === 'after the window');
  });

  it('keeps the last 50 messages for a newly opened trollbox, oldest first', async () => {
    const { cookie } = await signIn(t, 'historian@example.com');
    const author = await connect({ cookie });
    for (let i = 1; i <= 55; i += 1) {
      author.chat(`message ${i}`);
      if (i % 5 === 0) {
        await roundTrip(author);
        t.clock.advance(10_001);
      }
    }
    await author.next('troll_message', (m) => m.message === 'message 55');
    const reader = await connect();
    reader.send({ type: 'history' });
    const { messages } = await reader.next('history');
    expect(messages).toHaveLength(50);
    expect(messages[0]?.message).toBe('message 6');
    expect(messages.at(-1)?.message).toBe('message 55');
  });
});

describe('frames', () => {
  it(`closes the socket with 1009 on a frame over ${MAX_FRAME_BYTES} bytes`, async () => {
    const { cookie } = await signIn(t, 'big@example.com');
    const socket = await connect({ cookie });
    socket.send('x'.repeat(MAX_FRAME_BYTES + 1));
    expect((await socket.closed).code).toBe(1009);
    const other = await connect();
    other.send('x'.repeat(70 * 1024));
    expect((await other.closed).code).toBe(1009);
  });

  it('accepts a frame of exactly 16 KB (ignored when outside the schema)', async () => {
    const socket = await connect();
    socket.send(
      JSON.stringify({ type: 'ping', pad: 'x'.repeat(MAX_FRAME_BYTES - 30) }).slice(0, MAX_FRAME_BYTES),
    );
    await roundTrip(socket);
  });

  it('ignores malformed JSON and frames outside the schema, and keeps the socket open', async () => {
    const { cookie } = await signIn(t, 'malformed@example.com');
    const socket = await connect({ cookie });
    for (const frame of [
      '{not json',
      '[]',
      'null',
      '{"type":"nope"}',
      '{"type":"troll_message","message":"no name"}',
      JSON.stringify({
        type: 'troll_message',
        trollName: 'A1',
        message: 'hi',
        timestamp: 1,
        color: '#fff',
        x: 1,
      }),
      JSON.stringify({ type: 'ping', extra: true }),
    ]) {
      socket.send(frame);
    }
    socket.ws.send(Buffer.from('{"type":"ping"}'), { binary: true });
    await roundTrip(socket);
    expect(socket.of('heartbeat_response')).toHaveLength(1);
    expect(socket.of('troll_message')).toHaveLength(0);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
  });

  it('closes a socket that floods frames (1008)', async () => {
    const socket = await connect();
    for (let i = 0; i <= DEFAULT_LIMITS.frames; i += 1) socket.send({ type: 'ping' });
    expect((await socket.closed).code).toBe(1008);
  });
});

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
    await sleep(100);
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
    await sleep(100); // the pongs come back
    await roundTrip(goneSocket);
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

describe('device count', () => {
  it('rises and falls with connected sockets', async () => {
    const first = await connect();
    const second = await connect();
    expect((await second.next('connected')).deviceCount).toBe(2);
    await first.next('device_count_update', (m) => m.deviceCount === 2);
    await second.close();
    await first.next('device_count_update', (m) => m.deviceCount === 1);
  });
});
