import type { JournalEntryType } from '@uh/core/voice-journal/voice-journal.schema';
import type { EntryValues } from './entry-fields';

/**
 * The log saving an entry can also write (spec: protocol data becomes the matching log), as the
 * words of its checkbox; null for entries that only go in the journal.
 */
export function logOptionLabel(type: JournalEntryType, values: EntryValues): string | null {
  switch (type) {
    case 'cold_exposure':
      return 'Also log it as a cold exposure session';
    case 'biometric':
      return 'Also log it as a biometrics reading';
    case 'fasting':
      return values.action === 'end' ? 'Also log it as the end of your fast' : 'Also log it as a fast start';
    case 'meal':
      return values.proteinGrams?.trim() ? "Also log it as today's 30-30-30 protein" : null;
    case 'exercise':
      return values.minutes?.trim() ? "Also log it as today's 30-30-30 exercise" : null;
    default:
      return null;
  }
}
