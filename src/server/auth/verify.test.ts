import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import type { TestApp } from '../test/test-app';
import { Browser, freshEmails, lastLink, parseLink, setUpAuthTestApp, sha256Hex } from './test-helpers';

let t: TestApp;
const published = setUpAuthTestApp(
  (app) => {
    t = app;
  },
  { recordAuthSuccess: true },
);
const fresh = freshEmails('verify');

describe('GET /api/auth/verify', () => {
  it('signs a new person up at the first verification and answers {success, message}', async () => {
    const email = fresh();
    const browser = new Browser(t);
    await browser.requestLink(email);
    expect(await t.database.db.select().from(users).where(sql`${users.email} = ${email}`)).toHaveLength(0);
    const res = await browser.verify(lastLink(t, email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Successfully signed in' });
    const me = await browser.request('GET', '/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ id: expect.any(String), email, twoFactorEnabled: false });
    const [user] = await t.database.db.select().from(users).where(sql`${users.email} = ${email}`);
    expect(user?.isEmailVerified).toBe(true);
    // The other tabs of this browser learn of it through the real-time channel.
    expect(published).toEqual([
      { browserKey: sha256Hex(browser.bindingNonce ?? ''), email, userId: me.json().id },
    ]);
  });

  it('accepts the email in any case', async () => {
    const email = fresh();
    const browser = new Browser(t);
    await browser.requestLink(email.toUpperCase());
    const link = lastLink(t, email);
    const res = await browser.verify({ token: link.token, email: email.toUpperCase() });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['', 'Missing verification parameters'],
    ['?token=abc', 'Missing verification parameters'],
    ['?email=a%40example.com', 'Missing verification parameters'],
    ['?token=&email=a%40example.com', 'Missing verification parameters'],
    ['?token=abc&email=a%40example.com&next=%2F%2Fevil.test', 'Invalid verification parameters'],
  ])('answers %s with a 400 text body', async (query, message) => {
    const res = await new Browser(t).request('GET', `/api/auth/verify${query}`, undefined, { 'x-csrf': '1' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(message);
  });

  it('refuses an unknown token, or a token with another address, with a 401 text body', async () => {
    const email = fresh();
    const browser = new Browser(t);
    await browser.requestLink(email);
    const link = lastLink(t, email);
    for (const wrong of [
      { token: 'x'.repeat(43), email },
      { token: link.token, email: fresh() },
    ]) {
      const res = await browser.verify(wrong);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe('Invalid or expired magic link');
      expect(res.cookies.find((c) => c.name === 'networth_sid')).toBeUndefined();
    }
    expect((await browser.verify(link)).statusCode).toBe(200);
  });

  it('works once', async () => {
    const email = fresh();
    const browser = new Browser(t);
    await browser.requestLink(email);
    const link = lastLink(t, email);
    expect((await browser.verify(link)).statusCode).toBe(200);
    expect((await browser.verify(link)).statusCode).toBe(401);
  });

  it('expires after 15 minutes (by the server clock)', async () => {
    const email = fresh();
    const browser = new Browser(t);
    await browser.requestLink(email);
    const link = lastLink(t, email);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await browser.verify(link)).statusCode).toBe(401);

    const other = fresh();
    await browser.requestLink(other);
    t.clock.advance(15 * 60_000 - 1000);
    expect((await browser.verify(lastLink(t, other))).statusCode).toBe(200);
  });

  it('is invalidated by a newer link for the same address', async () => {
    const email = fresh();
    const browser = new Browser(t);
    await browser.requestLink(email);
    const older = lastLink(t, email);
    await browser.requestLink(email);
    const newer = lastLink(t, email);
    expect(newer.token).not.toBe(older.token);
    expect((await browser.verify(older)).statusCode).toBe(401);
    expect((await browser.verify(newer)).statusCode).toBe(200);
  });

  it('lets exactly one of 20 concurrent verifications win', async () => {
    const email = fresh();
    const browser = new Browser(t);
    await browser.requestLink(email);
    const link = lastLink(t, email);
    const q = new URLSearchParams({ token: link.token, email });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'GET',
          url: `/api/auth/verify?${q}`,
          remoteAddress: `10.9.0.${i + 1}`,
          headers: { cookie: browser.cookie, 'x-csrf': '1' },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(19);
    const [user] = await t.database.db.select().from(users).where(sql`${users.email} = ${email}`);
    const rows = await t.database.db.select().from(sessions).where(sql`${sessions.userId} = ${user?.id}`);
    expect(rows).toHaveLength(1);
  });

  it('is not consumed by fetching the page the email links to (link scanners)', async () => {
    const email = fresh();
    const browser = new Browser(t);
    await browser.requestLink(email);
    const link = lastLink(t, email);
    const path = `${link.url.pathname}${link.url.search}`;
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: path })).statusCode).toBe(200);
    expect((await browser.verify(link)).statusCode).toBe(200);
  });

  it('asks for confirmation when opened in another browser, without using the link up', async () => {
    const email = fresh();
    const asking = new Browser(t);
    await asking.requestLink(email);
    const link = lastLink(t, email);
    const stranger = new Browser(t);
    const res = await stranger.verify(link);
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(stranger.sessionToken).toBeUndefined();
    // A browser with a nonce of its own is another browser too.
    const other = new Browser(t);
    await other.requestLink(fresh());
    expect((await other.verify(link)).statusCode).toBe(409);
    // Confirmed: it signs in there.
    const confirmed = await stranger.verify(link, '&confirm=1');
    expect(confirmed.statusCode).toBe(200);
    expect((await stranger.request('GET', '/api/auth/user')).json().email).toBe(email);
    expect(published).toEqual([]);
  });

  it('refuses to be opened by another site or typed into the address bar (Sec-Fetch-Site)', async () => {
    const email = fresh();
    const browser = new Browser(t);
    await browser.requestLink(email);
    const link = lastLink(t, email);
    for (const site of ['cross-site', 'same-site', 'none']) {
      const res = await browser.verify(link, '&confirm=1', { 'sec-fetch-site': site });
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(browser.sessionToken).toBeUndefined();
    }
    expect((await browser.verify(link, '', { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it("confirms only for the web app's own call: no custom header, no sign-in, even with no Sec-Fetch-Site (docs/security.md R5, R16)", async () => {
    const email = fresh();
    const asking = new Browser(t);
    await asking.requestLink(email);
    const link = lastLink(t, email);
    const victim = new Browser(t);
    // An older browser navigated here by another site: no Sec-Fetch-Site, no custom header.
    const q = new URLSearchParams({ token: link.token, email, confirm: '1' });
    for (const url of [`/api/auth/verify?${q}`, `/%61pi/auth/verify?${q}`]) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: victim.ip });
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.cookies.filter((c) => c.value !== '')).toEqual([]);
    }
    // The link is still good for the person it was sent to.
    expect((await asking.verify(link)).statusCode).toBe(200);
  });

  it('gives a new session id at every sign-in and ends the one it replaces', async () => {
    const email = fresh();
    const browser = new Browser(t);
    await browser.signIn(email);
    const first = browser.sessionToken ?? '';
    await browser.signIn(email);
    const second = browser.sessionToken ?? '';
    expect(second).not.toBe(first);
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `networth_sid=${first}` },
    });
    expect(old.statusCode).toBe(401);
    expect((await browser.request('GET', '/api/auth/user')).statusCode).toBe(200);
  });

  it('rate-limits verification per address: the 21st try in a minute is a 429 with Retry-After', async () => {
    const browser = new Browser(t, '10.20.30.40');
    for (let i = 0; i < 20; i += 1) {
      expect((await browser.verify({ token: `guess${i}`, email: 'x@example.com' })).statusCode).toBe(401);
    }
    const limited = await browser.verify({ token: 'guess', email: 'x@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['content-type']).toMatch(/^text\/plain/);
    t.clock.advance(61_000);
    expect((await browser.verify({ token: 'guess', email: 'x@example.com' })).statusCode).toBe(401);
  });
});

