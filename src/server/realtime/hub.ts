import type { TrollMessage } from '../../shared/realtime';

export interface AuthSuccessEvent {
  browserKey: string;
  email: string;
  userId: string;
}

/** What the hub delivers to this instance's sockets; every event reaches every instance. */
export interface HubEvents {
  chat(message: TrollMessage): void;
  authSuccess(event: AuthSuccessEvent): void;
  closeSession(sessionId: string): void;
  /** The number of connected devices across all instances changed. */
  total(deviceCount: number): void;
}

/**
 * The state instances share: device counts, chat fan-out and history, sign-in notices. The
 * in-memory hub serves one instance; the Redis hub makes several behave as one.
 */
export interface RealtimeHub {
  readonly kind: 'memory' | 'redis';
  start(events: HubEvents): Promise<void>;
  /** This instance's socket count changed. */
  setLocalCount(count: number): void;
  /** The best current estimate of all devices, including this instance's latest count. */
  total(): number;
  /** Stores the message in the history and delivers it to every instance (this one included). */
  publishChat(message: TrollMessage): Promise<void>;
  /** The last messages, oldest first. */
  history(): Promise<TrollMessage[]>;
  publishAuthSuccess(event: AuthSuccessEvent): void;
  publishCloseSession(sessionId: string): void;
  close(): Promise<void>;
}
