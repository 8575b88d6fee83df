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
 * Runs `text` with `params` once awaited, answering its rows as the database names their columns. Unstarted until
 * then, like drizzle's queries, so `inOrder` sends it in the order given.
 */
export function statement<Row>(executor: Executor, text: string, params: readonly unknown[]): PromiseLike<Row[]> {
  let started: Promise<Row[]> | undefined;
  return {
    then(onFulfilled, onRejected) {
      started ??= executor._.session
        .prepareQuery({ sql: text, params: [...params] }, undefined, undefined, false)
        .execute()
        .then((result) => rowsOf<Row>(result));
      return started.then(onFulfilled, onRejected);
    },
  };
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
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => key in columns);
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
