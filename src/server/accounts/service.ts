import type { IsoDate } from '../../domain/calendar';
import type { NormalBalance } from '../../domain/ledger';
import type { Cents } from '../../domain/money';
import {
  ACCOUNT_MESSAGES,
  type AccountData,
  type AccountDto,
  type AdjustmentDto,
  accountCurrencyProblem,
  fractionalAmountField,
  isValuedAsset,
  type UserAccountType,
  type ValuationInput,
} from '../../shared/accounts';
import type { Db } from '../db/client';
import { amountTooLarge, inTransaction as runInTransaction } from '../db/in-transaction';
import { AppError, badRequest, notFound } from '../http/errors';
import {
  type AccountRow,
  assertBalance,
  balanceThrough,
  centsFromDb,
  deleteAccountRow,
  deleteJournalEntries,
  entriesTouchingAccount,
  insertAccountRow,
  updateAccountRow,
} from '../ledger';
import type { ServiceContext } from '../service-context';
import { readBaseCurrency } from '../settings/repository';
import { removeTransactionsOfAccount } from '../transactions/repository';
import { toAccountDto, toAdjustmentDto } from './presenter';
import {
  accountColumns,
  accountHasLines,
  deleteAssertionsOf,
  effectAfter,
  findAdjustments,
  insertAdjustment,
  type LoanLink,
  listAccountRows,
  loanUsingAccount,
  lockAccount,
  lockListedAccount,
} from './repository';

// Accounts on the ledger. Every change is one database transaction: the account row, its journal
// entry (posted against the hidden opening-balance equity account, which moves the cached balances)
// and its valuation-history row all land together or not at all.

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

/** The date a balance or value was held on: the user's today by default, never later (decision 125). */
function heldOn(ctx: ServiceContext, date: IsoDate | undefined, field: string, future: string): IsoDate {
  const day = date ?? ctx.today;
  if (day > ctx.today) throw badRequest(`${field}: ${future}`, { [field]: future });
  return day;
}

/**
 * Records "on `date` the account held `target`" as an assertion (decisions 025, 125): the ledger keeps
 * it true when earlier entries change, and dates the account's opening on its start. A house, car or
 * investment's new value is a valuation, posted against unrealized gains (decision 126).
 */
async function recordValue(
  ctx: ServiceContext,
  tx: Db,
  row: AccountRow,
  target: Cents,
  date: IsoDate,
  how: { creating: boolean; source?: string; notes?: string | null; valuation?: boolean },
): Promise<string | null> {
  const normal = row.normalBalance as NormalBalance;
  // Today's value is compared with the cached balance; entries dated after today stay on top of it.
  const isToday = date === ctx.today;
  const previous = how.creating
    ? 0
    : isToday
      ? centsFromDb(row.currentBalance)
      : await balanceThrough(tx, row.id, normal, date);
  // Only a changed value is an assertion; a new account always states its balance on its date.
  if (!how.creating && previous === target && !how.valuation) return null;
  const futureEffect = isToday && !how.creating ? await effectAfter(tx, row.id, normal, ctx.today) : 0;
  const valuation =
    !how.creating &&
    (how.valuation === true || isValuedAsset(row.accountType as UserAccountType, row.category));
  await assertBalance(tx, ctx.userId, {
    accountId: row.id,
    date,
    balance: target - futureEffect,
    kind: valuation ? 'valuation' : 'balance',
    soFar: isToday,
  });
  return insertAdjustment(tx, ctx.userId, {
    accountId: row.id,
    adjustmentType: how.creating
      ? 'opening'
      : valuation
        ? 'valuation'
        : target > previous
          ? 'increase'
          : 'decrease',
    previousValue: previous,
    newValue: target,
    adjustmentDate: date,
    source: how.source ?? 'manual',
    notes: how.notes ?? null,
  });
}

export async function listAccounts(db: Db, userId: string): Promise<AccountDto[]> {
  return (await listAccountRows(db, userId)).map(toAccountDto);
}

