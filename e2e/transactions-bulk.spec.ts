import { expect, test } from '@playwright/test';
import { apiPoster, checkingAccount } from './helpers/api';
import { signInThroughApi as signIn } from './helpers/auth';

// Issue 23, bulk on the Transactions page (decision 145): a click and a shift-click tick a range that
// is categorized and undone; with the page ticked, "Select all N matching this filter" takes rows not
// yet loaded, which are marked cleared, deleted, and brought back from the toast.

const MATCHING = 53; // more than the 50 a page loads
const OTHER = 'Rent unrelated';

test('shift-click a range, then all N matching the filter, each change undone', async ({ page }) => {
  await signIn(page, 'transactions-bulk@example.com');
  await page.goto('/portfolio');
  const post = apiPoster(page);
  const checking = await post('/api/accounts', checkingAccount('CHK-TB', '9000.00'));
  const expense = (description: string, day: number) =>
    post('/api/transactions', {
      amount: '2.00',
      type: 'expense',
      description,
      transactionDate: `2026-10-${String(day).padStart(2, '0')}`,
      isRecurring: false,
      tags: [],
      accountId: checking.id,
    });
  for (let i = 1; i <= MATCHING; i++) await expense(`Bulk item ${String(i).padStart(2, '0')}`, (i % 28) + 1);
  await expense(OTHER, 1);

  await page.goto('/portfolio/transactions?q=bulk%20item');
  const list = page.getByRole('list', { name: 'Transactions' });
  const rows = list.locator(':scope > li');
  await expect(rows).toHaveCount(50);
  await expect(page.getByTestId('transactions-totals')).toContainText('50 shown of 53 transactions matching');

  // A click on the second row's box, a shift-click on the fifth: four rows ticked.
  await rows.nth(1).getByRole('checkbox').click();
  await rows
    .nth(4)
    .getByRole('checkbox')
    .click({ modifiers: ['Shift'] });
  const bar = page.getByRole('region', { name: 'Selected transactions' });
  await expect(bar).toContainText('4 selected');
  const ticked = await Promise.all([1, 2, 3, 4].map((i) => rows.nth(i).getAttribute('data-transaction-id')));
  await bar.getByLabel('Category').selectOption({ label: 'Food (expense)' });
  await bar.getByRole('button', { name: 'Set category' }).click();
  await expect(page.getByText('4 transactions categorized', { exact: true })).toBeVisible();
  for (const id of ticked) await expect(list.locator(`[data-transaction-id="${id}"]`)).toContainText('Food');
  await expect(rows.nth(0)).toContainText('Uncategorized');
  await expect(rows.nth(5)).toContainText('Uncategorized');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Undone', { exact: true })).toBeVisible();
  for (const id of ticked)
    await expect(list.locator(`[data-transaction-id="${id}"]`)).toContainText('Uncategorized');

  // Every row shown, then every row matching: the change takes the three not loaded too.
  await page.getByLabel('Select all 50 shown').check();
  await expect(bar).toContainText('50 selected');
  await page.getByRole('button', { name: `Select all ${MATCHING} matching this filter` }).click();
  await expect(bar).toContainText(`${MATCHING} selected`);
  await bar.getByRole('button', { name: 'Mark cleared' }).click();
  await expect(page.getByText(`${MATCHING} transactions marked cleared`, { exact: true })).toBeVisible();
  await page.goto('/portfolio/transactions?q=bulk%20item&cleared=true');
  await expect(page.getByTestId('transactions-totals')).toContainText(`of ${MATCHING} transactions matching`);

  await page.getByLabel('Select all 50 shown').check();
  await page.getByRole('button', { name: `Select all ${MATCHING} matching this filter` }).click();
  await bar.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${MATCHING} transactions deleted`, { exact: true })).toBeVisible();
  await expect(page.getByText('No transactions match these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Undone', { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(50);

  // The row outside the filter was never touched.
  await page.goto('/portfolio/transactions?q=rent');
  const other = page
    .getByRole('list', { name: 'Transactions' })
    .locator(':scope > li')
    .filter({ hasText: OTHER });
  await expect(other).toContainText('Uncategorized');
  await expect(other).not.toContainText('Cleared');
});
