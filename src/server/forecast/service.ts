import { formatBigCents } from '../../domain/big-cents';
import {
  cashFlowForecast,
  type ForecastItem,
  type ForecastLoan,
  flowsBetween,
} from '../../domain/planning/forecast';
import {
  addMonthKeys,
  dayBefore,
  firstDayOf,
  lastDayOf,
  type MonthKey,
  monthOf,
  monthRange,
  monthsBetween,
} from '../../domain/planning/months';
import { isFrequency } from '../../domain/recurrence';
import { ASSET_CATEGORIES } from '../../shared/account-categories';
import {
  type CashFlowForecastDto,
  FORECAST_MESSAGES,
  FORECAST_MONTHS_MAX,
  FORECAST_PAST_MONTHS_MAX,
  type ForecastQuery,
  type PastMonthDto,
} from '../../shared/cash-flow-forecast';
import {
  type BaseConverter,
  baseConverter,
  MissingRates,
  storedOfMinor,
} from '../exchange-rates/base-converter';
import { cashBalances } from '../history/service';
import { badRequest } from '../http/errors';
import { centsFromDb } from '../ledger';
import { termsOf } from '../loans/conversions';
import { listExtraRows, listLoanRows } from '../loans/repository';
import { extrasByLoan } from '../loans/service';
import type { ServiceContext } from '../service-context';
import { monthlyActuals } from '../transactions/actuals';
import * as repo from './repository';

// The cash-flow forecast (docs/decisions/051): recurring items and loan schedules projected month by
// month from today's balance of the cash accounts, past months beside the ledger's actuals, and notes.

/** The liquid asset subtypes: the cash & bank category. */
const CASH_SUBTYPES: readonly string[] = ASSET_CATEGORIES.find((c) => c.id === 'cash')?.subtypes ?? [];

async function inputs(
  ctx: ServiceContext,
  converter: BaseConverter,
  missing: MissingRates,
): Promise<{ items: ForecastItem[]; loans: ForecastLoan[] }> {
  const [rows, loanRows, loanCurrencies] = await Promise.all([
    repo.recurringItems(ctx.db, ctx.userId),
    listLoanRows(ctx.db, ctx.userId),
    repo.loanCurrencies(ctx.db, ctx.userId),
  ]);
  // An item in another currency projects at today's rate; without one it is left out and named.
  const inBase = (amount: string, currency: string | null): number | null => {
    const minor = converter.convertOrNote(
      BigInt(centsFromDb(amount)),
      currency ?? converter.base,
      ctx.today,
      missing,
    );
    return minor === null ? null : Number(storedOfMinor(minor, converter.base));
  };
  const items: ForecastItem[] = rows.flatMap((r) => {
    const amount = inBase(r.amount, r.currency);
    return isFrequency(r.recurringFrequency) && amount !== null
      ? [
          {
            type: r.type === 'income' ? 'income' : 'expense',
            amount,
            frequency: r.recurringFrequency,
            start: r.recurringStartDate ?? r.transactionDate,
            end: r.recurringEndDate,
            postsToLedger: r.accountId !== null,
          },
        ]
      : [];
  });
  const active = loanRows.filter((l) => l.isActive);
  const extras = extrasByLoan(
    await listExtraRows(
      ctx.db,
      ctx.userId,
      active.map((l) => l.id),
    ),
  );
  // A loan in another currency projects at today's rate, as the recurring items do: its principal and
  // extras convert, and the schedule follows; without a rate it is left out and named.
  const loans = active.flatMap((row): ForecastLoan[] => {
    const terms = termsOf(row);
    const ownExtras = extras.get(row.id) ?? [];
    const currency = loanCurrencies.get(row.id) ?? converter.base;
    if (currency === converter.base) return [{ loan: terms, extras: ownExtras }];
    const toBase = (cents: number) => {
      const minor = converter.convertOrNote(BigInt(cents), currency, ctx.today, missing);
      return minor === null ? null : Number(storedOfMinor(minor, converter.base));
    };
    const principal = toBase(terms.principal);
    if (principal === null) return [];
    const converted = ownExtras.map((e) => ({ ...e, amount: toBase(e.amount) ?? 0 }));
    return [{ loan: { ...terms, principal }, extras: converted }];
  });
  return { items, loans };
}

function pastMonthsOf(from: string | undefined, current: MonthKey): MonthKey[] {
  if (from === undefined) return [];
  const back = monthsBetween(from, current);
  if (back < 0 || back > FORECAST_PAST_MONTHS_MAX) {
    throw badRequest(`from: ${FORECAST_MESSAGES.from}`, { from: FORECAST_MESSAGES.from });
  }
  return monthRange(from, back);
}

