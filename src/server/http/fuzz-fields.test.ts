import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { oneOff } from '../transactions/test-fixtures';
import { validAccount, validBudget, validLoan } from './fuzz-payloads';
import { apiRouteTable } from './route-table';

// Every route of the app's own route table gets a case, or this file fails. Body routes start from a
// valid payload and change one field at a time to a hostile value, so the service and database paths
// are reached (overflowing numbers, impossible dates, huge strings); every answer is below 500, and a
// 4xx leaves the database as it was: the row count of every table and every account's balance.

let t: TestApp;
let api: ApiClient;
const ids = { account: '', loan: '', transaction: '', category: '', budget: '', item: '' };

beforeAll(async () => {
  t = await startTestApp();
  ({ api } = await signIn(t, 'fuzz-fields@example.com'));
  const account = await api.post('/api/accounts', validAccount());
  const loan = await api.post('/api/loan', validLoan());
  const transaction = await api.post('/api/transactions', oneOff);
  expect([account.statusCode, loan.statusCode, transaction.statusCode]).toEqual([201, 201, 201]);
  ids.account = account.json().id;
  ids.loan = loan.json().id;
  ids.transaction = transaction.json().id;
  ids.category = (await api.get('/api/budget-categories')).json()[0].id;
  const budget = await api.post('/api/budgets', validBudget(ids.category));
  expect(budget.statusCode).toBe(201);
  ids.budget = budget.json().id;
  ids.item = budget.json().items[0].id;
});
afterAll(async () => {
  await t.close();
});

interface Case {
  path: () => string;
  /** A payload the route accepts; each field is then replaced, one at a time. */
  body?: () => Record<string, unknown>;
  /** Query strings tried on a GET. */
  queries?: string[];
}

/** A WebAuthn answer of the right shape whose challenge the server never handed out. */
function passkeyCredential(kind: 'attestationObject' | 'signature') {
  const clientDataJSON = Buffer.from(
    JSON.stringify({ type: 'webauthn.get', challenge: 'never-issued' }),
  ).toString('base64url');
  const response =
    kind === 'attestationObject'
      ? { clientDataJSON, attestationObject: 'o2NmbXRkbm9uZQ' }
      : { clientDataJSON, authenticatorData: 'AAAA', signature: 'AAAA' };
  return { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response, clientExtensionResults: {} };
}

const validRule = () => ({
  conditions: [{ field: 'payee', operator: 'contains', value: 'coffee' }],
  actions: [{ type: 'setCategory', categoryId: ids.category }],
  position: 0,
});

const LIST_QUERIES = ['limit=abc', 'limit=-1', 'limit=1e309', 'offset=-5', 'a[b]=c', 'type=both', 'x=%00'];
const ODD_ID = "'or'1'='1";

