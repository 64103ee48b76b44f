import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionDuration } from '../../shared/auth-options';
import { apiClient, signIn } from '../test/client';
import type { TestApp } from '../test/test-app';
import { Browser, startAuthTestApp } from './test-helpers';
import { hashToken } from './tokens';

let t: TestApp;
const closed: string[] = [];
let n = 0;
const fresh = () => `session${++n}-${Date.now()}@example.com`;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await startAuthTestApp();
  t.app.deps.realtime = { publishAuthSuccess: () => {}, closeSessionSockets: (id) => closed.push(id) };
});
afterAll(async () => {
  await t.close();
});

describe('session cookie', () => {
  it.each([
    ['session', undefined],
    ['1', 86_400],
    ['7', 7 * 86_400],
    ['30', 30 * 86_400],
    ['90', 90 * 86_400],
  ] as const)(
    'for "%s" is HttpOnly, SameSite=Lax, Path=/, no Domain, not Secure on http, Max-Age %s',
    async (duration, maxAge) => {
      const browser = new Browser(t);
      const res = await browser.signIn(fresh(), duration);
      expect(res.statusCode).toBe(200);
      const raw = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('networth_sid=')) ?? '';
      expect(raw).toMatch(/; HttpOnly/);
      expect(raw).toMatch(/; SameSite=Lax/);
      expect(raw).toMatch(/; Path=\//);
      expect(raw).not.toMatch(/Domain=/i);
      expect(raw).not.toMatch(/; Secure/);
      if (maxAge === undefined) {
        expect(raw).not.toMatch(/Max-Age|Expires/i);
      } else {
        expect(raw).toContain(`Max-Age=${maxAge}`);
      }
      expect(Buffer.from(browser.sessionToken ?? '', 'base64url')).toHaveLength(32);
    },
  );

  it.each([
    ['session', 12 * HOUR],
    ['1', DAY],
    ['7', 7 * DAY],
    ['30', 30 * DAY],
    ['90', 90 * DAY],
  ] as const)(
    'for "%s" is refused by the server after its lifetime, even while in use',
    async (duration, lifetime) => {
      const browser = new Browser(t);
      await browser.signIn(fresh(), duration as SessionDuration);
      // In use: a request more often than the idle timeout (R13), up to a minute before the end.
      const step = duration === 'session' ? 20 * 60_000 : DAY;
      for (let used = step; used < lifetime - 60_000; used += step) {
        t.clock.advance(step);
        expect((await browser.request('GET', '/api/auth/user')).statusCode).toBe(200);
      }
      t.clock.advance(lifetime - 60_000 - Math.floor((lifetime - 60_001) / step) * step);
      expect((await browser.request('GET', '/api/auth/user')).statusCode).toBe(200);
      t.clock.advance(2 * 60_000);
      expect((await browser.request('GET', '/api/auth/user')).statusCode).toBe(401);
    },
  );

  it('is stored only as its SHA-256', async () => {
    const browser = new Browser(t);
    await browser.signIn(fresh());
    const token = browser.sessionToken ?? '';
    const rows = await t.database.db.query.sessions.findMany();
    expect(rows.some((r) => r.id === hashToken(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('on https', () => {
  let s: TestApp;
  beforeAll(async () => {
    s = await startAuthTestApp({ appUrl: 'https://networth.example.com' });
  });
  afterAll(async () => {
    await s.close();
  });

  it('uses __Host- cookies marked Secure', async () => {
    const browser = new Browser(s);
    const res = await browser.signIn(fresh(), '7');
    expect(res.statusCode).toBe(200);
    const cookies = [res.headers['set-cookie']].flat().filter(Boolean) as string[];
    const sid = cookies.find((c) => c.startsWith('__Host-networth_sid=')) ?? '';
    expect(sid).toMatch(/; Secure/);
    expect(sid).toMatch(/; Path=\//);
    expect(sid).not.toMatch(/Domain=/i);
    const ml = browser.jar.has('__Host-networth_ml');
    expect(ml).toBe(true);
    expect((await browser.request('GET', '/api/auth/user')).statusCode).toBe(200);
  });
});

describe('GET /api/auth/user', () => {
  it('is 401 without a session or with an unknown one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `networth_sid=${'A'.repeat(43)}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('works with the signIn test helper other suites use', async () => {
    const email = fresh();
    const { api, user } = await signIn(t, email);
    const res = await api.get('/api/auth/user');
    expect(res.json()).toEqual({ id: user.id, email, twoFactorEnabled: false });
  });
});

describe('POST /api/auth/logout', () => {
  it('deletes the session on the server, clears the cookie and closes its sockets', async () => {
    const browser = new Browser(t);
    await browser.signIn(fresh());
    const token = browser.sessionToken ?? '';
    const res = await browser.request('POST', '/api/auth/logout');
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === 'networth_sid');
    expect(cleared?.value).toBe('');
    expect(closed).toContain(hashToken(token));
    // The old cookie, replayed, reaches nothing.
    const replay = apiClient(t, `networth_sid=${token}`);
    expect((await replay.get('/api/auth/user')).statusCode).toBe(401);
    expect((await t.database.db.query.sessions.findMany()).some((r) => r.id === hashToken(token))).toBe(
      false,
    );
  });

  it('answers 200 without a session, and 403 from another origin', async () => {
    expect((await new Browser(t).request('POST', '/api/auth/logout')).statusCode).toBe(200);
    const browser = new Browser(t);
    await browser.signIn(fresh());
    const res = await browser.request('POST', '/api/auth/logout', undefined, { origin: 'https://evil.test' });
    expect(res.statusCode).toBe(403);
    expect((await browser.request('GET', '/api/auth/user')).statusCode).toBe(200);
  });
});
