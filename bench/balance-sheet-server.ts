// The app under test for bench/balance-sheet.bench.ts, in its own process: the real Fastify app on an
// embedded database in a temporary directory, a user signed in by magic link with 1,000 accounts
// (BENCH_ACCOUNTS) created through POST /api/accounts, and transactions imported through the bank-file
// import on request (IPC message { transactions: n } -> reply once n imported transactions exist).
import { startEmbeddedApp } from './embedded-app';
import { createAccount, importTransactions } from './household';

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1_000);
/** The accounts the imports go to, in turn. */
const IMPORTED_INTO = 10;

const env = await startEmbeddedApp('bs');
const { port, cookie, stop } = env;

// 70% assets and 30% liabilities, spread over the spec's subtypes.
const assetSubtypes = ['checking', 'savings', 'brokerage', '401k', 'primary_residence', 'car'];
const liabilitySubtypes = ['credit_card', 'personal_loan', 'auto_loan'];
const accountIds: string[] = [];
for (let i = 0; i < ACCOUNTS; i += 1) {
  const asset = i % 10 < 7;
  const cents = 10_000 + ((i * 7_919) % 5_000_000);
  accountIds.push(
    await createAccount(
      env,
      cookie,
      `${asset ? 'Asset' : 'Liability'} ${i}`,
      asset ? 'ASSET' : 'LIABILITY',
      (asset ? assetSubtypes[i % assetSubtypes.length] : liabilitySubtypes[i % liabilitySubtypes.length]) ??
        'checking',
      `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
    ),
  );
}

let imported = 0;

/** Imports transactions into the first accounts in turn until `target` have been imported. */
async function seedTo(target: number): Promise<void> {
  const share = Math.ceil((target - imported) / IMPORTED_INTO);
  for (let k = 0; k < IMPORTED_INTO && imported < target; k += 1) {
    const rows = Math.min(share, target - imported);
    await importTransactions(env, cookie, accountIds[k] ?? '', rows, imported);
    imported += rows;
  }
}

process.on('message', (message: { transactions?: number; stop?: boolean }) => {
  if (message.stop) {
    void stop().then(() => process.exit(0));
    return;
  }
  const started = performance.now();
  void seedTo(message.transactions ?? 0).then(() =>
    process.send?.({ transactions: imported, seedMs: performance.now() - started }),
  );
});

process.send?.({ port, cookie, accountId: accountIds[0] });
