import { addDays, localDateOf } from '@uh/core/common/calendar.logic';
import type { Insight, InsightsAnswer } from '@uh/core/insights/insights.schema';
import { expect } from 'vitest';
import type { App } from '../../app';
import { biometricLogs, coldExposureLogs, dailyChecklists } from '../../db/schema';
import { testDatabase } from '../../../test/test-app';
import { call, type Person } from '../custom-protocols/custom-protocols-test-helpers';

/** The day `daysAgo` days before today, in UTC (the test people's zone). */
export const dayAgo = (daysAgo: number) => addDays(localDateOf(new Date(), 'UTC'), -daysAgo);

const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** Something neutral logged that day (a checklist tick): the built-in factors are known on it. */
export async function markLogged(userId: number, days: readonly string[]) {
  if (days.length === 0) return;
  await testDatabase()
    .db.insert(dailyChecklists)
    .values(days.map((date) => ({ userId, date, supplementsCompleted: true })));
}

/** A completed cold session of `minutes` on each day. */
export async function logCold(userId: number, days: readonly string[], minutes = 3) {
  if (days.length === 0) return;
  await testDatabase()
    .db.insert(coldExposureLogs)
    .values(
      days.map((day) => ({
        userId,
        exposureMethod: 'cold_shower',
        temperatureC: 12,
        durationSeconds: minutes * 60,
        completed: true,
        timestamp: noon(day),
        timeZone: 'UTC',
        localDay: day,
      })),
    );
}

type Reading = { day: string; hrvMs?: number; sleepHours?: number; restingHeartRate?: number };

/** A wearable's nightly readings, dated by the morning the night ended (they make no day "logged"). */
export async function logNights(userId: number, readings: readonly Reading[]) {
  await testDatabase()
    .db.insert(biometricLogs)
    .values(
      readings.map(({ day, hrvMs, sleepHours, restingHeartRate }) => ({
        userId,
        hrvMs: hrvMs ?? null,
        sleepSeconds: sleepHours === undefined ? null : Math.round(sleepHours * 3600),
        heartRate: restingHeartRate ?? null,
        wearableSource: 'oura',
        timestamp: noon(day),
        timeZone: 'UTC',
        localDay: day,
      })),
    );
}

export async function readAnswer(app: App, person: Person): Promise<InsightsAnswer> {
  const response = await call(app, person, 'GET', '/api/insights');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export function insightOf(answer: InsightsAnswer, key: string): Insight {
  const insight = answer.insights.find((candidate) => candidate.key === key);
  expect(insight, `${key} in ${answer.insights.map((candidate) => candidate.key).join(', ')}`).toBeDefined();
  return insight!;
}

export const COLD_HRV = 'protocol.coldExposure:biometric.hrvMs:nextNight';
export const COLD_SLEEP = 'protocol.coldExposure:biometric.sleepHours:nextNight';
