import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

// A real OpenID provider for the API tests (oidc-provider, on a free loopback port chosen at run
// time), and a person's side of it: logging in and consenting through its own interaction pages.

interface TestIdentity {
  email?: string;
  emailVerified?: boolean;
}

export interface TestProvider {
  /** The issuer NetWorth is configured with. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The people the provider knows, by subject; change them between sign-ins at will. */
  accounts: Map<string, TestIdentity>;
  close(): Promise<void>;
}

/**
 * Starts a provider for `redirectUri`. With `describesItselfAs`, its discovery document names
 * another issuer than the address NetWorth is given (a provider NetWorth must not trust).
 */
export async function startTestProvider(
  redirectUri: string,
  options: { describesItselfAs?: (port: number) => string } = {},
): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'networth-test';
  const clientSecret = 'networth-test-secret-0123456789abcdef';
  const accounts = new Map<string, TestIdentity>();
  const provider = new Provider(options.describesItselfAs?.(port) ?? issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    cookies: { keys: ['test-cookie-key-0123456789'] },
    features: { devInteractions: { enabled: true } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    pkce: { required: () => true },
    async findAccount(_ctx, sub) {
      const person = accounts.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            ...(person.email !== undefined ? { email: person.email } : {}),
            ...(person.emailVerified !== undefined ? { email_verified: person.emailVerified } : {}),
          };
        },
      };
    },
  });
  // The provider's own warnings about a development setup are expected here.
  provider.on('server_error', () => {});
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A person at the provider: opens the authorization URL, logs in as `subject` and consents, and
 * returns the URL the provider sends the browser back to (the NetWorth callback, with its query).
 */
export async function loginAtProvider(
  authorizationUrl: string,
  subject: string,
  callbackPrefix: string,
): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let step = 0; step < 12; step += 1) {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(body ? { body } : {}),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    body = undefined;
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      const next = new URL(location, url);
      if (next.href.startsWith(callbackPrefix)) return next;
      url = next.href;
      continue;
    }
    const html = await res.text();
    if (res.status !== 200) throw new Error(`provider answered ${res.status}: ${html.slice(0, 300)}`);
    body = html.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login: subject, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('the provider never sent the browser back');
}
