// The /ws connection, without React: reconnects by a policy, pings, and tracks the device count.
// docs/product.md §8: socket and parse errors are only logged; sending while disconnected is ignored with a
// console warning.
import {
  LANDING_RECONNECT_MS,
  MAX_RECONNECT_ATTEMPTS,
  PING_INTERVAL_MS,
  RECONNECT_PAUSE_MS,
  reconnectDelayMs,
} from '../../../domain/chat/troll-name';
import { type ClientMessage, parseServerMessage, type ServerMessage } from '../../../shared/realtime';

/** The part of the browser's WebSocket this module uses (tests pass a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type ReconnectPolicy = (attempt: number) => number;

/**
 * The signed-in channel (docs/product.md §4): 1 s × 1.5 per attempt, capped at 10 s, for 10 attempts; then a
 * 30 s pause, the counter resets and it starts again. `attempt` counts from 0 after each success.
 */
export const channelPolicy: ReconnectPolicy = (attempt) => {
  const round = attempt % (MAX_RECONNECT_ATTEMPTS + 1);
  return round === MAX_RECONNECT_ATTEMPTS ? RECONNECT_PAUSE_MS : reconnectDelayMs(round);
};

/** The landing page's listener: 3 s after every drop. */
export const landingPolicy: ReconnectPolicy = () => LANDING_RECONNECT_MS;

export interface ConnectionState {
  connected: boolean;
  deviceCount: number;
}

const OPEN = 1;

export class RealtimeConnection {
  private socket: SocketLike | null = null;
  private wanted = false;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;
  private state: ConnectionState = { connected: false, deviceCount: 0 };
  private readonly stateListeners = new Set<() => void>();
  private readonly messageListeners = new Set<(message: ServerMessage) => void>();
  private readonly closeListeners = new Set<(code: number) => void>();

  constructor(
    private readonly url: () => string,
    private policy: ReconnectPolicy,
    private readonly createSocket: (url: string) => SocketLike = (url) => new WebSocket(url),
  ) {}

  /** Opens (or re-opens, with another policy) the connection and keeps it up until `stop()`. */
  start(policy: ReconnectPolicy): void {
    this.policy = policy;
    this.wanted = true;
    if (!this.socket && !this.retryTimer) this.connect();
  }

  /** Closes for good; no reconnection. */
  stop(): void {
    this.halt(false);
  }

  /**
   * Drops the socket and connects again at once, so the server reads the cookies as they are now
   * (another user signed in, or a magic link was just requested from this browser). With `seamless`
   * the count stays on screen until the new socket says hello.
   */
  restart(policy: ReconnectPolicy, seamless = false): void {
    this.halt(seamless);
    this.start(policy);
  }

  /** Reconnects if open or trying to be; otherwise does nothing. */
  rebind(): void {
    if (this.wanted) this.restart(this.policy, true);
  }

  getState = (): ConnectionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  };

  onMessage(listener: (message: ServerMessage) => void): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  /** Called with the close code whenever the server closes the socket (4001: the session ended). */
  onClose(listener: (code: number) => void): () => void {
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }

  send(message: ClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN || !this.state.connected) {
      console.warn('Real-time channel not connected; message not sent');
      return false;
    }
    this.socket.send(JSON.stringify(message));
    return true;
  }

  private connect(): void {
    this.retryTimer = null;
    let socket: SocketLike;
    try {
      socket = this.createSocket(this.url());
    } catch (error) {
      console.error('Real-time channel could not open', error);
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      this.pingTimer = setInterval(() => this.send({ type: 'ping' }), PING_INTERVAL_MS);
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = (event) => console.error('Real-time channel error', event);
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.detach();
      for (const listener of this.closeListeners) listener(event.code);
      if (this.wanted) this.scheduleRetry();
    };
  }

  private scheduleRetry(): void {
    const delay = this.policy(this.attempt);
    this.attempt += 1;
    this.retryTimer = setTimeout(() => this.connect(), delay);
  }

  private halt(keepState: boolean): void {
    this.wanted = false;
    this.attempt = 0;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const socket = this.socket;
    this.detach(keepState);
    socket?.close(1000, 'Closing');
  }

  private detach(keepState = false): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
    if (this.socket) {
      this.socket.onopen = null;
      this.socket.onmessage = null;
      this.socket.onclose = null;
      this.socket.onerror = null;
    }
    this.socket = null;
    if (!keepState) this.setState({ connected: false, deviceCount: this.state.deviceCount });
  }

  private receive(data: unknown): void {
    const message = typeof data === 'string' ? parseServerMessage(data) : null;
    if (!message) {
      console.error('Real-time channel: unreadable message ignored');
      return;
    }
    if (message.type === 'connected' || message.type === 'device_count_update') {
      this.setState({ connected: true, deviceCount: message.deviceCount });
    }
    for (const listener of this.messageListeners) listener(message);
  }

  private setState(next: ConnectionState): void {
    if (next.connected === this.state.connected && next.deviceCount === this.state.deviceCount) return;
    this.state = next;
    for (const listener of this.stateListeners) listener();
  }
}
