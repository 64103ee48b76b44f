import type { IsoDate } from '../../domain/calendar';
import type { CurrencyCode } from '../../domain/currency/codes';
import { convertMinorUnitsExact, type PairRate } from '../../domain/currency/convert';
import { formatRate } from '../../domain/currency/rate';
import { type BaseAmountsConversion, CONVERSION_MESSAGES } from '../../shared/settings';
import { AMOUNT_INTEGER_DIGITS } from '../../shared/transactions';
import * as budgets from '../budgets/repository';
import type { Db } from '../db/client';
import { minorOfStored, storedOfMinor } from '../exchange-rates/base-converter';
import { loadRateTable } from '../exchange-rates/service';
import { badRequest } from '../http/errors';
import { centsFromDb } from '../ledger';
import * as transactions from '../transactions/repository';

// A change of base currency, asked to convert (decision 186): budgets and the income and expenses
// without an account are kept in the base currency, so their amounts move to the new one at the rate
// of today. Each amount converts once, half-even; a split's parts then carry its remainder on the
// largest, so they still add up. A missing rate, or an amount past what the forms accept or rounded to
// nothing, refuses the whole change.

/** The largest stored amount the forms accept, in cents. */
const LARGEST_CENTS = 10n ** BigInt(AMOUNT_INTEGER_DIGITS + 2) - 1n;

const refuse = (message: string) => badRequest(`baseCurrency: ${message}`, { baseCurrency: message });

/** Converts stored cents of `from` into stored cents of `to`, within the forms' bounds. */
function converterOf(from: CurrencyCode, to: CurrencyCode, pair: PairRate) {
  return (stored: string): number => {
    const cents = BigInt(centsFromDb(stored));
    const converted = storedOfMinor(convertMinorUnitsExact(minorOfStored(cents, from), from, to, pair), to);
    if (converted > LARGEST_CENTS) throw refuse(CONVERSION_MESSAGES.tooLarge(to));
    if (cents > 0n && converted <= 0n) throw refuse(CONVERSION_MESSAGES.tooSmall(to));
    return Number(converted);
  };
}

/** The converted parts of a split, adding up to its converted total: the remainder on the largest. */
function partsAddingUp(parts: readonly number[], total: number, to: CurrencyCode): number[] {
  const result = [...parts];
  let largest = 0;
  result.forEach((amount, i) => {
    if (amount > (result[largest] ?? 0)) largest = i;
  });
  const remainder = total - result.reduce((sum, amount) => sum + amount, 0);
  const adjusted = (result[largest] ?? 0) + remainder;
  if (adjusted <= 0) throw refuse(CONVERSION_MESSAGES.tooSmall(to));
  result[largest] = adjusted;
  return result;
}

/** Converts the user's base-currency amounts from `from` to `to` at the rate of `today`, in `tx`. */
export async function convertBaseAmounts(
  tx: Db,
  userId: string,
  from: CurrencyCode,
  to: CurrencyCode,
  today: IsoDate,
): Promise<BaseAmountsConversion> {
  const items = await budgets.itemAmountsOfUser(tx, userId);
  const rows = await transactions.accountlessAmounts(tx, userId);
  // Nothing to convert needs no rate.
  if (items.length === 0 && rows.length === 0) {
    return { from, to, rate: null, budgetItems: 0, transactions: 0 };
  }
  const lookup = (await loadRateTable(tx, userId, [from, to], today)).lookup(from, to, today);
  if (lookup.kind === 'missing') throw refuse(CONVERSION_MESSAGES.noRate(from, to, today));
  if (lookup.kind === 'same') throw new Error('a change of base currency converts between two currencies');
  const convert = converterOf(from, to, lookup.pair);
  const itemAmounts = items.map((item) => convert(item.amount));
  const rowAmounts = rows.map((row) => {
    const amount = convert(row.amount);
    const parts = row.parts.map((part) => convert(part.amount));
    return { amount, parts: parts.length > 0 ? partsAddingUp(parts, amount, to) : [] };
  });

  // Every amount was checked before the first is written.
  for (const [i, item] of items.entries()) {
    await budgets.setItemAmountOfUser(tx, userId, item.id, itemAmounts[i] as number);
  }
  if (items.length > 0) await budgets.refreshTotalsOfUser(tx, userId);
  for (const [i, row] of rows.entries()) {
    const converted = rowAmounts[i];
    if (!converted) continue;
    await transactions.setAccountlessAmount(tx, userId, row.id, converted.amount);
    for (const [k, part] of row.parts.entries()) {
      await transactions.setSplitAmount(tx, userId, part.id, converted.parts[k] as number);
    }
  }
  return {
    from,
    to,
    rate: {
      base: lookup.pair.base,
      quote: lookup.pair.quote,
      rate: formatRate(lookup.pair.rate),
      rateDate: lookup.date,
    },
    budgetItems: items.length,
    transactions: rows.length,
  };
}
