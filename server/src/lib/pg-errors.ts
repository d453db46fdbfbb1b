/** The constraint a unique violation (SQLSTATE 23505) hit, or null for any other error. */
export function violatedUniqueConstraint(error: unknown): string | null {
  // drizzle wraps the driver error in `cause`; plain pg errors carry the fields themselves.
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  for (const candidate of candidates) {
    const pgError = candidate as { code?: string; constraint?: string } | null | undefined;
    if (pgError?.code === '23505') return pgError.constraint ?? '';
  }
  return null;
}

// Failures of the connection rather than of the query: the database is down, restarting or unreachable.
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up or shutting down).
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
// node-postgres and its pool say so in words only: a cut connection, a closed client, a connect timeout.
const CONNECTION_ERROR_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

/**
 * Whether an error means the database cannot be reached right now (so a retry may well succeed),
 * as opposed to a query it refused. Looks through drizzle's and the pool's `cause` wrapping and
 * the AggregateError a refused connection to several addresses gives.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const candidate = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof candidate.code === 'string' ? candidate.code : '';
  if (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = typeof candidate.message === 'string' ? candidate.message : '';
  if (CONNECTION_ERROR_MESSAGES.some((pattern) => pattern.test(message))) return true;
  const inner = [candidate.cause, ...(Array.isArray(candidate.errors) ? candidate.errors : [])];
  return inner.some((cause) => isDatabaseUnavailable(cause, depth + 1));
}
