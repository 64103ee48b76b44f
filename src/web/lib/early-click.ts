// A prerendered page's buttons are in the HTML before the app's code runs (scripts/prerender.mjs
// starts it after the first paint). A click on one marked `data-early-click` in that time is kept by
// the page's inline script; the app reads it here, does what the click asked, and then says it has
// taken over, so that clicks on its own buttons are left to it.

declare global {
  interface Window {
    __networthEarlyClick?: string;
    __networthTakenOver?: boolean;
  }
}

/** Whether the button named `name` was clicked before the app took over. */
export function clickedEarly(name: string): boolean {
  return typeof window !== 'undefined' && !window.__networthTakenOver && window.__networthEarlyClick === name;
}

/** Marks the page as the app's: the early click, if any, has been acted on. */
export function takeOverFromPrerender(): void {
  window.__networthTakenOver = true;
  window.__networthEarlyClick = undefined;
}
