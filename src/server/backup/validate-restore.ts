import { setImmediate as nextTurn } from 'node:timers/promises';
import type { z } from 'zod';
import { DEFAULT_BASE_CURRENCY } from '../../domain/currency/codes';
import { formatMoney } from '../../domain/money';
import { type BackupInput, backupEntrySchema, backupEnvelopeSchema } from '../../shared/backup';
import { zodFieldErrors } from '../../shared/zod-field-errors';
import { AppError } from '../http/errors';
import { centsFromDb } from '../ledger';
import type { ParsedBackup } from './parse-off-thread';
import { AFTER_JOURNAL, BACKUP_TABLES } from './repository';
import { columnsContract, referencesOf, rowProblem } from './row-contract';

// Checks a parsed backup row by row before anything is written (docs/decisions/121): each row its
// table's contract and the API's, each id naming a row of the same backup, each journal entry the
// entry contract. The work goes in slices with a turn of the event loop between them, so a large
// backup never holds other requests. The first problem is a 400 naming the table, row and field.

const SLICE = 500;
const TABLES = [...BACKUP_TABLES, ...AFTER_JOURNAL];

/**
 * Each table's row contract and references, built at the first restore: built as the module loaded,
 * they cost every start about 30 ms of the main thread, for a restore that may never come (issue 28).
 */
let rules: { contracts: Map<string, z.ZodType>; references: Map<string, Map<string, string>> } | null = null;
function tableRules(): NonNullable<typeof rules> {
  rules ??= {
    contracts: new Map(TABLES.map((spec) => [spec.name, columnsContract(spec.table)])),
    references: new Map(TABLES.map((spec) => [spec.name, referencesOf(spec.table)])),
  };
  return rules;
}

function refused(where: string, field: string, message: string): AppError {
  return new AppError('validation', `${where}, ${field}: ${message}`, { [field]: message });
}

function rowRefused(table: string, index: number, field: string, message: string): AppError {
  const where = `Row ${index + 1} of ${table}`;
  const path = table === 'journal' ? `journal.${index}` : `tables.${table}.${index}`;
  return new AppError('validation', `${where}, ${field}: ${message}`, { [`${path}.${field}`]: message });
}

const notHeld = (target: string) => `Names a row of ${target} that this backup does not hold`;

type Entry = z.output<typeof backupEntrySchema>;
/** An account as the journal's lines see it: an asset or liability holds one currency. */
type Held = ReadonlyMap<string, string>;

/**
 * The first line of an entry that breaks decision 147, as `[field, message]`, or null: each line in
 * its asset or liability account's currency, a line on a category or equity account naming its
 * currency when the entry holds several, and debits equal to credits in each currency. The currency
 * of a line that names none is found as the ledger's writer finds it (ledger/insert-entries.ts); a
 * backup from before currencies names none and holds only dollars.
 */
function currencyProblem(entry: Entry, held: Held): [string, string] | null {
  const own = new Set(entry.lines.flatMap((l) => held.get(l.accountId.toLowerCase()) ?? []));
  const sums = new Map<string, number>();
  for (const [n, line] of entry.lines.entries()) {
    const accountCurrency = held.get(line.accountId.toLowerCase());
    if (line.currency !== undefined && accountCurrency !== undefined && line.currency !== accountCurrency)
      return [
        `lines.${n}.currency`,
        `A line in ${line.currency} on an account that holds ${accountCurrency}`,
      ];
    if (line.currency === undefined && accountCurrency === undefined && own.size > 1)
      return [`lines.${n}.currency`, 'A line of an entry across currencies must name its currency'];
    const currency = line.currency ?? accountCurrency ?? [...own][0] ?? DEFAULT_BASE_CURRENCY;
    sums.set(currency, (sums.get(currency) ?? 0) + centsFromDb(line.debit) - centsFromDb(line.credit));
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0)
      return [
        'lines',
        `Does not balance in ${currency}: debits and credits differ by ${formatMoney(Math.abs(sum))}`,
      ];
  }
  return null;
}

