import type { IsoDate } from '../calendar';
import { readAmount } from './amount';
import { parseDateAs } from './dates';
import { makeRow } from './row';
import { IMPORT_LIMITS, ImportFileError, type ParsedLine, type ReaderResult } from './types';

// SWIFT MT940 (end-of-day statement) and MT942 (interim report) as a format of their own
// (docs/decisions/102), read by our own line reader: the npm parsers we looked at read amounts as
// floats or throw away the whole file on the first unknown tag. Each :61: statement line is a row;
// the :86: after it gives the payee (German ?32/?33 sub-fields, Dutch /NAME/, else its text). The
// booking date (MMDD) is used when given, else the value date. Statements of one account (:25:)
// are one choice; a statement without its closing balance (:62F:/:62M:) in MT940 is a cut-off file.

interface Tag {
  tag: string;
  value: string;
  line: number;
}

function tagsOf(text: string): Tag[] {
  const tags: Tag[] = [];
  const lines = text.split(/\r?\n/);
  let current: Tag | null = null;
  lines.forEach((raw, index) => {
    const line = raw.replace(/\s+$/, '');
    const m = /^:(\d{2}[A-Z]?|NS):(.*)$/.exec(line);
    if (m) {
      current = { tag: m[1] as string, value: m[2] as string, line: index + 1 };
      tags.push(current);
      return;
    }
    if (/^-\}?$|^\{[1-5]:|^\}$/.test(line.trim())) {
      current = null;
      // A header block may carry the first tag on the same line: {4:\n or {4::20:...
      const inline = /\{4:(:(\d{2}[A-Z]?):(.*))?/.exec(line);
      if (inline?.[1]) {
        current = { tag: inline[2] as string, value: inline[3] as string, line: index + 1 };
        tags.push(current);
      }
      return;
    }
    if (current) current.value += `\n${line}`;
  });
  return tags;
}

// :61: value date YYMMDD, booking date MMDD?, mark (C, D, RC, RD), funds code?, amount, type code,
// reference [//bank reference] [newline supplementary details].
const STATEMENT_LINE =
  /^(\d{2})(\d{2})(\d{2})(\d{4})?(R?[CD])([A-Z])?(\d[\d,]*)([SNF][A-Z0-9]{3})?([^/\n]*)(?:\/\/([^\n]*))?(?:\n([\s\S]*))?$/;

function bookingDate(
  year: number,
  valueMonth: number,
  entry: string | undefined,
  value: IsoDate,
): IsoDate | null {
  if (!entry) return value;
  const month = Number(entry.slice(0, 2));
  const day = Number(entry.slice(2, 4));
  // A booking in January for a December value date belongs to the next year, and the reverse.
  let y = year;
  if (valueMonth === 12 && month === 1) y++;
  if (valueMonth === 1 && month === 12) y--;
  return parseDateAs(`${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, 'YMD');
}

/** The payee from :86: — German structured (?32/?33), Dutch (/NAME/), else its plain text. */
function payeeOf86(info: string): string {
  const flat = info.replace(/\n/g, '');
  if (/\?\d{2}/.test(flat)) {
    const fields = new Map<string, string>();
    for (const m of flat.matchAll(/\?(\d{2})([^?]*)/g)) {
      fields.set(m[1] as string, `${fields.get(m[1] as string) ?? ''}${m[2] ?? ''}`);
    }
    const name = `${fields.get('32') ?? ''}${fields.get('33') ?? ''}`.trim();
    if (name) return name;
    const purpose = ['20', '21', '22', '23', '24', '25', '26', '27', '28', '29']
      .map((k) => fields.get(k) ?? '')
      .join(' ')
      .trim();
    return purpose || (fields.get('00') ?? '');
  }
  const named = /\/NAME\/([^/]*)/.exec(flat);
  if (named?.[1]?.trim()) return named[1].trim();
  const remittance = /\/REMI\/(?:USTD\/\/)?([^/]*)/.exec(flat);
  if (remittance?.[1]?.trim()) return remittance[1].trim();
  return info.replace(/\s+/g, ' ').trim();
}

function statementRow(tag: Tag, info: string | null): ParsedLine {
  const m = STATEMENT_LINE.exec(tag.value);
  if (!m)
    return {
      ok: false,
      line: tag.line,
      error: `Statement line ":61:${tag.value.split('\n')[0]?.slice(0, 40)}" cannot be read`,
    };
  const year = 2000 + Number(m[1]);
  const value = parseDateAs(`${year}-${m[2]}-${m[3]}`, 'YMD');
  const date = value === null ? null : bookingDate(year, Number(m[2]), m[4], value);
  const mark = m[5] as string;
  const amountText = m[7] as string;
  const read = readAmount(amountText, ',');
  const outgoing = mark === 'D' || mark === 'RC';
  const amount = read === null ? null : { ...read, cents: outgoing ? -read.cents : read.cents };
  const ownRef = (m[9] ?? '').trim();
  const bankRef = (m[10] ?? '').trim();
  const reference = [bankRef, ownRef].find((r) => r !== '' && !/^NONREF$/i.test(r)) ?? '';
  return makeRow({
    line: tag.line,
    date,
    dateText: tag.value.slice(0, 10),
    dateKind: 'an MT940 date',
    amount,
    amountText,
    payee: (info ? payeeOf86(info) : '') || (m[11] ?? '').trim(),
    bankId: reference ? `${date ?? ''}/${reference}` : null,
  });
}

export function parseMt940(text: string): ReaderResult {
  const tags = tagsOf(text);
  if (!tags.some((t) => t.tag === '61') && !tags.some((t) => t.tag === '20')) {
    throw new ImportFileError('No :20: or :61: tag found: this is not an MT940 or MT942 file');
  }
  const interim = /\{2:[IO]942/.test(text) || tags.some((t) => t.tag === '34F' || t.tag === '13D');
  const accounts = new Map<string, ParsedLine[]>();
  const warnings: string[] = [];
  let account = '';
  let open = false;
  let count = 0;
  let unclosed = 0;
  for (let i = 0; i < tags.length; i++) {
    const tag = tags[i] as Tag;
    if (tag.tag === '20') {
      if (open && !interim) unclosed++;
      open = true;
    } else if (tag.tag === '25') {
      account = tag.value.trim();
    } else if (tag.tag === '62F' || tag.tag === '62M') {
      open = false;
    } else if (tag.tag === '61') {
      const next = tags[i + 1];
      const info = next?.tag === '86' ? next.value : null;
      const rows = accounts.get(account) ?? [];
      rows.push(statementRow(tag, info));
      accounts.set(account, rows);
      count++;
      if (count > IMPORT_LIMITS.rows) {
        throw new ImportFileError(
          `The file has more than ${IMPORT_LIMITS.rows} transactions; split it`,
          true,
        );
      }
    }
  }
  if (open && !interim) unclosed++;
  if (unclosed > 0) {
    warnings.push(
      `The file ends early: ${unclosed === 1 ? 'a statement has' : `${unclosed} statements have`} no closing balance (:62F:); ${count} transaction${count === 1 ? ' was' : 's were'} read.`,
    );
  }
  const kind = interim ? 'MT942 report' : 'MT940 statement';
  const statements = [...accounts.entries()].map(([id, rows], i) => ({
    id: String(i),
    label: `${kind} ${id || i + 1}`,
    account: id || null,
    rows,
  }));
  if (statements.length === 0) statements.push({ id: '0', label: kind, account: null, rows: [] });
  return { statements, warnings };
}
