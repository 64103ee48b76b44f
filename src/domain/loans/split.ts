import type { IsoDate } from '../calendar';
import { paidAhead } from './queries';
import type { AmortizationSchedule, Cents, ExtraPayments } from './types';

/** What a loan's payments have gone to so far, and will go to: principal (extras included) and interest. */
interface PaidAndToCome {
  principalPaid: Cents;
  interestPaid: Cents;
  principalToCome: Cents;
  interestToCome: Cents;
}

/**
 * `schedule` (made with `extras`) split at `asOf`: the payments due on or before it count as paid, as
 * the ledger posts them on their due dates, and every later one as to come. A one-off extra already
 * paid but applied with the next payment is paid too, as in balanceOnDate: the principal to come is
 * what the loan's account owes that day. Each pair adds up to the principal and the total interest.
 */
export function paidAndToCome(
  schedule: AmortizationSchedule,
  asOf: IsoDate,
  extras?: ExtraPayments,
): PaidAndToCome {
  const split: PaidAndToCome = { principalPaid: 0, interestPaid: 0, principalToCome: 0, interestToCome: 0 };
  let lastDue: IsoDate | null = null;
  let next: AmortizationSchedule['rows'][number] | undefined;
  for (const row of schedule.rows) {
    if (row.date <= asOf) {
      split.principalPaid += row.principal + row.extra;
      split.interestPaid += row.interest;
      lastDue = row.date;
    } else {
      next ??= row;
      split.principalToCome += row.principal + row.extra;
      split.interestToCome += row.interest;
    }
  }
  const ahead = next ? Math.min(paidAhead(extras, lastDue, asOf), next.extra) : 0;
  split.principalPaid += ahead;
  split.principalToCome -= ahead;
  return split;
}
