import { strToU8, zipSync } from 'fflate';
import { formatRate, rateOf } from '../../domain/currency/rate';
import { type CsvValue, toCsv } from '../../domain/export/csv';
import {
  type LedgerAccountType,
  type LedgerJournalOptions,
  ledgerJournal,
} from '../../domain/export/ledger-journal';
import type { BackupEntry } from '../../shared/backup';
import type { RuleDto } from '../../shared/rules';
import { centsFromDb } from '../ledger';
import type { AccountRow, CategoryRow, ExchangeRateRow, SplitRow, TransactionRow } from './repository';

// The spreadsheet export (a zip of CSV files, made with fflate) and the plain-text accounting export
// (an hledger journal), both made from the same rows as the JSON backup (docs/decisions/058).

export interface BookRows {
  accounts: AccountRow[];
  categories: CategoryRow[];
  transactions: TransactionRow[];
  /** The parts of split transactions (decision 141), each transaction's in order. */
  splits: SplitRow[];
  journal: BackupEntry[];
  /** The categorization rules in order, each in one sentence with its parts as JSON. */
  rules: RuleDto[];
  exchangeRates: ExchangeRateRow[];
}

export function csvZip(book: BookRows): Uint8Array {
  const {
    accounts: accountList,
    categories,
    transactions: txs,
    splits,
    journal,
    rules,
    exchangeRates,
  } = book;
  const partCount = new Map<string, number>();
  for (const p of splits) partCount.set(p.transactionId, (partCount.get(p.transactionId) ?? 0) + 1);
  const nameOf = new Map(accountList.map((a) => [a.id, a.accountName]));
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const files: Record<string, Uint8Array> = {
    'accounts.csv': strToU8(
      toCsv(
        [
          'id',
          'name',
          'number',
          'type',
          'subtype',
          'category',
          'normal_balance',
          'balance',
          'active',
          'system',
          'currency',
        ],
        accountList.map((a): CsvValue[] => [
          a.id,
          a.accountName,
          a.accountNumber,
          a.accountType,
          a.accountSubtype,
          a.category,
          a.normalBalance,
          a.currentBalance,
          a.isActive,
          a.systemKey !== null,
          a.currency,
        ]),
      ),
    ),
    'journal_lines.csv': strToU8(
      toCsv(
        ['entry_id', 'date', 'description', 'kind', 'account_id', 'account', 'debit', 'credit', 'currency'],
        journal.flatMap((e) =>
          e.lines.map((l): CsvValue[] => [
            e.id,
            e.entryDate,
            e.description,
            e.kind,
            l.accountId,
            nameOf.get(l.accountId),
            l.debit,
            l.credit,
            l.currency ?? 'USD',
          ]),
        ),
      ),
    ),
    'transactions.csv': strToU8(
      toCsv(
        [
          'id',
          'date',
          'type',
          'description',
          'amount',
          'category',
          'account',
          'to_account',
          'recurring',
          'frequency',
          'tags',
          'notes',
          'split_parts',
        ],
        txs.map((t): CsvValue[] => [
          t.id,
          t.transactionDate,
          t.type,
          t.description,
          t.amount,
          t.categoryId ? categoryName.get(t.categoryId) : null,
          t.accountId ? nameOf.get(t.accountId) : null,
          t.toAccountId ? nameOf.get(t.toAccountId) : null,
          t.isRecurring,
          t.recurringFrequency,
          (t.tags ?? []).join(' '),
          t.notes,
          partCount.get(t.id) ?? 0,
        ]),
      ),
    ),
    // A split's parts, one row each: its category column in transactions.csv is then empty.
    'transaction_splits.csv': strToU8(
      toCsv(
        ['transaction_id', 'position', 'category', 'amount', 'memo'],
        splits.map((p): CsvValue[] => [
          p.transactionId,
          p.position + 1,
          p.categoryId ? categoryName.get(p.categoryId) : null,
          p.amount,
          p.memo,
        ]),
      ),
    ),
    'categories.csv': strToU8(
      toCsv(
        ['id', 'name', 'type', 'color', 'active'],
        categories.map((c): CsvValue[] => [c.id, c.name, c.type, c.color, c.isActive]),
      ),
    ),
    'rules.csv': strToU8(
      toCsv(
        ['position', 'id', 'rule', 'conditions', 'actions'],
        rules.map((r): CsvValue[] => [
          r.position + 1,
          r.id,
          r.summary,
          JSON.stringify(r.conditions),
          JSON.stringify(r.actions),
        ]),
      ),
    ),
    // "1 base = rate quote" on a date, the rate exactly as stored (canonical decimal).
    'exchange_rates.csv': strToU8(
      toCsv(
        ['date', 'base', 'quote', 'rate', 'source'],
        exchangeRates.map((r): CsvValue[] => [r.rateDate, r.base, r.quote, canonicalRate(r.rate), r.source]),
      ),
    ),
  };
  return zipSync(files, { level: 6, mtime: new Date('2026-01-01T00:00:00Z') });
}

const canonicalRate = (stored: string) => formatRate(rateOf(stored));

export function hledgerJournal(
  book: Pick<BookRows, 'accounts' | 'journal' | 'rules' | 'exchangeRates'>,
  options: Pick<LedgerJournalOptions, 'baseCurrency' | 'today'>,
): string {
  const { accounts: accountList, journal, rules, exchangeRates } = book;
  // The rules have no place in a journal's postings; they travel as comments hledger skips.
  const header =
    rules.length === 0
      ? ''
      : `; NetWorth categorization rules, applied in this order:\n${rules
          .map((r) => `; ${r.position + 1}. ${r.summary.replace(/\s+/g, ' ')}`)
          .join('\n')}\n\n`;
  return (
    header +
    ledgerJournal(
      accountList.map((a) => ({
        id: a.id,
        name: a.accountName,
        type: a.accountType as LedgerAccountType,
        currency: a.currency,
      })),
      journal.map((e) => ({
        date: e.entryDate,
        description: e.description,
        lines: e.lines.map((l) => ({
          accountId: l.accountId,
          debit: centsFromDb(l.debit),
          credit: centsFromDb(l.credit),
          ...(l.currency === undefined ? {} : { currency: l.currency }),
        })),
      })),
      {
        ...options,
        rates: exchangeRates.map((r) => ({ date: r.rateDate, base: r.base, quote: r.quote, rate: r.rate })),
      },
    )
  );
}
