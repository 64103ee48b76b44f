import { type CSSProperties, useEffect, useRef } from 'react';
import { isHexColor } from '../../../domain/chat/sanitize';
import type { TrollMessage } from '../../../shared/realtime';
import { readableOn } from '../../lib/contrast';

/** The sender's colour, darkened or lightened to 4.5:1 on the light and the dark card. */
function nameColors(color: string): CSSProperties {
  return {
    '--name-light': readableOn(color, '#ffffff'),
    '--name-dark': readableOn(color, '#0f172a'),
  } as CSSProperties;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** The message list. Everything is rendered as text, never as HTML (SECURITY.md R20). */
export function TrollboxMessages({ messages }: { messages: TrollMessage[] }) {
  const listRef = useRef<HTMLOListElement>(null);
  const count = messages.length;
  useEffect(() => {
    const list = listRef.current;
    if (list && count > 0) list.scrollTop = list.scrollHeight;
  }, [count]);

  if (count === 0) {
    return (
      <p className="flex flex-1 items-center justify-center px-4 text-center text-sm text-muted-foreground">
        No messages yet. Say hello!
      </p>
    );
  }
  return (
    <ol
      ref={listRef}
      role="log"
      aria-live="polite"
      aria-label="Trollbox messages"
      className="flex-1 space-y-2 overflow-y-auto px-3 py-2 text-sm"
    >
      {messages.map((m) => (
        <li key={m.id} data-testid="trollbox-message">
          <div className="flex items-baseline gap-2">
            <span
              className="truncate font-semibold text-[color:var(--name-light)] dark:text-[color:var(--name-dark)]"
              style={isHexColor(m.color) ? nameColors(m.color) : undefined}
              data-testid="trollbox-message-name"
            >
              {m.trollName}
            </span>
            <time
              className="shrink-0 text-xs text-muted-foreground"
              dateTime={new Date(m.timestamp).toISOString()}
            >
              {timeFormat.format(m.timestamp)}
            </time>
          </div>
          <p className="break-words" data-testid="trollbox-message-text">
            {m.message}
          </p>
        </li>
      ))}
    </ol>
  );
}
