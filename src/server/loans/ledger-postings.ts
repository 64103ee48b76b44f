import type { IsoDate } from '../../domain/calendar';
import { loanOriginationEntry, loanPaymentEntry } from '../../domain/ledger';
import { type AmortizationRow, type Loan, paymentsDueBetween } from '../../domain/loans';
import type { Cents } from '../../domain/money';
import type { Db } from '../db/client';
import { centsFromDb, deleteJournalEntries, type PostEntryInput, postJournalEntries } from '../ledger';
import { extraReference, type PostedLine, postedPaymentLines } from './repository';

// The loan's side of the ledger. Entries carry the loan id; origination is period 0 and scheduled
// payment k is period k, so (loan, period) is unique and posting twice changes nothing. Extra payments
// are posted on their own date with the extra payment's id as reference. The liability balance is then
// always principal − scheduled principal due so far − extras paid so far: the schedule's current balance.

export interface OneOffExtra {
  id: string;
  date: IsoDate;
  amount: Cents;
}

export interface LoanBooks {
  userId: string;
  loanId: string;
  name: string;
  terms: Loan;
  liabilityAccountId: string;
  /** The asset the loan created and its price, when it bought one (a linked asset is never posted). */
  purchase: { assetAccountId: string; price: Cents; downPayment: Cents } | null;
  /** The account payments leave: the user's asset account, or external funds. */
  fundingAccountId: string;
  /** Where a loan that bought nothing pays its cash: the user's funding account, or null (equity). */
  proceedsAccountId: string | null;
  equityAccountId: string;
  interestAccountId: string;
  extras: readonly OneOffExtra[];
  /**
   * Set when the payments made before the loan was added are not posted against the funding account
   * (decision 128): the origination dated before `through`, the scheduled payments due on or before it
   * and the extras dated before it are funded by opening-balance equity instead.
   */
  unposted: { through: IsoDate; equityAccountId: string } | null;
}

const beforeTracking = (books: LoanBooks, date: IsoDate, inclusive: boolean): boolean =>
  books.unposted !== null && (inclusive ? date <= books.unposted.through : date < books.unposted.through);

/** The account a scheduled payment (inclusive: due on the day the loan was added counts) or extra leaves. */
function payerOf(books: LoanBooks, date: IsoDate, inclusive: boolean): string {
  return books.unposted && beforeTracking(books, date, inclusive)
    ? books.unposted.equityAccountId
    : books.fundingAccountId;
}

const ORIGINATION_PERIOD = 0;

type EntryInput = Omit<PostEntryInput, 'userId'>;

function originationInput(books: LoanBooks): EntryInput | null {
  const past = beforeTracking(books, books.terms.startDate, false);
  const equityAccountId = past && books.unposted ? books.unposted.equityAccountId : books.equityAccountId;
  const draft = loanOriginationEntry({
    liabilityAccountId: books.liabilityAccountId,
    principal: books.terms.principal,
    equityAccountId,
    ...(books.purchase
      ? {
          assetAccountId: books.purchase.assetAccountId,
          assetPrice: books.purchase.price,
          downPayment: books.purchase.downPayment,
        }
      : books.proceedsAccountId && !past
        ? { proceedsAccountId: books.proceedsAccountId }
        : {}),
    description: `Loan origination: ${books.name}`,
  });
  if (!draft) return null;
  return {
    entryDate: books.terms.startDate,
    description: draft.description,
    loanId: books.loanId,
    loanPeriod: ORIGINATION_PERIOD,
    reference: 'loan:origination',
    kind: 'loan',
    lines: draft.lines,
  };
}

function extraInput(books: LoanBooks, extra: OneOffExtra): EntryInput | null {
  const draft = loanPaymentEntry({
    liabilityAccountId: books.liabilityAccountId,
    interestExpenseAccountId: books.interestAccountId,
    fundingAccountId: payerOf(books, extra.date, false),
    principal: 0,
    interest: 0,
    extra: extra.amount,
    description: `Extra payment: ${books.name}`,
  });
  if (!draft) return null;
  return {
    entryDate: extra.date,
    description: draft.description,
    loanId: books.loanId,
    reference: extraReference(extra.id),
    kind: 'extra_payment',
    lines: draft.lines,
  };
}

