// Reads as a user meets them. A read repeated on an unchanged ledger is served from the answer cache
// after the first where the route has one (GET /api/balance-sheet and GET /api/accounts, decision
// 047): it is measured and labelled as cache hits there, as repeat reads elsewhere. The app refetches
// after every change, so each read is also measured right after a write: POST an expense, then GET.
import type { Agent } from 'node:http';
import { expense } from './household';
import { expect, keepAlive } from './http-client';
import { percentile } from './lib';
import { info, ms, report } from './targets';

export const AFTER_WRITE_SAMPLES = Number(process.env.BENCH_AFTER_WRITE_SAMPLES ?? 60);

export interface Reader {
  base: string;
  cookie: string;
  /** The account the expenses are paid from. */
  accountId: string;
}

/** Routes answered through the ledger's answer cache (ledgerRead in src/server/accounts/routes.ts). */
const CACHED = [
  /^\/api\/balance-sheet$/,
  /^\/api\/accounts$/,
  /^\/api\/journal-entries$/,
  /\/balance-series$/,
];

let written = 0;

async function times(
  agent: Agent,
  reader: Reader,
  path: string,
  samples: number,
  write: boolean,
): Promise<number[]> {
  const headers = { cookie: reader.cookie, origin: reader.base };
  const out: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    if (write) {
      written += 1;
      await expect(
        201,
        agent,
        reader.base,
        'POST',
        '/api/transactions',
        headers,
        expense(reader.accountId, written),
      );
    }
    out.push((await expect(200, agent, reader.base, 'GET', path, headers)).ms);
  }
  return out.sort((a, b) => a - b);
}

/**
 * One client: `label` read repeatedly on an unchanged ledger (printed for information),
 * then right after a write each time; the after-write p95 is judged against `targetMs`.
 */
export async function measureRead(
  reader: Reader,
  label: string,
  path: string,
  targetMs: number,
  samples = AFTER_WRITE_SAMPLES,
): Promise<{ cachedP95: number; afterWriteP95: number }> {
  const agent = keepAlive(1);
  try {
    await times(agent, reader, path, 5, true); // warm-up: JIT, the database's caches
    const cached = await times(agent, reader, path, samples, false);
    const after = await times(agent, reader, path, samples, true);
    const route = path.split('?')[0] ?? '';
    const repeat = CACHED.some((r) => r.test(route)) ? 'cache hits' : 'repeat reads, no answer cache';
    info(
      `${label}, unchanged ledger (${repeat}), 1 client: p95`,
      percentile(cached, 95),
      'ms',
      `median ${ms(percentile(cached, 50))}, ${samples} reads`,
    );
    report(
      `${label}, right after a write (POST an expense, then GET), 1 client: p95`,
      percentile(after, 95),
      '<=',
      targetMs,
      'ms',
      `median ${ms(percentile(after, 50))}, ${samples} writes`,
    );
    return { cachedP95: percentile(cached, 95), afterWriteP95: percentile(after, 95) };
  } finally {
    agent.destroy();
  }
}
