// What a personal access token costs against the browser's cookie (issue 25, decision 111): the same
// read, GET /api/accounts (20 accounts), with `Authorization: Bearer` and with the session cookie, in
// the same run, rounds alternating so a busy machine weighs on both alike. Target: the bearer request
// within 10 % of the cookie request's throughput. Run: npm run bench api-token
import autocannon from 'autocannon';
import { startEmbeddedApp } from './embedded-app';
import { info, machine, report } from './targets';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.TOKEN_BENCH_SECONDS ?? 4);
const ROUNDS = 3;
const ACCOUNTS = 20;

// The per-token limit would cut the run short: set far above what this machine can send.
const env = await startEmbeddedApp('api-token', { RATE_LIMIT_API_TOKEN_PER_MINUTE: '10000000' });
const base = `http://127.0.0.1:${env.port}`;
const origin = env.config.appUrl;

async function send(method: string, path: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, unknown>>;
}

async function throughput(headers: Record<string, string>): Promise<{ rps: number; p50: number }> {
  const result = await autocannon({
    url: `${base}/api/accounts`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${bad} of ${result.requests.total} requests failed or were not 2xx`);
  return { rps: result.requests.average, p50: result.latency.p50 };
}

try {
  machine(`${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each way`);
  // Seeded through the product's own routes: accounts by the browser, the token from Settings.
  const browser = { cookie: env.cookie, origin };
  for (let i = 0; i < ACCOUNTS; i++) {
    await send(
      'POST',
      '/api/accounts',
      {
        accountType: 'ASSET',
        accountName: `Account ${i}`,
        accountNumber: `A-${i}`,
        currentBalance: '1000.00',
      },
      browser,
    );
  }
  const created = await send(
    'POST',
    '/api/tokens',
    { name: 'bench', scope: 'read', expiresInDays: 30 },
    browser,
  );
  const bearer = { authorization: `Bearer ${String(created.token)}` };
  const cookie = { cookie: env.cookie };
  await throughput(cookie);
  await throughput(bearer);
  let cookieRps = 0;
  let bearerRps = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const c = await throughput(cookie);
    const b = await throughput(bearer);
    cookieRps += c.rps;
    bearerRps += b.rps;
    info(
      `round ${round + 1}: cookie / bearer`,
      c.rps,
      'req/s',
      `bearer ${b.rps.toFixed(0)} req/s; p50 ${c.p50} / ${b.p50} ms`,
    );
  }
  info('GET /api/accounts with the session cookie', cookieRps / ROUNDS, 'req/s');
  info('GET /api/accounts with a bearer token', bearerRps / ROUNDS, 'req/s');
  const overhead = (cookieRps / bearerRps - 1) * 100;
  report(
    'bearer-token request overhead against a cookie request',
    overhead,
    '<=',
    10,
    '%',
    'time per request, from throughput',
  );
} finally {
  await env.stop();
}
