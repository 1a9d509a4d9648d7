import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';

/**
 * What a backup and a restore read of the database's own description (ADR 049): the tables of the
 * public schema, their columns, primary and foreign keys, sequences, and the migrations applied.
 * Read from the catalogue, not from schema.ts, so an archive holds whatever the migrations made,
 * on PostgreSQL 15 and PGlite's 17 alike.
 */

export type ColumnInfo = {
  name: string;
  /** format_type(): `timestamp with time zone`, `numeric(12,2)`, `text[]`... what a value is cast back to. */
  type: string;
  /** Text-like: ordered byte by byte (collate "C") so both servers sort its values alike. */
  isCollatable: boolean;
};

export type TableInfo = {
  name: string;
  /** By name: the canonical order of a row's fields, whatever order the columns were added in. */
  columns: ColumnInfo[];
  primaryKey: string[];
  /** Tables this one's foreign keys point to (itself left out). */
  references: string[];
};

export type SequenceInfo = {
  name: string;
  /** Null while the sequence was never used. */
  lastValue: string | null;
  /** The column it numbers (a bigserial), when it belongs to one. */
  ownedBy: { table: string; column: string } | null;
};

export type AppliedMigration = { hash: string; createdAt: number };

/** "name" for SQL: catalogue names are trusted, but quoted all the same. */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function readTables(db: Database): Promise<TableInfo[]> {
  const columns = await queryRows<{
    table_name: string;
    column_name: string;
    type: string;
    is_collatable: boolean;
  }>(
    db,
    sql`select c.relname as table_name, a.attname as column_name,
          format_type(a.atttypid, a.atttypmod) as type, a.attcollation <> 0 as is_collatable
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0
          and not a.attisdropped and a.attgenerated = ''`,
  );
  const keys = await queryRows<{
    table_name: string;
    kind: string;
    columns: string[];
    target: string | null;
  }>(
    db,
    sql`select c.relname as table_name, k.contype::text as kind, t.relname as target,
          array(select a.attname::text from unnest(k.conkey) with ordinality as u(attnum, position)
                join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum
                order by u.position) as columns
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_class t on t.oid = k.confrelid
        where n.nspname = 'public' and k.contype in ('p', 'f')`,
  );
  const tables = new Map<string, TableInfo>();
  for (const column of columns) {
    let table = tables.get(column.table_name);
    if (!table) {
      table = { name: column.table_name, columns: [], primaryKey: [], references: [] };
      tables.set(column.table_name, table);
    }
    table.columns.push({ name: column.column_name, type: column.type, isCollatable: column.is_collatable });
  }
  for (const key of keys) {
    const table = tables.get(key.table_name);
    if (!table) continue;
    if (key.kind === 'p') table.primaryKey = pgArray(key.columns);
    else if (key.target && key.target !== table.name && !table.references.includes(key.target)) {
      table.references.push(key.target);
    }
  }
  const byName = (a: { name: string }, b: { name: string }) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  for (const table of tables.values()) {
    table.columns.sort(byName);
    table.references.sort();
    // Rows are read and compared in primary-key order; a table without one has no such order.
    if (table.primaryKey.length === 0) {
      throw new Error(`Table ${table.name} has no primary key: a backup cannot order its rows.`);
    }
  }
  return [...tables.values()].sort(byName);
}

/** node-postgres parses name[] arrays; PGlite may hand them over as the text '{a,b}'. */
function pgArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter((part) => part !== '')
    .map((part) => part.replace(/^"|"$/g, ''));
}

/**
 * The tables in an order where each comes after those its foreign keys point to: the order a
 * restore inserts them in (and the reverse, the order nothing else needs).
 */
export function insertionOrder(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: TableInfo[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: TableInfo, path: string[]) => {
    const seen = state.get(table.name);
    if (seen === 'done') return;
    if (seen === 'visiting') {
      throw new Error(
        `Foreign keys form a cycle (${[...path, table.name].join(' -> ')}): no insertion order.`,
      );
    }
    state.set(table.name, 'visiting');
    for (const target of table.references) {
      const referenced = byName.get(target);
      if (referenced) visit(referenced, [...path, table.name]);
    }
    state.set(table.name, 'done');
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

export async function readSequences(db: Database): Promise<SequenceInfo[]> {
  const rows = await queryRows<{
    name: string;
    last_value: string | null;
    table_name: string | null;
    column_name: string | null;
  }>(
    db,
    sql`select s.sequencename as name, s.last_value::text as last_value,
          t.relname as table_name, a.attname as column_name
        from pg_sequences s
        join pg_class q on q.relname = s.sequencename and q.relkind = 'S'
        join pg_namespace n on n.oid = q.relnamespace and n.nspname = s.schemaname
        left join pg_depend d on d.objid = q.oid and d.classid = 'pg_class'::regclass
          and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
        left join pg_class t on t.oid = d.refobjid
        left join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where s.schemaname = 'public'
        order by s.sequencename`,
  );
  return rows.map((row) => ({
    name: row.name,
    lastValue: row.last_value,
    ownedBy: row.table_name && row.column_name ? { table: row.table_name, column: row.column_name } : null,
  }));
}

/** The migrations the database has applied (Drizzle's own table), oldest first; none when new. */
export async function readAppliedMigrations(db: Database): Promise<AppliedMigration[]> {
  const [exists] = await queryRows<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return [];
  const rows = await queryRows<{ hash: string; created_at: string }>(
    db,
    sql`select hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}
