import Papa from 'papaparse';
import { CSV_DELIMITERS, type CsvDelimiter, IMPORT_LIMITS, ImportFileError } from './types';

// A CSV/TSV file as a table of text cells with the line each record starts on. Papa Parse reads the
// quoting (docs/decisions/055); the delimiter is guessed here from the END of the file, because
// banks put lines of account details before the table that would mislead a guess from the top.

export type { CsvDelimiter };

export interface CsvRecord {
  line: number;
  cells: string[];
}

export interface CsvTable {
  delimiter: CsvDelimiter;
  records: CsvRecord[];
  /** The last record ends inside a quoted cell: the file was cut off. */
  unterminated: boolean;
}

function isDelimiter(value: string): value is CsvDelimiter {
  return (CSV_DELIMITERS as readonly string[]).includes(value);
}

/** Cells of one line for a delimiter, honouring double quotes. */
function countCells(line: string, delimiter: string): number {
  let count = 1;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '"') quoted = !quoted;
    else if (ch === delimiter && !quoted) count++;
  }
  return count;
}

/** The delimiter that splits the last lines of the file into the same number (≥ 2) of cells. */
function guessDelimiter(text: string): CsvDelimiter {
  const lines = text
    .slice(-64 * 1024)
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '')
    .slice(-40);
  let best: { delimiter: CsvDelimiter; share: number; cells: number } = {
    delimiter: ',',
    share: 0,
    cells: 0,
  };
  for (const delimiter of CSV_DELIMITERS) {
    const counts = new Map<number, number>();
    for (const line of lines) {
      const n = countCells(line, delimiter);
      counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    let cells = 0;
    let most = 0;
    for (const [n, times] of counts) {
      if (n >= 2 && (times > most || (times === most && n > cells))) {
        cells = n;
        most = times;
      }
    }
    const share = lines.length === 0 ? 0 : most / lines.length;
    if (share > best.share + 0.1 || (share >= best.share - 0.1 && share > 0 && cells > best.cells)) {
      best = { delimiter, share, cells };
    }
  }
  return best.delimiter;
}

export function readCsvTable(text: string, delimiter?: CsvDelimiter): CsvTable {
  const records: CsvRecord[] = [];
  let line = 1;
  let scanned = 0;
  const lineAt = (offset: number) => {
    for (; scanned < offset && scanned < text.length; scanned++) {
      if (text.charCodeAt(scanned) === 10) line++;
    }
    return line;
  };
  let start = 0;
  let tooMany = false;
  let unterminated = false;
  const used = delimiter ?? guessDelimiter(text);
  Papa.parse<string[]>(text, {
    delimiter: used,
    skipEmptyLines: false,
    step: (result, parser) => {
      const cells = result.data;
      if (result.errors.some((e) => e.code === 'MissingQuotes')) unterminated = true;
      // Skip leading newlines (blank lines) when computing where the record starts.
      let from = start;
      while (from < text.length && (text[from] === '\n' || text[from] === '\r')) from++;
      const recordLine = lineAt(from);
      start = result.meta.cursor;
      if (cells.every((c) => c.trim() === '')) return;
      records.push({ line: recordLine, cells });
      if (records.length > IMPORT_LIMITS.rows + 20) {
        tooMany = true;
        parser.abort();
      }
    },
  });
  if (tooMany) {
    throw new ImportFileError(`The file has more than ${IMPORT_LIMITS.rows} rows; split it`, true);
  }
  if (records.length === 0) throw new ImportFileError('The file has no rows');
  return { delimiter: isDelimiter(used) ? used : ',', records, unterminated };
}
