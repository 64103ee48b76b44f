import { randomUUID } from 'node:crypto';
import type { IsoDate } from '../../domain/calendar';
import {
  appliedOneOffExtras,
  EXTRA_PAYMENT_MESSAGES,
  type Loan,
  monthlyPayment,
  paidOffOn,
  paymentsDueBetween,
} from '../../domain/loans';
import {
  financedPurchase,
  LOAN_MESSAGES,
  type LoanInput,
  type LoanView,
  loanCurrencyProblem,
} from '../../shared/loans';
import { findAccount } from '../accounts/repository';
import type { Db } from '../db/client';
import { badRequest, notFound } from '../http/errors';
import {
  centsFromDb,
  deleteAccountRow,
  deleteJournalEntries,
  ensureSystemAccount,
  entriesTouchingAccount,
  insertAccountRow,
  updateAccountRow,
} from '../ledger';
import type { ServiceContext } from '../service-context';
import { readBaseCurrency } from '../settings/repository';
import {
  asExtraPayments,
  assetAccountValues,
  extrasOf,
  liabilityAccountValues,
  loanColumns,
  termsOf,
  termsOfInput,
} from './conversions';
import { refreshInterestSaved } from './interest-saved';
import { type LoanBooks, type OneOffExtra, postAllEntries, postPaymentsAfter } from './ledger-postings';
import { withLoanLock } from './locking';
import { recordPayoff } from './payoff';
import { loanView } from './presenter';
import { postedUnderOlderRule, repostUnderCurrentRule } from './rederive';
import {
  deleteLoanRow,
  type ExtraPaymentRow,
  insertLoanRow,
  isFundingCandidate,
  type LoanRow,
  lastPostedPeriods,
  linkableAsset,
  listExtraRows,
  listLoanRows,
  loanEntryIds,
  updateLoanRow,
} from './repository';

export const loanNotFound = () => notFound('Loan not found');

const EXTRA_MESSAGES = {
  ...EXTRA_PAYMENT_MESSAGES,
  extrasBeforeStart: 'Recorded extra payments are dated before this start date; delete them first',
  extrasExceed: 'Recorded extra payments exceed the balance of these terms; delete them first',
} as const;

/** Sum of the one-off extras the schedule can actually apply (it never lets the balance go below 0). */
function appliedExtras(terms: Loan, extras: readonly OneOffExtra[]): number {
  return appliedOneOffExtras(terms, asExtraPayments(extras).oneOff ?? []);
}

const totalOf = (extras: readonly OneOffExtra[]) => extras.reduce((sum, e) => sum + e.amount, 0);

/**
 * The funding account: one of the user's assets, in the loan's currency (issue 24): a payment from an
 * account of another currency would need a rate for every month.
 */
async function resolveFunding(
  db: Db,
  userId: string,
  accountId: string | null | undefined,
  currency: string,
): Promise<string | null> {
  if (!accountId) return null;
  if (!(await isFundingCandidate(db, userId, accountId))) {
    throw badRequest('fundingAccountId: Choose one of your asset accounts', {
      fundingAccountId: 'Choose one of your asset accounts',
    });
  }
  const held = (await findAccount(db, userId, accountId))?.currency;
  if (held !== undefined && held !== currency) {
    const message = LOAN_MESSAGES.fundingCurrency(held, currency);
    throw badRequest(`fundingAccountId: ${message}`, { fundingAccountId: message });
  }
  return accountId;
}

/** A linked asset in another currency cannot be what the loan bought: its value is not the price. */
async function requireAssetCurrency(db: Db, userId: string, asset: LinkedAsset | null, currency: string) {
  if (!asset) return;
  const held = (await findAccount(db, userId, asset.id))?.currency;
  if (held !== undefined && held !== currency) {
    const message = LOAN_MESSAGES.assetCurrency(held, currency);
    throw badRequest(`assetAccountId: ${message}`, { assetAccountId: message });
  }
}

