import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi as signIn } from './helpers/auth';

// Accounts: add an asset and a credit card through the dialogs, watch the Net Worth banner follow,
// edit the asset, and delete the card after confirming, in the real app on a fresh database.

const netWorth = (page: Page) => page.getByTestId('net-worth');
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Portfolio sections' }).getByRole('link', { name, exact: true });

async function openFromAddMenu(page: Page, item: 'Add Asset' | 'Add Liability') {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
  return page.getByRole('dialog');
}

test('assets and a credit card move the Net Worth banner; edit and delete keep it right', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'accounts-journey@example.com');
  await page.goto('/portfolio/assets');
  await expect(page.getByText('No assets recorded yet. Add your first asset to get started.')).toBeVisible();
  await expect(netWorth(page)).toHaveText('$0.00');

  // Add New Asset: the category cards, then the form; the spec's messages on an empty submit.
  const asset = await openFromAddMenu(page, 'Add Asset');
  await expect(asset.getByRole('heading', { name: 'Add New Asset' })).toBeVisible();
  await asset.getByRole('button', { name: /^Cash & Bank Accounts/ }).click();
  await asset.getByRole('button', { name: 'Add Asset' }).click();
  await expect(asset.getByText('Asset name is required')).toBeVisible();
  await expect(asset.getByText('Account number is required')).toBeVisible();
  await expect(asset.getByText('Current value is required')).toBeVisible();
  await expect(asset.getByLabel('Asset Name')).toBeFocused();
  await asset.getByLabel('Asset Name').fill('Checking');
  await asset.getByLabel('Account Number').fill('CHK-1234');
  await asset.getByLabel('Current Value').fill('1500.10');
  await asset.getByLabel('Type').selectOption('checking');
  await asset.getByRole('button', { name: 'Add Asset' }).click();
  await expect(page.getByText('Asset Added', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Your cash account has been added successfully.', { exact: true }),
  ).toBeVisible();
  await expect(asset).toBeHidden();
  await expect(netWorth(page)).toHaveText('$1,500.10');
  await expect(page.getByText('1 asset · Total $1,500.10')).toBeVisible();

  // Add New Liability: Loan and Student Loan carry the Calculator mark; Back returns to the chooser.
  await tab(page, 'Liabilities').click();
  await expect(
    page.getByText('No liabilities recorded yet. Add your first liability to get started.'),
  ).toBeVisible();
  const debt = await openFromAddMenu(page, 'Add Liability');
  await expect(debt.getByRole('heading', { name: 'Add New Liability' })).toBeVisible();
  await expect(debt.getByRole('button', { name: /^Loan Calculator/ })).toBeVisible();
  await expect(debt.getByRole('button', { name: /^Student Loan Calculator/ })).toBeVisible();
  await expect(debt.getByRole('button', { name: /^Credit Card Calculator/ })).toHaveCount(0);
  await debt.getByRole('button', { name: /^Loan Calculator/ }).click();
  await expect(debt.getByText('What type of loan?')).toBeVisible();
  await debt.getByRole('button', { name: 'Back' }).click();
  await debt.getByRole('button', { name: /^Other Debt/ }).click();
  await debt.getByRole('button', { name: 'Back' }).click();
  await debt.getByRole('button', { name: /^Credit Card/ }).click();
  await debt.getByLabel('Liability Name').fill('Visa');
  await debt.getByLabel('Account Number').fill('4242');
  await debt.getByLabel('Current Balance').fill('500');
  await debt.getByLabel('Interest Rate (%)').fill('19.99');
  await debt.getByLabel('Credit Limit').fill('5000');
  await debt.getByRole('button', { name: 'Add Liability' }).click();
  await expect(page.getByText('Liability Added', { exact: true })).toBeVisible();
  await expect(netWorth(page)).toHaveText('$1,000.10');
  await expect(page.getByText('19.99% APR')).toBeVisible();

  // Edit Asset opens the form directly, filled in.
  await tab(page, 'Assets').click();
  await page.getByRole('button', { name: 'Edit Checking' }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByRole('heading', { name: 'Edit Asset' })).toBeVisible();
  await expect(edit.getByLabel('Current Value')).toHaveValue('1500.10');
  await expect(edit.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await edit.getByLabel('Current Value').fill('2000');
  await edit.getByRole('button', { name: 'Update Asset' }).click();
  await expect(page.getByText('Asset Updated', { exact: true })).toBeVisible();
  await expect(netWorth(page)).toHaveText('$1,500.00');

  // Delete the card after confirming.
  await tab(page, 'Liabilities').click();
  await page.getByRole('button', { name: 'Delete Visa' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Are you sure you want to delete "Visa"? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(netWorth(page)).toHaveText('$2,000.00');
  await expect(
    page.getByText('No liabilities recorded yet. Add your first liability to get started.'),
  ).toBeVisible();

  // It all comes back the same after a reload: the ledger is the source of truth.
  await page.reload();
  await expect(netWorth(page)).toHaveText('$2,000.00');
});
