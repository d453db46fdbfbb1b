import { describe, expect, it } from 'vitest';
import { doneCheckFor } from './reminder-done.logic';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSchedule } from './reminders.schema';

const schedule = (logBiometrics: Partial<ReminderSchedule['logBiometrics']> = {}): ReminderSchedule => ({
  ...DEFAULT_REMINDER_SETTINGS.schedule,
  logBiometrics: { ...DEFAULT_REMINDER_SETTINGS.schedule.logBiometrics, enabled: true, ...logBiometrics },
});

describe('doneCheckFor', () => {
  it("counts the morning 30-30-30 and the cold session done once that day's session is logged", () => {
    expect(doneCheckFor('morningThirty', '2026-01-15', schedule())).toEqual({
      log: 'thirtyThirtyThirty',
      from: '2026-01-15',
      to: '2026-01-15',
    });
    expect(doneCheckFor('coldSession', '2026-01-15', schedule())).toEqual({ log: 'coldExposure', from: '2026-01-15', to: '2026-01-15' });
  });

  it('counts a daily biometrics reminder done with a reading that day, a weekly one with a reading in the seven days up to it', () => {
    expect(doneCheckFor('logBiometrics', '2026-01-15', schedule({ frequency: 'daily' }))).toEqual({
      log: 'biometrics',
      from: '2026-01-15',
      to: '2026-01-15',
    });
    // Across a month's end: Monday 2 March looks back to Tuesday 24 February.
    expect(doneCheckFor('logBiometrics', '2026-03-02', schedule({ frequency: 'weekly', day: 1 }))).toEqual({
      log: 'biometrics',
      from: '2026-02-24',
      to: '2026-03-02',
    });
  });

  it('leaves the fast and the checklist to their own conditions', () => {
    expect(doneCheckFor('fastTarget', '2026-01-15', schedule())).toBeNull();
    expect(doneCheckFor('fastingStage', '2026-01-15', schedule())).toBeNull();
    expect(doneCheckFor('dailyChecklist', '2026-01-15', schedule())).toBeNull();
  });
});
