import type { IsoDate } from '../calendar';
import { type CurrencyCode, DEFAULT_BASE_CURRENCY, isCurrencyCode, minorUnitsOf } from '../currency/codes';
import { formatRate, type Rate, rateOf } from '../currency/rate';
import { divideRoundHalfEven } from '../currency/rounding';
import { formatMoney } from '../money';

// The journal as an hledger / Ledger-CLI file (docs/decisions/058): one transaction per entry, one
// posting per line (debit positive, credit negative), accounts named under assets:, liabilities:,
// equity:, income: and expenses:. `hledger -f file balance` then gives each account's debit-minus-
// credit sum: an asset's balance as is, a liability's negated.
//
// In more than one currency (docs/decisions/155) every amount carries its commodity ("1000.00 EUR"),
// `commodity` directives give each currency its decimals, and the user's exchange rates become `P`
// directives, so that `hledger balance -X BASE` values each account at the rate decision 143 picks
// for today. A book wholly in dollars with no rates is written as it always was: bare amounts.

export type LedgerAccountType = 'ASSET' | 'LIABILITY' | 'EQUITY' | 'INCOME' | 'EXPENSE';

export interface LedgerAccountIn {
  id: string;
  name: string;
  type: LedgerAccountType;
  /** The currency an asset or liability holds (USD when not said). */
  currency?: CurrencyCode;
}

export interface LedgerEntryIn {
  date: string;
  description: string;
  /** Amounts in hundredths of the currency's unit, as the ledger stores them; currency USD when not said. */
  lines: { accountId: string; debit: number; credit: number; currency?: CurrencyCode }[];
}

/** A stored exchange rate: 1 base = rate quote on date (the rate a decimal string). */
interface LedgerPriceIn {
  date: IsoDate;
  base: CurrencyCode;
  quote: CurrencyCode;
  rate: string;
}

export interface LedgerJournalOptions {
  /** The user's reporting currency, named in the header's `-X` hint (USD when not said). */
  baseCurrency?: CurrencyCode;
  rates?: readonly LedgerPriceIn[];
  /** The export's date: rates dated later are written as comments (hledger would value with them). */
  today?: IsoDate;
}

const ROOT: Record<LedgerAccountType, string> = {
  ASSET: 'assets',
  LIABILITY: 'liabilities',
  EQUITY: 'equity',
  INCOME: 'income',
  EXPENSE: 'expenses',
};
const TYPE_TAG: Record<LedgerAccountType, string> = {
  ASSET: 'A',
  LIABILITY: 'L',
  EQUITY: 'E',
  INCOME: 'R',
  EXPENSE: 'X',
};

/** A name hledger reads as one account: no colon (a sub-account), no double space or tab (the amount). */
function safeName(name: string): string {
  const cleaned = name
    .replace(/[:;\t\r\n]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned === '' ? 'Unnamed' : cleaned;
}

/** Unique hledger account names per account id. */
export function ledgerAccountNames(list: readonly LedgerAccountIn[]): Map<string, string> {
  const names = new Map<string, string>();
  const used = new Set<string>();
  for (const account of list) {
    const base = `${ROOT[account.type]}:${safeName(account.name)}`;
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n++) name = `${base} ${n}`;
    used.add(name.toLowerCase());
    names.set(account.id, name);
  }
  return names;
}

function oneLine(text: string): string {
  return (
    text
      .replace(/[\r\n\t]+/g, ' ')
      .replace(/;/g, ',')
      .trim() || '(no description)'
  );
}

const USD = 'USD';

/** Whether anything in the book is other than dollars: else the journal keeps its bare amounts. */
function holdsCurrencies(
  accountsIn: readonly LedgerAccountIn[],
  entries: readonly LedgerEntryIn[],
  options: LedgerJournalOptions,
): boolean {
  return (
    (options.baseCurrency ?? USD) !== USD ||
    (options.rates ?? []).length > 0 ||
    accountsIn.some((a) => (a.currency ?? USD) !== USD && (a.type === 'ASSET' || a.type === 'LIABILITY')) ||
    entries.some((e) => e.lines.some((l) => (l.currency ?? USD) !== USD))
  );
}

/** A currency's display in a `commodity` directive: its decimals after an explicit decimal mark. */
function commodityDirective(code: CurrencyCode): string {
  const digits = isCurrencyCode(code) ? minorUnitsOf(code) : 2;
  return `commodity 1,000.${'0'.repeat(digits)} ${code}`;
}

/**
 * An amount of hundredths in its currency: "1000.00 EUR", "150000 JPY". A currency without decimals
 * holding a fraction anyway keeps it (hledger then shows it rounded, the file stays exact).
 */
