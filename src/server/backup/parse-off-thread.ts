import { Worker } from 'node:worker_threads';
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../http/json-body';

// A restore's body is up to 50 MB of JSON: parsing it on the event loop held every other request
// for seconds (issue 27, item 2). It is parsed in a worker thread, checked there against the row caps
// before anything else looks at it, and handed back a slice at a time, so the event loop only ever
// takes a small message (docs/decisions/121).

export interface RestoreCaps {
  /** Rows one table of the backup may hold. */
  rowsPerTable: number;
  journalEntries: number;
  linesPerEntry: number;
}

/** The parsed backup, a table at a time, in slices the caller validates between other requests. */
export interface ParsedBackup {
  envelope: Record<string, unknown>;
  tables: Record<string, unknown[]>;
  journal: unknown[];
}

export type ParseOutcome = { ok: true; backup: ParsedBackup } | { ok: false; field: string; message: string };

const SLICE = 1_000;

// Plain JavaScript run by the worker (no imports, so it works the same from source and from the
// bundle). The depth check is the server's own function, passed in as its source.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const nestedDeeperThan = (${nestedDeeperThan.toString()});
const { bytes, caps, maxDepth, slice } = workerData;
function fail(field, message) { parentPort.postMessage({ kind: 'error', field, message }); }
function run() {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
  if (nestedDeeperThan(text, maxDepth)) return fail('body', 'Nested more than ' + maxDepth + ' levels deep');
  let value;
  try { value = JSON.parse(text); } catch { return fail('body', 'Request body is not valid JSON'); }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return fail('body', 'This is not a NetWorth backup');
  const { tables, journal, ...envelope } = value;
  if (tables === null || typeof tables !== 'object' || Array.isArray(tables))
    return fail('tables', 'tables must be an object of tables');
  if (!Array.isArray(journal)) return fail('journal', 'journal must be a list of entries');
  for (const [name, rows] of Object.entries(tables)) {
    if (!Array.isArray(rows)) return fail('tables.' + name, 'A table must be a list of rows');
    if (rows.length > caps.rowsPerTable)
      return fail('tables.' + name, 'A table may hold at most ' + caps.rowsPerTable + ' rows');
  }
  if (journal.length > caps.journalEntries)
    return fail('journal', 'The journal may hold at most ' + caps.journalEntries + ' entries');
  for (let i = 0; i < journal.length; i++) {
    const lines = journal[i] && journal[i].lines;
    if (Array.isArray(lines) && lines.length > caps.linesPerEntry)
      return fail('journal.' + i + '.lines', 'An entry may have at most ' + caps.linesPerEntry + ' lines');
  }
  parentPort.postMessage({ kind: 'envelope', envelope, names: Object.keys(tables) });
  for (const [name, rows] of Object.entries(tables))
    for (let i = 0; i < rows.length; i += slice)
      parentPort.postMessage({ kind: 'rows', table: name, rows: rows.slice(i, i + slice) });
  for (let i = 0; i < journal.length; i += slice)
    parentPort.postMessage({ kind: 'journal', rows: journal.slice(i, i + slice) });
  parentPort.postMessage({ kind: 'done' });
}
run();
`;

type Message =
  | { kind: 'error'; field: string; message: string }
  | { kind: 'envelope'; envelope: Record<string, unknown>; names: string[] }
  | { kind: 'rows'; table: string; rows: unknown[] }
  | { kind: 'journal'; rows: unknown[] }
  | { kind: 'done' };

/** Parses and caps a restore body in a worker thread; a bad body is reported, never thrown. */
export function parseBackupOffThread(bytes: Buffer, caps: RestoreCaps): Promise<ParseOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { bytes, caps, maxDepth: MAX_JSON_DEPTH, slice: SLICE },
      // The body is at most 50 MB; its parsed form a few times that.
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
    });
    let envelope: Record<string, unknown> | null = null;
    const tables: Record<string, unknown[]> = Object.create(null);
    const journal: unknown[] = [];
    let settled = false;
    const settle = (outcome: ParseOutcome | Error) => {
      if (settled) return;
      settled = true;
      void worker.terminate();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    worker.on('message', (message: Message) => {
      switch (message.kind) {
        case 'error':
          settle({ ok: false, field: message.field, message: message.message });
          return;
        case 'envelope':
          envelope = message.envelope;
          for (const name of message.names) tables[name] = [];
          return;
        case 'rows':
          for (const row of message.rows) tables[message.table]?.push(row);
          return;
        case 'journal':
          for (const row of message.rows) journal.push(row);
          return;
        case 'done':
          settle(envelope ? { ok: true, backup: { envelope, tables, journal } } : new Error('no envelope'));
      }
    });
    worker.on('error', (error) => settle(error));
    worker.on('exit', (code) => settle(new Error(`the backup parser stopped (${code})`)));
  });
}
