import { reminderSettingsUpdateSchema, type ReminderSettingsUpdate } from '@uh/core/reminders/reminders.schema';
import { updateFromDraft, type ReminderDraft } from './reminder-draft';

// The reminders form's messages: each under the input of the field the schema or the server names.

/** Field errors keyed by the API path the schema and the server name ('channels.ntfy.topicUrl'). */
export type ReminderFieldErrors = Partial<Record<string, string>>;

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
