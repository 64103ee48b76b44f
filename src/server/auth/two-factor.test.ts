import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import type { TestApp } from '../test/test-app';
import { Browser, outboxFor } from './test-helpers';
import { freshEmail, setUpTwoFactorTestApp } from './two-factor-test-helpers';

let t: TestApp;
const fresh = freshEmail;
const { code, enrolled, readUser } = setUpTwoFactorTestApp((app) => {
  t = app;
});

describe('GET /api/auth/2fa/setup', () => {
  it('needs a full session', async () => {
    expect((await new Browser(t).request('GET', '/api/auth/2fa/setup')).statusCode).toBe(401);
  });

  it('returns a 160-bit base32 secret, a QR data URL and 10 backup codes, storing none of them in clear', async () => {
    const email = fresh();
    const browser = new Browser(t);
    await browser.signIn(email);
    const res = await browser.request('GET', '/api/auth/2fa/setup');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['backupCodes', 'qrCodeUrl', 'secret']);
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.qrCodeUrl).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{200,}$/);
    expect(body.backupCodes).toHaveLength(10);
    expect(new Set(body.backupCodes).size).toBe(10);
    const row = await readUser(email);
    expect(row.twoFactorEnabled).toBe(false);
    const dump = JSON.stringify(row);
    expect(dump).not.toContain(body.secret);
    for (const c of body.backupCodes) {
      expect(dump).not.toContain(c);
      expect(dump).not.toContain(c.replace('-', ''));
    }
    expect(row.twoFactorPendingSecret).toMatch(/^v1\./);
    expect(row.twoFactorPendingBackupCodes).toHaveLength(10);
  });

  it('is refused once two-factor is on', async () => {
    const { browser } = await enrolled();
    const res = await browser.request('GET', '/api/auth/2fa/setup');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Two-factor authentication is already enabled');
  });
});

