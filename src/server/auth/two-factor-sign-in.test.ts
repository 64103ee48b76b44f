import { describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { Browser, outboxFor } from './test-helpers';
import { freshEmail, STEP, setUpTwoFactorTestApp } from './two-factor-test-helpers';

let t: TestApp;
const fresh = freshEmail;
const { code, enrolled, readUser } = setUpTwoFactorTestApp((app) => {
  t = app;
});

describe('signing in with two-factor on', () => {
  it('the link alone gives a pending state that reaches no data', async () => {
    const { email } = await enrolled();
    const browser = new Browser(t);
    const res = await browser.signIn(email, '7');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      twoFactorRequired: true,
      message: 'Enter the code from your authenticator app.',
    });
    const raw = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('networth_sid=')) ?? '';
    expect(raw).not.toMatch(/Max-Age|Expires/i);
    for (const url of ['/api/auth/user', '/api/auth/2fa/setup', '/api/accounts']) {
      expect((await browser.request('GET', url)).statusCode).toBe(401);
    }
    expect((await browser.request('POST', '/api/auth/2fa/disable', { token: '123456' })).statusCode).toBe(
      401,
    );
  });

  it('a TOTP code completes it with a fresh session id of the chosen duration', async () => {
    const { email, secret } = await enrolled();
    const browser = new Browser(t);
    await browser.signIn(email, '7');
    const pending = browser.sessionToken;
    const res = await browser.request('POST', '/api/auth/2fa/verify', { token: code(secret) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Successfully signed in' });
    const raw = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('networth_sid=')) ?? '';
    expect(raw).toContain(`Max-Age=${7 * 86_400}`);
    expect(browser.sessionToken).not.toBe(pending);
    expect((await browser.request('GET', '/api/auth/user')).json()).toMatchObject({
      email,
      twoFactorEnabled: true,
    });
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `networth_sid=${pending}` },
    });
    expect(old.statusCode).toBe(401);
  });

  it('the pending state lasts 10 minutes', async () => {
    const { email, secret } = await enrolled();
    const browser = new Browser(t);
    await browser.signIn(email);
    t.clock.advance(10 * 60_000 + 1000);
    const res = await browser.request('POST', '/api/auth/2fa/verify', { token: code(secret) });
    expect(res.statusCode).toBe(401);
  });

  it('POST /api/auth/2fa/verify needs a pending sign-in', async () => {
    const { browser, secret } = await enrolled();
    expect((await browser.request('POST', '/api/auth/2fa/verify', { token: code(secret) })).statusCode).toBe(
      401,
    );
    expect(
      (await new Browser(t).request('POST', '/api/auth/2fa/verify', { token: '123456' })).statusCode,
    ).toBe(401);
  });

  it('accepts one step of drift either way and no more', async () => {
    const { email, secret } = await enrolled();
    const browser = new Browser(t);
    await browser.signIn(email);
    for (const offset of [-2, 2]) {
      expect(
        (await browser.request('POST', '/api/auth/2fa/verify', { token: code(secret, offset) })).statusCode,
      ).toBe(400);
    }
    expect(
      (await browser.request('POST', '/api/auth/2fa/verify', { token: code(secret, 1) })).statusCode,
    ).toBe(200);
  });
});

describe('replay protection', () => {
  it('refuses a code that was already accepted, and an older one, within their window', async () => {
    const { email, secret } = await enrolled();
    const a = new Browser(t);
    await a.signIn(email);
    const now = code(secret);
    expect((await a.request('POST', '/api/auth/2fa/verify', { token: now })).statusCode).toBe(200);
    const b = new Browser(t);
    await b.signIn(email);
    expect((await b.request('POST', '/api/auth/2fa/verify', { token: now })).statusCode).toBe(400);
    expect((await b.request('POST', '/api/auth/2fa/verify', { token: code(secret, -1) })).statusCode).toBe(
      400,
    );
    t.clock.advance(STEP);
    expect((await b.request('POST', '/api/auth/2fa/verify', { token: code(secret) })).statusCode).toBe(200);
  });

  it('R24: a replayed code is refused, logged and mailed to the person as a security notice', async () => {
    const { email, secret } = await enrolled();
    const a = new Browser(t);
    await a.signIn(email);
    const now = code(secret);
    expect((await a.request('POST', '/api/auth/2fa/verify', { token: now })).statusCode).toBe(200);
    const mailsBefore = outboxFor(t, email).length;
    const b = new Browser(t);
    await b.signIn(email);
    expect((await b.request('POST', '/api/auth/2fa/verify', { token: now })).statusCode).toBe(400);
    const notices = outboxFor(t, email)
      .slice(mailsBefore)
      .filter((m) => !m.links.some((l) => l.includes('/auth/verify?')));
    expect(notices.map((m) => m.subject)).toEqual(['A two-factor code was used twice']);
    expect(notices[0]?.text).not.toContain(now);
  });

  it('the code that turned two-factor on cannot sign in', async () => {
    const email = fresh();
    const browser = new Browser(t);
    await browser.signIn(email);
    const { secret } = (await browser.request('GET', '/api/auth/2fa/setup')).json();
    const used = code(secret);
    expect((await browser.request('POST', '/api/auth/2fa/enable', { token: used })).statusCode).toBe(200);
    const other = new Browser(t);
    await other.signIn(email);
    expect((await other.request('POST', '/api/auth/2fa/verify', { token: used })).statusCode).toBe(400);
  });

  it('lets one of several concurrent uses of the same code win', async () => {
    const { email, secret } = await enrolled();
    const browsers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const b = new Browser(t);
        await b.signIn(email);
        return b;
      }),
    );
    const token = code(secret);
    const results = await Promise.all(
      browsers.map((b) => b.request('POST', '/api/auth/2fa/verify', { token })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });
});

