import { addDays } from '@uh/core/common/calendar.logic';
import { daysBetween, PROTOCOL_KEYS, targetForDays, WEEKLY_TARGETS, type ProtocolKey } from '@uh/core/progress/progress.logic';
import type { ProgressSummary } from '@uh/core/progress/progress.schema';
import { formatDay } from '#lib/format';

// The completions heat-map: one row of cells per protocol, a cell per day (Week, Month) or per
// Monday-start week (All). Only counted days carry a value: nothing is drawn after today or
// before the person's first logged day.

export type CellState = 'done' | 'partial' | 'missed' | 'upcoming' | 'not-counted';
/** 0 (nothing) to 4 (target met): how strongly a cell is filled. */
export type CellLevel = 0 | 1 | 2 | 3 | 4;
export type GridCell = { date: string; state: CellState; level: CellLevel; label: string };
export type GridRow = { key: ProtocolKey; cells: GridCell[] };
export type CompletionGrid = { unit: 'day' | 'week'; rows: GridRow[]; axis: string[] };

const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const weekdayOf = (date: string) => WEEKDAY_SHORT[new Date(`${date}T12:00:00Z`).getUTCDay()]!;

const DAY_WORDS: Record<CellState, string> = {
  done: 'done',
  partial: 'done',
  missed: 'not done',
  upcoming: 'still to come',
  'not-counted': 'before you started',
};

function dayCell(date: string, state: CellState, today: string): GridCell {
  return { date, state, level: state === 'done' ? 4 : 0, label: `${weekdayOf(date)}, ${formatDay(date, today)}: ${DAY_WORDS[state]}` };
}

function dayRows(summary: ProgressSummary): GridRow[] {
  const done = new Map(summary.series.points.map((point) => [point.date, point]));
  const days = daysBetween(summary.range.from, summary.range.to);
  return PROTOCOL_KEYS.map((key) => ({
    key,
    cells: days.map((date) => {
      if (date > summary.today) return dayCell(date, 'upcoming', summary.today);
      if (date < summary.range.countedFrom) return dayCell(date, 'not-counted', summary.today);
      return dayCell(date, (done.get(date)?.[key] ?? 0) > 0 ? 'done' : 'missed', summary.today);
    }),
  }));
}

function weekRows(summary: ProgressSummary): GridRow[] {
  return PROTOCOL_KEYS.map((key) => ({
    key,
    cells: summary.series.points.map((point) => {
      const target = targetForDays(WEEKLY_TARGETS[key], point.days);
      const count = point[key];
      const share = target === 0 ? 0 : Math.min(1, count / target);
      const level = (count === 0 ? 0 : Math.max(1, Math.round(share * 4))) as CellLevel;
      const state: CellState = count === 0 ? 'missed' : share >= 1 ? 'done' : 'partial';
      const days = `${count} of ${target} ${target === 1 ? 'day' : 'days'}`;
      return { date: point.date, state, level, label: `Week of ${formatDay(point.date, summary.today)}: ${days} done` };
    }),
  }));
}

/** The heat-map for the summary's range: rows per protocol, and the labels under the cells. */
export function completionGrid(summary: ProgressSummary): CompletionGrid {
  if (summary.series.resolution === 'week') {
    const points = summary.series.points;
    const axis = points.length === 0 ? [] : [formatDay(points[0]!.date, summary.today), formatDay(points.at(-1)!.date, summary.today)];
    return { unit: 'week', rows: weekRows(summary), axis };
  }
  const axis =
    summary.range.kind === 'week'
      ? daysBetween(summary.range.from, summary.range.to).map(weekdayOf)
      : [summary.range.from, addDays(summary.range.from, 14), summary.range.to].map((date) => formatDay(date, summary.today));
  return { unit: 'day', rows: dayRows(summary), axis };
}

/** The line under the heat-map: days done per protocol over the counted days. */
export function completionSummary(summary: ProgressSummary, labels: Record<ProtocolKey, string>): string {
  const counted = summary.range.countedDays;
  const totals = PROTOCOL_KEYS.map((key) => `${labels[key]} ${summary.protocols[key].rangeCount}`).join(', ');
  return `Days done in this period: ${totals} (of ${counted} ${counted === 1 ? 'day' : 'days'} counted, since ${formatDay(summary.range.countedFrom, summary.today)}).`;
}
