import { Worker } from 'node:worker_threads';
import { statementRunner } from './pglite-statements';
import { statementName } from './statement-names';

// The embedded database on a thread of its own (decision 162). PostgreSQL's own work (parsing,
// planning, executing, the triggers) then runs beside the HTTP work instead of taking turns with it
// on one thread, and opening the database at start overlaps loading the app. The client below is
// what drizzle's PGlite driver and the rest of the server call: query, exec and transaction.

/** The rows and fields a query answers, as PGlite gives them. */
export interface ThreadResults<T> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** Query options drizzle passes: its parsers only ever keep a type's text as it is. */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

/** What a query runs in: the database, or one open transaction. */
interface Queryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults<T>>;
  exec(sql: string): Promise<ThreadResults<unknown>[]>;
}

export interface ThreadTransaction extends Queryable {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export interface OpenThreadOptions {
  /** The data directory; in memory when undefined. */
  dataDir: string | undefined;
  /** A tarball to start an in-memory database from (the tests' copy of their template). */
  loadDataDir?: Blob;
  initDbStartParams?: string[];
}

/**
 * Lean memory settings for the embedded database (decision 046): PGlite's initdb leaves PostgreSQL's
 * 128 MB of shared buffers, and a single-user embedded server touches most of that over time. A
 * household's books fit in a few MB; 16 MB of buffers keeps the idle server well under 300 MB.
 */
const EMBEDDED_SETTINGS = [
  'shared_buffers=16MB',
  'temp_buffers=2MB',
  'wal_buffers=512kB',
  'maintenance_work_mem=16MB',
  'max_connections=5',
];

type Request =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode?: 'array' | 'object';
      rawTypes: number[];
      tx?: number;
      /** Run as this named statement, parsed once (nameStatement). */
      name?: string;
    }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin'; tx: number }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump' }
  | { op: 'close' };

/** An error as it crosses the thread: its message and its plain fields (SQLSTATE code, detail, …). */
type SentError = { message: string; name: string; fields: Record<string, string | number | boolean> };

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SentError };

/**
 * The types drizzle asks for as text in every query it makes (dates, timestamps, intervals, and
 * arrays of them and of numerics). The thread's PGlite keeps them as text itself: a query given
 * `parsers` of its own costs PGlite a copy of all 318 of its parsers, 0.1 to 0.25 ms a query.
 */
const KEPT_AS_TEXT = [1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231];

/** What a query asks to be answered on the thread's fast path: drizzle's types as text. */
export const TEXT_AS_KEPT: QueryOptions = {
  parsers: Object.fromEntries(KEPT_AS_TEXT.map((type) => [type, (value: string) => value])),
};

/** The text a raw parser must hand back unchanged: any other parser cannot cross to the thread. */
const PARSER_PROBE = '1970-01-01 00:00:00+00';

function rawTypes(options: QueryOptions | undefined): number[] {
  const parsers = options?.parsers ?? {};
  return Object.entries(parsers).map(([type, parse]) => {
    if (parse(PARSER_PROBE, Number(type)) !== PARSER_PROBE) {
      throw new Error(`the embedded database thread only keeps types as text; type ${type} has a parser`);
    }
    return Number(type);
  });
}

function received(error: SentError): Error {
  const made = Object.assign(new Error(error.message), error.fields);
  made.name = error.name;
  return made;
}

/**
 * The thread's code. It runs from its source text in an `eval` worker, the same from the sources and
 * from the bundle, so it closes over nothing and loads its modules by hand: Node's through
 * getBuiltinModule, PGlite and node-postgres's parser through a require made for the opener's own
 * folder. The statement runner (pglite-statements.ts) comes in the same way, as its argument.
 */
