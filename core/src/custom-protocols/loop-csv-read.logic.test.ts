import { describe, expect, it } from 'vitest';
import { readLoopExport, slugOf, withFreeIds } from './loop-csv-read.logic';
import { LoopImportError } from './loop-csv.logic';
import { loopCurrentExport, loopLegacyExport } from './loop-csv.fixtures';

const HABITS_HEADER =
  'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?';

const withFiles = (files: Map<string, string>, changes: Record<string, string>) => new Map([...files, ...Object.entries(changes)]);
const refusal = (files: Map<string, string>) => {
  try {
    readLoopExport(files);
  } catch (error) {
    if (error instanceof LoopImportError) return error.message;
    throw error;
  }
  throw new Error('the export was not refused');
};

describe('readLoopExport, current generation', () => {
  const { protocols } = readLoopExport(loopCurrentExport());
  const [meditate, run, drinks, journal] = protocols;

  it('makes one protocol per habit, in Loop order, with ids from the names', () => {
    expect(protocols.map((protocol) => [protocol.document.id, protocol.document.title])).toEqual([
      ['meditate', 'Meditate'],
      ['run', 'Run'],
      ['drinks-any-kind', 'Drinks, any kind'],
      ['journal', 'Journal'],
    ]);
  });

  it('reads a yes-or-no habit as one check: YES_MANUAL is 1, NO is 0, SKIP a skipped day, YES_AUTO and UNKNOWN nothing', () => {
    expect(meditate?.document).toMatchObject({
      description: 'Did you meditate today?\n\nTen minutes, eyes closed',
      color: 'teal',
      components: [{ id: 'done', kind: 'check', label: 'Meditate' }],
      schedule: { kind: 'daily' },
    });
    expect(meditate?.entries).toEqual([
      { componentId: 'done', date: '2026-03-05', value: 1, note: 'Calm, then sleepy', source: 'import' },
      { componentId: 'done', date: '2026-03-03', value: 0, source: 'import' },
    ]);
    expect(meditate?.skips).toEqual(['2026-03-02']);
  });

  it('reads a numerical habit with a known unit as a measure, values in thousandths, its frequency as the schedule', () => {
    expect(run?.document.components).toEqual([
      { id: 'amount', kind: 'measure', label: 'Run', unit: 'km', target: { kind: 'atLeast', value: 5.5, aggregate: 'sum' } },
    ]);
    expect(run?.document.schedule).toEqual({ kind: 'frequency', times: 3, days: 7 });
    expect(run?.document.color).toBe('sky');
    expect(run?.entries.map((entry) => [entry.date, entry.value])).toEqual([
      ['2026-03-05', 5.2],
      ['2026-03-03', 0],
    ]);
    expect(run?.skips).toEqual(['2026-03-04']);
  });

  it('reads an unknown unit as a count that keeps the unit as its hint, and AT_MOST as an at-most target', () => {
    expect(drinks?.document.description).toBe('The "social" ones count');
    expect(drinks?.document.components).toEqual([
      { id: 'amount', kind: 'count', label: 'Drinks, any kind', hint: 'drinks', target: { kind: 'atMost', value: 1, aggregate: 'sum' } },
    ]);
    expect(drinks?.entries.map((entry) => entry.value)).toEqual([2, 0]);
  });

  it('keeps Archived?', () => {
    expect(protocols.map((protocol) => protocol.archived)).toEqual([false, false, false, true]);
    expect(journal?.document.color).toBe('violet');
  });

  it('finds the export inside a folder and skips ids the person already has', () => {
    const nested = new Map([...loopCurrentExport()].map(([path, text]) => [`Loop Habits/${path}`, text]));
    const result = withFreeIds(readLoopExport(nested), ['run', 'run-2', 'journal-2']);
    expect(result.protocols.map((protocol) => protocol.document.id)).toEqual(['meditate', 'run-3', 'drinks-any-kind', 'journal']);
    expect(result.protocols[1]?.entries).toHaveLength(2);
  });

  it('gives two habits of one name two ids', () => {
    const files = new Map([['Habits.csv', `${HABITS_HEADER}\n001,Run,YES_NO,,,1,1,0,,,,false\n002,Run!,YES_NO,,,1,1,0,,,,false\n`]]);
    const ids = readLoopExport(files).protocols.map((protocol) => protocol.document.id);
    expect(ids).toEqual(['run', 'run-2']);
    expect(withFreeIds({ protocols: readLoopExport(files).protocols }, ['run']).protocols.map((protocol) => protocol.document.id)).toEqual([
      'run-3',
      'run-2',
    ]);
  });

  it('cuts a long name to 80 characters', () => {
    const long = 'A'.repeat(120);
    const { protocols: [habit] = [] } = readLoopExport(
      new Map([['Habits.csv', `${HABITS_HEADER}\n001,${long},YES_NO,,,1,1,0,,,,false\n`]]),
    );
    expect(habit?.document.title).toBe('A'.repeat(80));
    expect(habit?.entries).toEqual([]);
  });
});

