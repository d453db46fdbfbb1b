/** The first retry waits this long; each failed attempt after it doubles the wait. */
const FIRST_RETRY_MS = 30_000;

/**
 * The back-off every worker's retries follow: 30 s after the first failed attempt, doubling, never
 * more than `maxMs` (webhooks: an hour; reminders: half an hour).
 */
export function backOffMs(attempts: number, maxMs: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), maxMs);
}
