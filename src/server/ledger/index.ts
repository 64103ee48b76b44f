export { type AccountDates, assertBalance, reconcileAssertions } from './assertions';
export { centsFromDb, centsToDb } from './money-columns';
export {
  deleteJournalEntries,
  entriesTouchingAccount,
  type PostEntryInput,
  postJournalEntries,
  postJournalEntry,
} from './post-entry';
export { ensureSystemAccount, SYSTEM_ACCOUNTS, type SystemAccountKey } from './system-accounts';
