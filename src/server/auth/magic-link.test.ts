import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { magicLinks, users } from '../db/schema';
import type { TestApp } from '../test/test-app';
import { Browser, freshEmails, lastLink, outboxFor, setUpAuthTestApp, sha256Hex } from './test-helpers';

let t: TestApp;
setUpAuthTestApp(
  (app) => {
    t = app;
  },
  { recordAuthSuccess: true },
);
const fresh = freshEmails('person');

describe('POST /api/auth/magic-link', () => {
  it('emails one link to APP_URL/auth/verify with a 32-byte token, and binds it to this browser', async () => {
    const email = fresh();
    const browser = new Browser(t);
    const res = await browser.requestLink(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Magic link sent' });
    const mails = outboxFor(t, email);
    expect(mails).toHaveLength(1);
    const link = lastLink(t, email);
    expect(`${link.url.origin}${link.url.pathname}`).toBe(`${t.config.appUrl}/auth/verify`);
    expect(link.email).toBe(email);
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
    const binding = res.cookies.find((c) => c.name === 'networth_ml');
    expect(binding).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(binding?.domain).toBeUndefined();
    const [row] = await t.database.db.select().from(magicLinks).where(sql`${magicLinks.email} = ${email}`);
    expect(row?.sessionId).toBe(sha256Hex(browser.bindingNonce ?? ''));
  });

  it('stores only the SHA-256 of the token, never the token itself', async () => {
    const email = fresh();
    await new Browser(t).requestLink(email);
    const { token } = lastLink(t, email);
    const rows = await t.database.db.execute(sql`select row_to_json(m)::text as j from magic_links m`);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(token);
    expect(dump).toContain(sha256Hex(token));
  });

  it('builds the link from APP_URL, whatever Host the request names', async () => {
    const email = fresh();
    const res = await new Browser(t).request(
      'POST',
      '/api/auth/magic-link',
      { email, sessionDuration: 'session' },
      { host: 'evil.test', 'x-forwarded-host': 'evil.test' },
    );
    expect(res.statusCode).toBe(200);
    expect(lastLink(t, email).url.origin).toBe(t.config.appUrl);
  });

  it('reuses the browser nonce it already set', async () => {
    const browser = new Browser(t);
    await browser.requestLink(fresh());
    const first = browser.bindingNonce;
    await browser.requestLink(fresh());
    expect(browser.bindingNonce).toBe(first);
  });

  it.each([
    [{ email: 'a@example.com', sessionDuration: '2' }, 'sessionDuration'],
    [{ email: 'a@example.com', sessionDuration: 30 }, 'sessionDuration'],
    [{ email: 'a@example.com', sessionDuration: '365' }, 'sessionDuration'],
    [{ email: 'a@example.com' }, 'sessionDuration'],
    [{ email: 'not-an-email', sessionDuration: '30' }, 'email'],
    [{ email: 'a b@example.com', sessionDuration: '30' }, 'email'],
    [{ email: 'a@example', sessionDuration: '30' }, 'email'],
    [{ email: '', sessionDuration: '30' }, 'email'],
    [{ sessionDuration: '30' }, 'email'],
    [{ email: 'a@example.com,b@example.com', sessionDuration: '30' }, 'email'],
    [{ email: 'a@example.com', sessionDuration: '30', next: '/x' }, 'next'],
  ])('refuses %j with a 400 naming %s and sends nothing', async (body, field) => {
    const before = await t.database.db.select({ c: sql<number>`count(*)::int` }).from(magicLinks);
    const res = await new Browser(t).request('POST', '/api/auth/magic-link', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(field);
    const after = await t.database.db.select({ c: sql<number>`count(*)::int` }).from(magicLinks);
    expect(after[0]?.c).toBe(before[0]?.c);
    expect(outboxFor(t, 'a@example.com')).toHaveLength(0);
  });

  it('answers known and unknown addresses the same way (no enumeration)', async () => {
    const known = fresh();
    const b = new Browser(t);
    await b.signIn(known);
    const unknown = fresh();
    const a = await new Browser(t).requestLink(known);
    const u = await new Browser(t).requestLink(unknown);
    expect(a.statusCode).toBe(u.statusCode);
    expect(a.body).toBe(u.body);
    expect(a.cookies.map((c) => c.name)).toEqual(u.cookies.map((c) => c.name));
    // The unknown address gets its link too, and no account until it is used.
    expect(outboxFor(t, unknown)).toHaveLength(1);
    expect(await t.database.db.select().from(users).where(sql`${users.email} = ${unknown}`)).toHaveLength(0);
  });

  it('refuses a foreign Origin (403), a missing Origin (403) and a non-JSON body (415)', async () => {
    const body = { email: fresh(), sessionDuration: '30' };
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/magic-link',
      headers: { origin: 'https://evil.test' },
      payload: body,
    });
    expect(foreign.statusCode).toBe(403);
    const none = await t.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: body });
    expect(none.statusCode).toBe(403);
    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/magic-link',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: body,
    });
    expect(sameSite.statusCode).toBe(200);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/magic-link',
        headers: { origin: t.config.appUrl, 'content-type': type },
        payload: `email=${body.email}&sessionDuration=30`,
      });
      expect(res.statusCode).toBe(415);
    }
    expect(outboxFor(t, body.email)).toHaveLength(1);
  });
});
