import type { z } from 'zod';
import type { IsoDate } from '../../domain/calendar';
import { compareIsoDates } from '../../domain/calendar';
import type { CurrencyCode } from '../../domain/currency/codes';
import { rateFromFraction } from '../../domain/currency/convert';
import { ECB_LIMITS, parseEcbRates, RateFileError } from '../../domain/currency/ecb-csv';
import {
  createRateTable,
  type DatedRate,
  type LookupOptions,
  type RateLookup,
  type RateTable,
} from '../../domain/currency/lookup';
import { formatRate, rateOf } from '../../domain/currency/rate';
import {
  EXCHANGE_RATE_MESSAGES,
  type ExchangeRateDto,
  type ExchangeRateImportSummary,
  type exchangeRateImportSchema,
  type exchangeRateInputSchema,
  type exchangeRateQuerySchema,
} from '../../shared/exchange-rates';
import type { Page } from '../../shared/paging';
import type { Db } from '../db/client';
import { AppError, badRequest, notFound } from '../http/errors';
import type { ServiceContext } from '../service-context';
import { toExchangeRateDto } from './presenter';
import * as repo from './repository';

// Exchange rates (issue 24): entered by hand, read from a file of daily reference rates, and looked up
// by the rule of decision 143 for whoever converts (the ledger's reports, later).

function toDatedRate(row: repo.ExchangeRateRow): DatedRate {
  return { date: row.rateDate, base: row.base, quote: row.quote, rate: rateOf(row.rate) };
}

export async function listExchangeRates(
  ctx: ServiceContext,
  query: z.output<typeof exchangeRateQuerySchema>,
): Promise<Page<ExchangeRateDto>> {
  const { limit, offset, ...filter } = query;
  const page = await repo.listRates(ctx.db, ctx.userId, filter, { limit, offset });
  return { rows: page.rows.map(toExchangeRateDto), total: page.total };
}

export async function addExchangeRate(
  ctx: ServiceContext,
  input: z.output<typeof exchangeRateInputSchema>,
): Promise<ExchangeRateDto> {
  if (compareIsoDates(input.rateDate, ctx.today) > 0) {
    throw badRequest(`rateDate: ${EXCHANGE_RATE_MESSAGES.futureDate}`, {
      rateDate: EXCHANGE_RATE_MESSAGES.futureDate,
    });
  }
  return toExchangeRateDto(await repo.saveRate(ctx.db, ctx.userId, input, 'manual'));
}

export async function deleteExchangeRate(ctx: ServiceContext, id: string): Promise<void> {
  if (!(await repo.deleteRate(ctx.db, ctx.userId, id))) throw notFound('Exchange rate not found');
}

function fileText(content: string): string {
  const bytes = Buffer.from(content, 'base64');
  if (bytes.length > ECB_LIMITS.bytes) {
    throw new AppError('payload_too_large', 'The file is larger than 5 MB; split it into smaller files');
  }
  if (bytes.length === 0) throw badRequest('content: The file is empty', { content: 'The file is empty' });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const message = 'The file is not text in UTF-8; save it as CSV';
    throw badRequest(`content: ${message}`, { content: message });
  }
}

/**
 * Imports a file of daily reference rates in the ECB layout, all or nothing. Importing the same file
 * again adds nothing and changes nothing; a file with a corrected value updates that rate.
 */
export async function importExchangeRates(
  ctx: ServiceContext,
  input: z.output<typeof exchangeRateImportSchema>,
): Promise<ExchangeRateImportSummary> {
  let file: ReturnType<typeof parseEcbRates>;
  try {
    file = parseEcbRates(fileText(input.content), ctx.today);
  } catch (error) {
    if (!(error instanceof RateFileError)) throw error;
    if (error.tooLarge) throw new AppError('payload_too_large', error.message);
    throw badRequest(`content: ${error.message}`, { content: error.message });
  }
  // A pair and date given twice in one file: the later line stands.
  const unique = new Map<string, repo.NewRate>();
  for (const rate of file.rates) {
    unique.set(`${rate.base}/${rate.quote}/${rate.date}`, {
      rateDate: rate.date,
      base: rate.base,
      quote: rate.quote,
      rate: formatRate(rate.rate),
    });
  }
  const rates = [...unique.values()];
  const { added, updated } = await ctx.db.transaction((tx) => repo.saveRates(tx, ctx.userId, rates, 'file'));
  return {
    rows: file.rows,
    added,
    updated,
    unchanged: rates.length - added - updated,
    skipped: file.skipped,
    unsupportedCodes: file.unsupportedCodes,
  };
}

/**
 * The rate that converts `from` into `to` on `date`, by the rule of decision 143: found (with the pair
 * and its date), the same currency, or missing (naming the currency; never a rate of 1).
 */
export async function rateOn(
  db: Db,
  userId: string,
  from: CurrencyCode,
  to: CurrencyCode,
  date: IsoDate,
  options?: LookupOptions,
): Promise<RateLookup> {
  if (from === to) return { kind: 'same', currency: from };
  const rows = await repo.ratesAround(db, userId, from, to, date);
  return createRateTable(rows.map(toDatedRate)).lookup(from, to, date, options);
}

/**
 * Every rate among the currencies up to a date, as a table for many look-ups (a report over dates).
 * @public Not called yet: it is for the converted reports of issue 24, being built (knip skips @public).
 */
export async function loadRateTable(
  db: Db,
  userId: string,
  currencies: readonly CurrencyCode[],
  through: IsoDate,
): Promise<RateTable> {
  const rows = await repo.ratesAmong(db, userId, [...new Set(currencies)], through);
  return createRateTable(rows.map(toDatedRate));
}

/** A cross-currency transfer's two amounts, in cents of each account's currency. */
interface TransferAmounts {
  date: IsoDate;
  from: CurrencyCode;
  sent: number;
  to: CurrencyCode;
  received: number;
}

/**
 * Saves the rate a cross-currency transfer implies (decision 152): 1 `from` = received / sent `to`, on
 * the transfer's date, as a rate learned from a transfer. Both amounts are counted in hundredths of
 * their currency (as the ledger stores every amount), so the quotient is the rate itself. A transfer
 * dated after today teaches nothing yet (no rate is dated in the future, decision 143), nor does one
 * whose rate is past what a rate may be.
 */
export async function rememberTransferRate(db: Db, userId: string, t: TransferAmounts, today: IsoDate) {
  if (compareIsoDates(t.date, today) > 0 || t.from === t.to) return;
  let rate: string;
  try {
    rate = formatRate(rateFromFraction(BigInt(t.received), BigInt(t.sent)));
  } catch (error) {
    if (error instanceof RangeError) return;
    throw error;
  }
  await repo.saveRates(db, userId, [{ rateDate: t.date, base: t.from, quote: t.to, rate }], 'transfer');
}
