import { createECDH, randomBytes } from 'node:crypto';
import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '@uh/core/reminders/reminders.schema';

/** The defaults with some parts changed, as the settings form sends them. */
export function reminderSettingsWith(changes: {
  schedule?: Partial<ReminderSettings['schedule']>;
  channels?: Partial<ReminderSettings['channels']>;
}): ReminderSettings {
  return {
    schedule: { ...DEFAULT_REMINDER_SETTINGS.schedule, ...changes.schedule },
    channels: { ...DEFAULT_REMINDER_SETTINGS.channels, ...changes.channels },
  };
}

/** A subscription as a browser's PushSubscription.toJSON() gives it. */
export function browserSubscription(endpoint = `https://push.example.com/send/${randomBytes(8).toString('hex')}`) {
  return {
    endpoint,
    expirationTime: null,
    keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}
