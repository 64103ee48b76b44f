import {
  type AccountCategory,
  categoriesOf,
  categoryOfSubtype,
  findCategory,
} from '../../../shared/account-categories';
import type { AccountDto } from '../../../shared/account-dtos';

// Apart from the form model, which carries the schemas: the account lists use it too.

/** The category an existing account is edited under: its own, else its subtype's, else the last. */
export function categoryOfAccount(account: AccountDto): AccountCategory {
  const categories = categoriesOf(account.accountType);
  return (
    (account.category ? findCategory(account.accountType, account.category) : undefined) ??
    (account.accountSubtype ? categoryOfSubtype(account.accountType, account.accountSubtype) : undefined) ??
    (categories[categories.length - 1] as AccountCategory)
  );
}
