import pg from 'pg';
import { errorLogFields } from '../../lib/error-log';
import type { SessionCache } from './session-cache';

/** The channel migration 0012's triggers notify, with the user id whose sessions or account changed. */
export const SESSION_CHANGES_CHANNEL = 'uh_session_changes';

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

type Log = { warn: (details: object, message: string) => void };

/**
 * Keeps one connection listening for session and account changes and makes `cache` forget the
 * person each one names. The cache works only while the connection does: when it drops, the
 * cache is emptied and bypassed until listening again (retried with back-off), so no server ever
 * answers from a copy it could not hear about.
 */
export function listenForSessionChanges(
  connectionString: string,
  cache: SessionCache,
  log: Log,
): { firstAttempt: Promise<void>; close: () => Promise<void> } {
  let current: pg.Client | null = null;
  let isClosed = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const scheduleRetry = () => {
    if (isClosed) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  };

  async function connect() {
    const client = new pg.Client({ connectionString });
    let isLost = false;
    const lose = (error?: unknown) => {
      if (isLost) return;
      isLost = true;
      cache.setEnabled(false);
      if (current === client) current = null;
      if (error && !isClosed)
        log.warn(
          { error: errorLogFields(error) },
          'Session change notifications lost: sessions are read from the database until they are back',
        );
      client.end().catch(() => {});
      scheduleRetry();
    };
    client.on('notification', (message) => {
      const userId = Number(message.payload);
      if (Number.isSafeInteger(userId)) cache.forgetUser(userId);
      else cache.forgetAll();
    });
    client.on('error', lose);
    client.on('end', () => lose());
    try {
      await client.connect();
      await client.query(`LISTEN ${SESSION_CHANGES_CHANNEL}`);
    } catch (error) {
      lose(error);
      return;
    }
    if (isClosed || isLost) return void client.end().catch(() => {});
    current = client;
    retryMs = FIRST_RETRY_MS;
    cache.setEnabled(true);
  }

  return {
    // Settles once the first connection is listening or has failed (it is then retried in the background).
    firstAttempt: connect(),
    close: async () => {
      isClosed = true;
      clearTimeout(retryTimer);
      cache.setEnabled(false);
      await current?.end().catch(() => {});
    },
  };
}
