// Owned by the income-and-expenses feature; it replaces this placeholder.
export function ExpensesTab() {
  return null;
}
