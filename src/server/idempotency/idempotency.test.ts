import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactions } from '../db/schema';
import { type ApiClient, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { oneOff } from '../transactions/test-fixtures';
import { KEY_LIFETIME_MS } from './hooks';

// Idempotency-Key on creating POSTs (decision 112): the same key and body answer as the first time
// without a second write; another body gets 409; duplicates sent at once make one write.

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
async function person(): Promise<{ api: ApiClient; userId: string; cookie: string }> {
  const s = await signIn(t, `idem${++n}-${Date.now()}@example.com`);
  return { api: s.api, userId: s.user.id, cookie: s.cookie };
}

const post = (api: ApiClient, key: string | undefined, body: unknown = oneOff) =>
  api.request('POST', '/api/transactions', body, key === undefined ? {} : { 'idempotency-key': key });

async function countOf(userId: string): Promise<number> {
  return (await t.database.db.select().from(transactions).where(eq(transactions.userId, userId))).length;
}

describe('Idempotency-Key', () => {
  it('answers a retry with the same key and body as the first time, without a second write', async () => {
    const { api, userId } = await person();
    const first = await post(api, 'salary-2026-11');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post(api, 'salary-2026-11', { ...oneOff });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toContain('application/json');
    expect(again.json()).toEqual(first.json());
    expect(await countOf(userId)).toBe(1);
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(oneOff).reverse());
    expect((await post(api, 'salary-2026-11', reordered)).json().id).toBe(first.json().id);
    expect(await countOf(userId)).toBe(1);
  });

  it('refuses the same key with another body (409) and writes nothing', async () => {
    const { api, userId } = await person();
    expect((await post(api, 'k1')).statusCode).toBe(201);
    const other = await post(api, 'k1', { ...oneOff, amount: '99.99' });
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toMatch(/different request/);
    expect(await countOf(userId)).toBe(1);
  });

  it('makes one write of duplicates sent at once', async () => {
    const { api, userId } = await person();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(api, 'burst')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    expect(await countOf(userId)).toBe(1);
  });

  it('keeps keys per user, and for 24 hours', async () => {
    const alice = await person();
    const bob = await person();
    const a = await post(alice.api, 'shared-key');
    const b = await post(bob.api, 'shared-key');
    expect(b.statusCode).toBe(201);
    expect(b.json().id).not.toBe(a.json().id);
    t.clock.advance(KEY_LIFETIME_MS - 1000);
    expect((await post(alice.api, 'shared-key')).json().id).toBe(a.json().id);
    t.clock.advance(2000);
    const later = await post(alice.api, 'shared-key');
    expect(later.statusCode).toBe(201);
    expect(later.json().id).not.toBe(a.json().id);
    expect(await countOf(alice.userId)).toBe(2);
  });

  it('writes twice without a key, as before', async () => {
    const { api, userId } = await person();
    await post(api, undefined);
    await post(api, undefined);
    expect(await countOf(userId)).toBe(2);
  });

  it.each(['', 'x'.repeat(256), 'naïve', 'two words'])(
    'refuses the key %j with a 400 naming it',
    async (key) => {
      const { api, userId } = await person();
      const res = await post(api, key);
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('Idempotency-Key');
      expect(await countOf(userId)).toBe(0);
    },
  );

  it('replays a refused body too, and a failed check of the session is not kept', async () => {
    const { api, userId } = await person();
    const bad = await post(api, 'bad-body', { ...oneOff, amount: 'abc' });
    expect(bad.statusCode).toBe(400);
    const again = await post(api, 'bad-body', { ...oneOff, amount: 'abc' });
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: { origin: t.config.appUrl, 'idempotency-key': 'anon' },
      payload: oneOff,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await countOf(userId)).toBe(0);
  });

  it('a retry after a dropped connection finds one transaction', async () => {
    const { userId, cookie } = await person();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const body = JSON.stringify(oneOff);
    const headers = {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      origin: t.config.appUrl,
      cookie,
      'idempotency-key': 'dropped-1',
    };
    // The first request is sent whole, then the connection drops before any answer is read.
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/transactions',
        headers,
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.end(body, () => req.destroy());
    });
    // The server goes on with it: the transaction is written, though its answer reaches nobody.
    for (let i = 0; i < 200 && (await countOf(userId)) === 0; i++)
      await new Promise((r) => setTimeout(r, 25));
    expect(await countOf(userId)).toBe(1);
    // The client cannot know whether it was written, so it retries with the same key.
    const retry = await fetch(`http://127.0.0.1:${port}/api/transactions`, { method: 'POST', headers, body });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const created = (await retry.json()) as { id: string };
    expect(await countOf(userId)).toBe(1);
    const [row] = await t.database.db.select().from(transactions).where(eq(transactions.userId, userId));
    expect(row?.id).toBe(created.id);
  });
});
