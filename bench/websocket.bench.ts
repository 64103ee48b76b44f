// WebSocket fan-out on one instance: memory per connection, the time for a chat message to reach
// every client (p50, p99), and how many device-count messages connecting clients cost.
// Targets: < 20 KB per connection, p99 < 250 ms, update messages growing linearly with clients.
// The server runs in its own process (bench/websocket-server.ts); everything stays on 127.0.0.1.
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';
import WebSocket from 'ws';
import { percentile } from './lib';
import { info, machine, ms, report } from './targets';

const CLIENTS = Number(process.env.WS_BENCH_CLIENTS ?? 5000);
const STAGES = [...new Set([Math.round(CLIENTS / 5), Math.round(CLIENTS / 2), CLIENTS])];
const MESSAGES = 20;
const BATCH = 250;
const DEADLINE_MS = 180_000;

type Reply = Record<string, unknown> & { cmd: string };

const child: ChildProcess = fork(join(import.meta.dirname, 'websocket-server.ts'), [], {
  execArgv: ['--import', 'tsx', '--expose-gc'],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const deadline = setTimeout(() => {
  console.error(`websocket bench: over ${DEADLINE_MS / 1000} s, stopped`);
  child.kill('SIGKILL');
  process.exit(1);
}, DEADLINE_MS);

function reply(cmd: string, send?: Reply): Promise<Reply> {
  return new Promise((resolve) => {
    const onMessage = (message: Reply) => {
      if (message.cmd !== cmd) return;
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    if (send) child.send(send);
  });
}

interface Client {
  ws: WebSocket;
  /** The last device count this client was told. */
  count: number;
  updates: number;
  onChat: ((at: number, data: string) => void) | null;
}

function connect(url: string, origin: string, cookie?: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, {
      origin,
      perMessageDeflate: false,
      ...(cookie ? { headers: { cookie } } : {}),
    });
    const client: Client = { ws, count: 0, updates: 0, onChat: null };
    ws.on('message', (raw) => {
      const at = performance.now();
      const data = raw.toString();
      if (data.startsWith('{"type":"troll_message"')) client.onChat?.(at, data);
      else if (data.startsWith('{"type":"device_count_update"')) {
        client.updates += 1;
        client.count = (JSON.parse(data) as { deviceCount: number }).deviceCount;
      } else if (data.startsWith('{"type":"connected"')) {
        client.count = (JSON.parse(data) as { deviceCount: number }).deviceCount;
        resolve(client);
      }
    });
    ws.once('error', reject);
  });
}

async function connectMany(n: number, url: string, origin: string): Promise<Client[]> {
  const clients: Client[] = [];
  for (let i = 0; i < n; i += BATCH) {
    const size = Math.min(BATCH, n - i);
    clients.push(...(await Promise.all(Array.from({ length: size }, () => connect(url, origin)))));
  }
  return clients;
}

async function settled(clients: Client[], expected: number): Promise<void> {
  const started = performance.now();
  while (clients.some((c) => c.count !== expected)) {
    if (performance.now() - started > 15_000) throw new Error('device counts did not settle');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function closeAll(clients: Client[]): Promise<void> {
  await Promise.all(
    clients.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.ws.readyState === WebSocket.CLOSED) return resolve();
          c.ws.once('close', () => resolve());
          c.ws.close();
        }),
    ),
  );
}

machine('at the start');
const ready = await reply('ready');
const url = String(ready.url);
const origin = String(ready.origin);
// The baseline: the fresh server process before any socket opens.
const baseline = await reply('memory', { cmd: 'memory' });
const sender = await connect(url, origin, String(ready.cookie));
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

// Device-count messages per connecting client, at growing sizes.
let clients: Client[] = [];
for (const n of STAGES) {
  await settled([sender], 1);
  const before = Number((await reply('memory', { cmd: 'memory' })).countUpdatesSent);
  clients = await connectMany(n, url, origin);
  await settled([sender, ...clients], n + 1);
  const after = await reply('memory', { cmd: 'memory' });
  const sent = Number(after.countUpdatesSent) - before;
  // Linear: the coalescer's bound is 3 messages per connecting client (decision 020).
  report(
    `device-count updates while ${n} clients connect (batches of 250), per client`,
    sent / n,
    '<=',
    3,
    'messages',
    `${sent} in all; without coalescing ~${Math.round((n * (n + 1)) / 2)}`,
  );
  if (n !== CLIENTS) {
    await closeAll(clients);
    clients = [];
  }
}

// Memory per connection: the server's memory with every client connected, against the fresh baseline.
const loaded = await reply('memory', { cmd: 'memory' });
const loadedSockets = Number(loaded.sockets);
const perConn = (Number(loaded.rss) - Number(baseline.rss)) / loadedSockets;
const heapPerConn =
  (Number(loaded.heapUsed) +
    Number(loaded.external) -
    Number(baseline.heapUsed) -
    Number(baseline.external)) /
  loadedSockets;
report(
  'WebSocket memory per connection (RSS over a fresh process)',
  perConn / 1024,
  '<=',
  20,
  'KB',
  `heap + external ${(heapPerConn / 1024).toFixed(1)} KB over ${loadedSockets} sockets; server RSS ${mb(Number(baseline.rss))} fresh, ${mb(Number(loaded.rss))} loaded`,
);

// Chat fan-out: one signed-in client posts; time until each client has it.
const latencies: number[] = [];
const serverCpu: number[] = [];
for (let i = 0; i < MESSAGES; i += 1) {
  const marker = `bench message ${i}`;
  let pending = clients.length;
  const done = new Promise<void>((resolve) => {
    for (const c of clients) {
      c.onChat = (at, data) => {
        if (!data.includes(marker)) return;
        latencies.push(at - sentAt);
        c.onChat = null;
        pending -= 1;
        if (pending === 0) resolve();
      };
    }
  });
  const cpuBefore = Number((await reply('cpu', { cmd: 'cpu' })).cpuMs);
  const sentAt = performance.now();
  sender.ws.send(
    JSON.stringify({
      type: 'troll_message',
      trollName: 'BenchTroll1',
      message: marker,
      timestamp: Date.now(),
      color: '#3B82F6',
    }),
  );
  await done;
  serverCpu.push(Number((await reply('cpu', { cmd: 'cpu' })).cpuMs) - cpuBefore);
}
latencies.sort((a, b) => a - b);
const p50 = percentile(latencies, 50);
const p99 = percentile(latencies, 99);
machine('at the end');
serverCpu.sort((a, b) => a - b);
info(
  `server CPU per chat message (reading it, checking it, sending it to ${clients.length} sockets), median`,
  percentile(serverCpu, 50),
  'ms',
  `max ${ms(serverCpu.at(-1)!)}`,
);
report(
  'chat fan-out p99 to every client',
  p99,
  '<=',
  250,
  'ms',
  `${clients.length} clients x ${MESSAGES} messages; p50 ${ms(p50)}, max ${ms(latencies.at(-1)!)}`,
);

await closeAll([sender, ...clients]);
const exited = new Promise((resolve) => child.once('exit', resolve));
child.send({ cmd: 'stop' });
await exited;
clearTimeout(deadline);
