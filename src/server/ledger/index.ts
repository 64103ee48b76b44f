export {
  type AccountChanges,
  type AccountColumns,
  type AccountRow,
  deleteAccountRow,
  insertAccountRow,
  type NewAccountValues,
  updateAccountRow,
} from './account-rows';
export {
  type AccountDates,
  type AssertionKind,
  assertBalance,
  balanceThrough,
  reconcileAssertions,
} from './assertions';
export { centsFromDb, centsToDb } from './money-columns';
export {
  deleteJournalEntries,
  entriesTouchingAccount,
  type PostEntryInput,
  postJournalEntries,
  postJournalEntry,
} from './post-entry';
export {
  ensureSystemAccount,
  ensureTradingAccount,
  SYSTEM_ACCOUNTS,
  type SystemAccountKey,
} from './system-accounts';
