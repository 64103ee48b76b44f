import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passkeys, sessions, webauthnChallenges } from '../db/schema';
import type { TestApp } from '../test/test-app';
import { CHALLENGE_GONE, COUNTER_WENT_BACK, NOT_VERIFIED, UNKNOWN_PASSKEY } from './passkey-service';
import { SoftPasskey } from './passkey-test-authenticator';
import { Browser, outboxFor, sha256Hex } from './test-helpers';
import { freshEmail, STEP, setUpTwoFactorTestApp } from './two-factor-test-helpers';

// Passkeys through the real routes with a software authenticator (passkey-test-authenticator.ts):
// adding, naming and removing them, and signing in with one, including the attacks the challenge,
// the origin and the signature counter are there to stop.

let t: TestApp;
const { code, enrolled } = setUpTwoFactorTestApp((app) => {
  t = app;
});

const rp = () => ({ rpId: 'localhost', origin: t.config.appUrl });

async function signedIn(): Promise<{ browser: Browser; email: string }> {
  const email = freshEmail();
  const browser = new Browser(t);
  await browser.signIn(email);
  return { browser, email };
}

/** Adds a passkey to the browser's account (with `token` when two-factor is on). */
async function addPasskey(browser: Browser, name = 'Laptop', token?: string): Promise<SoftPasskey> {
  const key = new SoftPasskey(rp().rpId, rp().origin);
  const options = await browser.request(
    'POST',
    '/api/auth/passkeys/registration-options',
    token ? { token } : {},
  );
  expect(options.statusCode, options.body).toBe(200);
  const added = await browser.request('POST', '/api/auth/passkeys', {
    name,
    credential: key.register(options.json()),
  });
  expect(added.statusCode, added.body).toBe(201);
  return key;
}

async function challenge(browser: Browser): Promise<string> {
  const res = await browser.request('POST', '/api/auth/passkeys/authentication-options', {});
  expect(res.statusCode, res.body).toBe(200);
  return res.json().challenge;
}

function signIn(browser: Browser, credential: unknown, sessionDuration = '7') {
  return browser.request('POST', '/api/auth/passkeys/sign-in', { credential, sessionDuration });
}

