// GET /api/balance-sheet and GET /api/accounts for a user with 1,000 accounts (BENCH_ACCOUNTS), at a
// tenth of BENCH_SCALE and at BENCH_SCALE imported transactions (default 20,000), next to a bare
// node:http hello-world measured the same way in the same run. The ledger does not change while a read is
// measured, so these figures are answer-cache hits; each read is then also measured right after a
// write (bench/after-write.ts). Run: npm run bench balance-sheet. Target: balance sheet p99 < 20 ms on
// the embedded database (cache hits), and no growth with the number of transactions.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { measureRead } from './after-write';
import { SCALE } from './household';
import { percentile, rssOf } from './lib';
import { info, machine, ms, report } from './targets';

const SEQUENTIAL = 400;
const WARMUP = 50;
const CONNECTIONS = 8;
const LOAD_MS = 4_000;
const SHEET_TARGET_MS = 20;

interface Ready {
  port: number;
  cookie: string;
  /** The account the after-write expenses are paid from. */
  accountId: string;
}

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1_000);
const AFTER_WRITE_TARGET_MS = 30;

function get(agent: Agent, port: number, path: string, cookie?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(
      { host: '127.0.0.1', port, path, agent, headers: cookie ? { cookie } : {} },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - started)
            : reject(new Error(`${path}: ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** One request at a time: the latency a person's page sees. */
async function sequential(port: number, path: string, cookie?: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  for (let i = 0; i < WARMUP; i += 1) await get(agent, port, path, cookie);
  const samples: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i += 1) samples.push(await get(agent, port, path, cookie));
  agent.destroy();
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p99: percentile(samples, 99) };
}

/** CONNECTIONS keep-alive clients for LOAD_MS: throughput and latency under load. */
async function load(port: number, path: string, cookie?: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const samples: number[] = [];
  const until = performance.now() + LOAD_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) samples.push(await get(agent, port, path, cookie));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  samples.sort((a, b) => a - b);
  return { rps: samples.length / seconds, p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

/** The one-client p99 (judged when a target is given) and the figures under load. */
async function measure(label: string, port: number, path: string, cookie?: string, targetMs?: number) {
  const one = await sequential(port, path, cookie);
  const many = await load(port, path, cookie);
  const p99 = `${label}, 1 client: p99${cookie ? ' (cache hits)' : ''}`;
  const median = `median ${ms(one.median)}`;
  if (targetMs === undefined) info(p99, one.p99, 'ms', median);
  else report(p99, one.p99, '<=', targetMs, 'ms', median);
  info(
    `${label}, ${CONNECTIONS} clients${cookie ? ' (cache hits)' : ''}`,
    many.rps,
    'req/s',
    `p50 ${ms(many.p50)}, p99 ${ms(many.p99)}`,
  );
  return { ...one, rps: many.rps };
}

function startHello(): Promise<{ child: ChildProcess; port: number }> {
  const code = `const s=require('node:http').createServer((q,r)=>{r.setHeader('content-type','application/json');r.end('{"hello":"world"}')});s.listen(0,'127.0.0.1',()=>console.log(s.address().port))`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve) =>
    child.stdout?.once('data', (d: Buffer) => resolve({ child, port: Number(String(d)) })),
  );
}

function startApp(): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(join(import.meta.dirname, 'balance-sheet-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (ready: Ready) => resolve({ child, ready }));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

function seed(child: ChildProcess, transactions: number): Promise<{ transactions: number; seedMs: number }> {
  return new Promise((resolve) => {
    child.once('message', (reply: { transactions: number; seedMs: number }) => resolve(reply));
    child.send({ transactions });
  });
}

machine();
const hello = await startHello();
const { child, ready } = await startApp();
try {
  const helloResult = await measure('node:http hello-world', hello.port, '/');
  const sheetP99: number[] = [];
  for (const transactions of [Math.round(SCALE / 10), SCALE]) {
    const seeded = await seed(child, transactions);
    const size = `${ACCOUNTS.toLocaleString('en-US')} accounts, ${seeded.transactions.toLocaleString('en-US')} transactions`;
    info(`seeding ${size}`, seeded.seedMs, 'ms');
    const sheet = await measure(
      `GET /api/balance-sheet (${size})`,
      ready.port,
      '/api/balance-sheet',
      ready.cookie,
      SHEET_TARGET_MS,
    );
    const list = await measure(`GET /api/accounts (${size})`, ready.port, '/api/accounts', ready.cookie);
    sheetP99.push(sheet.p99);
    info(
      `balance sheet throughput (${size}), % of node:http hello-world`,
      (sheet.rps / helloResult.rps) * 100,
      '%',
    );
    info(
      `accounts throughput (${size}), % of node:http hello-world`,
      (list.rps / helloResult.rps) * 100,
      '%',
    );
    info(`server RSS (${size})`, (await rssOf(child.pid)) / 1048576, 'MB');
    const reader = {
      base: `http://127.0.0.1:${ready.port}`,
      cookie: ready.cookie,
      accountId: ready.accountId,
    };
    await measureRead(
      reader,
      `GET /api/balance-sheet (${size})`,
      '/api/balance-sheet',
      AFTER_WRITE_TARGET_MS,
    );
    await measureRead(reader, `GET /api/accounts (${size})`, '/api/accounts', AFTER_WRITE_TARGET_MS);
  }
  const [small = Number.NaN, large = Number.NaN] = sheetP99;
  info(
    `balance sheet 1-client p99, ${SCALE} transactions over ${Math.round(SCALE / 10)}`,
    large / small,
    'x',
    `${ms(small)} -> ${ms(large)}`,
  );
} finally {
  child.send({ stop: true });
  await new Promise((r) => child.once('exit', r));
  hello.child.kill();
}
