export {
  type AccountColumns,
  type AccountRow,
  deleteAccountRow,
  insertAccountRow,
  updateAccountRow,
} from './account-rows';
export { assertBalance } from './assertions';
export { balanceThrough } from './balance-through';
export { centsFromDb, centsToDb } from './money-columns';
export {
  deleteJournalEntries,
  entriesTouchingAccount,
  type KnownAccounts,
  type PostEntryInput,
  postJournalEntries,
  postJournalEntry,
} from './post-entry';
export { ensureSystemAccount, ensureTradingAccount, systemAccount } from './system-accounts';
