// GET /api/balance-sheet and GET /api/accounts for a user with 1,000 accounts, at 10,000 and at
// 100,000 journal lines, next to a bare node:http hello-world measured the same way in the same run.
// Run: npm run bench balance-sheet. Target: balance sheet p99 < 20 ms on the embedded database, and no
// growth with the number of journal lines.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { percentile, rssOf } from './lib';

const SEQUENTIAL = 400;
const WARMUP = 50;
const CONNECTIONS = 8;
const LOAD_MS = 4_000;

interface Ready {
  port: number;
  cookie: string;
}

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

async function measure(label: string, port: number, path: string, cookie?: string) {
  const one = await sequential(port, path, cookie);
  const many = await load(port, path, cookie);
  console.log(
    `${label.padEnd(44)} 1 client: median ${one.median.toFixed(2)} ms, p99 ${one.p99.toFixed(2)} ms | ` +
      `${CONNECTIONS} clients: ${Math.round(many.rps)} req/s, p50 ${many.p50.toFixed(2)} ms, p99 ${many.p99.toFixed(2)} ms`,
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

function seed(child: ChildProcess, lines: number): Promise<{ lines: number; seedMs: number }> {
  return new Promise((resolve) => {
    child.once('message', (reply: { lines: number; seedMs: number }) => resolve(reply));
    child.send({ lines });
  });
}

console.log(
  `machine: ${cpus().length} CPUs, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} (figures are only comparable on an idle machine)`,
);
const hello = await startHello();
const { child, ready } = await startApp();
try {
  const helloResult = await measure('node:http hello-world', hello.port, '/');
  const sheetP99: number[] = [];
  for (const lines of [10_000, 100_000]) {
    const seeded = await seed(child, lines);
    console.log(
      `\n1,000 accounts, ${seeded.lines.toLocaleString('en-US')} journal lines (seeded in ${Math.round(seeded.seedMs)} ms)`,
    );
    const sheet = await measure('GET /api/balance-sheet', ready.port, '/api/balance-sheet', ready.cookie);
    const list = await measure(
      'GET /api/accounts (1,000 accounts)',
      ready.port,
      '/api/accounts',
      ready.cookie,
    );
    sheetP99.push(sheet.p99);
    console.log(
      `  throughput vs hello-world: balance sheet ${((sheet.rps / helloResult.rps) * 100).toFixed(1)}%, ` +
        `accounts ${((list.rps / helloResult.rps) * 100).toFixed(1)}%; server RSS ${Math.round((await rssOf(child.pid)) / 1048576)} MB`,
    );
  }
  const last = sheetP99[sheetP99.length - 1] ?? Number.NaN;
  console.log(
    `\nbalance sheet p99 at 100k lines ${last.toFixed(2)} ms (target < 20 ms) ${last < 20 ? 'OK' : 'SLOW'}; ` +
      `10k -> 100k lines: ${(sheetP99[0] ?? 0).toFixed(2)} -> ${last.toFixed(2)} ms`,
  );
} finally {
  child.send({ stop: true });
  await new Promise((r) => child.once('exit', r));
  hello.child.kill();
}
