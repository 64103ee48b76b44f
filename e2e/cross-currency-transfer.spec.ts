import { expect, type Page, test } from '@playwright/test';
import { apiPoster, checkingAccount } from './helpers/api';
import { signInThroughApi as signIn } from './helpers/auth';

// Issue 24 (decision 152): a euro account added through the form, then money moved into it from a
// dollar account with both amounts; each account shows its own currency, in the real app.

async function openFromAddMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
  return page.getByRole('dialog');
}

test('a EUR account from the form, and a transfer into it from dollars with both amounts', async ({
  page,
}) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, 'cross-currency-journey@example.com');
  await page.goto('/portfolio/assets');
  await apiPoster(page)('/api/accounts', {
    ...checkingAccount('CHK-1', '5000.00'),
    balanceDate: '2020-01-01',
  });
  await page.reload();

  // The form offers the currency, the base one (USD) first.
  const asset = await openFromAddMenu(page, 'Add Asset');
  await asset.getByRole('button', { name: /^Cash & Bank Accounts/ }).click();
  await asset.getByLabel('Asset Name').fill('Sparkonto');
  await asset.getByLabel('Account Number').fill('DE-1');
  await asset.getByLabel('Current Value').fill('0');
  const currency = asset.getByLabel('Currency');
  await expect(currency).toHaveValue('USD');
  await currency.selectOption('EUR');
  await asset.getByRole('button', { name: 'Add Asset' }).click();
  await expect(page.getByText('Asset Added', { exact: true })).toBeVisible();
  await expect(asset).toBeHidden();

  // From the euro account's page: the transfer asks for both amounts and shows their rate.
  await page.getByRole('link', { name: 'Sparkonto', exact: true }).click();
  await expect(page.getByTestId('account-balance')).toHaveText('€0.00');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('From account').selectOption({ label: 'Checking' });
  await dialog.getByLabel('To account').selectOption({ label: 'Sparkonto' });
  await dialog.getByLabel('Amount sent (USD)').fill('108.42');
  const received = dialog.getByLabel('Amount received (EUR)');
  await dialog.getByRole('button', { name: 'Add Transfer' }).click();
  await expect(received).toHaveAttribute('aria-invalid', 'true');
  await received.fill('100');
  await expect(dialog.getByText('Rate: 1 USD = 0.922339051835 EUR')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Transfer' }).click();
  await expect(page.getByText('Transfer added successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('account-balance')).toHaveText('€100.00');
  const row = page
    .getByRole('region', { name: 'Register' })
    .getByRole('row')
    .filter({ hasText: 'Transfer to Sparkonto' });
  await expect(row).toContainText('Checking');
  await expect(row).toContainText('+€100.00');

  // The register's entry row says a sum and a save in the account's currency, not dollars.
  const entry = page.getByRole('form', { name: 'New transaction' });
  await entry.getByLabel('Payee').fill('Bäckerei');
  await entry.getByLabel('Amount').fill('2.50+1.20');
  await expect(entry.getByText('= €3.70')).toBeVisible();
  await entry.getByLabel('Amount').press('Enter');
  await expect(entry.getByRole('status')).toHaveText('Saved Bäckerei, expense €3.70');
  await expect(page.getByTestId('account-balance')).toHaveText('€96.30');

  // The dollar side moved by what was sent, in dollars.
  await page.goto('/portfolio/assets');
  await page.getByRole('link', { name: 'Checking', exact: true }).click();
  await expect(page.getByTestId('account-balance')).toHaveText('$4,891.58');
  expect(errors).toEqual([]);
});
