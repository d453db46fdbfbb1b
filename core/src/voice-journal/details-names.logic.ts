import type { JournalEntryType } from './voice-journal.schema';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Names a cold entry's details had before they took the cold log's, mapped to the current ones. */
const COLD_NAMES_BEFORE: Record<string, string> = { method: 'exposureMethod', durationSeconds: 'duration' };

/**
 * Details in the names the journal uses now, from details written earlier (an export made before
 * a cold entry said `exposureMethod` and `duration` like the cold log, instead of `method` and
 * `durationSeconds`). A name already in the current form wins; anything else is left for the
 * type's schema to judge.
 */
export function withCurrentNames(type: JournalEntryType, details: unknown): unknown {
  if (!isPlainObject(details) || type !== 'cold_exposure') return details;
  const renamed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(details)) {
    const current = COLD_NAMES_BEFORE[key];
    if (current === undefined) renamed[key] = value;
    else if (!(current in details)) renamed[current] = value;
  }
  return renamed;
}

/**
 * A note's text, taken from the transcription when the details do not give it: the API says
 * an entry's details include the transcription, so a note sent as `{ transcription }` is its words.
 */
export function noteWithText(details: unknown, transcription: unknown): unknown {
  const given = isPlainObject(details) ? details : {};
  if (given.text !== undefined) return details;
  const words = typeof given.transcription === 'string' ? given.transcription : transcription;
  return typeof words === 'string' ? { ...given, text: words } : details;
}
