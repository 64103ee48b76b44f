// Owned by the income-and-expenses feature; it replaces this placeholder.
export function RecentTransactions() {
  return null;
}
