import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function waitFor(url: string, timeoutMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function startServer(entry: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [entry], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: 'ignore',
  });
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function rssOf(pid: number | undefined): Promise<number> {
  return import('node:fs/promises').then(async (fs) => {
    if (!pid) return Number.NaN;
    const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) * 1024 : Number.NaN;
  });
}
