import { MessageSquare, Minus, Send, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { sanitizeChatMessage } from '../../../domain/chat/sanitize';
import { TROLLBOX_MAX_LENGTH, TROLLBOX_SIZE } from '../../../domain/chat/troll-name';
import { Button } from '../../components/ui/button';
import { useAuth } from '../auth/use-auth';
import { sendOnChannel, useChannelState } from '../realtime/channel';
import { NAME_COLOR_CLASS, nameColorStyle } from './name-color';
import { TrollboxBubble } from './trollbox-bubble';
import { TrollboxMessages } from './trollbox-messages';
import { trollbox, useTrollbox } from './trollbox-store';

/** The floating chat window (docs/product.md §2.11), or its bubble when minimised. Loaded on first use. */
export default function TrollboxWidget() {
  const { minimized, messages, trollName, color } = useTrollbox();
  const { connected } = useChannelState();
  const { isAuthenticated } = useAuth();
  const [text, setText] = useState('');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  // A newly opened window (or one that reconnected) shows the recent history.
  useEffect(() => {
    if (connected) sendOnChannel({ type: 'history' });
  }, [connected]);

  // Opening or expanding the window puts the cursor in the message field.
  useEffect(() => {
    if (!minimized) input.current?.focus();
  }, [minimized]);

  if (minimized) return <TrollboxBubble />;

  const canSend = isAuthenticated && connected && text.trim() !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    // docs/product.md §5: sanitized before sending; nothing left means nothing is sent.
    const message = sanitizeChatMessage(text);
    if (!message) {
      setText('');
      return;
    }
    if (sendOnChannel({ type: 'troll_message', trollName, message, timestamp: Date.now(), color }))
      setText('');
  };

  return (
    <section
      aria-label="Trollbox"
      className="fixed bottom-4 right-4 z-50 flex max-h-[calc(100dvh-2rem)] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-xl"
      style={{ width: TROLLBOX_SIZE.width, height: TROLLBOX_SIZE.height }}
      data-testid="trollbox"
    >
      <header className="flex items-center gap-2 border-b border-border px-3 py-2">
        <MessageSquare className="size-4 text-primary" aria-hidden="true" />
        <h2 className="text-sm font-semibold">Trollbox</h2>
        <span
          className={`size-2 rounded-full ${connected ? 'bg-green-600' : 'bg-muted-foreground'}`}
          role="img"
          aria-label={connected ? 'Connected' : 'Disconnected'}
        />
        <div className="ml-auto flex items-center">
          <Button
            variant="ghost"
            size="sm"
            aria-label="Minimize trollbox"
            onClick={() => trollbox.minimize()}
          >
            <Minus className="size-4" aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="sm" aria-label="Close trollbox" onClick={() => trollbox.disable()}>
            <X className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </header>
      <TrollboxMessages messages={messages} />
      <form onSubmit={submit} className="border-t border-border px-3 py-2">
        <label htmlFor={inputId} className="mb-1 flex justify-between gap-2 text-xs text-muted-foreground">
          {isAuthenticated ? (
            <span className="truncate">
              Message as{' '}
              <span className={`font-semibold ${NAME_COLOR_CLASS}`} style={nameColorStyle(color)}>
                {trollName}
              </span>
            </span>
          ) : (
            <span>Sign in to chat</span>
          )}
          <span aria-hidden="true">
            {text.length}/{TROLLBOX_MAX_LENGTH}
          </span>
        </label>
        <div className="flex gap-2">
          <input
            ref={input}
            id={inputId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={TROLLBOX_MAX_LENGTH}
            disabled={!isAuthenticated}
            autoComplete="off"
            className="h-9 min-w-0 flex-1 rounded-md border border-border bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:opacity-50"
          />
          <Button type="submit" size="sm" className="h-9" disabled={!canSend} aria-label="Send message">
            <Send className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </form>
    </section>
  );
}
