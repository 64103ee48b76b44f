// Balances computed in plain TypeScript, used only by the tests as an independent model of the books
// (ledger.property.test.ts). The server keeps its cached balances in SQL: the balance trigger writes
// them in the entry's transaction, and expectBooksHold (src/server/ledger/test-invariants.ts) checks
// them against the lines.
import { addCents, type Cents, subtractCents, sumCents } from '../money';
import { UnknownLedgerAccountError } from './errors';
import type { JournalLine, LedgerAccount, NormalBalance } from './types';
import { assertBalanced } from './validation';

/** How much one line moves an account in its normal direction (negative when it moves it back). */
function lineEffect(normalBalance: NormalBalance, line: JournalLine): Cents {
  return normalBalance === 'debit' ? line.debit - line.credit : line.credit - line.debit;
}

/**
 * An account's balance in its normal direction from its own lines: a liability credited 500 and debited
 * 200 has a balance of 300. The caller passes only that account's lines.
 */
export function signedBalance(normalBalance: NormalBalance, lines: readonly JournalLine[]): Cents {
  const debits = sumCents(lines.map((line) => line.debit));
  const credits = sumCents(lines.map((line) => line.credit));
  return normalBalance === 'debit' ? subtractCents(debits, credits) : subtractCents(credits, debits);
}

/**
 * Returns new balances (normal direction) after posting the lines of balanced entries; the input map is
 * left as it was. An account missing from `balances` starts at 0. Throws when the lines do not balance or
 * name an account that is not in `accounts`.
 */
export function applyLinesToBalances(
  balances: ReadonlyMap<string, Cents>,
  accounts: ReadonlyMap<string, LedgerAccount>,
  lines: readonly JournalLine[],
): Map<string, Cents> {
  assertBalanced(lines);
  const next = new Map(balances);
  for (const line of lines) {
    const account = accounts.get(line.accountId);
    if (!account) throw new UnknownLedgerAccountError(line.accountId);
    next.set(
      line.accountId,
      addCents(next.get(line.accountId) ?? 0, lineEffect(account.normalBalance, line)),
    );
  }
  return next;
}

/** Every account's balance computed afresh from all of its lines (what the running balances must equal). */
export function balancesFromLines(
  accounts: readonly LedgerAccount[],
  lines: readonly JournalLine[],
): Map<string, Cents> {
  const linesByAccount = new Map<string, JournalLine[]>();
  for (const line of lines) {
    const own = linesByAccount.get(line.accountId);
    if (own) own.push(line);
    else linesByAccount.set(line.accountId, [line]);
  }
  const known = new Set(accounts.map((account) => account.id));
  for (const accountId of linesByAccount.keys()) {
    if (!known.has(accountId)) throw new UnknownLedgerAccountError(accountId);
  }
  return new Map(
    accounts.map((account) => [
      account.id,
      signedBalance(account.normalBalance, linesByAccount.get(account.id) ?? []),
    ]),
  );
}
