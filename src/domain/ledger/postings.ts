// Builders for the entries the product posts. Each returns a balanced draft, or null when there is
// nothing to post, and throws RangeError on amounts or account choices that no entry could express.
import { addCents, type Cents, isCents, subtractCents } from '../money';
import {
  type JournalEntryDraft,
  type JournalLine,
  type LedgerAccount,
  type NormalBalance,
  oppositeSide,
} from './types';
import { assertBalanced } from './validation';

function requireCents(value: Cents, label: string): void {
  if (!isCents(value)) throw new RangeError(`${label} must be whole cents, got ${value}`);
}

function requireNonNegativeCents(value: Cents, label: string): void {
  requireCents(value, label);
  if (value < 0) throw new RangeError(`${label} cannot be negative, got ${value}`);
}

// An entry that debits and credits the same account says nothing, and usually means a wiring mistake.
function requireDistinctAccounts(...accountIds: string[]): void {
  if (new Set(accountIds).size !== accountIds.length) {
    throw new RangeError(`An entry needs distinct accounts, got ${accountIds.join(', ')}`);
  }
}

/** A line moving the account by `amount` on `side`; a negative amount lands on the other side. */
function movementLine(accountId: string, side: NormalBalance, amount: Cents): JournalLine {
  const magnitude = Math.abs(amount);
  const actualSide = amount < 0 ? oppositeSide(side) : side;
  return actualSide === 'debit'
    ? { accountId, debit: magnitude, credit: 0 }
    : { accountId, debit: 0, credit: magnitude };
}

/** Drops zero lines, and returns null when none are left; otherwise the draft, checked to balance. */
function draftOf(description: string, lines: JournalLine[]): JournalEntryDraft | null {
  const postable = lines.filter((line) => line.debit !== 0 || line.credit !== 0);
  if (postable.length === 0) return null;
  assertBalanced(postable);
  return { description, lines: postable };
}

/** Moves an account by `change` in its normal direction, with equity taking the other side. */
function changeAgainstEquity(
  description: string,
  account: LedgerAccount,
  change: Cents,
  equityAccountId: string,
): JournalEntryDraft | null {
  requireDistinctAccounts(account.id, equityAccountId);
  return draftOf(description, [
    movementLine(account.id, account.normalBalance, change),
    movementLine(equityAccountId, oppositeSide(account.normalBalance), change),
  ]);
}

export interface OpeningBalanceInput {
  account: LedgerAccount;
  /** Opening balance in the account's normal direction; negative for, say, an overdrawn checking account. */
  amount: Cents;
  equityAccountId: string;
  description?: string;
}

export function openingBalanceEntry(input: OpeningBalanceInput): JournalEntryDraft | null {
  requireCents(input.amount, 'Opening balance');
  return changeAgainstEquity(
    input.description ?? 'Opening balance',
    input.account,
    input.amount,
    input.equityAccountId,
  );
}

export interface RevaluationInput {
  account: LedgerAccount;
  previousBalance: Cents;
  newBalance: Cents;
  equityAccountId: string;
  description?: string;
}

/** Posts the change from the previous to the new balance; null when the value did not change. */
export function revaluationEntry(input: RevaluationInput): JournalEntryDraft | null {
  requireCents(input.previousBalance, 'Previous balance');
  requireCents(input.newBalance, 'New balance');
  return changeAgainstEquity(
    input.description ?? 'Value change',
    input.account,
    subtractCents(input.newBalance, input.previousBalance),
    input.equityAccountId,
  );
}

export interface LoanPaymentInput {
  liabilityAccountId: string;
  interestExpenseAccountId: string;
  /** The account the money leaves (checking, or a credit card that grows). */
  fundingAccountId: string;
  principal: Cents;
  interest: Cents;
  /** Extra principal paid on top of the scheduled payment. */
  extra?: Cents;
  description?: string;
}

/** Debits the loan by principal + extra and interest expense by interest; credits the funding account. */
export function loanPaymentEntry(input: LoanPaymentInput): JournalEntryDraft | null {
  const extra = input.extra ?? 0;
  requireNonNegativeCents(input.principal, 'Principal');
  requireNonNegativeCents(input.interest, 'Interest');
  requireNonNegativeCents(extra, 'Extra payment');
  requireDistinctAccounts(input.liabilityAccountId, input.interestExpenseAccountId, input.fundingAccountId);
  const principalPaid = addCents(input.principal, extra);
  return draftOf(input.description ?? 'Loan payment', [
    movementLine(input.liabilityAccountId, 'debit', principalPaid),
    movementLine(input.interestExpenseAccountId, 'debit', input.interest),
    movementLine(input.fundingAccountId, 'credit', addCents(principalPaid, input.interest)),
  ]);
}

export interface LoanOriginationInput {
  liabilityAccountId: string;
  principal: Cents;
  equityAccountId: string;
  /** The asset bought with the loan; given together with assetPrice. */
  assetAccountId?: string;
  assetPrice?: Cents;
  /** When given with a price it must equal price − principal. */
  downPayment?: Cents;
  /** Without a purchase, the account that receives the loan's cash; equity when absent. */
  proceedsAccountId?: string;
  description?: string;
}

/**
 * With a purchase: debit the asset at its price, credit the loan at the principal, and let equity take
 * the down payment (credited; debited on a cash-out where the principal exceeds the price). Without one:
 * debit the proceeds account (or equity) and credit the loan, both by the principal.
 */
