import { expect, test } from '@playwright/test';
import { signInThroughApi } from './helpers/auth';

// A page whose code cannot be fetched (the connection dropped, or NetWorth was updated since the tab
// was opened and the old chunk is gone) says so, inside the layout, instead of leaving an empty
// window; a reload mends it, and the rest of the app stays usable meanwhile.

test('a tab whose code cannot be fetched says so, keeps the layout, and a reload mends it', async ({
  page,
}) => {
  await signInThroughApi(page, 'page-errors@example.com');
  await page.goto('/planning');
  await expect(page.getByRole('heading', { name: 'Financial Planning', level: 1 })).toBeVisible();

  // The analytics tab's code is gone, as after an update.
  await page.route('**/assets/analytics-tab-*.js', (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Not found"}' }),
  );
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('NetWorth may have been updated');
  // The header still works: another page opens in the app, and the error is gone.
  const area = page.getByRole('navigation', { name: 'Switch area' });
  await area.getByRole('link', { name: 'Portfolio' }).click();
  await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible();
  await expect(alert).toHaveCount(0);

  await area.getByRole('link', { name: 'Planning' }).click();
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(alert).toBeVisible();
  await page.unroute('**/assets/analytics-tab-*.js');
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('region', { name: 'Net Worth over time' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
});

test('the server answers a built file that is not there with a 404, not with a page', async ({ page }) => {
  await signInThroughApi(page, 'page-errors-404@example.com');
  const response = await page.request.get('/assets/analytics-tab-gone000.js');
  expect(response.status()).toBe(404);
});
