// Owned by the loans feature; it replaces this placeholder.
export function LoansByCategory() {
  return null;
}
