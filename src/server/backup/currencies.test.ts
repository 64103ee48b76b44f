import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAmount, parseAmount } from '../../domain/currency/amount';
import { convertMinorUnits, convertMinorUnitsExact, type PairRate } from '../../domain/currency/convert';
import { rateOf } from '../../domain/currency/rate';
import { divideRoundHalfEven } from '../../domain/currency/rounding';
import type { AccountDto } from '../../shared/account-dtos';
import type { Backup } from '../../shared/backup';
import type { ExchangeRateDto } from '../../shared/exchange-rates';
import { asset, create as createAccount, liability } from '../accounts/test-fixtures';
import { insertAccountRow } from '../ledger/account-rows';
import { postJournalEntries } from '../ledger/post-entry';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { actual, post } from '../transactions/ledger-fixtures';

// A household in three currencies through the exports (decision 155): the hledger journal carries
// commodities and the rates as P directives, so `hledger balance -X USD` values each account as the
// product does (decisions 142, 143); the JSON backup keeps every currency and rate exactly; a backup
// from before currencies still restores, in dollars; a restore naming an unknown currency or an entry
// unbalanced in one currency is refused, naming the row, and changes nothing.

const HLEDGER = existsSync('/usr/bin/hledger');
// The test clock's day (test-app.ts): the rates of "today" are the latest on or before it.
const TODAY = '2026-11-21';

let t: TestApp;
let dana: SignedIn;
let euros: AccountDto;
let yen: AccountDto;
let dollars: AccountDto;

