import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '@uh/core/reminders/reminders.schema';
import { describe, expect, it } from 'vitest';
import { savedSummary } from './saved-summary';

const { schedule, channels } = DEFAULT_REMINDER_SETTINGS;
const withReminders = (count: number, channelsOn: Partial<ReminderSettings['channels']> = {}): ReminderSettings => ({
  schedule: {
    ...schedule,
    fastTarget: { enabled: count >= 1 },
    fastingStage: { enabled: count >= 2 },
    morningThirty: { ...schedule.morningThirty, enabled: count >= 3 },
  },
  channels: { ...channels, ...channelsOn },
});

describe('savedSummary', () => {
  it('says when nothing is on', () => {
    expect(savedSummary(withReminders(0))).toBe('No reminder is on.');
  });

  it('warns when reminders are on but no channel carries them', () => {
    expect(savedSummary(withReminders(1))).toBe('1 reminder is on, but no channel is: turn one on to get them.');
  });

  it('lists the channels that carry them; quiet hours are not a reminder', () => {
    const settings = withReminders(3, {
      ntfy: { enabled: true, topicUrl: 'https://ntfy.sh/x' },
      email: { enabled: true, address: 'a@b.co' },
    });
    settings.schedule.quietHours = { ...schedule.quietHours, enabled: true };
    expect(savedSummary(settings)).toBe('3 reminders are on, sent by ntfy and e-mail.');
    expect(savedSummary(withReminders(2, { webPush: { enabled: true } }))).toBe('2 reminders are on, sent by browser notifications.');
  });
});
