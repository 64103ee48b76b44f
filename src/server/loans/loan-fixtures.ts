import { eq } from 'drizzle-orm';
import type { LoanPayload, LoanView } from '../../shared/loans';
import { accounts, journalEntries, journalEntryLines } from '../db/schema';
import { centsFromDb } from '../ledger';
import type { ApiClient } from '../test/client';
import type { TestApp } from '../test/test-app';

// Shared by the loan API tests.

export const MORTGAGE: LoanPayload = {
  name: 'Family Home',
  loanCategory: 'mortgage',
  loanType: '30-Year Fixed',
  principal: '400000.00',
  interestRate: '6.5',
  termYears: 30,
  startDate: '2024-01-15',
  homePrice: '500000.00',
  downPayment: '100000.00',
  propertyTax: '400.00',
  insurance: '150.00',
  supplementalInsurance: '0.00',
};

export const CAR: LoanPayload = {
  name: 'Car loan',
  loanCategory: 'auto',
  loanType: 'Variable Rate',
  principal: '25000.00',
  interestRate: '7.25',
  termYears: 5,
  startDate: '2025-06-30',
  homePrice: null,
  downPayment: null,
  propertyTax: '0',
  insurance: '0',
  supplementalInsurance: '0',
};

export async function createLoan(api: ApiClient, payload: LoanPayload = MORTGAGE): Promise<LoanView> {
  const res = await api.post('/api/loan', payload);
  if (res.statusCode !== 201) throw new Error(`create loan: ${res.statusCode} ${res.body}`);
  return res.json() as LoanView;
}

export async function balanceOf(t: TestApp, accountId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ balance: accounts.currentBalance })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) throw new Error(`no account ${accountId}`);
  return row.balance;
}

/** Every entry of the user balances, and each account's cached balance equals the sum of its lines. */
export async function assertBooksBalance(t: TestApp, userId: string): Promise<void> {
  const db = t.database.db;
  const lines = await db
    .select({
      entryId: journalEntryLines.journalEntryId,
      accountId: journalEntryLines.accountId,
      debit: journalEntryLines.debit,
      credit: journalEntryLines.credit,
    })
    .from(journalEntryLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalEntryLines.journalEntryId))
    .where(eq(journalEntries.userId, userId));
  const cents = centsFromDb;
  const perEntry = new Map<string, number>();
  const perAccount = new Map<string, number>();
  for (const l of lines) {
    const net = cents(l.debit) - cents(l.credit);
    perEntry.set(l.entryId, (perEntry.get(l.entryId) ?? 0) + net);
    perAccount.set(l.accountId, (perAccount.get(l.accountId) ?? 0) + net);
  }
  for (const [entry, net] of perEntry)
    if (net !== 0) throw new Error(`entry ${entry} is unbalanced by ${net}`);
  const rows = await db.select().from(accounts).where(eq(accounts.userId, userId));
  for (const a of rows) {
    const net = perAccount.get(a.id) ?? 0;
    const expected = a.normalBalance === 'debit' ? net : -net;
    if (cents(a.currentBalance) !== expected) {
      throw new Error(`${a.accountName}: cached ${a.currentBalance}, lines say ${expected / 100}`);
    }
  }
}
