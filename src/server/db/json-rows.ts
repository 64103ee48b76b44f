import { type Column, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { UUID_PATTERN } from '../../shared/ids';
import type { Db } from './client';

// Many rows, or many ids, sent as one parameter. Drizzle builds a statement with a parameter per value
// at a few microseconds each, and the database binds each one: for thousands of rows that cost more
// than the writes themselves (decisions 174 and 177).

/** Rows to a statement: one JSON parameter each, at most a few MB. */
const ROWS_PER_STATEMENT = 5_000;

/** A value as the JSON a row of the table is read from: JSON columns as they are, others as drizzle sends them. */
function jsonValue(column: PgColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (column.columnType === 'PgJson' || column.columnType === 'PgJsonb') return value;
  return column.mapToDriverValue(value);
}

/**
 * Inserts rows of a table (keyed as drizzle's values are), in their order. Each run of rows that hold
 * the same columns is one statement per ROWS_PER_STATEMENT rows, the rows passed as one JSON parameter
 * and read as the table's own row type. A column a row leaves out takes its default. With
 * `skipConflicts`, a row that would break a unique key is left out, as `on conflict do nothing` does.
 */
export async function insertRows(
  db: Db,
  table: PgTable,
  values: readonly Record<string, unknown>[],
  options: { skipConflicts?: boolean } = {},
): Promise<void> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const signature = (row: Record<string, unknown>) => Object.keys(row).join(',');
  let start = 0;
  while (start < values.length) {
    const keys = signature(values[start] as Record<string, unknown>);
    let end = start + 1;
    while (
      end < values.length &&
      end - start < ROWS_PER_STATEMENT &&
      signature(values[end] as Record<string, unknown>) === keys
    )
      end += 1;
    const held = Object.keys(values[start] as Record<string, unknown>).map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`no column ${key} in the table`);
      return { key, column };
    });
    const rows = values
      .slice(start, end)
      .map((row) =>
        Object.fromEntries(held.map(({ key, column }) => [column.name, jsonValue(column, row[key])])),
      );
    const names = sql.join(
      held.map(({ column }) => sql.identifier(column.name)),
      sql`, `,
    );
    const conflicts = options.skipConflicts ? sql` on conflict do nothing` : sql``;
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(rows)}::jsonb)${conflicts}`,
    );
    start = end;
  }
}

/**
 * `column = any(ids)`, the ids sent as one `uuid[]` parameter. Every id must be a UUID: the list is
 * written as an array literal, so anything else is refused here rather than by the database.
 */
export function isAnyOf(column: Column, ids: readonly string[]): SQL {
  return sql`${column} = any(${uuidArray(ids)}::uuid[])`;
}

/** A list of ids as one `uuid[]` parameter's text; anything but a UUID is refused here. */
export function uuidArray(ids: readonly string[]): string {
  for (const id of ids) if (!UUID_PATTERN.test(id)) throw new Error(`not an id: ${id.slice(0, 40)}`);
  return `{${ids.join(',')}}`;
}