export async function booksFor(db: Db, row: LoanRow, extras: readonly OneOffExtra[]): Promise<LoanBooks> {
  if (!row.accountId) throw new Error(`Loan ${row.id} has no liability account`);
  const equity = await ensureSystemAccount(db, row.userId, 'external_funds');
  const interest = await ensureSystemAccount(db, row.userId, 'interest_expense');
  const terms = termsOf(row);
  const price = centsFromDb(row.homePrice);
  const boughtNothing = price === 0 && row.assetAccountId === null;
  return {
    userId: row.userId,
    loanId: row.id,
    name: row.name,
    terms,
    liabilityAccountId: row.accountId,
    // Only an asset the loan created is posted: a linked one already holds its value (decision 128).
    purchase:
      row.assetAccountId && row.assetOwned && price > 0
        ? { assetAccountId: row.assetAccountId, price, downPayment: price - terms.principal }
        : null,
    fundingAccountId: row.fundingAccountId ?? equity,
    proceedsAccountId: boughtNothing ? row.fundingAccountId : null,
    equityAccountId: equity,
    interestAccountId: interest,
    extras,
    unposted: row.postPastPayments
      ? null
      : {
          through: row.recordedOn,
          equityAccountId: await ensureSystemAccount(db, row.userId, 'opening_equity'),
        },
  };
}

/** Posts everything the loan owes the ledger: origination, recorded extras, payments due by today. */
async function postAll(db: Db, row: LoanRow, extras: readonly OneOffExtra[], today: IsoDate): Promise<void> {
  await postAllEntries(db, await booksFor(db, row, extras), today);
}

/** Removes entries touching an account (only the loan's own, by the accounts routes' rule), then it. */
async function deleteOwnedAccount(db: Db, userId: string, accountId: string | null): Promise<void> {
  if (!accountId) return;
  await deleteJournalEntries(db, userId, await entriesTouchingAccount(db, userId, accountId));
  await deleteAccountRow(db, userId, accountId);
}

interface LinkedAsset {
  id: string;
  value: number;
}

/** The asset the payload links the loan to, checked to be one of the user's own asset accounts. */
async function resolveAsset(
  db: Db,
  userId: string,
  accountId: string | null | undefined,
): Promise<LinkedAsset | null> {
  if (!accountId) return null;
  const asset = await linkableAsset(db, userId, accountId);
  if (!asset) {
    throw badRequest(`assetAccountId: ${LOAN_MESSAGES.assetAccount}`, {
      assetAccountId: LOAN_MESSAGES.assetAccount,
    });
  }
  return { id: asset.id, value: centsFromDb(asset.currentBalance) };
}

/**
 * With a linked asset and no price given, the price is the asset's current value (when it covers the
 * principal: a price below it is refused everywhere else too).
 */
function withAssetPrice(input: LoanInput, asset: LinkedAsset | null): LoanInput {
  if (!asset || (input.homePrice ?? 0) > 0 || asset.value < input.principal) return input;
  return { ...input, homePrice: asset.value };
}

/** Whether the payload asks the loan to create the asset it bought (a price, nothing linked). */
const createsAsset = (input: LoanInput, linked: LinkedAsset | null): boolean =>
  linked === null && input.createAsset && financedPurchase(input) !== null;

export async function createLoan(ctx: ServiceContext, payload: LoanInput): Promise<LoanView> {
  const { userId } = ctx;
  const payment = monthlyPayment(termsOfInput(payload));
  return withLoanLock(
    ctx,
    [],
    async (tx) => {
      // A loan is in the base currency unless it names another (issue 24).
      const currency = payload.currency ?? (await readBaseCurrency(tx, userId));
      // The base currency taken by default is held to the same rule as one given.
      const problem = loanCurrencyProblem(currency);
      if (problem !== null) throw badRequest(`currency: ${problem}`, { currency: problem });
      const funding = await resolveFunding(tx, userId, payload.fundingAccountId, currency);
      const linked = await resolveAsset(tx, userId, payload.assetAccountId);
      await requireAssetCurrency(tx, userId, linked, currency);
      const input = withAssetPrice(payload, linked);
      const loanId = randomUUID();
      const liability = await insertAccountRow(tx, {
        userId,
        ...liabilityAccountValues(loanId, input, payment),
        currency,
      });
      const created = createsAsset(input, linked)
        ? await insertAccountRow(tx, { userId, ...assetAccountValues(loanId, input), currency })
        : null;
      const row = await insertLoanRow(tx, {
        id: loanId,
        userId,
        accountId: liability.id,
        assetAccountId: linked?.id ?? created?.id ?? null,
        assetOwned: created !== null,
        fundingAccountId: funding,
        recordedOn: ctx.today,
        postPastPayments: input.postPastPayments,
        ...loanColumns(input, payment),
      });
      await postAll(tx, row, [], ctx.today);
      return loanView(await recordPayoff(tx, row, []), [], ctx.today, currency);
    },
    fundingToLock(payload),
  );
}

