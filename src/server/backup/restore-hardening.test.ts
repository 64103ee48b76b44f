import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Backup, RESTORE_CAPS, RESTORES_PER_HOUR } from '../../shared/backup';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { fillBook } from './test-book';

// Issue 27, items 2 to 4 (docs/security.md R29): a restore skipped field validation (a loan at −50 %
// left lasting 500s), echoed SQL in its errors, and a 42 MB body held every request for 30 s.

let t: TestApp;
let alice: SignedIn;
let backup: Backup;
let base: string;

beforeAll(async () => {
  t = await startTestApp();
  alice = await signIn(t, 'restore-owner@example.com');
  await fillBook(t, alice);
  backup = (await alice.api.get('/api/export?format=json')).json<Backup>();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
});

const copy = (): Backup => structuredClone(backup);
/** The first row of a table of a backup copy, to spoil. */
const firstRow = (b: Backup, table: string) =>
  (b.tables[table] as Record<string, unknown>[])[0] as Record<string, unknown>;
let users = 0;
const fresh = () => signIn(t, `restorer-${++users}@example.com`);

async function expectRefused(who: SignedIn, body: unknown, field: string) {
  const res = await who.api.post('/api/import/backup', body);
  expect(res.statusCode, res.body).toBe(400);
  const answer = res.json<{ error: string; fields: Record<string, string> }>();
  expect(Object.keys(answer.fields)).toEqual([field]);
  // Nothing was written: the pages that broke after such a restore still answer, and are empty.
  for (const url of ['/api/loans', '/api/cash-flow-projections', '/api/accounts', '/api/transactions']) {
    const page = await who.api.get(url);
    expect(page.statusCode, url).toBe(200);
  }
  expect((await who.api.get('/api/loans')).json()).toEqual([]);
  return answer;
}

describe('R29: every restored row passes the API’s contract', () => {
  it('refuses a loan at −50 % interest, naming table, row and field', async () => {
    const body = copy();
    firstRow(body, 'loans').interestRate = '-50';
    const answer = await expectRefused(await fresh(), body, 'tables.loans.0.interestRate');
    expect(answer.error).toMatch(/^Row 1 of loans, interestRate: /);
  });

  it('refuses a 2,000-year term, a date out of range and an unknown column', async () => {
    const term = copy();
    firstRow(term, 'loans').termYears = 2000;
    await expectRefused(await fresh(), term, 'tables.loans.0.termYears');

    const dated = copy();
    firstRow(dated, 'transactions').transactionDate = '0001-01-01';
    await expectRefused(await fresh(), dated, 'tables.transactions.0.transactionDate');

    const extra = copy();
    firstRow(extra, 'accounts').x = 1;
    await expectRefused(await fresh(), extra, 'tables.accounts.0.x');

    const journal = copy();
    (journal.journal[0] as unknown as Record<string, unknown>).entryDate = '1760-01-01';
    await expectRefused(await fresh(), journal, 'journal.0.entryDate');
  });

  it('the unchanged export still restores', async () => {
    const res = await (await fresh()).api.post('/api/import/backup', copy());
    expect(res.statusCode, res.body).toBe(201);
  });

  it('restores rows that leave out a column beside rows that hold it, each taking the column default', async () => {
    // A backup edited by hand, or written before the column: every other transaction has no "cleared".
    const body = copy();
    const rows = body.tables.transactions as Record<string, unknown>[];
    for (const row of rows) row.cleared = true;
    for (const [i, row] of rows.entries()) if (i % 2 === 1) delete row.cleared;
    const who = await fresh();
    const res = await who.api.post('/api/import/backup', body);
    expect(res.statusCode, res.body).toBe(201);
    const restored = (await who.api.get('/api/export?format=json')).json<Backup>().tables.transactions as {
      description: string;
      cleared: boolean;
    }[];
    const cleared = (list: readonly Record<string, unknown>[]) =>
      list.map((r) => [r.description, r.cleared ?? false]).sort();
    expect(cleared(restored)).toEqual(cleared(rows));
    expect(restored.filter((r) => r.cleared).length).toBe(Math.ceil(rows.length / 2));
  });
});

describe('restore errors carry no SQL', () => {
  it('a budget item naming a category of no backup is a 400 naming the row, with no SQL text', async () => {
    const body = copy();
    const budget = (body.tables.budgets as Record<string, unknown>[])[0];
    body.tables.budget_items = [
      { id: randomUUID(), budgetId: budget?.id, categoryId: randomUUID(), amount: '10.00', notes: null },
    ];
    const answer = await expectRefused(await fresh(), body, 'tables.budget_items.0.categoryId');
    expect(JSON.stringify(answer)).not.toMatch(/insert|select|values|failed query|\$1/i);
  });

  it('a row the database refuses (a category name twice) is named in words, never in SQL', async () => {
    const body = copy();
    const categories = body.tables.budget_categories as Record<string, unknown>[];
    categories.push({ ...categories[0], id: randomUUID(), slug: null, accountId: null });
    const res = await (await fresh()).api.post('/api/import/backup', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('This backup cannot be restored: a row appears twice');
    expect(res.body).not.toMatch(/insert|budget_categories_user|values|failed query|\$1/i);
  });
});

/** A request on a connection of its own; resolves with the status, body and when it finished. */
function send(path: string, who: SignedIn | null, body?: string) {
  return new Promise<{ status: number; body: string; at: number }>((resolve, reject) => {
    const req = request(
      `${base}${path}`,
      {
        method: body === undefined ? 'GET' : 'POST',
        agent: false,
        headers: {
          origin: t.config.appUrl,
          ...(who ? { cookie: who.cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, at: performance.now() }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('R29: a huge restore neither blocks the server nor can be repeated at will', () => {
  it('5.5 million {"x":1} rows: a quick 400 naming the table, and /api/health answers meanwhile', async () => {
    const who = await fresh();
    const rows = '{"x":1},'.repeat(5_500_000).slice(0, -1);
    const body = `{"format":"networth-backup","version":1,"tables":{"accounts":[${rows}]},"journal":[]}`;
    expect(body.length).toBeGreaterThan(40_000_000);
    const started = performance.now();
    const restoring = send('/api/import/backup', who, body);
    let done = false;
    void restoring.then(() => {
      done = true;
    });
    const latencies: number[] = [];
    while (!done && latencies.length < 500) {
      const before = performance.now();
      const health = await send('/api/health', null);
      expect(health.status).toBe(200);
      latencies.push(performance.now() - before);
    }
    const res = await restoring;
    expect(res.status, res.body).toBe(400);
    expect(JSON.parse(res.body).fields).toEqual({
      'tables.accounts': `A table may hold at most ${RESTORE_CAPS.rowsPerTable} rows`,
    });
    const total = res.at - started;
    expect(latencies.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...latencies)).toBeLessThan(Math.max(total / 3, 50));
  }, 120_000);

  it(`allows ${RESTORES_PER_HOUR} restores an hour per user, then 429`, async () => {
    const who = await fresh();
    for (let i = 0; i < RESTORES_PER_HOUR - 1; i++) {
      expect((await who.api.post('/api/import/backup', { format: 'nope' })).statusCode).toBe(400);
    }
    const last = await who.api.post('/api/import/backup', { format: 'nope' });
    expect(last.statusCode).toBe(400);
    const over = await who.api.post('/api/import/backup', copy());
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    t.clock.advance(60 * 60_000 + 1);
    expect((await who.api.post('/api/import/backup', copy())).statusCode).toBe(201);
  });
});
