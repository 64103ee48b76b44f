import type { Page } from '@playwright/test';

/**
 * Resolves once the page has stopped changing by itself: web fonts loaded, every finite CSS
 * transition and animation finished, and a frame painted after them. A barrier for checks that judge
 * the page as painted (axe's colour contrast, screenshots), instead of waiting a fixed time.
 */
export async function paintSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
