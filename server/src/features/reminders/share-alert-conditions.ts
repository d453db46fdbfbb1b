import { readShareAlert } from '@uh/core/sharing/share-alerts.logic';
import { and, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { shareGrants, type reminderDeliveries } from '../../db/schema';
import type { Verdict } from './reminder-verdict';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * A share alert is sent only while its grant is still live, accepted and alerting, and given to
 * the person it is queued for: an owner who stops sharing, or turns alerts off, stops them at once.
 */
export async function judgeShareAlert(tx: Transaction, delivery: typeof reminderDeliveries.$inferSelect, now: Date): Promise<Verdict> {
  const alert = readShareAlert(delivery.details);
  if (!alert) return { send: false, outcome: 'skipped' };
  const [live] = await tx
    .select({ id: shareGrants.id })
    .from(shareGrants)
    .where(
      and(
        eq(shareGrants.id, alert.grantId),
        eq(shareGrants.granteeId, delivery.userId),
        eq(shareGrants.alerts, true),
        isNotNull(shareGrants.acceptedAt),
        isNull(shareGrants.endedAt),
        or(isNull(shareGrants.expiresAt), gt(shareGrants.expiresAt, now)),
      ),
    );
  if (!live) return { send: false, outcome: 'skipped' };
  return { send: true, details: {}, message: { title: alert.title, body: alert.body, path: alert.path } };
}
