import { dayNumber, fromDayNumber, type LocalDate } from '../common/calendar.logic';
import type { DoneDays, HistoryFacts, ProtocolHistoryFacts } from './history-facts.logic';
import {
  adherenceMessage,
  adherenceOver,
  daysInRange,
  mondayOfDay,
  progressStartDay,
  protocolKeysOf,
  ringColour,
  targetForDays,
  WEEKLY_TARGETS,
  type ProtocolKey,
} from './progress.logic';
import type { DayCounts, ProgressQuery, ProgressSummary, ProtocolSummary, SeriesPoint } from './progress.schema';

// Days are day numbers (days since 1970-01-01, see `dayNumber`) until they leave this module.
// Each protocol's history is the set of local days with a completion: a protocol counts at most
// once a day. What walks the whole history comes in as `HistoryFacts`; the rest reads the range.
/** Counted days: from `from` to today, both included. */
type Span = { from: number; days: number };

/** A calendar day's done counts, for the protocols `K` the summary was given. */
export type DayCountsOf<K extends ProtocolKey> = Pick<DayCounts, 'date'> & Record<K, number>;
/** A point of the completions series, for the protocols `K` the summary was given. */
export type SeriesPointOf<K extends ProtocolKey> = Pick<SeriesPoint, 'date' | 'days'> & Record<K, number>;
/** The summary of the protocols `K` it was given; of every counted protocol, it is the API's `ProgressSummary`. */
export type ProgressSummaryOf<K extends ProtocolKey> = Omit<ProgressSummary, 'protocols' | 'series' | 'calendar'> & {
  protocols: Record<K, ProtocolSummary>;
  series: Omit<ProgressSummary['series'], 'points'> & { points: SeriesPointOf<K>[] };
  calendar: Omit<ProgressSummary['calendar'], 'days'> & { days: DayCountsOf<K>[] };
};

const RANGE_LABELS = { week: 'This Week', month: 'Last 30 Days', all: 'All Time' } as const;

/** The period the timeframe names; "all" starts where the person started. */
export function periodFor(range: ProgressQuery['range'], today: number, start: number): { from: number; to: number } {
  if (range === 'week') return { from: mondayOfDay(today), to: mondayOfDay(today) + 6 };
  if (range === 'month') return { from: today - 29, to: today };
  return { from: start, to: today };
}

/** The days a period counts: none before the person started, none after today. */
function countedSpan(periodFrom: number, start: number, today: number): Span {
  const from = Math.max(periodFrom, start);
  return { from, days: today - from + 1 };
}

function summarise(days: ReadonlySet<number>, facts: ProtocolHistoryFacts, key: ProtocolKey, today: number, range: Span, week: Span) {
  const weekStart = mondayOfDay(today);
  const thisWeekDays = daysInRange(days, weekStart, today);
  const summary: ProtocolSummary = {
    completedToday: days.has(today),
    currentStreak: facts.currentStreak,
    longestStreak: facts.longestStreak,
    thisWeekDays,
    thisWeekCount: thisWeekDays,
    weeklyTarget: WEEKLY_TARGETS[key],
    weeklyRate: Math.min(100, Math.round((thisWeekDays / targetForDays(WEEKLY_TARGETS[key], week.days)) * 100)),
    rangeCount: daysInRange(days, range.from, today),
    rangeTarget: targetForDays(WEEKLY_TARGETS[key], range.days),
    habitStrength: facts.habitStrength,
    lastCompletedOn: facts.lastCompletedOn,
  };
  return summary;
}

const flagsOn = <K extends ProtocolKey>(done: DoneDays<K>, keys: readonly K[], from: number, to: number) =>
  Object.fromEntries(keys.map((key) => [key, daysInRange(done[key], from, to)])) as Record<K, number>;

