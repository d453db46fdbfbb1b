// A person for the browser benchmarks: registered through the API of a running app, with a month
// of history imported the way a person would bring it (POST /api/account/import), so the signed-in
// pages show what they show for someone who uses the app every day.
import type { AccountExport, ExportRecords } from '../core/src/settings/export.schema';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const DAYS = 30;

/** Registers a new person and imports a month of logs; answers their session cookie value. */
export async function registerWithAMonthOfData(url: string): Promise<string> {
  const username = `bench_${Date.now().toString(36)}`;
  const registered = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username,
      email: `${username}@example.com`,
      displayName: 'Robin Tester',
      password: 'morning-sun-30',
      timeZone: 'UTC',
    }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const session = /uh_session=([^;]+)/.exec(registered.headers.get('set-cookie') ?? '')?.[1];
  if (!session) throw new Error('register set no session cookie');

  const headers = { cookie: `uh_session=${session}`, 'content-type': 'application/json' };
  // The account's own (empty) export, so the document's header is whatever this server writes.
  const document = (await (await fetch(`${url}/api/account/export`, { headers })).json()) as AccountExport;
  document.records = { ...document.records, ...aMonthOfLogs(Date.now()) };
  const imported = await fetch(`${url}/api/account/import`, { method: 'POST', headers, body: JSON.stringify(document) });
  if (imported.status !== 200) throw new Error(`import answered ${imported.status}: ${await imported.text()}`);
  return session;
}

/** Every day of the last month: a 30-30-30, a 16-hour fast, a cold shower, a morning reading and a checklist. */
function aMonthOfLogs(now: number): Omit<ExportRecords, 'chatMessages' | 'journalEntries'> {
  const days = Array.from({ length: DAYS }, (_, i) => DAYS - 1 - i).map((daysAgo) => ({ daysAgo, base: now - daysAgo * DAY_MS }));
  const at = (ms: number) => new Date(ms).toISOString();
  const day = (ms: number) => at(ms).slice(0, 10);
  const inUtc = (ms: number) => ({ timeZone: 'UTC', localDay: day(ms) });
  return {
    thirtyThirtyThirtyLogs: days.map(({ daysAgo, base }) => ({
      timestamp: at(base - 2 * HOUR_MS),
      proteinGrams: 30 + (daysAgo % 4) * 5,
      exerciseSeconds: daysAgo % 7 === 3 ? 1200 : 1800,
      timeAfterWakingMinutes: 20 + (daysAgo % 3) * 5,
      completed: daysAgo % 7 !== 3,
      ...inUtc(base - 2 * HOUR_MS),
    })),
    fastingLogs: days.map(({ daysAgo, base }) => {
      const hours = daysAgo % 5 === 2 ? 14 : 16;
      return {
        timestamp: at(base - 4 * HOUR_MS),
        startTime: at(base - (4 + hours) * HOUR_MS),
        endTime: at(base - 4 * HOUR_MS),
        targetHours: 16,
        durationSeconds: hours * 3600,
        completed: hours >= 16,
        ...inUtc(base - 4 * HOUR_MS),
      };
    }),
    coldExposureLogs: days
      .filter(({ daysAgo }) => daysAgo % 6 !== 5)
      .map(({ daysAgo, base }) => ({
        timestamp: at(base - HOUR_MS),
        exposureMethod: daysAgo % 4 === 0 ? 'ice_bath' : 'cold_shower',
        temperatureC: daysAgo % 4 === 0 ? 4 : 12,
        temperatureUnit: 'C',
        durationSeconds: 120 + (daysAgo % 3) * 60,
        completed: true,
        ...inUtc(base - HOUR_MS),
      })),
    biometricLogs: days.map(({ daysAgo, base }) => ({
      timestamp: at(base - 3 * HOUR_MS),
      weightKg: Math.round((78 + daysAgo * 0.05) * 10) / 10,
      systolic: 116 + (daysAgo % 5),
      diastolic: 74 + (daysAgo % 4),
      heartRate: 56 + (daysAgo % 6),
      hrvMs: 52 + (daysAgo % 9),
      oxygenSaturation: 97,
      respirationRate: 14,
      bodyTemperatureC: 36.7,
      temperatureUnit: 'C',
      sleepSeconds: (7 + (daysAgo % 3) * 0.5) * 3600,
      readinessScore: 75 + (daysAgo % 10),
      stressLevel: 30 + (daysAgo % 8),
      wearableSource: 'manual',
      ...inUtc(base - 3 * HOUR_MS),
    })),
    dailyChecklists: days.map(({ daysAgo, base }) => ({
      date: day(base),
      morningProteinCompleted: true,
      morningExerciseCompleted: daysAgo % 7 !== 3,
      sunlightExposureCompleted: daysAgo % 3 !== 0,
      coldExposureCompleted: daysAgo % 6 !== 5,
      hydrationTargetCompleted: true,
      fastingCompleted: daysAgo % 5 !== 2,
      supplementsCompleted: daysAgo % 2 === 0,
      journalEntryCompleted: daysAgo % 4 === 1,
    })),
  };
}
