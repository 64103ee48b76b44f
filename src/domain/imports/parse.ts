import { parseCamt } from './camt';
import { csvRows, mappingProblem } from './csv';
import { type CsvMapping, type CsvProposal, proposeCsvMapping } from './csv-mapping';
import { readCsvTable } from './csv-table';
import { boundRowDates } from './dates';
import { decodeBankFile, detectFormat } from './decode';
import { parseOfx } from './ofx';
import { parseQif } from './qif';
import { ImportFileError, type ImportFormat, type ParsedLine } from './types';

// One entry point: bytes and options in, rows out. The format is read from the content; a CSV's
// mapping is the one given (the user's, or remembered for the account) or one proposed from the file.

export interface ParseOptions {
  format?: ImportFormat;
  csv?: CsvMapping;
}

export interface ParsedFile {
  format: ImportFormat;
  /** For CSV: the columns, the proposal and the mapping used, plus the first records as read. */
  csv: (CsvProposal & { proposed: CsvMapping; sample: string[][] }) | null;
  rows: ParsedLine[];
}

export function parseBankFile(bytes: Uint8Array, fileName: string, options: ParseOptions = {}): ParsedFile {
  const parsed = readBankFile(bytes, fileName, options);
  return { ...parsed, rows: boundRowDates(parsed.rows) };
}

function readBankFile(bytes: Uint8Array, fileName: string, options: ParseOptions): ParsedFile {
  const text = decodeBankFile(bytes);
  const format = options.format ?? detectFormat(text, fileName);
  switch (format) {
    case 'ofx':
      return { format, csv: null, rows: parseOfx(text) };
    case 'qif':
      return { format, csv: null, rows: parseQif(text) };
    case 'camt':
      return { format, csv: null, rows: parseCamt(text) };
    case 'csv': {
      const table = readCsvTable(text, options.csv?.delimiter);
      const proposal = proposeCsvMapping(table);
      const mapping = options.csv ?? proposal.mapping;
      const width = Math.max(...table.records.map((r) => r.cells.length));
      const problem = mappingProblem(mapping, width);
      if (problem) throw new ImportFileError(problem);
      return {
        format,
        csv: {
          ...proposal,
          proposed: proposal.mapping,
          mapping,
          sample: table.records.slice(0, 5).map((r) => r.cells.map((c) => c.slice(0, 100))),
        },
        rows: csvRows(table, mapping),
      };
    }
  }
}
