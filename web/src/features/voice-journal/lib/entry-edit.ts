import type { JournalEntry, JournalEntryPatch } from '@uh/core/voice-journal/journal.schema';
import type { ExtractedEntry, JournalEntryType } from '@uh/core/voice-journal/voice-journal.schema';
import type { EntryValues } from './entry-fields';
import { checkEntry, detailsToValues, summaryError } from './entry-form';

type Context = { timeZone: string };

/** What the edit form holds: the summary and every detail of the entry's type, as text. */
export type EditValues = { summary: string; values: EntryValues };

/** A saved entry as the edit form's text. Its transcription rides in `details` but is not a detail. */
export function editValues(entry: Pick<JournalEntry, 'type' | 'summary' | 'details'>, context: Context): EditValues {
  const { transcription: _transcription, ...details } = entry.details;
  return { summary: entry.summary, values: detailsToValues({ type: entry.type, details } as ExtractedEntry, context) };
}

export type EditCheck = {
  /** The body of `PATCH /api/journal/entries/{id}`: null while something is wrong, `{}` when nothing changed. */
  patch: JournalEntryPatch | null;
  /** Messages by form field name, the summary's under `summary`. */
  errors: Record<string, string>;
  /** A message about the entry as a whole ("Enter at least one measurement"). */
  entryError: string | null;
};

const differs = (before: EntryValues, after: EntryValues) =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].some((key) => (before[key] ?? '') !== (after[key] ?? ''));

/**
 * Checks the form as the review step does (each number strictly, then the type's schema) and
 * builds what Save sends: the summary when it changed, and the details, whole (PATCH replaces
 * them), only when a field changed, so an untouched fast keeps the seconds its times had.
 */
export function editPatch(type: JournalEntryType, initial: EditValues, current: EditValues, context: Context): EditCheck {
  const check = checkEntry(type, current.values, context);
  const summaryProblem = summaryError(current.summary);
  const errors = summaryProblem ? { summary: summaryProblem, ...check.errors } : check.errors;
  if (!check.details || summaryProblem) return { patch: null, errors, entryError: check.entryError };
  const summary = current.summary.trim();
  return {
    patch: {
      ...(summary !== initial.summary.trim() ? { summary } : {}),
      ...(differs(initial.values, current.values) ? { details: check.details } : {}),
    },
    errors,
    entryError: null,
  };
}

/**
 * Whether saving can move a checklist tick, so the checklist and progress views re-read: the
 * server re-derives the day only for water (its amount decides the hydration tick); any other
 * type's ticks depend on the type alone, which an edit keeps.
 */
export const editMovesTicks = (type: JournalEntryType, patch: JournalEntryPatch) => type === 'water' && patch.details !== undefined;

/** What the dialog says will follow from saving, beyond the entry itself. */
export const editFollowUpText = (type: JournalEntryType) =>
  type === 'water' ? "Your checklist's hydration for that day follows the new amount." : null;
