import { open } from 'node:fs/promises';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { rowsOf } from '../db/rows';

/** Rows fetched and written at a time, so a large table never sits in memory whole. */
const ROWS_PER_INSERT = 500;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Tables in an order that puts every table after the ones its foreign keys point at. */
export function parentsFirst(tables: readonly string[], links: readonly { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const placing = new Set<string>();
  const place = (table: string) => {
    if (ordered.includes(table) || placing.has(table)) return;
    placing.add(table);
    for (const { parent } of links.filter((link) => link.child === table && link.parent !== table)) place(parent);
    ordered.push(table);
  };
  for (const table of tables) place(table);
  return ordered;
}

/**
 * Writes the data of the `public` schema to `file` as SQL (`INSERT`s in foreign-key order, then the sequences),
 * taken by the database itself in one read-only transaction: a consistent picture while the shop keeps serving. It is
 * the script `pg_dump --data-only --column-inserts` writes, so both kinds of backup load the same way, into tables
 * made by the committed migrations.
 */
export async function writeSqlDump(db: Database, file: string): Promise<void> {
  const out = await open(file, 'wx', 0o600);
  try {
    await db.transaction(
      async (tx) => {
        const all = async <Row>(query: SQL) => rowsOf<Row>(await tx.execute(query));
        // Values are written as PostgreSQL prints them: dates in ISO form, floats exactly.
        await tx.execute(sql`SET LOCAL DateStyle = ISO`);
        await tx.execute(sql`SET LOCAL IntervalStyle = postgres`);
        await tx.execute(sql`SET LOCAL extra_float_digits = 3`);
        await out.write(
          [
            '-- The data of an Alankar shop, written by the shop from its own database.',
            "SET client_encoding = 'UTF8';",
            'SET standard_conforming_strings = on;',
            "SELECT pg_catalog.set_config('search_path', '', false);",
            'SET check_function_bodies = false;',
            'SET client_min_messages = warning;',
            '',
          ].join('\n'),
        );
        const tables = await all<{ name: string }>(
          sql`select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
        );
        const links = await all<{ child: string; parent: string }>(sql`
          select child.relname as child, parent.relname as parent
          from pg_constraint link
          join pg_class child on child.oid = link.conrelid
          join pg_class parent on parent.oid = link.confrelid
          where link.contype = 'f' and child.relnamespace = 'public'::regnamespace`);
        for (const table of parentsFirst(
          tables.map((row) => row.name),
          links,
        )) {
          await writeTable(tx, table, (text) => out.write(text));
        }
        const sequences = await all<{ name: string; lastValue: string | null; startValue: string }>(sql`
          select sequencename as name, last_value::text as "lastValue", start_value::text as "startValue"
          from pg_sequences where schemaname = 'public' order by sequencename`);
        for (const { name, lastValue, startValue } of sequences) {
          const [value, called] = lastValue === null ? [startValue, false] : [lastValue, true];
          await out.write(`SELECT pg_catalog.setval('public.${ident(name)}', ${value}, ${called});\n`);
        }
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  } finally {
    await out.close();
  }
}

async function writeTable(tx: Transaction, table: string, write: (text: string) => Promise<unknown>) {
  const columns = rowsOf<{ name: string; identity: string }>(
    await tx.execute(sql`
      select attname as name, attidentity::text as identity from pg_attribute
      where attrelid = (select oid from pg_class where relname = ${table} and relnamespace = 'public'::regnamespace)
        and attnum > 0 and not attisdropped and attgenerated = ''
      order by attnum`),
  );
  const qualified = `public.${ident(table)}`;
  const names = columns.map((column) => ident(column.name)).join(', ');
  // Identity columns that are "always" generated take the dumped value only when told to.
  const overriding = columns.some((column) => column.identity === 'a') ? ' OVERRIDING SYSTEM VALUE' : '';
  const values = columns.map((column) => `quote_nullable(${ident(column.name)})`).join(', ');
  await tx.execute(
    sql.raw(
      `DECLARE dump_rows NO SCROLL CURSOR FOR SELECT concat('(', concat_ws(', ', ${values}), ')') AS row FROM ${qualified}`,
    ),
  );
  await write(`\n-- ${table}\n`);
  for (;;) {
    const rows = rowsOf<{ row: string }>(await tx.execute(sql.raw(`FETCH ${ROWS_PER_INSERT} FROM dump_rows`)));
    if (rows.length === 0) break;
    await write(
      `INSERT INTO ${qualified} (${names})${overriding} VALUES\n\t${rows.map(({ row }) => row).join(',\n\t')};\n`,
    );
  }
  await tx.execute(sql.raw('CLOSE dump_rows'));
}
