import { expect, test } from '@playwright/test';
import { apiPoster, checkingAccount } from './helpers/api';
import { signInThroughApi as signIn } from './helpers/auth';

// Issue 21, one meaning of expenses and small truths: the overview shows this month so far beside
// last month, a new loan's payment reaches the overview without a reload, and Planning's Recent
// Transactions lists what happened (a recurring item's occurrence, not the item; a transfer by the
// account it went to).

test('a new loan reaches the overview at once; recent transactions are actual ones', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, 'expenses-journey@example.com');
  await page.goto('/portfolio');
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  const monthName = (d: Date) =>
    `${d.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${d.getUTCFullYear()}`;
  const thisMonth = monthName(now);
  const lastMonth = monthName(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));

  const monthly = page.getByRole('region', { name: 'Monthly Expenses' });
  await expect(monthly).toContainText('loan payments $0.00');
  const soFar = page.getByRole('region', { name: `Expenses in ${thisMonth} so far` });
  await expect(soFar).toContainText('$0.00');
  await expect(soFar).toContainText('Posted expenses and loan interest; principal repaid is not spending');
  await expect(page.getByRole('region', { name: `Expenses in ${lastMonth}` })).toBeVisible();

  // A loan created in the dialog: the overview underneath counts its payment without a reload.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Add Liability' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Loan Calculator/ }).click();
  await dialog.getByLabel('Loan Name', { exact: true }).fill('Car loan');
  await dialog.getByLabel('Start Date', { exact: true }).fill(today);
  await dialog.getByLabel('Principal (Loan Amount)', { exact: true }).fill('20000');
  await dialog.getByLabel('Interest Rate (%)', { exact: true }).fill('6');
  const preview = dialog.getByTestId('loan-payment-preview');
  await expect(preview).not.toHaveText('$0.00');
  const payment = (await preview.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Create Loan' }).click();
  await expect(dialog).toBeHidden();
  await expect(monthly).toContainText(`loan payments ${payment}`);
  await expect(page.getByRole('region', { name: 'Monthly Cash Flow' })).toContainText(`-${payment}`);

  // A recurring item that has posted once, and a transfer.
  const post = apiPoster(page);
  const checking = await post('/api/accounts', checkingAccount('CHK-21', '5000'));
  const savings = await post('/api/accounts', {
    ...checkingAccount('SAV-21', '0'),
    accountName: 'Savings',
    accountSubtype: 'savings',
  });
  await post('/api/transactions', {
    amount: '120.00',
    type: 'expense',
    description: 'Groceries',
    transactionDate: today,
    isRecurring: true,
    recurringFrequency: 'monthly',
    tags: ['expense-food'],
    accountId: checking.id,
  });
  await post('/api/transactions', {
    amount: '300.00',
    type: 'transfer',
    description: 'Put aside',
    transactionDate: today,
    accountId: checking.id,
    toAccountId: savings.id,
  });

  await page.goto('/planning');
  const recent = page.getByRole('region', { name: 'Recent Transactions' });
  await expect(recent.getByRole('listitem')).toHaveCount(2);
  await expect(recent.getByRole('listitem').filter({ hasText: 'Groceries' })).toHaveCount(1);
  await expect(recent.getByRole('listitem').filter({ hasText: 'Put aside' })).toContainText(
    'Transfer → Savings',
  );
  await expect(recent).not.toContainText('Uncategorized');
});
