// The code of the dialogs pages open on demand, in one chunk of its own (features/dialogs.tsx loads
// it once the page has settled): their forms, the forms' schemas and Zod.
export { AddAssetDialog } from './accounts/add-asset-dialog';
export { AddLiabilityDialog } from './accounts/add-liability-dialog';
export { AddRecurringDialog } from './income-expenses/add-recurring-dialog';
export { EditTransactionDialog } from './income-expenses/edit-transaction-dialog';
export { TransferDialog } from './income-expenses/transfer-dialog';
export { LoanDialog } from './loans/loan-dialog';
