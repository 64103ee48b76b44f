import { expect, type Page, test } from '@playwright/test';
import { apiPoster, checkingAccount } from './helpers/api';
import { signInThroughApi as signIn } from './helpers/auth';

// Transactions as people use them (decisions 138 and 139): tick rows cleared, reconcile against a
// statement, categorize a selection and undo it, delete a row and undo that, in the real app.

const row = (page: Page, description: string) =>
  page.getByRole('region', { name: 'Register' }).getByRole('row').filter({ hasText: description });

test('mark cleared, reconcile, bulk-categorize and undo, delete and undo', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'clear-journey@example.com');
  await page.goto('/portfolio/assets');
  const post = apiPoster(page);
  const account = await post('/api/accounts', {
    ...checkingAccount('CHK-77', '1000.00'),
    balanceDate: '2020-01-01',
  });
  for (const [description, amount, transactionDate] of [
    ['Coffee', '5.00', '2025-01-10'],
    ['Books', '20.00', '2025-01-11'],
    ['Lunch', '12.50', '2025-01-12'],
  ] as const) {
    await post('/api/transactions', {
      amount,
      type: 'expense',
      description,
      transactionDate,
      isRecurring: false,
      tags: [],
      accountId: account.id,
    });
  }
  await page.goto(`/portfolio/accounts/${account.id}`);
  await expect(row(page, 'Lunch')).toBeVisible();

  // The bank has Coffee and Books.
  for (const name of ['Coffee', 'Books']) {
    await page.getByLabel(`Cleared: ${name}`).click();
    await expect(page.getByLabel(`Cleared: ${name}`)).toBeChecked();
  }

  // The statement of Jan 11 ends at 975.00: the difference reaches zero, Finish reconciles.
  await page.getByRole('button', { name: 'Reconcile', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reconcile' });
  await dialog.getByLabel('Statement date').fill('2025-01-11');
  await dialog.getByLabel('Ending balance').fill('970.00');
  await expect(dialog.getByTestId('reconcile-difference')).toHaveText('-$5.00');
  await expect(dialog.getByRole('button', { name: 'Finish' })).toBeDisabled();
  await dialog.getByLabel('Ending balance').fill('975.00');
  await expect(dialog.getByTestId('reconcile-difference')).toHaveText('$0.00');
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Reconciled 2 transactions through 2025-01-11')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Coffee').getByLabel('Reconciled')).toBeVisible();

  // Select Lunch, categorize it as Food, then undo from the toast.
  await page.getByLabel('Select Lunch').click();
  const bar = page.getByRole('region', { name: 'Selected transactions' });
  await expect(bar).toContainText('1 selected');
  await bar.getByLabel('Category').selectOption({ label: 'Food (expense)' });
  await bar.getByRole('button', { name: 'Set category' }).click();
  await expect(page.getByText('1 transactions categorized')).toBeVisible();
  await expect(row(page, 'Lunch')).toContainText('Food');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Undone', { exact: true })).toBeVisible();
  await expect(row(page, 'Lunch')).toContainText('Uncategorized expense');

  // Delete Lunch (no "cannot be undone"), then undo: it comes back, the balance with it.
  await row(page, 'Lunch').getByRole('button', { name: 'Delete Lunch' }).click();
  await expect(page.getByText('You can undo it from the notification that follows.')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row(page, 'Lunch')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(row(page, 'Lunch')).toBeVisible();
  await expect(row(page, 'Lunch')).toContainText('$962.50');
});
