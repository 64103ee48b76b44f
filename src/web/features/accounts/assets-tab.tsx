import { AddAssetDialog } from '../dialogs';
import { AccountSection } from './account-section';
import { useAccounts } from './queries';

/** docs/product.md §2.4: asset accounts with their count and total, each with edit and delete. */
export function AssetsTab() {
  const query = useAccounts();
  const assets = (query.data ?? []).filter((a) => a.accountType === 'ASSET');
  return (
    <AccountSection
      kind="ASSET"
      accounts={assets}
      dialog={AddAssetDialog}
      query={query}
      empty={assets.length === 0}
    />
  );
}
