import { describe, expect, it } from 'vitest';
import { buildContextSummary } from './chat-context.logic';
import { OWN_PROTOCOL_LINE_MAX, OWN_PROTOCOLS_SHOWN, type OwnProtocolStanding } from './chat-grounding-own-protocols.logic';
import { buildGrounding, type GroundingInput } from './chat-grounding.logic';
import { protocolDocumentSchema, type DayState, type ProtocolDocumentInput } from '../custom-protocols/protocol-document.schema';
import { PROTOCOL_TEMPLATES } from '../custom-protocols/protocol-templates';

const base: GroundingInput = {
  now: new Date('2025-03-12T07:30:00Z'),
  timeZone: 'UTC',
  units: { weight: 'kg', temperature: 'C' },
  thirty: [],
  fasts: [],
  cold: [],
  biometrics: [],
  checklists: [],
  completionDays: { thirtyThirtyThirty: [], fasting: [], coldExposure: [] },
};

const template = (id: string) => PROTOCOL_TEMPLATES.find((document) => document.id === id)!;
const DATES = ['2025-03-06', '2025-03-07', '2025-03-08', '2025-03-09', '2025-03-10', '2025-03-11', '2025-03-12'];
const week = (...states: DayState[]) => states.map((state, index) => ({ date: DATES[index]!, state, scheduled: true }));

const sauna: OwnProtocolStanding = {
  document: template('sauna'),
  days: week('done', 'unknown', 'skipped', 'paused', 'partial', 'notDone', 'unknown'),
  strength: 42,
  streak: 1,
};

const summaryWith = (shown: OwnProtocolStanding[], total = shown.length) =>
  buildContextSummary(buildGrounding({ ...base, ownProtocols: { shown, total } }));

describe('the person’s own protocols in the coach’s summary', () => {
  it('names each protocol with its target, schedule, the week’s states, habit strength and streak', () => {
    const summary = summaryWith([sauna]);
    expect(summary).toContain(
      '\n  - Sauna (4 in 7 days): Sauna session at least 15 min; days: done, not logged, skipped, paused, partial, not done, not logged; habit strength 42%, streak 1 day.\n',
    );
    expect(summary).toMatch(/"not logged" means nothing was recorded, which is not a miss/);
    expect(summary).not.toMatch(/missed/);
    // The overall line still closes the summary.
    expect(summary.split('\n').at(-1)).toMatch(/^- Overall:/);
  });

  it('puts a measure’s unit, an upper bound and a weekday schedule in words', () => {
    const document = protocolDocumentSchema.parse({
      format: 'ultimate-human.protocol',
      formatVersion: 1,
      id: 'evening-wind-down',
      title: 'Evening wind-down',
      components: [
        { id: 'caffeine', label: 'Caffeine', kind: 'measure', unit: 'mg', target: { kind: 'atMost', value: 200 } },
        { id: 'mood', label: 'Mood', kind: 'scale', min: 1, max: 5 },
        { id: 'read', label: 'Read', kind: 'check' },
      ],
      group: { kind: 'any' },
      schedule: { kind: 'weekdays', weekdays: [5, 1, 3] },
    } satisfies ProtocolDocumentInput);
    const days = week('unknown', 'done', 'unknown', 'unknown', 'unknown', 'unknown', 'unknown').map((day, index) => ({
      ...day,
      scheduled: index !== 1 && index !== 2,
    }));
    expect(summaryWith([{ document, days, strength: 0, streak: 0 }])).toContain(
      '  - Evening wind-down (Mon/Wed/Fri): Caffeine at most 200 mg or Mood rated 1–5 or Read ticked; days: not logged, done, rest day,',
    );
  });

  it('shows at most 20 protocols, each on one short line, and says how many more there are', () => {
    const many = Array.from({ length: OWN_PROTOCOLS_SHOWN + 5 }, (_, index) => ({
      ...sauna,
      document: {
        ...sauna.document,
        title: `Sauna ${index + 1} ${'very long title '.repeat(5)}`.slice(0, 80),
        components: Array.from({ length: 20 }, (_, part) => ({
          id: `part-${part}`,
          label: `Part ${part} `.padEnd(80, 'x'),
          kind: 'check' as const,
        })),
      },
    }));
    const lines = summaryWith(many, 50).split('\n');
    const protocolLines = lines.filter((line) => line.startsWith('  - Sauna'));
    expect(protocolLines).toHaveLength(OWN_PROTOCOLS_SHOWN);
    for (const line of protocolLines) {
      expect(line.length).toBeLessThanOrEqual('  - '.length + OWN_PROTOCOL_LINE_MAX);
      expect(line.endsWith('…')).toBe(true);
    }
    expect(lines).toContain('  - 30 more protocols not shown.');
  });

  it('leaves the summary as it was for a person with none', () => {
    const without = buildContextSummary(buildGrounding(base));
    expect(summaryWith([], 0)).toBe(without);
    expect(without).not.toMatch(/set up themselves/);
  });
});
