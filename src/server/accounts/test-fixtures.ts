// Helpers shared by the accounts API tests: payloads, and the ledger read back from the database.
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AccountDto, AccountPayload } from '../../shared/accounts';
import {
  accounts,
  assetValuationAdjustments,
  journalEntries,
  journalEntryLines,
  userPreferences,
} from '../db/schema';
import { centsFromDb } from '../ledger';
import type { ApiClient } from '../test/client';
import type { TestApp } from '../test/test-app';

export const asset = (overrides: Partial<AccountPayload> = {}): AccountPayload => ({
  accountName: 'Checking',
  accountNumber: 'CHK-1',
  accountType: 'ASSET',
  accountSubtype: 'checking',
  normalBalance: 'debit',
  currentBalance: '100.00',
  description: 'Everyday account',
  ...overrides,
});

export const liability = (overrides: Partial<AccountPayload> = {}): AccountPayload => ({
  accountName: 'Visa',
  accountNumber: 'VISA-1',
  accountType: 'LIABILITY',
  accountSubtype: 'credit_card',
  category: 'credit_card',
  normalBalance: 'credit',
  currentBalance: '250.00',
  interestRate: '19.99',
  minimumPayment: '25.00',
  creditLimit: '5000.00',
  ...overrides,
});

export async function create(api: ApiClient, payload: AccountPayload): Promise<AccountDto> {
  const res = await api.post('/api/accounts', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AccountDto;
}

const toCents = centsFromDb;

/**
 * Everything the accounts feature can change for one user, read straight from the database, so a
 * refused request can be shown to have changed nothing.
 */
export async function snapshot(t: TestApp, userId: string) {
  const db = t.database.db;
  const accountRows = await db
    .select()
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.id));
  const entries = await db
    .select()
    .from(journalEntries)
    .where(eq(journalEntries.userId, userId))
    .orderBy(asc(journalEntries.id));
  const lines = await db
    .select({
      id: journalEntryLines.id,
      accountId: journalEntryLines.accountId,
      debit: journalEntryLines.debit,
      credit: journalEntryLines.credit,
    })
    .from(journalEntryLines)
    .innerJoin(journalEntries, eq(journalEntries.id, journalEntryLines.journalEntryId))
    .where(eq(journalEntries.userId, userId))
    .orderBy(asc(journalEntryLines.id));
  const adjustments = await db
    .select()
    .from(assetValuationAdjustments)
    .where(eq(assetValuationAdjustments.userId, userId))
    .orderBy(asc(assetValuationAdjustments.id));
  const preferences = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId));
  return { accountRows, entries, lines, adjustments, preferences };
}

/**
 * The books are consistent: every entry balances, and every cached balance equals the sum of its
 * account's lines in the account's normal direction.
 */
export async function expectConsistentLedger(t: TestApp, userId: string): Promise<void> {
  const { accountRows, entries, lines } = await snapshot(t, userId);
  const byEntry = new Map<string, number>();
  const entryOfLine = await t.database.db
    .select({ id: journalEntryLines.id, entryId: journalEntryLines.journalEntryId })
    .from(journalEntryLines);
  const entryIdOf = new Map(entryOfLine.map((l) => [l.id, l.entryId]));
  const effect = new Map<string, number>();
  const normal = new Map(accountRows.map((a) => [a.id, a.normalBalance]));
  for (const line of lines) {
    const net = toCents(line.debit) - toCents(line.credit);
    const entryId = entryIdOf.get(line.id) ?? '';
    byEntry.set(entryId, (byEntry.get(entryId) ?? 0) + net);
    const sign = normal.get(line.accountId) === 'debit' ? 1 : -1;
    effect.set(line.accountId, (effect.get(line.accountId) ?? 0) + sign * net);
  }
  expect(byEntry.size).toBe(entries.length);
  for (const [, net] of byEntry) expect(net).toBe(0);
  for (const row of accountRows) {
    expect(toCents(row.currentBalance), `cached balance of ${row.accountName}`).toBe(effect.get(row.id) ?? 0);
  }
}
