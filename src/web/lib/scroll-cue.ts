// The arithmetic of a sideways-scrolling strip (docs/decisions/140), kept apart from the DOM so it is tested
// on its own: which edges hide more, and where to scroll so an item is fully in view.

/** Sub-pixel scroll positions (zoom, fractional widths) must not show a cue for nothing. */
const SLACK = 1;

export interface ScrollCue {
  /** More content hidden before the start edge: show the "scroll left" cue. */
  before: boolean;
  /** More content hidden past the end edge: show the "scroll right" cue. */
  after: boolean;
}

export function scrollCue(scrollLeft: number, clientWidth: number, scrollWidth: number): ScrollCue {
  return {
    before: scrollLeft > SLACK,
    after: scrollLeft + clientWidth < scrollWidth - SLACK,
  };
}

/**
 * The scroll position that shows the item [itemLeft, itemLeft + itemWidth) (in content coordinates) fully,
 * clear of an edge cue `inset` px wide, moving as little as possible; the current position if it already
 * shows, and never past either end.
 */
export function revealOffset(
  item: { left: number; width: number },
  view: { scrollLeft: number; clientWidth: number; scrollWidth: number },
  inset: number,
): number {
  const max = Math.max(0, view.scrollWidth - view.clientWidth);
  const start = item.left - inset;
  const end = item.left + item.width + inset - view.clientWidth;
  let next = view.scrollLeft;
  // An item wider than the view shows its start.
  if (item.left - view.scrollLeft < inset || end > start) next = start;
  else if (end > view.scrollLeft) next = end;
  return Math.min(max, Math.max(0, next));
}

/** How far one press of a chevron moves: most of a view, so one item stays visible for context. */
export function pageStep(clientWidth: number): number {
  return Math.max(40, Math.round(clientWidth * 0.75));
}
