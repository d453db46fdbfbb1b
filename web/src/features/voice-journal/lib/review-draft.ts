import type { TemperatureUnit } from '@uh/core/common/units.logic';
import { summarize } from '@uh/core/voice-journal/entry-summary.logic';
import type { DetailsOf, ExtractedEntry, JournalEntryType } from '@uh/core/voice-journal/voice-journal.schema';
import { toLocalDateTime } from '@uh/core/common/local-date-time.logic';
import type { WeightUnit } from '#lib/preferences';
import type { EntryValues } from './entry-fields';
import { logOptionLabel } from './entry-log-option';
import { checkEntry, detailsToValues, fieldsForDetails, summaryError } from './entry-form';

/** One entry read from a recording, as the person reviews it before anything is saved. */
export type ReviewDraft = {
  key: string;
  type: JournalEntryType;
  summary: string;
  /** Once the person types a summary, it stays theirs; until then it follows the details. */
  isSummaryEdited: boolean;
  values: EntryValues;
  /** Form fields to check (the entry's `uncertain`), until the person edits them. */
  toCheck: string[];
  /** "Also log it as …": on by default, as the API's createLogs, except for a value to check. */
  createLogs: boolean;
  /** The server's messages after a refused save, by field and for the entry. */
  serverErrors: Record<string, string>;
  serverMessage: string | null;
  /** Field messages show once Save was pressed, then update as the person types. */
  showErrors: boolean;
  isSaving: boolean;
};

export type DraftContext = { timeZone: string; now: Date; weightUnit: WeightUnit; temperatureUnit: TemperatureUnit; transcript: string };

/**
 * A reading whose value was heard but named for checking (a weight far from the latest one) is not
 * logged unless the person ticks "Also log it": a misheard number must not reach their readings.
 */
const hasValueToCheck = (entry: ExtractedEntry) =>
  entry.type === 'biometric' && entry.uncertain.some((field) => (entry.details as Record<string, unknown>)[field] !== undefined);

export function draftFromEntry(entry: ExtractedEntry, key: string, context: DraftContext): ReviewDraft {
  const values = detailsToValues(entry, context);
  return {
    key,
    type: entry.type,
    summary: entry.summary,
    isSummaryEdited: false,
    values,
    toCheck: fieldsForDetails(entry.type, values, entry.uncertain),
    createLogs: !hasValueToCheck(entry),
    serverErrors: {},
    serverMessage: null,
    showErrors: false,
    isSaving: false,
  };
}

function followSummary(draft: ReviewDraft, context: DraftContext): ReviewDraft {
  if (draft.isSummaryEdited) return draft;
  const { details } = checkEntry(draft.type, draft.values, context);
  if (!details) return draft;
  const summary = summarize(draft.type, details as DetailsOf<typeof draft.type>, context);
  return { ...draft, summary };
}

export function changeValue(draft: ReviewDraft, name: string, value: string, context: DraftContext): ReviewDraft {
  const { [name]: _cleared, ...serverErrors } = draft.serverErrors;
  const next: ReviewDraft = {
    ...draft,
    values: { ...draft.values, [name]: value },
    toCheck: draft.toCheck.filter((field) => field !== name),
    serverErrors,
    serverMessage: null,
  };
  return followSummary(next, context);
}

export function changeSummary(draft: ReviewDraft, summary: string): ReviewDraft {
  const { summary: _cleared, ...serverErrors } = draft.serverErrors;
  return { ...draft, summary, isSummaryEdited: true, serverErrors, serverMessage: null };
}

/** What a new type starts from: the words said where the type holds text, the person's units. */
export function startingValues(type: JournalEntryType, context: DraftContext): EntryValues {
  const text = context.transcript.trim();
  const byType: Record<JournalEntryType, Record<string, unknown>> = {
    meal: { description: text.slice(0, 300) },
    exercise: {},
    biometric: { weightUnit: context.weightUnit },
    water: {},
    supplement: { names: [] },
    cold_exposure: { exposureMethod: 'cold_shower', temperatureUnit: context.temperatureUnit },
    fasting: { action: 'start' },
    note: { text: text.slice(0, 5000) },
  };
  const values = detailsToValues({ type, details: byType[type] } as ExtractedEntry, context);
  if (type === 'fasting') values.startTime = toLocalDateTime(context.now, context.timeZone);
  return values;
}

export function changeType(draft: ReviewDraft, type: JournalEntryType, context: DraftContext): ReviewDraft {
  if (type === draft.type) return draft;
  const next: ReviewDraft = {
    ...draft,
    type,
    values: startingValues(type, context),
    toCheck: [],
    serverErrors: {},
    serverMessage: null,
    showErrors: false,
  };
  return followSummary(next, context);
}

/** The body of `POST /api/journal/entries` for a draft, or null while something needs fixing. */
export function createBody(draft: ReviewDraft, context: DraftContext & { recordingId: string | null }) {
  const { details } = checkEntry(draft.type, draft.values, context);
  const summary = draft.summary.trim();
  if (!details || summaryError(summary)) return null;
  const hasLog = logOptionLabel(draft.type, draft.values) !== null;
  return {
    type: draft.type,
    summary,
    details,
    uncertain: [],
    ...(context.transcript.trim() ? { transcription: context.transcript.trim() } : {}),
    ...(context.recordingId ? { recordingId: context.recordingId } : {}),
    createLogs: hasLog ? draft.createLogs : true,
  };
}
