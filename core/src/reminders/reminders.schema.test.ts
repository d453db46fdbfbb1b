import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SETTINGS, reminderSettingsSchema, reminderSettingsUpdateSchema } from './reminders.schema';

describe('the experiments reminder switch', () => {
  it('is on by default', () => {
    expect(DEFAULT_REMINDER_SETTINGS.schedule.experiments).toEqual({ enabled: true });
  });

  it('reads as on in settings saved before it existed, keeping the rest of them', () => {
    const { experiments: _experiments, ...olderSchedule } = DEFAULT_REMINDER_SETTINGS.schedule;
    const older = { ...DEFAULT_REMINDER_SETTINGS, schedule: { ...olderSchedule, morningThirty: { enabled: true, time: '06:45' } } };
    const parsed = reminderSettingsSchema.parse(older);
    expect(parsed.schedule.experiments).toEqual({ enabled: true });
    expect(parsed.schedule.morningThirty).toEqual({ enabled: true, time: '06:45' });
  });

  it('keeps a switch turned off, and refuses anything but true or false', () => {
    const off = { ...DEFAULT_REMINDER_SETTINGS, schedule: { ...DEFAULT_REMINDER_SETTINGS.schedule, experiments: { enabled: false } } };
    expect(reminderSettingsUpdateSchema.parse(off).schedule.experiments).toEqual({ enabled: false });
    const wrong = reminderSettingsUpdateSchema.safeParse({ ...off, schedule: { ...off.schedule, experiments: { enabled: 'yes' } } });
    expect(wrong.error?.issues[0]?.message).toBe('experiments.enabled must be true or false');
  });
});
