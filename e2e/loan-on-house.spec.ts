import { expect, test } from '@playwright/test';
import { pastPayments } from '../src/domain/loans/past-payments';
import { formatUsd } from '../src/domain/money';
import { apiPoster, checkingAccount } from './helpers/api';
import { signInThroughApi as signIn } from './helpers/auth';

// A mortgage on the house the user already has (decision 128): the dialog links it, takes the price
// from it, offers no second house, and leaves checking alone unless asked to take the past payments.
// Total assets stay what they were.

/** The first of the month, six months back: five or six payments are already past. */
function sixMonthsAgo(): string {
  const d = new Date();
  const month = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 6, 1));
  return month.toISOString().slice(0, 10);
}

test('a mortgage on the existing house leaves total assets unchanged', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'loan-on-house@example.com');
  await page.goto('/portfolio/liabilities');
  const post = apiPoster(page);
  await post('/api/accounts', { ...checkingAccount('CHK-1', '4250.00'), accountName: 'Everyday Checking' });
  await post('/api/accounts', {
    accountName: 'Home',
    accountNumber: 'HOME-1',
    accountType: 'ASSET',
    accountSubtype: 'primary_residence',
    category: 'property',
    normalBalance: 'debit',
    currentBalance: '425000.00',
  });
  await page.reload();
  await expect(page.getByTestId('total-assets')).toHaveText('$429,250.00');

  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Add Liability' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /^Loan Calculator/ }).click();
  await dialog.getByLabel('Loan Name', { exact: true }).fill('Home Mortgage');
  const start = sixMonthsAgo();
  await dialog.getByLabel('Start Date', { exact: true }).fill(start);

  // With a price and no asset chosen, the dialog offers to add one, unticked: the user has a home.
  await dialog.getByLabel('Home Price', { exact: true }).fill('425000');
  const addHome = dialog.getByLabel('Add the home as an asset', { exact: true });
  await expect(addHome).not.toBeChecked();
  await addHome.check();
  await expect(dialog.getByTestId('loan-add-asset')).toHaveText(
    "Adds 'Home Mortgage – Home' worth $425,000.00 to your assets",
  );
  // Choosing the house instead: no second one, and the price is the house's value.
  await dialog.getByLabel('Home Price', { exact: true }).fill('');
  await dialog.getByLabel('What It Financed', { exact: true }).selectOption({ label: 'Home' });
  await expect(dialog.getByLabel('Home Price', { exact: true })).toHaveValue('425000.00');
  await expect(addHome).toBeHidden();
  await dialog.getByRole('button', { name: '20%' }).click();
  await expect(dialog.getByLabel('Principal (Loan Amount)', { exact: true })).toHaveValue('340000.00');
  await dialog.getByLabel('Interest Rate (%)', { exact: true }).fill('6.5');
  await expect(dialog.getByLabel('Loan Type', { exact: true })).toHaveValue('30-Year Fixed');

  // Paid from checking: the past payments are previewed, and left out unless ticked.
  await dialog.getByLabel('Paid From', { exact: true }).selectOption({ label: 'Everyday Checking' });
  const today = new Date().toISOString().slice(0, 10);
  const past = pastPayments(
    { principal: 34_000_000, ratePercentUnits: 65_000, termMonths: 360, startDate: start },
    today,
  );
  const takePast = dialog.getByLabel('Take the past payments from Everyday Checking', { exact: true });
  await expect(takePast).not.toBeChecked();
  await takePast.check();
  await expect(dialog.getByTestId('loan-past-payments')).toHaveText(
    `${past.count} past payments, ${formatUsd(past.total)} from Everyday Checking`,
  );
  await takePast.uncheck();
  await dialog.getByRole('button', { name: 'Create Loan' }).click();
  await expect(dialog).toBeHidden();

  // Assets unchanged (no second house, checking untouched); the mortgage is a liability.
  await expect(page.getByRole('list', { name: 'Loans' })).toContainText('Home Mortgage');
  await expect(page.getByTestId('total-assets')).toHaveText('$429,250.00');
  await expect(page.getByTestId('total-liabilities')).not.toHaveText('$0.00');

  // The assets list says what the loan is to each: the house it financed, the account that pays it.
  await page.goto('/portfolio/assets');
  const row = (name: string) => page.getByRole('listitem').filter({ hasText: name });
  await expect(row('Everyday Checking')).toContainText('Pays a loan');
  await expect(row('HOME-1')).toContainText('Loan');
  await expect(row('HOME-1')).not.toContainText('Pays a loan');
});
