import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app';
import { magicLinks, sessions, users } from '../db/schema';
import { createTestDatabase, type TestApp, testClock, testConfig } from '../test/test-app';
import { createSession } from './session-repository';
import { SWEEP_INTERVAL_MS, sweepExpired } from './sweeper';
import { Browser, outboxFor, startAuthTestApp } from './test-helpers';

// Issue 11, item 5 (docs/security.md R8): links and sessions do not pile up, and what one address, one
// email or everyone together can make the server send is capped. Time moves on the injected clock.

const MINUTE = 60_000;
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('sign-in mail caps (docs/security.md R8)', () => {
  it('sends one address at most 10 links a day, whatever the 15-minute limit allows', async () => {
    t = await startAuthTestApp({ rateLimitMagicLinkPerEmail: 5 });
    const email = 'daily@example.com';
    const answers: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 4; i += 1) answers.push((await new Browser(t).requestLink(email)).statusCode);
      t.clock.advance(16 * MINUTE);
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    expect(outboxFor(t, email)).toHaveLength(10);
    // A day after the first, the address can be sent links again.
    t.clock.advance(24 * 60 * MINUTE);
    expect((await new Browser(t).requestLink(email)).statusCode).toBe(200);
  });

  it('caps the sign-in mails of the whole server per hour (settable), from any address to any email', async () => {
    t = await startAuthTestApp({ rateLimitSignInMailsPerHour: 3 });
    const app = t;
    const answers = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push((await new Browser(app).requestLink(`everyone${i}@example.com`)).statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    expect(outboxFor(app, 'everyone3@example.com')).toHaveLength(0);
    t.clock.advance(61 * MINUTE);
    expect((await new Browser(app).requestLink('everyone9@example.com')).statusCode).toBe(200);
  });

  it('counts IPv6 clients by their /64 for the per-address limit', async () => {
    t = await startAuthTestApp({ rateLimitMagicLinkPerIp: 2 });
    const app = t;
    const from = async (ip: string, n: number) =>
      (await new Browser(app, ip).requestLink(`v6-${n}@example.com`)).statusCode;
    expect(await from('2001:db8:5:6::1', 1)).toBe(200);
    expect(await from('2001:db8:5:6::2', 2)).toBe(200);
    expect(await from('2001:db8:5:6:ffff::3', 3)).toBe(429);
    expect(await from('2001:db8:5:7::1', 4)).toBe(200);
  });
});

describe('sweeping expired links and sessions', () => {
  it('deletes links and sessions past their expiry, and nothing live', async () => {
    t = await startAuthTestApp();
    const app = t;
    const db = app.database.db;
    const browser = new Browser(app);
    await browser.requestLink('old@example.com');
    app.clock.advance(10 * MINUTE);
    await browser.requestLink('new@example.com');
    const [user] = await db.insert(users).values({ email: 'sessions@example.com' }).returning();
    if (!user) throw new Error('no user');
    await createSession(db, { userId: user.id, duration: '1', kind: 'full', now: app.clock.now() });
    await createSession(db, { userId: user.id, duration: '7', kind: 'full', now: app.clock.now() });
    // 16 minutes after the first link: it has expired, the second has not.
    app.clock.advance(6 * MINUTE);
    expect(await sweepExpired(app.database, app.clock.now())).toEqual({
      magicLinks: 1,
      sessions: 0,
      challenges: 0,
    });
    expect((await db.select().from(magicLinks)).map((l) => l.email)).toEqual(['new@example.com']);
    // Two days on, the 1-day session and the second link are gone; the 7-day session stays.
    app.clock.advance(2 * 24 * 60 * MINUTE);
    expect(await sweepExpired(app.database, app.clock.now())).toEqual({
      magicLinks: 1,
      sessions: 1,
      challenges: 0,
    });
    const left = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left.map((s) => s.sessionDuration)).toEqual(['7']);
  });

  it('two instances sweeping at once both succeed', async () => {
    t = await startAuthTestApp();
    const app = t;
    await new Browser(app).requestLink('twice@example.com');
    app.clock.advance(20 * MINUTE);
    const results = await Promise.all([
      sweepExpired(app.database, app.clock.now()),
      sweepExpired(app.database, app.clock.now()),
    ]);
    expect(results.reduce((n, r) => n + r.magicLinks, 0)).toBe(1);
    expect(await app.database.db.select().from(magicLinks)).toEqual([]);
  });

  it('runs on its own every few minutes with the app clock', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { database, destroy } = await createTestDatabase();
    const clock = testClock();
    const app = await buildApp({ config: testConfig(), database, clock: clock.now, logger: false });
    try {
      await app.ready();
      const [user] = await database.db.insert(users).values({ email: 'timer@example.com' }).returning();
      if (!user) throw new Error('no user');
      await createSession(database.db, { userId: user.id, duration: '1', kind: 'full', now: clock.now() });
      clock.advance(25 * 60 * MINUTE);
      vi.advanceTimersByTime(SWEEP_INTERVAL_MS);
      // The sweep runs in the background: on a busy machine it may take longer than waitFor's 1 s default.
      await vi.waitFor(
        async () => {
          expect(await database.db.select().from(sessions)).toEqual([]);
        },
        { timeout: 15_000, interval: 100 },
      );
    } finally {
      vi.useRealTimers();
      await app.close();
      await destroy();
    }
  });
});