/** Done days per counted day, or per Monday-start week (dated by its Monday) for "all". */
function seriesFor<K extends ProtocolKey>(done: DoneDays<K>, span: Span, today: number, byWeek: boolean): SeriesPointOf<K>[] {
  const points: SeriesPointOf<K>[] = [];
  const keys = protocolKeysOf(done);
  const step = byWeek ? 7 : 1;
  for (let start = byWeek ? mondayOfDay(span.from) : span.from; start <= today; start += step) {
    const [from, to] = [Math.max(start, span.from), Math.min(start + step - 1, today)];
    // In the schema's order, as the API writes it: the server-rendered page embeds this object as is.
    points.push({ date: fromDayNumber(start), ...flagsOn(done, keys, from, to), days: to - from + 1 });
  }
  return points;
}

function calendarFor<K extends ProtocolKey>(done: DoneDays<K>, month: string): DayCountsOf<K>[] {
  const first = dayNumber(`${month}-01`);
  const last = dayNumber(`${fromDayNumber(first + 31).slice(0, 7)}-01`) - 1;
  const days: DayCountsOf<K>[] = [];
  const keys = protocolKeysOf(done);
  for (let day = first; day <= last; day++) days.push({ date: fromDayNumber(day), ...flagsOn(done, keys, day, day) });
  return days;
}

/**
 * What the summary is made of: the completion history of the protocols it counts (the app gives
 * every counted one), when the person started, and the biometrics already summarised.
 */
export type SummaryInputs<K extends ProtocolKey = ProtocolKey> = {
  done: DoneDays<K>;
  /** `historyFactsOf(done, today)`, perhaps kept from an earlier request. */
  facts: HistoryFacts<K>;
  /** The first local day with any protocol log, as a day number, or null before the first log. */
  firstDay: number | null;
  /** The local day the account was created. */
  createdOn: LocalDate;
  today: LocalDate;
  query: ProgressQuery;
  biometrics: ProgressSummary['biometrics'];
};

/** Everything the dashboard, progress and protocol-progress screens show, from the person's history. */
export function progressSummaryOf<K extends ProtocolKey>({
  done,
  facts,
  firstDay,
  createdOn,
  today: todayDate,
  query,
  biometrics,
}: SummaryInputs<K>): ProgressSummaryOf<K> {
  const today = dayNumber(todayDate);
  const start = progressStartDay(firstDay, dayNumber(createdOn), today);
  const period = periodFor(query.range, today, start);
  const range = countedSpan(period.from, start, today);
  const week = countedSpan(mondayOfDay(today), start, today);
  const keys = protocolKeysOf(done);
  const protocols = Object.fromEntries(
    keys.map((key) => [key, summarise(done[key], facts.protocols[key], key, today, range, week)]),
  ) as Record<K, ProtocolSummary>;
  const countsOf = (field: 'rangeCount' | 'thisWeekDays') =>
    Object.fromEntries(keys.map((key) => [key, protocols[key][field]])) as Record<K, number>;
  const adherence = adherenceOver(countsOf('rangeCount'), range.days);
  const month = query.month ?? todayDate.slice(0, 7);
  return {
    today: todayDate,
    range: {
      kind: query.range,
      from: fromDayNumber(period.from),
      to: fromDayNumber(period.to),
      label: RANGE_LABELS[query.range],
      countedFrom: fromDayNumber(range.from),
      countedDays: range.days,
    },
    overall: {
      adherencePercent: adherence.percent,
      completed: adherence.completed,
      target: adherence.target,
      ringColour: ringColour(adherence.percent),
      message: adherenceMessage(adherence.percent),
      completionRate: adherenceOver(countsOf('thisWeekDays'), week.days).percent,
      currentStreak: facts.anyProtocolStreak,
      habitStrength: keys.length === 0 ? 0 : Math.round(keys.reduce((sum, key) => sum + protocols[key].habitStrength, 0) / keys.length),
    },
    protocols,
    series: { resolution: query.range === 'all' ? 'week' : 'day', points: seriesFor(done, range, today, query.range === 'all') },
    calendar: { month, days: calendarFor(done, month) },
    biometrics,
  };
}
