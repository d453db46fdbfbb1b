import { isSameAddress } from '@uh/core/reminders/email-confirmation.logic';
import {
  type ReminderChannel,
  type ReminderSchedule,
  type ReminderSettingsUpdate,
  type ReminderSettingsView,
} from '@uh/core/reminders/reminders.schema';

/**
 * What the reminders form edits: the saved settings with text fields as typed ('' for none), and
 * the ntfy token as its own write-only field (the saved one is never sent back).
 */
export type ReminderDraft = {
  schedule: ReminderSchedule;
  channels: {
    webPush: { enabled: boolean };
    ntfy: { enabled: boolean; topicUrl: string };
    email: { enabled: boolean; address: string };
  };
  /** A new ntfy token as typed; '' keeps the saved one. */
  ntfyToken: string;
  /** "Forget token" was pressed: the next save drops the saved token. */
  isForgettingNtfyToken: boolean;
};

export function draftFromView(view: ReminderSettingsView): ReminderDraft {
  const { webPush, ntfy, email } = view.channels;
  return {
    schedule: view.schedule,
    channels: {
      webPush: { enabled: webPush.enabled },
      ntfy: { enabled: ntfy.enabled, topicUrl: ntfy.topicUrl ?? '' },
      // Without SMTP, or for an address not confirmed, the server refuses e-mail turned on: a saved
      // "on" from before is sent as off, so the person's other changes still save.
      email: {
        enabled: email.enabled && view.emailAvailable && isSameAddress(email.address, view.emailConfirmedAddress),
        address: email.address ?? '',
      },
    },
    ntfyToken: '',
    isForgettingNtfyToken: false,
  };
}

const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The PUT /api/reminders body: `ntfyAccessToken` only when a new one was typed or the saved one is dropped. */
export function updateFromDraft(draft: ReminderDraft): ReminderSettingsUpdate {
  const token = draft.ntfyToken.trim();
  const tokenChange = token !== '' ? { ntfyAccessToken: token } : draft.isForgettingNtfyToken ? { ntfyAccessToken: null } : {};
  return {
    schedule: draft.schedule,
    channels: {
      webPush: draft.channels.webPush,
      ntfy: { enabled: draft.channels.ntfy.enabled, topicUrl: textOrNull(draft.channels.ntfy.topicUrl) },
      email: { enabled: draft.channels.email.enabled, address: textOrNull(draft.channels.email.address) },
    },
    ...tokenChange,
  };
}

/**
 * Whether a channel's fields differ from what is saved: "Send a test" goes to the saved settings,
 * so the person is told to save first.
 */
export function isChannelChanged(draft: ReminderDraft, view: ReminderSettingsView, channel: ReminderChannel): boolean {
  const update = updateFromDraft(draft);
  if (channel === 'ntfy' && update.ntfyAccessToken !== undefined) return true;
  return JSON.stringify(update.channels[channel]) !== JSON.stringify(view.channels[channel]);
}

export function patchSchedule<TKey extends keyof ReminderSchedule>(
  draft: ReminderDraft,
  key: TKey,
  patch: Partial<ReminderSchedule[TKey]>,
): ReminderDraft {
  return { ...draft, schedule: { ...draft.schedule, [key]: { ...draft.schedule[key], ...patch } } };
}

export function patchChannel<TKey extends ReminderChannel>(
  draft: ReminderDraft,
  key: TKey,
  patch: Partial<ReminderDraft['channels'][TKey]>,
): ReminderDraft {
  return { ...draft, channels: { ...draft.channels, [key]: { ...draft.channels[key], ...patch } } };
}

/** ISO weekdays, Monday first, with `day` added or taken out. */
export function toggleDay(days: readonly number[], day: number): number[] {
  return days.includes(day) ? days.filter((current) => current !== day) : [...days, day].sort((a, b) => a - b);
}

/** What each part of the form gets: the draft, a way to change it, and the error under a field. */
export type ReminderFormState = {
  draft: ReminderDraft;
  change: (next: (draft: ReminderDraft) => ReminderDraft) => void;
  errorFor: (field: string) => string | undefined;
};