/** The funding account a payload names, locked with the loan's other accounts (only a valid uuid). */
const fundingToLock = (input: LoanInput): string[] =>
  input.fundingAccountId ? [input.fundingAccountId] : [];

/**
 * Edits the terms and re-posts the loan's whole history under them in one transaction: its entries are
 * removed (taking their effect off every balance) and origination, extras and due payments posted anew.
 */
export async function updateLoan(ctx: ServiceContext, loanId: string, input: LoanInput): Promise<LoanView> {
  const { userId } = ctx;
  const terms = termsOfInput(input);
  const payment = monthlyPayment(terms);
  return withLoanLock(
    ctx,
    [loanId],
    async (tx, [current]) => {
      if (!current) throw loanNotFound();
      const currency = current.accountId
        ? ((await findAccount(tx, userId, current.accountId))?.currency ??
          (await readBaseCurrency(tx, userId)))
        : await readBaseCurrency(tx, userId);
      if (input.currency !== undefined && input.currency !== currency) {
        throw badRequest(`currency: ${LOAN_MESSAGES.currencyChange}`, {
          currency: LOAN_MESSAGES.currencyChange,
        });
      }
      const funding = await resolveFunding(tx, userId, input.fundingAccountId, currency);
      const extras = extrasOf(await listExtraRows(tx, userId, [loanId]));
      if (extras.some((e) => e.date < input.startDate)) {
        throw badRequest(`startDate: ${EXTRA_MESSAGES.extrasBeforeStart}`, {
          startDate: EXTRA_MESSAGES.extrasBeforeStart,
        });
      }
      if (appliedExtras(terms, extras) !== totalOf(extras)) {
        throw badRequest(`principal: ${EXTRA_MESSAGES.extrasExceed}`, {
          principal: EXTRA_MESSAGES.extrasExceed,
        });
      }
      await deleteJournalEntries(tx, userId, await loanEntryIds(tx, userId, loanId));

      const liability = liabilityAccountValues(loanId, input, payment);
      let accountId = current.accountId;
      if (accountId) {
        const { accountNumber: _keep, ...changes } = liability;
        await updateAccountRow(tx, userId, accountId, changes, ctx.now);
      } else {
        accountId = (await insertAccountRow(tx, { userId, ...liability, currency })).id;
      }
      const owned = current.assetOwned ? current.assetAccountId : null;
      // Naming the asset the loan created keeps it as it is: the loan still owns it.
      const linked =
        owned && input.assetAccountId === owned ? null : await resolveAsset(tx, userId, input.assetAccountId);
      await requireAssetCurrency(tx, userId, linked, currency);
      const priced = withAssetPrice(input, linked);
      let assetAccountId: string | null = null;
      if (createsAsset(priced, linked)) {
        const asset = assetAccountValues(loanId, priced);
        if (owned) {
          const { accountNumber: _keep, ...changes } = asset;
          await updateAccountRow(tx, userId, owned, changes, ctx.now);
          assetAccountId = owned;
        } else {
          assetAccountId = (await insertAccountRow(tx, { userId, ...asset, currency })).id;
        }
      } else if (owned) {
        await updateLoanRow(tx, userId, loanId, { assetAccountId: null }, ctx.now);
        await deleteOwnedAccount(tx, userId, owned);
      }
      const row = await updateLoanRow(
        tx,
        userId,
        loanId,
        {
          accountId,
          assetAccountId: linked?.id ?? assetAccountId,
          assetOwned: linked === null && assetAccountId !== null,
          fundingAccountId: funding,
          postPastPayments: priced.postPastPayments,
          ...loanColumns(priced, payment),
        },
        ctx.now,
      );
      await postAll(tx, row, extras, ctx.today);
      await refreshInterestSaved(tx, userId, termsOf(row), loanId);
      return loanView(await recordPayoff(tx, row, extras), extras, ctx.today, currency);
    },
    fundingToLock(input),
  );
}

