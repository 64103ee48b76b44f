import { type ComponentProps, type ComponentType, lazy } from 'react';
import { LazyDialog } from '../components/lazy-dialog';
import type * as AssetCode from './accounts/add-asset-dialog';
import type * as LiabilityCode from './accounts/add-liability-dialog';
import type * as RecurringCode from './income-expenses/add-recurring-dialog';
import type * as EditCode from './income-expenses/edit-transaction-dialog';
import type * as TransferCode from './income-expenses/transfer-dialog';
import type * as LoanCode from './loans/loan-dialog';

// The add and edit dialogs as pages use them: rendered only while open, each dialog's code a chunk of
// its own, fetched once the page has its data and the browser is idle, so a page's first paint does
// not wait for forms nobody has opened yet (components/lazy-dialog.tsx, docs/decisions/070), and a
// page fetches only the dialogs it has (issue 28, docs/decisions/158).

/** A dialog's lazy component and the import that fetches its code, so the page can fetch it early. */
function lazyDialog<P>(code: () => Promise<ComponentType<P>>) {
  return { code, Dialog: lazy(() => code().then((component) => ({ default: component }))) };
}

const Lazy = {
  AddAsset: lazyDialog(() => import('./accounts/add-asset-dialog').then((m) => m.AddAssetDialog)),
  AddLiability: lazyDialog(() => import('./accounts/add-liability-dialog').then((m) => m.AddLiabilityDialog)),
  AddRecurring: lazyDialog(() =>
    import('./income-expenses/add-recurring-dialog').then((m) => m.AddRecurringDialog),
  ),
  Transfer: lazyDialog(() => import('./income-expenses/transfer-dialog').then((m) => m.TransferDialog)),
  EditTransaction: lazyDialog(() =>
    import('./income-expenses/edit-transaction-dialog').then((m) => m.EditTransactionDialog),
  ),
  Loan: lazyDialog(() => import('./loans/loan-dialog').then((m) => m.LoanDialog)),
};

export function AddAssetDialog(props: ComponentProps<typeof AssetCode.AddAssetDialog>) {
  return (
    <LazyDialog open={props.open} prefetch={Lazy.AddAsset.code}>
      <Lazy.AddAsset.Dialog {...props} />
    </LazyDialog>
  );
}

export function AddLiabilityDialog(props: ComponentProps<typeof LiabilityCode.AddLiabilityDialog>) {
  return (
    <LazyDialog open={props.open} prefetch={Lazy.AddLiability.code}>
      <Lazy.AddLiability.Dialog {...props} />
    </LazyDialog>
  );
}

export function AddRecurringDialog(props: ComponentProps<typeof RecurringCode.AddRecurringDialog>) {
  return (
    <LazyDialog open={props.open} prefetch={Lazy.AddRecurring.code}>
      <Lazy.AddRecurring.Dialog {...props} />
    </LazyDialog>
  );
}

export function TransferDialog(props: ComponentProps<typeof TransferCode.TransferDialog>) {
  return (
    <LazyDialog open={props.open} prefetch={Lazy.Transfer.code}>
      <Lazy.Transfer.Dialog {...props} />
    </LazyDialog>
  );
}

export function EditTransactionDialog(props: ComponentProps<typeof EditCode.EditTransactionDialog>) {
  return (
    <LazyDialog open={props.item !== null} prefetch={Lazy.EditTransaction.code}>
      <Lazy.EditTransaction.Dialog {...props} />
    </LazyDialog>
  );
}

export function LoanDialog(props: ComponentProps<typeof LoanCode.LoanDialog>) {
  return (
    <LazyDialog open={props.open} prefetch={Lazy.Loan.code}>
      <Lazy.Loan.Dialog {...props} />
    </LazyDialog>
  );
}