function commodityAmount(hundredths: number, code: CurrencyCode): string {
  const text =
    isCurrencyCode(code) && minorUnitsOf(code) === 0 && hundredths % 100 === 0
      ? String(hundredths / 100 + 0)
      : formatMoney(hundredths);
  return `${text} ${code}`;
}

/** 1 / rate to 20 decimals, half-even, trailing zeros dropped. */
function inverseOf(rate: Rate): string {
  const decimals = 20;
  let coefficient = divideRoundHalfEven(10n ** BigInt(rate.scale + decimals), rate.coefficient);
  let scale = decimals;
  while (scale > 0 && coefficient % 10n === 0n) {
    coefficient /= 10n;
    scale -= 1;
  }
  return formatRate({ coefficient, scale });
}

/**
 * The `P` directives. Every rate as declared; one dated after `today` only as a comment, because
 * `-X` values at the latest price in the file. And where a pair with the base currency has rates both
 * ways round: hledger always prefers a declared FOREIGN→BASE price to the reverse of a newer
 * BASE→FOREIGN one, where decision 143 takes the newer. So each BASE→FOREIGN rate of such a pair is
 * also written inverted as FOREIGN→BASE (unless that pair has its own rate that day, which wins in
 * both), and hledger then picks the same rate as the product on every date.
 */
function priceDirectives(rates: readonly LedgerPriceIn[], base: CurrencyCode, today: IsoDate | undefined) {
  const key = (r: { date: string; base: string; quote: string }) => `${r.date} ${r.base} ${r.quote}`;
  const declared = new Set(rates.map(key));
  const pairs = new Set(rates.map((r) => `${r.base}/${r.quote}`));
  const lines: { sort: string; text: string }[] = [];
  for (const r of rates) {
    const text = `P ${r.date} ${r.base} ${formatRate(rateOf(r.rate))} ${r.quote}`;
    const future = today !== undefined && r.date > today;
    lines.push({
      sort: `${key(r)} 0`,
      text: future ? `; ${text}  ; dated after this export: -X would value today's balances with it` : text,
    });
    const foreign = r.quote;
    if (future || r.base !== base || !pairs.has(`${foreign}/${base}`)) continue;
    if (declared.has(key({ date: r.date, base: foreign, quote: base }))) continue;
    lines.push({
      sort: `${r.date} ${foreign} ${base} 1`,
      text: `P ${r.date} ${foreign} ${inverseOf(rateOf(r.rate))} ${base}  ; 1 / the ${base}/${foreign} rate of this date`,
    });
  }
  return lines.sort((a, b) => (a.sort < b.sort ? -1 : a.sort > b.sort ? 1 : 0)).map((l) => l.text);
}

export function ledgerJournal(
  accountsIn: readonly LedgerAccountIn[],
  entries: readonly LedgerEntryIn[],
  options: LedgerJournalOptions = {},
): string {
  const names = ledgerAccountNames(accountsIn);
  const multi = holdsCurrencies(accountsIn, entries, options);
  const base = options.baseCurrency ?? DEFAULT_BASE_CURRENCY;
  const out: string[] = ['; NetWorth journal export: read it with `hledger -f this-file balance`'];
  if (multi) {
    const rates = options.rates ?? [];
    const codes = new Set<CurrencyCode>([base]);
    for (const a of accountsIn)
      if (a.type === 'ASSET' || a.type === 'LIABILITY') codes.add(a.currency ?? USD);
    for (const e of entries) for (const l of e.lines) codes.add(l.currency ?? USD);
    for (const r of rates) codes.add(r.base).add(r.quote);
    out.push(
      `; Amounts carry their currency; the P lines are your exchange rates. \`hledger -f this-file balance -X ${base}\``,
      `; values every account in ${base}, your base currency, at the latest rate${options.today ? ` on or before ${options.today}` : ''}.`,
      '',
      'decimal-mark .',
      '',
      ...[...codes].sort().map(commodityDirective),
    );
    const prices = priceDirectives(rates, base, options.today);
    if (prices.length > 0) out.push('', ...prices);
  }
  out.push('');
  for (const account of accountsIn) {
    out.push(`account ${names.get(account.id)}  ; type: ${TYPE_TAG[account.type]}`);
  }
  out.push('');
  for (const entry of entries) {
    out.push(`${entry.date} * ${oneLine(entry.description)}`);
    for (const line of entry.lines) {
      const name = names.get(line.accountId);
      if (name === undefined) throw new Error(`entry line names an unknown account ${line.accountId}`);
      const amount = line.debit - line.credit;
      out.push(`    ${name}  ${multi ? commodityAmount(amount, line.currency ?? USD) : formatMoney(amount)}`);
    }
    out.push('');
  }
  return out.join('\n');
}
