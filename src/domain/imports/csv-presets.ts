// Exports of other money apps, recognised by their header row (docs/decisions/104): each names the
// columns to read and how signs are written, so the file imports with no manual mapping. The date
// order still comes from the content (YNAB and Quicken write the user's own order).

export const CSV_PRESETS = ['actual', 'ynab4', 'ynab', 'mint', 'firefly', 'quicken'] as const;
export type CsvPreset = (typeof CSV_PRESETS)[number];

export const PRESET_NAMES: Readonly<Record<CsvPreset, string>> = {
  actual: 'Actual Budget export',
  ynab4: 'YNAB 4 register export',
  ynab: 'YNAB register export',
  mint: 'Mint export',
  firefly: 'Firefly III export',
  quicken: 'Quicken CSV',
};

export interface PresetColumns {
  date: string;
  payee: string;
  amount?: string;
  outflow?: string;
  inflow?: string;
  sign?: string;
  account?: string;
}

interface PresetSpec {
  id: CsvPreset;
  /** Header names (lower case) that must all be present. */
  requires: readonly string[];
  columns: PresetColumns;
}

// Most specific first: YNAB 4's header contains every name of the current YNAB's but one.
const SPECS: readonly PresetSpec[] = [
  {
    id: 'firefly',
    requires: ['type', 'amount', 'description', 'date', 'source_name', 'destination_name'],
    columns: { date: 'date', payee: 'description', amount: 'amount', account: 'source_name' },
  },
  {
    id: 'ynab4',
    requires: ['account', 'flag', 'check number', 'date', 'payee', 'master category', 'outflow', 'inflow'],
    columns: { date: 'date', payee: 'payee', outflow: 'outflow', inflow: 'inflow', account: 'account' },
  },
  {
    id: 'ynab',
    requires: ['account', 'flag', 'date', 'payee', 'category group/category', 'outflow', 'inflow'],
    columns: { date: 'date', payee: 'payee', outflow: 'outflow', inflow: 'inflow', account: 'account' },
  },
  {
    id: 'mint',
    requires: ['date', 'description', 'original description', 'amount', 'transaction type', 'account name'],
    columns: {
      date: 'date',
      payee: 'description',
      amount: 'amount',
      sign: 'transaction type',
      account: 'account name',
    },
  },
  {
    id: 'quicken',
    requires: ['date', 'payee', 'fi payee', 'amount', 'debit/credit', 'account'],
    columns: { date: 'date', payee: 'payee', amount: 'amount', sign: 'debit/credit', account: 'account' },
  },
  {
    id: 'actual',
    requires: ['account', 'date', 'payee', 'notes', 'category', 'amount'],
    columns: { date: 'date', payee: 'payee', amount: 'amount', account: 'account' },
  },
];

const normalise = (name: string) =>
  name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/** The preset whose header this is, with each of its columns' positions; null for any other file. */
export function recognisePreset(
  header: readonly string[],
): { id: CsvPreset; columns: Record<keyof PresetColumns, number | null> } | null {
  const names = header.map(normalise);
  for (const spec of SPECS) {
    if (!spec.requires.every((name) => names.includes(name))) continue;
    const at = (name: string | undefined) => (name === undefined ? null : names.indexOf(name));
    return {
      id: spec.id,
      columns: {
        date: at(spec.columns.date),
        payee: at(spec.columns.payee),
        amount: at(spec.columns.amount),
        outflow: at(spec.columns.outflow),
        inflow: at(spec.columns.inflow),
        sign: at(spec.columns.sign),
        account: at(spec.columns.account),
      },
    };
  }
  return null;
}

/** Firefly III's columns a row of its export is read with (its sides decide the account and sign). */
export interface FireflyColumns {
  type: number;
  sourceName: number;
  sourceType: number | null;
  destinationName: number;
  destinationType: number | null;
}

export function fireflyColumns(header: readonly string[]): FireflyColumns | null {
  const names = header.map(normalise);
  const at = (name: string) => names.indexOf(name);
  if (at('type') === -1 || at('source_name') === -1 || at('destination_name') === -1) return null;
  const optional = (name: string) => (at(name) === -1 ? null : at(name));
  return {
    type: at('type'),
    sourceName: at('source_name'),
    sourceType: optional('source_type'),
    destinationName: at('destination_name'),
    destinationType: optional('destination_type'),
  };
}
