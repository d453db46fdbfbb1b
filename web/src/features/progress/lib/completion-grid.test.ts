import type { SeriesPointOf } from '@uh/core/progress/progress-summary.logic';
import type { ProgressSummary } from '@uh/core/progress/progress.schema';
import { describe, expect, it } from 'vitest';
import { completionGrid, completionSummary } from './completion-grid';

type Point = SeriesPointOf<'thirtyThirtyThirty' | 'fasting' | 'coldExposure'>;

const point = (date: string, thirtyThirtyThirty: number, fasting: number, coldExposure: number, days = 1): Point => ({
  date,
  days,
  thirtyThirtyThirty,
  fasting,
  coldExposure,
});

const protocol = (rangeCount: number) => ({ rangeCount }) as ProgressSummary['protocols']['fasting'];

function summaryOf(
  range: Partial<ProgressSummary['range']> & Pick<ProgressSummary['range'], 'kind' | 'from' | 'to' | 'countedFrom' | 'countedDays'>,
  resolution: 'day' | 'week',
  points: Point[],
  today: string,
): ProgressSummary {
  return {
    today,
    range: { label: '', ...range },
    series: { resolution, points },
    protocols: { thirtyThirtyThirty: protocol(2), fasting: protocol(1), coldExposure: protocol(0) },
  } as ProgressSummary;
}

const LABELS = { thirtyThirtyThirty: '30-30-30', fasting: 'Fasting', coldExposure: 'Cold exposure' };

describe('completions heat-map', () => {
  // Started on Tuesday Nov 17; today is Thursday Nov 19.
  const week = summaryOf(
    { kind: 'week', from: '2026-11-16', to: '2026-11-22', countedFrom: '2026-11-17', countedDays: 3 },
    'day',
    [point('2026-11-17', 1, 0, 0), point('2026-11-18', 0, 1, 0), point('2026-11-19', 1, 0, 0)],
    '2026-11-19',
  );

  it('draws the whole Monday-to-Sunday week, with nothing after today or before the first log', () => {
    const grid = completionGrid(week);
    expect(grid.axis).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    const thirty = grid.rows[0]!;
    expect(thirty.key).toBe('thirtyThirtyThirty');
    expect(thirty.cells.map((cell) => cell.state)).toEqual(['not-counted', 'done', 'missed', 'done', 'upcoming', 'upcoming', 'upcoming']);
    expect(thirty.cells.filter((cell) => cell.date > '2026-11-19').every((cell) => cell.level === 0)).toBe(true);
    expect(thirty.cells[1]).toEqual({ date: '2026-11-17', state: 'done', level: 4, label: 'Tue, Nov 17: done' });
    expect(thirty.cells[4]?.label).toBe('Fri, Nov 20: still to come');
    expect(thirty.cells[0]?.label).toBe('Mon, Nov 16: before you started');
  });

  it('shades whole weeks by the share of the week’s target met for All', () => {
    const all = summaryOf(
      { kind: 'all', from: '2026-11-04', to: '2026-11-19', countedFrom: '2026-11-04', countedDays: 16 },
      'week',
      [point('2026-11-02', 5, 2, 3, 5), point('2026-11-09', 7, 4, 1, 7), point('2026-11-16', 0, 0, 0, 4)],
      '2026-11-19',
    );
    const grid = completionGrid(all);
    expect(grid.unit).toBe('week');
    expect(grid.axis).toEqual(['Nov 2', 'Nov 16']);
    const [thirty, fasting, cold] = grid.rows;
    // A 5-day first week: 30-30-30 target 5 (met), fasting round(20/7) = 3 (2 of 3), cold 2 (met).
    expect(thirty!.cells.map((cell) => [cell.state, cell.level])).toEqual([
      ['done', 4],
      ['done', 4],
      ['missed', 0],
    ]);
    expect(fasting!.cells[0]).toMatchObject({ state: 'partial', level: 3, label: 'Week of Nov 2: 2 of 3 days done' });
    expect(cold!.cells[1]).toMatchObject({ state: 'partial', level: 1, label: 'Week of Nov 9: 1 of 3 days done' });
  });

  it('gives the year to weeks of another year, so All over two years reads right', () => {
    const all = summaryOf(
      { kind: 'all', from: '2025-12-29', to: '2026-01-07', countedFrom: '2025-12-29', countedDays: 10 },
      'week',
      [point('2025-12-29', 7, 4, 3, 7), point('2026-01-05', 3, 1, 1, 3)],
      '2026-01-07',
    );
    const grid = completionGrid(all);
    expect(grid.axis).toEqual(['Dec 29, 2025', 'Jan 5']);
    expect(grid.rows[0]!.cells[0]!.label).toBe('Week of Dec 29, 2025: 7 of 7 days done');
    expect(completionSummary(all, LABELS)).toMatch(/since Dec 29, 2025\)\.$/);
  });

  it('labels the last 30 days at both ends and the middle, and sums up the counted days', () => {
    const month = summaryOf(
      { kind: 'month', from: '2026-10-21', to: '2026-11-19', countedFrom: '2026-11-17', countedDays: 3 },
      'day',
      week.series.points,
      '2026-11-19',
    );
    const grid = completionGrid(month);
    expect(grid.rows[0]!.cells).toHaveLength(30);
    expect(grid.axis).toEqual(['Oct 21', 'Nov 4', 'Nov 19']);
    expect(grid.rows[0]!.cells.filter((cell) => cell.state === 'not-counted')).toHaveLength(27);
    expect(completionSummary(month, LABELS)).toBe(
      'Days done in this period: 30-30-30 2, Fasting 1, Cold exposure 0 (of 3 days counted, since Nov 17).',
    );
  });
});
