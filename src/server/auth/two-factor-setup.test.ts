import { describe, expect, it } from 'vitest';
import type { TestApp } from '../test/test-app';
import { Browser, outboxFor } from './test-helpers';
import { freshEmail, setUpTwoFactorTestApp } from './two-factor-test-helpers';

// Issue 11, item 2 (docs/security.md R16, R21): a GET changes nothing an enrolment depends on. Starting a
// new setup is a POST; GET answers the pending setup as it was offered.

let t: TestApp;
const { code, enrolled, readUser } = setUpTwoFactorTestApp((app) => {
  t = app;
});

describe('GET /api/auth/2fa/setup (docs/security.md R16, R21)', () => {
  it('answers the pending setup again, unchanged, instead of replacing it', async () => {
    const browser = new Browser(t);
    const email = freshEmail();
    await browser.signIn(email);
    const first = await browser.request('GET', '/api/auth/2fa/setup');
    expect(first.statusCode).toBe(200);
    const stored = await readUser(email);
    // A cross-site link (a plain GET, no Origin) gets the same setup and changes nothing.
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/auth/2fa/setup',
      headers: { cookie: browser.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(again.json()).toEqual(first.json());
    const after = await readUser(email);
    expect(after.twoFactorPendingSecret).toBe(stored.twoFactorPendingSecret);
    expect(after.twoFactorPendingBackupCodes).toEqual(stored.twoFactorPendingBackupCodes);
    // The setup being scanned still turns two-factor on, with the codes it showed.
    const enable = await browser.request('POST', '/api/auth/2fa/enable', {
      token: code(first.json().secret),
    });
    expect(enable.statusCode).toBe(200);
    expect((await readUser(email)).twoFactorPendingBackupSealed).toBeNull();
  });

  it('gives concurrent first GETs one and the same setup', async () => {
    const browser = new Browser(t);
    await browser.signIn(freshEmail());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => browser.request('GET', '/api/auth/2fa/setup')),
    );
    const secrets = new Set(answers.map((a) => a.json().secret));
    expect(secrets.size).toBe(1);
  });
});

describe('POST /api/auth/2fa/setup', () => {
  it('starts a new setup, replacing the pending one; a foreign Origin cannot', async () => {
    const browser = new Browser(t);
    await browser.signIn(freshEmail());
    const first = (await browser.request('GET', '/api/auth/2fa/setup')).json();
    const foreign = await browser.request('POST', '/api/auth/2fa/setup', {}, { origin: 'https://evil.test' });
    expect(foreign.statusCode).toBe(403);
    expect((await browser.request('GET', '/api/auth/2fa/setup')).json().secret).toBe(first.secret);
    const fresh = await browser.request('POST', '/api/auth/2fa/setup', {});
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().secret).not.toBe(first.secret);
    expect((await browser.request('GET', '/api/auth/2fa/setup')).json()).toEqual(fresh.json());
  });

  it('is refused once two-factor is on', async () => {
    const { browser } = await enrolled();
    const res = await browser.request('POST', '/api/auth/2fa/setup', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Two-factor authentication is already enabled');
  });
});

describe('POST /api/auth/2fa/backup-codes (docs/security.md R26, R15)', () => {
  it('makes a new set for a current TOTP code; the old codes stop working', async () => {
    const { browser, email, secret, backupCodes } = await enrolled();
    const res = await browser.request('POST', '/api/auth/2fa/backup-codes', { token: code(secret) });
    expect(res.statusCode).toBe(200);
    const fresh: string[] = res.json().backupCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => backupCodes.includes(c))).toBe(false);
    expect(outboxFor(t, email).at(-1)?.subject).toBe('New backup codes');
    // An old code no longer turns two-factor off; a new one does.
    const old = await browser.request('POST', '/api/auth/2fa/disable', { token: backupCodes[0] });
    expect(old.statusCode).toBe(400);
    const ok = await browser.request('POST', '/api/auth/2fa/disable', { token: fresh[0] });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a backup code, a wrong code, an empty one, and an account without two-factor', async () => {
    const { browser, secret, backupCodes } = await enrolled();
    for (const token of [backupCodes[0], '000000']) {
      const res = await browser.request('POST', '/api/auth/2fa/backup-codes', { token });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Invalid verification code');
    }
    expect((await browser.request('POST', '/api/auth/2fa/backup-codes', { token: '' })).statusCode).toBe(400);
    // The backup code was not spent by the refused attempt.
    expect(
      (await browser.request('POST', '/api/auth/2fa/disable', { token: backupCodes[0] })).statusCode,
    ).toBe(200);
    const res = await browser.request('POST', '/api/auth/2fa/backup-codes', { token: code(secret, 1) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Two-factor authentication is not enabled');
  });

  it('needs a full session', async () => {
    const res = await new Browser(t).request('POST', '/api/auth/2fa/backup-codes', { token: '123456' });
    expect(res.statusCode).toBe(401);
  });
});
