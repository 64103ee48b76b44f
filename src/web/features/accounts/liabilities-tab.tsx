// Owned by the accounts feature; it replaces this placeholder.
export function LiabilitiesTab() {
  return null;
}
