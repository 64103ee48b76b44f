import { expect, type Page, test } from '@playwright/test';
import { balanceOnDate } from '../src/domain/loans/queries';
import { formatUsd } from '../src/domain/money';
import { signInThroughApi as signIn } from './helpers/auth';

// Loans: create a mortgage through the liability dialog's Calculator, see it in the liabilities tab and
// the Net Worth banner, open its schedule, try an extra payment and record it, then edit and delete it.

const netWorth = (page: Page) => page.getByTestId('net-worth');

test('a mortgage: create it, see it and its schedule, try and record an extra payment, edit, delete', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'loans-journey@example.com');
  await page.goto('/portfolio/liabilities');
  await expect(netWorth(page)).toHaveText('$0.00');

  // The liability dialog's Loan category opens the loan form embedded.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Add Liability' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Loan Calculator/ }).click();
  await expect(dialog.getByRole('heading', { name: 'Create New Loan' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'What type of loan?' })).toBeVisible();

  await dialog.getByRole('button', { name: 'Create Loan' }).click();
  await expect(page.getByText('Please fill in all required fields', { exact: true })).toBeVisible();

  // A new loan is in the base currency; a currency without cents is not offered (issue 24).
  const currency = dialog.getByLabel('Currency', { exact: true });
  await expect(currency).toHaveValue('USD');
  await expect(currency.locator('option[value="JPY"]')).toHaveCount(0);
  await dialog.getByLabel('Loan Name', { exact: true }).fill('Family Home');
  await dialog.getByLabel('Start Date', { exact: true }).fill('2024-01-15');
  await dialog.getByLabel('Home Price', { exact: true }).fill('500000');
  await dialog.getByRole('button', { name: '20%' }).click();
  await expect(dialog.getByLabel('Down Payment', { exact: true })).toHaveValue('100000.00');
  await expect(dialog.getByLabel('Principal (Loan Amount)', { exact: true })).toHaveValue('400000.00');
  await dialog.getByRole('button', { name: '7%' }).click();
  await dialog.getByLabel('Interest Rate (%)', { exact: true }).fill('6.5');
  await expect(dialog.getByLabel('Term (Years)', { exact: true })).toHaveValue('30');
  await expect(dialog.getByTestId('loan-payment-preview')).toHaveText('$2,528.27');
  await dialog.getByLabel('Property Tax (Monthly)', { exact: true }).fill('400');
  await expect(dialog.getByTestId('loan-total-cost')).toHaveText('$2,928.27');
  await dialog.getByRole('button', { name: 'Create Loan' }).click();
  await expect(page.getByText('Loan Added', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Your loan has been created successfully with automatic accounting entries.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // Listed with its terms; the Net Worth banner counts the home and the loan's balance today.
  const today = new Date().toISOString().slice(0, 10);
  const terms = { principal: 40_000_000, ratePercentUnits: 65_000, termMonths: 360, startDate: '2024-01-15' };
  const balance = balanceOnDate(terms, today);
  const loans = page.getByRole('list', { name: 'Loans' });
  await expect(loans).toContainText('Family Home');
  await expect(loans).toContainText('360 months');
  await expect(loans).toContainText('6.5%');
  await expect(loans).toContainText('$400,000.00');
  await expect(loans).toContainText('$2,528.27');
  await expect(loans).toContainText(formatUsd(balance));
  await expect(netWorth(page)).toHaveText(formatUsd(50_000_000 - balance));

  // The detail view: figures, schedule one year at a time, the chart.
  await page.getByRole('button', { name: 'Schedule of Family Home' }).click();
  const detail = page.getByRole('dialog', { name: 'Family Home' });
  await expect(page).toHaveURL(/\/portfolio\/liabilities\?loan=/);
  await expect(detail.getByTestId('loan-current-balance')).toHaveText(formatUsd(balance));
  await expect(detail.getByTestId('loan-payoff-date')).toHaveText('Jan 2054');
  await detail.getByLabel('Year', { exact: true }).selectOption('2024');
  const table = detail.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toContainText('2024-02-15');
  await expect(table.getByRole('row').nth(1)).toContainText('$2,166.67');
  await expect(table.getByRole('row').nth(1)).toContainText('$399,638.40');
  await expect(detail.getByText('Principal and interest paid each year')).toBeVisible();

  // What-if: an extra payment's savings before recording it.
  await detail.getByLabel('Extra amount', { exact: true }).fill('10000');
  await expect(detail.getByTestId('what-if-interest-saved')).not.toHaveText('$0.00');
  await expect(detail.getByTestId('what-if-payoff')).not.toHaveText('Jan 2054');
  await detail.getByLabel('Every month from now on', { exact: true }).check();
  await detail.getByLabel('Extra each month', { exact: true }).fill('200');
  await expect(detail.getByTestId('what-if-payoff')).not.toHaveText('Jan 2054');
  await detail.getByLabel('One-off payment', { exact: true }).check();
  await detail.getByLabel('Extra amount', { exact: true }).fill('10000');
  await expect(detail.getByTestId('what-if-interest-saved')).not.toHaveText('$0.00');
  await detail.getByRole('button', { name: 'Record Extra Payment' }).click();
  await expect(page.getByText('Extra payment recorded', { exact: true })).toBeVisible();
  await expect(detail.getByTestId('loan-current-balance')).toHaveText(formatUsd(balance - 1_000_000));
  await expect(detail.getByRole('heading', { name: 'Recorded extra payments' })).toBeVisible();
  await detail.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(detail).toBeHidden();
  await expect(page).toHaveURL(/\/portfolio\/liabilities$/);
  await expect(netWorth(page)).toHaveText(formatUsd(50_000_000 - balance + 1_000_000));

  // The planning Loans tab groups it under its category.
  await page.goto('/planning/loans');
  await expect(page.getByRole('heading', { name: 'Mortgage (Home)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Family Home' })).toBeVisible();
  // A loan opens over the planning tab, and closing it stays there.
  await page.getByRole('link', { name: 'Family Home' }).click();
  const overPlanning = page.getByRole('dialog', { name: 'Family Home' });
  await expect(page).toHaveURL(/\/planning\/loans\?loan=/);
  await expect(overPlanning.getByTestId('loan-current-balance')).toHaveText(formatUsd(balance - 1_000_000));
  await overPlanning.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(overPlanning).toBeHidden();
  await expect(page).toHaveURL(/\/planning\/loans$/);

  // Analytics splits it into paid and to come: the principal to come is the balance shown above.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const split = page.getByRole('region', { name: 'Loans: principal and interest' });
  await expect(split).toContainText(/Across your loans you have paid \$[\d,]+\.\d\d in interest so far/);
  await split.getByRole('button', { name: 'Show table' }).click();
  await expect(split.getByRole('row', { name: /Family Home/ })).toContainText(formatUsd(balance - 1_000_000));

  // Edit, then delete with the spec's confirmation: the books read as before.
  await page.goto('/portfolio/liabilities');
  await page.getByRole('button', { name: 'Edit Family Home' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Loan Details' });
  await expect(edit.getByLabel('Interest Rate (%)', { exact: true })).toHaveValue('6.5');
  // The loan's currency is shown, fixed.
  await expect(edit.getByLabel('Currency', { exact: true })).toHaveValue('USD');
  await expect(edit.getByLabel('Currency', { exact: true })).toBeDisabled();
  await edit.getByLabel('Interest Rate (%)', { exact: true }).fill('6');
  await edit.getByRole('button', { name: 'Update Loan' }).click();
  await expect(page.getByText('Loan updated successfully', { exact: true })).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('list', { name: 'Loans' })).toContainText('6%');

  await page.getByRole('button', { name: 'Delete Family Home' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete "Family Home"? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('list', { name: 'Loans' })).toBeHidden();
  await expect(netWorth(page)).toHaveText('$0.00');
});