describe('passkeys in Settings', () => {
  it('adds one with its name, lists it with created and last-used times, renames and removes it, mailing each change', async () => {
    const { browser, email } = await signedIn();
    const key = await addPasskey(browser, 'Work laptop');
    const [listed] = (await browser.request('GET', '/api/auth/passkeys')).json();
    expect(listed).toMatchObject({
      name: 'Work laptop',
      createdAt: t.clock.now().toISOString(),
      lastUsedAt: null,
    });
    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.id, listed.id));
    expect(row?.credentialId).toBe(key.id);

    const renamed = await browser.request('PATCH', `/api/auth/passkeys/${listed.id}`, { name: 'Old laptop' });
    expect(renamed.json()).toMatchObject({ name: 'Old laptop' });
    const removed = await browser.request('DELETE', `/api/auth/passkeys/${listed.id}`, {});
    expect(removed.statusCode).toBe(204);
    expect((await browser.request('GET', '/api/auth/passkeys')).json()).toEqual([]);
    const subjects = outboxFor(t, email).map((m) => m.subject);
    expect(subjects).toContain('A passkey was added');
    expect(subjects).toContain('A passkey was removed');
  });

  it('refuses an empty, overlong or control-character name with a 400 naming the field', async () => {
    const { browser } = await signedIn();
    await addPasskey(browser);
    const [listed] = (await browser.request('GET', '/api/auth/passkeys')).json();
    for (const name of ['', ' ', 'x'.repeat(61), 'a\u0007b']) {
      const res = await browser.request('PATCH', `/api/auth/passkeys/${listed.id}`, { name });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('name');
    }
  });

  it("R28: another user's passkey cannot be renamed or removed (404), and stays", async () => {
    const owner = await signedIn();
    await addPasskey(owner.browser);
    const [theirs] = (await owner.browser.request('GET', '/api/auth/passkeys')).json();
    const other = await signedIn();
    expect(
      (await other.browser.request('PATCH', `/api/auth/passkeys/${theirs.id}`, { name: 'x' })).statusCode,
    ).toBe(404);
    expect((await other.browser.request('DELETE', `/api/auth/passkeys/${theirs.id}`, {})).statusCode).toBe(
      404,
    );
    expect((await other.browser.request('DELETE', '/api/auth/passkeys/not-an-id', {})).statusCode).toBe(404);
    expect((await owner.browser.request('GET', '/api/auth/passkeys')).json()).toHaveLength(1);
  });

  it('R15: with two-factor on, adding and removing need a fresh TOTP code (a backup code is not enough)', async () => {
    const { browser, secret, backupCodes } = await enrolled();
    const noCode = await browser.request('POST', '/api/auth/passkeys/registration-options', {});
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().fields).toHaveProperty('token');
    const backup = await browser.request('POST', '/api/auth/passkeys/registration-options', {
      token: backupCodes[0],
    });
    expect(backup.statusCode).toBe(400);
    await addPasskey(browser, 'Phone', code(secret));
    const [listed] = (await browser.request('GET', '/api/auth/passkeys')).json();
    t.clock.advance(STEP);
    expect((await browser.request('DELETE', `/api/auth/passkeys/${listed.id}`, {})).statusCode).toBe(400);
    const removed = await browser.request('DELETE', `/api/auth/passkeys/${listed.id}`, {
      token: code(secret),
    });
    expect(removed.statusCode).toBe(204);
  });

  it("a registration answer must sign the user's own live challenge, from this origin", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const key = new SoftPasskey(rp().rpId, rp().origin);
    const options = (await a.browser.request('POST', '/api/auth/passkeys/registration-options', {})).json();
    // B presents A's challenge: refused, and the challenge is not B's to use up.
    const stolen = await b.browser.request('POST', '/api/auth/passkeys', {
      name: 'x',
      credential: key.register(options),
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error).toBe(CHALLENGE_GONE);
    const foreign = await a.browser.request('POST', '/api/auth/passkeys', {
      name: 'x',
      credential: key.register(options, { origin: 'https://evil.test' }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toBe(NOT_VERIFIED);
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.credentialId, key.id))).toEqual([]);
  });
});

