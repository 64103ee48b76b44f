// Limits of the /ws channel (docs/security.md R18, R19; issue 11 item 3: a bound on the memory one
// address can pin is 50 sockets x 256 KB of unsent output). Kept in one object per server so a test or
// the benchmark can change them on its own app: `realtimeServerOf(app)?.configure({ ... })`
// (realtime/routes.ts); REALTIME_MAX_SOCKETS sets `maxSockets` at start.

export interface RealtimeLimits {
  /** Chat messages per user (all their sockets on this instance) per window; beyond that dropped. */
  chatMessages: number;
  chatWindowMs: number;
  /** Frames of any kind per socket per window; beyond that the socket is closed (1008). */
  frames: number;
  frameWindowMs: number;
  maxSocketsPerUser: number;
  /**
   * Every socket from one address (an IPv6 /64), signed in or not. Behind a proxy all clients share
   * its address unless TRUST_PROXY is set.
   */
  maxSocketsPerIp: number;
  /** Every socket on this instance (REALTIME_MAX_SOCKETS). */
  maxSockets: number;
  /** A socket gets at most one chat history per this interval; more asks are ignored. */
  historyIntervalMs: number;
  /** A socket with this much unsent output (a client that stopped reading) is dropped. */
  maxBufferedBytes: number;
  /** Protocol pings; a socket that misses one is closed at the next sweep. */
  heartbeatMs: number;
  /** Signed-in sockets re-check their session this often (server clock). */
  revalidateMs: number;
}

export const DEFAULT_LIMITS: RealtimeLimits = {
  chatMessages: 5,
  chatWindowMs: 10_000,
  frames: 60,
  frameWindowMs: 10_000,
  maxSocketsPerUser: 20,
  maxSocketsPerIp: 50,
  maxSockets: 10_000,
  historyIntervalMs: 10_000,
  maxBufferedBytes: 256 * 1024,
  heartbeatMs: 30_000,
  revalidateMs: 5 * 60_000,
};