function databaseThread(makeRunner: typeof statementRunner): void {
  const { parentPort, workerData } = process.getBuiltinModule('node:worker_threads');
  const load = process.getBuiltinModule('node:module').createRequire(workerData.from);
  const { PGlite, types, protocol } = load('@electric-sql/pglite') as typeof import('@electric-sql/pglite');
  const { pg_trgm } = load(
    '@electric-sql/pglite/contrib/pg_trgm',
  ) as typeof import('@electric-sql/pglite/contrib/pg_trgm');
  const { Parser } = load('pg-protocol/dist/parser.js') as typeof import('pg-protocol/dist/parser');
  // Every query, named or not, runs through it (decision 179); exec keeps PGlite's own path.
  const runStatement = makeRunner(Parser, protocol.serialize);
  type Tx = Parameters<Parameters<InstanceType<typeof PGlite>['transaction']>[0]>[0];
  const port = parentPort!;
  const transactions = new Map<number, { tx: Tx; end: (commit: boolean) => void; done: Promise<void> }>();

  const sendError = (id: number, error: unknown) => {
    const e = error instanceof Error ? error : new Error(String(error));
    const fields: Record<string, string | number | boolean> = {};
    for (const [key, value] of Object.entries(e)) {
      if (['string', 'number', 'boolean'].includes(typeof value))
        fields[key] = value as string | number | boolean;
    }
    port.postMessage({ id, ok: false, error: { message: e.message, name: e.name, fields } });
  };

  const opening = PGlite.create(workerData.dataDir, {
    startParams: [
      ...PGlite.defaultStartParams,
      ...(workerData.settings as string[]).flatMap((setting) => ['-c', setting]),
    ],
    // The transactions search's trigram index (migration 0015) needs pg_trgm in every session.
    extensions: { pg_trgm },
    ...(workerData.loadDataDir ? { loadDataDir: workerData.loadDataDir } : {}),
    ...(workerData.initDbStartParams ? { initDbStartParams: workerData.initDbStartParams } : {}),
  });

  // The instance keeps drizzle's text types as text (KEPT_AS_TEXT); a query is given parsers only
  // where what it asks differs from that. Exec, and a query that asks for nothing, get PGlite's usual
  // parsing: `usual` holds it for those types, arrays of them included.
  const keptAsText = workerData.keptAsText as number[];
  type Parser = import('@electric-sql/pglite').ParserOptions[number];
  const asText: Parser = (value) => value;
  const usual = new Map<number, Parser>();
  const parsersOf = new Map<string, Record<number, Parser> | undefined>();
  const parsersFor = (textTypes: number[]): Record<number, Parser> | undefined => {
    const key = textTypes.join(',');
    if (parsersOf.has(key)) return parsersOf.get(key);
    const differing: Record<number, Parser> = {};
    for (const [type, parser] of usual) if (!textTypes.includes(type)) differing[type] = parser;
    for (const type of textTypes) if (!keptAsText.includes(type)) differing[type] = asText;
    const parsers = Object.keys(differing).length > 0 ? differing : undefined;
    // A handful of shapes in practice; the bound keeps a caller with many from growing it.
    if (parsersOf.size < 64) parsersOf.set(key, parsers);
    return parsers;
  };
  // Registered before any message is handled, so it runs before the first query.
  opening.then(
    (pg) => {
      // After PGlite.create, which sets the array types' parsers. An array's usual parser looks up
      // its element's parser on the instance when it runs, so for an element kept as text it is
      // remade here around the element's usual parser.
      const elements = new Map<number, number>([
        [1115, 1114],
        [1182, 1082],
        [1185, 1184],
        [1187, 1186],
      ]);
      for (const type of keptAsText) {
        const parser = pg.parsers[type];
        const element = elements.get(type);
        const elementParser = element === undefined ? undefined : pg.parsers[element];
        if (element !== undefined && elementParser)
          usual.set(type, (value) => types.arrayParser(value, elementParser, type));
        else if (parser) usual.set(type, parser);
      }
      for (const type of keptAsText) pg.parsers[type] = asText;
      port.postMessage({ id: 0, ok: true, value: null });
    },
    (error: unknown) => sendError(0, error),
  );

  port.on('message', async ({ id, request }: { id: number; request: Request }) => {
    try {
      const pg = await opening;
      const on = (tx: number | undefined) => {
        const target = tx === undefined ? pg : transactions.get(tx)?.tx;
        if (!target) throw new Error('that transaction has ended');
        return target;
      };
      let value: unknown = null;
      if (request.op === 'query') {
        const target = on(request.tx);
        const parsers = parsersFor(request.rawTypes);
        const options = {
          ...(parsers ? { parsers } : {}),
          ...(request.rowMode ? { rowMode: request.rowMode } : {}),
        };
        // As PGlite's own transaction refuses a query once it has ended.
        if (target.closed) throw new Error('Transaction is closed');
        value = await runStatement(
          pg,
          request.tx !== undefined,
          request.name,
          request.sql,
          request.params,
          options,
        );
      } else if (request.op === 'exec') {
        value = (await on(request.tx).exec(request.sql, { parsers: parsersFor([]) })).map((r) => ({
          rows: r.rows,
          fields: r.fields,
          affectedRows: r.affectedRows,
        }));
      } else if (request.op === 'begin') {
        await new Promise<void>((began, failed) => {
          const tx = request.tx;
          let end: (commit: boolean) => void = () => {};
          const ended = new Promise<boolean>((resolve) => {
            end = resolve;
          });
          const done = pg
            .transaction(async (t) => {
              transactions.set(tx, { tx: t, end, done });
              began();
              if (!(await ended)) await t.rollback();
            })
            .finally(() => transactions.delete(tx));
          done.catch(failed);
        });
      } else if (request.op === 'end') {
        const open = transactions.get(request.tx);
        if (!open) throw new Error('that transaction has ended');
        open.end(request.commit);
        await open.done;
      } else if (request.op === 'dump') {
        value = await pg.dumpDataDir('none');
      } else {
        await pg.close();
      }
      port.postMessage({ id, ok: true, value });
    } catch (error) {
      sendError(id, error);
    }
  });
}

