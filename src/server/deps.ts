import type { Config } from './config';
import type { Database } from './db/client';

/** What every route and service may use; built once in main.ts or by the test helper. */
export interface AppDeps {
  config: Config;
  database: Database;
  /** The server's clock, injected so expiry and schedules can be tested. */
  clock: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
