import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInThroughApi as signIn } from './helpers/auth';

// Take the book elsewhere and leave (issue 13): a JSON backup downloaded by one person is restored by
// another into an empty book from Settings; a second restore and a file that is not a backup are
// refused with a toast; then the account is deleted from Settings and a new sign-in starts empty.

const origin = () => `http://localhost:${process.env.E2E_PORT ?? 5180}`;

test('a JSON backup restores into an empty book, then deleting the account leaves nothing behind', async ({
  browser,
}) => {
  const source = await browser.newPage();
  await signIn(source, 'backup-source@example.com');
  const created = await source.request.post('/api/accounts', {
    headers: { origin: origin() },
    data: {
      accountName: 'Travel Fund',
      accountNumber: 'TRV-1',
      accountType: 'ASSET',
      accountSubtype: 'savings',
      normalBalance: 'debit',
      currentBalance: '250.00',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await source.goto('/settings');
  const downloading = source.waitForEvent('download');
  await source.getByRole('link', { name: 'JSON backup' }).click();
  const backupFile = readFileSync((await (await downloading).path()) as string);
  await source.close();

  const page = await browser.newPage();
  await signIn(page, 'backup-target@example.com');
  await page.goto('/settings');
  const restoreInput = page.getByLabel(/Restore a JSON backup/);
  await restoreInput.setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: backupFile });
  const notifications = page.getByRole('region', { name: /Notifications/ });
  await expect(notifications.getByText('Backup restored')).toBeVisible();
  await expect(notifications.getByText('1 account and 0 transactions restored.')).toBeVisible();

  await page.goto('/portfolio/assets');
  await expect(page.getByRole('link', { name: 'Travel Fund', exact: true })).toBeVisible();
  await expect(page.getByText('$250.00').first()).toBeVisible();

  // The book is no longer empty: restoring again is refused and changes nothing.
  await page.goto('/settings');
  await restoreInput.setInputFiles({ name: 'backup.json', mimeType: 'application/json', buffer: backupFile });
  await expect(notifications.getByText('Restore failed')).toBeVisible();
  await restoreInput.setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('not json at all'),
  });
  await expect(notifications.getByText('This file is not a JSON backup')).toBeVisible();
  const accounts = await page.request.get('/api/accounts');
  expect(
    (await accounts.json()).filter((a: { accountName: string }) => a.accountName === 'Travel Fund'),
  ).toHaveLength(1);

  // Leaving: the wrong address is refused inline; the right one deletes everything and signs out.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel(/Type your email address/).fill('someone-else@example.com');
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await expect(dialog.getByText('Type the email address you sign in with')).toBeVisible();
  await expect(dialog).toBeVisible();

  await dialog.getByLabel(/Type your email address/).fill('Backup-Target@example.com');
  await dialog.getByRole('button', { name: 'Delete everything' }).click();
  await expect(page).toHaveURL(`${origin()}/`);
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  // Signing up again with the same address starts a new, empty book.
  await signIn(page, 'backup-target@example.com');
  const after = await page.request.get('/api/accounts');
  expect(after.ok()).toBe(true);
  expect(await after.json()).toEqual([]);
  await page.close();
});
