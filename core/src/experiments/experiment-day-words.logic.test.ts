import { describe, expect, it } from 'vitest';
import { assignmentText, experimentDayOn, experimentDayWords, habitTodo } from './experiment-day-words.logic';
import { experimentPlan } from './experiment-schedule.logic';

// The default ABAB design from Monday 2 March 2026: 7 baseline days, then on, off, on, off, on blocks of 4 (27 days).
const design = { kind: 'abab' as const, baselineDays: 7, blockDays: 4, maxDays: 28, washoutDays: 0 };
const plan = experimentPlan(design, '2026-03-02', 1);

describe('experimentDayOn', () => {
  it('numbers the running days and tells what each asks', () => {
    expect(experimentDayOn(plan, null, '2026-03-02')).toEqual({ dayNumber: 1, planDays: 27, phase: 'baseline', assigned: 0 });
    expect(experimentDayOn(plan, null, '2026-03-09')).toEqual({ dayNumber: 8, planDays: 27, phase: 'on', assigned: 1 });
    expect(experimentDayOn(plan, null, '2026-03-13')).toEqual({ dayNumber: 12, planDays: 27, phase: 'off', assigned: 0 });
    expect(experimentDayOn(plan, null, '2026-03-28')).toEqual({ dayNumber: 27, planDays: 27, phase: 'on', assigned: 1 });
  });

  it('has no day before the start, after the plan, or from the day it was stopped', () => {
    expect(experimentDayOn(plan, null, '2026-03-01')).toBeNull();
    expect(experimentDayOn(plan, null, '2026-03-29')).toBeNull();
    expect(experimentDayOn(plan, '2026-03-10', '2026-03-09')).not.toBeNull();
    expect(experimentDayOn(plan, '2026-03-10', '2026-03-10')).toBeNull();
    expect(experimentDayOn(plan, '2026-03-10', '2026-03-11')).toBeNull();
  });

  it('keeps a washout day to its block’s assignment', () => {
    const withWashout = experimentPlan({ ...design, washoutDays: 1 }, '2026-03-02', 1);
    // Day 12 opens the first off block, day 16 the second on block: both washout.
    expect(experimentDayOn(withWashout, null, '2026-03-13')).toMatchObject({ phase: 'washout', assigned: 0 });
    expect(experimentDayOn(withWashout, null, '2026-03-17')).toMatchObject({ phase: 'washout', assigned: 1 });
  });
});

describe('a day’s words', () => {
  const day = (phase: 'baseline' | 'on' | 'off' | 'washout', assigned: 0 | 1) => ({ dayNumber: 9, planDays: 27, phase, assigned });
  const cold = { label: 'Cold exposure', todo: habitTodo({ kind: 'protocol', protocol: 'coldExposure' }, 'Cold exposure') };

  it('says the day, and the habit on, off or as a baseline', () => {
    expect(experimentDayWords(day('on', 1), cold)).toEqual({
      title: 'Experiment day 9 of 27',
      body: 'Today: on — do a cold shower or plunge.',
    });
    expect(assignmentText(day('off', 0), cold)).toBe('Today: off — skip it');
    expect(assignmentText(day('baseline', 0), cold)).toBe('Baseline — as usual, without cold exposure');
  });

  it('marks a settling-in day as not counted, with its block’s ask', () => {
    const sauna = { label: 'Sauna', todo: habitTodo({ kind: 'customProtocol', protocolId: 3 }, 'Sauna') };
    expect(assignmentText(day('washout', 1), sauna)).toBe('Today: on — do Sauna (a settling-in day, not counted)');
    expect(assignmentText(day('washout', 0), sauna)).toBe('Today: off — skip it (a settling-in day, not counted)');
  });

  it('keeps the capitals of a name or an abbreviation', () => {
    expect(assignmentText(day('baseline', 0), { label: 'PM walk', todo: 'do PM walk' })).toBe('Baseline — as usual, without PM walk');
  });
});
