import { describe, expect, it } from 'vitest';
import { mostStepsPerDay, planStepsEntries, stepsComponentIds, type StepsEntry } from './steps-entries.logic';

const target = { protocolId: 7, componentId: 'steps', firstDay: '2024-05-02' };
const entry = (overrides: Partial<StepsEntry>): StepsEntry => ({
  id: 1,
  protocolId: 7,
  componentId: 'steps',
  localDay: '2024-05-02',
  value: 5000,
  source: 'wearable',
  ...overrides,
});

describe('stepsComponentIds', () => {
  it('finds the measure components counted in steps, and no other', () => {
    const components = [
      { id: 'walk', kind: 'measure', unit: 'steps' },
      { id: 'distance', kind: 'measure', unit: 'km' },
      { id: 'walked', kind: 'check' },
      { id: 'flights', kind: 'count' },
    ];
    expect(stepsComponentIds({ components })).toEqual(['walk']);
  });
});

describe('mostStepsPerDay', () => {
  it('keeps the most any source counted, never the sum', () => {
    const days = mostStepsPerDay([
      { localDay: '2024-05-02', steps: 7000 },
      { localDay: '2024-05-02', steps: 9100 },
      { localDay: '2024-05-03', steps: 0 },
    ]);
    expect(days).toEqual(
      new Map([
        ['2024-05-02', 9100],
        ['2024-05-03', 0],
      ]),
    );
  });
});

describe('planStepsEntries', () => {
  const steps = new Map([
    ['2024-05-01', 4000],
    ['2024-05-02', 9100],
  ]);

  it('adds one wearable entry per component and day, from the day the protocol was added', () => {
    expect(planStepsEntries([target, { ...target, protocolId: 8, firstDay: '2024-04-01' }], steps, [])).toEqual({
      insert: [
        { protocolId: 7, componentId: 'steps', localDay: '2024-05-02', value: 9100 },
        { protocolId: 8, componentId: 'steps', localDay: '2024-05-01', value: 4000 },
        { protocolId: 8, componentId: 'steps', localDay: '2024-05-02', value: 9100 },
      ],
      update: [],
      remove: [],
    });
  });

  it('changes the wearable entry already there instead of adding a second, and leaves an equal one alone', () => {
    expect(planStepsEntries([target], steps, [entry({ id: 3, value: 5000 })])).toEqual({
      insert: [],
      update: [{ id: 3, value: 9100 }],
      remove: [],
    });
    expect(planStepsEntries([target], steps, [entry({ id: 3, value: 9100 })])).toEqual({ insert: [], update: [], remove: [] });
    // Two from an earlier race: the oldest stays.
    expect(planStepsEntries([target], steps, [entry({ id: 9, value: 1 }), entry({ id: 4, value: 9100 })])).toEqual({
      insert: [],
      update: [],
      remove: [9],
    });
  });

  it('leaves a day the person logged themselves alone, and removes a wearable entry beside it', () => {
    for (const source of ['manual', 'voice', 'import']) {
      const own = entry({ id: 5, source, value: 12_000 });
      expect(planStepsEntries([target], steps, [own])).toEqual({ insert: [], update: [], remove: [] });
      expect(planStepsEntries([target], steps, [own, entry({ id: 6 })])).toEqual({ insert: [], update: [], remove: [6] });
    }
  });

  it('never touches another component or another protocol', () => {
    const others = [entry({ id: 5, componentId: 'distance', source: 'manual' }), entry({ id: 6, protocolId: 99, source: 'manual' })];
    expect(planStepsEntries([target], steps, others).insert).toEqual([
      { protocolId: 7, componentId: 'steps', localDay: '2024-05-02', value: 9100 },
    ]);
  });
});
