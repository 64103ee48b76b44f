import type { Cents } from '../money';

export class UnbalancedEntryError extends Error {
  override readonly name = 'UnbalancedEntryError';

  constructor(
    readonly totalDebits: Cents,
    readonly totalCredits: Cents,
  ) {
    super(`Journal entry does not balance: debits ${totalDebits} cents, credits ${totalCredits} cents`);
  }
}

export class InvalidJournalLineError extends Error {
  override readonly name = 'InvalidJournalLineError';

  constructor(
    /** Index of the offending line, or null when the problem is the entry as a whole. */
    readonly lineIndex: number | null,
    readonly reason: string,
  ) {
    super(lineIndex === null ? reason : `Line ${lineIndex + 1}: ${reason}`);
  }
}

export class UnknownLedgerAccountError extends Error {
  override readonly name = 'UnknownLedgerAccountError';

  constructor(readonly accountId: string) {
    super(`Journal line refers to an unknown account: ${accountId}`);
  }
}
