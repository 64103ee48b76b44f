import AxeBuilder from '@axe-core/playwright';
import { expect, request, test } from '@playwright/test';
import { signInThroughApi as signIn } from './helpers/auth';

// Settings → API tokens (issue 25): a person makes a read-only token, sees it once, a script reads
// their accounts with it (no cookie, no Origin) and is refused a write; the list shows its last use;
// revoking it stops it at once.

const origin = () => `http://localhost:${process.env.E2E_PORT ?? 5180}`;

test('a token made in Settings lets a script read, not write, until it is revoked', async ({ page }) => {
  await signIn(page, 'api-tokens@example.com');
  await page.goto('/settings');
  await expect(page.getByText('You have no tokens.')).toBeVisible();

  await page.getByRole('button', { name: 'New token' }).click();
  const dialog = page.getByRole('dialog', { name: 'New API token' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create token' }).click();
  await expect(dialog.getByText('Give the token a name')).toBeVisible();
  await dialog.getByLabel('Name').fill('Home dashboard');
  await dialog.getByLabel('Read only').check();
  await dialog.getByLabel('Expires').selectOption({ label: '30 days' });
  expect((await new AxeBuilder({ page }).include('dialog').analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Create token' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new token' });
  await expect(shown.getByText('shown only this once')).toBeVisible();
  const token = await shown.getByLabel(/Token/).inputValue();
  expect(token).toMatch(/^nw_pat_/);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Home dashboard')).toBeVisible();
  await expect(page.getByText('Never used')).toBeVisible();
  await expect(page.getByText(token)).toHaveCount(0);

  // A script: its own HTTP client, no cookie and no Origin.
  const script = await request.newContext({ baseURL: origin() });
  const read = await script.get('/api/accounts', { headers: { authorization: `Bearer ${token}` } });
  expect(read.status()).toBe(200);
  const write = await script.post('/api/accounts', {
    headers: { authorization: `Bearer ${token}` },
    data: { accountType: 'ASSET', accountName: 'Nope', accountNumber: '1' },
  });
  expect(write.status()).toBe(403);

  await page.reload();
  await expect(page.getByText(/Last used .* from /)).toBeVisible();

  await page.getByRole('button', { name: 'Revoke the token Home dashboard' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('You have no tokens.')).toBeVisible();
  const after = await script.get('/api/accounts', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
  await script.dispose();
});