/** The backup as a restore writes it, or a 400 naming the first row and field that fail. */
export async function validateBackup(parsed: ParsedBackup): Promise<BackupInput> {
  const envelope = backupEnvelopeSchema.safeParse(parsed.envelope);
  if (!envelope.success) {
    const [field, message] = Object.entries(zodFieldErrors(envelope.error))[0] ?? ['_', 'Invalid'];
    throw new AppError('validation', message, { [field === '_' ? 'backup' : field]: message });
  }
  const { contracts, references } = tableRules();
  for (const name of Object.keys(parsed.tables)) {
    if (!contracts.has(name))
      throw refused('The backup', `tables.${name}`, 'Not a table of a NetWorth backup');
  }

  // The ids each table (and the journal) holds: references must stay inside the backup.
  const ids = new Map<string, Set<string>>();
  const collect = (name: string, rows: readonly unknown[]) => {
    const set = new Set<string>();
    for (const row of rows) {
      const id = (row as { id?: unknown } | null)?.id;
      if (typeof id === 'string') set.add(id.toLowerCase());
    }
    ids.set(name, set);
  };
  for (const [name, rows] of Object.entries(parsed.tables)) collect(name, rows);
  collect('journal_entries', parsed.journal);

  const checkRefs = (
    table: string,
    index: number,
    row: Record<string, unknown>,
    refs: Map<string, string>,
  ) => {
    for (const [key, target] of refs) {
      const value = row[key];
      if (value === null || value === undefined) continue;
      if (!ids.get(target)?.has(String(value).toLowerCase()))
        throw rowRefused(table, index, key, notHeld(target));
    }
  };

  for (const spec of TABLES) {
    const rows = parsed.tables[spec.name] ?? [];
    const contract = contracts.get(spec.name) as z.ZodType;
    const refs = references.get(spec.name) as Map<string, string>;
    const seen = new Set<string>();
    for (let i = 0; i < rows.length; i++) {
      if (i % SLICE === 0) await nextTurn();
      const problem = rowProblem(spec.name, contract, rows[i]);
      if (problem) throw rowRefused(spec.name, i, problem.field, problem.message);
      const row = rows[i] as Record<string, unknown>;
      if (typeof row.id === 'string') {
        if (seen.has(row.id.toLowerCase())) throw rowRefused(spec.name, i, 'id', 'This id appears twice');
        seen.add(row.id.toLowerCase());
      }
      checkRefs(spec.name, i, row, refs);
    }
  }

  // Each asset's and liability's currency, the column's default (dollars) when an old backup has none.
  const held = new Map<string, string>();
  for (const row of (parsed.tables.accounts ?? []) as Record<string, unknown>[]) {
    if (row.accountType === 'ASSET' || row.accountType === 'LIABILITY')
      held.set(String(row.id).toLowerCase(), typeof row.currency === 'string' ? row.currency : 'USD');
  }

  const journal: BackupInput['journal'] = [];
  const entryRefs = new Map([
    ['transactionId', 'transactions'],
    ['loanId', 'loans'],
  ]);
  for (let i = 0; i < parsed.journal.length; i++) {
    if (i % SLICE === 0) await nextTurn();
    const entry = backupEntrySchema.safeParse(parsed.journal[i]);
    if (!entry.success) {
      const [field, message] = Object.entries(zodFieldErrors(entry.error))[0] ?? ['row', 'Invalid entry'];
      throw rowRefused('journal', i, field, message);
    }
    checkRefs('journal', i, entry.data, entryRefs);
    for (const [n, line] of entry.data.lines.entries()) {
      if (!ids.get('accounts')?.has(line.accountId.toLowerCase()))
        throw rowRefused('journal', i, `lines.${n}.accountId`, notHeld('accounts'));
    }
    const problem = currencyProblem(entry.data, held);
    if (problem) throw rowRefused('journal', i, problem[0], problem[1]);
    journal.push(entry.data);
  }
  return {
    baseCurrency: envelope.data.baseCurrency ?? DEFAULT_BASE_CURRENCY,
    tables: parsed.tables as BackupInput['tables'],
    journal,
  };
}
