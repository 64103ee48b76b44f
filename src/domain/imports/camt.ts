import { XMLParser } from 'fast-xml-parser';
import { parseBankAmount } from './amount';
import { parseDateAs } from './dates';
import { refuseDeclarations } from './ofx';
import { cleanPayee, IMPORT_LIMITS, ImportFileError, type ParsedLine } from './types';

// CAMT.053 (ISO 20022 bank-to-customer statement): every <Ntry> of every <Stmt>. Read with
// fast-xml-parser with all values kept as text (amounts stay exact); a DOCTYPE or ENTITY declaration
// is refused before parsing, so no entity can expand (docs/decisions/055).

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => ['Stmt', 'Ntry', 'TxDtls', 'Ustrd', 'NtryDtls'].includes(name),
});

const asNode = (v: unknown): Node | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : undefined;
const asList = (v: unknown): Node[] => (Array.isArray(v) ? v.map(asNode).filter((n): n is Node => !!n) : []);
const text = (v: unknown): string => {
  if (typeof v === 'string') return v;
  const node = asNode(v);
  if (node && typeof node['#text'] === 'string') return node['#text'];
  return '';
};
const firstText = (v: unknown): string => (Array.isArray(v) ? text(v[0]) : text(v));
const path = (node: Node | undefined, ...keys: string[]): unknown => {
  let value: unknown = node;
  for (const key of keys) {
    const n = Array.isArray(value) ? asNode(value[0]) : asNode(value);
    value = n?.[key];
  }
  return value;
};

function entryRow(entry: Node, line: number): ParsedLine {
  const dateText =
    text(path(entry, 'BookgDt', 'Dt')) ||
    text(path(entry, 'BookgDt', 'DtTm')) ||
    text(path(entry, 'ValDt', 'Dt'));
  const date = parseDateAs(dateText.slice(0, 10), 'YYYY-MM-DD');
  if (date === null) return { ok: false, line, error: `Date "${dateText.slice(0, 30)}" is not a CAMT date` };
  const amountText = text(entry.Amt);
  const magnitude = parseBankAmount(amountText, '.');
  if (magnitude === null || magnitude < 0) {
    return { ok: false, line, error: `Amount "${amountText.slice(0, 30)}" is not a number` };
  }
  if (magnitude === 0) return { ok: false, line, error: 'The amount is 0' };
  const indicator = text(entry.CdtDbtInd);
  if (indicator !== 'CRDT' && indicator !== 'DBIT') {
    return { ok: false, line, error: 'CdtDbtInd must be CRDT or DBIT' };
  }
  const amount = indicator === 'DBIT' ? -magnitude : magnitude;
  const details = asList(path(entry, 'NtryDtls', 'TxDtls'));
  const first = details[0];
  const party = indicator === 'DBIT' ? 'Cdtr' : 'Dbtr';
  const payee =
    cleanPayee(
      text(path(first, 'RltdPties', party, 'Nm')) || text(path(first, 'RltdPties', party, 'Pty', 'Nm')),
    ) ||
    cleanPayee(firstText(path(first, 'RmtInf', 'Ustrd'))) ||
    cleanPayee(text(entry.AddtlNtryInf)) ||
    '(no description)';
  const ref = cleanPayee(text(entry.AcctSvcrRef)) || cleanPayee(text(path(first, 'Refs', 'AcctSvcrRef')));
  return { ok: true, line, date, payee, amount, bankId: ref === '' ? null : ref };
}

export function parseCamt(xml: string): ParsedLine[] {
  refuseDeclarations(xml);
  let doc: Node;
  try {
    doc = parser.parse(xml, true) as Node;
  } catch (error) {
    throw new ImportFileError(`The XML is malformed: ${(error as Error).message.slice(0, 120)}`);
  }
  const statements = asList(path(doc, 'Document', 'BkToCstmrStmt', 'Stmt'));
  if (statements.length === 0) throw new ImportFileError('No <Stmt> statement found in this CAMT file');
  // Line numbers: the n-th <Ntry> in the source.
  const lines: number[] = [];
  const entryTag = /<(?:[A-Za-z0-9_]+:)?Ntry[\s>]/g;
  let line = 1;
  let last = 0;
  for (let m = entryTag.exec(xml); m !== null; m = entryTag.exec(xml)) {
    for (let i = last; i < m.index; i++) if (xml.charCodeAt(i) === 10) line++;
    last = m.index;
    lines.push(line);
  }
  const entries = statements.flatMap((s) => asList(s.Ntry));
  if (entries.length > IMPORT_LIMITS.rows) {
    throw new ImportFileError(`The file has more than ${IMPORT_LIMITS.rows} entries; split it`, true);
  }
  return entries.map((entry, i) => entryRow(entry, lines[i] ?? 0));
}