const CASES: Record<string, Case> = {
  'GET /api/health': { path: () => '/api/health' },
  'GET /api/health/live': { path: () => '/api/health/live' },
  'GET /api/health/ready': { path: () => '/api/health/ready' },
  'GET /api/openapi.json': { path: () => '/api/openapi.json', queries: ['x=%00'] },
  'GET /api/docs': { path: () => '/api/docs', queries: ['x=%00'] },
  'GET /api/tokens': { path: () => '/api/tokens' },
  'POST /api/tokens': {
    path: () => '/api/tokens',
    body: () => ({ name: 'Fuzz', scope: 'read', expiresInDays: 30 }),
  },
  'DELETE /api/tokens/:id': { path: () => `/api/tokens/${ODD_ID}` },
  'GET /api/placeholder/:w/:h': { path: () => '/api/placeholder/1e309/-1' },
  'GET /api/auth/user': { path: () => '/api/auth/user' },
  'GET /api/auth/verify': { path: () => '/api/auth/verify', queries: ['token=&email=', 'token=a&token=b'] },
  'POST /api/auth/magic-link': {
    path: () => '/api/auth/magic-link',
    body: () => ({ email: 'someone@example.com', sessionDuration: '7' }),
  },
  'POST /api/auth/sessions/revoke-others': { path: () => '/api/auth/sessions/revoke-others' },
  'POST /api/auth/logout': { path: () => '/api/auth/logout' },
  'GET /api/auth/2fa/setup': { path: () => '/api/auth/2fa/setup' },
  'POST /api/auth/2fa/setup': { path: () => '/api/auth/2fa/setup' },
  'POST /api/auth/2fa/backup-codes': {
    path: () => '/api/auth/2fa/backup-codes',
    body: () => ({ token: '123456' }),
  },
  'GET /api/auth/sessions': { path: () => '/api/auth/sessions' },
  'DELETE /api/auth/sessions/:id': { path: () => `/api/auth/sessions/${ODD_ID}` },
  'POST /api/auth/2fa/enable': { path: () => '/api/auth/2fa/enable', body: () => ({ token: '123456' }) },
  'POST /api/auth/2fa/disable': { path: () => '/api/auth/2fa/disable', body: () => ({ token: '123456' }) },
  'POST /api/auth/2fa/verify': { path: () => '/api/auth/2fa/verify', body: () => ({ token: '123456' }) },
  'POST /api/auth/reauthenticate': {
    path: () => '/api/auth/reauthenticate',
    body: () => ({ token: '123456' }),
  },
  'GET /api/auth/methods': { path: () => '/api/auth/methods' },
  'GET /api/auth/passkeys': { path: () => '/api/auth/passkeys' },
  'POST /api/auth/passkeys/registration-options': {
    path: () => '/api/auth/passkeys/registration-options',
    body: () => ({ token: '123456' }),
  },
  'POST /api/auth/passkeys': {
    path: () => '/api/auth/passkeys',
    body: () => ({ name: 'Laptop', credential: passkeyCredential('attestationObject') }),
  },
  'PATCH /api/auth/passkeys/:id': {
    path: () => `/api/auth/passkeys/${ODD_ID}`,
    body: () => ({ name: 'Phone' }),
  },
  'DELETE /api/auth/passkeys/:id': { path: () => `/api/auth/passkeys/${ODD_ID}` },
  'POST /api/auth/passkeys/authentication-options': {
    path: () => '/api/auth/passkeys/authentication-options',
  },
  'POST /api/auth/passkeys/sign-in': {
    path: () => '/api/auth/passkeys/sign-in',
    body: () => ({ credential: passkeyCredential('signature'), sessionDuration: '7' }),
  },
  'GET /api/auth/oidc/start': {
    path: () => '/api/auth/oidc/start',
    queries: ['sessionDuration=1e309', 'a[b]=c'],
  },
  'GET /api/auth/oidc/callback': {
    path: () => '/api/auth/oidc/callback',
    queries: ['code=x&state=y', 'error=access_denied&state=%00', 'iss=javascript:alert(1)'],
  },
  'POST /api/auth/oidc/link': { path: () => '/api/auth/oidc/link', body: () => ({ token: '123456' }) },
  'GET /api/auth/identities': { path: () => '/api/auth/identities' },
  'DELETE /api/auth/identities/:id': { path: () => `/api/auth/identities/${ODD_ID}` },
  'GET /api/accounts': { path: () => '/api/accounts' },
  'POST /api/accounts': { path: () => '/api/accounts', body: validAccount },
  'PUT /api/accounts/:id': { path: () => `/api/accounts/${ids.account}`, body: validAccount },
  'DELETE /api/accounts/:id': { path: () => `/api/accounts/${ODD_ID}` },
  'GET /api/accounts/:id/register': {
    path: () => `/api/accounts/${ids.account}/register`,
    queries: [
      ...LIST_QUERIES,
      'before=abc',
      'before=a&before=b',
      // Well-formed cursors at the ends of every part: they reach the database (decision 080).
      `before=9999-12-31.999999999999999.ffffffff-ffff-ffff-ffff-ffffffffffff.-99999999999999999999.999999999999999.${'f'.repeat(32)}`,
      `before=0001-01-01.0.00000000-0000-0000-0000-000000000000.0.0.${'0'.repeat(32)}&to=0001-01-01`,
    ],
  },
  'GET /api/accounts/:id/balance-series': {
    path: () => `/api/accounts/${ids.account}/balance-series`,
    queries: [...LIST_QUERIES, 'from=2026-02-30', 'from=2026-02-01&to=2026-01-01', 'from=a&from=b'],
  },
  'GET /api/accounts/:id/adjustments': { path: () => `/api/accounts/${ODD_ID}/adjustments` },
  'GET /api/accounts/:id/valuations': { path: () => `/api/accounts/${ODD_ID}/valuations` },
  'POST /api/accounts/:id/valuations': {
    path: () => `/api/accounts/${ids.account}/valuations`,
    body: () => ({ date: '2026-01-15', value: '100.00', source: 'appraisal', notes: 'Bank' }),
  },
  'GET /api/balance-sheet': { path: () => '/api/balance-sheet' },
  'GET /api/journal-entries': { path: () => '/api/journal-entries', queries: LIST_QUERIES },
  'GET /api/preferences': { path: () => '/api/preferences' },
  'PUT /api/preferences': {
    path: () => '/api/preferences',
    body: () => ({ decimalPlaces: 2, summaryPrecision: 'dollars', showPercentages: true }),
  },
  'POST /api/loan': { path: () => '/api/loan', body: validLoan },
  'GET /api/loans': { path: () => '/api/loans' },
  'GET /api/loans/:id': { path: () => `/api/loans/${ODD_ID}` },
  'PUT /api/loans/:id': { path: () => `/api/loans/${ids.loan}`, body: validLoan },
  'DELETE /api/loans/:id': { path: () => `/api/loans/${ODD_ID}` },
  'GET /api/loans/:id/schedule': {
    path: () => `/api/loans/${ids.loan}/schedule`,
    queries: ['extraMonthly=NaN', 'extraMonthly=1e309', 'extraAmount=5&extraDate=2026-13-01'],
  },
  'GET /api/loans/:id/extra-payments': { path: () => `/api/loans/${ids.loan}/extra-payments` },
  'POST /api/loans/:id/extra-payments': {
    path: () => `/api/loans/${ids.loan}/extra-payments`,
    body: () => ({ amount: '100.00', paymentDate: '2025-06-01' }),
  },
  'DELETE /api/loans/:id/extra-payments/:extraId': {
    path: () => `/api/loans/${ids.loan}/extra-payments/${ODD_ID}`,
  },
  'GET /api/transactions': { path: () => '/api/transactions', queries: LIST_QUERIES },
  'POST /api/transactions': { path: () => '/api/transactions', body: () => ({ ...oneOff }) },
  'PUT /api/transactions/:id': {
    path: () => `/api/transactions/${ids.transaction}`,
    body: () => ({ ...oneOff }),
  },
  'GET /api/transactions/payees': {
    path: () => '/api/transactions/payees',
    queries: ['q=%00', 'q=%25_', `q=${'x'.repeat(300)}`, 'q=a&q=b', 'q[x]=1'],
  },
  'GET /api/transactions/count': {
    path: () => '/api/transactions/count',
    queries: ['q=%00', `q=${'x'.repeat(300)}`, 'q=a&q=b', 'min=-1', 'from=2026-02-30', 'cursor=x', 'limit=5'],
  },
  'GET /api/transactions/:id': { path: () => `/api/transactions/${ODD_ID}` },
  'DELETE /api/transactions/:id': { path: () => `/api/transactions/${ODD_ID}` },
  'PATCH /api/transactions/:id/cleared': {
    path: () => `/api/transactions/${ids.transaction}/cleared`,
    body: () => ({ cleared: true, confirmReconciled: true }),
  },
  'POST /api/transactions/bulk': {
    path: () => '/api/transactions/bulk',
    body: () => ({ ids: [ids.transaction], action: 'setCleared', cleared: false }),
  },
  'POST /api/transactions/restore': {
    path: () => '/api/transactions/restore',
    body: () => ({ changeId: '00000000-0000-4000-8000-000000000000' }),
  },
  'POST /api/accounts/:id/reconcile': {
    path: () => `/api/accounts/${ids.account}/reconcile`,
    body: () => ({ statementDate: '2026-01-31', statementBalance: '0.00', dryRun: true }),
  },
  'GET /api/cash-flow/summary': { path: () => '/api/cash-flow/summary', queries: LIST_QUERIES },
  'GET /api/budgets': { path: () => '/api/budgets' },
  'GET /api/budget-categories': { path: () => '/api/budget-categories' },
  'POST /api/budget-categories': {
    path: () => '/api/budget-categories',
    body: () => ({ name: `Fuzz ${Math.random()}`, type: 'expense', color: '#112233', isActive: true }),
  },
  'PUT /api/budget-categories/:id': {
    path: () => `/api/budget-categories/${ids.category}`,
    body: () => ({ name: 'Groceries', type: 'expense', color: '#112233', isActive: true }),
  },
  'DELETE /api/budget-categories/:id': { path: () => `/api/budget-categories/${ODD_ID}` },
  'GET /api/settings': { path: () => '/api/settings' },
  'PUT /api/settings': { path: () => '/api/settings', body: () => ({ timeZone: 'Europe/Paris' }) },
  'GET /api/budgets/:id': { path: () => `/api/budgets/${ODD_ID}` },
  'POST /api/budgets': { path: () => '/api/budgets', body: () => validBudget(ids.category) },
  'PUT /api/budgets/:id': { path: () => `/api/budgets/${ids.budget}`, body: () => validBudget(ids.category) },
  'DELETE /api/budgets/:id': { path: () => `/api/budgets/${ODD_ID}` },
  'POST /api/budgets/:id/copy': {
    path: () => `/api/budgets/${ids.budget}/copy`,
    body: () => ({ name: 'Copy' }),
  },
  'POST /api/budgets/:id/items': {
    path: () => `/api/budgets/${ids.budget}/items`,
    body: () => ({ categoryId: ids.category, amount: '50.00', notes: 'more' }),
  },
  'PUT /api/budgets/:id/items/:itemId': {
    path: () => `/api/budgets/${ids.budget}/items/${ids.item}`,
    body: () => ({ categoryId: ids.category, amount: '75.00', notes: 'less' }),
  },
  'DELETE /api/budgets/:id/items/:itemId': { path: () => `/api/budgets/${ids.budget}/items/${ODD_ID}` },
  'GET /api/cash-flow-projections': { path: () => '/api/cash-flow-projections', queries: LIST_QUERIES },
  'PUT /api/cash-flow-projections/:month': {
    path: () => '/api/cash-flow-projections/2026-12',
    body: () => ({ notes: 'Holidays' }),
  },
  'GET /api/net-worth/history': { path: () => '/api/net-worth/history', queries: LIST_QUERIES },
  'GET /api/net-worth/change': {
    path: () => '/api/net-worth/change',
    queries: [...LIST_QUERIES, 'from=2026-01-01', 'from=0001-01-01', 'from=2026-01-01&to=9999-12-31'],
  },
  'GET /api/accounts/:id/history': {
    path: () => `/api/accounts/${ids.account}/history`,
    queries: LIST_QUERIES,
  },
  'GET /api/export': { path: () => '/api/export', queries: ['format=nope', 'format=csv', 'format='] },
  // Files are fuzzed by fuzz.test.ts; here the routes get hostile ids and bodies of the wrong shape.
  'GET /api/accounts/:id/imports': { path: () => `/api/accounts/${ODD_ID}/imports` },
  'POST /api/accounts/:id/imports/preview': {
    path: () => `/api/accounts/${ids.account}/imports/preview`,
    body: () => ({ fileName: 'x.csv', content: '' }),
  },
  'POST /api/accounts/:id/imports': {
    path: () => `/api/accounts/${ids.account}/imports`,
    body: () => ({ fileName: 'x.csv', content: '' }),
  },
  'DELETE /api/imports/:id': { path: () => `/api/imports/${ODD_ID}` },
  'GET /api/rules': { path: () => '/api/rules' },
  'POST /api/rules': { path: () => '/api/rules', body: () => validRule() },
  'PUT /api/rules/:id': { path: () => `/api/rules/${ODD_ID}`, body: () => validRule() },
  'DELETE /api/rules/:id': { path: () => `/api/rules/${ODD_ID}` },
  'POST /api/rules/preview': { path: () => '/api/rules/preview', body: () => validRule() },
  'POST /api/rules/:id/apply': { path: () => `/api/rules/${ODD_ID}/apply` },
  'GET /api/rule-runs': { path: () => '/api/rule-runs' },
  'DELETE /api/rule-runs/:id': { path: () => `/api/rule-runs/${ODD_ID}` },
  'GET /api/rules/suggestion': {
    path: () => '/api/rules/suggestion',
    queries: [
      'description=coffee&type=expense',
      'description=&type=x',
      'description=abc&type=income&amount=1e309',
      'description=abc&type=income&accountId=x',
      ...LIST_QUERIES,
    ],
  },
  'GET /api/rules/offer': {
    path: () => '/api/rules/offer',
    queries: ['transactionId=x', 'transactionId=00000000-0000-0000-0000-000000000000', ...LIST_QUERIES],
  },
  'GET /api/exchange-rates': {
    path: () => '/api/exchange-rates',
    queries: [
      'base=eur&quote=USD',
      'from=2026-11-05&to=2026-11-01',
      'limit=100000',
      'base=XX',
      ...LIST_QUERIES,
    ],
  },
  'POST /api/exchange-rates': {
    path: () => '/api/exchange-rates',
    body: () => ({ rateDate: '2026-11-20', base: 'EUR', quote: 'USD', rate: '1.0842' }),
  },
  'DELETE /api/exchange-rates/:id': { path: () => `/api/exchange-rates/${ODD_ID}` },
  'POST /api/exchange-rates/import': {
    path: () => '/api/exchange-rates/import',
    body: () => ({
      fileName: 'eurofxref-hist.csv',
      content: Buffer.from('Date,USD,\n2026-11-20,1.0412,\n').toString('base64'),
    }),
  },
  'POST /api/import/backup': { path: () => '/api/import/backup', body: () => ({ backup: {} }) },
  // Never the right address: a case must not delete the user the others run as.
  'POST /api/account/delete': {
    path: () => '/api/account/delete',
    body: () => ({ email: 'not-this-user@example.com' }),
  },
};