describe('backup codes', () => {
  it('each works once, in any case and with or without the hyphen, and the person is told', async () => {
    const { email, backupCodes } = await enrolled();
    const [first, second] = backupCodes as [string, string];
    const a = new Browser(t);
    await a.signIn(email);
    expect((await a.request('POST', '/api/auth/2fa/verify', { token: first.toLowerCase() })).statusCode).toBe(
      200,
    );
    expect(outboxFor(t, email).at(-1)?.text).toContain('9 unused codes remain');
    const b = new Browser(t);
    await b.signIn(email);
    expect((await b.request('POST', '/api/auth/2fa/verify', { token: first })).statusCode).toBe(400);
    expect(
      (await b.request('POST', '/api/auth/2fa/verify', { token: second.replace('-', '') })).statusCode,
    ).toBe(200);
    expect((await readUser(email)).twoFactorBackupCodes).toHaveLength(8);
  });

  it('are not accepted when turning two-factor on', async () => {
    const browser = new Browser(t);
    await browser.signIn(fresh());
    const { backupCodes } = (await browser.request('GET', '/api/auth/2fa/setup')).json();
    expect(
      (await browser.request('POST', '/api/auth/2fa/enable', { token: backupCodes[0] })).statusCode,
    ).toBe(400);
  });
});

describe('lockout', () => {
  it('5 wrong codes in a row lock codes for 15 minutes, even a right one, across TOTP and backup codes', async () => {
    const { browser, email, secret } = await enrolled();
    for (const wrong of ['000000', 'AAAAA-AAAAA', '000001', '000002', '000003']) {
      const res = await browser.request('POST', '/api/auth/2fa/disable', { token: wrong });
      expect(res.statusCode).toBe(400);
    }
    const locked = await browser.request('POST', '/api/auth/2fa/disable', { token: code(secret) });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(outboxFor(t, email).at(-1)?.subject).toBe('Two-factor codes locked');
    t.clock.advance(15 * 60_000);
    const ok = await browser.request('POST', '/api/auth/2fa/disable', { token: code(secret) });
    expect(ok.statusCode).toBe(200);
  });

  it('a right code resets the count', async () => {
    const { email, secret } = await enrolled();
    const browser = new Browser(t);
    await browser.signIn(email);
    for (let i = 0; i < 4; i += 1) {
      expect((await browser.request('POST', '/api/auth/2fa/verify', { token: '000000' })).statusCode).toBe(
        400,
      );
    }
    expect((await browser.request('POST', '/api/auth/2fa/verify', { token: code(secret) })).statusCode).toBe(
      200,
    );
    t.clock.advance(STEP);
    const again = new Browser(t);
    await again.signIn(email);
    for (let i = 0; i < 4; i += 1) {
      expect((await again.request('POST', '/api/auth/2fa/verify', { token: '000000' })).statusCode).toBe(400);
    }
    expect((await again.request('POST', '/api/auth/2fa/verify', { token: code(secret) })).statusCode).toBe(
      200,
    );
  });

  it('a locked pending sign-in must start over, and stays locked for a new link', async () => {
    const { email, secret } = await enrolled();
    const browser = new Browser(t);
    await browser.signIn(email);
    for (let i = 0; i < 5; i += 1) await browser.request('POST', '/api/auth/2fa/verify', { token: '000000' });
    expect((await browser.request('POST', '/api/auth/2fa/verify', { token: code(secret) })).statusCode).toBe(
      401,
    );
    await browser.signIn(email);
    const res = await browser.request('POST', '/api/auth/2fa/verify', { token: code(secret) });
    expect(res.statusCode).toBe(429);
  });

  it('limits code attempts per address: 20 a minute', async () => {
    const browser = new Browser(t);
    await browser.signIn(fresh());
    await browser.request('GET', '/api/auth/2fa/setup');
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await browser.request('POST', '/api/auth/2fa/enable', { token: '000000' })).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
