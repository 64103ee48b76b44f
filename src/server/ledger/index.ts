export {
  type AccountColumns,
  type AccountRow,
  deleteAccountRow,
  insertAccountRow,
  updateAccountRow,
} from './account-rows';
export {
  assertBalance,
  balanceThrough,
} from './assertions';
export { centsFromDb, centsToDb } from './money-columns';
export {
  deleteJournalEntries,
  entriesTouchingAccount,
  type PostEntryInput,
  postJournalEntries,
  postJournalEntry,
} from './post-entry';
export { ensureSystemAccount, ensureTradingAccount } from './system-accounts';
