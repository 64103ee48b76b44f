// Owned by the accounts feature; it replaces this placeholder.
export function AddLiabilityDialog(_props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return null;
}
