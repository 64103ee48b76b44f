import Papa from 'papaparse';
import { CSV_DELIMITERS, type CsvDelimiter, IMPORT_LIMITS, ImportFileError } from './types';

// A CSV/TSV file as a table of text cells with the line each record starts on. Papa Parse reads the
// quoting and guesses the delimiter (docs/decisions/055); nothing here interprets a cell.

export { CSV_DELIMITERS, type CsvDelimiter };

export interface CsvRecord {
  line: number;
  cells: string[];
}

export interface CsvTable {
  delimiter: CsvDelimiter;
  records: CsvRecord[];
}

function isDelimiter(value: string): value is CsvDelimiter {
  return (CSV_DELIMITERS as readonly string[]).includes(value);
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
  let used: string = delimiter ?? ',';
  Papa.parse<string[]>(text, {
    delimiter: delimiter ?? '',
    delimitersToGuess: [...CSV_DELIMITERS],
    skipEmptyLines: false,
    step: (result, parser) => {
      used = result.meta.delimiter;
      const cells = result.data;
      // Skip leading newlines (blank lines) when computing where the record starts.
      let from = start;
      while (from < text.length && (text[from] === '\n' || text[from] === '\r')) from++;
      const recordLine = lineAt(from);
      start = result.meta.cursor;
      if (cells.every((c) => c.trim() === '')) return;
      records.push({ line: recordLine, cells });
      if (records.length > IMPORT_LIMITS.rows + 1) {
        tooMany = true;
        parser.abort();
      }
    },
  });
  if (tooMany) {
    throw new ImportFileError(`The file has more than ${IMPORT_LIMITS.rows} rows; split it`, true);
  }
  if (records.length === 0) throw new ImportFileError('The file has no rows');
  return { delimiter: isDelimiter(used) ? used : ',', records };
}
