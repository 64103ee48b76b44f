import { expect, type Page, test } from '@playwright/test';
import { apiPoster, checkingAccount } from './helpers/api';
import { signInThroughApi as signIn } from './helpers/auth';

// Rules that learn (issue 22): import a statement, categorize one payee by hand, accept "always put
// PAYEE in CATEGORY", import next month's statement and see that payee categorized by the rule.

const OCTOBER = [
  'Date,Description,Amount',
  '2026-10-02,HILLSIDE FARM MARKET #10234 AUSTIN TX,-84.23',
  '2026-10-15,ACME CORP PAYROLL,2000.00',
].join('\n');
const NOVEMBER = [
  'Date,Description,Amount',
  '2026-11-03,HILLSIDE FARM MARKET #10301 DALLAS TX,-51.10',
  '2026-11-04,CORNER KIOSK,-2.50',
].join('\n');

async function importFile(page: Page, name: string, content: string, rows: number) {
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import into Checking' });
  await dialog
    .getByLabel('Bank file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await expect(dialog.getByTestId('import-summary')).toContainText(`${rows} new`);
  return dialog;
}

test('a payee categorized by hand once is categorized by a rule on the next statement', async ({ page }) => {
  await signIn(page, 'rules-journey@example.com');
  await page.goto('/portfolio/assets');
  const post = apiPoster(page);
  const account = await post('/api/accounts', checkingAccount('CHK-R', '500.00'));
  await page.goto(`/portfolio/accounts/${account.id}`);

  let dialog = await importFile(page, 'october.csv', OCTOBER, 2);
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(dialog).toBeHidden();

  // Categorize the grocery purchase by hand: the app offers to always do it.
  const register = page.getByRole('region', { name: 'Register' });
  await register.getByRole('button', { name: 'Edit HILLSIDE FARM MARKET #10234 AUSTIN TX' }).click();
  // The row edits in place (issue 23).
  const edit = register.getByRole('form', { name: 'Edit HILLSIDE FARM MARKET #10234 AUSTIN TX' });
  await edit.getByLabel('Category').selectOption({ label: 'Food' });
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit).toBeHidden();
  const offer = page.getByRole('region', { name: 'Rule suggestion' });
  await expect(offer).toContainText('Always put “HILLSIDE FARM MARKET” in Food?');
  await offer.getByRole('button', { name: 'Always' }).click();
  await expect(offer).toBeHidden();

  // Next month's statement: the rule proposes Food, and says so.
  dialog = await importFile(page, 'november.csv', NOVEMBER, 2);
  const rows = dialog.getByTestId('preview-row');
  await expect(rows.first()).toContainText('HILLSIDE FARM MARKET #10301 DALLAS TX');
  await expect(dialog.getByLabel('Category for line 2').locator('option:checked')).toHaveText('Food');
  await expect(rows.first().getByTestId('category-source')).toHaveText(
    'By rule: If payee starts with "HILLSIDE FARM MARKET": category Food',
  );
  await expect(dialog.getByLabel('Category for line 3').locator('option:checked')).toHaveText(
    'Uncategorized',
  );
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(dialog).toBeHidden();

  const transactions = await page.request.get(`/api/transactions?accountId=${account.id}`);
  const categories = await page.request.get('/api/budget-categories');
  const food = ((await categories.json()) as { id: string; name: string }[]).find((c) => c.name === 'Food');
  // A filter answers { transactions, next } (decision 135).
  const found = (await transactions.json()) as {
    transactions: { description: string; categoryId: string | null }[];
  };
  const dallas = found.transactions.find((t) => t.description.includes('DALLAS'));
  expect(dallas?.categoryId).toBe(food?.id);

  // The rule is listed in Settings, in words.
  await page.goto('/settings');
  await expect(page.getByRole('list', { name: 'Rules' })).toContainText(
    '1. If payee starts with "HILLSIDE FARM MARKET": category Food',
  );
});
