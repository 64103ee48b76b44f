import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDto, BalanceSheetDto, JournalPageDto } from '../../shared/account-dtos';
import type { Backup } from '../../shared/backup';
import type { LoanView } from '../../shared/loans';
import type { TransactionSearchPage } from '../../shared/transactions';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { fillBook } from './test-book';

let t: TestApp;
let alice: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  alice = await signIn(t, 'alice@example.com');
  await fillBook(t, alice);
});
afterAll(async () => {
  await t.close();
});

const exportJson = async (who: SignedIn) => {
  const res = await who.api.get('/api/export?format=json');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/attachment; filename="networth-backup-/);
  return { text: res.body, backup: res.json<Backup>() };
};

/** What a person sees of their book, with ids left out so two books can be compared. */
async function view(who: SignedIn) {
  const sheet = (await who.api.get('/api/balance-sheet')).json<BalanceSheetDto>();
  const accounts = (await who.api.get('/api/accounts')).json<AccountDto[]>();
  const journal = (await who.api.get('/api/journal-entries?limit=100')).json<JournalPageDto>();
  expect(journal.total).toBeLessThanOrEqual(100);
  const loans = (await who.api.get('/api/loans')).json<LoanView[]>();
  const schedules = [];
  for (const loan of loans) {
    schedules.push((await who.api.get(`/api/loans/${loan.id}/schedule`)).json());
    schedules.push(
      (await who.api.get(`/api/loans/${loan.id}/extra-payments`))
        .json<{ amount: string; paymentDate: string }[]>()
        .map((e) => [e.amount, e.paymentDate]),
    );
  }
  const budgets = (await who.api.get('/api/budgets')).json<{ name: string; totalIncome: string }[]>();
  const categories = (await who.api.get('/api/budget-categories')).json<{ name: string }[]>();
  const nameOf = new Map(accounts.map((a) => [a.id, a.accountName]));
  const split = (await who.api.get('/api/transactions?q=Target')).json<TransactionSearchPage>().transactions;
  return {
    split: split.map((r) => [r.notes, r.splits.map((p) => [p.categoryName, p.amount, p.memo])]),
    sheet,
    accounts: accounts.map((a) => [a.accountName, a.accountType, a.currentBalance]),
    journal: journal.entries.map((e) => ({
      date: e.entryDate,
      description: e.description,
      lines: e.lines.map((l) => [l.account, l.debit, l.credit]),
    })),
    loans: loans.map((l) => ({
      ...l,
      id: undefined,
      accountId: undefined,
      assetAccountId: undefined,
      fundingAccountId: undefined,
      createdAt: undefined,
      updatedAt: undefined,
    })),
    schedules,
    budgets: budgets.map((b) => [b.name, b.totalIncome]),
    categories: categories.map((c) => c.name).sort(),
    nameCount: nameOf.size,
  };
}

describe('GET /api/export?format=json', () => {
  it('holds the whole book with a format version, and no session, token or two-factor secret', async () => {
    const { text, backup } = await exportJson(alice);
    expect(backup).toMatchObject({ format: 'networth-backup', version: 1, email: 'alice@example.com' });
    for (const table of [
      'accounts',
      'budget_categories',
      'loans',
      'extra_payments',
      'transactions',
      'budgets',
      'balance_assertions',
      'imports',
    ]) {
      expect(backup.tables[table]?.length, table).toBeGreaterThan(0);
    }
    expect(backup.journal.length).toBeGreaterThan(10);
    expect(text).not.toMatch(/session|twoFactor|two_factor|backupCode|magic/i);
    expect(text).not.toContain(alice.cookie.split('=')[1]);
    expect(text).not.toContain(alice.user.id);
  });

  it('is refused without a session and with an unknown format', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/export' })).statusCode).toBe(401);
    expect((await alice.api.get('/api/export?format=xls')).statusCode).toBe(400);
  });
});

