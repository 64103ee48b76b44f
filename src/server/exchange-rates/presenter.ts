import { formatRate, rateOf } from '../../domain/currency/rate';
import type { ExchangeRateDto, RateSource } from '../../shared/exchange-rates';
import type { ExchangeRateRow } from './repository';

// How the API answers an exchange rate: the stored row turned into the shared DTO.

export function toExchangeRateDto(row: ExchangeRateRow): ExchangeRateDto {
  return {
    id: row.id,
    rateDate: row.rateDate,
    base: row.base,
    quote: row.quote,
    // numeric(30,18) answers with padded zeros; the API answers the canonical form.
    rate: formatRate(rateOf(row.rate)),
    source: row.source as RateSource,
    createdAt: row.createdAt.toISOString(),
  };
}
