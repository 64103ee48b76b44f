import type { SessionDuration } from '../../shared/auth-options';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 'session' lives as long as the browser, and at most 12 hours on the server (docs/decisions/007). */
const BROWSER_SESSION_MS = 12 * HOUR;
/** A pending two-factor sign-in must be finished within 10 minutes. */
export const PENDING_TWO_FACTOR_MS = 10 * 60_000;

/** Default of SESSION_IDLE_MINUTES: a week without use ends a session (docs/security.md R13). */
export const DEFAULT_IDLE_MINUTES = 7 * 24 * 60;
/** A 'this session only' session ends after 30 minutes without use, whatever is configured above it. */
const BROWSER_SESSION_IDLE_MS = 30 * 60_000;

/** How long a session may go unused before it ends: the configured idle time, within its lifetime. */
export function idleLimitMs(duration: SessionDuration, idleMinutes: number): number {
  const configured = idleMinutes * 60_000;
  const cap = duration === 'session' ? BROWSER_SESSION_IDLE_MS : sessionLifetimeMs(duration);
  return Math.min(configured, cap);
}

export function sessionLifetimeMs(duration: SessionDuration): number {
  return duration === 'session' ? BROWSER_SESSION_MS : Number(duration) * DAY;
}

/** Cookie Max-Age in seconds; undefined for a browser-session cookie. */
export function cookieMaxAgeSeconds(duration: SessionDuration): number | undefined {
  return duration === 'session' ? undefined : Number(duration) * 86_400;
}
