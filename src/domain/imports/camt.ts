import { XMLParser } from 'fast-xml-parser';
import { type ReadAmount, readAmount } from './amount';
import { parseDateAs } from './dates';
import { refuseDeclarations } from './ofx';
import { makeRow } from './row';
import { IMPORT_LIMITS, ImportFileError, type ParsedLine, type ReaderResult } from './types';

// ISO 20022 cash statements of any version (docs/decisions/101): CAMT.053 statements (<Stmt>), CAMT.052
// account reports (<Rpt>) and CAMT.054 notifications (<Ntfctn>). Read with fast-xml-parser with all
// values kept as text (amounts stay exact); a DOCTYPE or ENTITY declaration is refused before
// parsing, so no entity can expand (docs/decisions/055). A batched entry (one booking for several
// payments) becomes one row per payment when the payments add up to the booking. Pending entries are
// left out. A file cut off mid-way is read up to its last complete entry.

type Node = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => ['Stmt', 'Rpt', 'Ntfctn', 'Ntry', 'TxDtls', 'Ustrd', 'NtryDtls'].includes(name),
});

const asNode = (v: unknown): Node | undefined =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : undefined;
const asList = (v: unknown): Node[] => (Array.isArray(v) ? v.map(asNode).filter((n): n is Node => !!n) : []);
const text = (v: unknown): string => {
  if (typeof v === 'string') return v.trim();
  if (Array.isArray(v)) return text(v[0]);
  const node = asNode(v);
  if (node && typeof node['#text'] === 'string') return node['#text'].trim();
  return '';
};
const path = (node: Node | undefined, ...keys: string[]): unknown => {
  let value: unknown = node;
  for (const key of keys) {
    const n = Array.isArray(value) ? asNode(value[0]) : asNode(value);
    value = n?.[key];
  }
  return value;
};

const KINDS = [
  { root: 'BkToCstmrStmt', item: 'Stmt', label: 'Statement' },
  { root: 'BkToCstmrAcctRpt', item: 'Rpt', label: 'Account report' },
  { root: 'BkToCstmrDbtCdtNtfctn', item: 'Ntfctn', label: 'Notification' },
] as const;

interface Lines {
  entries: number[];
  details: number[];
}

/** Source lines of each <Ntry> and each <TxDtls>, in document order. */
function sourceLines(xml: string): Lines {
  const entries: number[] = [];
  const details: number[] = [];
  const tag = /<(?:[A-Za-z0-9_]+:)?(Ntry|TxDtls)[\s>]/g;
  let line = 1;
  let last = 0;
  for (let m = tag.exec(xml); m !== null; m = tag.exec(xml)) {
    for (let i = last; i < m.index; i++) if (xml.charCodeAt(i) === 10) line++;
    last = m.index;
    (m[1] === 'Ntry' ? entries : details).push(line);
  }
  return { entries, details };
}

const signed = (indicator: string, amount: ReadAmount | null): ReadAmount | null => {
  if (amount === null || amount.cents < 0) return null;
  if (indicator === 'DBIT') return { ...amount, cents: -amount.cents };
  return indicator === 'CRDT' ? amount : null;
};

function partyName(detail: Node | undefined, indicator: string): string {
  const party = indicator === 'DBIT' ? 'Cdtr' : 'Dbtr';
  return (
    text(path(detail, 'RltdPties', party, 'Nm')) ||
    text(path(detail, 'RltdPties', party, 'Pty', 'Nm')) ||
    text(path(detail, 'RmtInf', 'Ustrd')) ||
    text(path(detail, 'AddtlTxInf'))
  );
}

const usableRef = (ref: string) => (ref === '' || /^NOTPROVIDED$/i.test(ref) ? '' : ref);

function detailAmountText(detail: Node): string {
  return text(path(detail, 'Amt')) || text(path(detail, 'AmtDtls', 'TxAmt', 'Amt'));
}

/** The rows of one entry: one, or one per payment of a batch that adds up. */
function entryRows(entry: Node, line: number, detailLines: number[]): ParsedLine[] {
  const dateText =
    text(path(entry, 'BookgDt', 'Dt')) ||
    text(path(entry, 'BookgDt', 'DtTm')) ||
    text(path(entry, 'ValDt', 'Dt'));
  const date = parseDateAs(dateText.slice(0, 10), 'YMD');
  const indicator = text(entry.CdtDbtInd);
  const amountText = text(entry.Amt);
  const details = asList(entry.NtryDtls).flatMap((d) => asList(d.TxDtls));
  const entryRef = usableRef(text(entry.AcctSvcrRef));
  const base = { date, dateText, dateKind: 'a CAMT date' };
  if (indicator !== 'CRDT' && indicator !== 'DBIT') {
    return [{ ok: false, line, error: 'CdtDbtInd must be CRDT or DBIT' }];
  }
  const amount = signed(indicator, readAmount(amountText, '.'));
  if (details.length > 1) {
    const parts = details.map((d, i) => {
      const own = text(d.CdtDbtInd) || indicator;
      const partText = detailAmountText(d);
      return {
        detail: d,
        indicator: own,
        amountText: partText,
        amount: signed(own, readAmount(partText, '.')),
        i,
      };
    });
    const sum = parts.reduce((s, p) => s + (p.amount?.cents ?? Number.NaN), 0);
    if (amount !== null && sum === amount.cents) {
      return parts.map((p) =>
        makeRow({
          ...base,
          line: detailLines[p.i] ?? line,
          amount: p.amount,
          amountText: p.amountText,
          payee: partyName(p.detail, p.indicator) || text(entry.AddtlNtryInf),
          memo: text(path(p.detail, 'RmtInf', 'Ustrd')),
          bankId:
            usableRef(text(path(p.detail, 'Refs', 'AcctSvcrRef'))) ||
            (entryRef ? `${entryRef}/${p.i + 1}` : '') ||
            usableRef(text(path(p.detail, 'Refs', 'EndToEndId'))),
        }),
      );
    }
  }
  const first = details[0];
  const payee =
    details.length > 1
      ? text(entry.AddtlNtryInf) || `Batch of ${details.length} payments`
      : partyName(first, indicator) || text(entry.AddtlNtryInf);
  return [
    makeRow({
      ...base,
      line,
      amount,
      amountText,
      payee,
      memo: details.length > 1 ? '' : text(path(first, 'RmtInf', 'Ustrd')),
      bankId: entryRef || usableRef(text(path(first, 'Refs', 'AcctSvcrRef'))) || null,
    }),
  ];
}

