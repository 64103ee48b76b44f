import { expect, test } from '@playwright/test';
import { accountMenu, requestMagicLink, signInThroughApi, totpNow } from './helpers/auth';
import { lastMagicLink, mailsTo, signInMailCount } from './helpers/mail';

// Issue 11 (items 2, 6 and 14): toasts before the toaster loads, the token out of the address bar,
// the sessions list, and new backup codes.

test('a toast raised before the toaster has loaded still appears (no wait after load)', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByLabel('Email address').press('Enter');
  await expect(
    page.getByRole('region', { name: /Notification/ }).getByText('Please enter a valid email address.'),
  ).toBeVisible();
});

// The toaster is now part of the first bundle (decision 042), mounted with the app: there is no
// toaster chunk left to arrive late, so the test above covers the first toast after load.

test('the emailed token leaves the address bar and history in every state of the verify page', async ({
  page,
  browser,
}) => {
  const email = `address-${Date.now()}@example.com`;
  const before = signInMailCount(email);
  await requestMagicLink(page, email);
  const link = await lastMagicLink(email, before);
  const token = new URL(link).searchParams.get('token') ?? '';
  const bare = /\/auth\/verify$/;

  // Countdown: the address is already bare.
  await page.goto(link);
  await expect(page.getByText(/in \d seconds?/)).toBeVisible();
  await expect(page).toHaveURL(bare);
  // Cancelled ("ready"), then back and forward through the history: no token anywhere.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Ready to sign in' })).toBeVisible();
  await page.goBack();
  await page.goForward();
  expect(page.url()).not.toContain(token);
  await expect(page).toHaveURL(bare);

  // Another browser: the confirmation state.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await phone.goto(link);
  await phone.getByRole('button', { name: 'Verify Now' }).click();
  await expect(phone.getByRole('heading', { name: 'Confirm sign-in on this device' })).toBeVisible();
  await expect(phone).toHaveURL(bare);
  await other.close();

  // A bad link: the error state.
  await page.goto(`/auth/verify?token=not-a-token&email=${encodeURIComponent(email)}`);
  await page.getByRole('button', { name: 'Verify Now' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid or expired magic link' })).toBeVisible();
  await expect(page).toHaveURL(bare);

  // Already signed in: the link opens the home view, without the token in the address.
  await signInThroughApi(page, email);
  await page.goto(link);
  await expect(accountMenu(page)).toBeVisible();
  expect(page.url()).not.toContain(token);
});

test('Settings lists the sessions, signs one out, then every other one (docs/security.md R14)', async ({
  page,
  browser,
}) => {
  const email = `sessions-${Date.now()}@example.com`;
  await signInThroughApi(page, email);
  const laptop = await browser.newContext();
  const laptopPage = await laptop.newPage();
  await signInThroughApi(laptopPage, email);
  const tablet = await browser.newContext();
  const tabletPage = await tablet.newPage();
  await signInThroughApi(tabletPage, email);

  await page.goto('/settings');
  const list = page.getByRole('list', { name: 'Active sessions' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(list.getByText('Chrome on', { exact: false }).first()).toBeVisible();

  // One other session signed out: one of the two other browsers is signed out, the rest are not.
  await list
    .getByRole('button', { name: /^Sign out / })
    .first()
    .click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const stillIn = async (p: typeof page) => (await p.request.get('/api/auth/user')).ok();
  expect([await stillIn(laptopPage), await stillIn(tabletPage)].sort()).toEqual([false, true]);

  // Everywhere else: only this one stays.
  await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  expect([await stillIn(laptopPage), await stillIn(tabletPage)]).toEqual([false, false]);
  expect(await stillIn(page)).toBe(true);
  await laptopPage.goto('/settings');
  await expect(laptopPage.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await laptop.close();
  await tablet.close();
});

test('turning two-factor on ends the other sessions; backup codes are regenerated with a current code', async ({
  page,
  browser,
}) => {
  const email = `regen-${Date.now()}@example.com`;
  await signInThroughApi(page, email);
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signInThroughApi(otherPage, email);

  await page.goto('/settings');
  await expect(page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Enable Two-Factor Authentication' }).click();
  const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  await page.getByLabel('Verification code').fill(totpNow(secret));
  await page.getByRole('button', { name: 'Verify and Enable' }).click();
  await expect(page.getByRole('heading', { name: 'Save your backup codes' })).toBeVisible();
  const first = await page
    .getByRole('list', { name: 'Backup codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(first).toHaveLength(10);
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem')).toHaveCount(1);
  expect((await otherPage.request.get('/api/auth/user')).status()).toBe(401);

  // The code that turned it on was this step's: the next step's code makes the new set.
  await page.getByLabel('Authenticator code').fill(totpNow(secret, 1));
  await page.getByRole('button', { name: 'Regenerate Backup Codes' }).click();
  await expect(page.getByRole('heading', { name: 'Save your backup codes' })).toBeVisible();
  const second = await page
    .getByRole('list', { name: 'Backup codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(second).toHaveLength(10);
  expect(second.some((c) => first.includes(c))).toBe(false);
  expect(mailsTo(email).map((m) => m.subject)).toContain('New backup codes');
  await other.close();
});
