import { protocolEntry } from '@uh/core/protocols/protocol-registry';
import {
  isProtocolEntryLog,
  type CreatedLog,
  type ProtocolEntryCreatedLog,
  type TrackerCreatedLog,
} from '@uh/core/voice-journal/journal.schema';

/** Where the journal names a created log otherwise than its protocol names one log. */
const LOG_WORDS: Partial<Record<TrackerCreatedLog['kind'], string>> = {
  thirtyThirtyThirty: '30-30-30 protein',
  coldExposure: 'cold exposure session',
  biometrics: 'biometrics reading',
};

/** The trackers' logs an entry wrote, apart from the values it gave the person's own protocols. */
export function splitCreatedLogs(logs: readonly CreatedLog[]): { trackers: TrackerCreatedLog[]; values: ProtocolEntryCreatedLog[] } {
  return {
    trackers: logs.filter((log): log is TrackerCreatedLog => !isProtocolEntryLog(log)),
    values: logs.filter(isProtocolEntryLog),
  };
}

/** A 30-30-30 session an exercise entry wrote to is named by its exercise, not its protein. */
const wordsOf = (log: TrackerCreatedLog) =>
  log.exerciseSeconds !== undefined ? '30-30-30 exercise' : (LOG_WORDS[log.kind] ?? protocolEntry(log.kind).names.log.one);

const phrase = (logs: readonly TrackerCreatedLog[]) => logs.map((log) => `a ${wordsOf(log)}`).join(' and ');

/** Under an entry: 'Also logged as a cold exposure session.', or null when it wrote no tracker log. */
export function alsoLoggedText(logs: readonly CreatedLog[]): string | null {
  const { trackers } = splitCreatedLogs(logs);
  return trackers.length > 0 ? `Also logged as ${phrase(trackers)}.` : null;
}

/** Under an entry, one line per value it logged on an own protocol ("Morning breathwork · Breathwork: 10 min"). */
export const protocolValueLines = (logs: readonly CreatedLog[]): string[] => splitCreatedLogs(logs).values.map((log) => log.summary);

function trackersStayText(logs: readonly TrackerCreatedLog[]): string | null {
  if (logs.length === 0) return null;
  const names = logs.map((log) => `the ${wordsOf(log)}`).join(' and ');
  if (logs.length === 1) {
    return `This changes the journal entry only: ${names} it logged stays as it is. Correct it on the ${protocolEntry(logs[0]!.kind).names.label} page.`;
  }
  return `This changes the journal entry only: ${names} it logged stay as they are. Correct them on their own pages.`;
}

/**
 * In the edit dialog: editing an entry leaves the logs it wrote as they are (the server changes the
 * entry alone), so the person knows where to correct those. Null when it wrote none.
 */
export function logsStayText(logs: readonly CreatedLog[]): string | null {
  const { trackers, values } = splitCreatedLogs(logs);
  const onProtocols =
    values.length > 0 ? 'The values it logged on your protocols stay as they are: correct them on each protocol’s page.' : null;
  const texts = [trackersStayText(trackers), onProtocols].filter((text) => text !== null);
  return texts.length > 0 ? texts.join(' ') : null;
}

/** The delete dialog's box: what goes with the entry when it is ticked. */
export function alsoDeleteLabel(logs: readonly CreatedLog[]): string {
  const { trackers, values } = splitCreatedLogs(logs);
  if (values.length === 0) return 'Also delete the log it created';
  const valuesWords = values.length === 1 ? 'the protocol value' : `the ${values.length} protocol values`;
  return trackers.length === 0 ? `Also delete ${valuesWords} it logged` : `Also delete the log and ${valuesWords} it created`;
}
