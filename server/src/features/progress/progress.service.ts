import { dayNumber, fromDayNumber, localDateOf, type LocalDate } from '@uh/core/common/calendar.logic';
import { kilogramsToPounds, roundTo } from '@uh/core/common/units.logic';
import {
  adherenceMessage,
  adherencePercent,
  average,
  changePercent,
  countInRange,
  currentStreakOfDays,
  DAILY_FREQUENCY,
  habitStrengthOfDays,
  heartRateTrend,
  longestStreakOfDays,
  PROTOCOL_KEYS,
  ringColour,
  WEEKLY_TARGETS,
  type ProtocolKey,
} from '@uh/core/progress/progress.logic';
import type { BiometricPoint, DayCounts, ProgressQuery, ProgressSummary, ProtocolSummary } from '@uh/core/progress/progress.schema';
import type { Database } from '../../db/client';
import type { ProtocolOwner } from '../../lib/protocol-completion';
import {
  biometricReadings,
  biometricStats,
  biometricWeeklyMeans,
  completionsByDay,
  lastHeartRates,
  type BiometricRow,
} from './progress.queries';

// Days are day numbers (days since 1970-01-01, see `dayNumber`) until they leave this module:
// the service walks years of history per request.
type Completions = Record<ProtocolKey, Map<number, number>>;
const RANGE_LABELS = { week: 'This Week', month: 'Last 30 Days', all: 'All Time' } as const;

const NO_COMPLETIONS: Completions = { thirtyThirtyThirty: new Map(), fasting: new Map(), coldExposure: new Map() };

/** 1970-01-01 was a Thursday: the Monday on or before a day number. */
const mondayOf = (day: number) => day - ((day + 3) % 7);

const firstDayOf = (counts: Map<number, number>): number | null => (counts.size === 0 ? null : Math.min(...counts.keys()));

function rangeFor(query: ProgressQuery, today: number, completions: Completions): { from: number; to: number } {
  if (query.range === 'week') return { from: mondayOf(today), to: mondayOf(today) + 6 };
  if (query.range === 'month') return { from: today - 29, to: today };
  const firsts = PROTOCOL_KEYS.map((key) => firstDayOf(completions[key])).filter((day): day is number => day !== null);
  return { from: firsts.length ? Math.min(...firsts) : today, to: today };
}

function summarise(counts: Map<number, number>, key: ProtocolKey, today: number, from: number, to: number): ProtocolSummary {
  const days = new Set(counts.keys());
  const weekStart = mondayOf(today);
  let thisWeekDays = 0;
  for (let day = weekStart; day < weekStart + 7; day++) if (days.has(day)) thisWeekDays += 1;
  const lastSeven = countInRange(counts, today - 6, today);
  const lastDay = days.size === 0 ? null : Math.max(...days);
  return {
    completedToday: days.has(today),
    currentStreak: currentStreakOfDays(days, today),
    longestStreak: longestStreakOfDays(days),
    thisWeekDays,
    thisWeekCount: countInRange(counts, weekStart, weekStart + 6),
    weeklyTarget: WEEKLY_TARGETS[key],
    weeklyRate: Math.min(100, Math.round((lastSeven / 7) * 100)),
    rangeCount: countInRange(counts, from, to),
    habitStrength: Math.round(habitStrengthOfDays(counts, DAILY_FREQUENCY[key], firstDayOf(counts), today) * 100),
    lastCompletedOn: lastDay === null ? null : fromDayNumber(lastDay),
  };
}

const countsOn = (completions: Completions, day: number, date: LocalDate): DayCounts => ({
  date,
  thirtyThirtyThirty: completions.thirtyThirtyThirty.get(day) ?? 0,
  fasting: completions.fasting.get(day) ?? 0,
  coldExposure: completions.coldExposure.get(day) ?? 0,
});

/** Per-day counts, or per-week sums (dated by Monday) for long ranges. */
function seriesFor(completions: Completions, from: number, to: number, byWeek: boolean): DayCounts[] {
  const points: DayCounts[] = [];
  const step = byWeek ? 7 : 1;
  for (let start = byWeek ? mondayOf(from) : from; start <= to; start += step) {
    const point = countsOn(completions, start, fromDayNumber(start));
    for (let day = start + 1; day < start + step; day++) {
      const extra = countsOn(completions, day, '');
      point.thirtyThirtyThirty += extra.thirtyThirtyThirty;
      point.fasting += extra.fasting;
      point.coldExposure += extra.coldExposure;
    }
    points.push(point);
  }
  return points;
}

// node-postgres returns numeric aggregates as strings.
const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const pounds = (kg: unknown) => (num(kg) === null ? null : roundTo(kilogramsToPounds(num(kg)!), 1));
const hours = (seconds: unknown) => (num(seconds) === null ? null : roundTo(num(seconds)! / 3600, 1));

function toPoint(row: BiometricRow): BiometricPoint {
  const round0 = (value: unknown) => (num(value) === null ? null : Math.round(num(value)!));
  return {
    date: row.day,
    weight: pounds(row.weight_kg),
    systolic: round0(row.systolic),
    diastolic: round0(row.diastolic),
    heartRate: round0(row.heart_rate),
    sleepDuration: hours(row.sleep_seconds),
  };
}