/** PGlite on a thread of its own, with the part of PGlite's interface the server uses. */
export class PgliteThread implements Queryable {
  readonly #worker: Worker;
  readonly #waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  #next = 1;
  #nextTx = 1;
  #failed: Error | null = null;
  #closed = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: Reply) => {
      const waiting = this.#waiting.get(reply.id);
      if (!waiting) return;
      this.#waiting.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(received(reply.error));
    });
    const fail = (error: Error) => {
      this.#failed ??= error;
      for (const waiting of this.#waiting.values()) waiting.reject(error);
      this.#waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the embedded database thread stopped (exit code ${code})`)));
  }

  static async open(options: OpenThreadOptions): Promise<PgliteThread> {
    // tsx (the tests' `npm start` from source) names functions with esbuild's `__name` helper, which
    // the thread's text would otherwise call without having it.
    const source = `const __name = (target) => target;\n(${databaseThread.toString()})(${statementRunner.toString()})`;
    const worker = new Worker(source, {
      eval: true,
      workerData: {
        from: import.meta.url,
        dataDir: options.dataDir,
        settings: EMBEDDED_SETTINGS,
        keptAsText: KEPT_AS_TEXT,
        loadDataDir: options.loadDataDir,
        initDbStartParams: options.initDbStartParams,
      },
    });
    const thread = new PgliteThread(worker);
    const opened = new Promise((resolve, reject) => thread.#waiting.set(0, { resolve, reject }));
    try {
      await opened;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return thread;
  }

  get closed(): boolean {
    return this.#closed;
  }

  #send<T>(request: Request): Promise<T> {
    if (this.#failed) return Promise.reject(this.#failed);
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      this.#waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ id, request });
    });
  }

  #query<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
    tx?: number,
  ): Promise<ThreadResults<T>> {
    return this.#send({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      rawTypes: rawTypes(options),
      tx,
      name: statementName(sql),
    });
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<ThreadResults<T>> {
    return this.#query(sql, params, options);
  }

  exec(sql: string): Promise<ThreadResults<unknown>[]> {
    return this.#send({ op: 'exec', sql });
  }

  /** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = this.#nextTx++;
    await this.#send({ op: 'begin', tx: id });
    let closed = false;
    let rolledBack = false;
    const tx: ThreadTransaction = {
      query: (sql, params = [], options) => this.#query(sql, params, options, id),
      exec: (sql) => this.#send({ op: 'exec', sql, tx: id }),
      rollback: async () => {
        rolledBack = true;
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      closed = true;
      await this.#send({ op: 'end', tx: id, commit: false }).catch(() => {});
      throw error;
    }
    closed = true;
    await this.#send({ op: 'end', tx: id, commit: !rolledBack });
    return result;
  }

  /** The data directory as a tarball (tests copy their template database this way). */
  dumpDataDir(_compression: 'none'): Promise<Blob> {
    return this.#send({ op: 'dump' });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    try {
      await this.#send({ op: 'close' });
    } finally {
      await this.#worker.terminate();
    }
  }
}
