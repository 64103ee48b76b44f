import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi as signIn } from './helpers/auth';

// Planning: a budget for this month with a food item follows a food expense from checking; the Cash
// Flow and Analytics tabs show their charts and table alternatives; no page errors throughout.

const origin = () => `http://localhost:${process.env.E2E_PORT ?? 5180}`;

async function post<T>(page: Page, url: string, data: unknown): Promise<T> {
  const res = await page.request.post(url, { data, headers: { origin: origin() } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

const today = () => new Date().toISOString().slice(0, 10);

test('a budget follows a food expense; cash flow and analytics show charts and tables', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, 'planning-journey@example.com');
  const checking = await post<{ id: string }>(page, '/api/accounts', {
    accountName: 'Checking',
    accountNumber: 'CHK-9',
    accountType: 'ASSET',
    accountSubtype: 'checking',
    normalBalance: 'debit',
    currentBalance: '2000.00',
  });
  await post(page, '/api/transactions', {
    amount: '1500.00',
    type: 'income',
    description: 'Salary',
    transactionDate: today(),
    isRecurring: true,
    recurringFrequency: 'monthly',
    accountId: checking.id,
    tags: ['income-salary'],
  });

  // Budgeting: create this month's budget with a food item.
  await page.goto('/planning/budgets');
  await expect(page.getByText('No budgets yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New budget' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Budget' });
  await dialog.getByRole('button', { name: 'Add category' }).click();
  await dialog.getByLabel('Category').selectOption({ label: 'Food (expense)' });
  await dialog.getByLabel('Planned amount').fill('500');
  await dialog.getByRole('button', { name: 'Create Budget' }).click();
  await expect(dialog).toBeHidden();
  const food = page.getByRole('listitem', { name: 'Food' });
  await expect(food.getByText('$0.00 spent of $500.00')).toBeVisible();
  await expect(food.getByTestId('budget-remaining')).toHaveText('$500.00 remaining');
  await expect(page.getByRole('region', { name: 'Active Budgets' })).toContainText('1');

  // A food expense from checking, through the Add Expense dialog; back on the budget (in the app, so
  // the cached budget must be refreshed by the change), the bar and the remaining amount moved.
  const area = page.getByRole('navigation', { name: 'Switch area' });
  await area.getByRole('link', { name: 'Portfolio' }).click();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Add Expense' }).click();
  const expense = page.getByRole('dialog');
  await expense.getByRole('button', { name: /^Food/ }).click();
  await expense.getByLabel('Description').fill('Groceries');
  await expense.getByLabel('Amount per occurrence').fill('42.50');
  await expense.getByLabel('Recurring').click(); // off: one actual expense
  await expense.getByLabel('Account').selectOption({ label: 'Checking' });
  await expense.getByRole('button', { name: 'Add Expense' }).click();
  await expect(page.getByText('Expense added successfully', { exact: true })).toBeVisible();
  await expect(expense).toBeHidden();
  await area.getByRole('link', { name: 'Planning' }).click();
  await page.getByRole('tab', { name: 'Budgeting' }).click();
  await expect(food.getByText('$42.50 spent of $500.00')).toBeVisible();
  await expect(food.getByTestId('budget-remaining')).toHaveText('$457.50 remaining');
  await expect(food.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '8');

  // Overspending turns the amount over red.
  await post(page, '/api/transactions', {
    amount: '500.00',
    type: 'expense',
    description: 'Feast',
    transactionDate: today(),
    accountId: checking.id,
    tags: ['expense-food'],
  });
  await page.reload();
  await expect(food.getByTestId('budget-remaining')).toHaveText('Over budget by $42.50');
  await expect(food.getByTestId('budget-remaining')).toHaveClass(/text-destructive/);

  // Cash Flow: the chart, then its table.
  await page.getByRole('tab', { name: 'Cash Flow' }).click();
  await expect(page).toHaveURL(/\/planning\/cash-flow$/);
  const forecast = page.getByRole('region', { name: 'Cash-flow forecast' });
  await expect(
    forecast.getByRole('img', { name: /projected income, expenses and cash balance/ }),
  ).toBeVisible();
  await expect(forecast.getByText(/Starting from \$2,957\.50 in your cash accounts today/)).toBeVisible();
  await forecast.getByRole('button', { name: 'Show table' }).click();
  await expect(forecast.getByRole('table')).toBeVisible();
  await expect(forecast.getByRole('row')).toHaveCount(13);
  await forecast.getByRole('button', { name: 'Show chart' }).click();
  await expect(forecast.getByRole('img', { name: /^Chart of/ })).toBeVisible();

  // Analytics: every chart and its table.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  for (const title of [
    'Net Worth over time',
    'Asset allocation',
    'Spending by category',
    'Loans: principal and interest',
  ]) {
    const panel = page.getByRole('region', { name: title });
    await expect(panel.getByRole('img', { name: /^Chart of/ })).toBeVisible();
    await panel.getByRole('button', { name: 'Show table' }).click();
    await expect(panel.getByRole('table')).toBeVisible();
  }
  const netWorth = page.getByRole('region', { name: 'Net Worth over time' });
  await netWorth.getByRole('button', { name: '3 m' }).click();
  await expect(netWorth.getByRole('row').last()).toContainText('$2,957.50');
  await expect(page.getByRole('region', { name: 'Spending by category' })).toContainText(
    'the most on Food ($542.50)',
  );

  // Removing the item asks first.
  await page.getByRole('tab', { name: 'Budgeting' }).click();
  await food.getByRole('button', { name: 'Remove Food' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No categories planned yet.')).toBeVisible();

  expect(errors).toEqual([]);
});
