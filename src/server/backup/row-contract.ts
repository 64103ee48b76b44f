import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { isCurrencyCode } from '../../domain/currency/codes';
import { accountInputSchema, preferencesInputSchema } from '../../shared/accounts';
import { dateSchema } from '../../shared/dates';
import { currencyCodeSchema, RATE_SOURCES, rateTextSchema } from '../../shared/exchange-rates';
import { UUID_PATTERN } from '../../shared/ids';
import { extraPaymentSchema, loanPayloadSchema } from '../../shared/loans';
import { transactionInputSchema } from '../../shared/transactions';
import { zodFieldErrors } from '../../shared/zod-field-errors';

// What a restored row must be (issue 27, item 3; docs/decisions/121). A restore wrote whatever the
// file held: a loan at −50 % interest answered 201 and broke the loans and projections pages for
// good. Every row now passes two contracts before anything is written: its table's columns (types,
// lengths, numeric precision, dates within the product's range, no unknown keys, every id naming a
// row of the same backup), and, for the rows a person enters through the API, that API's own schema
// with its own messages. A failure names the table, the row and the field.

/** Longest text a restored text column takes (the API's own limits are stricter where it has some). */
const TEXT_MAX = 10_000;
const ARRAY_MAX = 100;

function decimal(precision: number, scale: number) {
  const pattern = new RegExp(`^-?\\d{1,${precision - scale}}(\\.\\d{1,${scale}})?$`);
  return z
    .string()
    .regex(pattern, `Must be a decimal with at most ${precision - scale} digits before the point`);
}

/** PostgreSQL text holds no NUL character. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes('\u0000'), 'Text may not contain a NUL character');

function columnValue(column: PgColumn): z.ZodType {
  const c = column as PgColumn & { precision?: number; scale?: number; length?: number };
  switch (column.columnType) {
    case 'PgUUID':
      return z.string().regex(UUID_PATTERN, 'Must be an id');
    case 'PgText':
      return text(TEXT_MAX);
    case 'PgVarchar':
      return text(c.length ?? TEXT_MAX);
    case 'PgNumeric':
      return decimal(c.precision ?? 15, c.scale ?? 2);
    case 'PgInteger':
      return z.number().int().min(-2_147_483_648).max(2_147_483_647);
    case 'PgBigInt53':
      return z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
    case 'PgBoolean':
      return z.boolean();
    case 'PgDateString':
      return dateSchema();
    case 'PgTimestamp':
      return z.iso.datetime({ offset: true });
    case 'PgArray':
      return z.array(text(TEXT_MAX)).max(ARRAY_MAX);
    case 'PgJsonb':
      return z.unknown();
    default:
      throw new Error(`The backup has no contract for a ${column.columnType} column (${column.name})`);
  }
}

/** A row of the table as the export writes it: its columns by their code names, the owner left out. */
export function columnsContract(table: PgTable): z.ZodType<Record<string, unknown>> {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, column] of Object.entries(getTableColumns(table) as Record<string, PgColumn>)) {
    if (key === 'userId') continue;
    let value: z.ZodType = columnValue(column);
    if (!column.notNull) value = value.nullable();
    if (!column.notNull || column.hasDefault) value = value.optional();
    shape[key] = value;
  }
  return z.strictObject(shape);
}

/** Each column that names a row of another table (the owner aside): code name → SQL table named. */
export function referencesOf(table: PgTable): Map<string, string> {
  const keyOf = new Map<PgColumn, string>(
    Object.entries(getTableColumns(table) as Record<string, PgColumn>).map(([key, col]) => [col, key]),
  );
  const refs = new Map<string, string>();
  for (const fk of getTableConfig(table).foreignKeys) {
    const { columns, foreignTable } = fk.reference();
    const target = getTableConfig(foreignTable).name;
    const key = columns[0] ? keyOf.get(columns[0]) : undefined;
    if (key && target !== 'users') refs.set(key, target);
  }
  return refs;
}

type Row = Record<string, unknown>;

/** Columns holding an ISO 4217 code (issue 24): exactly a supported code, as the product writes it. */
const CURRENCY_COLUMNS: Record<string, readonly string[]> = {
  accounts: ['currency'],
  exchange_rates: ['base', 'quote'],
};
const CURRENCY_MESSAGE = 'Must be the ISO 4217 code of a supported currency, such as EUR';

