// Owned by the loans feature; it replaces this placeholder. Rendered inside the liabilities tab.
export function LoansList() {
  return null;
}
