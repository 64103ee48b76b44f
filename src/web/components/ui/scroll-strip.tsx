import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { pageStep, revealOffset, type ScrollCue, scrollCue } from '../../lib/scroll-cue';
import { cn } from '../../lib/utils';

/** Width of an edge cue: a revealed tab lands clear of it. */
const CUE_WIDTH = 36;

/** The tab or link marked current inside the strip, whichever way the strip marks it. */
const ACTIVE = '[aria-current="page"], [aria-selected="true"]';

function smooth(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * A row of tabs that scrolls sideways when it does not fit (docs/decisions/140): a fading edge with a
 * named chevron button on each side that hides more, and the current tab (or a focused one) scrolled
 * into view. Holds any strip, Radix tabs or links, so a new tab needs nothing here. `activeKey` changes
 * when the current tab does.
 */
export function ScrollStrip({
  children,
  activeKey,
  className,
}: {
  children: ReactNode;
  activeKey: string;
  className?: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [cue, setCue] = useState<ScrollCue>({ before: false, after: false });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const next = scrollCue(el.scrollLeft, el.clientWidth, el.scrollWidth);
    setCue((prev) => (prev.before === next.before && prev.after === next.after ? prev : next));
  }, []);

  const reveal = useCallback((target: Element, behavior: ScrollBehavior) => {
    const el = scroller.current;
    if (!el || !(target instanceof HTMLElement)) return;
    const box = target.getBoundingClientRect();
    const left = box.left - el.getBoundingClientRect().left + el.scrollLeft;
    const next = revealOffset({ left, width: box.width }, el, CUE_WIDTH);
    if (Math.abs(next - el.scrollLeft) >= 1) el.scrollTo({ left: next, behavior });
  }, []);

  // On arrival and whenever the current tab changes, bring it into view (without moving the page).
  useLayoutEffect(() => {
    const active = activeKey ? scroller.current?.querySelector(ACTIVE) : null;
    if (active) reveal(active, 'auto');
    measure();
  }, [activeKey, reveal, measure]);

  // Listened to directly: the scroller is no control of its own, only what it holds is.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof Element) reveal(event.target, smooth());
    };
    el.addEventListener('scroll', measure, { passive: true });
    el.addEventListener('focusin', onFocus);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    for (const child of el.children) observer?.observe(child);
    return () => {
      el.removeEventListener('scroll', measure);
      el.removeEventListener('focusin', onFocus);
      observer?.disconnect();
    };
  }, [measure, reveal]);

  const step = (direction: -1 | 1) => {
    const el = scroller.current;
    if (el) el.scrollBy({ left: direction * pageStep(el.clientWidth), behavior: smooth() });
  };

  return (
    <div className={cn('relative', className)} data-scroll-strip="">
      <div ref={scroller} className="overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
        {children}
      </div>
      {cue.before ? (
        <button
          type="button"
          // Keyboard users move with the arrow keys or Tab, which scroll the focused tab into view.
          tabIndex={-1}
          aria-label="Scroll tabs left"
          onClick={() => step(-1)}
          className="absolute inset-y-0 left-0 flex w-9 cursor-pointer items-center justify-start bg-gradient-to-r from-background from-55% to-transparent text-muted-foreground hover:text-foreground"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
      ) : null}
      {cue.after ? (
        <button
          type="button"
          tabIndex={-1}
          aria-label="Scroll tabs right"
          onClick={() => step(1)}
          className="absolute inset-y-0 right-0 flex w-9 cursor-pointer items-center justify-end bg-gradient-to-l from-background from-55% to-transparent text-muted-foreground hover:text-foreground"
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