/** Values each field is set to, one at a time. */
const HOSTILE: unknown[] = [
  null,
  '',
  -1,
  1e20,
  1.5,
  '1e309',
  'NaN',
  '99999999999999999999.99',
  '9999999999999.99',
  '-0.001',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31',
  // Issue 27: dates outside 1900-01-01..2100-12-31 (a daily series from 1760 stalled the server).
  '1760-01-01',
  '0001-01-01',
  '2101-01-01',
  'x'.repeat(20_000),
  '\u0000',
  [],
  {},
  true,
  '00000000-0000-0000-0000-000000000000',
];

/** Rows of a raw query (both drivers answer with `rows`). */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Row counts of every table and every account's balance, as one text: equal means unchanged. */
async function databaseState(): Promise<string> {
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts = tables.map(
    (r): SQL => sql`select ${r.name}::text as t, count(*)::text as n from ${sql.identifier(r.name)}`,
  );
  const [first, ...rest] = counts;
  if (!first) return '';
  const union = rest.reduce((acc: SQL, q: SQL) => sql`${acc} union all ${q}`, first);
  const rows = await rowsOf<{ t: string; n: string }>(union);
  const [balances] = await rowsOf<{ b: string | null }>(
    sql`select string_agg(id::text || '=' || current_balance::text, ',' order by id) as b from accounts`,
  );
  return `${rows.map((r) => `${r.t}:${r.n}`).join(' ')} | ${balances?.b ?? ''}`;
}

