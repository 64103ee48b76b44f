import { addDays, compareIsoDates, type IsoDate } from '../calendar';
import type { MinorUnits } from './amount';
import type { CurrencyCode } from './codes';
import { convertMinorUnits, type PairRate } from './convert';
import type { Rate } from './rate';

// Which rate converts an amount on a date (docs/decisions/143): the latest rate dated on or before
// that date, of the pair in either direction (a EUR/USD rate converts USD to EUR by dividing); on one
// date a direct rate wins over an inverse one. When there is none the answer says so, naming the
// currency and the nearest rates known: a missing rate is never 1.

/** "1 base = rate quote" on a date. */
export interface DatedRate extends PairRate {
  readonly date: IsoDate;
}

export type RateLookup =
  /** The two currencies are one: nothing to convert. */
  | { readonly kind: 'same'; readonly currency: CurrencyCode }
  | {
      readonly kind: 'found';
      readonly pair: PairRate;
      /** The date of the rate used (on or before the date asked). */
      readonly date: IsoDate;
      /** Whether the stored pair is the other way round (to/from). */
      readonly inverse: boolean;
    }
  | {
      readonly kind: 'missing';
      /** The currency that could not be converted, and the one it was to be converted into. */
      readonly currency: CurrencyCode;
      readonly to: CurrencyCode;
      /** The date asked. */
      readonly date: IsoDate;
      /** The latest rate on or before the date that was too old to use (maxAgeDays), else null. */
      readonly lastKnownDate: IsoDate | null;
      /** The earliest rate after the date, else null. */
      readonly nextKnownDate: IsoDate | null;
    };

export interface LookupOptions {
  /** Refuse a rate older than this many days before the date asked (default: any age). */
  maxAgeDays?: number;
}

const pairKey = (base: CurrencyCode, quote: CurrencyCode) => `${base}/${quote}`;

/** The index of the last rate dated on or before `date` in a list sorted by date, or -1. */
function lastOnOrBefore(rates: readonly DatedRate[], date: IsoDate): number {
  let low = 0;
  let high = rates.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const candidate = rates[middle];
    if (candidate && compareIsoDates(candidate.date, date) <= 0) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** Rates indexed by pair, for many look-ups (a report over many dates). */
export interface RateTable {
  lookup(from: CurrencyCode, to: CurrencyCode, date: IsoDate, options?: LookupOptions): RateLookup;
}

export function createRateTable(rates: Iterable<DatedRate>): RateTable {
  const byPair = new Map<string, DatedRate[]>();
  for (const rate of rates) {
    const key = pairKey(rate.base, rate.quote);
    const list = byPair.get(key);
    if (list) list.push(rate);
    else byPair.set(key, [rate]);
  }
  // One rate a pair and date: a later one given for the same date replaces the earlier.
  for (const [key, list] of byPair) {
    const byDate = new Map<IsoDate, DatedRate>();
    for (const rate of list) byDate.set(rate.date, rate);
    byPair.set(
      key,
      [...byDate.values()].sort((a, b) => compareIsoDates(a.date, b.date)),
    );
  }

  return {
    lookup(from, to, date, options = {}) {
      if (from === to) return { kind: 'same', currency: from };
      const direct = byPair.get(pairKey(from, to)) ?? [];
      const inverse = byPair.get(pairKey(to, from)) ?? [];
      const d = direct[lastOnOrBefore(direct, date)];
      const i = inverse[lastOnOrBefore(inverse, date)];
      // The later date wins; on the same date the direct rate does.
      const best = d && (!i || compareIsoDates(d.date, i.date) >= 0) ? d : i;
      const tooOld =
        best !== undefined &&
        options.maxAgeDays !== undefined &&
        compareIsoDates(best.date, addDays(date, -options.maxAgeDays)) < 0;
      if (best && !tooOld) {
        return {
          kind: 'found',
          pair: { base: best.base, quote: best.quote, rate: best.rate },
          date: best.date,
          inverse: best !== d,
        };
      }
      const later = [direct[lastOnOrBefore(direct, date) + 1], inverse[lastOnOrBefore(inverse, date) + 1]]
        .filter((r): r is DatedRate => r !== undefined)
        .map((r) => r.date)
        .sort(compareIsoDates);
      return {
        kind: 'missing',
        currency: from,
        to,
        date,
        lastKnownDate: best?.date ?? null,
        nextKnownDate: later[0] ?? null,
      };
    },
  };
}

/** One look-up over a list of rates. */
export function lookupRate(
  rates: Iterable<DatedRate>,
  from: CurrencyCode,
  to: CurrencyCode,
  date: IsoDate,
  options?: LookupOptions,
): RateLookup {
  return createRateTable(rates).lookup(from, to, date, options);
}

/** A rate of a pair on a date, for tests and callers that build one by hand. */
export const datedRate = (date: IsoDate, base: CurrencyCode, quote: CurrencyCode, rate: Rate): DatedRate => ({
  date,
  base,
  quote,
  rate,
});

export type Conversion =
  | { readonly ok: true; readonly amount: MinorUnits; readonly rateDate: IsoDate | null }
  | { readonly ok: false; readonly missing: Extract<RateLookup, { kind: 'missing' }> };

/** Converts with a look-up's answer: the same amount, the converted one, or the missing rate. */
export function convertWithLookup(
  amount: MinorUnits,
  from: CurrencyCode,
  to: CurrencyCode,
  lookup: RateLookup,
): Conversion {
  if (lookup.kind === 'missing') return { ok: false, missing: lookup };
  if (lookup.kind === 'same') {
    if (from !== to) throw new RangeError(`A look-up of ${lookup.currency} cannot convert ${from} to ${to}`);
    return { ok: true, amount, rateDate: null };
  }
  return { ok: true, amount: convertMinorUnits(amount, from, to, lookup.pair), rateDate: lookup.date };
}
