import { TransactionsTab } from './transactions-tab';

export function ExpensesTab() {
  return <TransactionsTab kind="expense" />;
}
