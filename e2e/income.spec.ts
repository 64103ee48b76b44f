import { expect, type Page, test } from '@playwright/test';
import { nextDueDateOnOrAfter } from '../src/domain/recurrence';
import { signInThroughApi as signIn } from './helpers/auth';

// Income and expenses: the two-step dialogs, the overview cards, the income tab and the
// home-purchase analyzer, in the real app on a fresh database.

const card = (page: Page, title: string) => page.getByRole('region', { name: title });

function isoPlusDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days));
  return date.toISOString().slice(0, 10);
}

async function addRecurring(page: Page, menuItem: string, category: RegExp, amount: string) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menuitem', { name: menuItem }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: category }).click();
  await dialog.getByLabel('Amount per occurrence').fill(amount);
  return dialog;
}

test('a biweekly salary and a weekly food expense move the overview cards and the analyzer', async ({
  page,
}) => {
  await signIn(page, 'income-journey@example.com');
  await page.goto('/portfolio');
  await expect(card(page, 'Monthly Income')).toContainText('$0.00');

  // Salary: bi-weekly by default, next date = last date + 14 days, recalculated on every change.
  const income = await addRecurring(page, 'Add Income', /^Salary/, '5000');
  await expect(income.getByLabel('Frequency')).toHaveValue('biweekly');
  const last = await income.getByLabel('Last date').inputValue();
  await expect(income.getByLabel('Next date')).toHaveValue(isoPlusDays(last, 14));
  // A month end, one year on: the next is the clamped month end.
  const year = Number(last.slice(0, 4)) + 1;
  await income.getByLabel('Last date').fill(`${year}-01-31`);
  await income.getByLabel('Frequency').selectOption('monthly');
  await expect(income.getByLabel('Next date')).toHaveValue(
    year % 4 === 0 ? `${year}-02-29` : `${year}-02-28`,
  );
  await income.getByLabel('Frequency').selectOption('biweekly');
  await expect(income.getByLabel('Next date')).toHaveValue(`${year}-02-14`);
  // Begun long ago: the next date is the first one still ahead of today (`last`), not the one after
  // the first pay day.
  await income.getByLabel('Last date').fill('2026-01-31');
  const ahead = nextDueDateOnOrAfter({ start: '2026-01-31', frequency: 'biweekly', end: null }, last);
  expect(ahead).not.toBe('2026-02-14');
  await expect(income.getByLabel('Next date')).toHaveValue(ahead ?? '');
  await income.getByRole('button', { name: 'Add Income' }).click();
  await expect(page.getByText('Income source added successfully', { exact: true })).toBeVisible();
  await expect(income).toBeHidden();
  await expect(card(page, 'Monthly Income')).toContainText('$10,850.00');

  // Food: weekly by default; an empty amount is refused with the spec's message.
  const expense = await addRecurring(page, 'Add Expense', /^Food/, '');
  await expect(expense.getByLabel('Frequency')).toHaveValue('weekly');
  await expense.getByRole('button', { name: 'Add Expense' }).click();
  await expect(expense.getByText('Amount is required')).toBeVisible();
  await expense.getByLabel('Amount per occurrence').fill('150');
  await expense.getByRole('button', { name: 'Add Expense' }).click();
  await expect(page.getByText('Expense added successfully', { exact: true })).toBeVisible();
  await expect(card(page, 'Monthly Expenses')).toContainText('$649.50');
  await expect(card(page, 'Monthly Cash Flow')).toContainText('$10,200.50');

  // The income tab lists the projection with its monthly equivalent.
  await page.getByRole('link', { name: 'Income', exact: true }).click();
  const projections = card(page, 'Recurring Income Projections');
  await expect(projections).toContainText('Salary Income');
  await expect(projections).toContainText('Monthly equivalent: $10,850.00');
  await expect(card(page, 'Actual Income Transactions')).toContainText(
    'No actual income transactions recorded yet.',
  );

  // The analyzer uses the real figures (no estimate notice) and its verdict follows the price.
  await page.getByRole('link', { name: 'Home Purchase' }).click();
  await expect(page.getByRole('heading', { name: 'Home Purchase Analyzer' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
  const verdict = page.getByRole('status').filter({ has: page.getByRole('heading') });
  await expect(verdict).toContainText('This Home May Be Too Expensive');
  await page.getByLabel('Down Payment').fill('0');
  await page.getByLabel('Home Price').fill('200000');
  await expect(verdict).toContainText('You Can Afford This Home');
  await expect(verdict).not.toContainText('High Risk');
  await expect(page.getByRole('region', { name: 'Recommendations' })).toHaveAttribute('data-tone', 'green');
  await page.getByLabel('Home Price').fill('900000');
  await expect(verdict).toContainText('This Home May Be Too Expensive');
  await expect(page.getByRole('region', { name: 'Recommendations' })).toHaveAttribute('data-tone', 'red');
});

test('with no recurring data the analyzer says it uses the estimates, and an expense can be deleted', async ({
  page,
}) => {
  await signIn(page, 'income-empty@example.com');
  await page.goto('/portfolio/home-purchase');
  await expect(page.getByRole('note')).toContainText(
    'estimates of $5,000 monthly income and $3,500 monthly expenses',
  );

  await page.goto('/portfolio/expenses');
  await expect(page.getByText('No recurring expense projections set up yet.')).toBeVisible();
  const dialog = await addRecurring(page, 'Add Expense', /^Utilities/, '80');
  await dialog.getByLabel('Recurring').click(); // off: a single recorded expense
  await expect(dialog.getByLabel('Frequency')).toBeHidden();
  await dialog.getByRole('button', { name: 'Add Expense' }).click();
  const actual = card(page, 'Actual Expense Transactions');
  await expect(actual).toContainText('Utilities Expense');
  await actual.getByRole('button', { name: 'Delete Utilities Expense' }).click();
  await expect(
    page.getByText(
      'Are you sure you want to delete "Utilities Expense"? You can undo it from the notification that follows.',
    ),
  ).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(actual).toContainText('No actual expense transactions recorded yet.');
});
