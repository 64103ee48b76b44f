import { useEffect } from 'react';
import { useAuth } from '../auth/use-auth';
import { acquireChannel } from '../realtime/channel';
import { landingPolicy } from '../realtime/connection';

/**
 * The landing page's listener for visitors (docs/product.md §4): receives the device count and chat messages
 * (counted as unread while the trollbox is off) and reconnects 3 s after a drop. Signed-in users
 * have the real-time channel instead.
 */
export function useLandingListener(): void {
  const { user, isLoading } = useAuth();
  const visitor = !isLoading && user === null;
  useEffect(() => (visitor ? acquireChannel('visitor', landingPolicy) : undefined), [visitor]);
}
