import type { PGlite, protocol } from '@electric-sql/pglite';
import type {
  BackendMessage,
  CommandCompleteMessage,
  DatabaseError,
  DataRowMessage,
  ParameterDescriptionMessage,
  RowDescriptionMessage,
} from 'pg-protocol/dist/messages';
import type { Parser as ProtocolParser } from 'pg-protocol/dist/parser';

type Pg = InstanceType<typeof PGlite>;
/** A type's parser, as PGlite calls it: with the text and the type. */
type Parser = (value: string, typeId: number) => unknown;

/** What one statement answers: its rows, as objects or arrays, its columns, and the rows it changed. */
export interface StatementResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows: number;
}

export interface StatementOptions {
  /** Parsers by type, in place of the instance's own for those types. */
  parsers?: Record<number, Parser>;
  rowMode?: 'array' | 'object';
}

/**
 * How the database thread runs a statement (decisions 178 and 179): the extended protocol, as
 * PGlite's own query sends it, but with the server's answer read by node-postgres's parser. PGlite's
 * parser copies every value into a buffer of its own before decoding it: 18 ms for a thousand rows of
 * twenty columns, against 4 ms this way. A named statement is parsed once and its parameters' types
 * described once; each run then binds and executes it.
 *
 * It runs inside the thread from its source text, given to the thread's code as its argument, so it
 * closes over nothing: the thread hands it the parser's class and PGlite's serializer, which it loaded.
 */
export function statementRunner(Parser: typeof ProtocolParser, serialize: typeof protocol.serialize) {
  /** The commands whose tag ends in the number of rows they changed, as PGlite counts them. */
  const changing = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'];
  /** The named statements parsed on the instance, with their parameters' types once described. */
  const parsed = new Map<string, { text: string; types: number[] | undefined }>();

  /** Sends the messages in one exchange and answers the server's replies. */
  const exchange = async (pg: Pg, messages: Uint8Array[]): Promise<BackendMessage[]> => {
    const sent = new Uint8Array(messages.reduce((length, m) => length + m.length, 0));
    let at = 0;
    for (const message of messages) {
      sent.set(message, at);
      at += message.length;
    }
    const parser = new Parser();
    const replies: BackendMessage[] = [];
    await pg.execProtocolRawStream(sent, {
      syncToFs: false,
      // The bytes are a view of the database's memory, which the next write reuses: the parser
      // keeps a message that ends in the next chunk, so it is given a copy.
      onRawData: (bytes) => parser.parse(Buffer.from(bytes), (message) => replies.push(message)),
    });
    return replies;
  };

  /** Throws the first error among the replies, as PGlite's query does, with the statement's text. */
  const throwFailure = (replies: BackendMessage[], text: string) => {
    const failure = replies.find((m): m is DatabaseError => m.name === 'error');
    if (failure) throw Object.assign(failure, { query: text });
  };

  /** The rows and columns of the replies, each value through its type's parser (PGlite's parseResults). */
  const resultOf = (
    replies: BackendMessage[],
    parsers: Record<number, Parser>,
    options: StatementOptions,
  ): StatementResult => {
    let fields: StatementResult['fields'] = [];
    let parse: (Parser | undefined)[] = [];
    const rows: unknown[] = [];
    let affectedRows = 0;
    for (const message of replies) {
      if (message.name === 'rowDescription') {
        fields = (message as RowDescriptionMessage).fields.map((f) => ({
          name: f.name,
          dataTypeID: f.dataTypeID,
        }));
        parse = fields.map((f) => options.parsers?.[f.dataTypeID] ?? parsers[f.dataTypeID]);
      } else if (message.name === 'dataRow') {
        const values = (message as DataRowMessage).fields;
        const valueAt = (i: number) => {
          const value = values[i] ?? null;
          const parser = parse[i];
          return value === null || !parser ? value : parser(value, fields[i]?.dataTypeID ?? 0);
        };
        if (options.rowMode === 'array') {
          rows.push(values.map((_, i) => valueAt(i)));
        } else {
          const row: Record<string, unknown> = {};
          for (let i = 0; i < values.length; i += 1) row[fields[i]?.name ?? ''] = valueAt(i);
          rows.push(row);
        }
      } else if (message.name === 'commandComplete') {
        const words = (message as CommandCompleteMessage).text.split(' ');
        if (changing.includes(words[0] ?? '')) affectedRows += Number.parseInt(words.at(-1) ?? '0', 10);
      }
    }
    return { rows, fields, affectedRows };
  };

  /**
   * Runs `text` with `params` (as a named statement when `name` is given) and answers its result.
   * Outside a transaction it takes PGlite's two locks in PGlite's order and syncs the files after, as
   * PGlite's query does; inside one only the query lock, the transaction holding the other.
   */
  return async function runStatement(
    pg: Pg,
    inTransaction: boolean,
    name: string | undefined,
    text: string,
    params: unknown[],
    options: StatementOptions,
  ): Promise<StatementResult> {
    const run = async () => {
      const known = name === undefined ? undefined : parsed.get(name);
      if (known && known.text !== text) throw new Error(`statement ${name} has another text`);
      const statement = name ?? '';
      let synced = false;
      let replies: BackendMessage[] = [];
      try {
        let types = params.length === 0 ? [] : known?.types;
        let parse = known ? [] : [serialize.parse({ name: statement, text, types: [] })];
        if (!types) {
          // The parameters' types choose their serializers: they are described before binding.
          const described = await exchange(pg, [
            ...parse,
            serialize.describe({ type: 'S', name: statement }),
          ]);
          if (name !== undefined && parse.length > 0 && described.some((m) => m.name === 'parseComplete'))
            parsed.set(name, { text, types: undefined });
          throwFailure(described, text);
          types = (described.find((m) => m.name === 'parameterDescription') as ParameterDescriptionMessage)
            .dataTypeIDs;
          const entry = name === undefined ? undefined : parsed.get(name);
          if (entry) entry.types = types;
          parse = [];
        }
        // As PGlite's query turns a parameter into text: its type's serializer, else toString.
        const values = params.map((param, i) => {
          if (param === null || param === undefined) return null;
          const serializer = pg.serializers[types[i] ?? 0];
          return serializer ? serializer(param) : String(param);
        });
        replies = await exchange(pg, [
          ...parse,
          serialize.bind({ statement, values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]);
        synced = true;
        if (name !== undefined && parse.length > 0 && replies.some((m) => m.name === 'parseComplete'))
          parsed.set(name, { text, types });
        throwFailure(replies, text);
      } finally {
        // After an error the server skips everything up to the next sync.
        if (!synced) await exchange(pg, [serialize.sync()]);
      }
      if (!inTransaction) await pg.syncToFs();
      return resultOf(replies, pg.parsers, options);
    };
    return inTransaction
      ? pg._runExclusiveQuery(run)
      : pg._runExclusiveTransaction(() => pg._runExclusiveQuery(run));
  };
}
