import { historyFactsOf, type HistoryFacts } from '@uh/core/progress/history-facts.logic';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { preparedSql } from '../../db/prepared-sql';
import { completionHistory, type CompletionHistory } from './progress.queries';

/** How many people's histories one server keeps. */
const KEPT_HISTORIES = 1000;

type Kept = { version: number; history: CompletionHistory; facts: { today: number; value: HistoryFacts } | null };

const logVersion = preparedSql<{ version: number }, { userId: number }>(
  'progress_log_version',
  sql`SELECT COALESCE((SELECT version FROM log_versions WHERE user_id = ${sql.placeholder('userId')}), 0)::float8 AS version`,
);

// Per database: tests run several databases in one process, and ids repeat between them.
const keptOf = perDatabase(() => new Map<number, Kept>());

/**
 * A person's completion history and what it says on `today`, read again only when their logs
 * changed: the log tables' triggers move a counter in `log_versions` on every change, whoever makes
 * it (docs/decisions/0033). The counter is read before the history, so a change made between the
 * two is at worst read twice, never missed.
 */
export async function historyWithFacts(
  db: Database,
  personId: number,
  today: number,
): Promise<CompletionHistory & { facts: HistoryFacts }> {
  const [{ version } = { version: 0 }] = await logVersion(db, { userId: personId });
  const kept = keptOf(db);
  let entry = kept.get(personId);
  if (!entry || entry.version !== Number(version)) {
    entry = { version: Number(version), history: await completionHistory(db, personId), facts: null };
  }
  // Most recently used last: the first entry is the one to drop.
  kept.delete(personId);
  kept.set(personId, entry);
  if (kept.size > KEPT_HISTORIES) kept.delete(kept.keys().next().value!);
  if (entry.facts?.today !== today) entry.facts = { today, value: historyFactsOf(entry.history.days, today) };
  return { ...entry.history, facts: entry.facts.value };
}
