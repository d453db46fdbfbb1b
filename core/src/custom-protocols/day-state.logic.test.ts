import { describe, expect, it } from 'vitest';
import { evaluateDays, type DayMarks, type EntryFact } from './day-state.logic';
import { protocolDocumentSchema, type ProtocolDocument, type ProtocolDocumentInput } from './protocol-document.schema';

const documentOf = (fields: Partial<ProtocolDocumentInput>): ProtocolDocument =>
  protocolDocumentSchema.parse({
    format: 'ultimate-human.protocol',
    formatVersion: 1,
    id: 'test',
    title: 'Test',
    schedule: { kind: 'daily' },
    components: [{ id: 'done', label: 'Done', kind: 'check' }],
    ...fields,
  });

const noMarks: DayMarks = { skips: new Map(), pauses: [], loggedEverything: new Set() };
const value = (componentId: string, date: string, number: number): EntryFact => ({ componentId, date, value: number, text: null });
function stateOn(document: ProtocolDocument, entries: EntryFact[], marks: DayMarks = noMarks, date = '2026-03-02') {
  const [day] = evaluateDays(document, date, date, entries, marks);
  if (!day) throw new Error('no day evaluated');
  return day;
}

const sauna = documentOf({
  components: [{ id: 'session', label: 'Session', kind: 'duration', target: { kind: 'atLeast', value: 900 } }],
});
const alcohol = documentOf({
  components: [{ id: 'drinks', label: 'Drinks', kind: 'count', target: { kind: 'atMost', value: 0 } }],
});

