import { protocolEntry } from '@uh/core/protocols/protocol-registry';
import type { CreatedLog } from '@uh/core/voice-journal/journal.schema';

const LOG_WORDS: Record<CreatedLog['kind'], string> = {
  thirtyThirtyThirty: '30-30-30 protein',
  fasting: 'fast',
  coldExposure: 'cold exposure session',
  biometrics: 'biometrics reading',
};

/** A 30-30-30 session an exercise entry wrote to is named by its exercise, not its protein. */
const wordsOf = (log: CreatedLog) => (log.exerciseSeconds !== undefined ? '30-30-30 exercise' : LOG_WORDS[log.kind]);

const phrase = (logs: readonly CreatedLog[]) => logs.map((log) => `a ${wordsOf(log)}`).join(' and ');

/** Under an entry: 'Also logged as a cold exposure session.', or null when it wrote no log. */
export function alsoLoggedText(logs: readonly CreatedLog[]): string | null {
  return logs.length > 0 ? `Also logged as ${phrase(logs)}.` : null;
}

/**
 * In the edit dialog: editing an entry leaves the logs it wrote as they are (the server changes the
 * entry alone), so the person knows where to correct those. Null when it wrote none.
 */
export function logsStayText(logs: readonly CreatedLog[]): string | null {
  if (logs.length === 0) return null;
  const names = logs.map((log) => `the ${wordsOf(log)}`).join(' and ');
  if (logs.length === 1) {
    return `This changes the journal entry only: ${names} it logged stays as it is. Correct it on the ${protocolEntry(logs[0]!.kind).names.label} page.`;
  }
  return `This changes the journal entry only: ${names} it logged stay as they are. Correct them on their own pages.`;
}
