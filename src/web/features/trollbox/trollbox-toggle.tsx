import { MessageSquare } from 'lucide-react';
import { unreadBadgeText } from '../../../domain/chat/troll-name';
import { Button } from '../../components/ui/button';
import { trollbox, useTrollbox } from './trollbox-store';

/** The footer's trollbox switch, with the unread count while the window is not showing. */
export function TrollboxToggle() {
  const { enabled, minimized, unread } = useTrollbox();
  const badge = !enabled || minimized ? unreadBadgeText(unread) : null;
  return (
    <Button
      variant={enabled ? 'secondary' : 'ghost'}
      size="sm"
      aria-pressed={enabled}
      aria-label={`Trollbox${badge ? ` (${unread} unread)` : ''}`}
      onClick={() => trollbox.toggle()}
      data-testid="trollbox-toggle"
    >
      <MessageSquare className="size-4" aria-hidden="true" />
      Trollbox
      {badge ? (
        <span
          className="rounded-full bg-red-600 px-1.5 text-xs font-bold leading-5 text-white"
          aria-hidden="true"
        >
          {badge}
        </span>
      ) : null}
    </Button>
  );
}