/** "All" needs no start date (weekly means over everything), so this runs beside the completions. */
async function biometricsFor(db: Database, owner: ProtocolOwner, query: ProgressQuery, from: LocalDate | null, to: LocalDate) {
  const isAll = query.range === 'all' || from === null;
  const statsFrom = isAll ? null : from;
  const [rows, stats, heartRates] = await Promise.all([
    statsFrom === null
      ? biometricWeeklyMeans(db, owner.id, owner.timeZone)
      : biometricReadings(db, owner.id, owner.timeZone, statsFrom, to),
    biometricStats(db, owner.id, owner.timeZone, statsFrom, to),
    lastHeartRates(db, owner.id, owner.timeZone, statsFrom, to),
  ]);
  const rounded = (value: number | null, decimals: number) => (value === null ? null : average([value], decimals));
  return {
    resolution: isAll ? ('week' as const) : ('reading' as const),
    points: rows.map(toPoint),
    averages: {
      weight: rounded(pounds(stats.avg_weight_kg), 1),
      systolic: rounded(num(stats.avg_systolic), 0),
      diastolic: rounded(num(stats.avg_diastolic), 0),
      heartRate: rounded(num(stats.avg_heart_rate), 0),
      sleepDuration: rounded(hours(stats.avg_sleep_seconds), 1),
    },
    changes: {
      weight: changePercent(num(stats.first_weight_kg) ?? undefined, num(stats.last_weight_kg) ?? undefined),
      systolic: changePercent(num(stats.first_systolic) ?? undefined, num(stats.last_systolic) ?? undefined),
      diastolic: changePercent(num(stats.first_diastolic) ?? undefined, num(stats.last_diastolic) ?? undefined),
      heartRate: changePercent(num(stats.first_heart_rate) ?? undefined, num(stats.last_heart_rate) ?? undefined),
      sleepDuration: changePercent(num(stats.first_sleep_seconds) ?? undefined, num(stats.last_sleep_seconds) ?? undefined),
    },
    heartRateTrend: heartRateTrend(heartRates),
  };
}

/** Everything the dashboard, progress and protocol-progress screens show, in one request. */
export async function progressSummary(
  db: Database,
  owner: ProtocolOwner,
  query: ProgressQuery,
  now = new Date(),
): Promise<ProgressSummary> {
  const todayDate = localDateOf(now, owner.timeZone);
  const today = dayNumber(todayDate);
  // Week and month bounds are known up front, so the biometric queries run beside the completion
  // queries; "all" needs no start date for biometrics (weekly means over everything).
  const knownFrom = query.range === 'all' ? null : fromDayNumber(rangeFor(query, today, NO_COMPLETIONS).from);
  const completionsOf = (key: ProtocolKey) => completionsByDay(db, owner.id, owner.timeZone, key);
  const [thirtyThirtyThirty, fasting, coldExposure, biometrics] = await Promise.all([
    completionsOf('thirtyThirtyThirty'),
    completionsOf('fasting'),
    completionsOf('coldExposure'),
    biometricsFor(db, owner, query, knownFrom, todayDate),
  ]);
  const completions: Completions = { thirtyThirtyThirty, fasting, coldExposure };
  const { from, to } = rangeFor(query, today, completions);
  const protocols = {
    thirtyThirtyThirty: summarise(completions.thirtyThirtyThirty, 'thirtyThirtyThirty', today, from, to),
    fasting: summarise(completions.fasting, 'fasting', today, from, to),
    coldExposure: summarise(completions.coldExposure, 'coldExposure', today, from, to),
  };

  // Adherence: completions in the range, each protocol capped at its own target for that span.
  const weeksInRange = (to - from + 1) / 7;
  const targetOf = (key: ProtocolKey) => Math.round(WEEKLY_TARGETS[key] * weeksInRange);
  const target = PROTOCOL_KEYS.reduce((sum, key) => sum + targetOf(key), 0);
  const completed = PROTOCOL_KEYS.reduce((sum, key) => sum + Math.min(protocols[key].rangeCount, targetOf(key)), 0);
  const adherence = adherencePercent(completed, target);

  const anyProtocol = new Set(PROTOCOL_KEYS.flatMap((key) => [...completions[key].keys()]));
  const month = query.month ?? todayDate.slice(0, 7);
  const monthStart = dayNumber(`${month}-01`);
  const monthEnd = dayNumber(`${fromDayNumber(monthStart + 31).slice(0, 7)}-01`) - 1;
  const calendarDays: DayCounts[] = [];
  for (let day = monthStart; day <= monthEnd; day++) calendarDays.push(countsOn(completions, day, fromDayNumber(day)));
  const [fromDate, toDate] = [fromDayNumber(from), fromDayNumber(to)];

  return {
    today: todayDate,
    range: { kind: query.range, from: fromDate, to: toDate, label: RANGE_LABELS[query.range] },
    overall: {
      adherencePercent: adherence,
      completed,
      target,
      ringColour: ringColour(adherence),
      message: adherenceMessage(adherence),
      completionRate: Math.round(PROTOCOL_KEYS.reduce((sum, key) => sum + protocols[key].weeklyRate, 0) / PROTOCOL_KEYS.length),
      currentStreak: currentStreakOfDays(anyProtocol, today),
      habitStrength: Math.round(PROTOCOL_KEYS.reduce((sum, key) => sum + protocols[key].habitStrength, 0) / PROTOCOL_KEYS.length),
    },
    protocols,
    series: { resolution: query.range === 'all' ? 'week' : 'day', points: seriesFor(completions, from, to, query.range === 'all') },
    calendar: { month, days: calendarDays },
    biometrics,
  };
}
