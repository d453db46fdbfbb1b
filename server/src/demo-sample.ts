import { biometricCreateSchema } from '@uh/core/biometrics/biometrics.schema';
import { coldLogCreateSchema } from '@uh/core/cold-exposure/cold-exposure.schema';
import { addDays, localDateOf, type LocalDate } from '@uh/core/common/calendar.logic';
import type { Database } from './db/client';
import { setChecklistItems } from './features/checklist/checklist.service';
import { subscribeChecklist } from './features/checklist/checklist.subscriptions';
import { createAppEvents } from './lib/app-events';
import type { ProtocolOwner } from './lib/protocol-completion';
import { TRACKERS } from './trackers';

/** The instant a wall-clock time on a local day names in `timeZone` (DST-safe for the morning and evening hours used here). */
export function atLocalTime(day: LocalDate, hour: number, minute: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`);
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(new Date(instant));
    const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
    return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - instant;
  };
  // Twice: the first guess may sit on the other side of a DST change from the answer.
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
}

// Days before today (in the demo's zone) and what was logged on them; today is left for the visitor.
const THIRTY_SESSIONS = [
  { daysAgo: 1, proteinAmount: 35, exerciseDuration: 30 * 60, timeAfterWaking: 20 },
  { daysAgo: 2, proteinAmount: 32, exerciseDuration: 28 * 60, timeAfterWaking: 25 },
  { daysAgo: 3, proteinAmount: 40, exerciseDuration: 35 * 60, timeAfterWaking: 15 },
  { daysAgo: 4, proteinAmount: 22, exerciseDuration: 20 * 60, timeAfterWaking: 45 },
];
const COLD_SESSIONS = [
  { daysAgo: 1, exposureMethod: 'cold_shower', temperature: 55, duration: 3 * 60 },
  { daysAgo: 3, exposureMethod: 'cold_plunge', temperature: 45, duration: 2 * 60 },
] as const;
const WEIGHTS_LBS = [182.6, 182.2, 182.4, 181.8, 181.6, 181.2, 180.8];
const RESTING_HEART_RATES = [62, 61, 63, 60, 59, 60, 58];
const CHECKLIST_TICKS = [
  { daysAgo: 1, items: { sunlightExposureCompleted: true, hydrationTargetCompleted: true, supplementsCompleted: true } },
  { daysAgo: 2, items: { sunlightExposureCompleted: true, hydrationTargetCompleted: true } },
  { daysAgo: 3, items: { sunlightExposureCompleted: true } },
];

/** How many rows `writeDemoSample` writes, per table (the checklist rows are the days with a tick). */
export const DEMO_SAMPLE_COUNTS = {
  thirtyThirtyThirtyLogs: THIRTY_SESSIONS.length,
  fastingLogs: 1,
  coldExposureLogs: COLD_SESSIONS.length,
  biometricLogs: WEIGHTS_LBS.length,
  dailyChecklists: 3,
};

/**
 * A week of believable use for the demo account, written through the protocol services so the
 * checklist, streaks and progress follow as they would for a person: three 30-30-30 mornings and
 * one short of the rule, a 16-hour fast ended yesterday, two cold sessions, a week of morning
 * weight and resting heart rate, and a few ticks of the items no log covers.
 */
export async function writeDemoSample(db: Database, owner: ProtocolOwner, now: Date): Promise<void> {
  const today = localDateOf(now, owner.timeZone);
  const at = (daysAgo: number, hour: number, minute = 0) => atLocalTime(addDays(today, -daysAgo), hour, minute, owner.timeZone);
  // Only the checklist follows a demo week: nothing of it is announced (no webhooks).
  const events = createAppEvents();
  subscribeChecklist(events);
  const deps = { db, events };

  for (const day of CHECKLIST_TICKS) await setChecklistItems(db, owner.id, addDays(today, -day.daysAgo), day.items);
  for (const { daysAgo, ...session } of THIRTY_SESSIONS) {
    await TRACKERS.thirtyThirtyThirty.service.create(deps, owner, { ...session, timestamp: at(daysAgo, 7, 30).toISOString() }, now);
  }
  for (const { daysAgo, ...session } of COLD_SESSIONS) {
    await TRACKERS.coldExposure.service.create(deps, owner, coldLogCreateSchema.parse({ ...session, completed: true }), at(daysAgo, 8));
  }
  for (const [index, weight] of WEIGHTS_LBS.entries()) {
    const daysAgo = WEIGHTS_LBS.length - index;
    const reading = biometricCreateSchema.parse({ weight, heartRate: RESTING_HEART_RATES[index], timestamp: at(daysAgo, 7).toISOString() });
    await TRACKERS.biometrics.service.create(deps, owner, reading, now);
  }
  const fast = await TRACKERS.fasting.service.create(deps, owner, { startTime: at(2, 20).toISOString(), targetHours: 16 });
  await TRACKERS.fasting.service.patch(deps, owner, fast.id, { endTime: at(1, 12).toISOString() }, now);
}
