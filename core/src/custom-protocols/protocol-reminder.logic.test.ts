import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS } from '../reminders/reminders.schema';
import type { ProtocolSchedule } from './protocol-document.schema';
import { dayStillAsks, doneInWindow, protocolReminderMessage, anchorPhrase } from './protocol-reminder-message.logic';
import { dueProtocolReminders, reminderNeedsTime, type AnchorFacts } from './protocol-reminder.logic';
import type { ProtocolReminder } from './protocol-reminder.schema';

const at = (iso: string) => new Date(iso);
const quietOff = DEFAULT_REMINDER_SETTINGS.schedule.quietHours;
const noFacts: AnchorFacts = { wokeAt: new Map(), usualWakeTime: null, activeFast: null };
const wakeAnchor = { event: 'wake', offsetMinutes: 30, windowMinutes: 60 } as const;

/** The reminders a server polling every 15 minutes from `from` to `to` would plan, as key@instant. */
function plannedOver(
  schedule: ProtocolSchedule,
  reminder: ProtocolReminder,
  range: { from: string; to: string; timeZone?: string },
  facts: Partial<AnchorFacts> = {},
  quietHours = quietOff,
) {
  const planned: string[] = [];
  for (let t = at(range.from).getTime(); t < at(range.to).getTime(); t += 15 * 60_000) {
    const occurrences = dueProtocolReminders({
      protocolId: 7,
      schedule,
      reminder,
      facts: { ...noFacts, ...facts },
      quietHours,
      timeZone: range.timeZone ?? 'UTC',
      from: new Date(t),
      to: new Date(t + 15 * 60_000),
    });
    planned.push(...occurrences.map((o) => `${o.key}@${o.dueAt.toISOString()}`));
  }
  return planned;
}

describe('clock-time reminders', () => {
  it('fall every day at the time, in the person’s time zone', () => {
    expect(
      plannedOver(
        { kind: 'daily' },
        { enabled: true, time: '18:00' },
        { from: '2026-01-15T00:00:00Z', to: '2026-01-17T00:00:00Z', timeZone: 'America/New_York' },
      ),
    ).toEqual(['protocol:7:2026-01-15@2026-01-15T23:00:00.000Z', 'protocol:7:2026-01-16@2026-01-16T23:00:00.000Z']);
  });

  it('fall only on a weekday schedule’s days', () => {
    // 2026-01-12 is a Monday: Monday and Thursday asked for.
    const planned = plannedOver(
      { kind: 'weekdays', weekdays: [1, 4] },
      { enabled: true, time: '08:00' },
      { from: '2026-01-12T00:00:00Z', to: '2026-01-19T00:00:00Z' },
    );
    expect(planned).toEqual(['protocol:7:2026-01-12@2026-01-12T08:00:00.000Z', 'protocol:7:2026-01-15@2026-01-15T08:00:00.000Z']);
  });

  it('fall every day for n in m days (the day itself judges whether the target is still open)', () => {
    const planned = plannedOver(
      { kind: 'frequency', times: 4, days: 7 },
      { enabled: true, time: '08:00' },
      { from: '2026-01-12T00:00:00Z', to: '2026-01-15T00:00:00Z' },
    );
    expect(planned).toHaveLength(3);
  });

  it('are not planned while switched off', () => {
    expect(
      plannedOver({ kind: 'daily' }, { enabled: false, time: '08:00' }, { from: '2026-01-12T00:00:00Z', to: '2026-01-14T00:00:00Z' }),
    ).toEqual([]);
  });

  it('wait for the end of quiet hours, and are left out when that is past midnight', () => {
    const quiet = { enabled: true, start: '21:00', end: '07:00' };
    expect(
      plannedOver(
        { kind: 'daily' },
        { enabled: true, time: '06:00' },
        { from: '2026-01-12T00:00:00Z', to: '2026-01-13T00:00:00Z' },
        {},
        quiet,
      ),
    ).toEqual(['protocol:7:2026-01-12@2026-01-12T07:00:00.000Z']);
    expect(
      plannedOver(
        { kind: 'daily' },
        { enabled: true, time: '22:00' },
        { from: '2026-01-12T00:00:00Z', to: '2026-01-14T00:00:00Z' },
        {},
        quiet,
      ),
    ).toEqual([]);
  });
});

