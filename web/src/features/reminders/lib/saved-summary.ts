import { CHANNEL_LABELS, REMINDER_CHANNELS, REMINDER_KINDS, type ReminderSettings } from '@uh/core/reminders/reminders.schema';

const joinWords = (words: string[]) => (words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`);

/** The "Reminders saved" toast's line: how many are on and where they go, or why none will arrive. */
export function savedSummary({ schedule, channels }: ReminderSettings): string {
  const on = REMINDER_KINDS.filter((kind) => schedule[kind].enabled).length;
  if (on === 0) return 'No reminder is on.';
  const count = on === 1 ? '1 reminder is on' : `${on} reminders are on`;
  const carriers = REMINDER_CHANNELS.filter((channel) => channels[channel].enabled).map((channel) => CHANNEL_LABELS[channel].toLowerCase());
  if (carriers.length === 0) return `${count}, but no channel is: turn one on to get them.`;
  return `${count}, sent by ${joinWords(carriers)}.`;
}
