import { EXPORT_FORMAT, EXPORT_VERSION } from '@uh/core/settings/export.schema';
import { exportArrayOf } from '@uh/core/settings/protocol-export-schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkAccountExport, whenAbsent } from './account-import.reader';

const log = z.object({ timestamp: z.string() });

describe('an array the file leaves out', () => {
  it('reads as none for a protocol added later (exportOptional), so older files still import', () => {
    expect(whenAbsent(exportArrayOf(log, true))).toEqual([]);
  });

  it('is left out for a newer optional section, and refused for an array every file has', () => {
    expect(whenAbsent(z.array(log).optional())).toBe('left out');
    expect(whenAbsent(exportArrayOf(log, false))).toBeNull();
  });
});

describe('checkAccountExport', () => {
  const fileWithout = (left: string) => {
    const records = Object.fromEntries(
      ['thirtyThirtyThirtyLogs', 'fastingLogs', 'coldExposureLogs', 'biometricLogs', 'dailyChecklists', 'journalEntries', 'chatMessages']
        .filter((type) => type !== left)
        .map((type) => [type, []]),
    );
    const account = {
      username: 'sam',
      displayName: 'Sam',
      email: '',
      timeZone: 'UTC',
      createdAt: '2026-01-01T00:00:00.000Z',
      preferences: { weightUnit: 'kg', temperatureUnit: 'C', theme: 'system' },
    };
    const file = { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: '2026-01-01T00:00:00.000Z', account, records };
    return new TextEncoder().encode(JSON.stringify(file));
  };

  it('takes a file without the newer optional sections', () => {
    expect(checkAccountExport(fileWithout('none'), 100).records.fastingLogs).toEqual([]);
  });

  it('names a required array the file lacks', () => {
    expect(() => checkAccountExport(fileWithout('fastingLogs'), 100)).toThrow('records.fastingLogs: must be an array');
  });
});
