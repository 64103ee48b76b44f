import { amortizationSchedule } from '../../domain/loans';
import type { Cents } from '../../domain/money';
import type { ExtraPaymentView } from '../../shared/loans';
import { AppError, badRequest } from '../http/errors';
import { centsToDb, deleteJournalEntries } from '../ledger';
import { postExtraPayment, reconcilePayments } from './books';
import { asExtraPayments, extraPaymentView, extrasOf, termsOf } from './model';
import {
  deleteExtraRow,
  extraEntryIds,
  findLoanRow,
  insertExtraRow,
  listExtraRows,
  lockLoanRow,
} from './repository';
import { appliedExtras, booksFor, EXTRA_MESSAGES, type LoanContext, loanNotFound } from './service';

// Extra payments: recorded with what they save, posted to the ledger on their date, and the later
// scheduled payments re-posted, since a lower balance means less interest in every month after.

export async function listExtraPayments(ctx: LoanContext, loanId: string): Promise<ExtraPaymentView[]> {
  if (!(await findLoanRow(ctx.db, ctx.userId, loanId))) throw loanNotFound();
  return (await listExtraRows(ctx.db, ctx.userId, [loanId])).map(extraPaymentView);
}

export async function addExtraPayment(
  ctx: LoanContext,
  loanId: string,
  input: { amount: Cents; paymentDate: string },
): Promise<ExtraPaymentView> {
  const { userId, today } = ctx;
  return ctx.db.transaction(async (tx) => {
    const row = await lockLoanRow(tx, userId, loanId);
    if (!row) throw loanNotFound();
    if (input.paymentDate < row.startDate) {
      throw badRequest(`paymentDate: ${EXTRA_MESSAGES.beforeStart}`, {
        paymentDate: EXTRA_MESSAGES.beforeStart,
      });
    }
    if (input.paymentDate > today) {
      throw badRequest(`paymentDate: ${EXTRA_MESSAGES.future}`, { paymentDate: EXTRA_MESSAGES.future });
    }
    const terms = termsOf(row);
    const before = extrasOf(await listExtraRows(tx, userId, [loanId]));
    const candidate = { id: 'new', date: input.paymentDate, amount: input.amount };
    const after = [...before, candidate];
    if (appliedExtras(terms, after) !== after.reduce((sum, e) => sum + e.amount, 0)) {
      throw badRequest(`amount: ${EXTRA_MESSAGES.exceeds}`, { amount: EXTRA_MESSAGES.exceeds });
    }
    const interestBefore = amortizationSchedule({
      ...terms,
      extraPayments: asExtraPayments(before),
    }).totalInterest;
    const interestAfter = amortizationSchedule({
      ...terms,
      extraPayments: asExtraPayments(after),
    }).totalInterest;
    const inserted = await insertExtraRow(tx, {
      userId,
      loanId,
      amount: centsToDb(input.amount),
      paymentDate: input.paymentDate,
      interestSaved: centsToDb(interestBefore - interestAfter),
    });
    const extras = [...before, { ...candidate, id: inserted.id }];
    const books = await booksFor(tx, row, extras);
    await postExtraPayment(tx, books, { ...candidate, id: inserted.id });
    await reconcilePayments(tx, books, today);
    return extraPaymentView(inserted);
  });
}

export async function deleteExtraPayment(ctx: LoanContext, loanId: string, extraId: string): Promise<void> {
  const { userId, today } = ctx;
  await ctx.db.transaction(async (tx) => {
    const row = await lockLoanRow(tx, userId, loanId);
    if (!row) throw loanNotFound();
    await deleteJournalEntries(tx, userId, await extraEntryIds(tx, userId, loanId, extraId));
    if (!(await deleteExtraRow(tx, userId, loanId, extraId))) {
      throw new AppError('not_found', 'Extra payment not found');
    }
    const extras = extrasOf(await listExtraRows(tx, userId, [loanId]));
    await reconcilePayments(tx, await booksFor(tx, row, extras), today);
  });
}
