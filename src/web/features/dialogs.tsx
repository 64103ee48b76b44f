import { type ComponentProps, lazy } from 'react';
import { LazyDialog } from '../components/lazy-dialog';
import type * as Code from './dialog-code';

// The add and edit dialogs as pages use them: rendered only while open, their code (dialog-code.ts)
// fetched once the page has its data and the browser is idle, so a page's first paint does not wait
// for forms nobody has opened yet (components/lazy-dialog.tsx, docs/decisions/070).

const code = () => import('./dialog-code');
type Props<K extends keyof typeof Code> = ComponentProps<(typeof Code)[K]>;

const Lazy = {
  AddAsset: lazy(() => code().then((m) => ({ default: m.AddAssetDialog }))),
  AddLiability: lazy(() => code().then((m) => ({ default: m.AddLiabilityDialog }))),
  AddRecurring: lazy(() => code().then((m) => ({ default: m.AddRecurringDialog }))),
  Transfer: lazy(() => code().then((m) => ({ default: m.TransferDialog }))),
  EditTransaction: lazy(() => code().then((m) => ({ default: m.EditTransactionDialog }))),
  Loan: lazy(() => code().then((m) => ({ default: m.LoanDialog }))),
};

export function AddAssetDialog(props: Props<'AddAssetDialog'>) {
  return (
    <LazyDialog open={props.open} prefetch={code}>
      <Lazy.AddAsset {...props} />
    </LazyDialog>
  );
}

export function AddLiabilityDialog(props: Props<'AddLiabilityDialog'>) {
  return (
    <LazyDialog open={props.open} prefetch={code}>
      <Lazy.AddLiability {...props} />
    </LazyDialog>
  );
}

export function AddRecurringDialog(props: Props<'AddRecurringDialog'>) {
  return (
    <LazyDialog open={props.open} prefetch={code}>
      <Lazy.AddRecurring {...props} />
    </LazyDialog>
  );
}

export function TransferDialog(props: Props<'TransferDialog'>) {
  return (
    <LazyDialog open={props.open} prefetch={code}>
      <Lazy.Transfer {...props} />
    </LazyDialog>
  );
}

export function EditTransactionDialog(props: Props<'EditTransactionDialog'>) {
  return (
    <LazyDialog open={props.item !== null} prefetch={code}>
      <Lazy.EditTransaction {...props} />
    </LazyDialog>
  );
}

export function LoanDialog(props: Props<'LoanDialog'>) {
  return (
    <LazyDialog open={props.open} prefetch={code}>
      <Lazy.Loan {...props} />
    </LazyDialog>
  );
}
