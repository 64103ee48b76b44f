import { compareIsoDates } from '../../domain/calendar';
import type { NormalBalance } from '../../domain/ledger';
import { formatMoney } from '../../domain/money';
import type { ReconcileRequest, ReconcileResult } from '../../shared/transaction-changes';
import { findAccount } from '../accounts/repository';
import { inTransaction } from '../db/in-transaction';
import { AppError, badRequest, notFound } from '../http/errors';
import { assertBalance, balanceThrough, centsFromDb } from '../ledger';
import type { ServiceContext } from '../service-context';
import * as bulk from './bulk-repository';
import * as marks from './reconcile-repository';

// Reconciling an account against a bank statement (decision 138). The cleared balance on the
// statement date is the account's balance at the end of that date (openings, assertions, loan
// payments and every other entry) less what its uncleared transactions through that date move it by.
// When it equals the statement's balance, the cleared rows are marked reconciled and the books'
// balance on that date is recorded as a balance assertion, so a later backdated entry cannot quietly
// move an agreed past.

const NOT_IN_FUTURE = 'The statement date cannot be after today';

/** POST /api/accounts/:id/reconcile (and its dry run, the live difference the dialog shows). */
export async function reconcileAccount(
  ctx: ServiceContext,
  accountId: string,
  request: ReconcileRequest,
): Promise<ReconcileResult> {
  if (compareIsoDates(request.statementDate, ctx.today) > 0) {
    throw badRequest(`statementDate: ${NOT_IN_FUTURE}`, { statementDate: NOT_IN_FUTURE });
  }
  return inTransaction(
    ctx.db,
    async (tx) => {
      const account = await findAccount(tx, ctx.userId, accountId);
      if (!account || account.systemKey !== null) throw notFound('Account not found');
      if (account.accountType !== 'ASSET' && account.accountType !== 'LIABILITY') {
        const message = 'Only an asset or liability account has a bank statement';
        throw badRequest(`accountId: ${message}`, { accountId: message });
      }
      const normal = account.normalBalance as NormalBalance;
      const date = request.statementDate;
      const books = await balanceThrough(tx, accountId, normal, date);
      const unclearedNet = centsFromDb(await marks.unclearedNetThrough(tx, ctx.userId, accountId, date));
      const uncleared = normal === 'debit' ? unclearedNet : -unclearedNet;
      const cleared = books - uncleared;
      const difference = request.statementBalance - cleared;
      const ids = await marks.clearedUnreconciledIds(tx, ctx.userId, accountId, date);
      const result: ReconcileResult = {
        statementDate: date,
        statementBalance: formatMoney(request.statementBalance),
        clearedBalance: formatMoney(cleared),
        difference: formatMoney(difference),
        transactionCount: ids.length,
        reconciled: false,
      };
      if (request.dryRun === true) return result;
      if (difference !== 0) {
        throw new AppError(
          'conflict',
          `The statement differs from the cleared balance by ${formatMoney(difference)}`,
          { statementBalance: `Differs from the cleared balance by ${formatMoney(difference)}` },
          'reconcile_difference',
        );
      }
      await bulk.setMarks(tx, ctx.userId, ids, { reconciled: true });
      // The books' balance, uncleared rows included: asserting it moves nothing today (decision 138).
      await assertBalance(tx, ctx.userId, {
        accountId,
        date,
        balance: books,
        soFar: date === ctx.today,
      });
      return { ...result, reconciled: true };
    },
    () => new AppError('conflict', 'This would take an account balance past what the books can hold'),
  );
}