describe('evaluateDays', () => {
  it('gives one day per local day, both ends included', () => {
    const days = evaluateDays(sauna, '2026-02-27', '2026-03-02', [], noMarks);
    expect(days.map((day) => day.date)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(days.every((day) => day.state === 'unknown' && day.figures.session === null)).toBe(true);
  });

  it('sums a day of at-least entries: 600 s is partial, 600 + 300 s is done', () => {
    expect(stateOn(sauna, [value('session', '2026-03-02', 600)])).toMatchObject({ state: 'partial', figures: { session: 600 } });
    const done = stateOn(sauna, [value('session', '2026-03-02', 600), value('session', '2026-03-02', 300)]);
    expect(done).toMatchObject({ state: 'done', figures: { session: 900 }, progress: 1 });
  });

  it('aggregates as the target says: max, average, last', () => {
    const entries = [value('session', '2026-03-02', 1000), value('session', '2026-03-02', 200)];
    const withAggregate = (aggregate: 'max' | 'average' | 'last') =>
      documentOf({
        components: [{ id: 'session', label: 'Session', kind: 'duration', target: { kind: 'atLeast', value: 900, aggregate } }],
      });
    expect(stateOn(withAggregate('max'), entries)).toMatchObject({ state: 'done', figures: { session: 1000 } });
    expect(stateOn(withAggregate('average'), entries)).toMatchObject({ state: 'partial', figures: { session: 600 } });
    expect(stateOn(withAggregate('last'), entries)).toMatchObject({ state: 'partial', figures: { session: 200 } });
  });

  it('at most: at or below is done, above is not done', () => {
    const limit = documentOf({ components: [{ id: 'drinks', label: 'Drinks', kind: 'count', target: { kind: 'atMost', value: 2 } }] });
    expect(stateOn(limit, [value('drinks', '2026-03-02', 2)]).state).toBe('done');
    expect(stateOn(limit, [value('drinks', '2026-03-02', 3)]).state).toBe('notDone');
  });

  it('range: within [value, max] is done, above is not done, below is partial', () => {
    const sleep = documentOf({
      components: [{ id: 'hours', label: 'Sleep', kind: 'measure', unit: 'min', target: { kind: 'range', value: 420, max: 540 } }],
    });
    expect(stateOn(sleep, [value('hours', '2026-03-02', 480)]).state).toBe('done');
    expect(stateOn(sleep, [value('hours', '2026-03-02', 600)]).state).toBe('notDone');
    expect(stateOn(sleep, [value('hours', '2026-03-02', 300)]).state).toBe('partial');
  });

  it('a check: 1 is done, an explicit 0 is not done, nothing is unknown', () => {
    const check = documentOf({});
    expect(stateOn(check, [value('done', '2026-03-02', 1)]).state).toBe('done');
    expect(stateOn(check, [value('done', '2026-03-02', 0)]).state).toBe('notDone');
    expect(stateOn(check, []).state).toBe('unknown');
  });

  it('components without a target are met by any entry, a note included', () => {
    const checkIn = documentOf({
      components: [
        { id: 'mood', label: 'Mood', kind: 'scale', min: 1, max: 5 },
        { id: 'note', label: 'Note', kind: 'text' },
      ],
    });
    const note: EntryFact = { componentId: 'note', date: '2026-03-02', value: null, text: 'Slept well' };
    expect(stateOn(checkIn, [value('mood', '2026-03-02', 2), note])).toMatchObject({ state: 'done', figures: { mood: 2, note: 1 } });
    expect(stateOn(checkIn, [note]).state).toBe('partial');
  });

  it('groups: all needs each, any needs one, at least k needs k', () => {
    const components = [
      { id: 'a', label: 'A', kind: 'check' as const },
      { id: 'b', label: 'B', kind: 'check' as const },
      { id: 'c', label: 'C', kind: 'check' as const },
    ];
    const oneTicked = [value('a', '2026-03-02', 1)];
    const twoTicked = [...oneTicked, value('b', '2026-03-02', 1)];
    expect(stateOn(documentOf({ components, group: { kind: 'all' } }), twoTicked)).toMatchObject({ state: 'partial', progress: 2 / 3 });
    expect(stateOn(documentOf({ components, group: { kind: 'any' } }), oneTicked).state).toBe('done');
    expect(stateOn(documentOf({ components, group: { kind: 'atLeast', count: 2 } }), oneTicked).state).toBe('partial');
    expect(stateOn(documentOf({ components, group: { kind: 'atLeast', count: 2 } }), twoTicked).state).toBe('done');
    const allMissed = components.map((component) => value(component.id, '2026-03-02', 0));
    expect(stateOn(documentOf({ components, group: { kind: 'any' } }), allMissed).state).toBe('notDone');
  });

  it('paused wins over skipped, and skipped over entries', () => {
    const marks: DayMarks = {
      skips: new Map([
        ['2026-03-02', 'travel'],
        ['2026-03-03', null],
      ]),
      pauses: [{ from: '2026-03-01', to: '2026-03-02' }],
      loggedEverything: new Set(),
    };
    const days = evaluateDays(sauna, '2026-03-01', '2026-03-04', [value('session', '2026-03-03', 900)], marks);
    expect(days.map((day) => day.state)).toEqual(['paused', 'paused', 'skipped', 'unknown']);
    expect(days[2]?.figures.session).toBe(900);
  });

  it('"I logged everything" turns nothing logged into 0: at most 0 drinks is done, a session is not done', () => {
    const marks: DayMarks = { ...noMarks, loggedEverything: new Set(['2026-03-02']) };
    expect(stateOn(alcohol, [], marks)).toMatchObject({ state: 'done', figures: { drinks: null } });
    expect(stateOn(sauna, [], marks).state).toBe('notDone');
    expect(stateOn(documentOf({}), [], marks).state).toBe('notDone');
    expect(stateOn(alcohol, []).state).toBe('unknown');
  });

  it('a weekday schedule asks only for its ISO weekdays; an anchor changes nothing', () => {
    const mondays = documentOf({ schedule: { kind: 'weekdays', weekdays: [1, 7], anchor: { event: 'wake', windowMinutes: 30 } } });
    // 2026-03-01 is a Sunday, 2026-03-02 a Monday.
    const days = evaluateDays(mondays, '2026-03-01', '2026-03-03', [value('done', '2026-03-03', 1)], noMarks);
    expect(days.map((day) => day.scheduled)).toEqual([true, true, false]);
    expect(days[2]?.state).toBe('done');
    const frequency = documentOf({ schedule: { kind: 'frequency', times: 3, days: 7 } });
    expect(stateOn(frequency, []).scheduled).toBe(true);
  });

  it("leaves out entries of components no longer in the document, and other days' entries", () => {
    const days = evaluateDays(
      sauna,
      '2026-03-02',
      '2026-03-02',
      [value('old', '2026-03-02', 5), value('session', '2026-03-03', 900)],
      noMarks,
    );
    expect(days).toEqual([{ date: '2026-03-02', state: 'unknown', scheduled: true, figures: { session: null }, progress: 0 }]);
  });

  it('progress of a measurable day is its share of the target', () => {
    expect(stateOn(sauna, [value('session', '2026-03-02', 450)]).progress).toBe(0.5);
    expect(stateOn(alcohol, [value('drinks', '2026-03-02', 1)]).progress).toBe(0);
  });
});
