import { fromLocalDateTime, toLocalDateTime } from '@uh/core/common/local-date-time.logic';
import { numberFieldError, parseNumberInput } from '@uh/core/common/number-input.logic';
import { JOURNAL_DETAILS_SCHEMAS } from '@uh/core/voice-journal/journal.schema';
import type { ExtractedEntry, JournalEntryType } from '@uh/core/voice-journal/voice-journal.schema';
import { fieldsOf, type EntryValues } from './entry-fields';

type Context = { timeZone: string };

const numberText = (value: unknown) => (typeof value === 'number' ? String(value) : '');

/** An extracted entry's details as the review form's text values. */
export function detailsToValues(entry: Pick<ExtractedEntry, 'type' | 'details'>, { timeZone }: Context): EntryValues {
  const details = entry.details as Record<string, unknown>;
  const values: EntryValues = {};
  for (const [key, value] of Object.entries(details)) {
    if (typeof value === 'number') values[key] = String(value);
    else if (typeof value === 'string') values[key] = value;
    else if (Array.isArray(value)) values[key] = value.join(', ');
  }
  if (entry.type === 'cold_exposure') {
    const seconds = details.duration;
    delete values.duration;
    values.durationMinutes = typeof seconds === 'number' ? String(Math.floor(seconds / 60)) : '';
    values.durationSecondsPart = typeof seconds === 'number' ? String(seconds % 60) : '';
  }
  if (entry.type === 'fasting') {
    for (const key of ['startTime', 'endTime'] as const) {
      const instant = details[key];
      values[key] = typeof instant === 'string' ? toLocalDateTime(new Date(instant), timeZone) : '';
    }
    values.targetHours = numberText(details.targetHours);
  }
  // Every field of the type has a value, so each input is controlled from the start.
  for (const field of fieldsOf(entry.type, values)) values[field.name] ??= '';
  return values;
}

export type EntryCheck = {
  /** The details to send, or null while a field is wrong. */
  details: Record<string, unknown> | null;
  /** Messages by form field name. */
  errors: Record<string, string>;
  /** A message about the entry as a whole ("Enter at least one measurement"). */
  entryError: string | null;
};

const numberOf = (text: string | undefined) => {
  const parsed = parseNumberInput(text ?? '');
  return parsed.kind === 'number' ? parsed.value : undefined;
};

/** The form's values as the type's details, before the shared schema checks them. */
function draftDetails(type: JournalEntryType, values: EntryValues, { timeZone }: Context) {
  const details: Record<string, unknown> = {};
  for (const field of fieldsOf(type, values)) {
    const text = values[field.name] ?? '';
    if (field.kind === 'number') details[field.name] = numberOf(text);
    else if (field.kind === 'datetime') details[field.name] = text.trim() ? fromLocalDateTime(text, timeZone)?.toISOString() : undefined;
    else if (field.kind === 'select') details[field.name] = text === '' ? undefined : text;
    else details[field.name] = text;
  }
  if (type === 'supplement') {
    details.names = (values.names ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '');
  }
  if (type === 'cold_exposure') {
    const minutes = numberOf(values.durationMinutes);
    const seconds = numberOf(values.durationSecondsPart);
    delete details.durationMinutes;
    delete details.durationSecondsPart;
    details.duration = minutes === undefined && seconds === undefined ? undefined : (minutes ?? 0) * 60 + (seconds ?? 0);
  }
  if (type === 'fasting' && details.targetHours !== undefined) details.targetHours = Number(details.targetHours);
  for (const key of Object.keys(details)) if (details[key] === undefined) delete details[key];
  return details;
}

/**
 * Checks what the person typed the way the API will: each number strictly and by its shared rule
 * (so "1e3" or "99999" is named under its field), then the type's details schema for the rules
 * between fields (blood pressure needs both numbers, a started fast has no end).
 */
export function checkEntry(type: JournalEntryType, values: EntryValues, context: Context): EntryCheck {
  const fields = fieldsOf(type, values);
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const text = values[field.name] ?? '';
    if (field.kind === 'number' && field.rule) {
      const message = numberFieldError(text, field.rule);
      if (message) errors[field.name] = message;
    }
    if (field.kind === 'datetime' && text.trim() && !fromLocalDateTime(text, context.timeZone)) {
      errors[field.name] = `Enter the date and time for ${field.label.toLowerCase()}`;
    }
  }
  const details = draftDetails(type, values, context);
  const result = JOURNAL_DETAILS_SCHEMAS[type].safeParse(details);
  let entryError: string | null = null;
  for (const issue of result.success ? [] : result.error.issues) {
    const detail = issue.path[0];
    const field = fields.find((candidate) => candidate.detail === detail);
    if (field) errors[field.name] ??= issue.message;
    else entryError ??= issue.message;
  }
  const isValid = Object.keys(errors).length === 0 && entryError === null;
  return { details: isValid && result.success ? (result.data as Record<string, unknown>) : null, errors, entryError };
}

/** The form fields a list of detail names (`uncertain`, or the server's messages) points at. */
export function fieldsForDetails(type: JournalEntryType, values: EntryValues, details: readonly string[]): string[] {
  return fieldsOf(type, values)
    .filter((field) => details.includes(field.detail))
    .map((field) => field.name);
}

/** The summary's own rule (journalEntryCreateSchema and journalEntryPatchSchema agree on it). */
export function summaryError(summary: string): string | null {
  const trimmed = summary.trim();
  if (trimmed === '') return 'summary is required';
  return trimmed.length > 200 ? 'summary must be at most 200 characters' : null;
}

/** The first wrong thing in form order (the summary, then the type's fields), where focus goes. */
export function firstInvalidName(type: JournalEntryType, values: EntryValues, errors: Readonly<Record<string, string | undefined>>) {
  if (errors.summary) return 'summary';
  return fieldsOf(type, values).find((field) => errors[field.name])?.name;
}

/**
 * A 400 names its problems as '<path>: <text>' joined by '; ' ('details.minutes: Minutes must be
 * between 1 and 240'). The ones about a detail go under its field, one about the summary under
 * `summary`; the rest stay with the entry.
 */
export function serverEntryErrors(type: JournalEntryType, values: EntryValues, message: string) {
  const errors: Record<string, string> = {};
  const rest: string[] = [];
  for (const part of message.split('; ')) {
    const match = /^(?:(summary)|details\.(\w+)(?:\.\d+)?): (.+)$/s.exec(part);
    const field = match?.[1] ?? (match?.[2] ? fieldsForDetails(type, values, [match[2]])[0] : undefined);
    if (field && match) errors[field] ??= match[3]!;
    else rest.push(part);
  }
  return { errors, entryMessage: rest.length > 0 ? rest.join('; ') : null };
}