async function accountDto(db: Db, userId: string, id: string): Promise<AccountDto> {
  const row = await lockListedAccount(db, userId, id);
  if (!row) throw notFound('Account not found');
  return toAccountDto(row);
}

/** Refuses an amount finer than the currency's minor unit: 0.50 of a yen cannot be held. */
function assertWholeMinorUnits(currency: string, data: AccountData): void {
  const field = fractionalAmountField(currency, {
    currentBalance: data.currentBalance,
    minimumPayment: data.minimumPayment,
    creditLimit: data.creditLimit,
  });
  if (field !== null) {
    const message = ACCOUNT_MESSAGES.wholeUnits(currency);
    throw badRequest(`${field}: ${message}`, { [field]: message });
  }
}

export async function createAccount(ctx: ServiceContext, data: AccountData): Promise<AccountDto> {
  return inTransaction(ctx.db, async (tx) => {
    const date = heldOn(ctx, data.balanceDate, 'balanceDate', ACCOUNT_MESSAGES.balanceDateFuture);
    // An account is in the user's base currency unless it names another (issue 24).
    const currency = data.currency ?? (await readBaseCurrency(tx, ctx.userId));
    // The base currency taken by default is held to the same rule as one given.
    const problem = accountCurrencyProblem(currency);
    if (problem !== null) throw badRequest(`currency: ${problem}`, { currency: problem });
    assertWholeMinorUnits(currency, data);
    const row = await insertAccountRow(tx, { userId: ctx.userId, ...accountColumns(data), currency });
    await recordValue(ctx, tx, row, data.currentBalance ?? 0, date, { creating: true });
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
    const date = heldOn(ctx, data.balanceDate, 'balanceDate', ACCOUNT_MESSAGES.balanceDateFuture);
    const currency = data.currency ?? row.currency;
    // The database refuses it too (decision 147); this says so by the field.
    if (currency !== row.currency && (await accountHasLines(tx, id))) {
      throw badRequest(`currency: ${ACCOUNT_MESSAGES.currencyChange}`, {
        currency: ACCOUNT_MESSAGES.currencyChange,
      });
    }
    assertWholeMinorUnits(currency, data);
    await updateAccountRow(tx, ctx.userId, id, { ...accountColumns(data), currency }, ctx.now);
    if (data.currentBalance !== undefined) {
      await recordValue(
        ctx,
        tx,
        { ...row, accountName: data.accountName, accountNumber: data.accountNumber, category: data.category },
        data.currentBalance,
        date,
        { creating: false },
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

/** Values a house, car or investment on a date (decision 126); answers the valuation recorded. */
export async function addValuation(
  ctx: ServiceContext,
  id: string,
  input: ValuationInput,
): Promise<AdjustmentDto> {
  return inTransaction(
    ctx.db,
    async (tx) => {
      const row = await lockAccount(tx, ctx.userId, id);
      if (!row) throw notFound('Account not found');
      if (row.accountType !== 'ASSET') {
        throw badRequest(`value: ${ACCOUNT_MESSAGES.valuationAssetsOnly}`, {
          value: ACCOUNT_MESSAGES.valuationAssetsOnly,
        });
      }
      const loan = await loanUsingAccount(tx, ctx.userId, id);
      if (loan && loan.accountId === id) throw loanConflict(loan, id);
      const date = heldOn(ctx, input.date, 'date', ACCOUNT_MESSAGES.valuationDateFuture);
      // A valuation on today's date is of today's value, before anything scheduled after it.
      const adjustmentId = await recordValue(ctx, tx, row, input.value, date, {
        creating: false,
        valuation: true,
        source: input.source,
        notes: input.notes,
      });
      const listed = await findAdjustments(tx, ctx.userId, id, 'valuation');
      const recorded = listed.find((v) => v.id === adjustmentId);
      if (!recorded) throw new AppError('conflict', 'The valuation could not be recorded');
      return toAdjustmentDto(recorded);
    },
    amountTooLarge('value'),
  );
}
