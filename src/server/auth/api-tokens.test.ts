import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, transactions } from '../db/schema';
import { validAccount } from '../http/fuzz-payloads';
import { type ApiClient, signIn } from '../test/client';
import type { TestApp } from '../test/test-app';
import { oneOff } from '../transactions/test-fixtures';
import { startAuthTestApp } from './test-helpers';
import { codeAt, enroll, STEP } from './two-factor-test-helpers';

// Personal access tokens (decision 111): made in a browser session, shown once, kept as a hash; a
// bearer request needs no cookie and no Origin; scope, expiry, revocation, last use and limits.

let t: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startAuthTestApp({ rateLimitApiTokenPerMinute: 5 });
});
afterAll(async () => {
  await t.close();
});

let n = 0;
async function person(): Promise<{ api: ApiClient; userId: string; email: string }> {
  const email = `tokens${++n}-${Date.now()}@example.com`;
  const signedIn = await signIn(t, email);
  return { api: signedIn.api, userId: signedIn.user.id, email };
}

async function makeToken(
  api: ApiClient,
  body: Record<string, unknown> = {},
): Promise<{ id: string; token: string; res: LightMyRequestResponse }> {
  const res = await api.post('/api/tokens', { name: 'Script', scope: 'write', expiresInDays: 30, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id, token: res.json().token, res };
}

/** A script's request: the bearer token, no cookie, no Origin. */
function bearer(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    remoteAddress: '203.0.113.9',
    headers: { authorization: `Bearer ${token}` },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

describe('creating, listing and revoking tokens', () => {
  it('shows the token once and keeps only its hash', async () => {
    const { api } = await person();
    const { id, token, res } = await makeToken(api, {
      name: 'Spreadsheet',
      scope: 'read',
      expiresInDays: 90,
    });
    expect(token).toMatch(/^nw_pat_[A-Za-z0-9_-]{43}$/);
    expect(res.json()).toMatchObject({
      name: 'Spreadsheet',
      scope: 'read',
      expired: false,
      lastUsedAt: null,
    });
    expect(res.json().hint).toBe(token.slice(0, 11));
    expect(new Date(res.json().expiresAt).getTime() - t.clock.now().getTime()).toBe(90 * DAY);
    const list = await api.get('/api/tokens');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token);
    expect(list.json().map((x: { id: string }) => x.id)).toEqual([id]);
    const [row] = await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token.slice(7));
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ scope: 'admin' }, 'scope'],
    [{ expiresInDays: 7 }, 'expiresInDays'],
    [{ expiresInDays: '30' }, 'expiresInDays'],
    [{ extra: true }, '_'],
  ])('refuses %j with a 400 naming %s, and stores nothing', async (change, field) => {
    const { api, userId } = await person();
    const res = await api.post('/api/tokens', { name: 'A', scope: 'read', expiresInDays: 30, ...change });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields ?? {}).join(' ')).toContain(field === '_' ? '' : field);
    expect(await t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, userId))).toEqual([]);
  });

  it('revokes a token: it stops working at once; another user cannot revoke it', async () => {
    const { api } = await person();
    const other = await person();
    const { id, token } = await makeToken(api);
    expect((await bearer(token, 'GET', '/api/accounts')).statusCode).toBe(200);
    expect((await other.api.delete(`/api/tokens/${id}`)).statusCode).toBe(404);
    expect((await bearer(token, 'GET', '/api/accounts')).statusCode).toBe(200);
    expect((await api.delete(`/api/tokens/${id}`)).statusCode).toBe(204);
    const after = await bearer(token, 'GET', '/api/accounts');
    expect(after.statusCode).toBe(401);
    expect(after.headers['www-authenticate']).toContain('Bearer');
    expect((await api.get('/api/tokens')).json()).toEqual([]);
    expect((await api.delete(`/api/tokens/${id}`)).statusCode).toBe(404);
  });
});

