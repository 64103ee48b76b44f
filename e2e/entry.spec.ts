import { expect, type Page, test } from '@playwright/test';
import { apiPoster, checkingAccount } from './helpers/api';
import { signInThroughApi as signIn } from './helpers/auth';
import { refetchLandingLate } from './helpers/late-refetch';

// Entry at the speed of typing and edit in place (issue 23), keyboard only: five transactions
// entered on an account's register with Enter, one edited with `e` keeping its category, one
// deleted with Delete.

const entryRow = (page: Page) => page.getByRole('form', { name: 'New transaction' });

/** Types one entry from the Payee field: payee, Tab past Type (or into it), category, amount, Enter. */
async function enter(
  page: Page,
  entry: { payee: string; income?: boolean; category?: string; amount: string },
): Promise<void> {
  const row = entryRow(page);
  await expect(row.getByLabel('Payee')).toBeFocused();
  await page.keyboard.type(entry.payee);
  await page.keyboard.press('Tab');
  await expect(row.getByLabel('Type')).toBeFocused();
  // A select answers typed letters: I for Income.
  if (entry.income) await page.keyboard.type('I');
  await page.keyboard.press('Tab');
  await expect(row.getByLabel('Category')).toBeFocused();
  if (entry.category) await page.keyboard.type(entry.category);
  await page.keyboard.press('Tab');
  await expect(row.getByLabel('Amount')).toBeFocused();
  await page.keyboard.type(entry.amount);
  await page.keyboard.press('Enter');
}

/** Moves the register's selection with the arrow keys to the row holding `text`. */
async function selectRow(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Home');
  for (let i = 0; i < 8; i++) {
    if (((await page.locator('tr:focus').textContent()) ?? '').includes(text)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`No row with ${text}`);
}

test('five entries typed with Enter, one edited with e keeping its category, one deleted with Delete', async ({
  page,
}) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await signIn(page, 'entry-journey@example.com');
  await page.goto('/portfolio/assets');
  const account = await apiPoster(page)('/api/accounts', checkingAccount('CHK-E', '500.00'));
  await page.goto(`/portfolio/accounts/${account.id}`);
  await expect(page.getByTestId('account-balance')).toHaveText('$500.00');
  const register = page.getByRole('region', { name: 'Register' });
  const row = entryRow(page);
  const status = row.getByRole('status');

  // `n` puts the cursor in the entry row.
  await expect(row.getByLabel('Date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await page.keyboard.press('n');
  await expect(row.getByLabel('Payee')).toBeFocused();

  // A sum as the amount, evaluated in cents; an unfinished one is refused inline first.
  await enter(page, { payee: 'Blue Bottle', category: 'Food', amount: '4.50+' });
  await expect(row.getByText('Enter an amount like 12.50 or a sum like 12.50+3.20')).toBeVisible();
  await expect(row.getByLabel('Amount')).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.type('0.75');
  await expect(row.getByText('= $5.25')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Saved Blue Bottle, expense $5.25');
  // A fresh row, the cursor back on the payee.
  await expect(row.getByLabel('Payee')).toBeFocused();
  await expect(row.getByLabel('Amount')).toHaveValue('');

  await enter(page, { payee: 'Market', category: 'Food', amount: '12' });
  await expect(status).toHaveText('Saved Market, expense $12.00');

  // A past payee fills its category.
  await page.keyboard.type('Blue Bottle');
  await expect(row.getByLabel('Category').locator('option:checked')).toHaveText('Food');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('3*2');
  await page.keyboard.press('Enter');
  await expect(status).toHaveText('Saved Blue Bottle, expense $6.00');

  await enter(page, { payee: 'Paycheck', income: true, amount: '1000' });
  await expect(status).toHaveText('Saved Paycheck, income $1,000.00');
  await enter(page, { payee: 'Bookstore', amount: '20' });
  await expect(status).toHaveText('Saved Bookstore, expense $20.00');
  // 500 − 5.25 − 12 − 6 + 1000 − 20
  await expect(page.getByTestId('account-balance')).toHaveText('$1,456.75');
  await expect(register.getByRole('row').filter({ hasText: 'Market' })).toContainText('Food');

  // Tab from the entry row's Add button reaches the register's selected row; arrows move it.
  await row.getByLabel('Payee').focus();
  await page.keyboard.press('Tab'); // Type
  await page.keyboard.press('Tab'); // Category
  await page.keyboard.press('Tab'); // Amount
  await page.keyboard.press('Tab'); // Notes
  await page.keyboard.press('Tab'); // Split
  await page.keyboard.press('Tab'); // Add
  await expect(row.getByRole('button', { name: 'Add' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator('tr:focus')).toHaveCount(1);
  await selectRow(page, 'Market');

  // `e` edits the row in place, its category kept; Enter saves.
  await page.keyboard.press('e');
  const edit = register.getByRole('form', { name: 'Edit Market' });
  await expect(edit.getByLabel('Payee')).toBeFocused();
  await expect(edit.getByLabel('Category').locator('option:checked')).toHaveText('Food');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  await expect(edit.getByLabel('Amount')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('15');
  // The register's refetch answers late and animation frames run at once, as on a busy machine: the
  // focus must still come back to the edited row, not to a form that is about to go.
  const restoreAfterEdit = await refetchLandingLate(page, /\/register\?/);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Expense updated successfully', { exact: true })).toBeVisible();
  await expect(edit).toBeHidden();
  const market = register.getByRole('row').filter({ hasText: 'Market' });
  await expect(market).toContainText('−$15.00');
  await expect(market).toContainText('Food');
  await expect(page.getByTestId('account-balance')).toHaveText('$1,453.75');
  // Focus is back on the edited row.
  await expect(page.locator('tr:focus')).toContainText('Market');
  await restoreAfterEdit();

  // Delete removes the selected row once confirmed (the confirmation starts on Cancel).
  await selectRow(page, 'Bookstore');
  // The register's refetch answers after the delete, as on a busy machine.
  const restore = await refetchLandingLate(page, /\/register\?/);
  await page.keyboard.press('Delete');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Bookstore');
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(register.getByRole('row').filter({ hasText: 'Bookstore' })).toHaveCount(0);
  await expect(page.getByTestId('account-balance')).toHaveText('$1,473.75');
  // The focus is back on a row of the register.
  await expect(page.locator('tr[data-row-index]:focus')).toHaveCount(1);
  await restore();

  // `/` goes to the register's date filter, `n` back to a new entry.
  await page.keyboard.press('/');
  await expect(register.getByLabel('From', { exact: true })).toBeFocused();
  // Out of the field (a shortcut typed into a field is just a letter), then `n`.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('n');
  await expect(row.getByLabel('Payee')).toBeFocused();
  expect(errors).toEqual([]);
});

test('Add Expense on an account is a short one-off form', async ({ page }) => {
  await signIn(page, 'entry-one-off@example.com');
  await page.goto('/portfolio/assets');
  const account = await apiPoster(page)('/api/accounts', checkingAccount('CHK-O', '100.00'));
  await page.goto(`/portfolio/accounts/${account.id}`);
  await page.getByRole('button', { name: 'Add Expense' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Expense' });
  await expect(dialog.getByLabel('Recurring')).toHaveCount(0);
  await dialog.getByLabel('Payee').fill('Coffee');
  await dialog.getByLabel('Category').selectOption({ label: 'Food' });
  await dialog.getByLabel('Amount').fill('4.50');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Expense added successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('account-balance')).toHaveText('$95.50');
});
