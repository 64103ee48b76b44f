import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import type { TestApp } from '../test/test-app';
import { FRESH_CONFIRMATION_MS } from './fresh-confirmation';
import { Browser } from './test-helpers';
import { STEP, setUpTwoFactorTestApp } from './two-factor-test-helpers';

// docs/security.md R15 as decision 134 builds it: exporting the whole book and deleting the account need a
// sign-in, or a current authenticator code, from the last 10 minutes.

let t: TestApp;
const tf = setUpTwoFactorTestApp((started) => {
  t = started;
});

const FORMATS = ['json', 'csv', 'ledger'] as const;
const STALE = FRESH_CONFIRMATION_MS + 1000;

let n = 0;
const email = () => `fresh${++n}-${process.pid}@example.com`;

function expectReauthentication(res: LightMyRequestResponse, message: RegExp): void {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json()).toMatchObject({ code: 'reauthentication_required' });
  expect(res.json().error).toMatch(message);
}

async function exportStatus(browser: Browser, format: string = 'json'): Promise<number> {
  return (await browser.request('GET', `/api/export?format=${format}`)).statusCode;
}

async function userExists(address: string): Promise<boolean> {
  return (await t.database.db.select().from(users).where(eq(users.email, address))).length === 1;
}

describe('R15: a fresh confirmation before exporting the whole book', () => {
  it('R15: with two-factor off, a sign-in under 10 minutes old exports, an older one gets 403 until a new sign-in', async () => {
    const browser = new Browser(t);
    const address = email();
    await browser.signIn(address);
    for (const format of FORMATS) expect(await exportStatus(browser, format)).toBe(200);

    t.clock.advance(FRESH_CONFIRMATION_MS - 60_000);
    expect(await exportStatus(browser)).toBe(200);
    t.clock.advance(61_000);
    for (const format of FORMATS) {
      expectReauthentication(await browser.request('GET', `/api/export?format=${format}`), /sign in again/);
    }
    // Without two-factor there is no code to give: only a new sign-in confirms.
    const code = await browser.request('POST', '/api/auth/reauthenticate', { token: '123456' });
    expect(code.statusCode).toBe(409);
    expect(await exportStatus(browser)).toBe(403);

    await browser.signIn(address);
    expect(await exportStatus(browser)).toBe(200);
  });

  it('R15: with two-factor on, an old session needs a current code: none, wrong, replayed or a backup code is refused, a valid one opens 10 minutes', async () => {
    const person = await tf.enrolled();
    const { browser } = person;
    t.clock.advance(STALE);
    expectReauthentication(await browser.request('GET', '/api/export?format=json'), /authenticator app/);

    const none = await browser.request('POST', '/api/auth/reauthenticate', {});
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.token).toBeDefined();
    const wrong = await browser.request('POST', '/api/auth/reauthenticate', { token: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.token).toBe('Invalid verification code');
    const backup = await browser.request('POST', '/api/auth/reauthenticate', {
      token: person.backupCodes[0],
    });
    expect(backup.statusCode).toBe(400);
    expect(await exportStatus(browser)).toBe(403);

    // The current step's code, already spent elsewhere, is a replay.
    const spent = tf.code(person.secret);
    expect((await browser.request('POST', '/api/auth/2fa/backup-codes', { token: spent })).statusCode).toBe(
      200,
    );
    const replay = await browser.request('POST', '/api/auth/reauthenticate', { token: spent });
    expect(replay.statusCode).toBe(400);
    expect(await exportStatus(browser)).toBe(403);

    t.clock.advance(STEP);
    const ok = await browser.request('POST', '/api/auth/reauthenticate', { token: tf.code(person.secret) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(new Date(ok.json().freshUntil).getTime()).toBe(t.clock.now().getTime() + FRESH_CONFIRMATION_MS);
    for (const format of FORMATS) expect(await exportStatus(browser, format)).toBe(200);

    t.clock.advance(STALE);
    expect(await exportStatus(browser)).toBe(403);
  });

  it('R15: wrong confirmation codes count towards the lock like every code check', async () => {
    const person = await tf.enrolled();
    t.clock.advance(STALE);
    for (let i = 0; i < 5; i += 1) {
      const res = await person.browser.request('POST', '/api/auth/reauthenticate', { token: '000000' });
      expect(res.statusCode).toBe(400);
    }
    const locked = await person.browser.request('POST', '/api/auth/reauthenticate', {
      token: tf.code(person.secret),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect(await exportStatus(person.browser)).toBe(403);
  });

  it('R15: with two-factor on, signing in again with the code counts as fresh', async () => {
    const person = await tf.enrolled();
    t.clock.advance(STALE);
    expect(await exportStatus(person.browser)).toBe(403);
    const pending = await person.browser.signIn(person.email);
    expect(pending.json().twoFactorRequired).toBe(true);
    expect(await exportStatus(person.browser)).toBe(401);
    const verified = await person.browser.request('POST', '/api/auth/2fa/verify', {
      token: tf.code(person.secret),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await exportStatus(person.browser)).toBe(200);
  });

  it('R15: a read-and-write personal access token exports whatever its age; a read token gets 403', async () => {
    const browser = new Browser(t);
    await browser.signIn(email());
    const make = async (scope: 'read' | 'write') => {
      const res = await browser.request('POST', '/api/tokens', { name: scope, scope, expiresInDays: 30 });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().token as string;
    };
    const write = await make('write');
    const read = await make('read');
    t.clock.advance(STALE);
    const bearer = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/export?format=json',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await bearer(write)).statusCode).toBe(200);
    const refused = await bearer(read);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('write_token_required');
    expect((await browser.request('GET', '/api/export?format=json')).statusCode).toBe(403);
  });

  it('R15: signed out is still a 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/export?format=json' });
    expect(res.statusCode).toBe(401);
  });
});

describe('R15: a fresh confirmation before deleting the account', () => {
  it('R15: with two-factor off, deleting needs a sign-in under 10 minutes old', async () => {
    const browser = new Browser(t);
    const address = email();
    await browser.signIn(address);
    t.clock.advance(STALE);
    const wrong = await browser.request('POST', '/api/account/delete', { email: 'other@example.com' });
    expect(wrong.statusCode).toBe(400);
    expectReauthentication(
      await browser.request('POST', '/api/account/delete', { email: address }),
      /sign in again/,
    );
    expect(await userExists(address)).toBe(true);

    await browser.signIn(address);
    const ok = await browser.request('POST', '/api/account/delete', { email: address });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await userExists(address)).toBe(false);
  });

  it('R15: with two-factor on, deleting takes a current code whatever the session age, and a confirmed session alone is not enough', async () => {
    const person = await tf.enrolled();
    t.clock.advance(STALE);
    const reauthenticated = await person.browser.request('POST', '/api/auth/reauthenticate', {
      token: tf.code(person.secret),
    });
    expect(reauthenticated.statusCode).toBe(200);
    const noCode = await person.browser.request('POST', '/api/account/delete', { email: person.email });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().fields.token).toBeDefined();
    t.clock.advance(STALE);
    const wrong = await person.browser.request('POST', '/api/account/delete', {
      email: person.email,
      token: '000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(await userExists(person.email)).toBe(true);
    const ok = await person.browser.request('POST', '/api/account/delete', {
      email: person.email,
      token: tf.code(person.secret),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await userExists(person.email)).toBe(false);
  });
});
