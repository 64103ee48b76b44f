import type { AccountDto } from '../../../shared/account-dtos';

// The accounts money can be recorded on (issue 10): the user's own asset and liability accounts,
// not a loan's liability (a loan moves through its payments), and not archived ones.

export function postingAccounts(accounts: readonly AccountDto[] | undefined): AccountDto[] {
  return (accounts ?? [])
    .filter(
      (a) => (a.accountType === 'ASSET' || a.accountType === 'LIABILITY') && a.loanId === null && a.isActive,
    )
    .sort(
      (a, b) =>
        (a.accountType === b.accountType ? 0 : a.accountType === 'ASSET' ? -1 : 1) ||
        a.accountName.localeCompare(b.accountName),
    );
}

/** 'Checking' or 'Visa (liability)': the name a select shows. */
export function accountOptionLabel(account: Pick<AccountDto, 'accountName' | 'accountType'>): string {
  return account.accountType === 'LIABILITY' ? `${account.accountName} (liability)` : account.accountName;
}
