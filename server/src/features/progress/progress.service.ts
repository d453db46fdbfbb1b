import { dayNumber, fromDayNumber, localDateOf } from '@uh/core/common/calendar.logic';
import { HABIT_FREQUENCY, habitStrengthOfDays } from '@uh/core/progress/habit-strength.logic';
import {
  adherenceMessage,
  adherenceOver,
  currentStreakOfDays,
  daysInRange,
  longestStreakOfDays,
  mondayOfDay,
  progressStartDay,
  PROTOCOL_KEYS,
  ringColour,
  targetForDays,
  WEEKLY_TARGETS,
  type ProtocolKey,
} from '@uh/core/progress/progress.logic';
import type { DayCounts, ProgressQuery, ProgressSummary, ProtocolSummary, SeriesPoint } from '@uh/core/progress/progress.schema';
import type { Database } from '../../db/client';
import type { ProtocolOwner } from '../../lib/protocol-completion';
import { biometricsSummary } from './progress-biometrics';
import { completionHistory } from './progress.queries';

// Days are day numbers (days since 1970-01-01, see `dayNumber`) until they leave this module:
// the service walks years of history per request. Each protocol's history is the set of local
// days with a completion: a protocol counts at most once a day.
type DoneDays = Record<ProtocolKey, Set<number>>;
/** Counted days: from `from` to today, both included. */
type Span = { from: number; days: number };

export type ProgressOwner = ProtocolOwner & { createdAt: Date };

const RANGE_LABELS = { week: 'This Week', month: 'Last 30 Days', all: 'All Time' } as const;

/** The period the timeframe names; "all" starts where the person started. */
function periodFor(range: ProgressQuery['range'], today: number, start: number): { from: number; to: number } {
  if (range === 'week') return { from: mondayOfDay(today), to: mondayOfDay(today) + 6 };
  if (range === 'month') return { from: today - 29, to: today };
  return { from: start, to: today };
}

/** The days a period counts: none before the person started, none after today. */
function countedSpan(periodFrom: number, start: number, today: number): Span {
  const from = Math.max(periodFrom, start);
  return { from, days: today - from + 1 };
}

function summarise(days: Set<number>, key: ProtocolKey, today: number, range: Span, week: Span): ProtocolSummary {
  const weekStart = mondayOfDay(today);
  const thisWeekDays = daysInRange(days, weekStart, today);
  let lastDay: number | null = null;
  for (const day of days) if (lastDay === null || day > lastDay) lastDay = day;
  return {
    completedToday: days.has(today),
    currentStreak: currentStreakOfDays(days, today),
    longestStreak: longestStreakOfDays(days),
    thisWeekDays,
    thisWeekCount: thisWeekDays,
    weeklyTarget: WEEKLY_TARGETS[key],
    weeklyRate: Math.min(100, Math.round((thisWeekDays / targetForDays(WEEKLY_TARGETS[key], week.days)) * 100)),
    rangeCount: daysInRange(days, range.from, today),
    rangeTarget: targetForDays(WEEKLY_TARGETS[key], range.days),
    habitStrength: Math.round(habitStrengthOfDays(days, HABIT_FREQUENCY[key], today) * 100),
    lastCompletedOn: lastDay === null ? null : fromDayNumber(lastDay),
  };
}

const flagsOn = (done: DoneDays, from: number, to: number) => {
  const count = (key: ProtocolKey) => daysInRange(done[key], from, to);
  return { thirtyThirtyThirty: count('thirtyThirtyThirty'), fasting: count('fasting'), coldExposure: count('coldExposure') };
};

/** Done days per counted day, or per Monday-start week (dated by its Monday) for "all". */
function seriesFor(done: DoneDays, span: Span, today: number, byWeek: boolean): SeriesPoint[] {
  const points: SeriesPoint[] = [];
  const step = byWeek ? 7 : 1;
  for (let start = byWeek ? mondayOfDay(span.from) : span.from; start <= today; start += step) {
    const [from, to] = [Math.max(start, span.from), Math.min(start + step - 1, today)];
    points.push({ date: fromDayNumber(start), days: to - from + 1, ...flagsOn(done, from, to) });
  }
  return points;
}

function calendarFor(done: DoneDays, month: string): DayCounts[] {
  const first = dayNumber(`${month}-01`);
  const last = dayNumber(`${fromDayNumber(first + 31).slice(0, 7)}-01`) - 1;
  const days: DayCounts[] = [];
  for (let day = first; day <= last; day++) days.push({ date: fromDayNumber(day), ...flagsOn(done, day, day) });
  return days;
}

/** Everything the dashboard, progress and protocol-progress screens show, in one request. */
export async function progressSummary(
  db: Database,
  owner: ProgressOwner,
  query: ProgressQuery,
  now = new Date(),
): Promise<ProgressSummary> {
  // "Today", the week and the range bounds are the person's current zone; each log keeps its own day.
  const todayDate = localDateOf(now, owner.timeZone);
  const today = dayNumber(todayDate);
  const knownPeriod = query.range === 'all' ? null : periodFor(query.range, today, today);
  // In turn rather than at once: one pooled connection per request keeps requests from queueing
  // behind each other for connections under load (bench:api).
  const { days: done, firstDay } = await completionHistory(db, owner.id);
  const biometrics = await biometricsSummary(db, owner.id, knownPeriod && fromDayNumber(knownPeriod.from), todayDate);
  const start = progressStartDay(firstDay, dayNumber(localDateOf(owner.createdAt, owner.timeZone)), today);
  const period = periodFor(query.range, today, start);
  const range = countedSpan(period.from, start, today);
  const week = countedSpan(mondayOfDay(today), start, today);
  const protocols = {
    thirtyThirtyThirty: summarise(done.thirtyThirtyThirty, 'thirtyThirtyThirty', today, range, week),
    fasting: summarise(done.fasting, 'fasting', today, range, week),
    coldExposure: summarise(done.coldExposure, 'coldExposure', today, range, week),
  };
  const countsOf = (field: 'rangeCount' | 'thisWeekDays') =>
    Object.fromEntries(PROTOCOL_KEYS.map((key) => [key, protocols[key][field]])) as Record<ProtocolKey, number>;
  const adherence = adherenceOver(countsOf('rangeCount'), range.days);
  const anyProtocol = new Set([...done.thirtyThirtyThirty, ...done.fasting, ...done.coldExposure]);

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
      currentStreak: currentStreakOfDays(anyProtocol, today),
      habitStrength: Math.round(PROTOCOL_KEYS.reduce((sum, key) => sum + protocols[key].habitStrength, 0) / PROTOCOL_KEYS.length),
    },
    protocols,
    series: { resolution: query.range === 'all' ? 'week' : 'day', points: seriesFor(done, range, today, query.range === 'all') },
    calendar: { month: query.month ?? todayDate.slice(0, 7), days: calendarFor(done, query.month ?? todayDate.slice(0, 7)) },
    biometrics,
  };
}
