import { formatBigCents } from '../../domain/big-cents';
import type { DayBalance, SeriesBucket } from '../../domain/ledger/balance-series';
import type { AccountDto, AdjustmentDto } from '../../shared/accounts';
import type { BalanceSeriesDto, BalanceSeriesQuery } from '../../shared/balance-series';
import { type AccountRow, centsFromDb, centsToDb } from '../ledger';
import type { AdjustmentRow, ListedAccount } from './repository';

// How the API answers an account and its valuation history: stored rows turned into the shared DTOs.
// Services and routes read; this only shapes the reply.

/** An account's start (decision 125): the earlier of its first line and its first assertion. */
function startOf(row: ListedAccount): string | null {
  const { firstLine, firstAssertion } = row;
  if (firstLine === null) return firstAssertion;
  return firstAssertion === null || firstLine < firstAssertion ? firstLine : firstAssertion;
}

export function toAccountDto(row: ListedAccount): AccountDto {
  return {
    id: row.id,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    accountType: row.accountType as AccountDto['accountType'],
    accountSubtype: row.accountSubtype,
    category: row.category,
    normalBalance: row.normalBalance as AccountDto['normalBalance'],
    currentBalance: centsToDb(centsFromDb(row.currentBalance)),
    currency: row.currency,
    // An account with lines has its currency fixed (decision 147).
    hasEntries: row.firstLine !== null,
    description: row.description,
    interestRate: row.interestRate,
    minimumPayment: row.minimumPayment === null ? null : centsToDb(centsFromDb(row.minimumPayment)),
    creditLimit: row.creditLimit === null ? null : centsToDb(centsFromDb(row.creditLimit)),
    isActive: row.isActive,
    loanId: row.loanId,
    linkedLoanId: row.loanId === null ? row.linkedLoanId : null,
    linkedAs:
      row.loanId === null && (row.linkedAs === 'asset' || row.linkedAs === 'funding') ? row.linkedAs : null,
    // Without entries or a balance date (an account of zero from before decision 125): its first day.
    trackedSince: startOf(row) ?? row.createdAt.toISOString().slice(0, 10),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdjustmentDto(r: AdjustmentRow): AdjustmentDto {
  return {
    id: r.id,
    accountId: r.accountId,
    adjustmentType: r.adjustmentType,
    previousValue: centsToDb(centsFromDb(r.previousValue)),
    newValue: centsToDb(centsFromDb(r.newValue)),
    adjustmentAmount: centsToDb(centsFromDb(r.adjustmentAmount)),
    adjustmentDate: r.adjustmentDate,
    source: r.source,
    referenceNumber: r.referenceNumber,
    notes: r.notes,
  };
}

/** An account's balance series (decision 164): its balances as exact decimal strings. */
export function toBalanceSeriesDto(series: {
  account: AccountRow;
  query: BalanceSeriesQuery;
  entries: number;
  bucket: SeriesBucket;
  points: readonly DayBalance[];
}): BalanceSeriesDto {
  return {
    accountId: series.account.id,
    currency: series.account.currency,
    from: series.query.from,
    to: series.query.to,
    entries: series.entries,
    bucket: series.bucket,
    points: series.points.map((p) => ({ date: p.date, balance: formatBigCents(p.balance) })),
  };
}
