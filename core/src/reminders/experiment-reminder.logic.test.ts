import { describe, expect, it } from 'vitest';
import { dueExperimentReminders, experimentReminderMessage, experimentReminderTime } from './experiment-reminder.logic';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSchedule } from './reminders.schema';

const schedule = (changes: Partial<ReminderSchedule> = {}): ReminderSchedule => ({ ...DEFAULT_REMINDER_SETTINGS.schedule, ...changes });
const running = [{ experimentId: 5, days: ['2026-03-09', '2026-03-10', '2026-03-11'] }];

/** What falls due in (from, to], as key@instant. */
function due(s: ReminderSchedule, timeZone: string, from: string, to: string) {
  return dueExperimentReminders({ experiments: running, schedule: s, timeZone, from: new Date(from), to: new Date(to) }).map(
    (occurrence) => `${occurrence.key}@${occurrence.dueAt.toISOString()}`,
  );
}

describe('experimentReminderTime', () => {
  it('is the morning 30-30-30 time when that reminder is on, else 08:00', () => {
    expect(experimentReminderTime(schedule())).toBe('08:00');
    expect(experimentReminderTime(schedule({ morningThirty: { enabled: false, time: '06:15' } }))).toBe('08:00');
    expect(experimentReminderTime(schedule({ morningThirty: { enabled: true, time: '06:15' } }))).toBe('06:15');
  });
});

describe('dueExperimentReminders', () => {
  it('falls at 08:00 in the person’s zone on each running day, once', () => {
    expect(due(schedule(), 'Europe/Berlin', '2026-03-09T06:59:00Z', '2026-03-09T07:00:00Z')).toEqual([
      'experiment:5:2026-03-09@2026-03-09T07:00:00.000Z',
    ]);
    expect(due(schedule(), 'Europe/Berlin', '2026-03-09T07:00:00Z', '2026-03-09T08:00:00Z')).toEqual([]);
    expect(due(schedule(), 'America/New_York', '2026-03-10T11:59:00Z', '2026-03-10T12:00:00Z')).toEqual([
      'experiment:5:2026-03-10@2026-03-10T12:00:00.000Z',
    ]);
  });

  it('follows the morning time when one is set', () => {
    const early = schedule({ morningThirty: { enabled: true, time: '06:30' } });
    expect(due(early, 'UTC', '2026-03-10T06:00:00Z', '2026-03-10T07:00:00Z')).toEqual(['experiment:5:2026-03-10@2026-03-10T06:30:00.000Z']);
  });

  it('catches up later the same day, never once the day is over', () => {
    expect(due(schedule(), 'UTC', '2026-03-09T00:00:00Z', '2026-03-09T23:59:00Z')).toEqual([
      'experiment:5:2026-03-09@2026-03-09T08:00:00.000Z',
    ]);
    // A server down from the evening before until the next day's 00:30 sends nothing for the day that passed.
    expect(due(schedule(), 'UTC', '2026-03-08T20:00:00Z', '2026-03-10T00:30:00Z')).toEqual([]);
  });

  it('sends nothing for days that are not running days, nor when switched off', () => {
    expect(due(schedule(), 'UTC', '2026-03-12T07:00:00Z', '2026-03-12T09:00:00Z')).toEqual([]);
    expect(due(schedule({ experiments: { enabled: false } }), 'UTC', '2026-03-09T07:00:00Z', '2026-03-09T09:00:00Z')).toEqual([]);
  });

  it('waits for the end of quiet hours, and drops a day the quiet hours carry past midnight', () => {
    const quietMorning = schedule({ quietHours: { enabled: true, start: '22:00', end: '09:00' } });
    expect(due(quietMorning, 'UTC', '2026-03-09T07:00:00Z', '2026-03-09T09:00:00Z')).toEqual([
      'experiment:5:2026-03-09@2026-03-09T09:00:00.000Z',
    ]);
    const quietAllDay = schedule({ quietHours: { enabled: true, start: '07:00', end: '06:00' } });
    expect(due(quietAllDay, 'UTC', '2026-03-09T00:00:00Z', '2026-03-10T07:00:00Z')).toEqual([]);
  });

  it('keeps 08:00 across a daylight-saving change', () => {
    const days = [{ experimentId: 7, days: ['2026-03-28', '2026-03-29'] }];
    const keys = dueExperimentReminders({
      experiments: days,
      schedule: schedule(),
      timeZone: 'Europe/Berlin',
      from: new Date('2026-03-28T00:00:00Z'),
      to: new Date('2026-03-28T22:00:00Z'),
    }).concat(
      dueExperimentReminders({
        experiments: days,
        schedule: schedule(),
        timeZone: 'Europe/Berlin',
        from: new Date('2026-03-28T22:00:00Z'),
        to: new Date('2026-03-29T21:00:00Z'),
      }),
    );
    expect(keys.map((occurrence) => occurrence.dueAt.toISOString())).toEqual(['2026-03-28T07:00:00.000Z', '2026-03-29T06:00:00.000Z']);
    expect(keys[0]?.expiresAt.toISOString()).toBe('2026-03-28T23:00:00.000Z');
  });
});

describe('experimentReminderMessage', () => {
  it('tells the day and opens the experiment', () => {
    const habit = { label: 'Cold exposure', todo: 'do a cold shower or plunge' };
    expect(experimentReminderMessage(5, { dayNumber: 9, planDays: 27, phase: 'on', assigned: 1 }, habit)).toEqual({
      title: 'Experiment day 9 of 27',
      body: 'Today: on — do a cold shower or plunge.',
      path: '/experiments/5',
    });
  });
});
