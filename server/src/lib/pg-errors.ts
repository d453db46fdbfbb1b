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
