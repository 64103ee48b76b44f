import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiPoster, checkingAccount } from './helpers/api';
import { signInThroughApi as signIn } from './helpers/auth';

// Import a bank CSV into checking through the preview, choosing the date format in the mapping; the
// balance and the register follow; undo puts them back; then download the JSON backup (issue 13).

const CSV = 'Date;Payee;Amount\n03/04/2026;Corner Coffee;-3,50\n03/05/2026;Acme Payroll;1.000,00\n';

test('a CSV import moves balance and register, undo restores them, and the JSON export downloads', async ({
  page,
}) => {
  await signIn(page, 'import-journey@example.com');
  const origin = `http://localhost:${process.env.E2E_PORT ?? 5180}`;
  const created = await page.request.post('/api/accounts', {
    headers: { origin },
    data: {
      accountName: 'Checking',
      accountNumber: 'CHK-1',
      accountType: 'ASSET',
      accountSubtype: 'checking',
      normalBalance: 'debit',
      currentBalance: '100.00',
      // Held before the statement's days, so the imported rows move it (decision 125).
      balanceDate: '2026-01-01',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.goto('/portfolio/assets');
  await page.getByRole('link', { name: 'Checking', exact: true }).click();
  const balance = page.getByTestId('account-balance');
  await expect(balance).toHaveText('$100.00');

  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import into Checking' });
  await dialog.getByLabel('Bank file').setInputFiles({
    name: 'statement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });
  await expect(dialog.getByTestId('import-summary')).toHaveText(
    'CSV: 2 rows — 2 new, 0 duplicates, 0 with errors.',
  );
  // Both 03/04 and 03/05 read day-first and month-first: the preview asks; answer month first.
  const question = dialog.getByTestId('date-question');
  await expect(question).toContainText('Line 2 says “03/04/2026”');
  await question.getByRole('radio', { name: /^Month first: March 4, 2026/ }).check();
  const rows = dialog.getByTestId('preview-row');
  await expect(rows.first()).toContainText('2026-03-04');
  await expect(rows.first()).toContainText('Corner Coffee');
  await expect(rows.first()).toContainText('-$3.50');
  await expect(rows.nth(1)).toContainText('$1,000.00');
  // A café is commonly Food (decision 191): proposed, and said so.
  await expect(dialog.getByLabel('Category for line 2').locator('option:checked')).toHaveText('Food');
  await expect(rows.first().getByTestId('category-source')).toHaveText('Usual for this payee');
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(dialog).toBeHidden();

  await expect(balance).toHaveText('$1,096.50');
  const register = page.getByRole('region', { name: 'Register' });
  await expect(register).toContainText('Corner Coffee');
  await expect(register).toContainText('Acme Payroll');
  const history = page.getByRole('list', { name: 'Imports' });
  await expect(history).toContainText('statement.csv');
  await expect(history).toContainText('2 imported, 0 skipped');

  await page.getByRole('button', { name: 'Undo import statement.csv' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Undo import' }).click();
  await expect(balance).toHaveText('$100.00');
  await expect(register).not.toContainText('Corner Coffee');
  await expect(page.getByText('No imports into this account yet.')).toBeVisible();

  await page.goto('/settings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'JSON backup' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^networth-backup-\d{4}-\d{2}-\d{2}\.json$/);
  const backup = JSON.parse(readFileSync((await download.path()) as string, 'utf8'));
  expect(backup).toMatchObject({
    format: 'networth-backup',
    version: 1,
    email: 'import-journey@example.com',
  });
  expect(backup.tables.accounts.some((a: { accountName: string }) => a.accountName === 'Checking')).toBe(
    true,
  );
});

test("the preview shows a file's amounts in the account's currency", async ({ page }) => {
  await signIn(page, 'import-euro-journey@example.com');
  await page.goto('/portfolio/assets');
  const giro = await apiPoster(page)('/api/accounts', {
    ...checkingAccount('DE-1', '100.00'),
    accountName: 'Girokonto',
    currency: 'EUR',
    balanceDate: '2026-01-01',
  });
  await page.goto(`/portfolio/accounts/${giro.id}`);
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import into Girokonto' });
  await dialog.getByLabel('Bank file').setInputFiles({
    name: 'umsaetze.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });
  const rows = dialog.getByTestId('preview-row');
  await expect(rows.first()).toContainText('-€3.50');
  await expect(rows.nth(1)).toContainText('€1,000.00');
  await expect(dialog).not.toContainText('$');
});
