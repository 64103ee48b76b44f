// Owned by the income-and-expenses feature; it replaces this placeholder.
export function HomePurchaseTab() {
  return null;
}