describe('POST /api/auth/2fa/enable', () => {
  it('refuses an empty or missing code with "Verification code required"', async () => {
    const browser = new Browser(t);
    await browser.signIn(fresh());
    await browser.request('GET', '/api/auth/2fa/setup');
    for (const body of [{ token: '' }, { token: '   ' }, {}]) {
      const res = await browser.request('POST', '/api/auth/2fa/enable', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'Verification code required',
        fields: { token: 'Verification code required' },
      });
    }
    const extra = await browser.request('POST', '/api/auth/2fa/enable', { token: '123456', userId: 'x' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields).toHaveProperty('userId');
  });

  it('turns two-factor on only with a valid code, and ends the other sessions', async () => {
    const email = fresh();
    const browser = new Browser(t);
    await browser.signIn(email);
    const elsewhere = new Browser(t);
    await elsewhere.signIn(email);
    const { secret } = (await browser.request('GET', '/api/auth/2fa/setup')).json();
    const wrong = String((Number(code(secret)) + 1) % 1_000_000).padStart(6, '0');
    const bad = await browser.request('POST', '/api/auth/2fa/enable', { token: wrong });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid verification code');
    expect((await browser.request('GET', '/api/auth/user')).json().twoFactorEnabled).toBe(false);

    const ok = await browser.request('POST', '/api/auth/2fa/enable', { token: code(secret) });
    expect(ok.statusCode).toBe(200);
    expect((await browser.request('GET', '/api/auth/user')).json().twoFactorEnabled).toBe(true);
    expect((await elsewhere.request('GET', '/api/auth/user')).statusCode).toBe(401);
    const row = await readUser(email);
    expect(row.twoFactorSecret).toMatch(/^v1\./);
    expect(row.twoFactorPendingSecret).toBeNull();
    expect(row.twoFactorBackupCodes).toHaveLength(10);
    expect(outboxFor(t, email).at(-1)?.subject).toBe('Two-factor authentication is on');
  });

  it('needs a setup first', async () => {
    const browser = new Browser(t);
    await browser.signIn(fresh());
    const res = await browser.request('POST', '/api/auth/2fa/enable', { token: '123456' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Start two-factor setup first');
  });

  it('uses the latest setup: a secret from an earlier setup no longer works', async () => {
    const browser = new Browser(t);
    await browser.signIn(fresh());
    const first = (await browser.request('POST', '/api/auth/2fa/setup', {})).json();
    const second = (await browser.request('POST', '/api/auth/2fa/setup', {})).json();
    expect(second.secret).not.toBe(first.secret);
    expect(
      (await browser.request('POST', '/api/auth/2fa/enable', { token: code(first.secret) })).statusCode,
    ).toBe(400);
    expect(
      (await browser.request('POST', '/api/auth/2fa/enable', { token: code(second.secret) })).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/auth/2fa/disable', () => {
  it('turns two-factor off with a valid code and clears the secret and codes', async () => {
    const { browser, email, secret } = await enrolled();
    expect((await browser.request('POST', '/api/auth/2fa/disable', { token: '' })).json().error).toBe(
      'Verification code required',
    );
    expect((await browser.request('POST', '/api/auth/2fa/disable', { token: '000000' })).statusCode).toBe(
      400,
    );
    expect((await browser.request('GET', '/api/auth/user')).json().twoFactorEnabled).toBe(true);
    const res = await browser.request('POST', '/api/auth/2fa/disable', { token: code(secret) });
    expect(res.statusCode).toBe(200);
    expect((await browser.request('GET', '/api/auth/user')).json().twoFactorEnabled).toBe(false);
    const row = await readUser(email);
    expect(row.twoFactorSecret).toBeNull();
    expect(row.twoFactorBackupCodes).toBeNull();
    expect(outboxFor(t, email).at(-1)?.subject).toBe('Two-factor authentication is off');
    const again = await browser.request('POST', '/api/auth/2fa/disable', { token: code(secret, 1) });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('Two-factor authentication is not enabled');
    // Signing in no longer asks for a code.
    expect((await new Browser(t).signIn(email)).json()).toEqual({
      success: true,
      message: 'Successfully signed in',
    });
  });

  it('accepts a backup code', async () => {
    const { browser, backupCodes } = await enrolled();
    expect(
      (await browser.request('POST', '/api/auth/2fa/disable', { token: backupCodes[3] })).statusCode,
    ).toBe(200);
  });

  it("only ever acts on the signed-in person's own account", async () => {
    const alice = await enrolled();
    const bob = new Browser(t);
    await bob.signIn(fresh());
    const res = await bob.request('POST', '/api/auth/2fa/disable', { token: code(alice.secret) });
    expect(res.statusCode).toBe(400);
    expect((await alice.browser.request('GET', '/api/auth/user')).json().twoFactorEnabled).toBe(true);
    // Bob's setup does not touch Alice's secret either.
    await bob.request('GET', '/api/auth/2fa/setup');
    expect(
      (await alice.browser.request('POST', '/api/auth/2fa/disable', { token: code(alice.secret) }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a foreign Origin', async () => {
    const { browser, secret } = await enrolled();
    const res = await browser.request(
      'POST',
      '/api/auth/2fa/disable',
      { token: code(secret) },
      { origin: 'https://evil.test' },
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('secret at rest', () => {
  it('fails closed: a tampered ciphertext accepts no code', async () => {
    const { email, secret } = await enrolled();
    const row = await readUser(email);
    const sealed = row.twoFactorSecret ?? '';
    const parts = sealed.split('.');
    const body = Buffer.from(parts[2] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    parts[2] = body.toString('base64url');
    await t.database.db
      .update(users)
      .set({ twoFactorSecret: parts.join('.') })
      .where(sql`${users.email} = ${email}`);
    const browser = new Browser(t);
    await browser.signIn(email);
    expect((await browser.request('POST', '/api/auth/2fa/verify', { token: code(secret) })).statusCode).toBe(
      400,
    );
  });

  it("does not decrypt on another user's row", async () => {
    const alice = await enrolled();
    const bob = await enrolled();
    const aliceRow = await readUser(alice.email);
    await t.database.db
      .update(users)
      .set({ twoFactorSecret: aliceRow.twoFactorSecret })
      .where(sql`${users.email} = ${bob.email}`);
    const browser = new Browser(t);
    await browser.signIn(bob.email);
    expect(
      (await browser.request('POST', '/api/auth/2fa/verify', { token: code(alice.secret) })).statusCode,
    ).toBe(400);
  });
});
