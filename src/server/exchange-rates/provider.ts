import type { IsoDate } from '../../domain/calendar';
import type { CurrencyCode } from '../../domain/currency/codes';
import type { DatedRate } from '../../domain/currency/lookup';

// Where rates could come from besides a person and a file (issue 24): a provider plugs in behind this
// one interface. None is enabled by default, and none is shipped, because the server may have no
// network; manual entry and rate files are first-class. A provider's rates would be stored through
// saveRates (repository.ts) like a file's, so the lookup rule (decision 143) treats them alike.

export interface RateRequest {
  base: CurrencyCode;
  quotes: readonly CurrencyCode[];
  /** Inclusive dates. */
  from: IsoDate;
  to: IsoDate;
  signal?: AbortSignal;
}

export interface RateProvider {
  /** Stable id ("ecb-daily"), for configuration. */
  readonly id: string;
  /** Name shown to a person. */
  readonly name: string;
  /** Rates "1 base = rate quote" for the dates it publishes in the range; it may return fewer. */
  fetchRates(request: RateRequest): Promise<DatedRate[]>;
}

/** The providers the server uses: none by default. */
export const ENABLED_RATE_PROVIDERS: readonly RateProvider[] = [];
