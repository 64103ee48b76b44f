import { readAmount } from './amount';
import { type DateFormat, matchingDateFormats, parseDateAs } from './dates';
import { makeRow } from './row';
import { IMPORT_LIMITS, ImportFileError, type ParsedLine, type ReaderResult } from './types';

// QIF (Quicken Interchange Format): one field per line, a letter then its value, '^' ends a record
// (docs/decisions/100). Bank-like sections (!Type:Bank, CCard, Cash, Oth A, Oth L) hold transactions;
// an !Account record before them names the account they belong to, so a file of several accounts
// becomes several statements to choose from. The date order (M/D or D/M) is asked when both read.

const CASH_TYPES = /^!Type:(Bank|CCard|Cash|Oth ?A|Oth ?L)\s*$/i;

interface QifRecord {
  line: number;
  fields: Map<string, string>;
}

interface Section {
  name: string;
  type: string;
  records: QifRecord[];
}

function normaliseQifDate(text: string): string {
  return text.replace(/\s+/g, '').replace(/'/g, '/');
}

export function parseQif(text: string, dateFormat?: DateFormat): ReaderResult {
  const lines = text.split(/\r?\n/);
  const sections: Section[] = [];
  let account: { name: string; type: string } | null = null;
  let section: Section | null = null;
  let mode: 'none' | 'cash' | 'account' | 'list' | 'invest' = 'none';
  let autoSwitch = false;
  let current: QifRecord | null = null;
  let count = 0;
  let investments = 0;
  let pendingAccount: Map<string, string> | null = null;
  lines.forEach((raw, index) => {
    const content = raw.trimEnd();
    if (content === '') return;
    if (content.startsWith('!')) {
      current = null;
      if (/^!Option:AutoSwitch/i.test(content)) autoSwitch = true;
      else if (/^!Clear:AutoSwitch/i.test(content)) autoSwitch = false;
      else if (/^!Account/i.test(content)) {
        mode = autoSwitch ? 'list' : 'account';
        pendingAccount = new Map();
      } else if (/^!Type:Invst/i.test(content)) mode = 'invest';
      else if (CASH_TYPES.test(content)) {
        mode = 'cash';
        section = {
          name: account?.name ?? '',
          type: account?.type ?? content.slice(6).trim(),
          records: [],
        };
        sections.push(section);
      } else mode = 'none';
      return;
    }
    if (mode === 'account' || mode === 'list') {
      if (content.startsWith('^')) {
        if (mode === 'account' && pendingAccount) {
          account = { name: pendingAccount.get('N') ?? '', type: pendingAccount.get('T') ?? '' };
        }
        pendingAccount = new Map();
        return;
      }
      const code = content[0] as string;
      if (pendingAccount && !pendingAccount.has(code)) pendingAccount.set(code, content.slice(1).trim());
      return;
    }
    if (mode === 'invest') {
      if (content.startsWith('^')) investments++;
      return;
    }
    if (mode !== 'cash' || !section) return;
    if (content.startsWith('^')) {
      if (current) section.records.push(current);
      current = null;
      return;
    }
    if (!current) {
      current = { line: index + 1, fields: new Map() };
      count++;
      if (count > IMPORT_LIMITS.rows) {
        throw new ImportFileError(
          `The file has more than ${IMPORT_LIMITS.rows} transactions; split it`,
          true,
        );
      }
    }
    const code = content[0] as string;
    // Split lines (S, E, $) belong to the whole record's amount; only the first of each is kept.
    if (!current.fields.has(code)) current.fields.set(code, content.slice(1).trim());
  });
  const warnings: string[] = [];
  const last = current as QifRecord | null;
  if (last && section) {
    const open = section as Section;
    if (last.fields.has('D') && (last.fields.has('T') || last.fields.has('U'))) open.records.push(last);
    else {
      warnings.push(
        `The file ends inside transaction ${count}; ${count - 1} transaction${count - 1 === 1 ? ' was' : 's were'} read.`,
      );
    }
  }
  if (sections.length === 0 && !/^!Type:/im.test(text))
    throw new ImportFileError('No QIF transactions found');
  if (investments > 0) {
    warnings.push(
      `${investments} investment transaction${investments === 1 ? ' is' : 's are'} not imported: only bank, cash and card accounts are.`,
    );
  }
  const all = sections.flatMap((s) => s.records);
  const cells = all.map((r) => ({ line: r.line, text: normaliseQifDate(r.fields.get('D') ?? '') }));
  const formats = matchingDateFormats(cells.map((c) => c.text));
  // Quicken writes month first; a file that reads only one way settles it.
  const used: DateFormat =
    dateFormat && (formats.includes(dateFormat) || formats.length === 0)
      ? dateFormat
      : formats.includes('MDY')
        ? 'MDY'
        : (formats[0] ?? 'MDY');
  const toRow = ({ line, fields }: QifRecord): ParsedLine => {
    const dateText = fields.get('D') ?? '';
    const amountText = fields.get('T') ?? fields.get('U') ?? '';
    return makeRow({
      line,
      date: parseDateAs(normaliseQifDate(dateText), used),
      dateText,
      dateKind: 'a QIF date',
      amount: readAmount(amountText, 'auto'),
      amountText,
      payee: fields.get('P') || fields.get('M') || '',
      memo: fields.get('M') ?? '',
      bankId: null,
    });
  };
  // Sections of the same account (one account written in two parts) are one statement.
  const byAccount = new Map<string, Section[]>();
  for (const s of sections) byAccount.set(s.name, [...(byAccount.get(s.name) ?? []), s]);
  const statements = [...byAccount.entries()].map(([name, parts], i) => ({
    id: String(i),
    label:
      name === '' ? `Transactions (${parts[0]?.type ?? 'Bank'})` : `${name} (${parts[0]?.type ?? 'Bank'})`,
    account: name || null,
    rows: parts.flatMap((p) => p.records).map(toRow),
  }));
  return { statements, warnings, dates: { cells, formats, used } };
}
