import { describe, expect, it } from 'vitest';
import { parseCsv } from '../common/csv.logic';
import { protocolDocumentSchema, type ProtocolDocumentInput } from './protocol-document.schema';
import { readLoopExport } from './loop-csv-read.logic';
import { writeLoopExport } from './loop-csv-write.logic';
import { loopCurrentExport, loopLegacyExport } from './loop-csv.fixtures';

const document = (input: Omit<ProtocolDocumentInput, 'format' | 'formatVersion'>) =>
  protocolDocumentSchema.parse({ format: 'ultimate-human.protocol', formatVersion: 1, ...input });

describe('writeLoopExport', () => {
  it('gives back the same protocols and days when its files are read again', () => {
    for (const fixture of [loopCurrentExport(), loopLegacyExport()]) {
      const imported = readLoopExport(fixture);
      const again = readLoopExport(writeLoopExport(imported.protocols).files);
      expect(again).toEqual(imported);
    }
  });

  it('writes the Habits.csv columns and one folder per habit, quoting where needed', () => {
    const { files } = writeLoopExport(readLoopExport(loopCurrentExport()).protocols);
    expect([...files.keys()]).toEqual([
      '001 Meditate/Checkmarks.csv',
      '002 Run/Checkmarks.csv',
      '003 Drinks any kind/Checkmarks.csv',
      '004 Journal/Checkmarks.csv',
      'Habits.csv',
      'README.txt',
    ]);
    const habits = parseCsv(files.get('Habits.csv') ?? '');
    expect(habits[3]).toEqual([
      '003',
      'Drinks, any kind',
      'NUMERICAL',
      '',
      'The "social" ones count',
      '1',
      '1',
      '0',
      'drinks',
      'AT_MOST',
      '1',
      'false',
    ]);
    expect(files.get('001 Meditate/Checkmarks.csv')).toBe(
      'Date,Value,Notes\r\n2026-03-05,YES_MANUAL,"Calm, then sleepy"\r\n2026-03-03,NO,\r\n2026-03-02,SKIP,\r\n',
    );
    expect(files.get('002 Run/Checkmarks.csv')).toBe('Date,Value,Notes\r\n2026-03-05,5200,\r\n2026-03-04,SKIP,\r\n2026-03-03,0,\r\n');
    expect(files.get('README.txt')).toContain('Every protocol went over whole.');
  });

  it('writes a day of several entries as their sum in thousandths, and paused days as SKIP', () => {
    const water = document({
      id: 'water',
      title: '=Water',
      components: [{ id: 'glasses', kind: 'measure', label: 'Water', unit: 'mL', target: { kind: 'atLeast', value: 2000 } }],
      schedule: { kind: 'daily' },
    });
    const entries = [
      { componentId: 'glasses', date: '2026-03-01', value: 250.25, note: null },
      { componentId: 'glasses', date: '2026-03-01', value: 500, note: 'lunch' },
    ];
    const { files } = writeLoopExport([
      { document: water, archived: false, entries, skips: [], pauses: [{ from: '2026-03-02', to: '2026-03-03' }] },
    ]);
    expect(parseCsv(files.get('Habits.csv') ?? '')[1]?.slice(0, 3)).toEqual(['001', "'=Water", 'NUMERICAL']);
    expect(files.get('001 Water/Checkmarks.csv')).toBe(
      'Date,Value,Notes\r\n2026-03-03,SKIP,\r\n2026-03-02,SKIP,\r\n2026-03-01,750250,lunch\r\n',
    );
    expect(readLoopExport(files).protocols[0]?.document.title).toBe('=Water');
  });

  it('exports a protocol of several components as its first numeric or check one, and says so in README.txt', () => {
    const sauna = document({
      id: 'sauna',
      title: 'Sauna',
      components: [
        { id: 'notes', kind: 'text', label: 'Notes' },
        { id: 'time', kind: 'duration', label: 'Time in heat', target: { kind: 'range', value: 600, max: 1200 } },
        { id: 'cold', kind: 'check', label: 'Cold plunge after' },
      ],
      schedule: { kind: 'weekdays', weekdays: [1, 3, 5] },
    });
    const diary = document({
      id: 'diary',
      title: 'Diary',
      components: [{ id: 'text', kind: 'text', label: 'Today' }],
      schedule: { kind: 'daily' },
    });
    const entries = [{ componentId: 'time', date: '2026-03-01', value: 900 }];
    const result = writeLoopExport([
      { document: sauna, archived: false, entries, skips: [] },
      { document: diary, archived: false, entries: [], skips: [] },
    ]);
    expect(result.simplified).toEqual([
      {
        title: 'Sauna',
        changes: [
          'only "Time in heat" of its 3 components',
          '"Time in heat" in minutes (unit min)',
          'its range target as "at least 600"',
          'its weekdays as 3 days in 7',
        ],
      },
      { title: 'Diary', changes: ['not exported: it has only text components'] },
    ]);
    const habits = parseCsv(result.files.get('Habits.csv') ?? '');
    expect(habits).toHaveLength(2);
    expect(habits[1]).toEqual(['001', 'Sauna', 'NUMERICAL', '', '', '3', '7', '8', 'min', 'AT_LEAST', '10', 'false']);
    expect(result.files.get('001 Sauna/Checkmarks.csv')).toBe('Date,Value,Notes\r\n2026-03-01,15000,\r\n');
    expect(result.files.get('README.txt')).toContain('- Sauna: only "Time in heat" of its 3 components;');
    expect(result.files.get('README.txt')).toContain('- Diary: not exported: it has only text components');
  });
});
