import { FASTING_STAGES } from '@uh/core/fasting/fasting.logic';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fastingLogs, webhookEndpoints } from '../../db/schema';
import { queueWebhookEvent } from './webhook-queue';

const HOUR_MS = 3_600_000;

/**
 * `fast.stage_reached` is the one event no request raises: time does. Each round queues the stage
 * every running fast is in (past the first), for people with an endpoint that wants it; the
 * message id names the fast and the stage, so each stage is sent once however many rounds see it.
 */
export async function queueStageEvents(db: Database, now: Date, dailyLimit: number, scope: { userIds?: number[] } = {}): Promise<number> {
  const fasts = await db
    .selectDistinct({
      id: fastingLogs.id,
      userId: fastingLogs.userId,
      startTime: fastingLogs.startTime,
      targetHours: fastingLogs.targetHours,
    })
    .from(fastingLogs)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.userId, fastingLogs.userId))
    .where(
      and(
        isNull(fastingLogs.endTime),
        eq(webhookEndpoints.enabled, true),
        sql`'fast.stage_reached' = ANY(${webhookEndpoints.events})`,
        scope.userIds ? inArray(fastingLogs.userId, scope.userIds) : undefined,
      ),
    );
  let queued = 0;
  for (const fast of fasts) {
    const hours = (now.getTime() - fast.startTime.getTime()) / HOUR_MS;
    const stage = FASTING_STAGES.findLast((candidate) => hours >= candidate.fromHours);
    if (!stage || stage.fromHours === 0) continue;
    queued += await queueWebhookEvent(
      db,
      fast.userId,
      {
        type: 'fast.stage_reached',
        key: `${fast.id}_${stage.fromHours}`,
        data: {
          fastId: fast.id,
          stage: stage.name,
          stageHours: stage.fromHours,
          startTime: fast.startTime.toISOString(),
          targetHours: fast.targetHours,
        },
      },
      dailyLimit,
      now,
    );
  }
  return queued;
}
