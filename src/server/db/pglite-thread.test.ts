import { types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDatabase } from './client';
import { PgliteThread, TEXT_AS_KEPT } from './pglite-thread';
import { nameStatement } from './statement-names';

type QueryOptions = Parameters<PgliteThread['query']>[2];

// The embedded database's thread (decision 162) as the server meets it: answers, errors with their
// SQLSTATE, transactions that commit or roll back whole, and a thread that stops.
describe('the embedded database on its own thread', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await PgliteThread.open({ dataDir: undefined });
    await thread.exec(`
      create table t (id int primary key, label text not null, at timestamptz);
      create table checked (n int, constraint once unique (n) deferrable initially deferred);`);
  });
  afterAll(() => thread.close());

  it('answers rows as objects or arrays, with their fields', async () => {
    await thread.query('insert into t values ($1, $2, $3)', [1, 'one', '2026-01-02T03:04:05Z']);
    const objects = await thread.query<{ id: number; label: string }>('select id, label from t');
    expect(objects.rows).toEqual([{ id: 1, label: 'one' }]);
    expect(objects.fields.map((f) => f.name)).toEqual(['id', 'label']);
    const arrays = await thread.query<unknown[]>('select id, label from t', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([[1, 'one']]);
    const update = await thread.query('update t set label = label where id = 1');
    expect(update.affectedRows).toBe(1);
  });

  it("keeps a type's text when asked, as drizzle asks, and parses it otherwise", async () => {
    const raw = await thread.query<{ at: unknown }>('select at from t', [], {
      parsers: { [types.TIMESTAMPTZ]: (value) => value },
    });
    expect(raw.rows[0]?.at).toBe('2026-01-02 03:04:05+00');
    const parsed = await thread.query<{ at: unknown }>('select at from t');
    expect(parsed.rows[0]?.at).toEqual(new Date('2026-01-02T03:04:05Z'));
  });

  // The thread keeps drizzle's text types as text itself (a query's own parsers cost PGlite a copy of
  // all of its own); every other shape of query must still get exactly what it asks for, side by side.
  it("gives each query its own parsing, whichever shapes run together, and exec PGlite's", async () => {
    const drizzles = TEXT_AS_KEPT;
    const onlyTimestamps = { parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    const select = `select timestamptz '2026-01-02 03:04:05Z' as at, date '2026-01-02' as day,
      array[date '2026-01-02'] as days, array[1.5]::numeric[] as amounts`;
    const [drizzle, plain, timestampsOnly, drizzleAgain] = await Promise.all([
      thread.query(select, [], drizzles),
      thread.query(select),
      thread.query(select, [], onlyTimestamps),
      thread.query(select, [], drizzles),
    ]);
    const asDrizzleAsks = {
      at: '2026-01-02 03:04:05+00',
      day: '2026-01-02',
      days: '{2026-01-02}',
      amounts: '{1.5}',
    };
    expect(drizzle.rows).toEqual([asDrizzleAsks]);
    expect(drizzleAgain.rows).toEqual([asDrizzleAsks]);
    const day = new Date('2026-01-02T00:00:00');
    expect(plain.rows).toEqual([
      { at: new Date('2026-01-02T03:04:05Z'), day, days: [day], amounts: ['1.5'] },
    ]);
    expect(timestampsOnly.rows).toEqual([
      { at: '2026-01-02 03:04:05+00', day, days: [day], amounts: ['1.5'] },
    ]);
    const [executed] = await thread.exec(select);
    expect(executed?.rows).toEqual(plain.rows);
  });

  // The fast path holds only while drizzle asks for exactly the types the thread keeps as text; a
  // drizzle that asked for others would still be answered right, only slower again (decision 175).
  it('asks, through drizzle and the hot statements, for exactly the types the thread keeps as text', async () => {
    const asked: string[][] = [];
    const query = thread.query.bind(thread);
    const noting = thread as unknown as { query: PgliteThread['query'] };
    noting.query = <T>(text: string, params?: unknown[], options?: QueryOptions) => {
      asked.push(Object.keys(options?.parsers ?? {}).sort());
      return query<T>(text, params, options);
    };
    try {
      const database = embeddedDatabase(thread);
      await database.db.execute(sql`select now() as at`);
      await database.db.select({ one: sql<number>`1` }).from(sql`t`).limit(1);
      await database.hotRead({ name: 'nw_test_hot', text: 'select $1::text as v' }, ['x']);
    } finally {
      delete (noting as { query?: unknown }).query;
    }
    const kept = Object.keys(TEXT_AS_KEPT.parsers ?? {}).sort();
    expect(kept).toHaveLength(9);
    expect(asked.length).toBeGreaterThanOrEqual(3);
    for (const types of asked) expect(types).toEqual(kept);
  });

  it('refuses a parser that changes the text: it could not run on the thread', async () => {
    expect(() =>
      thread.query('select 1', [], { parsers: { [types.INT4]: (value) => Number(value) } }),
    ).toThrow(/only keeps types as text/);
  });

  it("hands back the database's error with its SQLSTATE and detail", async () => {
    const error = await thread.query('insert into t values (1, $1)', ['again']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '23505', constraint: 't_pkey' });
    expect(String((error as { detail?: string }).detail)).toContain('already exists');
  });

  it('commits a transaction whose work returns, and rolls back all of one whose work throws', async () => {
    const value = await thread.transaction(async (tx) => {
      await tx.query('insert into t values (2, $1)', ['two']);
      return (await tx.query<{ n: number }>('select count(*)::int as n from t')).rows[0]?.n;
    });
    expect(value).toBe(2);
    const failure = new Error('changed my mind');
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into t values (3, $1)', ['three']);
        throw failure;
      }),
    ).rejects.toBe(failure);
    const ids = await thread.query<{ id: number }>('select id from t order by id');
    expect(ids.rows.map((r) => r.id)).toEqual([1, 2]);
  });

  it('reports a check the database makes only at commit, and keeps nothing of that transaction', async () => {
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into checked values (1), (1)');
      }),
    ).rejects.toMatchObject({ code: '23505', constraint: 'once' });
    expect((await thread.query<{ n: number }>('select count(*)::int as n from checked')).rows[0]?.n).toBe(0);
  });

  it('makes other work wait for an open transaction instead of joining it', async () => {
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => {
      inside = resolve;
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const writing = thread.transaction(async (tx) => {
      await tx.query('insert into t values (4, $1)', ['four']);
      inside();
      await held;
      await tx.query('update t set label = $1 where id = 4', ['four, final']);
    });
    await opened;
    const outside = thread.query<{ label: string }>('select label from t where id = 4');
    release();
    await writing;
    expect((await outside).rows).toEqual([{ label: 'four, final' }]);
  });

  // A named statement (decision 178) must answer exactly as the same text unnamed, whatever becomes of
  // the transaction it ran in, and leave the session usable after an error.
  describe('a named statement', () => {
    const text = `select $1::int as n, $2::text as label, $3::timestamptz as at, $4::jsonb as doc,
      $5::boolean as flag, $6::numeric as amount, $7::date as day, 10 / $1::int as tenth`;
    const params = [
      2,
      "it's",
      new Date('2026-01-02T03:04:05Z'),
      { a: [1, 'b'] },
      true,
      '12.50',
      '2026-03-04',
    ];
    beforeAll(() => nameStatement('nw_test_named', text));

    it('answers as the same text unnamed, values, nulls and rows as arrays alike', async () => {
      const unnamed = await thread.query(`${text} -- unnamed`, params, TEXT_AS_KEPT);
      const named = await thread.query(text, params, TEXT_AS_KEPT);
      expect(named.rows).toEqual(unnamed.rows);
      expect(named.rows[0]).toMatchObject({ n: 2, label: "it's", doc: { a: [1, 'b'] }, day: '2026-03-04' });
      expect(named.fields).toEqual(unnamed.fields);
      const nulls = [2, null, null, null, null, null, null];
      const arrays = await thread.query(text, nulls, { rowMode: 'array' });
      expect(arrays.rows).toEqual([[2, null, null, null, null, null, null, 5]]);
      const prepared = await thread.query<{ n: number }>(
        `select count(*)::int as n from pg_prepared_statements where name = 'nw_test_named'`,
      );
      expect(prepared.rows[0]?.n).toBe(1);
    });

    it('keeps working after a transaction that ran it rolls back, and after its own error', async () => {
      nameStatement('nw_test_in_transaction', 'select count(*)::int as n from t where id > $1');
      await expect(
        thread.transaction(async (tx) => {
          await tx.query('insert into t values (50, $1)', ['fifty']);
          expect((await tx.query('select count(*)::int as n from t where id > $1', [49])).rows).toEqual([
            { n: 1 },
          ]);
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      expect((await thread.query('select count(*)::int as n from t where id > $1', [49])).rows).toEqual([
        { n: 0 },
      ]);
      const error = await thread.query(text, [0, ...params.slice(1)]).catch((e: unknown) => e);
      expect(error).toMatchObject({ code: '22012' });
      expect((await thread.query(text, params, TEXT_AS_KEPT)).rows[0]).toMatchObject({ tenth: 5 });
      // An error inside a transaction fails that transaction only.
      await expect(thread.transaction((tx) => tx.query(text, [0, ...params.slice(1)]))).rejects.toMatchObject(
        { code: '22012' },
      );
      expect((await thread.query<{ n: number }>('select 1 as n')).rows).toEqual([{ n: 1 }]);
    });

    it('refuses a second text for a name, and a second name for a text', () => {
      expect(() => nameStatement('nw_test_named', 'select 2')).toThrow(/already taken/);
      expect(() => nameStatement('nw_other', text)).toThrow(/already taken/);
      expect(() => nameStatement('bad name', 'select 3')).toThrow(/bad statement name/);
      expect(() => nameStatement('nw_test_named', text)).not.toThrow();
    });
  });

  // Every answer is read by node-postgres's parser, not PGlite's (decision 179): an answer longer than
  // one chunk of the database's output, values that straddle two chunks, text in every script.
  describe('a long answer', () => {
    const word = (n: number) => `${'é€😀ß'.repeat(n % 7)}${n}`;
    it('comes back whole and exact, row by row, as objects and as arrays', async () => {
      const text = `select g as n, repeat('é€😀ß', g % 7) || g as word, case when g % 3 = 0 then null else g * 1.25 end as amount,
        g % 2 = 0 as even, repeat('x', g % 500) as pad, timestamptz '2026-01-01Z' + g * interval '1 hour' as at
        from generate_series(1, $1::int) g`;
      const objects = await thread.query<Record<string, unknown>>(text, [3000]);
      expect(objects.rows).toHaveLength(3000);
      objects.rows.forEach((row, i) => {
        const n = i + 1;
        expect(row).toEqual({
          n,
          word: word(n),
          amount: n % 3 === 0 ? null : (n * 1.25).toFixed(2),
          even: n % 2 === 0,
          pad: 'x'.repeat(n % 500),
          at: new Date(Date.UTC(2026, 0, 1) + n * 3_600_000),
        });
      });
      const arrays = await thread.query<unknown[]>(text, [3000], { ...TEXT_AS_KEPT, rowMode: 'array' });
      expect(arrays.rows[2999]).toEqual([3000, word(3000), null, true, '', '2026-05-06 00:00:00+00']);
      expect(arrays.fields.map((f) => f.name)).toEqual(['n', 'word', 'amount', 'even', 'pad', 'at']);
    });

    it('reads one value longer than many chunks', async () => {
      const long = await thread.query<{ s: string }>(`select repeat('ab€', 200000) as s`);
      expect(long.rows[0]?.s).toBe('ab€'.repeat(200_000));
    });

    it('counts the rows a statement changed, and none for a select', async () => {
      await thread.exec('create table many (n int)');
      expect((await thread.query('insert into many select generate_series(1, 250)')).affectedRows).toBe(250);
      expect((await thread.query('update many set n = n + 1 where n > $1', [200])).affectedRows).toBe(50);
      expect((await thread.query('delete from many where n <= $1', [100])).affectedRows).toBe(100);
      expect((await thread.query('select * from many')).affectedRows).toBe(0);
    });

    it('fails at parsing, binding or executing with the error and its text, and the next query runs', async () => {
      const syntax = await thread.query('selec 1').catch((e: unknown) => e);
      expect(syntax).toMatchObject({ code: '42601', query: 'selec 1' });
      const binding = await thread.query('select $1::int as n', ['one']).catch((e: unknown) => e);
      expect(binding).toMatchObject({ code: '22P02' });
      const executing = await thread.query('select 1 / $1::int as n', [0]).catch((e: unknown) => e);
      expect(executing).toMatchObject({ code: '22012', query: 'select 1 / $1::int as n' });
      expect((await thread.query('select 2 as n')).rows).toEqual([{ n: 2 }]);
      // A named statement whose text fails to parse is not kept: it fails the same way next time.
      nameStatement('nw_test_unparsable', 'selec $1::int');
      for (const _ of [1, 2])
        await expect(thread.query('selec $1::int', [1])).rejects.toMatchObject({ code: '42601' });
    });
  });

  it('rejects every query once its thread has stopped', async () => {
    const other = await PgliteThread.open({ dataDir: undefined });
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow(/stopped/);
  });
});