beforeAll(async () => {
  t = await startTestApp();
  dana = await signIn(t, 'dana-currencies@example.com');
  dollars = await createAccount(
    dana.api,
    asset({ accountName: 'Checking', currentBalance: '5000.00', balanceDate: '2026-01-02' }),
  );
  euros = await createAccount(
    dana.api,
    asset({
      accountName: 'Livret A',
      accountNumber: 'EUR-1',
      accountSubtype: 'savings',
      currentBalance: '12345.67',
      balanceDate: '2026-01-02',
      currency: 'EUR',
    }),
  );
  yen = await createAccount(
    dana.api,
    asset({
      accountName: 'Tokyo brokerage',
      accountNumber: 'JPY-1',
      accountSubtype: 'savings',
      currentBalance: '1500001',
      balanceDate: '2026-01-02',
      currency: 'JPY',
    }),
  );
  await createAccount(
    dana.api,
    liability({
      accountName: 'Carte bleue',
      currentBalance: '432.11',
      balanceDate: '2026-01-02',
      currency: 'EUR',
    }),
  );
  await post(
    dana,
    actual({ accountId: euros.id, amount: '7.50', description: 'Croissants', transactionDate: '2026-03-02' }),
  );
  await post(
    dana,
    actual({ accountId: yen.id, amount: '1200', description: 'Ramen', transactionDate: '2026-04-02' }),
  );
  // A transfer of 1000.00 EUR into 1085.00 USD through the EUR/USD trading account (decision 147):
  // built by hand, as the transfer feature posts it.
  const trading = await insertAccountRow(t.database.db, {
    userId: dana.user.id,
    systemKey: 'trading:EUR:USD',
    accountName: 'Currency exchange EUR/USD',
    accountNumber: 'SYS-TRADING-EUR-USD',
    accountType: 'EQUITY',
    normalBalance: 'credit',
  });
  await t.database.db.transaction(async (tx) => {
    await postJournalEntries(tx, dana.user.id, [
      {
        entryDate: '2026-11-10',
        description: 'EUR to USD',
        lines: [
          { accountId: euros.id, debit: 0, credit: 100_000 },
          { accountId: trading.id, debit: 100_000, credit: 0, currency: 'EUR' },
          { accountId: trading.id, debit: 0, credit: 108_500, currency: 'USD' },
          { accountId: dollars.id, debit: 108_500, credit: 0 },
        ],
      },
    ]);
  });
  for (const rate of [
    { rateDate: '2026-01-15', base: 'EUR', quote: 'USD', rate: '1.0832' },
    { rateDate: '2026-11-01', base: 'EUR', quote: 'USD', rate: '1.05' },
    // Newer, and the other way round: decision 143 takes it for EUR today; hledger would prefer the
    // older EUR/USD one unless the export writes it inverted too.
    { rateDate: '2026-11-20', base: 'USD', quote: 'EUR', rate: '0.9487' },
    { rateDate: '2026-11-19', base: 'USD', quote: 'JPY', rate: '156.37' },
    { rateDate: '2026-06-01', base: 'GBP', quote: 'USD', rate: '1.27123456789' },
  ]) {
    const res = await dana.api.post('/api/exchange-rates', rate);
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(async () => {
  await t.close();
});

async function accountsOf(who: SignedIn): Promise<AccountDto[]> {
  const res = await who.api.get('/api/accounts');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AccountDto[]>();
}

async function ratesOf(who: SignedIn): Promise<ExchangeRateDto[]> {
  const res = await who.api.get('/api/exchange-rates?limit=1000');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ExchangeRateDto[]>();
}

async function exportOf(who: SignedIn, format: 'json' | 'ledger' | 'csv') {
  const res = await who.api.get(`/api/export?format=${format}`);
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

function hledger(journal: string, ...args: string[]): Map<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'nw-fx-'));
  const file = join(dir, 'book.journal');
  writeFileSync(file, journal);
  const out = execFileSync('hledger', ['-f', file, 'balance', '--flat', '--empty', '-O', 'csv', ...args], {
    encoding: 'utf8',
  });
  return new Map(
    out
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split('","').map((c) => c.replace(/"/g, '')))
      .map(([name, amount]) => [name as string, amount as string]),
  );
}

/** An account's balance in its currency's minor units (the API's amount is a decimal string). */
function minorOf(account: AccountDto): number {
  const parsed = parseAmount(account.currentBalance, account.currency, { allowNegative: true });
  if (!parsed.ok) throw new Error(`${account.accountName}: ${parsed.error}`);
  return parsed.minor;
}

// Today's rate of each currency into USD, picked by hand by decision 143's rule: the latest on or
// before today, either way round. EUR: USD/EUR of 11-20 (newer than EUR/USD of 11-01). JPY: USD/JPY of
// 11-19. USD: none needed.
const TODAYS: Record<string, PairRate> = {
  EUR: { base: 'USD', quote: 'EUR', rate: rateOf('0.9487') },
  JPY: { base: 'USD', quote: 'JPY', rate: rateOf('156.37') },
};

/** The balance sheet's value of an account in USD: converted once, half-even, to cents (decision 142). */
function usdCents(account: AccountDto): number {
  const minor = minorOf(account);
  const pair = TODAYS[account.currency];
  return pair ? convertMinorUnits(minor, account.currency, 'USD', pair) : minor;
}

/** The exact value in USD, as a fraction of cents (numerator over 10^30), for a sum rounded once. */
function exactUsd(account: AccountDto): bigint {
  const scale = 10n ** 30n;
  const pair = TODAYS[account.currency];
  return pair
    ? convertMinorUnitsExact(BigInt(minorOf(account)) * scale, account.currency, 'USD', pair)
    : BigInt(minorOf(account)) * scale;
}

/** A journal's text with the order of its accounts and of each entry's lines left out (ids differ). */
const normalised = (journal: string) =>
  journal
    .split('\n\n')
    .map((block) => block.split('\n').sort().join('\n'))
    .sort();

const hledgerName = (a: AccountDto) =>
  `${a.accountType === 'ASSET' ? 'assets' : 'liabilities'}:${a.accountName}`;
/** hledger's sign: an asset's balance as is, a liability's negated. */
const signed = (a: AccountDto, cents: number) => (a.accountType === 'ASSET' ? cents : -cents);
const usd = (cents: number) => `${formatAmount(cents, 'USD')} USD`;

describe('GET /api/export?format=ledger in three currencies', () => {
  it.skipIf(!HLEDGER)('gives hledger each account in its own currency', async () => {
    const journal = (await exportOf(dana, 'ledger')).body;
    const native = hledger(journal);
    const mine = await accountsOf(dana);
    expect(new Set(mine.map((a) => a.currency))).toEqual(new Set(['USD', 'EUR', 'JPY']));
    for (const account of mine) {
      const amount = formatAmount(signed(account, minorOf(account)), account.currency);
      expect(native.get(hledgerName(account)), account.accountName).toBe(`${amount} ${account.currency}`);
    }
    // The trading account holds what went out in one currency and came in in the other.
    expect(native.get('equity:Currency exchange EUR/USD')).toBe('1000.00 EUR, -1085.00 USD');
  });

  it.skipIf(!HLEDGER)(
    'values every account in USD with -X as the balance sheet does, at today’s rate, half-even to cents',
    async () => {
      const journal = (await exportOf(dana, 'ledger')).body;
      const mine = await accountsOf(dana);
      const valued = hledger(journal, '-X', 'USD', 'assets', 'liabilities');
      for (const account of mine) {
        expect(valued.get(hledgerName(account)), account.accountName).toBe(
          usd(signed(account, usdCents(account))),
        );
      }
      // hledger adds the exact values and rounds the total once; the balance sheet rounds each
      // account's. Both are computed here; with these balances they agree.
      const rounded = mine.reduce((sum, a) => sum + signed(a, usdCents(a)), 0);
      const exact = mine.reduce(
        (sum, a) => sum + (a.accountType === 'ASSET' ? exactUsd(a) : -exactUsd(a)),
        0n,
      );
      expect(valued.get('total')).toBe(usd(Number(divideRoundHalfEven(exact, 10n ** 30n))));
      expect(valued.get('total')).toBe(usd(rounded));
      // Not a sum of unconverted amounts: the euro and yen accounts moved.
      expect(valued.get('assets:Livret A')).not.toBe(`${euros.currentBalance} USD`);
      // And the product's own balance sheet says the same Net Worth (decision 153 converts there).
      const sheet = (await dana.api.get('/api/balance-sheet')).json<{
        netWorth: string;
        baseCurrency: string;
      }>();
      expect(sheet.baseCurrency).toBe('USD');
      expect(valued.get('total')).toBe(`${sheet.netWorth} USD`);
    },
  );

  it.skipIf(!HLEDGER)('declares each currency and writes the rates as P directives', async () => {
    const journal = (await exportOf(dana, 'ledger')).body;
    expect(journal).toContain('commodity 1,000.00 EUR\ncommodity 1,000.00 GBP\ncommodity 1,000. JPY\n');
    expect(journal).toContain(
      `balance -X USD\`\n; values every account in USD, your base currency, at the latest rate on or before ${TODAY}.`,
    );
    expect(journal).toContain('P 2026-06-01 GBP 1.27123456789 USD\n');
    expect(journal).toContain('P 2026-11-20 USD 0.9487 EUR\n');
    expect(journal).toMatch(/\nP 2026-11-20 EUR 1\.05407399599451881522 USD {2}; 1 \/ the USD\/EUR rate/);
  });
});

describe('the JSON backup in three currencies', () => {
  it('restores as another user with every currency, line currency, rate and the base currency exactly', async () => {
    const put = await dana.api.put('/api/settings', { baseCurrency: 'EUR' });
    expect(put.statusCode, put.body).toBe(200);
    const backup = (await exportOf(dana, 'json')).json<Backup>();
    expect(backup.baseCurrency).toBe('EUR');
    expect(backup.tables.exchange_rates).toHaveLength(5);
    expect(backup.journal.flatMap((e) => e.lines.map((l) => l.currency))).toContain('JPY');

    const erin = await signIn(t, 'erin-currencies@example.com');
    const res = await erin.api.post('/api/import/backup', backup);
    expect(res.statusCode, res.body).toBe(201);

    const view = (list: AccountDto[]) =>
      list.map((a) => [a.accountName, a.accountType, a.currency, a.currentBalance]).sort();
    expect(view(await accountsOf(erin))).toEqual(view(await accountsOf(dana)));
    const rates = (list: ExchangeRateDto[]) =>
      list.map((r) => [r.rateDate, r.base, r.quote, r.rate, r.source]);
    expect(rates(await ratesOf(erin))).toEqual(rates(await ratesOf(dana)));
    expect((await erin.api.get('/api/settings')).json()).toMatchObject({ baseCurrency: 'EUR' });
    // Every line in its currency, in the same order: the two journals read the same in hledger.
    expect(normalised((await exportOf(erin, 'ledger')).body)).toEqual(
      normalised((await exportOf(dana, 'ledger')).body),
    );
    const again = (await exportOf(erin, 'json')).json<Backup>();
    const lines = (b: Backup) =>
      b.journal.map((e) => [
        e.entryDate,
        e.description,
        // Lines list by id, and a restore gives new ids: their order within an entry is not kept.
        e.lines.map((l) => `${l.debit} ${l.credit} ${l.currency}`).sort(),
      ]);
    expect(lines(again)).toEqual(lines(backup));
    await dana.api.put('/api/settings', { baseCurrency: 'USD' });
  });

  it('keeps the rates entered before the restore, but for a pair and date the backup also holds', async () => {
    const backup = (await exportOf(dana, 'json')).json<Backup>();
    const ivy = await signIn(t, 'ivy-currencies@example.com');
    for (const rate of [
      { rateDate: '2026-11-01', base: 'EUR', quote: 'USD', rate: '1.11' },
      { rateDate: '2026-02-02', base: 'GBP', quote: 'USD', rate: '1.3' },
    ]) {
      expect((await ivy.api.post('/api/exchange-rates', rate)).statusCode).toBe(201);
    }
    const res = await ivy.api.post('/api/import/backup', backup);
    expect(res.statusCode, res.body).toBe(201);
    const rates = (list: ExchangeRateDto[]) =>
      list.map((r) => `${r.rateDate} ${r.base}/${r.quote} ${r.rate}`).sort();
    expect(rates(await ratesOf(ivy))).toEqual(
      [...rates(await ratesOf(dana)), '2026-02-02 GBP/USD 1.3'].sort(),
    );
  });

  it('carries the currencies and rates in the CSV zip', async () => {
    const files = unzipSync(new Uint8Array((await exportOf(dana, 'csv')).rawPayload));
    expect(strFromU8(files['exchange_rates.csv'] as Uint8Array)).toBe(
      'date,base,quote,rate,source\r\n2026-01-15,EUR,USD,1.0832,manual\r\n2026-06-01,GBP,USD,1.27123456789,manual\r\n2026-11-01,EUR,USD,1.05,manual\r\n2026-11-19,USD,JPY,156.37,manual\r\n2026-11-20,USD,EUR,0.9487,manual\r\n',
    );
    expect(strFromU8(files['accounts.csv'] as Uint8Array)).toMatch(/,Tokyo brokerage,JPY-1,ASSET,.*,JPY\r\n/);
    expect(strFromU8(files['journal_lines.csv'] as Uint8Array)).toMatch(
      /,Currency exchange EUR\/USD,1000\.00,0\.00,EUR\r\n/,
    );
  });
});

describe('POST /api/import/backup of currencies', () => {
  const fresh = async (email: string) => {
    const who = await signIn(t, email);
    await who.api.put('/api/settings', { baseCurrency: 'GBP' });
    return who;
  };
  const unchanged = async (who: SignedIn) => {
    expect(await accountsOf(who)).toEqual([]);
    expect(await ratesOf(who)).toEqual([]);
    expect((await who.api.get('/api/settings')).json()).toMatchObject({ baseCurrency: 'GBP' });
  };

  it('restores a backup from before currencies in dollars', async () => {
    const olga = await signIn(t, 'olga-currencies@example.com');
    const checking = await createAccount(
      olga.api,
      asset({ accountName: 'Checking', currentBalance: '900.00', balanceDate: '2026-01-02' }),
    );
    await post(olga, actual({ accountId: checking.id, amount: '12.34', transactionDate: '2026-05-02' }));
    const backup = (await exportOf(olga, 'json')).json<Backup>();
    // The file as it was before issue 24: no base currency, rates, account or line currency.
    const { baseCurrency: _base, ...envelope } = backup;
    const old = {
      ...envelope,
      tables: {
        ...Object.fromEntries(Object.entries(backup.tables).filter(([name]) => name !== 'exchange_rates')),
        accounts: (backup.tables.accounts ?? []).map(({ currency: _c, ...a }) => a),
      },
      journal: backup.journal.map((e) => ({ ...e, lines: e.lines.map(({ currency: _c, ...l }) => l) })),
    };
    expect(JSON.stringify(old)).not.toMatch(/currency|exchange_rates/i);
    const frank = await fresh('frank-currencies@example.com');
    const res = await frank.api.post('/api/import/backup', old);
    expect(res.statusCode, res.body).toBe(201);
    expect((await frank.api.get('/api/settings')).json()).toMatchObject({ baseCurrency: 'USD' });
    expect((await accountsOf(frank)).map((a) => [a.accountName, a.currency, a.currentBalance])).toEqual([
      ['Checking', 'USD', '887.66'],
    ]);
    const again = (await exportOf(frank, 'json')).json<Backup>();
    expect(new Set(again.journal.flatMap((e) => e.lines.map((l) => l.currency)))).toEqual(new Set(['USD']));
    // And its journal is the dollars-only one of before: bare amounts.
    expect(normalised((await exportOf(frank, 'ledger')).body)).toEqual(
      normalised((await exportOf(olga, 'ledger')).body),
    );
    expect((await exportOf(frank, 'ledger')).body).not.toMatch(/USD|commodity/);
  });

  it('refuses an unknown currency of an account, naming the row, and changes nothing', async () => {
    const backup = (await exportOf(dana, 'json')).json<Backup>();
    const index = (backup.tables.accounts ?? []).findIndex((a) => a.currency === 'JPY');
    const bad = structuredClone(backup);
    (bad.tables.accounts ?? [])[index] = { ...(bad.tables.accounts ?? [])[index], currency: 'XYZ' };
    const gina = await fresh('gina-currencies@example.com');
    const res = await gina.api.post('/api/import/backup', bad);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      [`tables.accounts.${index}.currency`]: 'Must be the ISO 4217 code of a supported currency, such as EUR',
    });
    await unchanged(gina);
  });

  it('refuses an unknown line currency and a rate of an unknown currency, naming the row', async () => {
    const backup = (await exportOf(dana, 'json')).json<Backup>();
    const gina = await fresh('gina2-currencies@example.com');
    const line = structuredClone(backup);
    const entry = line.journal.findIndex((e) => e.description === 'EUR to USD');
    const first = line.journal[entry]?.lines[1];
    if (first) first.currency = 'EURO';
    const lineRes = await gina.api.post('/api/import/backup', line);
    expect(lineRes.statusCode).toBe(400);
    expect(Object.keys(lineRes.json().fields)).toEqual([`journal.${entry}.lines.1.currency`]);
    const rate = structuredClone(backup);
    (rate.tables.exchange_rates ?? [])[2] = { ...(rate.tables.exchange_rates ?? [])[2], quote: 'ABC' };
    const rateRes = await gina.api.post('/api/import/backup', rate);
    expect(rateRes.statusCode).toBe(400);
    expect(Object.keys(rateRes.json().fields)).toEqual(['tables.exchange_rates.2.quote']);
    await unchanged(gina);
  });

  it('refuses an entry that balances only when euros count as dollars, naming it, and changes nothing', async () => {
    const backup = (await exportOf(dana, 'json')).json<Backup>();
    const bad = structuredClone(backup);
    const entry = bad.journal.findIndex((e) => e.description === 'EUR to USD');
    const lines = bad.journal[entry]?.lines ?? [];
    // The trading account's euro leg said in dollars: each currency is now off by its amount.
    const euroLeg = lines.findIndex((l) => l.currency === 'EUR' && l.debit !== '0.00');
    const leg = lines[euroLeg];
    if (leg) leg.currency = 'USD';
    const hal = await fresh('hal-currencies@example.com');
    const res = await hal.api.post('/api/import/backup', bad);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      fields: { [`journal.${entry}.lines`]: expect.stringMatching(/^Does not balance in (EUR|USD): /) },
    });
    expect(res.json().error).toMatch(new RegExp(`Row ${entry + 1} of journal`));
    // A euro line on a dollar account is refused too, before the database would.
    const wrong = structuredClone(backup);
    const onDollars = wrong.journal[entry]?.lines.find((l) => l.accountId === dollars.id);
    if (onDollars) onDollars.currency = 'EUR';
    const wrongRes = await hal.api.post('/api/import/backup', wrong);
    expect(wrongRes.statusCode).toBe(400);
    expect(Object.values(wrongRes.json().fields)).toEqual(['A line in EUR on an account that holds USD']);
    await unchanged(hal);
  });
});
