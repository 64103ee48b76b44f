import type { AccountDto, AdjustmentDto } from '../../shared/accounts';
import { type AccountRow, centsFromDb, centsToDb } from '../ledger';
import type { AccountStarts, AdjustmentRow, LoanLink } from './repository';

// How the API answers an account and its valuation history: stored rows turned into the shared DTOs.
// Services and routes read; this only shapes the reply.

export function toAccountDto(
  row: AccountRow,
  links: readonly LoanLink[],
  { starts, withLines }: AccountStarts,
): AccountDto {
  const ownLoan = links.find((l) => l.accountId === row.id);
  const linked = links.find((l) => l.assetAccountId === row.id || l.fundingAccountId === row.id);
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
    hasEntries: withLines.has(row.id),
    description: row.description,
    interestRate: row.interestRate,
    minimumPayment: row.minimumPayment === null ? null : centsToDb(centsFromDb(row.minimumPayment)),
    creditLimit: row.creditLimit === null ? null : centsToDb(centsFromDb(row.creditLimit)),
    isActive: row.isActive,
    loanId: ownLoan?.id ?? null,
    linkedLoanId: ownLoan ? null : (linked?.id ?? null),
    // Without entries or a balance date (an account of zero from before decision 125): its first day.
    trackedSince: starts.get(row.id) ?? row.createdAt.toISOString().slice(0, 10),
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
