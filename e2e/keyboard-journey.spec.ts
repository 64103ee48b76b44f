import { expect, type Page, test } from '@playwright/test';
import { apiPoster, checkingAccount } from './helpers/api';
import { signInThroughApi as signIn } from './helpers/auth';
import { refetchLandingLate } from './helpers/late-refetch';

// Issue 23, keyboard only (decision 145): on /portfolio/transactions five transactions are typed into
// the entry row, one is found with `/`, one is split across two categories (refused inline until the
// parts add up), one is deleted with Delete and brought back from its toast's Undo. No mouse after
// signing in; the list and its totals are checked at every step.

const entryRow = (page: Page) => page.getByRole('form', { name: 'New transaction' });
const list = (page: Page) => page.getByRole('list', { name: 'Transactions' });
/** The list's own rows (a split's parts are a list inside one). */
const rows = (page: Page) => list(page).locator(':scope > li');
const totals = (page: Page) => page.getByTestId('transactions-totals');

/** Types one entry from the Payee field: payee, type, category, account, amount, Enter. */
async function enter(
  page: Page,
  entry: { payee: string; income?: boolean; category: string; account?: string; amount: string },
): Promise<void> {
  const row = entryRow(page);
  await expect(row.getByLabel('Payee')).toBeFocused();
  await page.keyboard.type(entry.payee);
  await page.keyboard.press('Tab');
  await expect(row.getByLabel('Type', { exact: true })).toBeFocused();
  if (entry.income) await page.keyboard.type('I');
  await page.keyboard.press('Tab');
  await expect(row.getByLabel('Category', { exact: true })).toBeFocused();
  await page.keyboard.type(entry.category);
  await page.keyboard.press('Tab');
  // No account is implied on this page: the row asks for one, and keeps it for the next entry.
  await expect(row.getByLabel('Account', { exact: true })).toBeFocused();
  if (entry.account) await page.keyboard.type(entry.account);
  await page.keyboard.press('Tab');
  await expect(row.getByLabel('Amount', { exact: true })).toBeFocused();
  await page.keyboard.type(entry.amount);
  await page.keyboard.press('Enter');
}

/** Moves the list's selected row with j and k to the one holding `text`. */
async function selectRow(page: Page, text: string): Promise<void> {
  await page.keyboard.press('Home');
  for (let i = 0; i < 8; i++) {
    if (((await page.locator('li[data-row-index]:focus').textContent()) ?? '').includes(text)) return;
    await page.keyboard.press('j');
  }
  throw new Error(`No row with ${text}`);
}

