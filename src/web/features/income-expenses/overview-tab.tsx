// Owned by the income-and-expenses feature; it replaces this placeholder.
export function OverviewTab() {
  return null;
}
