import { moneyIn } from '../../lib/money-text';
import { AddLiabilityDialog } from '../dialogs';
import { LoansList } from '../loans/loans-list';
import { AccountSection } from './account-section';
import { useAccounts, useBalanceSheet } from './queries';

/** docs/product.md §2.4: plain liability accounts, then the loans (each loan once, in the loans section). */
export function LiabilitiesTab() {
  const query = useAccounts();
  const sheet = useBalanceSheet();
  const liabilities = (query.data ?? []).filter((a) => a.accountType === 'LIABILITY');
  const plain = liabilities.filter((a) => a.loanId === null);
  return (
    <div className="flex flex-col gap-6">
      <AccountSection
        kind="LIABILITY"
        accounts={plain}
        totalNote={
          sheet.data && plain.length !== liabilities.length ? (
            <> · All debts incl. loans {moneyIn(sheet.data.totalLiabilities, sheet.data.baseCurrency)}</>
          ) : null
        }
        dialog={AddLiabilityDialog}
        query={query}
        empty={liabilities.length === 0}
      />
      <LoansList />
    </div>
  );
}
