// Owned by the accounts feature; it replaces this placeholder.
export function AddAssetDialog(_props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return null;
}
