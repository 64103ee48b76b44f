import { formatMoney } from '../money';

// The journal as an hledger / Ledger-CLI file (docs/decisions/058): one transaction per entry, one
// posting per line (debit positive, credit negative), accounts named under assets:, liabilities:,
// equity:, income: and expenses:. `hledger -f file balance` then gives each account's debit-minus-
// credit sum: an asset's balance as is, a liability's negated.

export type LedgerAccountType = 'ASSET' | 'LIABILITY' | 'EQUITY' | 'INCOME' | 'EXPENSE';

export interface LedgerAccountIn {
  id: string;
  name: string;
  type: LedgerAccountType;
}

export interface LedgerEntryIn {
  date: string;
  description: string;
  lines: { accountId: string; debit: number; credit: number }[];
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

export function ledgerJournal(
  accountsIn: readonly LedgerAccountIn[],
  entries: readonly LedgerEntryIn[],
): string {
  const names = ledgerAccountNames(accountsIn);
  const out: string[] = ['; NetWorth journal export: read it with `hledger -f this-file balance`', ''];
  for (const account of accountsIn) {
    out.push(`account ${names.get(account.id)}  ; type: ${TYPE_TAG[account.type]}`);
  }
  out.push('');
  for (const entry of entries) {
    out.push(`${entry.date} * ${oneLine(entry.description)}`);
    for (const line of entry.lines) {
      const name = names.get(line.accountId);
      if (name === undefined) throw new Error(`entry line names an unknown account ${line.accountId}`);
      out.push(`    ${name}  ${formatMoney(line.debit - line.credit)}`);
    }
    out.push('');
  }
  return out.join('\n');
}
