import type { GroundingInput } from '@uh/core/chat/chat-grounding.logic';
import { GROUNDING_DAYS } from '@uh/core/chat/chat-grounding.logic';
import { CHECKLIST_ITEM_KEYS } from '@uh/core/checklist/checklist.logic';
import { COLD_MIN_SECONDS } from '@uh/core/cold-exposure/cold-exposure.logic';
import { addDays, localDateOf } from '@uh/core/common/calendar.logic';
import { kilogramsToPounds } from '@uh/core/common/units.logic';
import { and, desc, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { biometricLogs, coldExposureLogs, dailyChecklists, fastingLogs, thirtyThirtyThirtyLogs } from '../../db/schema';
import type { ProtocolOwner } from '../../lib/protocol-completion';

// Read directly from the trackers' tables (features meet only through the database here): the
// coach needs a small, recent slice of each, and nothing is written.

const STREAK_LOOKBACK_DAYS = 400;
const BIOMETRIC_LOOKBACK_DAYS = 30;

/** The instant a local day starts in `timeZone` (DST-aware). */
const startOfLocalDay = (day: string, timeZone: string) => sql`(${day}::date::timestamp AT TIME ZONE ${timeZone})`;
const localDay = (instant: SQL, timeZone: string) => sql`to_char((${instant} AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD')`;

async function completionDays(db: Database, owner: ProtocolOwner, since: SQL): Promise<GroundingInput['completionDays']> {
  const fastEnd = sql`COALESCE(end_time, start_time + target_hours * interval '1 hour')`;
  const result = await db.execute<{ protocol: string; day: string }>(sql`
    SELECT DISTINCT 'thirtyThirtyThirty' AS protocol, ${localDay(sql`timestamp`, owner.timeZone)} AS day
      FROM thirty_thirty_thirty_logs WHERE user_id = ${owner.id} AND completed AND timestamp >= ${since}
    UNION
    SELECT DISTINCT 'fasting', ${localDay(fastEnd, owner.timeZone)}
      FROM fasting_logs WHERE user_id = ${owner.id} AND ${fastEnd} >= ${since}
      AND ((completed AND end_time IS NOT NULL) OR (end_time IS NULL AND ${fastEnd} <= now()))
    UNION
    SELECT DISTINCT 'coldExposure', ${localDay(sql`timestamp`, owner.timeZone)}
      FROM cold_exposure_logs WHERE user_id = ${owner.id} AND duration_seconds >= ${COLD_MIN_SECONDS} AND timestamp >= ${since}`);
  const days: GroundingInput['completionDays'] = { thirtyThirtyThirty: [], fasting: [], coldExposure: [] };
  for (const row of result.rows) days[row.protocol as keyof typeof days]?.push(row.day);
  return days;
}

/** The person's last 7 days (30 for biometrics, longer for streaks), ready for buildGrounding. */
export async function readGroundingInput(db: Database, owner: ProtocolOwner, now: Date): Promise<GroundingInput> {
  const today = localDateOf(now, owner.timeZone);
  const from = startOfLocalDay(addDays(today, -(GROUNDING_DAYS - 1)), owner.timeZone);
  const biometricsFrom = startOfLocalDay(addDays(today, -(BIOMETRIC_LOOKBACK_DAYS - 1)), owner.timeZone);
  const streakFrom = startOfLocalDay(addDays(today, -STREAK_LOOKBACK_DAYS), owner.timeZone);
  const fastEnd = sql`COALESCE(${fastingLogs.endTime}, ${fastingLogs.startTime} + ${fastingLogs.targetHours} * interval '1 hour')`;

  const [thirty, fasts, cold, biometrics, checklists, days] = await Promise.all([
    db
      .select()
      .from(thirtyThirtyThirtyLogs)
      .where(and(eq(thirtyThirtyThirtyLogs.userId, owner.id), gte(thirtyThirtyThirtyLogs.timestamp, from))),
    db
      .select()
      .from(fastingLogs)
      .where(and(eq(fastingLogs.userId, owner.id), or(isNull(fastingLogs.endTime), gte(fastEnd, from)))),
    db
      .select()
      .from(coldExposureLogs)
      .where(and(eq(coldExposureLogs.userId, owner.id), gte(coldExposureLogs.timestamp, from))),
    db
      .select()
      .from(biometricLogs)
      .where(and(eq(biometricLogs.userId, owner.id), gte(biometricLogs.timestamp, biometricsFrom)))
      .orderBy(desc(biometricLogs.timestamp))
      .limit(100),
    db
      .select()
      .from(dailyChecklists)
      .where(and(eq(dailyChecklists.userId, owner.id), gte(dailyChecklists.date, addDays(today, -(GROUNDING_DAYS - 1))))),
    completionDays(db, owner, streakFrom),
  ]);

  return {
    now,
    timeZone: owner.timeZone,
    thirty: thirty.map((log) => ({
      timestamp: log.timestamp,
      proteinGrams: log.proteinGrams,
      exerciseSeconds: log.exerciseSeconds,
      completed: log.completed,
    })),
    fasts: fasts.map((fast) => ({ startTime: fast.startTime, endTime: fast.endTime, targetHours: fast.targetHours })),
    cold: cold.map((session) => ({
      timestamp: session.timestamp,
      exposureMethod: session.exposureMethod,
      durationSeconds: session.durationSeconds,
      temperatureC: session.temperatureC,
      temperatureUnit: session.temperatureUnit,
    })),
    biometrics: biometrics.map((reading) => ({
      timestamp: reading.timestamp,
      weightLbs: reading.weightKg === null ? null : kilogramsToPounds(reading.weightKg),
      systolic: reading.systolic,
      diastolic: reading.diastolic,
      heartRate: reading.heartRate,
      sleepHours: reading.sleepSeconds === null ? null : reading.sleepSeconds / 3600,
    })),
    checklists: checklists.map((day) => ({
      date: day.date,
      ...Object.fromEntries(CHECKLIST_ITEM_KEYS.map((key) => [key, day[key]])),
    })) as GroundingInput['checklists'],
    completionDays: days,
  };
}
