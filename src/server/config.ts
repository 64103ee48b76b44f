import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { readSignInConfig, type SignInConfig, signInEnvSchema } from './sign-in-config';

// Environment, validated once at start; a bad value stops the server with one line naming it.

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const wholeNumber = (min: number, max: number, fallback: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z.coerce
    .number({ message })
    .int({ message })
    .min(min, { message })
    .max(max, { message })
    .default(fallback);
};

/**
 * Connections to a PostgreSQL server: twice its cores and one, the size its own documentation
 * suggests, taking the server to run beside the app, as it most often does (decision 180). More
 * connections than the server can run at once only make writers to one account wait on its row
 * together: at 10 on two cores the write-then-refetch p99 was twice what it is at 5.
 */
export function defaultPoolSize(): number {
  return 2 * availableParallelism() + 1;
}

const envSchema = z.object({
  PORT: wholeNumber(0, 65535, 5000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  APP_URL: z
    .string()
    .trim()
    .optional()
    .refine((v) => v === undefined || v === '' || /^https?:\/\/[^/\s]+\/?$/.test(v), {
      message: 'must be an origin like https://networth.example.com',
    }),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  DATABASE_POOL_SIZE: wholeNumber(1, 200, defaultPoolSize()),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().trim().min(3).default('NetWorth <no-reply@localhost>'),
  MAIL_TRANSPORT: z
    .enum(['smtp', 'log'], { message: 'must be smtp or log' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SESSION_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || v.length >= 32, {
      message: 'must be at least 32 characters',
    }),
  RATE_LIMIT_MAGIC_LINK_PER_EMAIL: wholeNumber(1, 1_000_000, 5),
  RATE_LIMIT_MAGIC_LINK_PER_IP: wholeNumber(1, 1_000_000, 30),
  RATE_LIMIT_MAGIC_LINK_PER_EMAIL_PER_DAY: wholeNumber(1, 1_000_000, 10),
  RATE_LIMIT_VERIFY_PER_IP: wholeNumber(1, 1_000_000, 20),
  RATE_LIMIT_SIGN_IN_MAILS_PER_HOUR: wholeNumber(1, 10_000_000, 1000),
  REALTIME_MAX_SOCKETS: wholeNumber(1, 10_000_000, 10_000),
  RATE_LIMIT_API_TOKEN_PER_MINUTE: wholeNumber(1, 10_000_000, 600),
  SESSION_IDLE_MINUTES: wholeNumber(5, 525_600, 10_080),
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .refine((v) => v === undefined || parseTrustProxy(v) !== null, {
      message: 'must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses',
    }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  ...signInEnvSchema,
});

/** Which proxies may set X-Forwarded-For: Fastify's `trustProxy` (false, true, hops, or addresses). */
export type TrustProxy = boolean | number | string[];

const PROXY_ADDRESS = /^[0-9a-fA-F:.]+(\/\d{1,3})?$|^(loopback|linklocal|uniquelocal)$/;

/** '' / 'false' -> false, 'true' -> true, '2' -> 2 hops, '10.0.0.1, 10.0.0.0/8' -> addresses; else null. */
function parseTrustProxy(value: string): TrustProxy | null {
  const v = value.trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const addresses = v.split(',').map((a) => a.trim());
  return addresses.every((a) => PROXY_ADDRESS.test(a)) ? addresses : null;
}

export interface Config extends SignInConfig {
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections the app keeps to DATABASE_URL's server at most. */
  databasePoolSize: number;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * MAIL_TRANSPORT as set: 'log' opts in to the outbox with sign-in links in the server log on any
   * APP_URL; unset means SMTP when SMTP_URL is set, else the outbox (links logged on localhost only).
   */
  mailTransport: 'smtp' | 'log' | undefined;
  sessionSecret: string;
  rateLimitMagicLinkPerEmail: number;
  rateLimitMagicLinkPerIp: number;
  /** Sign-in link verifications per address per minute. */
  rateLimitVerifyPerIp: number;
  rateLimitMagicLinkPerEmailPerDay: number;
  /** Sign-in mails per hour for the whole server (every instance when REDIS_URL is set). */
  rateLimitSignInMailsPerHour: number;
  /** A session unused this long ends (docs/decisions/123); 'this session only' ones after 30 minutes at most. */
  sessionIdleMinutes: number;
  /** Real-time sockets this instance holds at most. */
  realtimeMaxSockets: number;
  /** Requests one personal access token may make a minute (decision 111). */
  rateLimitApiTokenPerMinute: number;
  /** Off by default: behind a reverse proxy, set it so per-address limits see the real client. */
  trustProxy: TrustProxy;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL || `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const mailTransport = e.MAIL_TRANSPORT;
  if (mailTransport === 'smtp' && !e.SMTP_URL) {
    throw new ConfigError('Invalid configuration: SMTP_URL must be set when MAIL_TRANSPORT is smtp');
  }
  // Sign-in links in the log are a convenience on one's own machine only (issue 11, item 4).
  if (!e.SMTP_URL && mailTransport !== 'log' && !isLocalUrl(appUrl)) {
    throw new ConfigError(
      `Invalid configuration: SMTP_URL must be set when APP_URL (${appUrl}) is not localhost (or set MAIL_TRANSPORT=log to print sign-in links to the log)`,
    );
  }
  const signIn = readSignInConfig(e, appUrl);
  if ('error' in signIn) throw new ConfigError(`Invalid configuration: ${signIn.error}`);
  return {
    ...signIn,
    port: e.PORT,
    host: e.HOST,
    appUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailTransport,
    sessionSecret: e.SESSION_SECRET || readOrCreateSecret(dataDir),
    rateLimitMagicLinkPerEmail: e.RATE_LIMIT_MAGIC_LINK_PER_EMAIL,
    rateLimitMagicLinkPerIp: e.RATE_LIMIT_MAGIC_LINK_PER_IP,
    rateLimitVerifyPerIp: e.RATE_LIMIT_VERIFY_PER_IP,
    rateLimitMagicLinkPerEmailPerDay: e.RATE_LIMIT_MAGIC_LINK_PER_EMAIL_PER_DAY,
    rateLimitSignInMailsPerHour: e.RATE_LIMIT_SIGN_IN_MAILS_PER_HOUR,
    realtimeMaxSockets: e.REALTIME_MAX_SOCKETS,
    rateLimitApiTokenPerMinute: e.RATE_LIMIT_API_TOKEN_PER_MINUTE,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    trustProxy: parseTrustProxy(e.TRUST_PROXY ?? '') ?? false,
    logLevel: e.LOG_LEVEL,
  };
}

/** http(s)://localhost, 127.0.0.1 or [::1], any port: a server only its own machine reaches. */
export function isLocalUrl(url: string): boolean {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
  } catch {
    return false;
  }
}

/** The generated secret lives beside the data so restarts keep sessions and 2FA secrets readable. */
function readOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
