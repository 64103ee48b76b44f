import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionView } from '../../shared/auth-options';
import { startTestApp, type TestApp } from '../test/test-app';
import { Browser, startAuthTestApp } from './test-helpers';

// docs/security.md R13: beside the absolute lifetime, an idle timeout — configurable (SESSION_IDLE_MINUTES,
// a week by default), 30 minutes for 'this session only' — enforced on the server and shown in the
// sessions list.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let t: TestApp;
beforeAll(async () => {
  t = await startAuthTestApp({ sessionIdleMinutes: 10_080 });
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const fresh = () => `idle-${++n}@example.com`;
const user = (b: Browser) => b.request('GET', '/api/auth/user');

describe('R13: the idle timeout', () => {
  it('a 30-day session used every few days lasts to its absolute end, and no further', async () => {
    const used = new Browser(t);
    await used.signIn(fresh(), '30');
    for (let day = 3; day < 30; day += 3) {
      t.clock.advance(3 * DAY);
      expect((await user(used)).statusCode, `day ${day}`).toBe(200);
    }
    t.clock.advance(3 * DAY);
    // 30 days after sign-in: over, however active (the absolute lifetime is never extended).
    expect((await user(used)).statusCode).toBe(401);
  });

  it('a 30-day session unused for a week ends', async () => {
    const unused = new Browser(t);
    await unused.signIn(fresh(), '30');
    t.clock.advance(7 * DAY - MINUTE);
    expect((await user(unused)).statusCode).toBe(200);
    // Used a minute before the week was up: its idle clock restarted.
    t.clock.advance(7 * DAY - MINUTE);
    expect((await user(unused)).statusCode).toBe(200);
    t.clock.advance(7 * DAY + 6 * MINUTE);
    expect((await user(unused)).statusCode).toBe(401);
  });

  it('a "this session only" session ends after 30 minutes unused', async () => {
    const b = new Browser(t);
    await b.signIn(fresh(), 'session');
    t.clock.advance(29 * MINUTE);
    expect((await user(b)).statusCode).toBe(200);
    t.clock.advance(36 * MINUTE);
    expect((await user(b)).statusCode).toBe(401);
  });

  it('the sessions list shows when each session ends if unused, and at the latest', async () => {
    const b = new Browser(t);
    await b.signIn(fresh(), '7');
    const [view] = (await b.request('GET', '/api/auth/sessions')).json<SessionView[]>();
    const seen = new Date(view?.lastSeenAt ?? '').getTime();
    expect(new Date(view?.idleExpiresAt ?? '').getTime()).toBe(seen + 7 * DAY);
    expect(new Date(view?.expiresAt ?? '').getTime()).toBe(
      new Date(view?.createdAt ?? '').getTime() + 7 * DAY,
    );
  });
});

describe('R13: SESSION_IDLE_MINUTES', () => {
  it('sets the idle timeout', async () => {
    const short = await startTestApp({ config: { sessionIdleMinutes: 60, dataDir: t.config.dataDir } });
    try {
      const b = new Browser(short);
      await b.signIn(fresh(), '30');
      const [view] = (await b.request('GET', '/api/auth/sessions')).json<SessionView[]>();
      expect(new Date(view?.idleExpiresAt ?? '').getTime() - new Date(view?.lastSeenAt ?? '').getTime()).toBe(
        60 * MINUTE,
      );
      short.clock.advance(66 * MINUTE);
      expect((await user(b)).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});
