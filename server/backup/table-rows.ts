import { createHash, type Hash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';
import { quoteIdent, type TableInfo } from './catalog.ts';

/**
 * A row as the archive holds it (ADR 049): one JSON object per line, each column's PostgreSQL text
 * form (or null) under its name, columns in name order. The text forms are what COPY writes and
 * every version reads back exactly (timestamps, numerics, arrays, jsonb); the settings below make
 * them the same on PGlite's PostgreSQL 17 and a PostgreSQL 15 server. A table's checksum is the
 * SHA-256 of its lines in primary-key order, each ended by a newline: the table file's own hash.
 */
export type Row = Record<string, string | null>;

/** Rows per query: a snapshot's reads and a restore's inserts go by batches of this size. */
const BATCH_ROWS = 1000;

/** Inside a transaction: the text forms the archive's lines are made of, whoever's defaults. */
export async function useCanonicalText(tx: Database): Promise<void> {
  for (const setting of [
    sql`set local time zone 'UTC'`,
    sql`set local datestyle = 'ISO, YMD'`,
    sql`set local intervalstyle = 'postgres'`,
    sql`set local extra_float_digits = 1`,
    sql`set local bytea_output = 'hex'`,
  ]) {
    await tx.execute(setting);
  }
}

/** A column in ORDER BY and key comparisons: text byte by byte, as both servers agree on. */
function keyExpression(table: TableInfo, name: string) {
  const column = table.columns.find((c) => c.name === name);
  if (!column) throw new Error(`Primary key column ${table.name}.${name} is not among its columns.`);
  return { sql: `${quoteIdent(name)}${column.isCollatable ? ' collate "C"' : ''}`, column };
}

/** The table's rows in primary-key order, as text, a batch at a time (keyset pagination). */
export async function* readRows(db: Database, table: TableInfo): AsyncGenerator<Row[]> {
  const select = table.columns.map((c) => `${quoteIdent(c.name)}::text as ${quoteIdent(c.name)}`).join(', ');
  const keys = table.primaryKey.map((name) => keyExpression(table, name));
  const order = keys.map((key) => key.sql).join(', ');
  let last: Row | undefined;
  for (;;) {
    const after = last
      ? sql` where (${sql.raw(order)}) > (${sql.join(
          keys.map(
            ({ column }) =>
              sql`${last![column.name]}::${sql.raw(column.type)}${sql.raw(column.isCollatable ? ' collate "C"' : '')}`,
          ),
          sql`, `,
        )})`
      : sql``;
    const rows = await queryRows<Row>(
      db,
      sql`select ${sql.raw(select)} from ${sql.raw(quoteIdent(table.name))}${after} order by ${sql.raw(order)} limit ${BATCH_ROWS}`,
    );
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH_ROWS) return;
    last = rows.at(-1);
  }
}

/** A row's line in the archive (without its newline). */
export function lineOf(table: TableInfo, row: Row): string {
  return JSON.stringify(Object.fromEntries(table.columns.map((c) => [c.name, row[c.name] ?? null])));
}

/** A table's row count and checksum, fed line by line. */
export class TableDigest {
  rows = 0;
  readonly #hash: Hash = createHash('sha256');
  add(line: string): void {
    this.#hash.update(`${line}\n`);
    this.rows++;
  }
  digest(): { rows: number; sha256: string } {
    return { rows: this.rows, sha256: this.#hash.digest('hex') };
  }
}

/** Counts and checksums the rows a table holds now, the same way a backup did. */
export async function digestTable(db: Database, table: TableInfo): Promise<{ rows: number; sha256: string }> {
  const digest = new TableDigest();
  for await (const rows of readRows(db, table)) for (const row of rows) digest.add(lineOf(table, row));
  return digest.digest();
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * Inserts archive lines into the table: PostgreSQL itself reads each field's text back into its
 * column's type (the target's catalogue names the types), so no driver converts anything.
 */
export async function insertLines(db: Database, table: TableInfo, lines: string[]): Promise<void> {
  if (lines.length === 0) return;
  const names = table.columns.map((c) => quoteIdent(c.name)).join(', ');
  const values = table.columns.map((c) => `(x->>${literal(c.name)})::${c.type}`).join(', ');
  await db.execute(
    sql`insert into ${sql.raw(quoteIdent(table.name))} (${sql.raw(names)}) select ${sql.raw(values)} from json_array_elements(${`[${lines.join(',')}]`}::json) as x`,
  );
}

export { BATCH_ROWS };
