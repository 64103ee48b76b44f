import { type ExtraPaymentProblem, extraPaymentProblem } from '../../domain/loans';
import type { Cents } from '../../domain/money';
import type { ExtraPaymentView } from '../../shared/loans';
import { AppError, badRequest } from '../http/errors';
import { centsToDb, deleteJournalEntries } from '../ledger';
import type { ServiceContext } from '../service-context';
import { asExtraPayments, extrasOf, termsOf } from './conversions';
import { extraPaymentViews, refreshInterestSaved } from './interest-saved';
import { postExtraPayment, reconcilePayments } from './ledger-postings';
import { withLoanLock } from './locking';
import { recordPayoff } from './payoff';
import { deleteExtraRow, extraEntryIds, findLoanRow, insertExtraRow, listExtraRows } from './repository';
import { booksFor, loanNotFound } from './service';

// Extra payments: recorded with what they save, posted to the ledger on their date, and the later
// scheduled payments re-posted, since a lower balance means less interest in every month after.

export async function listExtraPayments(ctx: ServiceContext, loanId: string): Promise<ExtraPaymentView[]> {
  const row = await findLoanRow(ctx.db, ctx.userId, loanId);
  if (!row) throw loanNotFound();
  return extraPaymentViews(termsOf(row), await listExtraRows(ctx.db, ctx.userId, [loanId]));
}

/** A 400 naming the field, from the shared rule the what-if also uses. */
function extraPaymentRefusal(problem: ExtraPaymentProblem): AppError {
  return badRequest(`${problem.field}: ${problem.message}`, { [problem.field]: problem.message });
}

export async function addExtraPayment(
  ctx: ServiceContext,
  loanId: string,
  input: { amount: Cents; paymentDate: string },
): Promise<ExtraPaymentView> {
  const { userId, today } = ctx;
  return withLoanLock(ctx, [loanId], async (tx, [row]) => {
    if (!row) throw loanNotFound();
    const terms = termsOf(row);
    const before = extrasOf(await listExtraRows(tx, userId, [loanId]));
    const candidate = { id: 'new', date: input.paymentDate, amount: input.amount };
    const problem = extraPaymentProblem(terms, asExtraPayments(before).oneOff ?? [], candidate, today);
    if (problem) throw extraPaymentRefusal(problem);
    const inserted = await insertExtraRow(tx, {
      userId,
      loanId,
      amount: centsToDb(input.amount),
      paymentDate: input.paymentDate,
    });
    const extras = extrasOf(await listExtraRows(tx, userId, [loanId]));
    const books = await booksFor(tx, row, extras);
    await postExtraPayment(tx, books, { ...candidate, id: inserted.id });
    await reconcilePayments(tx, books, today);
    await refreshInterestSaved(tx, userId, terms, loanId);
    await recordPayoff(tx, row, extras);
    const views = extraPaymentViews(terms, await listExtraRows(tx, userId, [loanId]));
    const view = views.find((v) => v.id === inserted.id);
    if (!view) throw new Error('The recorded extra payment was not found');
    return view;
  });
}

export async function deleteExtraPayment(
  ctx: ServiceContext,
  loanId: string,
  extraId: string,
): Promise<void> {
  const { userId, today } = ctx;
  await withLoanLock(ctx, [loanId], async (tx, [row]) => {
    if (!row) throw loanNotFound();
    await deleteJournalEntries(tx, userId, await extraEntryIds(tx, userId, loanId, extraId));
    if (!(await deleteExtraRow(tx, userId, loanId, extraId))) {
      throw new AppError('not_found', 'Extra payment not found');
    }
    const extras = extrasOf(await listExtraRows(tx, userId, [loanId]));
    await reconcilePayments(tx, await booksFor(tx, row, extras), today);
    await refreshInterestSaved(tx, userId, termsOf(row), loanId);
    await recordPayoff(tx, row, extras);
  });
}