describe('bearer requests', () => {
  it('read and write without a cookie and without an Origin', async () => {
    const { api } = await person();
    const { token } = await makeToken(api);
    const created = await bearer(token, 'POST', '/api/accounts', validAccount());
    expect(created.statusCode, created.body).toBe(201);
    const list = await bearer(token, 'GET', '/api/accounts');
    expect(list.json().map((a: { id: string }) => a.id)).toContain(created.json().id);
    // The browser sees what the script made.
    expect((await api.get('/api/accounts')).json().map((a: { id: string }) => a.id)).toContain(
      created.json().id,
    );
    const sheet = await bearer(token, 'GET', '/api/balance-sheet');
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers.vary).toContain('authorization');
  });

  it('a cookie request still needs the Origin check', async () => {
    const { api } = await person();
    const noOrigin = await api.request('POST', '/api/accounts', validAccount(), {
      origin: 'https://evil.example',
    });
    expect(noOrigin.statusCode).toBe(403);
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/accounts',
      headers: { cookie: (await signIn(t, `cookie-${Date.now()}@example.com`)).cookie },
      payload: validAccount(),
    });
    expect(bare.statusCode).toBe(403);
  });

  it('a read token gets 403 on writes and changes nothing', async () => {
    const { api } = await person();
    const { token } = await makeToken(api, { scope: 'read' });
    expect((await bearer(token, 'GET', '/api/transactions')).statusCode).toBe(200);
    const before = await t.database.db.select().from(transactions);
    for (const [method, url, body] of [
      ['POST', '/api/transactions', oneOff],
      ['POST', '/api/accounts', validAccount()],
      ['PUT', '/api/preferences', { decimalPlaces: 0 }],
      ['DELETE', '/api/accounts/00000000-0000-4000-8000-000000000000', undefined],
    ] as const) {
      const res = await bearer(token, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error).toMatch(/only read/);
    }
    expect(await t.database.db.select().from(transactions)).toHaveLength(before.length);
  });

  it.each([
    ['GET', '/api/tokens'],
    ['POST', '/api/tokens'],
    ['GET', '/api/auth/user'],
    ['GET', '/api/auth/sessions'],
    ['POST', '/api/auth/sessions/revoke-others'],
    ['GET', '/api/auth/2fa/setup'],
    ['POST', '/api/auth/2fa/disable'],
    ['POST', '/api/auth/logout'],
    ['POST', '/api/account/delete'],
  ] as const)('is refused on %s %s (browser only)', async (method, url) => {
    const { api } = await person();
    const { token } = await makeToken(api);
    const res = await bearer(token, method, url, method === 'POST' ? {} : undefined);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/Personal access tokens cannot be used here/);
    expect((await api.get('/api/tokens')).json()).toHaveLength(1);
  });

  it('answers an unknown or malformed token with 401, and a public route ignores it', async () => {
    for (const header of [
      'Bearer nw_pat_nope',
      'Bearer ',
      'Bearer a b',
      `Bearer ${'x'.repeat(300)}`,
      'bearer zzz',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/accounts',
        headers: { authorization: header },
      });
      expect(res.statusCode, header).toBe(401);
    }
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { authorization: 'Bearer nw_pat_nope' },
    });
    expect(health.statusCode).toBe(200);
  });

  it("uses the token's user, never a cookie sent with it", async () => {
    const alice = await signIn(t, `alice-${Date.now()}@example.com`);
    const bob = await person();
    const { token } = await makeToken(bob.api);
    await alice.api.post('/api/accounts', { ...validAccount(), accountName: 'Alice only' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/accounts',
      headers: { authorization: `Bearer ${token}`, cookie: alice.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Alice only');
  });
});

describe("the README's Automate it examples", () => {
  it('list accounts, post an expense with an Idempotency-Key, read the balance sheet', async () => {
    const { api } = await person();
    const { token } = await makeToken(api);
    const checking = await bearer(token, 'POST', '/api/accounts', {
      accountType: 'ASSET',
      accountName: 'Checking',
      accountNumber: '1234',
      category: 'cash',
      accountSubtype: 'checking',
      currentBalance: '1000.00',
    });
    expect(checking.statusCode, checking.body).toBe(201);
    const accounts = (await bearer(token, 'GET', '/api/accounts')).json() as {
      id: string;
      accountName: string;
    }[];
    const account = accounts.find((a) => a.accountName === 'Checking')?.id;
    const categories = (await bearer(token, 'GET', '/api/budget-categories')).json() as {
      id: string;
      slug: string;
    }[];
    const food = categories.find((c) => c.slug === 'food')?.id;
    const expense = {
      type: 'expense',
      amount: '42.50',
      description: 'Groceries',
      transactionDate: '2026-11-21',
      isRecurring: false,
      accountId: account,
      categoryId: food,
      tags: [],
    };
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'readme-1' },
      payload: expense,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const sheet = (await bearer(token, 'GET', '/api/balance-sheet')).json();
    expect(sheet).toMatchObject({ totalAssets: '957.50', netWorth: '957.50' });
  });
});