export async function forecast(ctx: ServiceContext, query: ForecastQuery): Promise<CashFlowForecastDto> {
  const current = monthOf(ctx.today);
  const pastMonths = pastMonthsOf(query.from, current);
  const converter = await baseConverter(ctx.db, ctx.userId, ctx.today);
  const missing = new MissingRates();
  const { items, loans } = await inputs(ctx, converter, missing);
  const firstPast = pastMonths[0];
  const balanceEnds = [...pastMonths.map(lastDayOf), ctx.today];
  // The cash accounts in the base currency, each currency at each month end's rate.
  const balances = (await cashBalances(ctx, balanceEnds, CASH_SUBTYPES, converter, missing)).map((b) =>
    storedOfMinor(b, converter.base),
  );
  const startBalance = balances[balances.length - 1] ?? 0n;
  const result = cashFlowForecast({ today: ctx.today, monthCount: query.months, startBalance, items, loans });
  const lastMonth = addMonthKeys(current, query.months - 1);
  const notes = new Map(
    (
      await repo.notesBetween(ctx.db, ctx.userId, firstDayOf(firstPast ?? current), firstDayOf(lastMonth))
    ).map((n) => [monthOf(n.projectionDate), n.notes]),
  );
  const money = formatBigCents;
  let past: PastMonthDto[] = [];
  if (firstPast) {
    const projected = flowsBetween(
      items,
      loans,
      dayBefore(firstDayOf(firstPast)),
      lastDayOf(addMonthKeys(current, -1)),
      pastMonths,
    );
    const actuals = new Map(
      (await monthlyActuals(ctx.db, ctx.userId, ctx.today, converter, missing)).months.map((a) => [
        a.month,
        a,
      ]),
    );
    past = projected.map((p, i) => {
      const actual = actuals.get(p.month);
      return {
        month: p.month,
        projected: {
          income: money(p.income),
          expenses: money(p.expenses),
          loanPayments: money(p.loanPayments),
          net: money(p.net),
        },
        actual: {
          income: actual?.income ?? '0.00',
          expenses: actual?.expenses ?? '0.00',
          net: actual?.net ?? '0.00',
          balance: money(balances[i] ?? 0n),
        },
        note: notes.get(p.month) ?? null,
      };
    });
  }
  return {
    asOf: ctx.today,
    baseCurrency: converter.base,
    startingBalance: money(startBalance),
    months: result.months.map((m) => ({
      month: m.month,
      income: money(m.income),
      expenses: money(m.expenses),
      loanPayments: money(m.loanPayments),
      net: money(m.net),
      balance: money(m.balance),
      note: notes.get(m.month) ?? null,
    })),
    firstNegativeMonth: result.firstNegativeMonth,
    past,
    missingRates: await missing.toDtos(ctx.db, ctx.userId),
  };
}

/**
 * Keeps the user's note on a month (from 12 months back to the forecast's last), with the month's
 * figures as they stand now; an empty note removes it.
 */
export async function saveMonthNote(
  ctx: ServiceContext,
  month: MonthKey,
  notes: string | null,
): Promise<{ month: string; note: string | null }> {
  const current = monthOf(ctx.today);
  const offset = monthsBetween(current, month);
  if (offset < -FORECAST_PAST_MONTHS_MAX || offset >= FORECAST_MONTHS_MAX) {
    throw badRequest(`month: ${FORECAST_MESSAGES.month}`, { month: FORECAST_MESSAGES.month });
  }
  if (notes === null) {
    await repo.deleteMonth(ctx.db, ctx.userId, firstDayOf(month));
    return { month, note: null };
  }
  const figures = await forecast(ctx, offset < 0 ? { months: 1, from: month } : { months: offset + 1 });
  const future = figures.months.find((m) => m.month === month);
  const past = figures.past.find((m) => m.month === month);
  await repo.upsertMonth(ctx.db, ctx.userId, {
    projectionDate: firstDayOf(month),
    expectedIncome: future?.income ?? past?.projected.income ?? '0',
    expectedExpenses: future?.expenses ?? past?.projected.expenses ?? '0',
    projectedBalance: future?.balance ?? '0',
    actualIncome: past?.actual.income ?? null,
    actualExpenses: past?.actual.expenses ?? null,
    actualBalance: past?.actual.balance ?? null,
    notes,
  });
  return { month, note: notes };
}
