/**
 * Telling "the database is out of reach" apart from every other failure (issue 26). A PostgreSQL
 * restart or failover, a dropped connection, or the embedded database's thread being started again
 * is an outage of seconds: the request that met it answers 503 with Retry-After in our words (the
 * error handler, the page host), never 500, and the next one succeeds once the database is back.
 */

/** Thrown by the embedded client while its thread is down or being started again. */
export class DatabaseUnavailableError extends Error {
  constructor(message = 'The database is not available right now.', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * SQLSTATEs that mean the server cannot serve us now, not that the query was wrong: class 08
 * (connection exception), and the shutdown and start-up codes a restart sends.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: "terminating connection due to administrator command"
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: "the database system is starting up / shutting down"
  '53300', // too_many_connections: a pool of every app server reconnecting at once
]);

/** The socket errors of a server that is down, restarting or unreachable. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * node-postgres' own words for a connection that ended under a query, a client that is no longer
 * usable, and a pool that could not connect in time (it sets no code on these).
 */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Connection terminated due to connection timeout/,
];

/** Whether `error` (or what it wraps: Drizzle puts the driver's error in `cause`) is an outage. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 6; depth++) {
    if (e instanceof DatabaseUnavailableError) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (code.startsWith('08') && code.length === 5) return true;
      if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code)) return true;
    }
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again while the database is out of reach. */
export const DATABASE_RETRY_SECONDS = 2;