describe('readLoopExport, legacy generation', () => {
  const { protocols } = readLoopExport(loopLegacyExport());
  const [stretch, gym] = protocols;

  it('reads the header-less checkmarks: 2 yes, 0 no, 3 skip, 1 and -1 nothing', () => {
    expect(stretch?.document).toMatchObject({ title: 'Stretch', description: 'Did you stretch?', color: 'lime' });
    expect(stretch?.entries.map((entry) => [entry.date, entry.value])).toEqual([
      ['2026-01-03', 1],
      ['2026-01-01', 0],
    ]);
    expect(stretch?.skips).toEqual(['2025-12-31']);
  });

  it('reads NumRepetitions and Interval as the schedule', () => {
    expect(gym?.document.schedule).toEqual({ kind: 'frequency', times: 2, days: 7 });
    expect(gym?.document.description).toBe('Upper body, lower body');
    expect(gym?.entries).toHaveLength(1);
    expect(protocols.every((protocol) => !protocol.archived)).toBe(true);
  });
});

describe('readLoopExport refuses the whole export, naming the habit and the row', () => {
  it('when there is no Habits.csv', () => {
    expect(refusal(new Map([['notes.txt', 'hello']]))).toMatch(/not a Loop Habit Tracker export/);
  });

  it('when Habits.csv has other columns', () => {
    expect(refusal(new Map([['Habits.csv', 'Name,Streak\nRun,3\n']]))).toMatch(/does not have the columns/);
  });

  it('when a frequency cannot be met', () => {
    const files = withFiles(loopCurrentExport(), { 'Habits.csv': `${HABITS_HEADER}\n001,Run,YES_NO,,,8,7,0,,,,false\n` });
    expect(refusal(files)).toBe('Habits.csv, row 2 ("Run"): schedule.times cannot exceed schedule.days');
  });

  it('when a type is unknown', () => {
    const files = withFiles(loopCurrentExport(), { 'Habits.csv': `${HABITS_HEADER}\n001,Run,TIMER,,,1,1,0,,,,false\n` });
    expect(refusal(files)).toBe('Habits.csv, row 2 ("Run"): Type "TIMER" must be YES_NO or NUMERICAL');
  });

  it('when a checkmark value is not one Loop writes', () => {
    const files = withFiles(loopCurrentExport(), {
      '001 Meditate/Checkmarks.csv': 'Date,Value,Notes\n2026-03-05,YES_MANUAL,\n2026-03-04,MAYBE,\n',
    });
    expect(refusal(files)).toBe(
      '001 Meditate/Checkmarks.csv ("Meditate"), row 3: Value "MAYBE" is not one of YES_MANUAL, YES_AUTO, NO, SKIP, UNKNOWN (or 2, 1, 0, 3, -1)',
    );
  });

  it('when a numerical value is negative or a date is not a day', () => {
    expect(refusal(withFiles(loopCurrentExport(), { '002 Run/Checkmarks.csv': 'Date,Value,Notes\n2026-03-05,-5000,\n' }))).toMatch(
      /^002 Run\/Checkmarks.csv \("Run"\), row 2: Value "-5000" is not a whole number/,
    );
    expect(refusal(withFiles(loopLegacyExport(), { '002 Gym/Checkmarks.csv': '2026-02-30,2\n' }))).toBe(
      '002 Gym/Checkmarks.csv ("Gym"), row 1: "2026-02-30": Date must be a real calendar date',
    );
  });

  it('when a value does not fit the protocol, such as a fraction of a count', () => {
    expect(refusal(withFiles(loopCurrentExport(), { '003 Drinks any kind/Checkmarks.csv': 'Date,Value,Notes\n2026-03-05,1500,\n' }))).toBe(
      '003 Drinks any kind/Checkmarks.csv ("Drinks, any kind"), row 2: Value "1500" is 1.5: value must be a whole number',
    );
  });

  it('when a quoted field never closes', () => {
    expect(refusal(withFiles(loopCurrentExport(), { 'Habits.csv': `${HABITS_HEADER}\n001,"Run,YES_NO\n` }))).toBe(
      'Habits.csv, row 2: a quoted field is never closed',
    );
  });
});

describe('slugOf', () => {
  it('makes a document id of any name', () => {
    expect(slugOf('Café au lait!')).toBe('cafe-au-lait');
    expect(slugOf('😀')).toBe('habit');
    expect(slugOf('x'.repeat(50))).toHaveLength(40);
  });
});
