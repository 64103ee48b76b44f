// Seeds the benchmark's user through the real HTTP API, as the browser would: sign in with a magic
// link from the development outbox, create accounts one POST at a time (each an opening-balance
// entry through the posting path), and two loans started in the past, so due payments are posted by
// the ledger-current step on the reads measured.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Server {
  base: string;
  dataDir: string;
}

function cookiesOf(res: Response): string[] {
  return res.headers.getSetCookie().map((c) => c.split(';')[0]!);
}

async function waitForMail(dataDir: string, email: string): Promise<string> {
  const dir = join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    } catch {
      // no mail yet
    }
    for (const f of files.sort().reverse()) {
      const mail = JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string; links: string[] };
      if (mail.to === email && mail.links[0]) return mail.links[0];
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no sign-in mail for ${email}`);
}

/** Signs in through POST /api/auth/magic-link and GET /api/auth/verify; returns the Cookie header. */
export async function signIn(server: Server, email: string): Promise<string> {
  const requested = await fetch(`${server.base}/api/auth/magic-link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base },
    body: JSON.stringify({ email, sessionDuration: '30' }),
  });
  if (requested.status !== 200) throw new Error(`magic link: ${requested.status} ${await requested.text()}`);
  const browser = cookiesOf(requested);
  const link = new URL(await waitForMail(server.dataDir, email));
  const verified = await fetch(`${server.base}/api/auth/verify${link.search}`, {
    // The app's own header (decision 031): what the web app sends with this one call.
    headers: { cookie: browser.join('; '), 'x-csrf': '1' },
  });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${await verified.text()}`);
  return [...browser, ...cookiesOf(verified)].join('; ');
}

/**
 * A signed-in caller of the API: `send(method, path, payload?)` answers the body's text and the wall
 * time it took, and throws on any answer of 300 or more.
 */
export function sender(
  server: Server,
  cookie: string,
): (method: string, path: string, payload?: unknown) => Promise<{ ms: number; text: string }> {
  return async (method, path, payload) => {
    const started = performance.now();
    const res = await fetch(`${server.base}${path}`, {
      method,
      headers: {
        cookie,
        origin: server.base,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    return { ms: performance.now() - started, text };
  };
}

export async function post(
  server: Server,
  cookie: string,
  path: string,
  body: unknown,
): Promise<{ id: string }> {
  const res = await fetch(`${server.base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.base, cookie },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string };
}

const ASSET_SUBTYPES = ['checking', 'savings', 'brokerage', '401k', 'primary_residence', 'car'];
const LIABILITY_SUBTYPES = ['credit_card', 'personal_loan', 'auto_loan'];

/**
 * `count` accounts (70 % assets), each with an opening balance, then a mortgage and a car loan;
 * returns the first (checking) account's id.
 */
export async function seedUser(server: Server, cookie: string, count: number): Promise<string> {
  let checkingId = '';
  for (let i = 0; i < count; i += 1) {
    const asset = i % 10 < 7;
    const cents = 10_000 + ((i * 7_919) % 5_000_000);
    const created = await post(server, cookie, '/api/accounts', {
      accountName: `${asset ? 'Asset' : 'Debt'} ${i}`,
      accountNumber: `N-${i}`,
      accountType: asset ? 'ASSET' : 'LIABILITY',
      accountSubtype: asset
        ? ASSET_SUBTYPES[i % ASSET_SUBTYPES.length]
        : LIABILITY_SUBTYPES[i % LIABILITY_SUBTYPES.length],
      currentBalance: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
    });
    if (i === 0) checkingId = created.id;
  }
  await post(server, cookie, '/api/loan', {
    name: 'Family Home',
    loanCategory: 'mortgage',
    loanType: '30-Year Fixed',
    principal: '400000.00',
    interestRate: '6.5',
    termYears: 30,
    startDate: '2021-03-31',
    homePrice: '500000.00',
    downPayment: '100000.00',
    propertyTax: '400.00',
    insurance: '150.00',
    supplementalInsurance: '0.00',
    fundingAccountId: checkingId,
  });
  await post(server, cookie, '/api/loan', {
    name: 'Car loan',
    loanCategory: 'auto',
    loanType: 'Variable Rate',
    principal: '25000.00',
    interestRate: '7.25',
    termYears: 5,
    startDate: '2024-06-30',
    homePrice: null,
    downPayment: null,
    propertyTax: '0',
    insurance: '0',
    supplementalInsurance: '0',
    fundingAccountId: checkingId,
  });
  return checkingId;
}
