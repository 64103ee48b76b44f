import { useEffect, useRef } from 'react';
import type { TrollMessage } from '../../../shared/realtime';
import { NAME_COLOR_CLASS, nameColorStyle } from './name-color';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** The message list. Everything is rendered as text, never as HTML (docs/security.md R20). */
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
              className={`truncate font-semibold ${NAME_COLOR_CLASS}`}
              style={nameColorStyle(m.color)}
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
