import { describe, expect, it } from 'vitest';
import { deferPastQuietHours, dueOccurrences, instantAt, isInQuietHours, reminderMessage, retryDelayMs } from './reminders.logic';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSchedule } from './reminders.schema';

const at = (iso: string) => new Date(iso);
const MINUTE = 60_000;

function schedule(changes: Partial<ReminderSchedule>): ReminderSchedule {
  return { ...DEFAULT_REMINDER_SETTINGS.schedule, ...changes };
}

/** The keys due in the minute ending at `to`, or since `from`. */
function dueKeys(
  s: ReminderSchedule,
  timeZone: string,
  to: string,
  from?: string,
  activeFast: Parameters<typeof dueOccurrences>[0]['activeFast'] = null,
) {
  const end = at(to);
  const start = from ? at(from) : new Date(end.getTime() - MINUTE);
  return dueOccurrences({ schedule: s, timeZone, from: start, to: end, activeFast }).map((o) => `${o.key}@${o.dueAt.toISOString()}`);
}

/** What a server polling every 15 minutes from `from` to `to` would send. */
function sentOverTime(
  s: ReminderSchedule,
  timeZone: string,
  from: string,
  to: string,
  activeFast: Parameters<typeof dueOccurrences>[0]['activeFast'] = null,
) {
  const keys: string[] = [];
  for (let t = at(from).getTime(); t < at(to).getTime(); t += 15 * MINUTE) {
    keys.push(...dueKeys(s, timeZone, new Date(t + 15 * MINUTE).toISOString(), new Date(t).toISOString(), activeFast));
  }
  return keys;
}

