import { z } from 'zod';

/**
 * The archive's format (ADR 049): a .tar.gz holding, in this order,
 *
 *   manifest.json            this file's shape (below)
 *   tables/<table>.jsonl     one JSON object per row, primary-key order (table-rows.ts)
 *   files/<storage key>      every photo file the rows reference, byte for byte
 *
 * The manifest comes first, so a reader checks every later entry against it as it streams by.
 */
export const ARCHIVE_FORMAT = 'moncton-properties-backup';
/** Raised when the layout or the meaning of a field changes; a reader refuses a higher one. */
export const FORMAT_VERSION = 1;

export const MANIFEST_ENTRY = 'manifest.json';
export const tableEntry = (table: string) => `tables/${table}.jsonl`;
export const fileEntry = (key: string) => `files/${key}`;

/**
 * Tables no archive holds, and why: credentials whose return would undo a sign-out, a password
 * change or a revoked token made after the backup (a restore brings back an older state). A restore
 * leaves them empty: everyone signs in again.
 */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  sessions: 'sign-in sessions: everyone signs in again',
  account_tokens: 'e-mailed links (address verification, password reset, address change): asked for again',
  api_tokens: 'personal API tokens: an admin creates new ones',
};

export const isExcluded = (table: string) => Object.hasOwn(EXCLUDED_TABLES, table);

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in hex');
const identifier = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a plain SQL name');

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  /** When the snapshot was taken (ISO 8601, UTC). */
  createdAt: z.iso.datetime(),
  source: z.object({
    database: z.enum(['embedded', 'postgres']),
    /** PostgreSQL's server_version. */
    serverVersion: z.string().max(200),
    storage: z.enum(['local', 's3']),
  }),
  /** The migrations the database had applied, oldest first: the schema the rows belong to. */
  migrations: z.array(
    z.object({ tag: z.string().max(200).nullable(), hash: sha256, createdAt: z.number().int() }),
  ),
  /** In the order a restore inserts them (foreign keys satisfied). */
  tables: z.array(
    z.object({
      name: identifier,
      columns: z.array(z.object({ name: identifier, type: z.string().max(200) })),
      primaryKey: z.array(identifier).min(1),
      rows: z.number().int().min(0),
      /** SHA-256 of the table's file: its lines in primary-key order, each ended by a newline. */
      sha256,
    }),
  ),
  excludedTables: z.array(z.object({ name: identifier, reason: z.string().max(500) })),
  /** Values of the sequences (order numbers, outbox and audit ids) when the snapshot was read. */
  sequences: z.array(
    z.object({
      name: identifier,
      lastValue: z
        .string()
        .regex(/^-?\d+$/)
        .nullable(),
    }),
  ),
  files: z.array(z.object({ key: z.string().min(1).max(1000), size: z.number().int().min(0), sha256 })),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** Archive names carry their creation time (UTC): they sort oldest first, and retention reads them. */
const NAME = /^backup-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar\.gz$/;

export function archiveNameOf(date: Date): string {
  return `backup-${date.toISOString().replace(/:/g, '-').replace('.', '-')}.tar.gz`;
}

export const isArchiveName = (name: string) => NAME.test(name);
