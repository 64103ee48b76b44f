import { TransactionsTab } from './transactions-tab';

export function IncomeTab() {
  return <TransactionsTab kind="income" />;
}
