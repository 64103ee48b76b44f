// Owned by the income-and-expenses feature; it replaces this placeholder.
export function AddRecurringDialog(_props: {
  kind: 'income' | 'expense';
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return null;
}