describe('POST /api/import/backup', () => {
  it('restores as another user into an identical book: balances, journal, loans and schedules, budgets', async () => {
    const { backup } = await exportJson(alice);
    const carol = await signIn(t, 'carol@example.com');
    // Reading categories creates the starting ones: the book is still empty and can take the backup.
    await carol.api.get('/api/budget-categories');
    const res = await carol.api.post('/api/import/backup', backup);
    expect(res.statusCode, res.body).toBe(201);
    const [a, c] = [await view(alice), await view(carol)];
    // The summary counts the accounts a person keeps, as /api/accounts lists them.
    expect(res.json()).toMatchObject({
      accounts: (await carol.api.get('/api/accounts')).json<AccountDto[]>().length,
      transactions: backup.tables.transactions?.length,
    });
    expect(c.sheet).toEqual(a.sheet);
    expect(c.accounts).toEqual(a.accounts);
    expect(c.journal).toEqual(a.journal);
    expect(c.loans).toEqual(a.loans);
    expect(c.schedules).toEqual(a.schedules);
    expect(c.budgets).toEqual(a.budgets);
    expect(c.categories).toEqual(a.categories);
    // Every entry keeps the moment it was first recorded, which orders a day's entries.
    const times = (b: typeof backup) => b.journal.map((e) => [e.entryDate, e.description, e.createdAt]);
    expect(times((await exportJson(carol)).backup)).toEqual(times(backup));
    // The rules came along, naming Carol's own category and account, and their run can be undone.
    const rulesOf = async (who: SignedIn) =>
      (await who.api.get('/api/rules')).json<{ summary: string; actions: { categoryId?: string }[] }[]>();
    const [aliceRules, carolRules] = [await rulesOf(alice), await rulesOf(carol)];
    expect(carolRules.map((r) => r.summary)).toEqual(aliceRules.map((r) => r.summary));
    expect(carolRules[0]?.summary).toBe(
      'If payee starts with "WHOLE FOODS" and account Checking: category Shopping',
    );
    expect(carolRules[0]?.actions[0]?.categoryId).not.toBe(aliceRules[0]?.actions[0]?.categoryId);
    const runs = (await carol.api.get('/api/rule-runs')).json<{ id: string; changed: number }[]>();
    expect(runs.map((r) => r.changed)).toEqual([1]);
    expect((await carol.api.delete(`/api/rule-runs/${runs[0]?.id}`)).json()).toEqual({
      restored: 1,
      kept: 0,
    });
    // Alice's book is untouched, and Carol's import history came along (undo still works).
    const carolAccounts = (await carol.api.get('/api/accounts')).json<AccountDto[]>();
    const checking = carolAccounts.find((x) => x.accountName === 'Checking');
    const history = (await carol.api.get(`/api/accounts/${checking?.id}/imports`)).json<{ id: string }[]>();
    expect(history).toHaveLength(1);
    expect((await carol.api.delete(`/api/imports/${history[0]?.id}`)).statusCode).toBe(204);
    expect((await view(alice)).sheet).toEqual(a.sheet);
  });

  it('refuses with 409 when the book has accounts, and 400 for a file that is not a backup', async () => {
    const { backup } = await exportJson(alice);
    const res = await alice.api.post('/api/import/backup', backup);
    expect(res.statusCode).toBe(409);
    const dave = await signIn(t, 'dave@example.com');
    expect((await dave.api.post('/api/import/backup', { format: 'other' })).statusCode).toBe(400);
    expect((await dave.api.post('/api/import/backup', { ...backup, version: 99 })).statusCode).toBe(400);
  });

  it('refuses a tampered backup (a balance that its journal does not give) and keeps nothing', async () => {
    const { backup } = await exportJson(alice);
    const accounts = backup.tables.accounts ?? [];
    const tampered = {
      ...backup,
      tables: {
        ...backup.tables,
        accounts: accounts.map((a, i) => (i === 0 ? { ...a, currentBalance: '1.00' } : a)),
      },
    };
    const erin = await signIn(t, 'erin@example.com');
    const res = await erin.api.post('/api/import/backup', tampered);
    expect(res.statusCode, res.body).toBe(400);
    expect((await erin.api.get('/api/accounts')).json()).toEqual([]);
    // A line naming an account outside the backup cannot reach anyone's account.
    const foreign = {
      ...backup,
      journal: backup.journal.map((e, i) =>
        i === 0 ? { ...e, lines: e.lines.map((l) => ({ ...l, accountId: 'not-in-backup' })) } : e,
      ),
    };
    expect((await erin.api.post('/api/import/backup', foreign)).statusCode).toBe(400);
    expect((await erin.api.get('/api/accounts')).json()).toEqual([]);
  });
});

