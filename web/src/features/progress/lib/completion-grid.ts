import { addDays } from '@uh/core/common/calendar.logic';
import type { ProgressSummaryOf } from '@uh/core/progress/progress-summary.logic';
import { daysBetween, protocolKeysOf, targetForDays, WEEKLY_TARGETS, type ProtocolKey } from '@uh/core/progress/progress.logic';
import { formatDay } from '#lib/format';

// The completions heat-map: one row of cells per protocol, a cell per day (Week, Month) or per
// Monday-start week (All). Only counted days carry a value: nothing is drawn after today or
// before the person's first logged day.

export type CellState = 'done' | 'partial' | 'missed' | 'upcoming' | 'not-counted';
/** 0 (nothing) to 4 (target met): how strongly a cell is filled. */
export type CellLevel = 0 | 1 | 2 | 3 | 4;
export type GridCell = { date: string; state: CellState; level: CellLevel; label: string };
export type GridRow<K extends ProtocolKey = ProtocolKey> = { key: K; cells: GridCell[] };
export type CompletionGrid<K extends ProtocolKey = ProtocolKey> = { unit: 'day' | 'week'; rows: GridRow<K>[]; axis: string[] };

/** What the heat-map reads of a summary: one row per protocol the summary has (the app: every counted one). */
type GridSummary<K extends ProtocolKey> = Pick<ProgressSummaryOf<K>, 'today' | 'range' | 'series' | 'protocols'>;

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

function dayRows<K extends ProtocolKey>(summary: GridSummary<K>): GridRow<K>[] {
  const done = new Map(summary.series.points.map((point) => [point.date, point]));
  const days = daysBetween(summary.range.from, summary.range.to);
  return protocolKeysOf(summary.protocols).map((key) => ({
    key,
    cells: days.map((date) => {
      if (date > summary.today) return dayCell(date, 'upcoming', summary.today);
      if (date < summary.range.countedFrom) return dayCell(date, 'not-counted', summary.today);
      return dayCell(date, (done.get(date)?.[key] ?? 0) > 0 ? 'done' : 'missed', summary.today);
    }),
  }));
}

function weekRows<K extends ProtocolKey>(summary: GridSummary<K>): GridRow<K>[] {
  return protocolKeysOf(summary.protocols).map((key) => ({
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
export function completionGrid<K extends ProtocolKey>(summary: GridSummary<K>): CompletionGrid<K> {
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

/** The line under the heat-map: days done per labelled protocol over the counted days. */
export function completionSummary<K extends ProtocolKey>(
  summary: Pick<ProgressSummaryOf<NoInfer<K>>, 'today' | 'range' | 'protocols'>,
  labels: Readonly<Record<K, string>>,
): string {
  const counted = summary.range.countedDays;
  const totals = protocolKeysOf(labels)
    .map((key) => `${labels[key]} ${summary.protocols[key].rangeCount}`)
    .join(', ');
  return `Days done in this period: ${totals} (of ${counted} ${counted === 1 ? 'day' : 'days'} counted, since ${formatDay(summary.range.countedFrom, summary.today)}).`;
}
