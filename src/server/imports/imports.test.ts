import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ImportRecord } from '../../shared/imports';
import type { RegisterPage } from '../../shared/register';
import type { Transaction } from '../../shared/transactions';
import { transactions } from '../db/schema';
import { expectBooksHold } from '../ledger/test-invariants';
import { startAppWithUsers } from '../test/app-with-users';
import { type SignedIn, signIn } from '../test/client';
import type { TestApp } from '../test/test-app';
import { create as createTransaction, oneOff } from '../transactions/test-fixtures';
import { b64, balanceOf, checking, commitNew, fixtureB64, preview } from './test-helpers';

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
startAppWithUsers(['alice@example.com', 'bob@example.com'], (app, users) => {
  t = app;
  [alice, bob] = users;
});

const usCsv = () => ({ fileName: 'us.csv', content: fixtureB64('us-bank-debit-credit.csv') });

describe('POST /api/accounts/:id/imports/preview', () => {
  it('previews a CSV with its proposed mapping and a status per row, writing nothing', async () => {
    const account = await checking(alice);
    const shown = await preview(alice, account.id, usCsv());
    expect(shown.format).toBe('csv');
    expect(shown.csv?.mapping).toMatchObject({ debitColumn: 3, creditColumn: 4, dateFormat: 'MDY' });
    expect(shown.csv?.remembered).toBe(false);
    expect(shown.counts).toEqual({ total: 7, new: 7, duplicate: 0, transfer: 0, error: 0 });
    expect(shown.rows[1]).toMatchObject({
      line: 3,
      status: 'new',
      date: '2026-01-05',
      description: 'WHOLE FOODS MARKET #10234 AUSTIN TX',
      amount: '-84.23',
    });
    expect(await balanceOf(alice, account.id)).toBe('100.00');
  });

  it('shows unreadable rows with their line and reason', async () => {
    const account = await checking(alice);
    const content = b64('Date,Payee,Amount\n2026-01-01,A,1.00\n2026-01-02,B,12.3.4\n2026-01-03,C,12.345\n');
    const shown = await preview(alice, account.id, { fileName: 'a.csv', content });
    expect(shown.rows[1]).toMatchObject({
      line: 3,
      status: 'error',
      reason: 'Line 3: Amount "12.3.4" is not a number',
    });
    expect(shown.rows[2]).toMatchObject({
      status: 'new',
      amount: '12.35',
      notice: 'Amount 12.345 has more than cents: rounded half up to 12.35',
    });
  });

  it('refuses a file over 5 MB with 413 and a body over the route limit with 413', async () => {
    const account = await checking(alice);
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 'a').toString('base64');
    const res = await alice.api.post(`/api/accounts/${account.id}/imports/preview`, {
      fileName: 'a.csv',
      content: big,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/5 MB/);
    const huge = await alice.api.request('POST', `/api/accounts/${account.id}/imports/preview`, {
      fileName: 'a.csv',
      content: 'QUFB'.repeat(2_600_000),
    });
    expect(huge.statusCode).toBe(413);
  });

  it('refuses a binary file, XML entity expansion and bad options with 400 naming the field', async () => {
    const account = await checking(alice);
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]).toString('base64');
    let res = await alice.api.post(`/api/accounts/${account.id}/imports/preview`, {
      fileName: 'a.csv',
      content: zip,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fields: { content: expect.stringMatching(/zip archive or an Excel/) },
    });
    res = await alice.api.post(`/api/accounts/${account.id}/imports/preview`, {
      fileName: 'x.xml',
      content: fixtureB64('hostile-entity-expansion.xml'),
    });
    expect(res.statusCode).toBe(400);
    res = await alice.api.post(`/api/accounts/${account.id}/imports/preview`, {
      fileName: 'a.csv',
      content: b64('a,b\n'),
      options: { csv: { delimiter: ',' } },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)[0]).toMatch(/^options\.csv/);
  });
});

