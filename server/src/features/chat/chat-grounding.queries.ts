import { BIOMETRIC_DAYS } from '@uh/core/chat/chat-grounding-biometrics.logic';
import { OWN_PROTOCOLS_SHOWN } from '@uh/core/chat/chat-grounding-own-protocols.logic';
import { GROUNDING_DAYS, type CoachUnits, type GroundingInput } from '@uh/core/chat/chat-grounding.logic';
import { CHECKLIST_ITEM_KEYS } from '@uh/core/checklist/checklist.logic';
import { addDays, localDateOf } from '@uh/core/common/calendar.logic';
import { PROTOCOL_KEYS } from '@uh/core/progress/progress.logic';
import type { JournalEntryType } from '@uh/core/voice-journal/voice-journal.schema';
import { and, desc, eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { biometricLogs, coldExposureLogs, dailyChecklists, fastingLogs, journalEntries, thirtyThirtyThirtyLogs } from '../../db/schema';
import { PROTOCOL_COMPLETION, type ProtocolOwner } from '../../lib/protocol-completion';
import type { ChatPorts } from './chat-ports';

// Read directly from the trackers' tables (features meet only through the database here): the
// coach needs a small, recent slice of each, and nothing is written. Days are each log's stored
// local day (the day it was logged, in the zone in force then), like every other day-based view.
// The person's own protocols come through ChatPorts instead: their days are judged by that feature's rules.

const STREAK_LOOKBACK_DAYS = 400;

/** The coach's reader: who, their zone now (for "today"), and the units they chose. */
export type CoachOwner = ProtocolOwner & { weightUnit: string; temperatureUnit: string };

export const unitsOf = (owner: CoachOwner): CoachUnits => ({
  weight: owner.weightUnit === 'kg' ? 'kg' : 'lbs',
  temperature: owner.temperatureUnit === 'C' ? 'C' : 'F',
});

async function completionDays(db: Database, userId: number, since: string): Promise<GroundingInput['completionDays']> {
  const days = await Promise.all(
    PROTOCOL_KEYS.map(async (protocol) => {
      const { table, completed } = PROTOCOL_COMPLETION[protocol];
      const result = await db.execute<{ day: string }>(
        sql`SELECT DISTINCT to_char(local_day, 'YYYY-MM-DD') AS day FROM ${table}
              WHERE user_id = ${userId} AND ${completed} AND local_day >= ${since}::date`,
      );
      return [protocol, result.rows.map((row) => row.day)] as const;
    }),
  );
  return Object.fromEntries(days) as GroundingInput['completionDays'];
}

/** The person's last 7 days (30 for biometrics, longer for streaks), ready for buildGrounding. */
export async function readGroundingInput(db: Database, owner: CoachOwner, now: Date, ports: ChatPorts): Promise<GroundingInput> {
  const today = localDateOf(now, owner.timeZone);
  const from = addDays(today, -(GROUNDING_DAYS - 1));

  const [thirty, fasts, cold, biometrics, checklists, days, journal, ownProtocols] = await Promise.all([
    db
      .select()
      .from(thirtyThirtyThirtyLogs)
      .where(and(eq(thirtyThirtyThirtyLogs.userId, owner.id), gte(thirtyThirtyThirtyLogs.localDay, from))),
    db
      .select()
      .from(fastingLogs)
      .where(and(eq(fastingLogs.userId, owner.id), or(isNull(fastingLogs.endTime), gte(fastingLogs.localDay, from)))),
    db
      .select()
      .from(coldExposureLogs)
      .where(and(eq(coldExposureLogs.userId, owner.id), gte(coldExposureLogs.localDay, from))),
    db
      .select()
      .from(biometricLogs)
      .where(and(eq(biometricLogs.userId, owner.id), gte(biometricLogs.localDay, addDays(today, -(BIOMETRIC_DAYS - 1)))))
      .orderBy(desc(biometricLogs.timestamp))
      .limit(200),
    db
      .select()
      .from(dailyChecklists)
      .where(and(eq(dailyChecklists.userId, owner.id), gte(dailyChecklists.date, from))),
    completionDays(db, owner.id, addDays(today, -STREAK_LOOKBACK_DAYS)),
    // Summaries only: the transcripts stay out of the coach's prompt.
    db
      .select({
        day: journalEntries.localDay,
        timestamp: journalEntries.timestamp,
        type: journalEntries.type,
        summary: journalEntries.summary,
      })
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, owner.id), gte(journalEntries.localDay, from)))
      .orderBy(desc(journalEntries.timestamp))
      .limit(200),
    ports.ownProtocols(db, owner.id, { from, to: today }, OWN_PROTOCOLS_SHOWN),
  ]);

  return {
    now,
    timeZone: owner.timeZone,
    units: unitsOf(owner),
    thirty: thirty.map((log) => ({
      day: log.localDay,
      proteinGrams: log.proteinGrams,
      exerciseSeconds: log.exerciseSeconds,
      completed: log.completed,
    })),
    fasts: fasts.map((fast) => ({ startTime: fast.startTime, endTime: fast.endTime, targetHours: fast.targetHours })),
    cold: cold.map((session) => ({
      day: session.localDay,
      timestamp: session.timestamp,
      exposureMethod: session.exposureMethod,
      durationSeconds: session.durationSeconds,
      temperatureC: session.temperatureC,
    })),
    biometrics: biometrics.map((reading) => ({
      day: reading.localDay,
      timestamp: reading.timestamp,
      weightKg: reading.weightKg,
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
    journal: journal.map((entry) => ({ ...entry, type: entry.type as JournalEntryType })),
    ownProtocols,
  };
}
