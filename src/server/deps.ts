import type { Config } from './config';
import type { Database } from './db/client';

/**
 * What sign-in tells the real-time channel. The default does nothing; the real-time module installs
 * the hub-backed implementation when it registers.
 */
export interface RealtimeNotifier {
  /** A magic link requested from this browser (browserKey = hash of its binding cookie) was used. */
  publishAuthSuccess(input: { browserKey: string; email: string; userId: string }): void;
  /** Closes the sockets opened with this session (sessions.id, the token's hash), e.g. at logout. */
  closeSessionSockets(sessionId: string): void;
}

export const noRealtime: RealtimeNotifier = {
  publishAuthSuccess: () => {},
  closeSessionSockets: () => {},
};

/** What every route and service may use; built once in main.ts or by the test helper. */
export interface AppDeps {
  config: Config;
  database: Database;
  /** The server's clock, injected so expiry and schedules can be tested. */
  clock: () => Date;
  realtime: RealtimeNotifier;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
