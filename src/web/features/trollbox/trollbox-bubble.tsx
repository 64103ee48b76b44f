import { MessageSquare } from 'lucide-react';
import { type PointerEvent, useEffect, useRef } from 'react';
import { unreadBadgeText } from '../../../domain/chat/troll-name';
import { trollbox, useTrollbox } from './trollbox-store';

const DOUBLE_TAP_MS = 350;

/**
 * The minimised trollbox: a bubble dragged within the viewport minus 80 px; double-click (or
 * double-tap, or Enter / Space) expands it.
 */
export function TrollboxBubble() {
  const { position, unread } = useTrollbox();
  const drag = useRef<{ pointerX: number; pointerY: number; x: number; y: number; moved: boolean } | null>(
    null,
  );
  const lastTap = useRef(0);
  const button = useRef<HTMLButtonElement>(null);
  const badge = unreadBadgeText(unread);
  // Minimising removes the button that had focus; keyboard users land on the bubble.
  useEffect(() => button.current?.focus(), []);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerX: event.clientX, pointerY: event.clientY, ...position, moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = event.clientX - d.pointerX;
    const dy = event.clientY - d.pointerY;
    if (!d.moved && Math.hypot(dx, dy) < 4) return;
    d.moved = true;
    trollbox.moveBubble({ x: d.x + dx, y: d.y + dy });
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d || d.moved || event.pointerType !== 'touch') return;
    const now = performance.now();
    if (now - lastTap.current < DOUBLE_TAP_MS) trollbox.expand();
    lastTap.current = now;
  };

  return (
    <button
      ref={button}
      type="button"
      className="fixed z-50 flex size-14 cursor-grab touch-none select-none items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg active:cursor-grabbing"
      style={{ left: position.x, top: position.y }}
      aria-label={`Expand trollbox${badge ? ` (${unread} unread)` : ''}`}
      title="Double-click to expand, drag to move"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = null;
      }}
      onDoubleClick={() => trollbox.expand()}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          trollbox.expand();
        }
      }}
      data-testid="trollbox-bubble"
    >
      <MessageSquare className="size-6" aria-hidden="true" />
      {badge ? (
        <span
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs font-bold leading-5 text-white"
          data-testid="trollbox-unread"
        >
          {badge}
        </span>
      ) : null}
    </button>
  );
}
