import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';

/**
 * How a condition takes a value: as the value itself (a query built for its one run), or as a named
 * placeholder whose value each run of a prepared statement gives (`placeholders` below).
 */
export type Bind = <T>(name: string, value: T) => T;

/** Values as themselves: a query built for one run. */
export const asValue: Bind = (_name, value) => value;

/**
 * The placeholders of one run of a prepared statement whose shape follows its input (issue 32):
 * `bind` gives a condition a named placeholder instead of its value, and keeps the value under that
 * name for the run. The names bound, in order, are the statement's shape: the same filters set make
 * the same statement, whatever their values.
 */
export function placeholders(): { bind: Bind; values: Record<string, unknown>; shape(): string } {
  const values: Record<string, unknown> = {};
  const bind: Bind = <T>(name: string, value: T): T => {
    values[name] = value;
    return sql.placeholder(name) as unknown as T;
  };
  return { bind, values, shape: () => Object.keys(values).join(',') };
}

/**
 * The name of a prepared statement of a shape: the same for the same shape in every process and
 * on every connection (node-postgres parses a name once per connection, and PostgreSQL refuses one
 * name for two texts), and within PostgreSQL's 63 characters.
 */
export function statementName(prefix: string, shape: string): string {
  return `${prefix}_${createHash('sha256').update(shape).digest('hex').slice(0, 20)}`;
}
