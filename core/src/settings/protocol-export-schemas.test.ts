import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PROTOCOL_SCHEMAS } from '../protocols/protocol-log-schemas';
import { PROTOCOL_REGISTRY } from '../protocols/protocol-registry';
import { EXPORT_RECORD_TYPES, exportRecordsSchema } from './export.schema';
import { exportArrayOf } from './protocol-export-schemas';

describe("the protocols' arrays of the export", () => {
  it('come first, in the registry order, each named by its exportKey', () => {
    const exportKeys = PROTOCOL_REGISTRY.map(({ exportKey }) => exportKey);
    expect(EXPORT_RECORD_TYPES.slice(0, exportKeys.length)).toEqual(exportKeys);
    expect(EXPORT_RECORD_TYPES.slice(exportKeys.length)).toEqual([
      'dailyChecklists',
      'chatMessages',
      'coachMemories',
      'journalEntries',
      'customProtocols',
      'customProtocolEntries',
      'customProtocolPauses',
      'loggedEverythingDays',
      'insightPairs',
      'experiments',
    ]);
  });

  it("hold each protocol's own records, and are required in every file unless added later", () => {
    const fast = {
      timestamp: '2026-03-02T08:00:00.000Z',
      startTime: '2026-03-01T20:00:00.000Z',
      endTime: '2026-03-02T08:00:00.000Z',
      targetHours: 12,
      durationSeconds: 43_200,
      completed: true,
    };
    expect(exportRecordsSchema.shape.fastingLogs.safeParse([fast]).success).toBe(true);
    expect(PROTOCOL_SCHEMAS.fasting.exported.safeParse({ ...fast, endTime: '2026-03-01T19:00:00.000Z' }).success).toBe(false);
    for (const entry of PROTOCOL_REGISTRY) {
      const missing = exportRecordsSchema.shape[entry.exportKey].safeParse(undefined);
      expect(missing.success).toBe('exportOptional' in entry);
    }
  });

  it('read as empty when a protocol added later is missing from an older file, and are checked when present', () => {
    const later = exportArrayOf(z.object({ minutes: z.number() }), true);
    expect(later.parse(undefined)).toEqual([]);
    expect(later.safeParse([{ minutes: 'ten' }]).success).toBe(false);
    expect(exportArrayOf(z.object({ minutes: z.number() }), false).safeParse(undefined).success).toBe(false);
  });
});