test('five entries, a search, a split, a delete and its undo, keyboard only', async ({ page }) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await signIn(page, 'keyboard-journey@example.com');
  await page.goto('/portfolio/assets');
  await apiPoster(page)('/api/accounts', checkingAccount('CHK-KJ', '2000.00'));
  await page.goto('/portfolio/transactions');
  await expect(page.getByText('No transactions recorded yet.', { exact: false })).toBeVisible();
  const row = entryRow(page);
  const status = row.getByRole('status');

  // `n` puts the cursor in the entry row; Enter saves and leaves it on a fresh one.
  await page.keyboard.press('n');
  await enter(page, { payee: 'Corner Coffee', category: 'Food', account: 'Checking', amount: '4.50' });
  await expect(status).toHaveText('Saved Corner Coffee, expense $4.50');
  await expect(row.getByLabel('Amount', { exact: true })).toHaveValue('');
  await enter(page, { payee: 'Market', category: 'Food', amount: '30+12.50' });
  await expect(status).toHaveText('Saved Market, expense $42.50');
  await enter(page, { payee: 'Employer', income: true, category: 'Salary', amount: '1000' });
  await expect(status).toHaveText('Saved Employer, income $1,000.00');
  await enter(page, { payee: 'Power Company', category: 'Utilities', amount: '25' });
  await expect(status).toHaveText('Saved Power Company, expense $25.00');
  await enter(page, { payee: 'Bookshop', category: 'Shopping', amount: '15' });
  await expect(status).toHaveText('Saved Bookshop, expense $15.00');
  await expect(row.getByLabel('Payee')).toBeFocused();

  await expect(rows(page)).toHaveCount(5);
  await expect(list(page)).toContainText('Corner Coffee');
  await expect(rows(page).filter({ hasText: 'Market' })).toContainText('-$42.50');
  await expect(rows(page).filter({ hasText: 'Market' })).toContainText('Food');
  await expect(rows(page).filter({ hasText: 'Employer' })).toContainText('Checking');
  await expect(totals(page)).toHaveText('5 transactions · In $1,000.00 · Out $87.00 · Net $913.00');

  // Escape leaves the entry row for the list; `/` then searches (payee or notes); Enter goes to the results.
  await page.keyboard.press('Escape');
  await expect(page.locator('li[data-row-index]:focus')).toHaveCount(1);
  await page.keyboard.press('/');
  const search = page.getByLabel('Search transactions');
  await expect(search).toBeFocused();
  await page.keyboard.type('mar');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Market');
  // Enter before the search's delay has run: the new results take the keyboard once they arrive,
  // though the rows on screen when Enter was pressed (the search for "mar") go away.
  await page.keyboard.type('ket');
  await page.keyboard.press('Enter');
  await expect(page.locator('li[data-row-index]:focus')).toContainText('Market');
  await expect(search).toHaveValue('market');
  await expect(page).toHaveURL(/q=market/);
  await expect(totals(page)).toHaveText('1 transaction · In $0.00 · Out $42.50 · Net −$42.50');

  // `e` edits Market in place: a note, then Split across Food and Shopping.
  await page.keyboard.press('e');
  const edit = page.getByRole('form', { name: 'Edit Market' });
  await expect(edit.getByLabel('Payee')).toBeFocused();
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab'); // Type, Category, Account, Amount, Notes
  await expect(edit.getByLabel('Notes (optional)')).toBeFocused();
  await page.keyboard.type('receipt 42');
  await page.keyboard.press('Tab');
  await expect(edit.getByRole('button', { name: 'Split' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The first part starts with the row's category and takes the cursor.
  await expect(edit.getByLabel('Part 1 category')).toBeFocused();
  await expect(edit.getByLabel('Part 1 category').locator('option:checked')).toHaveText('Food');
  await page.keyboard.press('Tab');
  await page.keyboard.type('30');
  await expect(edit.getByTestId('split-remaining')).toHaveText('Remaining $12.50');
  await page.keyboard.press('Tab');
  await page.keyboard.type('groceries');
  await page.keyboard.press('Tab');
  await expect(edit.getByLabel('Part 2 category')).toBeFocused();
  await page.keyboard.type('Shopping');
  await page.keyboard.press('Tab');
  await page.keyboard.type('10');
  await expect(edit.getByTestId('split-remaining')).toHaveText('Remaining $2.50');
  // Saving is refused inline while the parts do not add up.
  await page.keyboard.press('Enter');
  await expect(edit.getByText('The parts must add up to the amount: $2.50 is not shared out')).toBeVisible();
  await expect(edit).toBeVisible();
  await page.keyboard.type('+2.50');
  await expect(edit.getByTestId('split-remaining')).toHaveText('All shared out');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Expense updated successfully', { exact: true })).toBeVisible();
  await expect(edit).toBeHidden();

  // The list shows it as "Split (2)", the note under the payee, and the parts on the focused row.
  const market = rows(page).filter({ hasText: 'Market' });
  await expect(market).toContainText('Split (2)');
  await expect(market.getByTestId('row-notes')).toHaveText('receipt 42');
  await expect(page.locator('li[data-row-index]:focus')).toContainText('Market');
  const parts = market.getByRole('list', { name: 'Parts of Market' });
  await expect(parts.getByRole('listitem')).toHaveText(['Food $30.00 (groceries)', 'Shopping $12.50']);
  await expect(totals(page)).toHaveText('1 transaction · In $0.00 · Out $42.50 · Net −$42.50');

  // The note is searched too.
  await page.keyboard.press('/');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('receipt');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Market');

  // Back to everything; Delete removes Bookshop, its toast's Undo brings it back.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await expect(rows(page)).toHaveCount(5);
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('li[data-row-index]:focus')).toHaveCount(1);
  await selectRow(page, 'Bookshop');
  // The list's refetch answers after the delete, as on a busy machine (CI once).
  const restore = await refetchLandingLate(page, /\/api\/transactions\?/);
  await page.keyboard.press('Delete');
  await expect(page.getByText('Transaction deleted', { exact: true })).toBeVisible();
  await expect(rows(page)).toHaveCount(4);
  await expect(rows(page).filter({ hasText: 'Bookshop' })).toHaveCount(0);
  await expect(totals(page)).toHaveText('4 transactions · In $1,000.00 · Out $72.00 · Net $928.00');
  // The focus stays in the list.
  await expect(page.locator('li[data-row-index]:focus')).toHaveCount(1);
  await restore();

  // F8 reaches the notifications; Tab to the Undo button.
  await page.keyboard.press('F8');
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Undo') break;
  }
  await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Undone', { exact: true })).toBeVisible();
  await expect(rows(page)).toHaveCount(5);
  await expect(rows(page).filter({ hasText: 'Bookshop' })).toContainText('Shopping');
  await expect(totals(page)).toHaveText('5 transactions · In $1,000.00 · Out $87.00 · Net $913.00');
  // The split kept its parts through all of it.
  await expect(rows(page).filter({ hasText: 'Market' })).toContainText('Split (2)');

  expect(errors).toEqual([]);
});

test('the entry row with its parts open fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, 'keyboard-journey-phone@example.com');
  await page.goto('/portfolio/transactions');
  const row = entryRow(page);
  await expect(page.getByText('No transactions recorded yet.', { exact: false })).toBeVisible();
  await page.keyboard.press('n');
  await expect(row.getByLabel('Payee')).toBeFocused();
  // Payee → Type → Category → Account → Amount → Notes → Split.
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: 'Split' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row.getByLabel('Part 1 category')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.type('5');
  await expect(row.getByTestId('split-remaining')).toHaveText('Enter the total amount first');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  // Every part field and button lies within the screen's width.
  for (const control of [
    row.getByLabel('Part 2 category'),
    row.getByLabel('Part 2 amount'),
    row.getByLabel('Part 2 memo (optional)'),
    row.getByRole('button', { name: 'Add part' }),
    row.getByRole('button', { name: 'Unsplit' }),
  ]) {
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360, String(control)).toBe(true);
  }
});
