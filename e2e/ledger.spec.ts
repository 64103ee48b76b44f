import { expect, type Page, test } from '@playwright/test';
import { addDays } from '../src/domain/calendar';
import { apiPoster, checkingAccount } from './helpers/api';
import { signInThroughApi as signIn } from './helpers/auth';

// Money in motion (issue 10): an expense paid from checking and a credit card paid by a transfer
// move the accounts, the Net Worth banner and the account's register, in the real app.

const netWorth = (page: Page) => page.getByTestId('net-worth');
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Portfolio sections' }).getByRole('link', { name, exact: true });

function watchPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

async function openFromAddMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
  return page.getByRole('dialog');
}

async function addChecking(page: Page, amount: string) {
  const dialog = await openFromAddMenu(page, 'Add Asset');
  await dialog.getByRole('button', { name: /^Cash & Bank Accounts/ }).click();
  await dialog.getByLabel('Asset Name').fill('Checking');
  await dialog.getByLabel('Account Number').fill('CHK-1');
  await dialog.getByLabel('Current Value').fill(amount);
  await dialog.getByLabel('Type').selectOption('checking');
  await dialog.getByRole('button', { name: 'Add Asset' }).click();
  await expect(page.getByText('Asset Added', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('an expense paid from checking lowers checking and Net Worth by exactly its amount', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await signIn(page, 'ledger-expense@example.com');
  await page.goto('/portfolio/assets');
  await addChecking(page, '5000');
  await expect(netWorth(page)).toHaveText('$5,000.00');

  // The expense dialog: a card, then the form with its new Account and Category fields.
  const dialog = await openFromAddMenu(page, 'Add Expense');
  await dialog.getByRole('button', { name: /^Food/ }).click();
  await expect(dialog.getByLabel('Category')).toHaveValue(/.+/);
  await expect(dialog.getByLabel('Category').locator('option:checked')).toHaveText('Food');
  await dialog.getByLabel('Description').fill('Groceries');
  await dialog.getByLabel('Amount per occurrence').fill('123.45');
  await dialog.getByLabel('Recurring').click(); // off: one actual expense
  await dialog.getByLabel('Account').selectOption({ label: 'Checking' });
  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  await expect(page.getByText('Expense added successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(netWorth(page)).toHaveText('$4,876.55');
  await expect(page.getByText('1 asset · Total $4,876.55')).toBeVisible();

  // The account page: its balance, the register row with the category and the running balance.
  await page.getByRole('link', { name: 'Checking', exact: true }).click();
  await expect(page).toHaveURL(/\/portfolio\/accounts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Checking', level: 1 })).toBeVisible();
  await expect(page.getByTestId('account-balance')).toHaveText('$4,876.55');
  const register = page.getByRole('region', { name: 'Register' });
  const row = register.getByRole('row').filter({ hasText: 'Groceries' });
  await expect(row).toContainText('Food');
  await expect(row).toContainText('−$123.45');
  await expect(row).toContainText('$4,876.55');
  await expect(register.getByRole('row').filter({ hasText: '$5,000.00' })).toHaveCount(1);
  await expect(page.getByRole('img', { name: /Chart of the balance of Checking/ })).toBeVisible();

  // Edit the row in place (issue 23): the entry row, filled in, its category kept; the balance follows.
  await row.getByRole('button', { name: 'Edit Groceries' }).click();
  const edit = register.getByRole('form', { name: 'Edit Groceries' });
  await expect(edit.getByLabel('Category').locator('option:checked')).toHaveText('Food');
  await expect(edit.getByLabel('Amount')).toHaveValue('123.45');
  await edit.getByLabel('Amount').fill('100');
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Expense updated successfully', { exact: true })).toBeVisible();
  await expect(page.getByTestId('account-balance')).toHaveText('$4,900.00');
  await expect(row).toContainText('−$100.00');

  // A date filter that leaves the expense out, then back.
  await register.getByLabel('To', { exact: true }).fill('2000-01-01');
  await expect(register.getByText('No entries in this period.')).toBeVisible();
  await register.getByRole('button', { name: 'Clear dates' }).click();
  await expect(row).toBeVisible();

  // Delete after confirming: the balance is whole again.
  await row.getByRole('button', { name: 'Delete Groceries' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('account-balance')).toHaveText('$5,000.00');
  await expect(register.getByRole('row').filter({ hasText: 'Groceries' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('paying the credit card by a transfer moves both balances and leaves Net Worth unchanged', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'ledger-transfer@example.com');
  await page.goto('/portfolio/assets');
  await addChecking(page, '5000');

  await tab(page, 'Liabilities').click();
  const debt = await openFromAddMenu(page, 'Add Liability');
  await debt.getByRole('button', { name: /^Credit Card/ }).click();
  await debt.getByLabel('Liability Name').fill('Visa');
  await debt.getByLabel('Account Number').fill('4242');
  await debt.getByLabel('Current Balance').fill('500');
  await debt.getByRole('button', { name: 'Add Liability' }).click();
  await expect(page.getByText('Liability Added', { exact: true })).toBeVisible();
  await expect(netWorth(page)).toHaveText('$4,500.00');

  // From the card's page: Transfer starts with the card as the destination.
  await page.getByRole('link', { name: 'Visa', exact: true }).click();
  await expect(page.getByTestId('account-balance')).toHaveText('$500.00');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Add Transfer' })).toBeVisible();
  await expect(dialog.getByLabel('To account').locator('option:checked')).toHaveText('Visa (liability)');
  await dialog.getByRole('button', { name: 'Add Transfer' }).click();
  await expect(dialog.getByText('Choose the account the money comes from')).toBeVisible();
  await expect(dialog.getByText('Amount is required')).toBeVisible();
  await dialog.getByLabel('From account').selectOption({ label: 'Checking' });
  await dialog.getByLabel('Amount').fill('200');
  await dialog.getByLabel('Notes (optional)').fill('May statement');
  await dialog.getByRole('button', { name: 'Add Transfer' }).click();
  await expect(page.getByText('Transfer added successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('account-balance')).toHaveText('$300.00');
  const row = page
    .getByRole('region', { name: 'Register' })
    .getByRole('row')
    .filter({ hasText: 'Transfer to Visa' });
  await expect(row).toContainText('Checking');
  await expect(row).toContainText('−$200.00');
  // Its notes show on the register, under the description.
  await expect(row.getByTestId('register-notes')).toHaveText('May statement');

  // Edit the transfer in place: the transfer form, filled in.
  await row.getByRole('button', { name: 'Edit Transfer to Visa' }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByRole('heading', { name: 'Edit Transfer' })).toBeVisible();
  await expect(edit.getByLabel('From account').locator('option:checked')).toHaveText('Checking');
  // Its notes were saved with it, and come back to edit.
  await expect(edit.getByLabel('Notes (optional)')).toHaveValue('May statement');
  await edit.getByLabel('Amount').fill('250');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Transfer updated successfully', { exact: true })).toBeVisible();
  await expect(page.getByTestId('account-balance')).toHaveText('$250.00');
  await edit.getByLabel('Amount').waitFor({ state: 'detached' });
  await row.getByRole('button', { name: 'Edit Transfer to Visa' }).click();
  await edit.getByLabel('Amount').fill('200');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('account-balance')).toHaveText('$300.00');

  // Both sides moved; Net Worth did not.
  await page.getByRole('link', { name: 'Liabilities', exact: true }).click();
  await expect(netWorth(page)).toHaveText('$4,500.00');
  await expect(page.getByTestId('liabilities-total')).toHaveText('$300.00');
  await tab(page, 'Assets').click();
  await expect(page.getByTestId('assets-total')).toHaveText('$4,800.00');
  await page.reload();
  await expect(netWorth(page)).toHaveText('$4,500.00');
  expect(errors).toEqual([]);
});

test('the Overview shows last month’s actual income, expenses and net beside the projection', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await signIn(page, 'ledger-actuals@example.com');
  await page.goto('/portfolio');
  const post = apiPoster(page);
  const checking = await post('/api/accounts', checkingAccount('CHK-3', '1000'));
  // The 10th of last month (the server's calendar is UTC), and that month's name.
  const now = new Date();
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 10));
  const date = last.toISOString().slice(0, 10);
  const month = `${last.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })} ${last.getUTCFullYear()}`;
  const record = (type: 'income' | 'expense', amount: string, tag: string) =>
    post('/api/transactions', {
      amount,
      type,
      description: `${type} last month`,
      transactionDate: date,
      isRecurring: false,
      tags: [tag],
      accountId: checking.id,
    });
  await record('income', '2500.00', 'income-salary');
  await record('expense', '420.10', 'expense-food');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Monthly Income' })).toContainText('$0.00');
  await expect(page.getByRole('heading', { name: `Actual in ${month}` })).toBeVisible();
  await expect(page.getByRole('region', { name: `Income in ${month}` })).toContainText('$2,500.00');
  await expect(page.getByRole('region', { name: `Expenses in ${month}` })).toContainText('$420.10');
  await expect(page.getByRole('region', { name: `Net in ${month}` })).toContainText('$2,079.90');
  expect(errors).toEqual([]);
});

test('a register longer than a page goes Older and Newer with running balances that carry on', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await signIn(page, 'ledger-paging@example.com');
  await page.goto('/portfolio/assets');
  const post = apiPoster(page);
  const checking = await post('/api/accounts', checkingAccount('CHK-4', '1000'));
  // 60 coffees of $1.00 on 60 days in 2024, before the balance stated today: counted back from it
  // (decision 125), after coffee k the balance is 1,060 − k dollars, and the opening (1,060 on the
  // first coffee's day) lists last; 61 rows in all, a page of 50 and a page of 11.
  for (let k = 1; k <= 60; k++) {
    await post('/api/transactions', {
      amount: '1.00',
      type: 'expense',
      description: `Coffee ${k}`,
      transactionDate: new Date(Date.UTC(2024, 0, k)).toISOString().slice(0, 10),
      isRecurring: false,
      tags: [],
      accountId: checking.id,
    });
  }
  await page.goto(`/portfolio/accounts/${checking.id}`);
  const register = page.getByRole('region', { name: 'Register' });
  const rows = register.getByRole('row').filter({ hasText: /Coffee|Opening/ });
  const pages = register.getByRole('navigation', { name: 'Register pages' });
  await expect(register.getByText('Showing 1–50 of 61')).toBeVisible();
  // The chart covers the whole history, not the first page: every day, from the opening on, and the
  // balance carried on to today (the user's, a day either side of this machine's).
  const chart = page.getByRole('region', { name: 'Balance over time' });
  const now = new Date().toISOString().slice(0, 10);
  const todays = [addDays(now, -1), now, addDays(now, 1)].join('|');
  await expect(chart.getByText(new RegExp(`^Balance from 2024-01-01 to (${todays})$`))).toBeVisible();
  await expect(rows.first()).toContainText('Coffee 60');
  await expect(rows.first()).toContainText('$1,000.00');
  await expect(rows.last()).toContainText('Coffee 11');
  await expect(rows.last()).toContainText('$1,049.00');
  await expect(pages.getByRole('button', { name: 'Newer' })).toBeDisabled();

  // The older page is read after the shown page's cursor, not by counting rows from the top.
  const older = page.waitForRequest((r) => /\/register\?limit=50&before=[^&]+$/.test(r.url()));
  await pages.getByRole('button', { name: 'Older' }).click();
  await older;
  await expect(register.getByText('Showing 51–61 of 61')).toBeVisible();
  await expect(rows).toHaveCount(11);
  await expect(rows.first()).toContainText('Coffee 10');
  await expect(rows.first()).toContainText('$1,050.00');
  await expect(rows.last()).toContainText('Opening');
  await expect(rows.last()).toContainText('$1,060.00');
  await expect(pages.getByRole('button', { name: 'Older' })).toBeDisabled();

  await pages.getByRole('button', { name: 'Newer' }).click();
  await expect(register.getByText('Showing 1–50 of 61')).toBeVisible();
  await expect(rows.first()).toContainText('$1,000.00');
  expect(errors).toEqual([]);
});
