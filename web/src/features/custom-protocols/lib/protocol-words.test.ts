import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  componentInWords,
  groupInWords,
  scheduleInWords,
  secondsInWords,
  targetInWords,
  unitOption,
} from './protocol-words';

describe('scheduleInWords', () => {
  it('says each kind of schedule the way a person would', () => {
    expect(scheduleInWords({ kind: 'daily' })).toBe('Every day');
    expect(scheduleInWords({ kind: 'frequency', times: 4, days: 7 })).toBe('4 times in 7 days');
    expect(scheduleInWords({ kind: 'frequency', times: 1, days: 3 })).toBe('Once every 3 days');
    expect(scheduleInWords({ kind: 'weekdays', weekdays: [5, 1, 3] })).toBe('Mon, Wed, Fri');
    expect(scheduleInWords({ kind: 'weekdays', weekdays: [1, 2, 3, 4, 5, 6, 7] })).toBe('Every day');
  });

  it('adds the window around the event it is anchored to', () => {
    expect(scheduleInWords({ kind: 'daily', anchor: { event: 'wake', offsetMinutes: 0, windowMinutes: 30 } })).toBe(
      'Every day within 30 min of waking',
    );
    expect(scheduleInWords({ kind: 'weekdays', weekdays: [2], anchor: { event: 'sleep', offsetMinutes: -90, windowMinutes: 60 } })).toBe(
      'Tue from 1 h 30 min before going to sleep, for 1 h',
    );
    expect(
      scheduleInWords({ kind: 'frequency', times: 2, days: 7, anchor: { event: 'fast_end', offsetMinutes: 15, windowMinutes: 120 } }),
    ).toBe('2 times in 7 days from 15 min after ending a fast, for 2 h');
  });
});

describe('targetInWords', () => {
  it('writes a duration target (stored in seconds) in minutes', () => {
    expect(targetInWords({ kind: 'atLeast', value: 900, aggregate: 'sum' }, { kind: 'duration' })).toBe('at least 15 min');
    expect(secondsInWords(90)).toBe('1 min 30 s');
    expect(secondsInWords(3900)).toBe('1 h 5 min');
  });

  it('writes amounts with their unit, and says how the day’s entries are combined when not added up', () => {
    expect(targetInWords({ kind: 'atMost', value: 400, aggregate: 'sum' }, { kind: 'measure', unit: 'mg' })).toBe('at most 400 mg');
    expect(targetInWords({ kind: 'atMost', value: 0, aggregate: 'sum' }, { kind: 'count' })).toBe('at most 0');
    expect(targetInWords({ kind: 'range', value: 60, max: 70, aggregate: 'average' }, { kind: 'measure', unit: 'bpm' })).toBe(
      'between 60 bpm and 70 bpm (the day’s average)',
    );
    expect(amountInWords(10000, 'steps')).toBe('10,000 steps');
    expect(amountInWords(80, '%')).toBe('80%');
  });
});

describe('units and components', () => {
  it('names a unit beside its symbol', () => {
    expect(unitOption('mg')).toBe('mg (milligrams)');
    expect(unitOption('steps')).toBe('steps');
  });

  it('describes a component with its kind and target', () => {
    expect(
      componentInWords({
        id: 'session',
        label: 'Sauna session',
        kind: 'duration',
        target: { kind: 'atLeast', value: 900, aggregate: 'sum' },
      }),
    ).toBe('Sauna session: a length of time, at least 15 min');
    expect(componentInWords({ id: 'mood', label: 'Mood', kind: 'scale', min: 1, max: 5 })).toBe('Mood: a rating on a scale from 1 to 5');
  });

  it('says when a protocol of several parts counts as done', () => {
    expect(groupInWords({ kind: 'all' }, 3)).toBe('Done when all 3 parts are done');
    expect(groupInWords({ kind: 'atLeast', count: 2 }, 3)).toBe('Done when at least 2 of 3 parts are done');
    expect(groupInWords({ kind: 'any' }, 1)).toBe('Done when its one part is done');
  });
});
