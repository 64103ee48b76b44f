import { expect, test } from '@playwright/test';
import { apiPoster, checkingAccount } from './helpers/api';
import { signInThroughApi as signIn } from './helpers/auth';

// A household imports checking's statement, then the card's. The card payment is in both: the card's
// row is proposed as the other side of checking's, and imports as one transfer, neither spending nor
// income. Checking's import cannot be undone before the card's; the card's undo takes the pair apart
// (decision 189).

const CHECKING = 'Date,Payee,Amount\n2026-10-03,PAYMENT TO CARD,-500.00\n2026-10-05,Corner Market,-41.10\n';
const CARD = 'Date,Payee,Amount\n2026-10-05,PAYMENT THANK YOU,500.00\n2026-10-06,AMAZON MKTPL,-25.00\n';

test('a card payment in both statements imports as one transfer, and its undo takes it apart', async ({
  page,
}) => {
  await signIn(page, 'import-transfer@example.com');
  await page.goto('/portfolio/liabilities');
  const post = apiPoster(page);
  const checking = await post('/api/accounts', {
    ...checkingAccount('CHK-9', '5000.00'),
    balanceDate: '2026-01-01',
  });
  await post('/api/accounts', {
    accountName: 'Visa',
    accountNumber: 'VISA-9',
    accountType: 'LIABILITY',
    accountSubtype: 'credit_card',
    category: 'credit_card',
    normalBalance: 'credit',
    currentBalance: '1000.00',
    balanceDate: '2026-01-01',
  });
  await post(`/api/accounts/${checking.id}/imports`, {
    fileName: 'checking.csv',
    content: Buffer.from(CHECKING).toString('base64'),
    rows: [
      { line: 2, categoryId: null },
      { line: 3, categoryId: null },
    ],
  });

  await page.goto('/portfolio/liabilities');
  await page.getByRole('link', { name: 'Visa', exact: true }).click();
  const balance = page.getByTestId('account-balance');
  await expect(balance).toHaveText('$1,000.00');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import into Visa' });
  await dialog.getByLabel('Bank file').setInputFiles({
    name: 'visa.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CARD),
  });
  await expect(dialog.getByTestId('import-summary')).toHaveText(
    'CSV: 2 rows — 2 new, 0 duplicates, 0 with errors.',
  );
  await expect(dialog).toContainText(
    '1 row is the other side of a transaction in another of your accounts: it imports as a transfer',
  );
  const payment = dialog.getByLabel('Category for line 2');
  await expect(payment.locator('option:checked')).toHaveText('Transfer with Checking');
  await expect(dialog.getByTestId('transfer-pair')).toHaveText(
    'One transfer with “PAYMENT TO CARD” of 2026-10-03, not income',
  );
  // The purchase has nothing to pair with.
  await expect(
    dialog.getByLabel('Category for line 3').locator('option', { hasText: 'Transfer' }),
  ).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(dialog).toBeHidden();
  await expect(balance).toHaveText('$525.00');
  const register = page.getByRole('region', { name: 'Register' });
  await expect(register).toContainText('PAYMENT TO CARD');
  await expect(register).toContainText('AMAZON MKTPL');

  // Checking's import made the transaction the card's import paired: it cannot go first.
  await page.goto('/portfolio/assets');
  await page.getByRole('link', { name: 'Checking', exact: true }).click();
  await expect(page.getByTestId('account-balance')).toHaveText('$4,458.90');
  await page.getByRole('button', { name: 'Undo import checking.csv' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Undo import' }).click();
  await expect(page.getByText('Undo the import of “visa.csv” first').first()).toBeVisible();
  await expect(page.getByTestId('account-balance')).toHaveText('$4,458.90');

  await page.goto('/portfolio/liabilities');
  await page.getByRole('link', { name: 'Visa', exact: true }).click();
  await page.getByRole('button', { name: 'Undo import visa.csv' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Undo import' }).click();
  await expect(balance).toHaveText('$1,000.00');
  await expect(register).not.toContainText('PAYMENT TO CARD');
});