function paymentInput(books: LoanBooks, row: AmortizationRow): EntryInput | null {
  const draft = loanPaymentEntry({
    liabilityAccountId: books.liabilityAccountId,
    interestExpenseAccountId: books.interestAccountId,
    fundingAccountId: payerOf(books, row.date, true),
    principal: row.principal,
    interest: row.interest,
    description: `Loan payment ${row.period} of ${books.terms.termMonths}: ${books.name}`,
  });
  if (!draft) return null;
  return {
    entryDate: row.date,
    description: draft.description,
    loanId: books.loanId,
    loanPeriod: row.period,
    kind: 'loan_payment',
    lines: draft.lines,
  };
}

const present = <T>(value: T | null): value is T => value !== null;

/** Scheduled rows (with the recorded extras applied) due on or before `today`. */
function dueRows(books: LoanBooks, today: IsoDate): AmortizationRow[] {
  return paymentsDueBetween(books.terms, books.terms.startDate, today, {
    oneOff: books.extras.map((e) => ({ date: e.date, amount: e.amount })),
  });
}

/** Posts the loan's whole history on empty books: origination, recorded extras, payments due by today. */
export async function postAllEntries(db: Db, books: LoanBooks, today: IsoDate): Promise<void> {
  const inputs = [
    originationInput(books),
    ...books.extras.map((extra) => extraInput(books, extra)),
    ...dueRows(books, today).map((row) => paymentInput(books, row)),
  ];
  await postJournalEntries(db, books.userId, inputs.filter(present));
}

export async function postExtraPayment(db: Db, books: LoanBooks, extra: OneOffExtra): Promise<void> {
  await postJournalEntries(db, books.userId, [extraInput(books, extra)].filter(present));
}

/** Posts the scheduled payments due after `lastPosted` and on or before `today`. */
export async function postPaymentsAfter(
  db: Db,
  books: LoanBooks,
  lastPosted: number,
  today: IsoDate,
): Promise<number> {
  const rows = dueRows(books, today).filter((row) => row.period > lastPosted);
  const posted = await postJournalEntries(
    db,
    books.userId,
    rows.map((row) => paymentInput(books, row)).filter(present),
  );
  return posted.length;
}

interface PostedPayment {
  entryId: string;
  lines: Map<string, { debit: Cents; credit: Cents }>;
}

function groupByPeriod(lines: readonly PostedLine[]): Map<number, PostedPayment> {
  const byPeriod = new Map<number, PostedPayment>();
  for (const line of lines) {
    let entry = byPeriod.get(line.period);
    if (!entry) {
      entry = { entryId: line.entryId, lines: new Map() };
      byPeriod.set(line.period, entry);
    }
    entry.lines.set(line.accountId, { debit: centsFromDb(line.debit), credit: centsFromDb(line.credit) });
  }
  return byPeriod;
}

function matches(books: LoanBooks, row: AmortizationRow, posted: PostedPayment): boolean {
  const expected = new Map<string, { debit: Cents; credit: Cents }>();
  if (row.principal > 0) expected.set(books.liabilityAccountId, { debit: row.principal, credit: 0 });
  if (row.interest > 0) expected.set(books.interestAccountId, { debit: row.interest, credit: 0 });
  if (row.principal + row.interest > 0) {
    expected.set(payerOf(books, row.date, true), { debit: 0, credit: row.principal + row.interest });
  }
  if (expected.size !== posted.lines.size) return false;
  for (const [accountId, want] of expected) {
    const got = posted.lines.get(accountId);
    if (!got || got.debit !== want.debit || got.credit !== want.credit) return false;
  }
  return true;
}

/**
 * Makes the posted scheduled payments exactly the due rows of the current schedule: entries that no
 * longer match (an extra payment changed later interest, the clock went back) are removed and the
 * right ones posted. Entries that already match are left alone.
 */
export async function reconcilePayments(db: Db, books: LoanBooks, today: IsoDate): Promise<void> {
  const rows = dueRows(books, today);
  const posted = groupByPeriod(await postedPaymentLines(db, books.userId, books.loanId));
  const stale: string[] = [];
  const missing: AmortizationRow[] = [];
  for (const row of rows) {
    const entry = posted.get(row.period);
    if (entry && matches(books, row, entry)) continue;
    if (entry) stale.push(entry.entryId);
    missing.push(row);
  }
  for (const [period, entry] of posted) if (period > rows.length) stale.push(entry.entryId);
  await deleteJournalEntries(db, books.userId, stale);
  await postJournalEntries(db, books.userId, missing.map((row) => paymentInput(books, row)).filter(present));
}
