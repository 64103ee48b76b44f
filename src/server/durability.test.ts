import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort } from './test/free-port';

// Issue 28: a write the server acknowledged survives the server being killed outright (kill -9) on
// the embedded database, which runs on a thread of its own (decision 162). The real entry point,
// the real sign-in by email link (written to the data directory's outbox without SMTP), real
// requests while the process dies.
const root = join(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'networth-durability-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function startMain(port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
    },
    stdio: 'ignore',
  });
}

const exitOf = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('kill -9 on the embedded database', () => {
  it('loses no write the server acknowledged, and the books still balance after the restart', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let child = startMain(port);
    // Whatever fails, no server is left running after the test.
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exitOf(child);
    };
    try {
      await vi.waitFor(
        async () => {
          const res = await fetch(`${base}/api/health`);
          if (!res.ok) throw new Error(`health ${res.status}`);
        },
        { timeout: 60_000, interval: 50 },
      );

      // Signed in by the link the outbox holds.
      const email = 'kill-nine@example.com';
      const origin = { origin: base, 'content-type': 'application/json' };
      const asked = await fetch(`${base}/api/auth/magic-link`, {
        method: 'POST',
        headers: origin,
        body: JSON.stringify({ email, sessionDuration: '1' }),
      });
      expect(asked.status).toBeLessThan(300);
      const mail = await vi.waitFor(() => {
        const files = readdirSync(join(dataDir, 'outbox')).filter((f) => f.endsWith('.json'));
        if (files.length === 0) throw new Error('no mail yet');
        return JSON.parse(readFileSync(join(dataDir, 'outbox', files[0] as string), 'utf8')) as {
          links: string[];
        };
      });
      const link = new URL(mail.links.find((l) => l.includes('/auth/verify?')) as string);
      // This client never kept the asking browser's cookie: it confirms, as a person in another browser would.
      const verified = await fetch(`${base}/api/auth/verify${link.search}&confirm=1`, {
        headers: { 'X-CSRF': '1' },
      });
      expect(verified.status).toBe(200);
      const cookie = (verified.headers.get('set-cookie') ?? '').split(';')[0] as string;
      const headers = { ...origin, cookie };

      const created = await fetch(`${base}/api/accounts`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          accountName: 'Checking',
          accountNumber: 'CHK',
          accountType: 'ASSET',
          accountSubtype: 'checking',
          currentBalance: '1000.00',
          // Held before the expenses: each one then moves the balance.
          balanceDate: '2025-12-31',
        }),
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const accountId = ((await created.json()) as { id: string }).id;

      // Four writers post expenses; the process is killed while they are still writing.
      const acknowledged: string[] = [];
      let killed = false;
      const writer = async (w: number) => {
        for (let n = 0; !killed; n += 1) {
          try {
            const res = await fetch(`${base}/api/transactions`, {
              method: 'POST',
              headers,
              body: JSON.stringify({
                amount: '1.25',
                type: 'expense',
                description: `Writer ${w}, expense ${n}`,
                transactionDate: '2026-01-15',
                accountId,
                isRecurring: false,
                tags: [],
              }),
            });
            if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
          } catch {
            return; // the connection died with the process: this write was never acknowledged
          }
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      await vi.waitFor(
        () => {
          if (acknowledged.length < 30) throw new Error('not enough writes yet');
        },
        { timeout: 60_000, interval: 5 },
      );
      child.kill('SIGKILL');
      killed = true;
      await exitOf(child);
      await Promise.all(writers);

      child = startMain(port);
      await vi.waitFor(
        async () => {
          const res = await fetch(`${base}/api/health`);
          if (!res.ok) throw new Error(`health ${res.status}`);
        },
        { timeout: 60_000, interval: 50 },
      );
      for (const id of acknowledged) {
        const res = await fetch(`${base}/api/transactions/${id}`, { headers });
        expect(res.status, `acknowledged transaction ${id}`).toBe(200);
      }
      // The cached balance equals the opening less every expense the books kept, acknowledged or not.
      const list = await fetch(`${base}/api/transactions?limit=500`, { headers });
      const kept = ((await list.json()) as { type: string }[]).filter((t) => t.type === 'expense').length;
      expect(kept).toBeGreaterThanOrEqual(acknowledged.length);
      const accounts = (await (await fetch(`${base}/api/accounts`, { headers })).json()) as {
        id: string;
        currentBalance: string;
      }[];
      const balance = accounts.find((a) => a.id === accountId)?.currentBalance;
      expect(Number(balance)).toBeCloseTo(1000 - 1.25 * kept, 2);
    } finally {
      await stop();
    }
  }, 180_000);
});
