import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const tempDir = () => mkdtempSync(join(tmpdir(), 'networth-config-'));

describe('loadConfig', () => {
  it('applies the defaults of docs/architecture.md', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 5000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:5000',
      dataDir: dir,
      databaseUrl: undefined,
      redisUrl: undefined,
      databasePoolSize: 2 * availableParallelism() + 1,
      rateLimitMagicLinkPerEmail: 5,
      rateLimitMagicLinkPerIp: 30,
    });
  });

  it('generates SESSION_SECRET into DATA_DIR with mode 0600 and keeps it across starts', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    const file = join(dir, 'session-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_POOL_SIZE: 'many' }, 'DATABASE_POOL_SIZE'],
    [{ APP_URL: 'localhost:5000' }, 'APP_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ RATE_LIMIT_MAGIC_LINK_PER_EMAIL: '0' }, 'RATE_LIMIT_MAGIC_LINK_PER_EMAIL'],
  ])('stops on %o with one line naming %s', (env, name) => {
    const run = () => loadConfig({ DATA_DIR: tempDir(), ...env });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });

  it('reads DATABASE_POOL_SIZE', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), DATABASE_POOL_SIZE: '3' }).databasePoolSize).toBe(3);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['10.0.0.1, 10.0.0.0/8', ['10.0.0.1', '10.0.0.0/8']],
    ['loopback', ['loopback']],
  ])('reads TRUST_PROXY=%s as %o', (value, expected) => {
    const env = value === undefined ? {} : { TRUST_PROXY: value };
    expect(loadConfig({ DATA_DIR: tempDir(), ...env }).trustProxy).toEqual(expected);
  });

  it('refuses a TRUST_PROXY it cannot read', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'yes please' })).toThrow(
      /^Invalid configuration: TRUST_PROXY must be true, false/,
    );
  });

  it('says what a number must be', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'abc' })).toThrow(
      'Invalid configuration: PORT must be a whole number from 0 to 65535',
    );
  });

  it('derives APP_URL from PORT and strips a trailing slash', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(
      loadConfig({ DATA_DIR: tempDir(), APP_URL: 'https://nw.example.com/', SMTP_URL: 'smtp://mx:25' })
        .appUrl,
    ).toBe('https://nw.example.com');
  });

  describe('sign-in links in the log (issue 11, item 4; docs/security.md R6, R31)', () => {
    it.each(['http://localhost:5000', 'http://127.0.0.1:8080', 'http://[::1]:5000'])(
      'keeps the log outbox on %s without SMTP_URL',
      (url) => {
        expect(loadConfig({ DATA_DIR: tempDir(), APP_URL: url }).smtpUrl).toBeUndefined();
      },
    );

    it.each(['https://nw.example.com', 'http://192.168.1.5:5000', 'http://localhost.evil.test'])(
      'refuses to start on %s without SMTP_URL, in one line naming SMTP_URL',
      (url) => {
        const run = () => loadConfig({ DATA_DIR: tempDir(), APP_URL: url });
        expect(run).toThrow(ConfigError);
        expect(run).toThrow(/^Invalid configuration: SMTP_URL must be set when APP_URL .* is not localhost/);
        try {
          run();
        } catch (error) {
          expect(String((error as Error).message)).not.toContain('\n');
        }
      },
    );

    it('starts on any APP_URL with an explicit MAIL_TRANSPORT=log, or with SMTP_URL', () => {
      const dir = tempDir();
      expect(
        loadConfig({ DATA_DIR: dir, APP_URL: 'https://nw.example.com', MAIL_TRANSPORT: 'log' }).mailTransport,
      ).toBe('log');
      expect(
        loadConfig({ DATA_DIR: dir, APP_URL: 'https://nw.example.com', SMTP_URL: 'smtp://mx:25' }).smtpUrl,
      ).toBe('smtp://mx:25');
    });

    it('refuses MAIL_TRANSPORT=smtp without SMTP_URL, and an unknown MAIL_TRANSPORT', () => {
      expect(() => loadConfig({ DATA_DIR: tempDir(), MAIL_TRANSPORT: 'smtp' })).toThrow(
        /^Invalid configuration: SMTP_URL must be set/,
      );
      expect(() => loadConfig({ DATA_DIR: tempDir(), MAIL_TRANSPORT: 'pigeon' })).toThrow(
        /^Invalid configuration: MAIL_TRANSPORT /,
      );
    });
  });
});