/** A stored rate as the rates API takes it, and where it came from. */
const restoredRateSchema = z
  .strictObject({
    rateDate: dateSchema(),
    base: currencyCodeSchema,
    quote: currencyCodeSchema,
    rate: rateTextSchema,
    source: z.enum(RATE_SOURCES, { error: `Must be one of ${RATE_SOURCES.join(', ')}` }),
  })
  .superRefine((value, ctx) => {
    if (value.base === value.quote)
      ctx.addIssue({ code: 'custom', path: ['quote'], message: 'Same as the base' });
  });

/**
 * The API's own contract for the rows a person enters through it: the row is read back into the
 * payload its route takes. Null for rows the API never takes (the ledger's own accounts, say).
 */
const API_CONTRACTS: Record<string, (row: Row) => { schema: z.ZodType; payload: Row } | null> = {
  loans: (r) => ({
    schema: loanPayloadSchema,
    payload: {
      name: r.name,
      loanCategory: r.loanCategory,
      loanType: r.loanType,
      principal: r.principal,
      interestRate: r.interestRate,
      termYears: r.termYears,
      startDate: r.startDate,
      homePrice: r.homePrice,
      downPayment: r.downPayment,
      propertyTax: r.propertyTax,
      insurance: r.insurance,
      supplementalInsurance: r.supplementalInsurance,
      fundingAccountId: r.fundingAccountId,
    },
  }),
  extra_payments: (r) => ({
    schema: extraPaymentSchema,
    payload: { amount: r.amount, paymentDate: r.paymentDate },
  }),
  transactions: (r) => ({
    schema: transactionInputSchema,
    payload: {
      amount: r.amount,
      type: r.type,
      description: r.description,
      transactionDate: r.transactionDate,
      isRecurring: r.isRecurring,
      recurringFrequency: r.recurringFrequency,
      recurringStartDate: r.recurringStartDate,
      recurringEndDate: r.recurringEndDate,
      nextDueDate: r.nextDueDate,
      tags: r.tags,
      accountId: r.accountId,
      toAccountId: r.toAccountId,
      categoryId: r.categoryId,
      notes: r.notes,
    },
  }),
  accounts: (r) => {
    if (r.systemKey !== null && r.systemKey !== undefined) return null;
    const liability = r.accountType === 'LIABILITY';
    return {
      schema: accountInputSchema,
      payload: {
        accountType: r.accountType,
        accountName: r.accountName,
        accountNumber: r.accountNumber,
        accountSubtype: r.accountSubtype,
        category: r.category,
        normalBalance: r.normalBalance,
        currentBalance: r.currentBalance,
        description: r.description,
        currency: r.currency ?? undefined,
        ...(liability
          ? { interestRate: r.interestRate, minimumPayment: r.minimumPayment, creditLimit: r.creditLimit }
          : {}),
      },
    };
  },
  exchange_rates: (r) => ({
    schema: restoredRateSchema,
    payload: { rateDate: r.rateDate, base: r.base, quote: r.quote, rate: r.rate, source: r.source },
  }),
  user_preferences: (r) => ({
    schema: preferencesInputSchema,
    payload: {
      decimalPlaces: r.decimalPlaces,
      summaryPrecision: r.summaryPrecision,
      showPercentages: r.showPercentages,
    },
  }),
};

/** The first problem of a row as `{ field, message }`, or null when it passes both contracts. */
export function rowProblem(
  tableName: string,
  contract: z.ZodType,
  row: unknown,
): { field: string; message: string } | null {
  const columns = contract.safeParse(row);
  if (!columns.success) return firstOf(columns.error);
  for (const key of CURRENCY_COLUMNS[tableName] ?? []) {
    const value = (columns.data as Row)[key];
    if (value !== undefined && !isCurrencyCode(value)) return { field: key, message: CURRENCY_MESSAGE };
  }
  const api = API_CONTRACTS[tableName]?.(columns.data as Row);
  if (!api) return null;
  const checked = api.schema.safeParse(api.payload);
  if (!checked.success) {
    return firstOf(checked.error);
  }
  return null;
}

function firstOf(error: z.ZodError): { field: string; message: string } {
  const [entry] = Object.entries(zodFieldErrors(error));
  const [field, message] = entry ?? ['_', 'Invalid row'];
  return { field: field === '_' ? 'row' : field, message };
}
