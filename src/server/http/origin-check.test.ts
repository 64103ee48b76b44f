import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createLoan } from '../loans/loan-fixtures';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { oneOff } from '../transactions/test-fixtures';
import { routeTable } from './route-path';

// docs/security.md R16: no state-changing request from a foreign origin reaches a handler, however its
// path is spelled. The list of routes comes from the app's own route table, so a new route is
// covered the day it is added.

let t: TestApp;
let alice: SignedIn;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  alice = await signIn(t, 'origin@example.com');
  const account = await alice.api.post('/api/accounts', {
    accountName: 'Checking',
    accountNumber: '1',
    accountType: 'ASSET',
    accountSubtype: 'checking',
    normalBalance: 'debit',
    currentBalance: '100.00',
  });
  const loan = await createLoan(alice.api);
  const extra = await alice.api.post(`/api/loans/${loan.id}/extra-payments`, {
    amount: '1000.00',
    paymentDate: '2026-11-20',
  });
  const transaction = await alice.api.post('/api/transactions', oneOff);
  expect([account.statusCode, extra.statusCode, transaction.statusCode]).toEqual([201, 201, 201]);
  ids.accounts = account.json().id;
  ids.loans = loan.id;
  ids.transactions = transaction.json().id;
  ids.extraId = extra.json().id;
});
afterAll(async () => {
  await t.close();
});

const FALLBACK_ID = '00000000-0000-4000-8000-000000000000';

/** A real id for each parameter, so a handler that did run would change something. */
function concrete(url: string): string {
  const resource = url.split('/')[2] ?? '';
  return url.replace(/:(\w+)/g, (_m, name: string) => {
    if (name === 'id') return ids[resource] ?? FALLBACK_ID;
    return ids[name] ?? FALLBACK_ID;
  });
}

/** `/api/x` spelled `/%61pi/x`: the router decodes it to the same route. */
function encoded(url: string): string {
  return url.replace('/api/', '/%61pi/');
}

/** A digest of every table's rows. */
async function snapshot(): Promise<Record<string, string>> {
  const db = t.database.db;
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const out: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const result = (await db.execute(
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
    )) as unknown as { rows: { digest: string }[] };
    out[name] = result.rows[0]?.digest ?? '';
  }
  return out;
}

const stateChanging = () =>
  routeTable(t.app).filter(
    (r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && r.url.startsWith('/api/'),
  );

describe('the Origin check (docs/security.md R16)', () => {
  it('knows the state-changing routes from the route table', () => {
    const routes = stateChanging().map((r) => `${r.method} ${r.url}`);
    expect(routes).toContain('POST /api/auth/logout');
    expect(routes).toContain('DELETE /api/accounts/:id');
    expect(routes.length).toBeGreaterThanOrEqual(15);
  });

  it('the percent-encoded path reaches the same handler (so the check must not read the raw URL)', async () => {
    const res = await alice.api.request('GET', encoded('/api/auth/user'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'origin@example.com' });
  });

  it('refuses every state-changing route from a foreign origin, plain and percent-encoded, changing nothing', async () => {
    const before = await snapshot();
    const answers: string[] = [];
    for (const route of stateChanging()) {
      const url = concrete(route.url);
      for (const spelled of [url, encoded(url)]) {
        for (const headers of [
          { origin: 'https://evil.test' },
          // Look-alikes that start with the app's own origin (issue 27): compared whole, never by prefix.
          { origin: `${t.config.appUrl}.evil.test` },
          { origin: `${t.config.appUrl}0` },
          { origin: '', 'sec-fetch-site': 'cross-site' },
          { origin: '' },
        ]) {
          const clean = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== ''));
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: spelled,
            headers: { cookie: alice.cookie, 'content-type': 'application/json', ...clean },
            payload: route.method === 'DELETE' ? undefined : JSON.stringify({}),
          });
          answers.push(`${route.method} ${spelled} ${JSON.stringify(clean)} -> ${res.statusCode}`);
        }
      }
    }
    expect(answers.filter((a) => !a.endsWith('-> 403'))).toEqual([]);
    expect(await snapshot()).toEqual(before);
    // The session survived every attempt at logging it out.
    expect((await alice.api.get('/api/auth/user')).statusCode).toBe(200);
  });

  it('still lets the app itself through', async () => {
    const res = await alice.api.request('DELETE', encoded(`/api/transactions/${ids.transactions}`));
    expect(res.statusCode).toBe(204);
  });
});

describe('no-store on the API and the sign-in pages (docs/security.md R30, R6)', () => {
  it.each([
    '/api/auth/user',
    '/%61pi/auth/user',
    '/auth/verify?token=a&email=b',
    '/%61uth/verify?token=a&email=b',
  ])('%s is never stored', async (url) => {
    const res = await alice.api.request('GET', url);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('waiting for the database (decision 004)', () => {
  it('a percent-encoded API path waits for the database like the plain one', async () => {
    let open: (database: TestApp['database']) => void = () => {};
    const database = new Promise<TestApp['database']>((resolve) => {
      open = resolve;
    });
    const app = await buildApp({ config: t.config, database, logger: false, clock: t.clock.now });
    try {
      const answer = app.inject({
        method: 'GET',
        url: '/%61pi/auth/user',
        headers: { cookie: alice.cookie },
      });
      setTimeout(() => open(t.database), 50);
      const res = await answer;
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ email: 'origin@example.com' });
    } finally {
      await app.close();
    }
  });
});
