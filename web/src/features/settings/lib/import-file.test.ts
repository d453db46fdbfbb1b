import { describe, expect, it } from 'vitest';
import { countOf, describeImport, IMPORT_MAX_BYTES, IMPORT_MESSAGES, parseImportFile } from './import-file';

describe('parseImportFile', () => {
  it('parses an export object', () => {
    const text = JSON.stringify({ format: 'ultimate-human-export', version: 1 });
    expect(parseImportFile(text, text.length)).toEqual({ data: { format: 'ultimate-human-export', version: 1 } });
  });

  it('rejects invalid JSON, non-objects and files over 25 MB without reading further', () => {
    expect(parseImportFile('{"format":', 10)).toEqual({ error: IMPORT_MESSAGES.notJson });
    expect(parseImportFile('[1, 2]', 6)).toEqual({ error: IMPORT_MESSAGES.notExport });
    expect(parseImportFile('null', 4)).toEqual({ error: IMPORT_MESSAGES.notExport });
    expect(parseImportFile('{}', IMPORT_MAX_BYTES + 1)).toEqual({ error: IMPORT_MESSAGES.tooLarge });
  });
});

describe('describeImport', () => {
  it('says per record type what was imported and skipped', () => {
    const result = {
      imported: { thirtyThirtyThirtyLogs: 0, fastingLogs: 3, biometricLogs: 1, chatMessages: 0 },
      skipped: { thirtyThirtyThirtyLogs: 0, fastingLogs: 1, biometricLogs: 0, chatMessages: 2 },
      preferencesApplied: [],
    };
    expect(describeImport(result)).toEqual({
      lines: [
        '3 fasts imported, 1 skipped (already in your account)',
        '1 biometric reading imported',
        '0 chat messages imported, 2 skipped (already in your account)',
      ],
      summary: 'Imported 4 records; skipped 3 already in your account.',
    });
  });

  it('says so when the file held nothing', () => {
    expect(describeImport({ imported: { fastingLogs: 0 }, skipped: { fastingLogs: 0 }, preferencesApplied: [] })).toEqual({
      lines: [],
      summary: 'The file held no records to import.',
    });
  });

  it('names the preferences taken from the file', () => {
    const result = { imported: { fastingLogs: 1 }, skipped: {}, preferencesApplied: ['weightUnit', 'theme', 'timeZone'] as const };
    expect(describeImport({ ...result, preferencesApplied: [...result.preferencesApplied] }).lines).toEqual([
      '1 fast imported',
      "Applied the export's weight unit, theme and time zone",
    ]);
  });

  it('names unknown types as they are', () => {
    expect(countOf('dailyChecklists', 1)).toBe('1 daily checklist');
    expect(countOf('somethingNew', 2)).toBe('2 somethingNew');
  });
});