describe('parseLink', () => {
  it('reads token and email from an emailed link', () => {
    expect(parseLink('http://localhost:5000/auth/verify?token=abc&email=a%40b.co')).toMatchObject({
      token: 'abc',
      email: 'a@b.co',
    });
  });

  it('R4: HEAD never consumes the link, even with the app’s header; the link then still signs in', async () => {
    const email = fresh();
    const browser = new Browser(t);
    await browser.requestLink(email);
    const link = lastLink(t, email);
    const q = new URLSearchParams({ token: link.token, email: link.email });
    const before = await t.database.db.select().from(sessions);
    const head = await browser.request('HEAD', `/api/auth/verify?${q}`, undefined, {
      'x-csrf': '1',
      'sec-fetch-site': 'same-origin',
    });
    expect(head.statusCode).toBe(405);
    expect(head.headers['set-cookie']).toBeUndefined();
    expect(await t.database.db.select().from(sessions)).toHaveLength(before.length);
    expect((await browser.verify(link)).statusCode).toBe(200);
  });

  it('R4: no HEAD on the API changes state (the two-factor setup is not created by one)', async () => {
    const browser = new Browser(t);
    await browser.signIn(fresh());
    const head = await browser.request('HEAD', '/api/auth/2fa/setup');
    expect(head.statusCode).toBe(405);
    const [row] = await t.database.db
      .select({ pending: users.twoFactorPendingSecret })
      .from(users)
      .where(sql`${users.id} = (select id from users order by created_at desc limit 1)`);
    expect(row?.pending ?? null).toBeNull();
  });
});
