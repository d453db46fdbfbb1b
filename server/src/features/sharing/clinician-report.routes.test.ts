import type { ClinicianReport } from '@uh/core/sharing/clinician-report.schema';
import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { pdfPages } from '../../../test/pdf-text';
import { createTestApp, signUp } from '../../../test/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});

type Person = Awaited<ReturnType<typeof signUp>>;
const call = (person: Person, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: person.cookie }, ...(payload ? { payload } : {}) });
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/** A person with a fast of 18 h, two cold sessions (3 and 2 min) and four readings, all today. */
async function personWithLogs() {
  const person = await signUp(app, { displayName: 'Robin Report' });
  const body = { userId: person.user.id };
  const fast = (await call(person, 'POST', '/api/protocols/fasting', { ...body, startTime: hoursAgo(18), targetHours: 16 })).json() as {
    id: number;
  };
  expect((await call(person, 'PATCH', `/api/protocols/fasting/${fast.id}`, { endTime: new Date().toISOString() })).statusCode).toBe(200);
  for (const [duration, temperature] of [
    [180, 50],
    [120, 41],
  ]) {
    const cold = await call(person, 'POST', '/api/protocols/cold', {
      ...body,
      exposureMethod: 'cold_plunge',
      temperature,
      duration,
      completed: true,
    });
    expect(cold.statusCode, cold.body).toBe(201);
  }
  for (const reading of [
    { weight: 182, heartRate: 60, hrv: 48 },
    { weight: 180, heartRate: 56, hrv: 55 },
    { weight: 179, heartRate: 58 },
    { hrv: 61 },
  ]) {
    expect((await call(person, 'POST', '/api/biometrics', { ...body, ...reading })).statusCode).toBe(201);
  }
  return person;
}

describe('the clinician report', () => {
  let person: Person;
  beforeAll(async () => {
    person = await personWithLogs();
  });

  it('has the progress screen’s figures for the same period, and the period’s fasting, cold and biometric ranges', async () => {
    for (const range of ['week', 'month', 'all'] as const) {
      const report = (await call(person, 'GET', `/api/sharing/report?range=${range}`)).json() as ClinicianReport;
      const progress = (await call(person, 'GET', `/api/progress/summary?range=${range}`)).json() as {
        overall: Record<string, number>;
        protocols: Record<string, { rangeCount: number; rangeTarget: number; habitStrength: number; longestStreak: number }>;
        biometrics: { averages: Record<string, number | null>; changes: Record<string, number | null> };
        range: { countedDays: number; label: string };
      };
      expect(report.period).toMatchObject({ range, days: progress.range.countedDays, label: progress.range.label });
      expect(report.overall).toEqual({
        adherencePercent: progress.overall.adherencePercent,
        completed: progress.overall.completed,
        target: progress.overall.target,
        habitStrength: progress.overall.habitStrength,
      });
      for (const protocol of report.protocols) {
        const shown = progress.protocols[protocol.key]!;
        expect([protocol.daysDone, protocol.daysTarget, protocol.habitStrength, protocol.longestStreak]).toEqual([
          shown.rangeCount,
          shown.rangeTarget,
          shown.habitStrength,
          shown.longestStreak,
        ]);
      }
      const metric = (name: string) => report.biometrics.find((row) => row.metric === name)!;
      expect([metric('weight').average, metric('weight').changePercent]).toEqual([
        progress.biometrics.averages.weight,
        progress.biometrics.changes.weight,
      ]);
      expect(metric('heartRate').average).toBe(progress.biometrics.averages.heartRate);
      expect(metric('weight')).toMatchObject({ readings: 3, low: 179, high: 182 });
      expect(metric('hrv')).toMatchObject({ readings: 3, low: 48, high: 61, average: 54.7 });
      expect(report.fasting).toEqual({ fasts: 1, totalHours: 18, averageHours: 18, longestHours: 18 });
      expect(report.cold).toMatchObject({ sessions: 2, totalMinutes: 5, averageMinutes: 2.5, coldestC: 5 });
    }
  });

  it('renders as a PDF on A4 or Letter whose text is the report’s, and as a CSV bundle of the same numbers', async () => {
    const pdf = await call(person, 'GET', '/api/sharing/report.pdf?range=month');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const [page] = await pdfPages(pdf.rawPayload);
    expect(page!.text).toContain('Health report: Robin Report');
    expect(page!.text).toMatch(/Hours fasted:\s*18 h/);
    expect(page!.text).toMatch(/Coldest:\s*41 °F/);
    expect(page!.text).toMatch(/Weight:\s*average 180\.3 lbs, range 179 lbs to 182 lbs/);
    expect(Math.round(page!.width)).toBe(595);
    const letter = await pdfPages((await call(person, 'GET', '/api/sharing/report.pdf?range=month&paper=letter')).rawPayload);
    expect([letter[0]!.width, letter[0]!.height]).toEqual([612, 792]);

    const bundle = await call(person, 'GET', '/api/sharing/report.zip?range=month');
    const files = unzipSync(new Uint8Array(bundle.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'adherence.csv',
      'biometrics.csv',
      'experiments.csv',
      'fasting-and-cold.csv',
      'summary.csv',
    ]);
    expect(strFromU8(files['fasting-and-cold.csv']!)).toContain(',fastingHoursTotal,18\r\n');
    expect(strFromU8(files['biometrics.csv']!)).toMatch(/,hrv,3,54\.7,48,61,\r\n/);
  });

  it('is the owner’s alone: a token or another person cannot read it', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/sharing/report' });
    expect(anonymous.statusCode).toBe(401);
    const stranger = await signUp(app);
    const theirs = (await call(stranger, 'GET', '/api/sharing/report')).json() as ClinicianReport;
    expect(theirs.person.displayName).not.toBe('Robin Report');
    expect(theirs.fasting.fasts).toBe(0);
  });
});
