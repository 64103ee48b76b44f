import type { CategoryDto } from '../../../shared/categories';
import type { IncomeOrExpense } from '../../../shared/transactions';
import { Label } from '../../components/ui/label';
import { useAccounts } from '../accounts/queries';
import { FieldError, SELECT_CLASS } from './field-error';
import { accountOptionLabel, postingAccounts } from './posting-accounts';

// The Account and Category fields of the income and expense form (issue 10): with an account, an
// actual transaction moves its balance; without one it stays a record (or a projection) only.

const HINTS: Record<IncomeOrExpense, string> = {
  income: 'The account it is paid into. Leave empty to keep it off your balances.',
  expense:
    'The account it is paid from (a credit card raises what you owe). Leave empty to keep it off your balances.',
};

export function LedgerFields({
  idBase,
  kind,
  accountId,
  categoryId,
  categories,
  defaultCategoryLabel,
  errors,
  onAccount,
  onCategory,
}: {
  idBase: string;
  kind: IncomeOrExpense;
  accountId: string;
  /** The category shown: the chosen one, else the dialog category's own. */
  categoryId: string;
  categories: readonly CategoryDto[];
  /** What '' stands for when no category matches: the dialog category's name. */
  defaultCategoryLabel: string;
  errors: { accountId?: string | undefined; categoryId?: string | undefined };
  onAccount: (id: string) => void;
  onCategory: (id: string) => void;
}) {
  const accounts = useAccounts();
  const options = postingAccounts(accounts.data);
  // An account that is no longer offered (archived, now a loan's) still shows while editing.
  const missing = accountId !== '' && !options.some((a) => a.id === accountId);
  const described = (name: 'accountId' | 'categoryId', hint?: string) => ({
    id: `${idBase}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [errors[name] ? `${idBase}-${name}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined,
  });
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${idBase}-accountId`}>Account</Label>
        <select
          {...described('accountId', `${idBase}-accountId-hint`)}
          value={accountId}
          onChange={(e) => onAccount(e.target.value)}
          className={SELECT_CLASS}
        >
          <option value="">None</option>
          {missing ? <option value={accountId}>Current account</option> : null}
          {options.map((a) => (
            <option key={a.id} value={a.id}>
              {accountOptionLabel(a)}
            </option>
          ))}
        </select>
        <span id={`${idBase}-accountId-hint`} className="text-xs text-muted-foreground">
          {HINTS[kind]}
        </span>
        <FieldError id={`${idBase}-accountId-error`} message={errors.accountId} />
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${idBase}-categoryId`}>Category</Label>
        <select
          {...described('categoryId')}
          value={categoryId}
          onChange={(e) => onCategory(e.target.value)}
          className={SELECT_CLASS}
        >
          {categoryId === '' || !categories.some((c) => c.id === categoryId) ? (
            <option value={categoryId}>{defaultCategoryLabel}</option>
          ) : null}
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.isActive ? c.name : `${c.name} (archived)`}
            </option>
          ))}
        </select>
        <FieldError id={`${idBase}-categoryId-error`} message={errors.categoryId} />
      </div>
    </div>
  );
}