describe('reminders at the wake-up anchor', () => {
  const daily: ProtocolSchedule = { kind: 'daily', anchor: wakeAnchor };
  const anchored: ProtocolReminder = { enabled: true, time: null };

  it('fall after the usual wake time on days no wearable told the wake-up', () => {
    expect(plannedOver(daily, anchored, { from: '2026-01-12T00:00:00Z', to: '2026-01-13T00:00:00Z' }, { usualWakeTime: '07:00' })).toEqual([
      'protocol:7:2026-01-12@2026-01-12T07:30:00.000Z',
    ]);
  });

  it('follow the wearable’s wake-up over the usual time', () => {
    const wokeAt = new Map([['2026-01-12', at('2026-01-12T09:10:00Z')]]);
    expect(
      plannedOver(daily, anchored, { from: '2026-01-12T00:00:00Z', to: '2026-01-13T00:00:00Z' }, { usualWakeTime: '07:00', wokeAt }),
    ).toEqual(['protocol:7:2026-01-12@2026-01-12T09:40:00.000Z']);
  });

  it('are not planned when neither the wake-up nor a usual wake time is known', () => {
    expect(plannedOver(daily, anchored, { from: '2026-01-12T00:00:00Z', to: '2026-01-14T00:00:00Z' })).toEqual([]);
  });

  it('keep the local wake time across the spring DST change', () => {
    // Berlin moves from UTC+1 to UTC+2 on 29 March 2026: 07:00 local is 06:00Z, then 05:00Z.
    expect(
      plannedOver(
        daily,
        anchored,
        { from: '2026-03-28T00:00:00Z', to: '2026-03-30T00:00:00Z', timeZone: 'Europe/Berlin' },
        { usualWakeTime: '07:00' },
      ),
    ).toEqual(['protocol:7:2026-03-28@2026-03-28T06:30:00.000Z', 'protocol:7:2026-03-29@2026-03-29T05:30:00.000Z']);
  });

  it('are left out when quiet hours end after the anchor’s window closes', () => {
    const quiet = { enabled: true, start: '22:00', end: '09:00' };
    expect(
      plannedOver(daily, anchored, { from: '2026-01-12T00:00:00Z', to: '2026-01-13T00:00:00Z' }, { usualWakeTime: '07:00' }, quiet),
    ).toEqual([]);
  });
});

describe('reminders at a fast’s anchor', () => {
  it('fall when the running fast reaches its target, plus the offset', () => {
    const schedule: ProtocolSchedule = { kind: 'daily', anchor: { event: 'fast_end', offsetMinutes: -15, windowMinutes: 60 } };
    const activeFast = { startTime: at('2026-01-12T20:00:00Z'), targetHours: 16 };
    expect(
      plannedOver(schedule, { enabled: true, time: null }, { from: '2026-01-12T00:00:00Z', to: '2026-01-14T00:00:00Z' }, { activeFast }),
    ).toEqual(['protocol:7:2026-01-13@2026-01-13T11:45:00.000Z']);
    expect(plannedOver(schedule, { enabled: true, time: null }, { from: '2026-01-12T00:00:00Z', to: '2026-01-14T00:00:00Z' })).toEqual([]);
  });
});

describe('reminderNeedsTime', () => {
  it('asks for a time without an anchor or with a sleep anchor', () => {
    expect(reminderNeedsTime({ kind: 'daily' })).toBe(true);
    expect(reminderNeedsTime({ kind: 'daily', anchor: { event: 'sleep', offsetMinutes: -60, windowMinutes: 30 } })).toBe(true);
    expect(reminderNeedsTime({ kind: 'daily', anchor: wakeAnchor })).toBe(false);
  });
});

describe('whether the day still asks', () => {
  const states = (entries: Record<string, 'done' | 'skipped' | 'paused' | 'unknown'>) => new Map(Object.entries(entries));

  it('not when the day is done, skipped or paused', () => {
    for (const state of ['done', 'skipped', 'paused'] as const) {
      expect(dayStillAsks({ kind: 'daily' }, states({ '2026-01-12': state }), '2026-01-12')).toBe(false);
    }
    expect(dayStillAsks({ kind: 'daily' }, states({ '2026-01-12': 'unknown' }), '2026-01-12')).toBe(true);
  });

  it('for 4 in 7, only while the 7 days ending today hold fewer than 4 done days', () => {
    const schedule: ProtocolSchedule = { kind: 'frequency', times: 4, days: 7 };
    const three = states({ '2026-01-06': 'done', '2026-01-08': 'done', '2026-01-10': 'done' });
    expect(doneInWindow(three, '2026-01-12', 7)).toBe(3);
    expect(dayStillAsks(schedule, three, '2026-01-12')).toBe(true);
    const four = states({ '2026-01-06': 'done', '2026-01-08': 'done', '2026-01-10': 'done', '2026-01-11': 'done' });
    expect(dayStillAsks(schedule, four, '2026-01-12')).toBe(false);
    // A week later the oldest of them has left the window: the target is open again.
    expect(dayStillAsks(schedule, four, '2026-01-13')).toBe(true);
  });
});

describe('what the reminder says', () => {
  it('names the protocol and, for n in m, where the window stands', () => {
    expect(
      protocolReminderMessage({
        protocolId: 3,
        title: 'Sauna',
        schedule: { kind: 'frequency', times: 4, days: 7 },
        anchored: false,
        done: 2,
      }),
    ).toEqual({
      title: 'Sauna',
      body: 'Time for it today. 2 of 4 done in the last 7 days: one today keeps your 4-in-7 going.',
      path: '/protocols/3',
    });
    expect(
      protocolReminderMessage({ protocolId: 3, title: 'Sunlight', schedule: { kind: 'daily', anchor: wakeAnchor }, anchored: true }).body,
    ).toBe('Now: 30 min after you wake. Log it when you are done.');
  });

  it('words anchors', () => {
    expect(anchorPhrase({ event: 'wake', offsetMinutes: 0 })).toBe('when you wake');
    expect(anchorPhrase({ event: 'sleep', offsetMinutes: -90 })).toBe('1 h 30 min before bed');
    expect(anchorPhrase({ event: 'fast_end', offsetMinutes: 120 })).toBe('2 h after your fast ends');
  });
});