describe('the sign-in methods beside the magic link (issue 26)', () => {
  const oidcEnv = {
    OIDC_ISSUER: 'https://id.example.com/realms/home',
    OIDC_CLIENT_ID: 'networth',
    OIDC_CLIENT_SECRET: 's3cret',
  };

  it('turns OpenID Connect on with the issuer, client id and secret, named and auto-redirecting as told', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir }).oidc).toBeNull();
    expect(loadConfig({ DATA_DIR: dir, ...oidcEnv }).oidc).toEqual({
      issuer: 'https://id.example.com/realms/home',
      clientId: 'networth',
      clientSecret: 's3cret',
      name: 'Single sign-on',
      autoRedirect: false,
    });
    expect(
      loadConfig({ DATA_DIR: dir, ...oidcEnv, OIDC_NAME: 'Authentik', OIDC_AUTO_REDIRECT: 'true' }).oidc,
    ).toMatchObject({ name: 'Authentik', autoRedirect: true });
    expect(loadConfig({ DATA_DIR: dir, ...oidcEnv, OIDC_ISSUER: 'http://127.0.0.1:9000' }).oidc?.issuer).toBe(
      'http://127.0.0.1:9000',
    );
  });

  it.each([
    [{ OIDC_ISSUER: 'http://id.example.com' }, /^Invalid configuration: OIDC_ISSUER must be an https:\/\//],
    [{ OIDC_ISSUER: 'https://id.example.com/?x=1' }, /^Invalid configuration: OIDC_ISSUER /],
    [
      { OIDC_CLIENT_SECRET: '' },
      /^Invalid configuration: OIDC_CLIENT_SECRET must be set when OIDC_ISSUER and OIDC_CLIENT_ID is/,
    ],
    [{ OIDC_AUTO_REDIRECT: 'yes' }, /^Invalid configuration: OIDC_AUTO_REDIRECT must be true or false/],
    [{ OIDC_NAME: 'x'.repeat(41) }, /^Invalid configuration: OIDC_NAME /],
  ])('stops on a bad OpenID Connect setting %o', (change, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...oidcEnv, ...change })).toThrow(message);
  });

  it('refuses OIDC_NAME or OIDC_AUTO_REDIRECT without a provider', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), OIDC_AUTO_REDIRECT: 'true' })).toThrow(
      /^Invalid configuration: OIDC_ISSUER must be set/,
    );
  });

  it('reads the trusted header and its ranges, single addresses as /32 and /128', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      AUTH_PROXY_HEADER: 'Remote-Email',
      AUTH_PROXY_TRUSTED: '10.0.0.0/8, 192.168.1.7, ::1',
    });
    expect(config.authProxy).toEqual({
      header: 'remote-email',
      trusted: ['10.0.0.0/8', '192.168.1.7/32', '::1/128'],
    });
  });

  it.each([
    [
      { AUTH_PROXY_HEADER: 'Remote-Email' },
      /^Invalid configuration: AUTH_PROXY_TRUSTED must be set when AUTH_PROXY_HEADER is/,
    ],
    [{ AUTH_PROXY_TRUSTED: '10.0.0.0/8' }, /^Invalid configuration: AUTH_PROXY_HEADER must be set/],
    [
      { AUTH_PROXY_HEADER: 'Remote Email', AUTH_PROXY_TRUSTED: '10.0.0.1' },
      /^Invalid configuration: AUTH_PROXY_HEADER /,
    ],
    [
      { AUTH_PROXY_HEADER: 'X', AUTH_PROXY_TRUSTED: '0.0.0.0/0' },
      /^Invalid configuration: AUTH_PROXY_TRUSTED /,
    ],
    [{ AUTH_PROXY_HEADER: 'X', AUTH_PROXY_TRUSTED: '::/0' }, /^Invalid configuration: AUTH_PROXY_TRUSTED /],
    [
      { AUTH_PROXY_HEADER: 'X', AUTH_PROXY_TRUSTED: '10.0.0.0/33' },
      /^Invalid configuration: AUTH_PROXY_TRUSTED /,
    ],
    [
      { AUTH_PROXY_HEADER: 'X', AUTH_PROXY_TRUSTED: 'proxy.lan' },
      /^Invalid configuration: AUTH_PROXY_TRUSTED /,
    ],
  ])('stops on a bad trusted-header setting %o', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
  });

  it.each([
    ['http://localhost:5000', { rpId: 'localhost', origin: 'http://localhost:5000' }],
    ['https://money.example.com', { rpId: 'money.example.com', origin: 'https://money.example.com' }],
    ['http://192.168.1.5:5000', null],
    ['https://[::1]:5000', null],
    ['http://money.lan', null],
  ])('takes the passkey relying party from APP_URL %s', (appUrl, expected) => {
    const config = loadConfig({ DATA_DIR: tempDir(), APP_URL: appUrl, MAIL_TRANSPORT: 'log' });
    expect(config.passkeys).toEqual(expected);
  });
});