export function loanOriginationEntry(input: LoanOriginationInput): JournalEntryDraft | null {
  const { liabilityAccountId, principal, equityAccountId, assetAccountId, assetPrice, downPayment } = input;
  const description = input.description ?? 'Loan origination';
  requireNonNegativeCents(principal, 'Principal');
  if ((assetAccountId === undefined) !== (assetPrice === undefined)) {
    throw new RangeError('An asset account and an asset price go together');
  }
  if (assetAccountId === undefined || assetPrice === undefined) {
    if (downPayment !== undefined && downPayment !== 0) {
      throw new RangeError('A down payment needs an asset price');
    }
    const proceedsAccountId = input.proceedsAccountId ?? equityAccountId;
    requireDistinctAccounts(proceedsAccountId, liabilityAccountId);
    return draftOf(description, [
      movementLine(proceedsAccountId, 'debit', principal),
      movementLine(liabilityAccountId, 'credit', principal),
    ]);
  }
  if (input.proceedsAccountId !== undefined) {
    throw new RangeError('A purchase settles against equity; leave out the proceeds account');
  }
  requireNonNegativeCents(assetPrice, 'Asset price');
  const ownFunds = subtractCents(assetPrice, principal);
  if (downPayment !== undefined) {
    requireCents(downPayment, 'Down payment');
    if (downPayment !== ownFunds) throw new RangeError('Principal must equal asset price minus down payment');
  }
  requireDistinctAccounts(assetAccountId, liabilityAccountId, equityAccountId);
  return draftOf(description, [
    movementLine(assetAccountId, 'debit', assetPrice),
    movementLine(liabilityAccountId, 'credit', principal),
    movementLine(equityAccountId, 'credit', ownFunds),
  ]);
}

export interface TransactionPostingInput {
  type: 'income' | 'expense' | 'transfer';
  /** Positive amount of the transaction. */
  amount: Cents;
  /** The asset or liability account paid from or into; a transfer's source. */
  accountId: string;
  /** The category's income or expense account; a transfer's destination. */
  counterAccountId: string;
  description: string;
}

/**
 * An actual transaction's entry. Expense: debit the expense account, credit the account paid from
 * (an asset falls, a credit card's debt grows). Income: debit the account paid into, credit the
 * income account. Transfer: debit the destination, credit the source.
 */
export function transactionEntry(input: TransactionPostingInput): JournalEntryDraft | null {
  requireNonNegativeCents(input.amount, 'Amount');
  requireDistinctAccounts(input.accountId, input.counterAccountId);
  const { amount } = input;
  const [debited, credited] =
    input.type === 'income'
      ? [input.accountId, input.counterAccountId]
      : [input.counterAccountId, input.accountId];
  return draftOf(input.description, [
    { accountId: debited, debit: amount, credit: 0 },
    { accountId: credited, debit: 0, credit: amount },
  ]);
}

interface CrossCurrencyTransferInput {
  /** Positive amount that leaves the source account, in its currency. */
  sent: Cents;
  fromAccountId: string;
  fromCurrency: string;
  /** Positive amount the destination account receives, in its currency. */
  received: Cents;
  toAccountId: string;
  toCurrency: string;
  /** The currency-exchange (trading) account of the pair (decision 152). */
  tradingAccountId: string;
  description: string;
}

/**
 * A transfer between two currencies (decision 152): through the pair's trading account, so the entry
 * balances in each currency. The destination gains what it received and the trading account gives it;
 * the trading account takes what was sent and the source gives it.
 */
export function crossCurrencyTransferEntry(input: CrossCurrencyTransferInput): JournalEntryDraft | null {
  requireNonNegativeCents(input.sent, 'Sent amount');
  requireNonNegativeCents(input.received, 'Received amount');
  requireDistinctAccounts(input.fromAccountId, input.toAccountId, input.tradingAccountId);
  if (input.fromCurrency === input.toCurrency) {
    throw new RangeError('A transfer within one currency posts without a trading account');
  }
  return draftOf(input.description, [
    { accountId: input.toAccountId, debit: input.received, credit: 0, currency: input.toCurrency },
    { accountId: input.tradingAccountId, debit: 0, credit: input.received, currency: input.toCurrency },
    { accountId: input.tradingAccountId, debit: input.sent, credit: 0, currency: input.fromCurrency },
    { accountId: input.fromAccountId, debit: 0, credit: input.sent, currency: input.fromCurrency },
  ]);
}

export interface SplitPostingInput {
  type: 'income' | 'expense';
  /** Positive amount of the transaction: the parts must add up to it. */
  amount: Cents;
  /** The asset or liability account paid from or into. */
  accountId: string;
  /** Each part's income or expense account and its positive share, in order. */
  parts: readonly { counterAccountId: string; amount: Cents }[];
  description: string;
}

/**
 * A split transaction's entry (decision 141): the account moves by the whole amount on one line, and
 * each part has its own line on its category's account, so budgets and reports count every part.
 */
export function splitTransactionEntry(input: SplitPostingInput): JournalEntryDraft | null {
  requireNonNegativeCents(input.amount, 'Amount');
  let total: Cents = 0;
  for (const part of input.parts) {
    requireNonNegativeCents(part.amount, 'Part');
    requireDistinctAccounts(input.accountId, part.counterAccountId);
    total = addCents(total, part.amount);
  }
  if (total !== input.amount) {
    throw new RangeError(`The parts add up to ${total}, not the amount ${input.amount}`);
  }
  const partSide = input.type === 'income' ? 'credit' : 'debit';
  const accountSide = oppositeSide(partSide);
  return draftOf(input.description, [
    movementLine(input.accountId, accountSide, input.amount),
    ...input.parts.map((part) => movementLine(part.counterAccountId, partSide, part.amount)),
  ]);
}
