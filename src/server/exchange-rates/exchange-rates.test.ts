import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRate } from '../../domain/currency/rate';
import type { ExchangeRateDto, ExchangeRateImportSummary } from '../../shared/exchange-rates';
import { type SignedIn, signIn } from '../test/client';
import { startTestApp, type TestApp } from '../test/test-app';
import { rateOn } from './service';

// The exchange-rates API (issue 24): one rate by hand, the list and its filters, delete, and the
// import of a file of daily reference rates in the ECB layout. The test clock's today is 2026-11-21.

let t: TestApp;
let alice: SignedIn;
let bob: SignedIn;
beforeAll(async () => {
  t = await startTestApp();
  alice = await signIn(t, 'fx-alice@example.com');
  bob = await signIn(t, 'fx-bob@example.com');
});
afterAll(async () => {
  await t.close();
});

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const SAMPLE = readFileSync(join(import.meta.dirname, 'fixtures/eurofxref-hist-sample.csv'), 'utf8');

async function list(who: SignedIn, query = ''): Promise<{ rows: ExchangeRateDto[]; total: number }> {
  const res = await who.api.get(`/api/exchange-rates${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json<ExchangeRateDto[]>(), total: Number(res.headers['x-total-count']) };
}

async function add(who: SignedIn, body: object): Promise<ExchangeRateDto> {
  const res = await who.api.post('/api/exchange-rates', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ExchangeRateDto>();
}

async function importFile(who: SignedIn, text: string): Promise<ExchangeRateImportSummary> {
  const res = await who.api.post('/api/exchange-rates/import', {
    fileName: 'eurofxref-hist.csv',
    content: b64(text),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ExchangeRateImportSummary>();
}

const short = (r: ExchangeRateDto) => `${r.rateDate} ${r.base}/${r.quote} ${r.rate} ${r.source}`;

describe('POST /api/exchange-rates', () => {
  it('stores a rate in its canonical form, codes in upper case, and replaces the pair’s rate of that date', async () => {
    const who = await signIn(t, 'fx-post@example.com');
    const created = await add(who, { rateDate: '2026-11-20', base: 'gbp', quote: ' USD ', rate: '1.27400' });
    expect(short(created)).toBe('2026-11-20 GBP/USD 1.274 manual');
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    const replaced = await add(who, { rateDate: '2026-11-20', base: 'GBP', quote: 'USD', rate: '1.2755' });
    expect(replaced.id).toBe(created.id);
    // Twelve significant digits, kept exactly; a tiny rate too.
    await add(who, { rateDate: '2026-11-21', base: 'USD', quote: 'KWD', rate: '0.307812345678' });
    await add(who, { rateDate: '2026-11-19', base: 'VND', quote: 'BHD', rate: '0.0000148765' });
    // The column's bounds: 12 digits before the point, 18 after.
    expect(
      (await add(who, { rateDate: '2026-11-18', base: 'USD', quote: 'IRR', rate: '999999999999' })).rate,
    ).toBe('999999999999');
    expect(
      (await add(who, { rateDate: '2026-11-18', base: 'IRR', quote: 'KWD', rate: '0.000000123456789012' }))
        .rate,
    ).toBe('0.000000123456789012');
    const { rows, total } = await list(who, '?from=2026-11-19');
    expect(total).toBe(3);
    expect(rows.map(short)).toEqual([
      '2026-11-21 USD/KWD 0.307812345678 manual',
      '2026-11-20 GBP/USD 1.2755 manual',
      '2026-11-19 VND/BHD 0.0000148765 manual',
    ]);
  });

  it.each([
    [
      { rateDate: '2026-11-20', base: 'XXX', quote: 'USD', rate: '1.1' },
      'base',
      'Choose a currency by its ISO 4217 code, such as EUR',
    ],
    [
      { rateDate: '2026-11-20', base: 'EUR', quote: 'HRK', rate: '1.1' },
      'quote',
      'Choose a currency by its ISO 4217 code, such as EUR',
    ],
    [
      { rateDate: '2026-11-20', base: 'EUR', quote: 'eur', rate: '1.1' },
      'quote',
      'Choose a currency other than the base',
    ],
    [
      { rateDate: '2026-11-20', base: 'EUR', quote: 'USD', rate: '0' },
      'rate',
      'The rate must be more than zero',
    ],
    [
      { rateDate: '2026-11-20', base: 'EUR', quote: 'USD', rate: '-1.1' },
      'rate',
      'The rate must be more than zero',
    ],
    [
      { rateDate: '2026-11-20', base: 'EUR', quote: 'USD', rate: '1.08423456789012' },
      'rate',
      'At most 12 significant digits',
    ],
    [{ rateDate: '2026-11-20', base: 'EUR', quote: 'USD', rate: '1e3' }, 'rate', 'Enter a rate like 1.0842'],
    [{ rateDate: '2026-11-20', base: 'EUR', quote: 'USD', rate: 1.08 }, 'rate', 'Enter a rate like 1.0842'],
    [
      { rateDate: '2026-11-22', base: 'EUR', quote: 'USD', rate: '1.1' },
      'rateDate',
      'The date of a rate cannot be in the future',
    ],
    [
      { rateDate: '1899-12-31', base: 'EUR', quote: 'USD', rate: '1.1' },
      'rateDate',
      'Enter a date from 1900-01-01 to 2100-12-31',
    ],
    [
      { rateDate: '2026-02-30', base: 'EUR', quote: 'USD', rate: '1.1' },
      'rateDate',
      'Enter a real date as YYYY-MM-DD',
    ],
    [{ base: 'EUR', quote: 'USD', rate: '1.1' }, 'rateDate', 'Enter a real date as YYYY-MM-DD'],
    [{ rateDate: '2026-11-20', base: 'EUR', quote: 'USD', rate: '1.1', note: 'x' }, 'note', 'Unknown field'],
  ])('refuses %j naming %s, and changes nothing', async (body, field, message) => {
    const before = await list(alice);
    const res = await alice.api.post('/api/exchange-rates', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await list(alice)).toEqual(before);
  });

  it('honours Idempotency-Key: the same request again answers the first rate without a second write', async () => {
    const who = await signIn(t, 'fx-idem@example.com');
    const body = { rateDate: '2026-11-02', base: 'CHF', quote: 'USD', rate: '1.13' };
    const key = { 'idempotency-key': 'b6f1a8e4-2c55-4f4b-9d6a-0c3f3f9e2a11' };
    const first = await who.api.request('POST', '/api/exchange-rates', body, key);
    const again = await who.api.request('POST', '/api/exchange-rates', body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await list(who)).total).toBe(1);
  });
});

describe('GET /api/exchange-rates', () => {
  it('filters by base, quote and dates, pages newest first, and shows only the user’s own rates', async () => {
    const who = await signIn(t, 'fx-list@example.com');
    for (const [rateDate, quote, rate] of [
      ['2026-11-02', 'USD', '1.16'],
      ['2026-11-03', 'USD', '1.15'],
      ['2026-11-04', 'USD', '1.14'],
      ['2026-11-03', 'JPY', '177.2'],
    ] as const) {
      await add(who, { rateDate, base: 'EUR', quote, rate });
    }
    await add(bob, { rateDate: '2026-11-03', base: 'EUR', quote: 'USD', rate: '9.99' });

    expect((await list(who, '?quote=usd')).rows.map((r) => r.rate)).toEqual(['1.14', '1.15', '1.16']);
    expect((await list(who, '?base=EUR&quote=JPY')).rows.map((r) => r.rate)).toEqual(['177.2']);
    expect(
      (await list(who, '?from=2026-11-03&to=2026-11-03')).rows.map((r) => `${r.quote} ${r.rate}`),
    ).toEqual(['JPY 177.2', 'USD 1.15']);
    expect(await list(who, '?base=USD')).toEqual({ rows: [], total: 0 });
    const page = await list(who, '?limit=2&offset=1');
    expect(page.total).toBe(4);
    expect(page.rows.map((r) => `${r.rateDate} ${r.quote}`)).toEqual(['2026-11-03 JPY', '2026-11-03 USD']);
    expect((await list(bob, '?quote=USD')).rows.map((r) => r.rate)).toContain('9.99');
    expect((await list(who)).rows.map((r) => r.rate)).not.toContain('9.99');
  });

  it.each([
    ['?limit=0', 'limit'],
    ['?limit=1001', 'limit'],
    ['?offset=-1', 'offset'],
    ['?base=EURO', 'base'],
    ['?quote=', 'quote'],
    ['?from=2026-13-01', 'from'],
    ['?from=2026-11-05&to=2026-11-01', 'to'],
    ['?sort=rate', 'sort'],
  ])('refuses %s naming %s', async (query, field) => {
    const res = await alice.api.get(`/api/exchange-rates${query}`);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
  });
});

describe('DELETE /api/exchange-rates/:id', () => {
  it('deletes the user’s own rate; another user’s, an unknown and a malformed id are 404 and change nothing', async () => {
    const mine = await add(alice, { rateDate: '2026-10-01', base: 'EUR', quote: 'SEK', rate: '11.2' });
    const theirs = await add(bob, { rateDate: '2026-10-01', base: 'EUR', quote: 'SEK', rate: '11.3' });

    expect((await bob.api.delete(`/api/exchange-rates/${mine.id}`)).statusCode).toBe(404);
    expect((await alice.api.delete(`/api/exchange-rates/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await alice.api.delete('/api/exchange-rates/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await alice.api.delete('/api/exchange-rates/not-an-id')).statusCode).toBe(404);
    expect((await list(alice, '?quote=SEK')).rows.map((r) => r.id)).toEqual([mine.id]);
    expect((await list(bob, '?quote=SEK')).rows.map((r) => r.id)).toEqual([theirs.id]);

    expect((await alice.api.delete(`/api/exchange-rates/${mine.id}`)).statusCode).toBe(204);
    expect((await list(alice, '?quote=SEK')).total).toBe(0);
    expect((await alice.api.delete(`/api/exchange-rates/${mine.id}`)).statusCode).toBe(404);
    expect((await list(bob, '?quote=SEK')).total).toBe(1);
  });
});