describe('commit, duplicates, history and undo', () => {
  it('posts the chosen rows in one go, moves the balance and the register, and undo restores both', async () => {
    const account = await checking(alice, '100.00');
    const record = await commitNew(alice, account.id, usCsv());
    expect(record).toMatchObject({ fileName: 'us.csv', format: 'csv', rowsImported: 7, rowsSkipped: 0 });
    // 100 + 1500 - 84.23 - 250 + 2345.67 - 15.49 - 1 - 1200
    expect(await balanceOf(alice, account.id)).toBe('2394.95');
    const register = (await alice.api.get(`/api/accounts/${account.id}/register`)).json<RegisterPage>();
    // The balance was stated long before the file's rows (test-helpers): they sit on top of it.
    expect(register.rows[0]).toMatchObject({ date: '2026-02-01', amount: '-1200.00', balance: '2394.95' });
    expect(register.rows.at(-1)).toMatchObject({ kind: 'opening', date: '2000-01-01', balance: '100.00' });
    const list = (await alice.api.get(`/api/accounts/${account.id}/imports`)).json<ImportRecord[]>();
    expect(list.map((r) => r.id)).toEqual([record.id]);

    // The same file again: every row is a duplicate now.
    const again = await preview(alice, account.id, usCsv());
    expect(again.counts).toMatchObject({ new: 0, duplicate: 7 });
    expect(again.csv?.remembered).toBe(true);

    const undo = await alice.api.delete(`/api/imports/${record.id}`);
    expect(undo.statusCode).toBe(204);
    expect(await balanceOf(alice, account.id)).toBe('100.00');
    const after = (await alice.api.get(`/api/accounts/${account.id}/register`)).json<RegisterPage>();
    expect(after.rows.map((r) => r.kind)).toEqual(['opening']);
    expect((await alice.api.get(`/api/accounts/${account.id}/imports`)).json()).toEqual([]);
    expect((await alice.api.delete(`/api/imports/${record.id}`)).statusCode).toBe(404);
  });

  it('imports once when the commit is sent again with its Idempotency-Key, the parse reused or not', async () => {
    const account = await checking(alice, '100.00');
    const shown = await preview(alice, account.id, usCsv());
    const rows = shown.rows.map((r) => ({ line: r.line, categoryId: r.categoryId }));
    const send = () =>
      alice.api.request(
        'POST',
        `/api/accounts/${account.id}/imports`,
        { ...usCsv(), rows },
        { 'idempotency-key': 'import-once' },
      );
    const first = await send();
    const second = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json<ImportRecord>().id).toBe(first.json<ImportRecord>().id);
    expect(await balanceOf(alice, account.id)).toBe('2394.95');
    const imported = await t.database.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.accountId, account.id));
    expect(imported).toHaveLength(7);
    // The commit checked the books it wrote to: the same file now shows only duplicates.
    expect((await preview(alice, account.id, usCsv())).counts).toMatchObject({ new: 0, duplicate: 7 });
    await expectBooksHold(t.database.db);
  });

  it('undo removes exactly its transactions: one entered by hand stays', async () => {
    const account = await checking(alice, '0.00');
    const kept = await createTransaction(alice, {
      ...oneOff,
      accountId: account.id,
      transactionDate: '2025-06-01',
    });
    const record = await commitNew(alice, account.id, {
      fileName: 'b.ofx',
      content: fixtureB64('ofx1-sgml.ofx'),
    });
    expect(record.rowsImported).toBe(3);
    await alice.api.delete(`/api/imports/${record.id}`);
    const left = (await alice.api.get(`/api/transactions?accountId=${account.id}&recurring=false`)).json<
      Transaction[]
    >();
    expect(left.map((x) => x.id)).toEqual([kept.id]);
    expect(await balanceOf(alice, account.id)).toBe('-42.50');
  });

  it('marks OFX rows by FITID and CSV rows by date ±3 days, amount and payee', async () => {
    const account = await checking(alice, '0.00');
    await commitNew(alice, account.id, { fileName: 'a.ofx', content: fixtureB64('ofx1-sgml.ofx') });
    const ofx = await preview(alice, account.id, { fileName: 'a.ofx', content: fixtureB64('ofx1-sgml.ofx') });
    expect(ofx.rows.map((r) => r.status)).toEqual(['duplicate', 'duplicate', 'duplicate']);
    expect(ofx.rows[0]?.reason).toBe('Already imported (bank id 2026010501)');
    // The same purchases as a CSV three days later, one amount different.
    const csv = b64(
      'Date,Payee,Amount\n2026-01-08,Whole Foods Market,-84.23\n2026-01-12,Check 1042 & Co,-250.01\n',
    );
    const shown = await preview(alice, account.id, { fileName: 'b.csv', content: csv });
    expect(shown.rows.map((r) => r.status)).toEqual(['duplicate', 'new']);
  });

  it('can include a duplicate, proposes categories from earlier payees, and takes a chosen category', async () => {
    const account = await checking(alice, '0.00');
    const categories = (await alice.api.get('/api/budget-categories')).json<
      { id: string; slug: string; type: string }[]
    >();
    const food = categories.find((c) => c.slug === 'food' && c.type === 'expense');
    const salary = categories.find((c) => c.slug === 'salary');
    if (!food || !salary) throw new Error('starting categories missing');
    await createTransaction(alice, {
      ...oneOff,
      description: 'WHOLE FOODS MARKET',
      categoryId: food.id,
      accountId: null,
      tags: [],
    });
    const file = { fileName: 'a.qif', content: fixtureB64('bank.qif') };
    const shown = await preview(alice, account.id, file);
    expect(shown.rows[0]).toMatchObject({ description: 'WHOLE FOODS MARKET', categoryId: food.id });
    expect(shown.rows[3]).toMatchObject({ status: 'error', line: 17 });
    const res = await alice.api.post(`/api/accounts/${account.id}/imports`, {
      ...file,
      rows: [
        { line: 2, categoryId: food.id },
        { line: 8, categoryId: salary.id },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ rowsImported: 2, rowsSkipped: 2 });
    const txs = (await alice.api.get(`/api/transactions?accountId=${account.id}&recurring=false`)).json<
      Transaction[]
    >();
    expect(txs.map((x) => [x.description, x.type, x.categoryId, x.amount])).toEqual([
      ['ACME CORP PAYROLL', 'income', salary.id, '2345.67'],
      ['WHOLE FOODS MARKET', 'expense', food.id, '84.23'],
    ]);
  });

  it('refuses a wrong category, an error line or an unknown line with 400, writing nothing', async () => {
    const account = await checking(alice, '0.00');
    const categories = (await alice.api.get('/api/budget-categories')).json<
      { id: string; slug: string; type: string }[]
    >();
    const salary = categories.find((c) => c.slug === 'salary');
    const file = { fileName: 'a.qif', content: fixtureB64('bank.qif') };
    for (const rows of [
      [
        { line: 2, categoryId: null },
        { line: 12, categoryId: salary?.id ?? null },
      ],
      [
        { line: 2, categoryId: null },
        { line: 17, categoryId: null },
      ],
      [{ line: 99, categoryId: null }],
      [{ line: 2, categoryId: '00000000-0000-4000-8000-000000000000' }],
    ]) {
      const res = await alice.api.post(`/api/accounts/${account.id}/imports`, { ...file, rows });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().fields)[0]).toMatch(/^rows\.\d\.(line|categoryId)$/);
    }
    expect(await balanceOf(alice, account.id)).toBe('0.00');
    expect((await alice.api.get(`/api/accounts/${account.id}/imports`)).json()).toEqual([]);
  });

  it('refuses a batch whose one row the database refuses, changing nothing', async () => {
    // A user of their own: the opening equity all accounts share must not overflow first.
    const carol = await signIn(t, 'overflow@example.com');
    const account = await checking(carol, '9999999999950.00');
    // Each row fits a transaction, but the one in the middle takes the balance past numeric(15,2).
    const content = b64(
      'Date,Payee,Amount\n2026-01-01,Bakery,-5.00\n2026-01-02,Windfall,100.00\n2026-01-03,Cafe,-3.00\n',
    );
    const shown = await preview(carol, account.id, { fileName: 'big.csv', content });
    expect(shown.counts).toMatchObject({ new: 3, error: 0 });
    const rows = shown.rows.map((r) => ({ line: r.line, categoryId: r.categoryId }));
    const res = await carol.api.post(`/api/accounts/${account.id}/imports`, {
      fileName: 'big.csv',
      content,
      rows,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(await balanceOf(carol, account.id)).toBe('9999999999950.00');
    expect((await carol.api.get(`/api/accounts/${account.id}/imports`)).json()).toEqual([]);
    const left = await t.database.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.accountId, account.id));
    expect(left).toEqual([]);
    await expectBooksHold(t.database.db);
  });

  it('imports CAMT and then a European CSV of the same month with the right signs', async () => {
    const account = await checking(alice, '0.00');
    const record = await commitNew(alice, account.id, {
      fileName: 's.xml',
      content: fixtureB64('camt053.xml'),
    });
    expect(record.format).toBe('camt');
    expect(await balanceOf(alice, account.id)).toBe('3082.61');
    const eu = await commitNew(alice, account.id, {
      fileName: 'u.csv',
      content: fixtureB64('eu-bank-semicolon.csv'),
    });
    // The salary duplicates the CAMT row (same day, amount, payee); REWE's payee differs ("& Co. oHG").
    expect(eu).toMatchObject({ rowsImported: 4, rowsSkipped: 1 });
    expect(await balanceOf(alice, account.id)).toBe('1874.82');
  });
});

describe('isolation', () => {
  it("answers 404 for another user's account and import", async () => {
    const account = await checking(alice, '0.00');
    const record = await commitNew(alice, account.id, {
      fileName: 'a.ofx',
      content: fixtureB64('ofx1-sgml.ofx'),
    });
    const body = { fileName: 'a.ofx', content: fixtureB64('ofx1-sgml.ofx') };
    expect((await bob.api.post(`/api/accounts/${account.id}/imports/preview`, body)).statusCode).toBe(404);
    expect(
      (
        await bob.api.post(`/api/accounts/${account.id}/imports`, {
          ...body,
          rows: [{ line: 39, categoryId: null }],
        })
      ).statusCode,
    ).toBe(404);
    expect((await bob.api.get(`/api/accounts/${account.id}/imports`)).statusCode).toBe(404);
    expect((await bob.api.delete(`/api/imports/${record.id}`)).statusCode).toBe(404);
    expect((await alice.api.get(`/api/accounts/${account.id}/imports`)).json()).toHaveLength(1);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/accounts/${account.id}/imports` })).statusCode,
    ).toBe(401);
  });
});
