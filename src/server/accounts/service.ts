import {
  type LedgerAccount,
  type NormalBalance,
  openingBalanceEntry,
  revaluationEntry,
} from '../../domain/ledger';
import { ACCOUNT_MESSAGES, type AccountData, type AccountDto } from '../../shared/accounts';
import type { Db } from '../db/client';
import { amountTooLarge, inTransaction as runInTransaction } from '../db/in-transaction';
import { AppError, badRequest, notFound } from '../http/errors';
import {
  type AccountRow,
  assertBalance,
  centsFromDb,
  deleteAccountRow,
  deleteJournalEntries,
  ensureSystemAccount,
  entriesTouchingAccount,
  insertAccountRow,
  postJournalEntry,
  updateAccountRow,
} from '../ledger';
import type { ServiceContext } from '../service-context';
import { removeTransactionsOfAccount } from '../transactions/repository';
import {
  accountColumns,
  deleteAssertionsOf,
  effectAfter,
  insertAdjustment,
  type LoanLink,
  listAccountRows,
  loanLinks,
  loanUsingAccount,
  lockAccount,
  toAccountDto,
} from './repository';

// Accounts on the ledger. Every change is one database transaction: the account row, its journal
// entry (posted against the hidden opening-balance equity account, which moves the cached balances)
// and its valuation-history row all land together or not at all.

const ledgerAccount = (row: AccountRow): LedgerAccount => ({
  id: row.id,
  accountType: row.accountType as LedgerAccount['accountType'],
  normalBalance: row.normalBalance as NormalBalance,
});

const tooLargeAmount = amountTooLarge('currentBalance');

/** Runs `work` in one transaction; a numeric overflow rolls it all back and answers `onOverflow()`. */
const inTransaction = <T>(
  db: Db,
  work: (tx: Db) => Promise<T>,
  onOverflow: () => AppError = tooLargeAmount,
) => runInTransaction(db, work, onOverflow);

/** Whether the account is one a loan created (its liability or the asset it added): the loan's own. */
const ownedByLoan = (loan: LoanLink, accountId: string) =>
  loan.accountId === accountId || (loan.assetOwned && loan.assetAccountId === accountId);

function loanConflict(loan: LoanLink, accountId: string): AppError {
  if (ownedByLoan(loan, accountId)) {
    return new AppError(
      'conflict',
      `This account belongs to the loan "${loan.name}"; edit or delete the loan instead`,
    );
  }
  return loan.assetAccountId === accountId
    ? new AppError(
        'conflict',
        `This account is what the loan "${loan.name}" financed; link the loan to another asset or delete the loan first`,
      )
    : new AppError(
        'conflict',
        `This account pays the loan "${loan.name}"; choose another funding account for the loan or delete the loan first`,
      );
}

/** Moves the account from its cached balance to `target` with one entry, and records the change. */
async function postValueChange(
  ctx: ServiceContext,
  tx: Db,
  row: AccountRow,
  target: number,
  kind: 'opening' | 'revaluation',
): Promise<void> {
  const previous = centsFromDb(row.currentBalance);
  if (previous === target) return;
  // Entries dated after today stay on top of what the user says the account holds today.
  const futureEffect =
    kind === 'opening' ? 0 : await effectAfter(tx, row.id, row.normalBalance as NormalBalance, ctx.today);
  const equityAccountId = await ensureSystemAccount(tx, ctx.userId, 'opening_equity');
  const account = ledgerAccount(row);
  const draft =
    kind === 'opening'
      ? openingBalanceEntry({
          account,
          amount: target,
          equityAccountId,
          description: `Opening balance: ${row.accountName}`,
        })
      : revaluationEntry({
          account,
          previousBalance: previous,
          newBalance: target,
          equityAccountId,
          description: `Value change: ${row.accountName}`,
        });
  if (!draft) return;
  const date = ctx.today;
  if (kind === 'opening') {
    await postJournalEntry(tx, {
      userId: ctx.userId,
      entryDate: date,
      description: draft.description,
      reference: row.accountNumber,
      kind: 'opening',
      lines: draft.lines,
    });
  } else {
    // A value the user sets is a statement about today: it keeps holding when earlier entries change.
    await assertBalance(tx, ctx.userId, { accountId: row.id, date, balance: target + futureEffect });
  }
  await insertAdjustment(tx, ctx.userId, {
    accountId: row.id,
    adjustmentType: kind === 'opening' ? 'opening' : target > previous ? 'increase' : 'decrease',
    previousValue: previous,
    newValue: target,
    adjustmentDate: date,
    source: 'manual',
  });
}

export async function listAccounts(db: Db, userId: string): Promise<AccountDto[]> {
  const [rows, links] = await Promise.all([listAccountRows(db, userId), loanLinks(db, userId)]);
  return rows.map((row) => toAccountDto(row, links));
}

async function accountDto(db: Db, userId: string, id: string): Promise<AccountDto> {
  const row = await lockAccount(db, userId, id);
  if (!row) throw notFound('Account not found');
  return toAccountDto(row, await loanLinks(db, userId));
}

export async function createAccount(ctx: ServiceContext, data: AccountData): Promise<AccountDto> {
  return inTransaction(ctx.db, async (tx) => {
    const row = await insertAccountRow(tx, { userId: ctx.userId, ...accountColumns(data) });
    await postValueChange(ctx, tx, row, data.currentBalance ?? 0, 'opening');
    return accountDto(tx, ctx.userId, row.id);
  });
}

export async function updateAccount(ctx: ServiceContext, id: string, data: AccountData): Promise<AccountDto> {
  return inTransaction(ctx.db, async (tx) => {
    const row = await lockAccount(tx, ctx.userId, id);
    if (!row) throw notFound('Account not found');
    const loan = await loanUsingAccount(tx, ctx.userId, id);
    // A linked asset stays the user's to edit (its value, say); only a loan's own accounts are refused.
    if (loan && ownedByLoan(loan, id)) throw loanConflict(loan, id);
    if (row.accountType !== data.accountType) {
      throw badRequest(`accountType: ${ACCOUNT_MESSAGES.typeChange}`, {
        accountType: ACCOUNT_MESSAGES.typeChange,
      });
    }
    await updateAccountRow(tx, ctx.userId, id, accountColumns(data), ctx.now);
    if (data.currentBalance !== undefined) {
      await postValueChange(
        ctx,
        tx,
        { ...row, accountName: data.accountName, accountNumber: data.accountNumber },
        data.currentBalance,
        'revaluation',
      );
    }
    return accountDto(tx, ctx.userId, id);
  });
}

/** Removes the account and every entry that touches it: the books read as if it had never existed. */
export async function deleteAccount(ctx: ServiceContext, id: string): Promise<void> {
  await inTransaction(
    ctx.db,
    async (tx) => {
      const row = await lockAccount(tx, ctx.userId, id);
      if (!row) throw notFound('Account not found');
      const loan = await loanUsingAccount(tx, ctx.userId, id);
      if (loan) throw loanConflict(loan, id);
      // Assertions first, so removing the entries does not post their adjustments again.
      await deleteAssertionsOf(tx, ctx.userId, id);
      await deleteJournalEntries(tx, ctx.userId, await entriesTouchingAccount(tx, ctx.userId, id));
      await removeTransactionsOfAccount(tx, ctx.userId, id);
      await deleteAccountRow(tx, ctx.userId, id);
    },
    () => new AppError('conflict', 'Deleting this account would take a balance past what the books can hold'),
  );
}