describe('POST /api/exchange-rates/import (the ECB layout)', () => {
  it('reads the file: each supported value a rate of 1 EUR, N/A and retired currencies skipped', async () => {
    const who = await signIn(t, 'fx-import@example.com');
    const summary = await importFile(who, SAMPLE);
    expect(summary).toEqual({
      rows: 5,
      added: 142,
      updated: 0,
      unchanged: 0,
      skipped: { notAvailable: 49, unsupportedCurrency: 14, badValue: 0, badDate: 0, future: 0 },
      unsupportedCodes: ['CYP', 'EEK', 'LTL', 'LVL', 'MTL', 'ROL', 'SIT', 'SKK', 'HRK', 'TRL'],
    });
    const usd = await list(who, '?base=EUR&quote=USD');
    expect(usd.rows.map(short)).toEqual([
      '2026-11-20 EUR/USD 1.0412 file',
      '2026-11-19 EUR/USD 1.0443 file',
      '2026-11-18 EUR/USD 1.057 file',
      '2008-01-02 EUR/USD 1.4708 file',
      '1999-01-04 EUR/USD 1.1789 file',
    ]);
    // A retired currency is not one the product keeps: not stored, and not a filter either.
    expect((await who.api.get('/api/exchange-rates?quote=LTL')).statusCode).toBe(400);
    expect((await list(who, '?quote=RUB')).rows.map(short)).toEqual(['2008-01-02 EUR/RUB 35.923 file']);
    expect((await list(who, '?quote=IDR&from=2026-11-20')).rows.map((r) => r.rate)).toEqual(['16581.5']);
    expect((await list(who)).total).toBe(142);

    // The same file again changes nothing.
    expect(await importFile(who, SAMPLE)).toMatchObject({ added: 0, updated: 0, unchanged: 142 });
    expect((await list(who)).total).toBe(142);

    // A corrected value updates that one rate; a new day adds its rates.
    const corrected = SAMPLE.replace('2026-11-20,1.0412,', '2026-11-20,1.0415,').replace(
      /^(Date,[^\n]*\n)/,
      `$1${'2026-11-21,1.0399,'}${'N/A,'.repeat(40)}\n`,
    );
    expect(await importFile(who, corrected)).toMatchObject({ rows: 6, added: 1, updated: 1, unchanged: 141 });
    expect((await list(who, '?quote=USD&from=2026-11-20')).rows.map(short)).toEqual([
      '2026-11-21 EUR/USD 1.0399 file',
      '2026-11-20 EUR/USD 1.0415 file',
    ]);
    // Another user's book is untouched by all this.
    expect((await list(bob, '?quote=JPY')).total).toBe(0);
  });

  it('keeps the later line when a file gives a pair and date twice', async () => {
    const who = await signIn(t, 'fx-import-twice@example.com');
    const text = ['Date,USD,', '2026-11-20,1.04,', '2026-11-20,1.05,'].join('\n');
    expect(await importFile(who, text)).toMatchObject({ rows: 2, added: 1, updated: 0, unchanged: 0 });
    expect((await list(who)).rows.map(short)).toEqual(['2026-11-20 EUR/USD 1.05 file']);
  });

  it('skips values dated after today and values that are not rates', async () => {
    const who = await signIn(t, 'fx-import-skips@example.com');
    const text = ['Date,USD,JPY,', '2026-11-22,1.05,160,', '2026-11-21,0,abc,', '2026-11-20,1.04,1e3,'].join(
      '\n',
    );
    expect(await importFile(who, text)).toEqual({
      rows: 3,
      added: 1,
      updated: 0,
      unchanged: 0,
      skipped: { notAvailable: 0, unsupportedCurrency: 0, badValue: 3, badDate: 0, future: 2 },
      unsupportedCodes: [],
    });
  });

  it.each([
    [{ content: 'not base64!' }, 400, 'content'],
    [{ content: '' }, 400, 'content'],
    [{ content: b64('Amount,Payee\n1,2\n') }, 400, 'content'],
    [{ content: b64('Date,USD,USD\n2026-11-20,1,1\n') }, 400, 'content'],
    [{ content: b64('Date,USD\n') }, 400, 'content'],
    [{ content: Buffer.from([0xff, 0xfe, 0x00, 0xd8]).toString('base64') }, 400, 'content'],
    [{ content: b64('Date,USD\n2026-11-20,1\n'), extra: 1 }, 400, 'extra'],
    [{}, 400, 'content'],
  ])('refuses %j and changes nothing', async (body, status, field) => {
    const before = await list(alice);
    const res = await alice.api.post('/api/exchange-rates/import', body);
    expect(res.statusCode, res.body).toBe(status);
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await list(alice)).toEqual(before);
  });

  it('refuses a file over 5 MB as too large', async () => {
    const big = `Date,USD\n${'2026-11-20,1.0412\n'.repeat(Math.ceil((5 * 1024 * 1024) / 18) + 10)}`;
    const res = await alice.api.post('/api/exchange-rates/import', { content: b64(big) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/5 MB/);
  });

  it('refuses a file of more than 50,000 lines as too large', async () => {
    const lines = `Date,USD\n${'1999-01-04,N/A\n'.repeat(50_001)}`;
    const res = await alice.api.post('/api/exchange-rates/import', { content: b64(lines) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatch(/50,000 lines/);
  });
});

describe('rateOn (the lookup rule through the database, decision 143)', () => {
  it('takes the latest rate on or before the date, either direction, and says which rate is missing', async () => {
    const who = await signIn(t, 'fx-lookup@example.com');
    await importFile(who, SAMPLE);
    await add(who, { rateDate: '2026-11-19', base: 'USD', quote: 'EUR', rate: '0.95' });
    const db = t.database.db;
    const id = who.user.id;

    const on = async (from: string, to: string, date: string) => {
      const found = await rateOn(db, id, from, to, date);
      if (found.kind !== 'found') return found;
      return `${found.pair.base}/${found.pair.quote} ${formatRate(found.pair.rate)} of ${found.date}${found.inverse ? ' inverse' : ''}`;
    };
    expect(await on('EUR', 'USD', '2026-11-21')).toBe('EUR/USD 1.0412 of 2026-11-20');
    expect(await on('USD', 'EUR', '2026-11-21')).toBe('EUR/USD 1.0412 of 2026-11-20 inverse');
    // On 2026-11-19 both directions have a rate: the direct one wins.
    expect(await on('USD', 'EUR', '2026-11-19')).toBe('USD/EUR 0.95 of 2026-11-19');
    expect(await on('EUR', 'USD', '2026-11-19')).toBe('EUR/USD 1.0443 of 2026-11-19');
    expect(await on('JPY', 'EUR', '2020-06-30')).toBe('EUR/JPY 163.52 of 2008-01-02 inverse');
    expect(await on('EUR', 'EUR', '2020-06-30')).toEqual({ kind: 'same', currency: 'EUR' });
    expect(await on('EUR', 'USD', '1998-12-31')).toEqual({
      kind: 'missing',
      currency: 'EUR',
      to: 'USD',
      date: '1998-12-31',
      lastKnownDate: null,
      nextKnownDate: '1999-01-04',
    });
    // Only direct and inverse pairs: USD and JPY both have EUR rates, but no USD/JPY rate exists.
    expect(await on('USD', 'JPY', '2026-11-20')).toMatchObject({
      kind: 'missing',
      currency: 'USD',
      to: 'JPY',
    });
    // Another user's rates are not this user's.
    expect(await rateOn(db, bob.user.id, 'EUR', 'IDR', '2026-11-20')).toMatchObject({ kind: 'missing' });
  });
});
