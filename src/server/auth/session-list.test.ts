import { describe, expect, it } from 'vitest';
import type { SessionView } from '../../shared/auth-options';
import type { TestApp } from '../test/test-app';
import { Browser, lastLink } from './test-helpers';
import { freshEmail, setUpTwoFactorTestApp } from './two-factor-test-helpers';

// Issue 11, item 6 (docs/security.md R14): a person sees their sessions and can end any of them.

let t: TestApp;
const { code, enrolled } = setUpTwoFactorTestApp((app) => {
  t = app;
});

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Signs the same person in from a browser with the given User-Agent. */
async function device(email: string, userAgent: string): Promise<Browser> {
  const browser = new Browser(t);
  await browser.requestLink(email);
  const res = await browser.verify(lastLink(t, email), '', { 'user-agent': userAgent });
  expect(res.statusCode).toBe(200);
  return browser;
}

const list = async (b: Browser) => (await b.request('GET', '/api/auth/sessions')).json() as SessionView[];

describe('GET /api/auth/sessions (docs/security.md R14)', () => {
  it('lists the live sessions with device, created and last seen, this one marked', async () => {
    const email = freshEmail();
    const laptop = await device(email, FIREFOX);
    t.clock.advance(60 * 60_000);
    const phone = await device(email, IPHONE);
    const sessions = await list(phone);
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => s.device).sort()).toEqual(['Firefox on Linux', 'Safari on iPhone']);
    expect(sessions.find((s) => s.current)?.device).toBe('Safari on iPhone');
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const ids = sessions.map((s) => s.id).join(' ');
    // Neither the cookie token nor anything it could be matched with is handed out.
    expect(ids).not.toContain(phone.sessionToken);
    expect(ids).not.toContain(laptop.sessionToken);
    // Last seen moves when the laptop is used again (at a resolution of minutes).
    t.clock.advance(10 * 60_000);
    await laptop.request('GET', '/api/auth/user');
    const seen = (await list(phone)).find((s) => s.device === 'Firefox on Linux');
    expect(seen?.lastSeenAt).toBe(t.clock.now().toISOString());
    expect(seen && seen.createdAt < seen.lastSeenAt).toBe(true);
  });

  it('needs a full session', async () => {
    expect((await new Browser(t).request('GET', '/api/auth/sessions')).statusCode).toBe(401);
  });
});

describe('DELETE /api/auth/sessions/:id (docs/security.md R14, R28)', () => {
  it('signs one session out; the other stays', async () => {
    const email = freshEmail();
    const laptop = await device(email, FIREFOX);
    const phone = await device(email, IPHONE);
    const target = (await list(phone)).find((s) => !s.current);
    const res = await phone.request('DELETE', `/api/auth/sessions/${target?.id}`);
    expect(res.statusCode).toBe(204);
    expect((await laptop.request('GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await phone.request('GET', '/api/auth/user')).statusCode).toBe(200);
    expect(await list(phone)).toHaveLength(1);
  });

  it("answers 404 for another user's session, and leaves it alone", async () => {
    const alice = await device(freshEmail(), FIREFOX);
    const bob = await device(freshEmail(), IPHONE);
    const bobs = (await list(bob))[0];
    for (const id of [bobs?.id, 'nonsense', 'a'.repeat(22)]) {
      const res = await alice.request('DELETE', `/api/auth/sessions/${id}`);
      expect(res.statusCode).toBe(404);
    }
    expect((await bob.request('GET', '/api/auth/user')).statusCode).toBe(200);
  });

  it('refuses a foreign Origin (docs/security.md R16)', async () => {
    const email = freshEmail();
    const laptop = await device(email, FIREFOX);
    const phone = await device(email, IPHONE);
    const target = (await list(phone)).find((s) => !s.current);
    const res = await phone.request('DELETE', `/api/auth/sessions/${target?.id}`, undefined, {
      origin: 'https://evil.test',
    });
    expect(res.statusCode).toBe(403);
    expect((await laptop.request('GET', '/api/auth/user')).statusCode).toBe(200);
  });
});

describe('POST /api/auth/sessions/revoke-others (docs/security.md R14)', () => {
  it('ends every other session of this person only', async () => {
    const email = freshEmail();
    const others = [await device(email, FIREFOX), await device(email, FIREFOX)];
    const stranger = await device(freshEmail(), FIREFOX);
    const phone = await device(email, IPHONE);
    const res = await phone.request('POST', '/api/auth/sessions/revoke-others', {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, revoked: 2 });
    for (const b of others) expect((await b.request('GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await phone.request('GET', '/api/auth/user')).statusCode).toBe(200);
    expect((await stranger.request('GET', '/api/auth/user')).statusCode).toBe(200);
  });
});

describe('two-factor changes end the other sessions (docs/security.md R14)', () => {
  it('turning two-factor off signs every other session out', async () => {
    const { browser, email, secret } = await enrolled();
    const other = new Browser(t);
    await other.signIn(email);
    const finish = await other.request('POST', '/api/auth/2fa/verify', { token: code(secret) });
    expect(finish.statusCode).toBe(200);
    t.clock.advance(30_000);
    const res = await browser.request('POST', '/api/auth/2fa/disable', { token: code(secret) });
    expect(res.statusCode).toBe(200);
    expect((await other.request('GET', '/api/auth/user')).statusCode).toBe(401);
    expect((await browser.request('GET', '/api/auth/user')).statusCode).toBe(200);
  });
});
