import { describe, expect, it } from 'vitest';
import { journalDeleteResultSchema, journalEntrySchema } from './journal.schema';

const entry = (createdLogs: unknown[]) => ({
  id: 1,
  userId: 1,
  type: 'note',
  summary: 'Breathing',
  details: { text: 'Did ten minutes of box breathing' },
  transcription: null,
  hasAudio: false,
  createdLogs,
  timestamp: '2026-01-15T08:00:00.000Z',
  localDay: '2026-01-15',
});

describe('what a journal entry says it wrote', () => {
  it('reads entries saved before own protocols, whose logs are the trackers’ only', () => {
    const old = entry([
      { kind: 'thirtyThirtyThirty', id: 4, change: 'addedProtein', proteinGrams: 30 },
      { kind: 'coldExposure', id: 9 },
    ]);
    expect(journalEntrySchema.parse(old).createdLogs).toEqual(old.createdLogs);
  });

  it('reads a value on an own protocol beside a tracker log', () => {
    const value = { kind: 'customProtocolEntry', protocolId: 3, entryId: 12, summary: 'Morning breathwork · Breathwork: 10 min' };
    expect(journalEntrySchema.parse(entry([{ kind: 'fasting', id: 2 }, value])).createdLogs).toEqual([{ kind: 'fasting', id: 2 }, value]);
  });

  it('refuses a value without the entry it names', () => {
    expect(journalEntrySchema.safeParse(entry([{ kind: 'customProtocolEntry', protocolId: 3, summary: 'x' }])).success).toBe(false);
  });

  it('answers a delete with the tracker logs (each with its Undo) and the own-protocol values apart', () => {
    expect(
      journalDeleteResultSchema.safeParse({ deletedLogs: [{ kind: 'customProtocolEntry', id: 1, undoId: 2 }], deletedProtocolEntries: [] })
        .success,
    ).toBe(false);
  });
});