async function expectSafe(
  method: string,
  path: string,
  body: unknown,
  what: string,
  client: ApiClient = api,
): Promise<void> {
  const before = await databaseState();
  const res = await client.request(method as 'POST', path, body);
  expect(res.statusCode, what).toBeLessThan(500);
  if (res.statusCode >= 400)
    expect(await databaseState(), `${what}: a ${res.statusCode} changed the database`).toBe(before);
}

describe('every route of the route table, one field at a time', () => {
  it('has a case for every API route the app registers, and none for a route it does not', async () => {
    const table = await apiRouteTable(t.app.deps);
    expect(table.length).toBeGreaterThan(30);
    expect(
      table.filter((route) => !(route in CASES)),
      'routes without a fuzz case',
    ).toEqual([]);
    expect(
      Object.keys(CASES).filter((route) => !table.includes(route)),
      'cases for no route',
    ).toEqual([]);
  });

  it('the database snapshot sees a row added and a balance moved', async () => {
    const before = await databaseState();
    const created = await api.post('/api/accounts', { ...validAccount(), accountName: 'Seen' });
    expect(created.statusCode).toBe(201);
    const added = await databaseState();
    expect(added).not.toBe(before);
    const moved = await api.put(`/api/accounts/${created.json().id}`, {
      ...validAccount(),
      currentBalance: '101.00',
    });
    expect(moved.statusCode).toBe(200);
    expect((await databaseState()).split(' | ')[1]).not.toBe(added.split(' | ')[1]);
  });

  for (const [route, c] of Object.entries(CASES)) {
    const method = route.split(' ')[0] ?? 'GET';
    it(route, async () => {
      // A session of its own (same user): a case that ends sessions leaves the others signed in.
      const client = (await signIn(t, 'fuzz-fields@example.com')).api;
      expect((await client.get('/api/auth/user')).statusCode).toBe(200);
      if (c.body) {
        const valid = c.body();
        for (const field of Object.keys(valid)) {
          for (const value of HOSTILE) {
            const label = `${route} ${field}=${JSON.stringify(value)?.slice(0, 30)}`;
            await expectSafe(method, c.path(), { ...c.body(), [field]: value }, label, client);
          }
        }
        await expectSafe(
          method,
          c.path(),
          { ...valid, unexpected: 'field' },
          `${route} unknown field`,
          client,
        );
        return;
      }
      await expectSafe(method, c.path(), undefined, route);
      for (const query of c.queries ?? [])
        await expectSafe(method, `${c.path()}?${query}`, undefined, `${route}?${query}`);
    }, 120_000);
  }
});