describe('signing in with a passkey', () => {
  it('R12: gives a new full session of the chosen duration, replacing the old one, shown as "passkey" in the session list', async () => {
    const { browser, email } = await signedIn();
    const key = await addPasskey(browser);
    const laptop = new Browser(t);
    await laptop.signIn(email); // an older session in this browser, to be replaced
    const before = laptop.sessionToken;
    const res = await signIn(laptop, key.assert(await challenge(laptop)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Successfully signed in' });
    expect(laptop.sessionToken).not.toBe(before);
    const raw = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('networth_sid=')) ?? '';
    expect(raw).toContain(`Max-Age=${7 * 86_400}`);
    expect((await laptop.request('GET', '/api/auth/user')).json()).toMatchObject({ email });
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: `networth_sid=${before}` },
    });
    expect(old.statusCode).toBe(401);
    const listed = (await laptop.request('GET', '/api/auth/sessions')).json();
    expect(listed.find((s: { current: boolean }) => s.current)).toMatchObject({ method: 'passkey' });
    expect(listed.filter((s: { method: string }) => s.method === 'magic_link')).toHaveLength(1);
    const [stored] = (await laptop.request('GET', '/api/auth/passkeys')).json();
    expect(stored.lastUsedAt).toBe(t.clock.now().toISOString());
  });

  it('R10: the session token is 32 random bytes whose SHA-256 alone is stored', async () => {
    const { browser } = await signedIn();
    const key = await addPasskey(browser);
    const fresh = new Browser(t);
    await signIn(fresh, key.assert(await challenge(fresh)));
    const token = fresh.sessionToken ?? '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256Hex(token)));
    expect(row?.method).toBe('passkey');
  });

  it('R27: satisfies two-factor: with two-factor on it signs in fully, with no code step', async () => {
    const { browser, email, secret } = await enrolled();
    const key = await addPasskey(browser, 'Phone', code(secret));
    const fresh = new Browser(t);
    const res = await signIn(fresh, key.assert(await challenge(fresh)));
    expect(res.json()).toEqual({ success: true, message: 'Successfully signed in' });
    expect((await fresh.request('GET', '/api/accounts')).statusCode).toBe(200);
    expect((await fresh.request('GET', '/api/auth/user')).json()).toMatchObject({
      email,
      twoFactorEnabled: true,
    });
  });

  it('a replayed challenge is refused: each challenge signs in once', async () => {
    const { browser } = await signedIn();
    const key = await addPasskey(browser);
    const fresh = new Browser(t);
    const answer = key.assert(await challenge(fresh));
    expect((await signIn(fresh, answer)).statusCode).toBe(200);
    const replay = new Browser(t);
    const again = await signIn(replay, answer);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: CHALLENGE_GONE, fields: { credential: CHALLENGE_GONE } });
    // Even freshly signed over the used challenge, with a higher counter.
    const resigned = await signIn(
      replay,
      key.assert(JSON.parse(Buffer.from(answer.response.clientDataJSON, 'base64url').toString()).challenge),
    );
    expect(resigned.statusCode).toBe(400);
    expect(replay.sessionToken).toBeUndefined();
  });

  it('twenty parallel answers to one challenge give exactly one session', async () => {
    const { browser } = await signedIn();
    const key = await addPasskey(browser);
    const c = await challenge(browser);
    const answers = Array.from({ length: 20 }, () => key.assert(c));
    const results = await Promise.all(answers.map((a) => signIn(new Browser(t), a)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('a challenge is short-lived: five minutes, then refused', async () => {
    const { browser } = await signedIn();
    const key = await addPasskey(browser);
    const c = await challenge(browser);
    t.clock.advance(5 * 60_000 + 1000);
    const res = await signIn(new Browser(t), key.assert(c));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(CHALLENGE_GONE);
  });

  it('an answer signed for another origin is refused, and the counter does not move', async () => {
    const { browser } = await signedIn();
    const key = await addPasskey(browser);
    const fresh = new Browser(t);
    const res = await signIn(fresh, key.assert(await challenge(fresh), { origin: 'https://evil.test' }));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(NOT_VERIFIED);
    expect(fresh.sessionToken).toBeUndefined();
    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.credentialId, key.id));
    expect(row?.counter).toBe(0);
  });

  it('a signature counter that goes back is refused, logged and mailed', async () => {
    const { browser, email } = await signedIn();
    const key = await addPasskey(browser);
    expect(
      (await signIn(new Browser(t), key.assert(await challenge(browser), { counter: 5 }))).statusCode,
    ).toBe(200);
    for (const counter of [5, 3]) {
      const clone = new Browser(t);
      const res = await signIn(clone, key.assert(await challenge(clone), { counter }));
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(COUNTER_WENT_BACK);
      expect(clone.sessionToken).toBeUndefined();
    }
    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.credentialId, key.id));
    expect(row?.counter).toBe(5);
    expect(outboxFor(t, email).map((m) => m.subject)).toContain('A passkey sign-in was refused');
    expect(
      (await signIn(new Browser(t), key.assert(await challenge(browser), { counter: 6 }))).statusCode,
    ).toBe(200);
  });

  it('a removed or unknown passkey signs nobody in', async () => {
    const { browser } = await signedIn();
    const stranger = new SoftPasskey(rp().rpId, rp().origin);
    const res = await signIn(new Browser(t), stranger.assert(await challenge(browser)));
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(UNKNOWN_PASSKEY);
  });

  it('R29: a malformed answer is a 400 naming the field; the challenge table holds only hashes', async () => {
    const { browser } = await signedIn();
    const c = await challenge(browser);
    const bad = await signIn(new Browser(t), { id: 'x', type: 'public-key' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields ?? {}).join()).toMatch(/credential/);
    const rows = await t.database.db.select().from(webauthnChallenges);
    expect(rows.some((r) => r.id === sha256Hex(c))).toBe(true);
    expect(rows.some((r) => r.id === c)).toBe(false);
  });
});