describe('expiry, last use and limits', () => {
  it('expires after its days; a token without expiry keeps working', async () => {
    const { api, email } = await person();
    const short = await makeToken(api, { expiresInDays: 30 });
    const forever = await makeToken(api, { expiresInDays: null });
    expect(forever.res.json().expiresAt).toBeNull();
    t.clock.advance(30 * DAY - 1000);
    expect((await bearer(short.token, 'GET', '/api/settings')).statusCode).toBe(200);
    t.clock.advance(1000);
    const expired = await bearer(short.token, 'GET', '/api/settings');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toMatch(/expired/);
    t.clock.advance(400 * DAY);
    expect((await bearer(forever.token, 'GET', '/api/settings')).statusCode).toBe(200);
    // The browser session has long ended: sign in again to see the list.
    const again = await signIn(t, email);
    const list = (await again.api.get('/api/tokens')).json() as { id: string; expired: boolean }[];
    expect(list.find((x) => x.id === short.id)?.expired).toBe(true);
    expect(list.find((x) => x.id === forever.id)?.expired).toBe(false);
  });

  it('records its last use: the time and the address', async () => {
    const { api } = await person();
    const { id, token } = await makeToken(api);
    await bearer(token, 'GET', '/api/preferences');
    const seen = t.clock.now().toISOString();
    const view = ((await api.get('/api/tokens')).json() as { id: string }[]).find((x) => x.id === id);
    expect(view).toMatchObject({ lastUsedAt: seen, lastUsedAddress: '203.0.113.9' });
  });

  it('limits each token on its own (429 with Retry-After)', async () => {
    const { api } = await person();
    const first = await makeToken(api);
    const second = await makeToken(api);
    for (let i = 0; i < 5; i++)
      expect((await bearer(first.token, 'GET', '/api/settings')).statusCode).toBe(200);
    const limited = await bearer(first.token, 'GET', '/api/settings');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await bearer(second.token, 'GET', '/api/settings')).statusCode).toBe(200);
    // The browser session of the same person is not limited by the token's count.
    expect((await api.get('/api/settings')).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await bearer(first.token, 'GET', '/api/settings')).statusCode).toBe(200);
  });
});

describe('tokens and the account', () => {
  it('turning two-factor on and off keeps tokens; a new token then needs a current code', async () => {
    const enrolled = await enroll(t);
    const browser = enrolled.browser;
    const post = (body: Record<string, unknown>) =>
      browser.request('POST', '/api/tokens', { name: 'Bot', scope: 'read', expiresInDays: 30, ...body });
    const missing = await post({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('code');
    const wrong = await post({ code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('code');
    const backup = await post({ code: enrolled.backupCodes[0] });
    expect(backup.statusCode, 'a backup code is not a current code').toBe(400);
    const made = await post({ code: codeAt(t, enrolled.secret) });
    expect(made.statusCode, made.body).toBe(201);
    const token = made.json().token as string;
    expect((await bearer(token, 'GET', '/api/accounts')).statusCode).toBe(200);
    t.clock.advance(STEP);
    const off = await browser.request('POST', '/api/auth/2fa/disable', { token: codeAt(t, enrolled.secret) });
    expect(off.statusCode, off.body).toBe(200);
    expect((await bearer(token, 'GET', '/api/accounts')).statusCode).toBe(200);
    expect((await browser.request('GET', '/api/tokens')).json()).toHaveLength(1);
  });

  it('deleting the account deletes its tokens', async () => {
    const email = `leaving-${Date.now()}@example.com`;
    const signedIn = await signIn(t, email);
    const { id, token } = await makeToken(signedIn.api);
    const res = await signedIn.api.post('/api/account/delete', { email });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.select().from(apiTokens).where(eq(apiTokens.id, id))).toEqual([]);
    expect((await bearer(token, 'GET', '/api/accounts')).statusCode).toBe(401);
  });

  it('holds at most 50 tokens a person', async () => {
    const { api } = await person();
    for (let i = 0; i < 50; i++) await makeToken(api, { name: `t${i}` });
    const res = await api.post('/api/tokens', { name: 'one more', scope: 'read', expiresInDays: 30 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/50 tokens/);
  });
});
