import { dayNumber, fromDayNumber, localDateOf } from '@uh/core/common/calendar.logic';
import { periodFor, progressSummaryOf } from '@uh/core/progress/progress-summary.logic';
import type { ProgressQuery, ProgressSummary } from '@uh/core/progress/progress.schema';
import type { Database } from '../../db/client';
import type { ProtocolOwner } from '../../lib/protocol-completion';
import { biometricsSummary } from './progress-biometrics';
import { historyWithFacts } from './completion-history-cache';

export type ProgressOwner = ProtocolOwner & { createdAt: Date };

/** Everything the dashboard, progress and protocol-progress screens show, in one request. */
export async function progressSummary(
  db: Database,
  owner: ProgressOwner,
  query: ProgressQuery,
  now = new Date(),
): Promise<ProgressSummary> {
  // "Today", the week and the range bounds are the person's current zone; each log keeps its own day.
  const today = localDateOf(now, owner.timeZone);
  const knownPeriod = query.range === 'all' ? null : periodFor(query.range, dayNumber(today), dayNumber(today));
  // In turn rather than at once: one pooled connection per request keeps requests from queueing
  // behind each other for connections under load (bench:api).
  const { days: done, firstDay, facts } = await historyWithFacts(db, owner.id, dayNumber(today));
  const biometrics = await biometricsSummary(db, owner.id, knownPeriod && fromDayNumber(knownPeriod.from), today);
  return progressSummaryOf({ done, facts, firstDay, createdOn: localDateOf(owner.createdAt, owner.timeZone), today, query, biometrics });
}
