import { PROTOCOL_REGISTRY } from '@uh/core/protocols/protocol-registry';
import type { ExportRecordType, ImportResult } from '@uh/core/settings/export.schema';
import type { ProtocolExportKey } from '@uh/core/settings/protocol-export-schemas';

/** The server takes an import of at most 25 MB. */
export const IMPORT_MAX_BYTES = 25 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  noFile: 'Choose a JSON export file first.',
  tooLarge: 'This file is larger than 25 MB, the most an import can take.',
  notJson: 'This file is not valid JSON. Choose the .json file you exported from Ultimate Human.',
  notExport: 'This file is not an Ultimate Human export. Choose the .json file you exported from Ultimate Human.',
} as const;

export type ParsedImport = { data: Record<string, unknown> } | { error: string };

/** Parses the chosen file in the browser, so a wrong file never reaches the server. */
export function parseImportFile(text: string, sizeBytes: number): ParsedImport {
  if (sizeBytes > IMPORT_MAX_BYTES) return { error: IMPORT_MESSAGES.tooLarge };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { error: IMPORT_MESSAGES.notJson };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return { error: IMPORT_MESSAGES.notExport };
  // Format, version and every record are checked by the server, which says what is wrong.
  return { data: data as Record<string, unknown> };
}

type Words = [singular: string, plural: string];

// A protocol's logs are called what its registry entry calls them, except where the import's
// summary has always used other words.
const PROTOCOL_WORDS_HERE: Partial<Record<ProtocolExportKey, Words>> = {
  thirtyThirtyThirtyLogs: ['30-30-30 log', '30-30-30 logs'],
  coldExposureLogs: ['cold exposure session', 'cold exposure sessions'],
};
const protocolWords = Object.fromEntries(
  PROTOCOL_REGISTRY.map(({ exportKey, names }) => [exportKey, PROTOCOL_WORDS_HERE[exportKey] ?? [names.log.one, names.log.many]]),
) as Record<ProtocolExportKey, Words>;

// Typed by the export's other record types, so a new one cannot be shown without its words.
const TYPE_NAMES: Record<ExportRecordType, Words> = {
  ...protocolWords,
  dailyChecklists: ['daily checklist', 'daily checklists'],
  chatMessages: ['chat message', 'chat messages'],
  coachMemories: ['coach memory', 'coach memories'],
  journalEntries: ['journal entry', 'journal entries'],
  customProtocols: ['protocol of your own', 'protocols of your own'],
  customProtocolEntries: ['protocol entry', 'protocol entries'],
  customProtocolPauses: ['protocol pause', 'protocol pauses'],
  loggedEverythingDays: ['"logged everything" day', '"logged everything" days'],
  insightPairs: ['"What works for me" pair', '"What works for me" pairs'],
  experiments: ['experiment', 'experiments'],
};

/** '3 fasts', '1 biometric reading'. */
export function countOf(type: string, count: number): string {
  const [singular, plural] = TYPE_NAMES[type as ExportRecordType] ?? [type, type];
  return `${count} ${count === 1 ? singular : plural}`;
}

/** One plain sentence per record type that the file held, e.g. '3 fasts imported, 1 skipped (already in your account)'. */
const PREFERENCE_NAMES: Record<ImportResult['preferencesApplied'][number], string> = {
  weightUnit: 'weight unit',
  temperatureUnit: 'temperature unit',
  theme: 'theme',
  timeZone: 'time zone',
  usualWakeTime: 'usual wake time',
};
const listOf = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

export function describeImport(result: ImportResult): { lines: string[]; summary: string } {
  const types = [...new Set([...Object.keys(result.imported), ...Object.keys(result.skipped)])];
  const lines = types.flatMap((type) => {
    const imported = result.imported[type] ?? 0;
    const skipped = result.skipped[type] ?? 0;
    if (imported === 0 && skipped === 0) return [];
    const skippedText = skipped > 0 ? `, ${skipped} skipped (already in your account)` : '';
    return [`${countOf(type, imported)} imported${skippedText}`];
  });
  const total = (counts: Record<string, number>) => Object.values(counts).reduce((sum, count) => sum + count, 0);
  const importedTotal = total(result.imported);
  const skippedTotal = total(result.skipped);
  const summary =
    lines.length === 0
      ? 'The file held no records to import.'
      : `Imported ${importedTotal} ${importedTotal === 1 ? 'record' : 'records'}` +
        (skippedTotal > 0 ? `; skipped ${skippedTotal} already in your account.` : '.');
  const applied = result.preferencesApplied.map((name) => PREFERENCE_NAMES[name]);
  if (applied.length > 0) lines.push(`Applied the export's ${listOf(applied)}`);
  return { lines, summary };
}
