import { MonitorSmartphone } from 'lucide-react';
import { deviceCountLabel } from '../../../domain/chat/troll-name';
import { useChannelState } from './channel';

/**
 * The connected-device indicator (docs/product.md §2.2, 2.3, 4): the live count, at least 1 while connected
 * (this device counts), and '...' while disconnected. `label` overrides it.
 */
export function DeviceCount({ label }: { label?: string }) {
  const { connected, deviceCount } = useChannelState();
  const text = label ?? deviceCountLabel(connected, deviceCount);
  return (
    <output
      className="inline-flex items-center gap-1.5 rounded-full border border-border px-3 py-1 text-xs text-muted-foreground"
      aria-label={`Connected devices: ${text}`}
      data-testid="device-count"
    >
      <MonitorSmartphone className="size-3.5" aria-hidden="true" />
      {/* A fixed width: the count replacing "..." moves nothing (no layout shift). */}
      <span className="inline-block min-w-[2ch] text-center tabular-nums">{text}</span>
    </output>
  );
}
