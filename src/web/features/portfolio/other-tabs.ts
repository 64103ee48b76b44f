// The portfolio tabs other than the overview, in one chunk of their own: the overview (the signed-in
// home page) paints without their code, which portfolio-page.tsx fetches once the page has settled
// (docs/decisions/070).
export { AssetsTab } from '../accounts/assets-tab';
export { LiabilitiesTab } from '../accounts/liabilities-tab';
export { HomePurchaseTab } from '../analyzer/home-purchase-tab';
export { ExpensesTab } from '../income-expenses/expenses-tab';
export { IncomeTab } from '../income-expenses/income-tab';
export { TransactionsTab } from '../transactions/transactions-tab';
