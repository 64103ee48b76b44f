// The page's one real-time connection, shared by the signed-in channel, the landing listener, the
// device count and the trollbox. Whoever needs it acquires it; it closes shortly after the last
// holder lets go, so moving between pages does not drop and reopen it.
import { useSyncExternalStore } from 'react';
import type { ClientMessage } from '../../../shared/realtime';
import { type ConnectionState, RealtimeConnection, type ReconnectPolicy } from './connection';

const RELEASE_GRACE_MS = 1000;

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/ws`;
}

let connection: RealtimeConnection | null = null;
let currentKey: string | null = null;
let holders = 0;
let releaseTimer: ReturnType<typeof setTimeout> | null = null;
const setupHooks: ((c: RealtimeConnection) => void)[] = [];

function theConnection(): RealtimeConnection {
  if (!connection) {
    connection = new RealtimeConnection(socketUrl, () => 1000);
    for (const hook of setupHooks) hook(connection);
  }
  return connection;
}

/** Runs `hook` on the connection once it exists (listeners that live as long as the page). */
export function whenChannelCreated(hook: (c: RealtimeConnection) => void): void {
  setupHooks.push(hook);
  if (connection) hook(connection);
}

/**
 * Keeps the connection open for `key` (who is connected: a user id, or 'visitor') until the
 * returned function is called. A different key reconnects, so the server sees the new cookie.
 */
export function acquireChannel(key: string, policy: ReconnectPolicy): () => void {
  const c = theConnection();
  if (releaseTimer) clearTimeout(releaseTimer);
  releaseTimer = null;
  holders += 1;
  if (currentKey !== key) {
    currentKey = key;
    c.restart(policy);
  } else {
    c.start(policy);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders > 0) return;
    releaseTimer = setTimeout(() => {
      releaseTimer = null;
      if (holders > 0) return;
      currentKey = null;
      c.stop();
    }, RELEASE_GRACE_MS);
  };
}

const DISCONNECTED: ConnectionState = { connected: false, deviceCount: 0 };
const subscribeState = (listener: () => void) => theConnection().subscribe(listener);
const stateSnapshot = () => connection?.getState() ?? DISCONNECTED;

/** The live connection state (connected flag and device count) for components. */
export function useChannelState(): ConnectionState {
  return useSyncExternalStore(subscribeState, stateSnapshot, () => DISCONNECTED);
}

/**
 * Reconnects the open channel so the server sees this browser's cookies as they are now. The
 * landing form calls it once a magic link is requested: the socket is then known by the link's
 * browser binding, and hears when the link is used in another tab (auth_success).
 */
export function rebindChannel(): void {
  connection?.rebind();
}

/** Sends if connected; otherwise warns on the console and returns false (docs/product.md §8). */
export function sendOnChannel(message: ClientMessage): boolean {
  return theConnection().send(message);
}