describe('instantAt', () => {
  it('reads a wall-clock time in the zone', () => {
    expect(instantAt('2026-01-15', '07:00', 'Europe/Paris').toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(instantAt('2026-07-15', '07:00', 'Europe/Paris').toISOString()).toBe('2026-07-15T05:00:00.000Z');
  });

  it('moves a time the clocks skip to just after the gap', () => {
    // New York springs forward at 02:00 on 8 March 2026: 02:30 does not exist, 03:30 EDT does.
    expect(instantAt('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('takes the first of a repeated time', () => {
    // New York falls back at 02:00 on 1 November 2026: 01:30 happens twice, first in EDT (UTC-4).
    expect(instantAt('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });
});

describe('quiet hours', () => {
  const overnight = { enabled: true, start: '22:00', end: '07:00' };

  it('spans midnight', () => {
    expect(isInQuietHours(at('2026-01-15T22:30:00Z'), overnight, 'UTC')).toBe(true);
    expect(isInQuietHours(at('2026-01-15T03:00:00Z'), overnight, 'UTC')).toBe(true);
    expect(isInQuietHours(at('2026-01-15T07:00:00Z'), overnight, 'UTC')).toBe(false);
    expect(isInQuietHours(at('2026-01-15T21:59:00Z'), overnight, 'UTC')).toBe(false);
  });

  it('is off when switched off or empty', () => {
    expect(isInQuietHours(at('2026-01-15T23:00:00Z'), { ...overnight, enabled: false }, 'UTC')).toBe(false);
    expect(isInQuietHours(at('2026-01-15T23:00:00Z'), { enabled: true, start: '09:00', end: '09:00' }, 'UTC')).toBe(false);
  });

  it('moves what falls inside to their end, the next morning or the same one', () => {
    expect(deferPastQuietHours(at('2026-01-15T23:10:00Z'), overnight, 'UTC').toISOString()).toBe('2026-01-16T07:00:00.000Z');
    expect(deferPastQuietHours(at('2026-01-16T05:00:00Z'), overnight, 'UTC').toISOString()).toBe('2026-01-16T07:00:00.000Z');
    expect(deferPastQuietHours(at('2026-01-16T12:00:00Z'), overnight, 'UTC').toISOString()).toBe('2026-01-16T12:00:00.000Z');
  });

  it('is read in the person’s zone', () => {
    // 21:30 UTC is 22:30 in Paris in winter: quiet there, not in UTC.
    expect(isInQuietHours(at('2026-01-15T21:30:00Z'), overnight, 'Europe/Paris')).toBe(true);
    expect(deferPastQuietHours(at('2026-01-15T21:30:00Z'), overnight, 'Europe/Paris').toISOString()).toBe('2026-01-16T06:00:00.000Z');
  });
});

describe('dueOccurrences: daily and weekly reminders', () => {
  const morning = schedule({ morningThirty: { enabled: true, time: '07:00' } });

  it('is due at the time in the person’s zone, once', () => {
    expect(dueKeys(morning, 'Europe/Paris', '2026-01-15T06:00:00Z')).toEqual(['morningThirty:2026-01-15@2026-01-15T06:00:00.000Z']);
    expect(dueKeys(morning, 'Europe/Paris', '2026-01-15T06:01:00Z')).toEqual([]);
    expect(dueKeys(morning, 'UTC', '2026-01-15T06:00:00Z')).toEqual([]);
  });

  it('follows the clocks across a DST change', () => {
    // Paris springs forward on 29 March 2026: 07:00 is 06:00 UTC the day before, 05:00 UTC that day.
    expect(dueKeys(morning, 'Europe/Paris', '2026-03-28T06:00:00Z')).toEqual(['morningThirty:2026-03-28@2026-03-28T06:00:00.000Z']);
    expect(dueKeys(morning, 'Europe/Paris', '2026-03-29T05:00:00Z')).toEqual(['morningThirty:2026-03-29@2026-03-29T05:00:00.000Z']);
  });

  it('is off until switched on', () => {
    expect(dueKeys(DEFAULT_REMINDER_SETTINGS.schedule, 'UTC', '2026-01-15T07:00:00Z', '2026-01-14T00:00:00Z')).toEqual([]);
  });

  it('sends the cold session on its days only', () => {
    const cold = schedule({ coldSession: { enabled: true, days: [1, 3], time: '18:00' } });
    // 12 January 2026 is a Monday.
    const week = sentOverTime(cold, 'UTC', '2026-01-12T00:00:00Z', '2026-01-19T00:00:00Z');
    expect(week).toEqual(['coldSession:2026-01-12@2026-01-12T18:00:00.000Z', 'coldSession:2026-01-14@2026-01-14T18:00:00.000Z']);
  });

  it('asks for biometrics daily, or weekly on the chosen day', () => {
    const daily = schedule({ logBiometrics: { enabled: true, frequency: 'daily', day: 1, time: '08:00' } });
    const weekly = schedule({ logBiometrics: { enabled: true, frequency: 'weekly', day: 7, time: '08:00' } });
    expect(sentOverTime(daily, 'UTC', '2026-01-12T00:00:00Z', '2026-01-19T00:00:00Z')).toHaveLength(7);
    expect(sentOverTime(weekly, 'UTC', '2026-01-12T00:00:00Z', '2026-01-19T00:00:00Z')).toEqual([
      'logBiometrics:2026-01-18@2026-01-18T08:00:00.000Z',
    ]);
  });

  it('waits for the end of the quiet hours', () => {
    const early = schedule({
      morningThirty: { enabled: true, time: '06:00' },
      quietHours: { enabled: true, start: '22:00', end: '07:00' },
    });
    expect(dueKeys(early, 'UTC', '2026-01-15T06:00:00Z')).toEqual([]);
    expect(dueKeys(early, 'UTC', '2026-01-15T07:00:00Z')).toEqual(['morningThirty:2026-01-15@2026-01-15T07:00:00.000Z']);
  });

  it('drops a checklist reminder the quiet hours would carry past midnight', () => {
    const late = schedule({
      dailyChecklist: { enabled: true, time: '23:00' },
      quietHours: { enabled: true, start: '22:00', end: '07:00' },
    });
    expect(dueKeys(late, 'UTC', '2026-01-16T12:00:00Z', '2026-01-15T12:00:00Z')).toEqual([]);
  });

  it('catches up after downtime only while the reminder still matters', () => {
    const evening = schedule({
      dailyChecklist: { enabled: true, time: '21:00' },
      morningThirty: { enabled: true, time: '07:00' },
    });
    // Down from 20:00 to 21:30: the checklist is sent late; the morning one is long past its two hours.
    expect(dueKeys(evening, 'UTC', '2026-01-15T21:30:00Z', '2026-01-15T05:00:00Z')).toEqual([
      'dailyChecklist:2026-01-15@2026-01-15T21:00:00.000Z',
    ]);
    // Back only the next morning: yesterday's checklist is not worth a word.
    expect(dueKeys(evening, 'UTC', '2026-01-16T06:00:00Z', '2026-01-15T20:00:00Z')).toEqual([]);
  });
});

describe('dueOccurrences: fasts', () => {
  const start = at('2026-01-15T20:00:00Z');
  const fast = { id: 7, startTime: start, targetHours: 16 };

  it('tells the target at start + target hours, and while the fast goes on', () => {
    const target = schedule({ fastTarget: { enabled: true } });
    expect(dueKeys(target, 'UTC', '2026-01-16T12:00:00Z', undefined, fast)).toEqual(['fastTarget:7@2026-01-16T12:00:00.000Z']);
    // A server back ten minutes later still sends it; one back a day later does not.
    expect(dueKeys(target, 'UTC', '2026-01-16T12:10:00Z', '2026-01-16T11:00:00Z', fast)).toEqual(['fastTarget:7@2026-01-16T12:00:00.000Z']);
    expect(dueKeys(target, 'UTC', '2026-01-17T12:10:00Z', '2026-01-16T11:00:00Z', fast)).toEqual([]);
  });

  it('tells each stage while the fast is in it', () => {
    const stages = schedule({ fastingStage: { enabled: true } });
    // Digestive Rest (0 h) is where every fast starts: never told. Fat Burning at 12 h, Autophagy at 16 h.
    expect(sentOverTime(stages, 'UTC', '2026-01-15T19:00:00Z', '2026-01-16T13:00:00Z', fast)).toEqual([
      'fastingStage:7:12@2026-01-16T08:00:00.000Z',
      'fastingStage:7:16@2026-01-16T12:00:00.000Z',
    ]);
    // A server down from 11 h to 17 h: Fat Burning is over, only the stage the fast is in is told.
    expect(dueKeys(stages, 'UTC', '2026-01-16T13:00:00Z', '2026-01-16T07:00:00Z', fast)).toEqual([
      'fastingStage:7:16@2026-01-16T12:00:00.000Z',
    ]);
  });

  it('keeps quiet hours for fasts too', () => {
    const night = schedule({ fastTarget: { enabled: true }, quietHours: { enabled: true, start: '22:00', end: '07:00' } });
    const overnight = { id: 8, startTime: at('2026-01-15T11:00:00Z'), targetHours: 16 }; // target at 03:00
    expect(dueKeys(night, 'UTC', '2026-01-16T07:00:00Z', '2026-01-16T02:00:00Z', overnight)).toEqual([
      'fastTarget:8@2026-01-16T07:00:00.000Z',
    ]);
  });
});

describe('messages and retries', () => {
  it('says what is due', () => {
    expect(reminderMessage('fastTarget', { targetHours: 16 })).toMatchObject({ title: 'Fast target reached', path: '/fasting' });
    expect(reminderMessage('fastTarget', { targetHours: 16 }).body).toContain('16:8 Intermittent Fasting');
    expect(reminderMessage('fastingStage', { stageHours: 16 }).title).toBe('Autophagy Beginning reached');
    expect(reminderMessage('dailyChecklist', { checklistPercent: 63 }).body).toContain('63 %');
  });

  it('backs off, doubling, up to half an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(30 * 60_000);
  });
});
