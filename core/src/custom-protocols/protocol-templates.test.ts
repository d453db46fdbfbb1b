import { describe, expect, it } from 'vitest';
import { protocolEntry } from '../protocols/protocol-registry';
import { evaluateDays } from './day-state.logic';
import { measurableComponent } from './measurable-protocol.logic';
import { protocolDocumentSchema } from './protocol-document.schema';
import { BUILT_IN_PROTOCOL_DOCUMENTS, PROTOCOL_TEMPLATES } from './protocol-templates';

const all = [...PROTOCOL_TEMPLATES, ...BUILT_IN_PROTOCOL_DOCUMENTS];
const byId = (id: string) => {
  const document = all.find((candidate) => candidate.id === id);
  if (!document) throw new Error(`no document ${id}`);
  return document;
};

describe('protocol templates and built-in documents', () => {
  it('offers the eight kinds of template and the four built-ins', () => {
    expect(PROTOCOL_TEMPLATES.map((document) => document.id)).toEqual([
      'breathwork',
      'sauna',
      'zone-2-cardio',
      'supplements',
      'morning-check-in',
      'evening-check-in',
      'steps',
      'alcohol-free',
      'caffeine-cut-off',
    ]);
    expect(BUILT_IN_PROTOCOL_DOCUMENTS.map((document) => document.id)).toEqual([
      'thirty-thirty-thirty',
      'intermittent-fasting',
      'cold-exposure',
      'biometrics',
    ]);
  });

  it('each one, written to a file and read back, parses to itself; ids are unique', () => {
    for (const document of all) expect(protocolDocumentSchema.parse(JSON.parse(JSON.stringify(document)))).toEqual(document);
    expect(new Set(all.map((document) => document.id)).size).toBe(all.length);
  });

  it('breathwork opens within 30 minutes of waking', () => {
    expect(byId('breathwork').schedule).toEqual({ kind: 'daily', anchor: { event: 'wake', offsetMinutes: 0, windowMinutes: 30 } });
    expect(byId('breathwork').components[0]).toMatchObject({ kind: 'duration', target: { kind: 'atLeast', value: 480 } });
  });

  it('sauna asks its safety questions, caps a session at 20 minutes and shows the risk screen', () => {
    const sauna = byId('sauna');
    expect(sauna.schedule).toEqual({ kind: 'frequency', times: 4, days: 7 });
    expect(sauna.safety).toMatchObject({ maxDurationMinutes: 20, riskScreen: true });
    expect(sauna.safety.questions.length).toBeGreaterThan(0);
  });

  it('zone 2 holds the week’s sum to 9000 s, once in 7 days', () => {
    const zone2 = byId('zone-2-cardio');
    expect(measurableComponent(zone2)?.target).toEqual({ kind: 'atLeast', value: 9000, aggregate: 'sum' });
    expect(zone2.schedule).toEqual({ kind: 'frequency', times: 1, days: 7 });
  });

  it('alcohol-free is done on a day marked "I logged everything" with nothing logged', () => {
    const [day] = evaluateDays(byId('alcohol-free'), '2026-03-02', '2026-03-02', [], {
      skips: new Map(),
      pauses: [],
      loggedEverything: new Set(['2026-03-02']),
    });
    expect(day?.state).toBe('done');
  });

  it('supplements and the check-ins need every component', () => {
    expect(byId('supplements').components.map((component) => component.kind)).toEqual(['check', 'check', 'check']);
    expect(byId('supplements').group).toEqual({ kind: 'all' });
    expect(byId('evening-check-in').components.map((component) => component.id)).toEqual(['mood', 'energy', 'stress', 'note']);
  });

  it('built-ins follow the weekly targets progress counts them by', () => {
    expect(byId('thirty-thirty-thirty').schedule).toMatchObject({ kind: 'daily', anchor: { event: 'wake', windowMinutes: 30 } });
    const frequency = (id: string) => {
      const schedule = byId(id).schedule;
      return schedule.kind === 'frequency' ? { times: schedule.times, days: schedule.days } : null;
    };
    expect(frequency('intermittent-fasting')).toEqual(protocolEntry('fasting').progress.habitFrequency);
    expect(frequency('cold-exposure')).toEqual(protocolEntry('coldExposure').progress.habitFrequency);
    expect(byId('biometrics').components.every((component) => component.kind === 'measure' && !component.target)).toBe(true);
  });
});