const isPending = (entry: Node) => {
  const status = text(entry.Sts) || text(path(entry, 'Sts', 'Cd'));
  return status === 'PDNG' || status === 'INFO';
};

function parseDocument(xml: string): Node {
  try {
    return parser.parse(xml, true) as Node;
  } catch (error) {
    throw new ImportFileError(`The XML is malformed: ${(error as Error).message.slice(0, 120)}`);
  }
}

/** A file cut off mid-way: its complete entries, each parsed on its own. */
function truncatedEntries(xml: string): { entries: Node[]; opened: number } {
  const complete = xml.match(/<([A-Za-z0-9_]+:)?Ntry[\s>][\s\S]*?<\/([A-Za-z0-9_]+:)?Ntry>/g) ?? [];
  const opened = (xml.match(/<([A-Za-z0-9_]+:)?Ntry[\s>]/g) ?? []).length;
  const entries = complete.flatMap((block) => {
    try {
      return asList((parser.parse(block.replace(/<(\/?)[A-Za-z0-9_]+:/g, '<$1'), true) as Node).Ntry);
    } catch {
      return [];
    }
  });
  return { entries, opened };
}

export function parseCamt(xml: string): ReaderResult {
  refuseDeclarations(xml);
  const lines = sourceLines(xml);
  const warnings: string[] = [];
  const complete = /<\/([A-Za-z0-9_]+:)?Document>\s*$/.test(xml);
  let groups: { key: string; label: string; entries: Node[] }[];
  if (!complete && /<([A-Za-z0-9_]+:)?Ntry[\s>]/.test(xml)) {
    const { entries, opened } = truncatedEntries(xml);
    const read = entries.length;
    warnings.push(
      read < opened
        ? `The file ends inside entry ${read + 1}; ${read} entr${read === 1 ? 'y was' : 'ies were'} read.`
        : `The file ends early (its closing </Document> is missing); ${read} entr${read === 1 ? 'y was' : 'ies were'} read.`,
    );
    groups = [{ key: '', label: 'Statement', entries }];
  } else {
    const doc = parseDocument(xml);
    groups = [];
    for (const kind of KINDS) {
      for (const item of asList(path(doc, 'Document', kind.root, kind.item))) {
        const iban = text(path(item, 'Acct', 'Id', 'IBAN')) || text(path(item, 'Acct', 'Id', 'Othr', 'Id'));
        const currency = text(path(item, 'Acct', 'Ccy'));
        const key = `${iban}|${currency}`;
        const existing = groups.find((g) => g.key === key);
        const entries = asList(item.Ntry);
        if (existing) existing.entries.push(...entries);
        else {
          const shown = iban.length > 8 ? `${iban.slice(0, 4)} …${iban.slice(-4)}` : iban;
          groups.push({
            key,
            label: `${kind.label} ${shown}${currency ? ` (${currency})` : ''}`.trim(),
            entries,
          });
        }
      }
    }
    if (groups.length === 0) {
      throw new ImportFileError(
        'No statement, report or notification (<Stmt>, <Rpt>, <Ntfctn>) found in this CAMT file',
      );
    }
  }
  const total = groups.reduce((n, g) => n + g.entries.length, 0);
  if (total > IMPORT_LIMITS.rows) {
    throw new ImportFileError(`The file has more than ${IMPORT_LIMITS.rows} entries; split it`, true);
  }
  let entryIndex = 0;
  let detailIndex = 0;
  let pending = 0;
  const statements = groups.map((g, i) => {
    const rows: ParsedLine[] = [];
    for (const entry of g.entries) {
      const line = lines.entries[entryIndex++] ?? 0;
      const count = asList(entry.NtryDtls).reduce((n, d) => n + asList(d.TxDtls).length, 0);
      const detailLines = lines.details.slice(detailIndex, detailIndex + count);
      detailIndex += count;
      if (isPending(entry)) {
        pending++;
        continue;
      }
      rows.push(...entryRows(entry, line, detailLines));
    }
    return { id: String(i), label: g.label, account: g.key.split('|')[0] || null, rows };
  });
  if (pending > 0) {
    warnings.push(
      `${pending} pending entr${pending === 1 ? 'y is' : 'ies are'} not imported until the bank books ${pending === 1 ? 'it' : 'them'}.`,
    );
  }
  return { statements, warnings };
}
