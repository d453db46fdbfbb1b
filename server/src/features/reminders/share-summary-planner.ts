import { dueSummary, SHARE_SUMMARY_KIND, summaryMessage, type WeekOfAccess } from '@uh/core/sharing/share-summary.logic';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { deliveryRows, type PlannedDelivery } from './delivery-rows';
import { remindedPeople } from './reminded-people';

/** A summary nobody could be told on its Monday is about a week that has moved on. */
const SUMMARY_LIFETIME_MS = 24 * 3_600_000;

type Row = { who: string; reads: number; proposals: number };

/**
 * Each grant's and report link's accesses over the week, including those with none; null when the
 * person shared nothing that week (nothing to sum up).
 */
async function weekOfAccess(db: Database, ownerId: number, from: Date, to: Date): Promise<WeekOfAccess[] | null> {
  const counts = sql`count(a.id) FILTER (WHERE a.action = 'read')::int AS reads,
    count(a.id) FILTER (WHERE a.action <> 'read')::int AS proposals`;
  const [since, until] = [from.toISOString(), to.toISOString()];
  const result = await db.execute<Row>(sql`
    SELECT u.display_name AS who, ${counts}
      FROM share_grants g JOIN users u ON u.id = g.grantee_id
      LEFT JOIN share_access_log a ON a.grant_id = g.id AND a.at >= ${since}::timestamptz AND a.at < ${until}::timestamptz
      WHERE g.owner_id = ${ownerId} AND g.created_at < ${until}::timestamptz
        AND (g.ended_at IS NULL OR g.ended_at >= ${since}::timestamptz)
      GROUP BY g.id, u.display_name
    UNION ALL
    SELECT 'Report link' AS who, ${counts}
      FROM share_links l
      LEFT JOIN share_access_log a ON a.link_id = l.id AND a.at >= ${since}::timestamptz AND a.at < ${until}::timestamptz
      WHERE l.owner_id = ${ownerId} AND l.created_at < ${until}::timestamptz
        AND (l.ended_at IS NULL OR l.ended_at >= ${since}::timestamptz)
      GROUP BY l.id`);
  if (result.rows.length === 0) return null;
  return result.rows.map((row) => ({ who: row.who, reads: Number(row.reads), proposals: Number(row.proposals) }));
}

/**
 * The weekly summaries due by `now` (docs/sharing.md#the-weekly-summary): on Monday from 09:00 in
 * each person's zone, for those who switched it on and shared something that week, one row per
 * channel, keyed by the Monday so it is sent once.
 */
export async function planShareSummaries(db: Database, now: Date, scope: { userIds?: number[] } = {}): Promise<PlannedDelivery[]> {
  const planned: PlannedDelivery[] = [];
  for (const { userId, settings, channels, updatedAt, timeZone } of await remindedPeople(db, scope)) {
    if (!settings.schedule.sharingSummary.enabled || channels.length === 0) continue;
    const due = dueSummary(now, timeZone);
    // A Monday that passed before the summary was switched on is not caught up on.
    if (!due || due.dueAt.getTime() < updatedAt.getTime()) continue;
    const week = await weekOfAccess(db, userId, due.from, due.to);
    if (!week) continue;
    const occurrence = {
      key: `${SHARE_SUMMARY_KIND}:${due.monday}`,
      dueAt: due.dueAt,
      expiresAt: new Date(due.dueAt.getTime() + SUMMARY_LIFETIME_MS),
    };
    planned.push(...deliveryRows(userId, SHARE_SUMMARY_KIND, channels, occurrence, summaryMessage(week)));
  }
  return planned;
}
