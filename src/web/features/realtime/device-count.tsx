import { MonitorSmartphone } from 'lucide-react';

/**
 * The connected-device indicator. Until the real-time channel is connected it shows '...'
 * (SPEC.md 4); the channel hook feeds it the live count.
 */
export function DeviceCount({ label = '...' }: { label?: string }) {
  return (
    <output
      className="inline-flex items-center gap-1.5 rounded-full border border-border px-3 py-1 text-xs text-muted-foreground"
      aria-label={`Connected devices: ${label}`}
      data-testid="device-count"
    >
      <MonitorSmartphone className="size-3.5" aria-hidden="true" />
      <span>{label}</span>
    </output>
  );
}
