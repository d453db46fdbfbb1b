import { describe, expect, it } from 'vitest';
import { customHabitStrength } from './custom-habit-strength.logic';
import type { EvaluatedDay } from './day-state.logic';
import { protocolDocumentSchema, type ProtocolDocument, type ProtocolDocumentInput } from './protocol-document.schema';

const documentOf = (fields: Partial<ProtocolDocumentInput>): ProtocolDocument =>
  protocolDocumentSchema.parse({
    format: 'ultimate-human.protocol',
    formatVersion: 1,
    id: 'test',
    title: 'Test',
    schedule: { kind: 'daily' },
    components: [{ id: 'done', label: 'Done', kind: 'check' }],
    ...fields,
  });

/** Days from 2026-03-01 on; each a state, and for a measurable habit the one component's figure. */
const timeline = (days: ReadonlyArray<[EvaluatedDay['state'], number | null]>, componentId = 'value'): EvaluatedDay[] =>
  days.map(([state, figure], index) => ({
    date: `2026-03-${String(index + 1).padStart(2, '0')}`,
    state,
    scheduled: true,
    figures: { [componentId]: figure },
    progress: 0,
  }));

const measured = (kind: 'atLeast' | 'atMost', value: number, schedule: ProtocolDocumentInput['schedule'] = { kind: 'daily' }) =>
  documentOf({ schedule, components: [{ id: 'value', label: 'Value', kind: 'count', target: { kind, value } }] });

const daily = 0.5 ** (1 / 13); // m for f = 1: √1/13 = 1/13

describe('customHabitStrength: a measurable habit', () => {
  it('at least 10 a day with 10, 5, 0: v = 1, 0.5, 0', () => {
    const m = daily; // 0.94807751…
    const day1 = 0 * m + 1 * (1 - m); // 0.05192249
    const day2 = day1 * m + 0.5 * (1 - m); // 0.04922617 + 0.02596124 = 0.07518742
    const day3 = day2 * m + 0 * (1 - m); // 0.07128344
    const days = timeline([
      ['done', 10],
      ['partial', 5],
      ['notDone', 0],
    ]);
    expect(customHabitStrength(measured('atLeast', 10), days)).toBeCloseTo(day3, 12);
    expect(customHabitStrength(measured('atLeast', 10), days)).toBeCloseTo(0.0712834, 6);
  });

  it('at most 0 drinks starts at full strength; a drink drops v to 0; an unknown day counts as 0 drinks', () => {
    const m = daily;
    const day1 = 1 * m + 1 * (1 - m); // 0 drinks: stays 1
    const day2 = day1 * m + 0 * (1 - m); // 1 drink: v = 0 → 0.94807751
    const day3 = day2 * m + 1 * (1 - m); // unknown, figure 0: v = 1 → 0.95077383
    const days = timeline([
      ['done', 0],
      ['notDone', 1],
      ['unknown', null],
    ]);
    expect(customHabitStrength(measured('atMost', 0), days.slice(0, 1))).toBe(1);
    expect(customHabitStrength(measured('atMost', 0), days)).toBeCloseTo(day3, 12);
    expect(customHabitStrength(measured('atMost', 0), days)).toBeCloseTo(0.9507738, 6);
  });

  it('at most 2: 1 is full, 3 is half (1 − (3 − 2)/2), 4 is nothing', () => {
    const m = daily;
    const day1 = 1 * m + 1 * (1 - m); // 1
    const day2 = day1 * m + 0.5 * (1 - m); // 0.97403876
    const day3 = day2 * m + 0 * (1 - m); // 0.92346424
    const days = timeline([
      ['done', 1],
      ['notDone', 3],
      ['notDone', 4],
    ]);
    expect(customHabitStrength(measured('atMost', 2), days)).toBeCloseTo(day3, 12);
    expect(customHabitStrength(measured('atMost', 2), days)).toBeCloseTo(0.9234642, 6);
  });

  it('at least 9000 s in a week (1 in 7): the sum of the last 7 days is held to the target', () => {
    const m = 0.5 ** (Math.sqrt(1 / 7) / 13); // 0.97983…
    const day1 = (3000 / 9000) * (1 - m);
    const day2 = day1 * m + (3000 / 9000) * (1 - m); // nothing that day, 3000 still in the window
    const day3 = day2 * m + 1 * (1 - m); // 3000 + 6000 = 9000
    const days = timeline([
      ['done', 3000],
      ['unknown', null],
      ['done', 6000],
    ]);
    expect(customHabitStrength(measured('atLeast', 9000, { kind: 'frequency', times: 1, days: 7 }), days)).toBeCloseTo(day3, 12);
  });

  it('a value leaves the window after the schedule’s days (2 in 2: 2 × 5 = 10 needed over 2 days)', () => {
    const m = 0.5 ** (Math.sqrt(2 / 2) / 13);
    const day1 = (10 / 10) * (1 - m); // sum 10
    const day2 = day1 * m + (10 / 10) * (1 - m); // sum 10 + 0
    const day3 = day2 * m + (0 / 10) * (1 - m); // the 10 has left the window
    const days = timeline([
      ['done', 10],
      ['unknown', null],
      ['unknown', null],
    ]);
    expect(customHabitStrength(measured('atLeast', 5, { kind: 'frequency', times: 2, days: 2 }), days)).toBeCloseTo(day3, 12);
  });
});

