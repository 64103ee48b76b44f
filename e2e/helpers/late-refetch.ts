import type { Page } from '@playwright/test';

/**
 * A busy machine's order, as CI once met it after a delete: the delete's answer comes before the list
 * has drawn its refetched rows, and the next animation frame before that drawing. Until the returned
 * function is called, the list's refetch (`list`) answers last and animation frames run at once, so a
 * focus moved "in the next frame" lands on the row about to go.
 */
export async function refetchLandingLate(page: Page, list: RegExp): Promise<() => Promise<void>> {
  await page.route(list, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  await page.evaluate(() => {
    const frame = window.requestAnimationFrame;
    window.requestAnimationFrame = (callback) => {
      callback(performance.now());
      return 0;
    };
    Object.assign(window, { restoreFrames: () => Object.assign(window, { requestAnimationFrame: frame }) });
  });
  return async () => {
    await page.evaluate(() => (window as unknown as { restoreFrames: () => void }).restoreFrames());
    await page.unroute(list);
  };
}