/** Removes the loan, its entries, its extra payments and the accounts it created: as if it never was. */
export async function deleteLoan(ctx: ServiceContext, loanId: string): Promise<void> {
  const { userId } = ctx;
  await withLoanLock(ctx, [loanId], async (tx, [row]) => {
    if (!row) throw loanNotFound();
    await deleteJournalEntries(tx, userId, await loanEntryIds(tx, userId, loanId));
    await deleteLoanRow(tx, userId, loanId);
    await deleteOwnedAccount(tx, userId, row.accountId);
    // A linked asset is the user's own: only one the loan created goes with it (decision 128).
    if (row.assetOwned) await deleteOwnedAccount(tx, userId, row.assetAccountId);
  });
}

/** The recorded extras of each loan, as the schedule uses them. */
export function extrasByLoan(rows: readonly ExtraPaymentRow[]): Map<string, OneOffExtra[]> {
  const byLoan = new Map<string, OneOffExtra[]>();
  for (const row of rows) {
    const list = byLoan.get(row.loanId) ?? [];
    list.push(...extrasOf([row]));
    byLoan.set(row.loanId, list);
  }
  return byLoan;
}

/**
 * Posts the scheduled payments that came due since the loans were last read, idempotently: one entry
 * per loan and period, so concurrent or repeated calls change nothing. Cheap when nothing is due: three
 * reads (loans, their extras, the last posted periods) and arithmetic. Returns the loans and extras read.
 */
export async function postDuePayments(
  ctx: ServiceContext,
): Promise<{ rows: LoanRow[]; extras: Map<string, OneOffExtra[]> }> {
  const { db, userId, today } = ctx;
  const rows = await listLoanRows(db, userId);
  if (rows.length === 0) return { rows, extras: new Map() };
  const extras = extrasByLoan(
    await listExtraRows(
      db,
      userId,
      rows.map((r) => r.id),
    ),
  );
  const last = await lastPostedPeriods(db, userId);
  for (const [index, row] of rows.entries()) {
    if (!row.accountId) continue;
    const own = extras.get(row.id) ?? [];
    const posted = last.get(row.id) ?? 0;
    const stalePayoff = row.paidOffOn !== paidOffOn(termsOf(row), asExtraPayments(own));
    const due = periodsDue(termsOf(row), own, today);
    const olderRule = postedUnderOlderRule(row, posted, due);
    if (due <= posted && !stalePayoff && !olderRule) continue;
    // Under the loan's lock, with its extras as they are now: a concurrent change is seen whole. A
    // failure is thrown to the caller (decision 039), never left as a silently stale balance.
    const updated = await withLoanLock(ctx, [row.id], async (tx, [locked]) => {
      if (!locked) return null;
      const current = extrasOf(await listExtraRows(tx, userId, [row.id]));
      const books = await booksFor(tx, locked, current);
      const repaired = olderRule ? await repostUnderCurrentRule(tx, locked, books, today, ctx.now) : locked;
      if (!olderRule) await postPaymentsAfter(tx, books, posted, today);
      return recordPayoff(tx, repaired, current);
    });
    if (updated) rows[index] = updated;
  }
  return { rows, extras };
}

/**
 * How many scheduled payments are due by `today` (fewer when extras paid the loan off early; the period
 * an extra paid it off in has no payment, decision 131, so nothing is posted for it).
 */
function periodsDue(terms: Loan, extras: readonly OneOffExtra[], today: IsoDate): number {
  const rows = paymentsDueBetween(terms, terms.startDate, today, asExtraPayments(extras));
  return rows.filter((r) => r.payment > 0).length;
}
