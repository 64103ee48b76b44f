// Bulk changes and their undo, as a person makes them on the transactions page: "all N matching"
// a filter, near the product's limit (BULK_MAX rows), in a household of BENCH_SCALE transactions
// (default 20,000) seeded through the import and API (bench/household.ts). Each of set category,
// mark cleared and delete is made, then undone (POST /api/transactions/restore). Against the
// production build as `npm start` runs it, on the embedded database and on PostgreSQL. No target:
// the times are printed with the rows they moved, and the app's CPU beside them.
// Run: npm run bench bulk-changes. BENCH_DRIVER picks one database.
import { addDays } from '../src/domain/calendar';
import { BULK_MAX } from '../src/shared/transaction-changes';
import { SCALE, seedHousehold, today } from './household';
import { treeCpuMs } from './process-tree';
import { build, withApp } from './production-app';
import { sender, signIn } from './seed-over-http';
import { info, machine, ms } from './targets';

machine(`${SCALE} transactions`);
await build();
for (const driver of ['embedded', 'PostgreSQL'] as const) {
  if (process.env.BENCH_DRIVER && process.env.BENCH_DRIVER !== driver) continue;
  await withApp(driver, async (app) => {
    const cookie = await signIn(app, 'bench@example.com');
    const household = await seedHousehold(app, cookie);
    const call = sender(app, cookie);
    const send = async <T>(method: string, path: string, payload?: unknown): Promise<T> =>
      JSON.parse((await call(method, path, payload)).text) as T;
    const categories = await send<{ id: string; type: string }[]>('GET', '/api/budget-categories');
    const category = categories.find((c) => c.type === 'expense');
    if (!category) throw new Error('the household has no expense category');
    // Four fifths of the rows are on checking, five sixths of those expenses, spread over five years:
    // a span that holds about 90 % of the limit, as "all matching" a date filter does.
    const days = Math.floor(((BULK_MAX * 0.9) / ((SCALE * 0.8 * 5) / 6)) * 5 * 365);
    const filter = { accountId: household.checkingId, type: 'expense', from: addDays(today(), -days) };
    const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
      const cpuBefore = await treeCpuMs(app.child.pid!);
      const started = performance.now();
      const result = await work();
      const wall = performance.now() - started;
      const cpu = (await treeCpuMs(app.child.pid!)) - cpuBefore;
      info(`${driver}: ${label}`, wall, 'ms', `${ms(cpu)} CPU of the app`);
      return result;
    };
    for (const change of [
      { name: 'set category', body: { action: 'setCategory', categoryId: category.id } },
      { name: 'mark cleared', body: { action: 'setCleared', cleared: true } },
      { name: 'delete', body: { action: 'delete' } },
    ]) {
      const made = await send<{ changed: number; changeId: string }>('POST', '/api/transactions/bulk', {
        filter,
        ...change.body,
      });
      // The change itself is timed as well, once its rows are known.
      await send('POST', '/api/transactions/restore', { changeId: made.changeId });
      const again = await timed(`${change.name}, ${made.changed} rows`, () =>
        send<{ changed: number; changeId: string }>('POST', '/api/transactions/bulk', {
          filter,
          ...change.body,
        }),
      );
      const undone = await timed(`undo of ${change.name}`, () =>
        send<{ restored: number }>('POST', '/api/transactions/restore', { changeId: again.changeId }),
      );
      if (undone.restored !== again.changed)
        throw new Error(`undo restored ${undone.restored} of ${again.changed} rows`);
    }
  });
}
