import { describe, expect, it } from 'vitest';
import { sessionCookieName } from '../auth/cookie';
import { createSession } from '../auth/session-repository';
import { signIn } from '../test/client';
import { connect, roundTrip, setUpRealtimeTestApp, t } from './test-fixtures';

setUpRealtimeTestApp();

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
