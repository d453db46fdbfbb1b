import { describe, expect, it } from 'vitest';
import { PROTOCOL_CHECKLIST_ITEMS } from '../checklist/checklist.logic';
import { COLD_MIN_SECONDS } from '../cold-exposure/cold-exposure.logic';
import { EMBED_FEATURES } from '../embed/embed.logic';
import { HABIT_FREQUENCY } from '../progress/habit-strength.logic';
import { PROTOCOL_KEYS, WEEKLY_TARGET_TOTAL, WEEKLY_TARGETS } from '../progress/progress.logic';
import { REMINDER_KINDS } from '../reminders/reminders.schema';
import { exportRecordsSchema } from '../settings/export.schema';
import { SAFETY_SCREEN_KINDS } from '../settings/safety-screen.logic';
import { JOURNAL_ENTRY_TYPES } from '../voice-journal/voice-journal.schema';
import { PROTOCOL_REGISTRY, protocolEntry, TRACKED_PROTOCOLS } from './protocol-registry';
import { LOG_KINDS } from './protocols.schema';

const BUILT_IN = PROTOCOL_REGISTRY.slice(0, 4);

describe('protocol registry', () => {
  // The built-in protocols come first, in display order; these tests pin them and hold for any protocol added after them.
  it('lists the four built-in protocols first in display order, three of them counted in progress', () => {
    expect(BUILT_IN.map(({ key }) => key)).toEqual(['thirtyThirtyThirty', 'fasting', 'coldExposure', 'biometrics']);
    expect(LOG_KINDS).toEqual(PROTOCOL_REGISTRY.map(({ key }) => key));
    expect(PROTOCOL_KEYS.slice(0, 3)).toEqual(['thirtyThirtyThirty', 'fasting', 'coldExposure']);
    expect(PROTOCOL_KEYS).not.toContain('biometrics');
    expect(TRACKED_PROTOCOLS.map(({ key }) => key)).toEqual(PROTOCOL_KEYS);
  });

  it('gives the weekly targets and habit frequencies of docs/product.md §9', () => {
    expect(WEEKLY_TARGETS).toMatchObject({ thirtyThirtyThirty: 7, fasting: 4, coldExposure: 3 });
    expect(WEEKLY_TARGET_TOTAL).toBe(Object.values(WEEKLY_TARGETS).reduce((sum, target) => sum + target, 0));
    expect(HABIT_FREQUENCY).toMatchObject({
      thirtyThirtyThirty: { times: 1, days: 1 },
      fasting: { times: 4, days: 7 },
      coldExposure: { times: 3, days: 7 },
    });
  });

  it('ticks the checklist items each logged protocol completes', () => {
    expect(PROTOCOL_CHECKLIST_ITEMS).toMatchObject({
      thirtyThirtyThirty: ['morningProteinCompleted', 'morningExerciseCompleted'],
      fasting: ['fastingCompleted'],
      coldExposure: ['coldExposureCompleted'],
    });
  });

  it('offers the three tracked protocols as widgets, before the journal and chat', () => {
    const features = EMBED_FEATURES.map(({ route, label }) => `${route} ${label}`);
    expect(features.slice(0, 3)).toEqual([
      '/thirty-thirty-thirty 30-30-30 Method',
      '/fasting Fasting Tracker',
      '/cold-exposure Cold Exposure',
    ]);
    expect(features.slice(-2)).toEqual(['/voice-journal Voice Journal', '/chat Wellness Chat']);
  });

  it('names only reminders, journal types, safety screens and export arrays that exist', () => {
    const exportKeys = Object.keys(exportRecordsSchema.shape);
    for (const entry of PROTOCOL_REGISTRY) {
      expect(exportKeys).toContain(entry.exportKey);
      for (const kind of entry.reminders) expect(REMINDER_KINDS).toContain(kind);
      for (const type of entry.journalTypes) expect(JOURNAL_ENTRY_TYPES).toContain(type);
      if (entry.safetyScreen) expect(SAFETY_SCREEN_KINDS).toContain(entry.safetyScreen);
    }
    // Every reminder but the checklist's belongs to one protocol.
    expect(PROTOCOL_REGISTRY.flatMap(({ reminders }) => reminders).sort()).toEqual(
      REMINDER_KINDS.filter((kind) => kind !== 'dailyChecklist').sort(),
    );
  });

  it('names the API paths the server answers on', () => {
    expect(BUILT_IN.map(({ api }) => api)).toEqual([
      {
        list: '/api/protocols/thirty/:userId',
        create: '/api/protocols/thirty',
        alternate: { list: '/api/thirty-thirty-thirty-logs', create: '/api/thirty-thirty-thirty-logs' },
      },
      {
        list: '/api/protocols/fasting/:userId',
        create: '/api/protocols/fasting',
        alternate: { list: '/api/fasting-logs', create: '/api/fasting-logs' },
      },
      { list: '/api/protocols/cold/:userId', create: '/api/protocols/cold' },
      { list: '/api/biometrics/:userId', create: '/api/biometrics' },
    ]);
    expect(protocolEntry('coldExposure').exportKey).toBe('coldExposureLogs');
  });

  it('keeps each protocol in its own table, counting the completions of docs/product.md §9', () => {
    expect(BUILT_IN.map(({ storage }) => storage.table)).toEqual([
      'thirty_thirty_thirty_logs',
      'fasting_logs',
      'cold_exposure_logs',
      'biometric_logs',
    ]);
    expect(TRACKED_PROTOCOLS.slice(0, 3).map(({ storage: { done, firstDay } }) => ({ done, firstDay }))).toEqual([
      { done: { column: 'completed' }, firstDay: 'localDay' },
      { done: { column: 'completed', alsoSet: 'end_time' }, firstDay: 'startTimeInZone' },
      { done: { atLeast: { column: 'duration_seconds', value: 30 } }, firstDay: 'localDay' },
    ]);
    expect(protocolEntry('coldExposure').storage.done.atLeast.value).toBe(COLD_MIN_SECONDS);
    // Only typed-in readings show a day was active; a wearable fills biometrics in by itself.
    expect(BUILT_IN.filter(({ storage }) => 'ownEntriesOnly' in storage && storage.ownEntriesOnly).map(({ key }) => key)).toEqual([
      'biometrics',
    ]);
  });
});