describe('customHabitStrength: a yes/no habit', () => {
  const check = documentOf({});

  it('a skipped or paused day carries the score over unchanged', () => {
    const m = daily;
    const twoDone = (1 - m) * m + (1 - m); // 0.10114
    const withSkip = timeline([
      ['done', null],
      ['skipped', null],
      ['paused', null],
      ['done', null],
    ]);
    expect(customHabitStrength(check, withSkip)).toBeCloseTo(twoDone, 12);
    expect(customHabitStrength(check, withSkip.slice(0, 2))).toBeCloseTo(1 - m, 12);
  });

  it('an unknown day counts as not done (v = 0)', () => {
    const m = daily;
    const days = timeline([
      ['done', null],
      ['unknown', null],
    ]);
    expect(customHabitStrength(check, days)).toBeCloseTo((1 - m) * m, 12);
  });

  it('4 in 7: done on days 1, 2, 4, 6 of a week; v = done days in 14 over 8', () => {
    const fourInSeven = documentOf({ schedule: { kind: 'frequency', times: 4, days: 7 } });
    const m = 0.5 ** (Math.sqrt(4 / 7) / 13); // f < 1: window 2·7 = 14 days, 2·4 = 8 needed
    const v = [1 / 8, 2 / 8, 2 / 8, 3 / 8, 3 / 8, 4 / 8, 4 / 8];
    const expected = v.reduce((score, day) => score * m + day * (1 - m), 0); // ≈ 0.0859
    const days = timeline([
      ['done', null],
      ['done', null],
      ['unknown', null],
      ['done', null],
      ['notDone', null],
      ['done', null],
      ['unknown', null],
    ]);
    expect(customHabitStrength(fourInSeven, days)).toBeCloseTo(expected, 12);
    expect(customHabitStrength(fourInSeven, days)).toBeCloseTo(0.0858733, 6);
  });

  it('a protocol with two targets is yes/no: partial days do not count', () => {
    const thirty = documentOf({
      components: [
        { id: 'protein', label: 'Protein', kind: 'measure', unit: 'g', target: { kind: 'atLeast', value: 30 } },
        { id: 'exercise', label: 'Exercise', kind: 'duration', target: { kind: 'atLeast', value: 1800 } },
      ],
    });
    const days = timeline([['partial', null]]);
    expect(customHabitStrength(thirty, days)).toBe(0);
    expect(customHabitStrength(thirty, timeline([['done', null]]))).toBeCloseTo(1 - daily, 12);
  });

  it('is 0 with no days at all', () => {
    expect(customHabitStrength(check, [])).toBe(0);
  });
});
