import { describe, expect, it } from 'vitest';
import { EMPTY_CHECKLIST } from '../checklist/checklist.logic';
import { buildGrounding, type GroundingInput } from './chat-grounding.logic';

// Wednesday 12 March 2025, 08:30 in Paris (UTC+1).
const now = new Date('2025-03-12T07:30:00Z');
const at = (iso: string) => new Date(iso);

const emptyInput = (): GroundingInput => ({
  now,
  timeZone: 'Europe/Paris',
  units: { weight: 'lbs', temperature: 'F' },
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
    expect(grounding.fasting).toMatchObject({ completed: 1, endedEarly: 1, longestHours: 18 });
  });

  it('keeps a fast past its target running until it is ended', () => {
    const grounding = buildGrounding({
      ...emptyInput(),
      fasts: [{ startTime: at('2025-03-10T18:00:00Z'), endTime: null, targetHours: 12 }],
    });
    expect(grounding.fasting.active).toMatchObject({ elapsedSeconds: 37.5 * 3600, remainingSeconds: 0 });
    expect(grounding.fasting).toMatchObject({ completed: 0, longestHours: null });
  });

  it('counts 30-30-30 days and today’s partial log on the local day each log keeps', () => {
    const grounding = buildGrounding({
      ...emptyInput(),
      thirty: [
        { day: '2025-03-11', proteinGrams: 35, exerciseSeconds: 1600, completed: true },
        { day: '2025-03-12', proteinGrams: 20, exerciseSeconds: 600, completed: false },
        { day: '2025-03-05', proteinGrams: 40, exerciseSeconds: 1800, completed: true }, // 8 days ago: outside the week
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

  it('sums cold minutes for the last 7 days and for this Monday-start week, ignoring sessions under 30 s, in the person’s unit', () => {
    const session = (day: string, durationSeconds: number) => ({
      day,
      timestamp: at(`${day}T08:00:00Z`),
      exposureMethod: 'ice_bath',
      durationSeconds,
      temperatureC: 10,
    });
    // Wednesday the 12th: the week began on Monday the 10th; Sunday the 9th belongs to the week before.
    const cold = [session('2025-03-07', 120), session('2025-03-09', 60), session('2025-03-10', 180), session('2025-03-11', 20)];
    const grounding = buildGrounding({ ...emptyInput(), cold });
    expect(grounding.cold).toMatchObject({ sessions: 3, seconds: 360, weekSeconds: 180, doneToday: false });
    expect(grounding.cold.last).toEqual({ method: 'Ice Bath', seconds: 180, temperature: 50, unit: 'F' });
    const inCelsius = buildGrounding({ ...emptyInput(), units: { weight: 'kg', temperature: 'C' }, cold });
    expect(inCelsius.cold.last).toEqual({ method: 'Ice Bath', seconds: 180, temperature: 10, unit: 'C' });
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
