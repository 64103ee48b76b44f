import type { IsoDate } from '../../domain/calendar';
import { compareIsoDates } from '../../domain/calendar';
import { formatAmount } from '../../domain/currency/amount';
import { DEFAULT_BASE_CURRENCY, minorUnitsOf } from '../../domain/currency/codes';
import { convertMinorUnitsExact } from '../../domain/currency/convert';
import type { RateLookup, RateTable } from '../../domain/currency/lookup';
import { divideRoundHalfEven } from '../../domain/currency/rounding';
import type { MissingRateDto } from '../../shared/exchange-rates';
import type { Db } from '../db/client';
import * as repo from './repository';
import { loadRateTable } from './service';

// Reports in the base currency (issue 24, decision 153). A report asks a converter for each
// currency's figure on a date: the base currency passes through, any other converts at the rate of
// that date (decision 143), half-even, once, here. A missing rate is never 1: the figure is left out
// and the converter remembers the currency, for the answer to name it and the accounts it leaves out.

type Missing = Extract<RateLookup, { kind: 'missing' }>;

/** Stored amounts have two places in every currency (decision 147): 100.00 JPY is ¥100. */
const STORED_DIGITS = 2;

/** Stored cents of `currency` as its minor units (exact for what the accounts accept). */
export function minorOfStored(cents: bigint, currency: string): bigint {
  const digits = minorUnitsOf(currency);
  if (digits >= STORED_DIGITS) return cents * 10n ** BigInt(digits - STORED_DIGITS);
  return cents / 10n ** BigInt(STORED_DIGITS - digits);
}

/**
 * Minor units of `currency` on the stored scale of two places (exact for a currency of two or no
 * decimals; a three-decimal one rounds half-even to the hundredth).
 */
export function storedOfMinor(minor: bigint, currency: string): bigint {
  const digits = minorUnitsOf(currency);
  if (digits <= STORED_DIGITS) return minor * 10n ** BigInt(STORED_DIGITS - digits);
  return divideRoundHalfEven(minor, 10n ** BigInt(digits - STORED_DIGITS));
}

export type HeldAccount = Awaited<ReturnType<typeof repo.accountsIn>>[number];

/** The user's own accounts in the currencies a set lacks rates for. */
export function accountsMissing(db: Db, userId: string, set: MissingRates): Promise<HeldAccount[]> {
  return set.size === 0 ? Promise.resolve([]) : repo.accountsIn(db, userId, set.currencies());
}

/** Collects what figures left out, one entry a currency (the latest date that lacked a rate). */
export class MissingRates {
  private readonly byCurrency = new Map<string, Missing>();

  add(missing: Missing): void {
    const known = this.byCurrency.get(missing.currency);
    if (!known || compareIsoDates(missing.date, known.date) > 0)
      this.byCurrency.set(missing.currency, missing);
  }

  get size(): number {
    return this.byCurrency.size;
  }

  currencies(): string[] {
    return [...this.byCurrency.keys()].sort();
  }

  merge(other: MissingRates): void {
    for (const missing of other.byCurrency.values()) this.add(missing);
  }

  /** The DTOs, naming each currency's accounts (one query, only when something is missing). */
  async toDtos(db: Db, userId: string): Promise<MissingRateDto[]> {
    if (this.byCurrency.size === 0) return [];
    return this.dtosWith(await accountsMissing(db, userId, this));
  }

  /** The DTOs with the accounts already read (accountsMissing over every set merged). */
  dtosWith(accounts: readonly HeldAccount[]): MissingRateDto[] {
    return this.currencies().map((currency) => {
      const m = this.byCurrency.get(currency) as Missing;
      return {
        currency,
        baseCurrency: m.to,
        date: m.date,
        lastKnownDate: m.lastKnownDate,
        nextKnownDate: m.nextKnownDate,
        accounts: accounts
          .filter((a) => a.currency === currency)
          .map((a) => ({ accountId: a.accountId, accountName: a.accountName })),
      };
    });
  }
}

export interface BaseConverter {
  readonly base: string;
  /** Every account holds the base currency: nothing to convert, no rates loaded. */
  readonly single: boolean;
  /**
   * Stored cents of `currency` dated `date` in base minor units, or the missing rate (never 1).
   * Converting a currency's balance, not each flow, is what shows a rate's move as a gain or loss.
   */
  convert(
    cents: bigint,
    currency: string,
    date: IsoDate,
  ): { ok: true; minor: bigint } | { ok: false; missing: Missing };
  /** Like convert, recording a missing rate in `into` and answering null. */
  convertOrNote(cents: bigint, currency: string, date: IsoDate, into: MissingRates): bigint | null;
  /** Base minor units as the API's decimal string, with the base currency's decimals (JPY none, BHD 3). */
  format(minor: bigint): string;
}

function converterOf(base: string, single: boolean, table: RateTable | null): BaseConverter {
  const convert: BaseConverter['convert'] = (cents, currency, date) => {
    const minor = minorOfStored(cents, currency);
    if (currency === base) return { ok: true, minor };
    const lookup: RateLookup = table
      ? table.lookup(currency, base, date)
      : { kind: 'missing', currency, to: base, date, lastKnownDate: null, nextKnownDate: null };
    if (lookup.kind === 'missing') return { ok: false, missing: lookup };
    if (lookup.kind === 'same') return { ok: true, minor };
    return { ok: true, minor: convertMinorUnitsExact(minor, currency, base, lookup.pair) };
  };
  return {
    base,
    single,
    convert,
    convertOrNote(cents, currency, date, into) {
      if (cents === 0n) return 0n;
      const result = convert(cents, currency, date);
      if (result.ok) return result.minor;
      into.add(result.missing);
      return null;
    },
    format: (minor) => formatAmount(minor, base),
  };
}

/**
 * The signed-in user's converter for reports through `through`: one cheap query (base currency and
 * the currencies held); the rates, when some account holds another currency, in one more, looked up
 * in memory after that.
 */
export async function baseConverter(db: Db, userId: string, through: IsoDate): Promise<BaseConverter> {
  const found = await repo.baseAndHeldCurrencies(db, userId);
  return converterFor(db, userId, found?.base ?? DEFAULT_BASE_CURRENCY, found?.held ?? [], through);
}

/**
 * The converter into `base` for figures in the `held` currencies, when the caller already knows both
 * (the base read with the session, the currencies with its figures): no read at all in one currency.
 */
export async function converterFor(
  db: Db,
  userId: string,
  base: string,
  held: readonly string[],
  through: IsoDate,
): Promise<BaseConverter> {
  const others = [...new Set(held)].filter((c) => c !== base);
  if (others.length === 0) return converterOf(base, true, null);
  return converterOf(base, false, await loadRateTable(db, userId, [base, ...others], through));
}
