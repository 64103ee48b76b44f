import { expect, test } from '@playwright/test';
import { apiPoster } from './helpers/api';
import { signInThroughApi as signIn } from './helpers/auth';

// A loan in another currency than the base is shown in its own everywhere (issue 24): the dialog's
// inputs and previews, the liabilities list, the detail view, the planning Loans tab, and Analytics,
// whose totals are one sum per currency, never dollars and euros added together.

/** Intl puts a no-break space in some amounts; the journey reads them as a person does. */
const spaced = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

test('a loan in euros is shown in euros, and totals never add euros to dollars', async ({ page }) => {
  await signIn(page, 'loan-currency-journey@example.com');
  await page.goto('/portfolio/liabilities');
  // A loan in the base currency (dollars), set up through the API.
  await apiPoster(page)('/api/loan', {
    name: 'Beach House',
    loanCategory: 'mortgage',
    loanType: '15-Year Fixed',
    principal: '120000.00',
    interestRate: '0',
    termYears: 15,
    startDate: '2026-01-15',
    homePrice: null,
    downPayment: null,
    propertyTax: '0',
    insurance: '0',
    supplementalInsurance: '0',
  });
  await page.reload();

  // The euro loan, through the dialog: its amounts carry the euro sign as they are typed.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Add Liability' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Loan Calculator/ }).click();
  await dialog.getByLabel('Loan Name', { exact: true }).fill('Wohnung');
  await dialog.getByLabel('Currency', { exact: true }).selectOption('EUR');
  await dialog.getByLabel('Start Date', { exact: true }).fill('2024-01-15');
  await expect(dialog.getByText('€', { exact: true }).first()).toBeVisible();
  await dialog.getByLabel('Principal (Loan Amount)', { exact: true }).fill('400000');
  await dialog.getByLabel('Interest Rate (%)', { exact: true }).fill('6.5');
  await expect(dialog.getByTestId('loan-payment-preview')).toHaveText('€2,528.27');
  await dialog.getByLabel('Property Tax (Monthly)', { exact: true }).fill('400');
  await expect(dialog.getByTestId('loan-total-cost')).toHaveText('€2,928.27');
  await dialog.getByRole('button', { name: 'Create Loan' }).click();
  await expect(dialog).toBeHidden();

  const loans = page.getByRole('list', { name: 'Loans' });
  await expect(loans).toContainText('€400,000.00');
  await expect(loans).toContainText('€2,528.27');
  await expect(loans).toContainText('$120,000.00');
  await expect(loans).not.toContainText('$400,000.00');

  // The detail view and its schedule, in euros.
  await page.getByRole('button', { name: 'Schedule of Wohnung' }).click();
  const detail = page.getByRole('dialog', { name: 'Wohnung' });
  await expect(detail.getByTestId('loan-current-balance')).toHaveText(/^€[\d,]+\.\d\d$/);
  await detail.getByLabel('Year', { exact: true }).selectOption('2024');
  const firstRow = detail.getByRole('table').getByRole('row').nth(1);
  await expect(firstRow).toContainText('€2,166.67');
  await expect(firstRow).toContainText('€399,638.40');
  await detail.getByRole('button', { name: 'Close', exact: true }).click();

  // The planning Loans tab: both mortgages in one group, its totals one per currency.
  await page.goto('/planning/loans');
  const group = page.getByText(/^2 loans · Balance/);
  await expect(group).toBeVisible();
  expect(spaced(await group.textContent())).toMatch(
    /^2 loans · Balance \$[\d,]+\.\d\d \+ €[\d,]+\.\d\d · Monthly \$666\.67 \+ €2,528\.27$/,
  );

  // Analytics: the interest is summed in each currency, and each loan's row is in its own.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const split = page.getByRole('region', { name: 'Loans: principal and interest' });
  await expect(split).toContainText(/you have paid \$0\.00 \+ €[\d,]+\.\d\d in interest so far/);
  await expect(split.getByText('Loans in EUR · Euro')).toBeVisible();
  await split.getByRole('button', { name: 'Show table' }).click();
  await expect(split.getByRole('row', { name: /Wohnung/ })).toContainText('€');
  await expect(split.getByRole('row', { name: /Beach House/ })).toContainText('$0.00');
});
