import { describe, expect, it } from 'vitest';
import { EMPTY_CHECKLIST } from '../checklist/checklist.logic';
import { buildGrounding, type GroundingInput } from './chat-grounding.logic';

// Wednesday 12 March 2025, 08:30 in Paris (UTC+1).
const now = new Date('2025-03-12T07:30:00Z');
const at = (iso: string) => new Date(iso);

const emptyInput = (): GroundingInput => ({
  now,
  timeZone: 'Europe/Paris',
  thirty: [],
  fasts: [],
  cold: [],
  biometrics: [],
  checklists: [],
  completionDays: { thirtyThirtyThirty: [], fasting: [], coldExposure: [] },
});

describe('buildGrounding', () => {
  it('knows nothing about a person with no logs, in their own day and time', () => {
    const grounding = buildGrounding(emptyInput());
    expect(grounding).toMatchObject({ today: '2025-03-12', weekday: 'Wednesday', localTime: '08:30', streak: 0, biometrics: null });
    expect(grounding.fasting).toEqual({ active: null, completed: 0, endedEarly: 0, longestHours: null, streak: 0 });
    expect(grounding.checklist).toEqual({ todayPercent: null, averagePercent: null, daysTracked: 0 });
  });

  it('describes the active fast: elapsed time, stage, next stage and time to target', () => {
    const grounding = buildGrounding({
      ...emptyInput(),
      fasts: [
        { startTime: at('2025-03-11T17:30:00Z'), endTime: null, targetHours: 16 }, // 14 h in
        { startTime: at('2025-03-08T18:00:00Z'), endTime: at('2025-03-09T12:00:00Z'), targetHours: 16 }, // 18 h: completed
        { startTime: at('2025-03-06T18:00:00Z'), endTime: at('2025-03-07T04:00:00Z'), targetHours: 16 }, // 10 h: ended early
      ],
    });
    expect(grounding.fasting.active).toEqual({
      targetHours: 16,
      label: '16:8 Intermittent Fasting',
      elapsedSeconds: 14 * 3600,
      remainingSeconds: 2 * 3600,
      stageIndex: 1,
      stageName: 'Fat Burning',
      nextStage: { name: 'Autophagy Beginning', inSeconds: 2 * 3600 },
    });
    expect(grounding.fasting).toMatchObject({ completed: 1, endedEarly: 1, longestHours: 16 });
  });

  it('treats a fast past its target as completed at exactly start + target, not active', () => {
    const grounding = buildGrounding({
      ...emptyInput(),
      fasts: [{ startTime: at('2025-03-10T18:00:00Z'), endTime: null, targetHours: 12 }],
    });
    expect(grounding.fasting.active).toBeNull();
    expect(grounding.fasting).toMatchObject({ completed: 1, longestHours: 12 });
  });

  it('counts 30-30-30 days and today’s partial log in the person’s time zone', () => {
    const grounding = buildGrounding({
      ...emptyInput(),
      thirty: [
        { timestamp: at('2025-03-11T06:00:00Z'), proteinGrams: 35, exerciseSeconds: 1600, completed: true },
        // 23:30 UTC on the 11th is already the 12th in Paris.
        { timestamp: at('2025-03-11T23:30:00Z'), proteinGrams: 20, exerciseSeconds: 600, completed: false },
      ],
      completionDays: { thirtyThirtyThirty: ['2025-03-10', '2025-03-11'], fasting: [], coldExposure: ['2025-03-11'] },
    });
    expect(grounding.thirty).toEqual({
      completedDays: 1,
      completedToday: false,
      today: { proteinGrams: 20, exerciseMinutes: 10 },
      streak: 2,
    });
    expect(grounding.streak).toBe(2);
  });

  it('sums cold minutes for the last 7 days and for this Sunday-start week, ignoring sessions under 30 s', () => {
    const session = (iso: string, durationSeconds: number) => ({
      timestamp: at(iso),
      exposureMethod: 'ice_bath',
      durationSeconds,
      temperatureC: 10,
      temperatureUnit: 'F',
    });
    const grounding = buildGrounding({
      ...emptyInput(),
      cold: [session('2025-03-07T08:00:00Z', 120), session('2025-03-10T08:00:00Z', 180), session('2025-03-11T08:00:00Z', 20)],
    });
    expect(grounding.cold).toMatchObject({ sessions: 2, seconds: 300, weekSeconds: 180, doneToday: false });
    expect(grounding.cold.last).toEqual({ method: 'Ice Bath', seconds: 180, temperature: 50, unit: 'F' });
  });

  it('takes the latest value of each biometric and the 7-day sleep average', () => {
    const reading = (iso: string, values: Partial<GroundingInput['biometrics'][number]>) => ({
      timestamp: at(iso),
      weightLbs: null,
      systolic: null,
      diastolic: null,
      heartRate: null,
      sleepHours: null,
      ...values,
    });
    const grounding = buildGrounding({
      ...emptyInput(),
      biometrics: [
        reading('2025-03-12T06:00:00Z', { sleepHours: 6.5, heartRate: 0 }),
        reading('2025-03-11T06:00:00Z', { sleepHours: 7.5, heartRate: 58, systolic: 118, diastolic: 76 }),
        reading('2025-02-20T06:00:00Z', { weightLbs: 180.04, sleepHours: 9 }),
      ],
    });
    expect(grounding.biometrics).toEqual({
      weightLbs: 180,
      bloodPressure: { systolic: 118, diastolic: 76 },
      heartRate: 58,
      sleepHours: 6.5,
      averageSleepHours: 7,
      lastLoggedOn: '2025-03-12',
    });
  });

  it('averages the checklist over the whole week (days without a record count as 0 %)', () => {
    const grounding = buildGrounding({
      ...emptyInput(),
      checklists: [
        { date: '2025-03-12', ...EMPTY_CHECKLIST, morningProteinCompleted: true, coldExposureCompleted: true },
        {
          date: '2025-03-11',
          ...EMPTY_CHECKLIST,
          morningProteinCompleted: true,
          morningExerciseCompleted: true,
          fastingCompleted: true,
          supplementsCompleted: true,
        },
      ],
    });
    expect(grounding.checklist).toEqual({ todayPercent: 25, averagePercent: 11, daysTracked: 2 });
  });
});
