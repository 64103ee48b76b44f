import { areaOf } from '../../../shared/first-reads';

// The title of each signed-in area's page, and the box it sits in. The page renders it, and so does
// the shell that stands in while the page's code and reads arrive, prerendered in the HTML: the title
// paints with the first paint, where the page will draw it (LayoutShell).

export const PAGE_TITLES = {
  portfolio: 'Portfolio',
  planning: 'Financial Planning',
  settings: 'Account Settings',
} as const;

/** The class of the box each page's title is the first thing in. */
export const PAGE_BOX = {
  portfolio: 'flex flex-col gap-6',
  planning: 'flex flex-col gap-6',
  settings: 'mx-auto flex w-full max-w-3xl flex-col gap-6',
} as const;

/** The page title and box at a path, or null where the title depends on data (an account's page). */
export function pageTitleAt(path: string): { title: string; box: string } | null {
  const area = areaOf(path);
  if (area === null || area === 'account') return null;
  return { title: PAGE_TITLES[area], box: PAGE_BOX[area] };
}
