import { isSameAddress } from '@uh/core/reminders/email-confirmation.logic';
import {
  reminderSettingsUpdateSchema,
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

/** Field errors keyed by the API path the schema and the server name ('channels.ntfy.topicUrl'). */
export type ReminderFieldErrors = Partial<Record<string, string>>;

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

type Issue = { path: ReadonlyArray<PropertyKey>; message: string };

/** The first message per field; an issue about one day of a list belongs to the list's field. */
export function fieldErrorsFromIssues(issues: ReadonlyArray<Issue>): ReminderFieldErrors {
  const errors: ReminderFieldErrors = {};
  for (const issue of issues) {
    const firstIndex = issue.path.findIndex((segment) => typeof segment !== 'string');
    const field = issue.path.slice(0, firstIndex === -1 ? undefined : firstIndex).join('.');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** The draft checked by the same schema as the server's: the body to send, or what to fix. */
export function validateDraft(
  draft: ReminderDraft,
): { update: ReminderSettingsUpdate; errors: null } | { update: null; errors: ReminderFieldErrors } {
  const result = reminderSettingsUpdateSchema.safeParse(updateFromDraft(draft));
  return result.success ? { update: result.data, errors: null } : { update: null, errors: fieldErrorsFromIssues(result.error.issues) };
}

/** The value at a dotted path ('schedule.morningThirty.time'), to tell whether a field changed since an error. */
export function valueAtPath(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
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

/** The fields a server message may name ('channels.ntfy.topicUrl: ...'), each shown under its input. */
export const REMINDER_FIELDS = [
  'schedule.morningThirty.time',
  'schedule.coldSession.days',
  'schedule.coldSession.time',
  'schedule.dailyChecklist.time',
  'schedule.logBiometrics.frequency',
  'schedule.logBiometrics.day',
  'schedule.logBiometrics.time',
  'schedule.quietHours.start',
  'schedule.quietHours.end',
  'channels.ntfy.topicUrl',
  'channels.email.address',
  'ntfyAccessToken',
] as const;

/** The id of a field's input, so an error can move the focus to it. */
export const fieldId = (field: string) => `reminders-${field.replaceAll('.', '-')}`;

/** What each part of the form gets: the draft, a way to change it, and the error under a field. */
export type ReminderFormState = {
  draft: ReminderDraft;
  change: (next: (draft: ReminderDraft) => ReminderDraft) => void;
  errorFor: (field: string) => string | undefined;
};
