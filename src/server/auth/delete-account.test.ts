import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fillBook } from '../backup/test-book';
import { accounts, journalEntries, sessions, transactions, users } from '../db/schema';
import { signIn } from '../test/client';
import type { TestApp } from '../test/test-app';
import { Browser, outboxFor } from './test-helpers';
import { setUpTwoFactorTestApp } from './two-factor-test-helpers';

let t: TestApp;
const closed: string[] = [];
const tf = setUpTwoFactorTestApp((started) => {
  t = started;
  t.app.deps.realtime = { publishAuthSuccess: () => {}, closeSessionSockets: (id) => closed.push(id) };
});

const count = async (userId: string) => {
  const db = t.database.db;
  return {
    accounts: (await db.select().from(accounts).where(eq(accounts.userId, userId))).length,
    entries: (await db.select().from(journalEntries).where(eq(journalEntries.userId, userId))).length,
    transactions: (await db.select().from(transactions).where(eq(transactions.userId, userId))).length,
    sessions: (await db.select().from(sessions).where(eq(sessions.userId, userId))).length,
    users: (await db.select().from(users).where(eq(users.id, userId))).length,
  };
};

describe('POST /api/account/delete', () => {
  it('deletes every row of the user in one go, ends their sessions and sockets, mails, and leaves others alone', async () => {
    const alice = await signIn(t, 'leaver@example.com');
    const bob = await signIn(t, 'stayer@example.com');
    await fillBook(t, alice);
    await fillBook(t, bob);
    const second = await signIn(t, 'leaver@example.com');
    const bobBefore = await count(bob.user.id);
    const bobSheet = (await bob.api.get('/api/balance-sheet')).body;
    expect((await count(alice.user.id)).entries).toBeGreaterThan(0);

    const wrong = await alice.api.post('/api/account/delete', { email: 'someone@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.email).toBeDefined();
    expect((await count(alice.user.id)).users).toBe(1);

    closed.length = 0;
    const res = await alice.api.post('/api/account/delete', { email: ' Leaver@Example.com ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await count(alice.user.id)).toEqual({
      accounts: 0,
      entries: 0,
      transactions: 0,
      sessions: 0,
      users: 0,
    });
    expect(closed).toHaveLength(2);
    expect((await second.api.get('/api/accounts')).statusCode).toBe(401);
    expect(outboxFor(t, 'leaver@example.com').at(-1)?.subject).toBe('Your NetWorth account is deleted');

    expect(await count(bob.user.id)).toEqual(bobBefore);
    expect((await bob.api.get('/api/balance-sheet')).body).toBe(bobSheet);
  });

  it('asks for a valid code when two-factor is on', async () => {
    const person = await tf.enrolled();
    const row = await tf.readUser(person.email);
    const noCode = await person.browser.request('POST', '/api/account/delete', { email: person.email });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().fields.token).toBeDefined();
    const bad = await person.browser.request('POST', '/api/account/delete', {
      email: person.email,
      token: '000000',
    });
    expect(bad.statusCode).toBe(400);
    expect((await count(row.id)).users).toBe(1);
    const ok = await person.browser.request('POST', '/api/account/delete', {
      email: person.email,
      token: tf.code(person.secret),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await count(row.id)).users).toBe(0);
  });

  it('counts its code checks with the others of the address, an IPv6 client by its /64', async () => {
    const person = await tf.enrolled();
    const row = await tf.readUser(person.email);
    const from = (ip: string) => {
      const browser = new Browser(t, ip);
      for (const [name, value] of person.browser.jar) browser.jar.set(name, value);
      return browser;
    };
    // The 20 code checks a minute of one address (docs/security.md R8), spent on turning two-factor off…
    const phone = from('2001:db8:77:1::1');
    for (let i = 0; i < 20; i += 1) await phone.request('POST', '/api/auth/2fa/disable', { token: '000000' });
    // …leave none to delete the account from another address of the same /64.
    const res = await from('2001:db8:77:1::2').request('POST', '/api/account/delete', {
      email: person.email,
      token: tf.code(person.secret),
    });
    expect(res.statusCode).toBe(429);
    expect(res.body).toContain('Too many requests');
    expect((await count(row.id)).users).toBe(1);
  });

  it('is refused without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      payload: { email: 'x@example.com' },
      headers: { origin: t.config.appUrl },
    });
    expect(res.statusCode).toBe(401);
  });
});
