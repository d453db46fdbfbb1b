/**
 * What the server log keeps of an unexpected error. A failed query's message quotes the SQL and
 * every parameter (e-mail addresses, health values, chat text, password hashes) and the database's
 * own message can quote a row, so a database error is logged by its class, SQLSTATE and
 * constraint only; anything else by its class, message and stack (our own code's words).
 */
export type ErrorLogFields = {
  type: string;
  sqlState?: string;
  constraint?: string;
  table?: string;
  message?: string;
  stack?: string;
};

type DatabaseErrorLike = { code?: unknown; constraint?: unknown; table?: unknown; severity?: unknown };

/** PostgreSQL errors (node-postgres) carry a five-character SQLSTATE and a severity. */
function asDatabaseError(value: unknown): DatabaseErrorLike | null {
  if (typeof value !== 'object' || value === null) return null;
  const candidate = value as DatabaseErrorLike;
  return typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code) && typeof candidate.severity === 'string'
    ? candidate
    : null;
}

const typeOf = (value: unknown) => (value instanceof Error ? value.constructor.name : typeof value);

export function errorLogFields(error: unknown): ErrorLogFields {
  const cause = error instanceof Error ? error.cause : undefined;
  const database = asDatabaseError(error) ?? asDatabaseError(cause);
  const isFailedQuery = error instanceof Error && (error.message.startsWith('Failed query:') || 'params' in error);
  if (database || isFailedQuery) {
    return {
      type: database && database !== error ? `${typeOf(error)} < ${typeOf(cause)}` : typeOf(error),
      ...(typeof database?.code === 'string' ? { sqlState: database.code } : {}),
      ...(typeof database?.constraint === 'string' ? { constraint: database.constraint } : {}),
      ...(typeof database?.table === 'string' ? { table: database.table } : {}),
    };
  }
  if (error instanceof Error) {
    // The stack's first line repeats the message; the frames below it are code locations.
    return { type: typeOf(error), message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  }
  return { type: typeOf(error) };
}
