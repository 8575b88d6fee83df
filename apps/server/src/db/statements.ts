import { getTableColumns, getTableName, type Column, type Table } from 'drizzle-orm';
import type { Executor } from './client';
import { rowsOf } from './rows';

/**
 * Statements whose text is written once, for the few the shop runs on every order. drizzle builds a statement's text
 * anew each time it runs (for the order's insert, over 0.4 ms of CPU and most of the memory a request allocates);
 * these are run as they are, on the executor's own connection (the transaction's, inside one), with their parameters
 * encoded as drizzle encodes a column's values.
 */

/**
 * Runs `text` with `params` once awaited, answering its rows as the database names their columns (or as `read` makes
 * them). Unstarted until then, like drizzle's queries, so `inOrder` sends it in the order given.
 */
export function statement<Row, Out = Row>(
  executor: Executor,
  text: string,
  params: readonly unknown[],
  read?: (row: Row) => Out,
): PromiseLike<Out[]> {
  let started: Promise<Out[]> | undefined;
  return {
    then(onFulfilled, onRejected) {
      started ??= executor._.session
        .prepareQuery({ sql: text, params: [...params] }, undefined, undefined, false)
        .execute()
        .then((result) => {
          const rows = rowsOf<Row>(result);
          return read ? rows.map(read) : (rows as unknown as Out[]);
        });
      return started.then(onFulfilled, onRejected);
    },
  };
}

/**
 * `keys` of `table` (aliased `alias` in the statement) as a select list naming each `<alias>.<key>`, and `read`, which
 * takes them back out of a row, decoded as drizzle decodes them (a date from its text, JSON from a string).
 */
export function selectColumns<T extends Table, Key extends keyof T['$inferSelect'] & string>(
  table: T,
  alias: string,
  keys: readonly Key[] = Object.keys(getTableColumns(table)) as Key[],
) {
  const columns: Record<string, Column> = getTableColumns(table);
  const list = keys.map((key) => `"${alias}"."${columns[key]!.name}" as "${alias}.${key}"`).join(', ');
  const read = (row: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const value = row[`${alias}.${key}`];
      out[key] = value === null || value === undefined ? null : columns[key]!.mapFromDriverValue(value);
    }
    return out as Pick<T['$inferSelect'], Key>;
  };
  return { list, read };
}

/** A value as the driver takes it for `column` (a date as text, JSON as a string), as drizzle sends it. */
export function encode(column: Column, value: unknown): unknown {
  return value === null || value === undefined ? null : column.mapToDriverValue(value);
}

const insertTexts = new Map<string, string>();

/**
 * `insert into <table> (<columns>) values (…), (…)` for `rows`, its parameters numbered from `first`: the columns are
 * the table's among the rows' keys, and a value left out (or `undefined`) takes the column's default, as drizzle has
 * it. The text is built once for each table, set of columns, values given and first parameter.
 */
export function insertRows(
  table: Table,
  rows: readonly Record<string, unknown>[],
  first = 1,
): { text: string; params: unknown[] } {
  const columns: Record<string, Column> = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => Object.hasOwn(columns, key));
  if (keys.length === 0) throw new Error(`nothing to insert into ${getTableName(table)}`);
  const given = rows.map((row) => keys.map((key) => row[key] !== undefined));
  const shape = [getTableName(table), keys.join(','), first, ...given.map((row) => row.map(Number).join(''))].join(' ');
  let text = insertTexts.get(shape);
  if (text === undefined) {
    let next = first;
    const tuples = given.map((row) => `(${row.map((isGiven) => (isGiven ? `$${next++}` : 'default')).join(', ')})`);
    const names = keys.map((key) => `"${columns[key]!.name}"`).join(', ');
    text = `insert into "${getTableName(table)}" (${names}) values ${tuples.join(', ')}`;
    insertTexts.set(shape, text);
  }
  const params = rows.flatMap((row) =>
    keys.filter((key) => row[key] !== undefined).map((key) => encode(columns[key]!, row[key])),
  );
  return { text, params };
}