describe('GET /api/export?format=csv', () => {
  it('is a zip of CSV files with formula cells neutralised', async () => {
    const res = await alice.api.get('/api/export?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'accounts.csv',
      'categories.csv',
      'exchange_rates.csv',
      'journal_lines.csv',
      'rules.csv',
      'transaction_splits.csv',
      'transactions.csv',
    ]);
    expect(strFromU8(files['transaction_splits.csv'] as Uint8Array)).toMatch(
      /^transaction_id,position,category,amount,memo\r?\n[0-9a-f-]+,1,Food,62\.00,Cake\r?\n[0-9a-f-]+,2,Shopping,22\.50,/,
    );
    expect(strFromU8(files['rules.csv'] as Uint8Array)).toMatch(
      /^position,id,rule,conditions,actions\r?\n1,[0-9a-f-]+,"If payee starts with ""WHOLE FOODS"" and account Checking: category Shopping"/,
    );
    const transactions = strFromU8(files['transactions.csv'] as Uint8Array);
    expect(transactions).toContain(`,'=cmd|' /C calc'!A0,`);
    expect(transactions).not.toMatch(/[,\n]=cmd/);
    expect(strFromU8(files['journal_lines.csv'] as Uint8Array)).toMatch(/^entry_id,date,description,kind/);
  });
});

describe('GET /api/export?format=ledger', () => {
  const parseBalances = (csv: string) =>
    new Map(
      csv
        .trim()
        .split('\n')
        .slice(1)
        .map((line) => line.split('","').map((c) => c.replace(/"/g, '')))
        .filter(([name]) => name !== 'total')
        .map(([name, amount]) => [name as string, amount === '0' ? '0.00' : (amount as string)]),
    );

  it.skipIf(!existsSync('/usr/bin/hledger'))(
    'reads in hledger with the balances of the balance sheet',
    async () => {
      const res = await alice.api.get('/api/export?format=ledger');
      expect(res.statusCode).toBe(200);
      const dir = mkdtempSync(join(tmpdir(), 'nw-ledger-'));
      const file = join(dir, 'book.journal');
      writeFileSync(file, res.body);
      const out = execFileSync('hledger', ['-f', file, 'balance', '--flat', '--empty', '-O', 'csv'], {
        encoding: 'utf8',
      });
      const balances = parseBalances(out);
      const accounts = (await alice.api.get('/api/accounts')).json<AccountDto[]>();
      for (const account of accounts) {
        const name = `${account.accountType === 'ASSET' ? 'assets' : 'liabilities'}:${account.accountName}`;
        const expected =
          account.accountType === 'ASSET' ? account.currentBalance : `-${account.currentBalance}`;
        expect(balances.get(name), name).toBe(expected.replace(/^--/, '').replace(/^-0\.00$/, '0.00'));
      }
    },
  );

  it('writes one transaction per entry whose postings sum to zero', async () => {
    const res = await alice.api.get('/api/export?format=ledger');
    expect(res.body).toMatch(
      /^; NetWorth categorization rules, applied in this order:\n; 1\. If payee starts with "WHOLE FOODS" and account Checking: category Shopping\n\n/,
    );
    const blocks = res.body.split('\n\n').filter((b) => /^\d{4}-\d{2}-\d{2} \*/.test(b));
    const { backup } = await exportJson(alice);
    expect(blocks).toHaveLength(backup.journal.length);
    for (const block of blocks) {
      const cents = block
        .split('\n')
        .slice(1)
        .filter((line) => line.trim() !== '')
        .map((line) => Math.round(Number(line.trim().split(/\s{2,}/)[1]) * 100));
      expect(
        cents.reduce((a, b) => a + b, 0),
        block,
      ).toBe(0);
    }
  });
});
