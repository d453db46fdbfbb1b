import { addDays, localDateOf, startOfWeek, type LocalDate } from '@uh/core/common/calendar.logic';
import { kilogramsToPounds, roundTo } from '@uh/core/common/units.logic';
import {
  adherenceMessage,
  adherencePercent,
  average,
  changePercent,
  countInRange,
  currentStreak,
  DAILY_FREQUENCY,
  daysBetween,
  habitStrength,
  heartRateTrend,
  longestStreak,
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

type Completions = Record<ProtocolKey, Map<LocalDate, number>>;
const RANGE_LABELS = { week: 'This Week', month: 'Last 30 Days', all: 'All Time' } as const;

const firstDayOf = (counts: Map<LocalDate, number>): LocalDate | null => [...counts.keys()].sort()[0] ?? null;

function rangeFor(query: ProgressQuery, today: LocalDate, completions: Completions): { from: LocalDate; to: LocalDate } {
  if (query.range === 'week') {
    const from = startOfWeek(today, 1);
    return { from, to: addDays(from, 6) };
  }
  if (query.range === 'month') return { from: addDays(today, -29), to: today };
  const firsts = PROTOCOL_KEYS.map((key) => firstDayOf(completions[key])).filter((day): day is LocalDate => day !== null);
  return { from: firsts.sort()[0] ?? today, to: today };
}

function summarise(counts: Map<LocalDate, number>, key: ProtocolKey, today: LocalDate, from: LocalDate, to: LocalDate): ProtocolSummary {
  const days = new Set(counts.keys());
  const weekStart = startOfWeek(today, 1);
  const weekDays = daysBetween(weekStart, addDays(weekStart, 6));
  const lastSeven = countInRange(counts, addDays(today, -6), today);
  return {
    completedToday: days.has(today),
    currentStreak: currentStreak(days, today),
    longestStreak: longestStreak(days),
    thisWeekDays: weekDays.filter((day) => days.has(day)).length,
    thisWeekCount: countInRange(counts, weekStart, addDays(weekStart, 6)),
    weeklyTarget: WEEKLY_TARGETS[key],
    weeklyRate: Math.min(100, Math.round((lastSeven / 7) * 100)),
    rangeCount: countInRange(counts, from, to),
    habitStrength: Math.round(habitStrength(counts, DAILY_FREQUENCY[key], firstDayOf(counts), today) * 100),
    lastCompletedOn: [...days].sort().at(-1) ?? null,
  };
}

const dayCountsOf = (completions: Completions, date: LocalDate): DayCounts => ({
  date,
  thirtyThirtyThirty: completions.thirtyThirtyThirty.get(date) ?? 0,
  fasting: completions.fasting.get(date) ?? 0,
  coldExposure: completions.coldExposure.get(date) ?? 0,
});

/** Per-day counts, or per-week sums (dated by Monday) for long ranges. */
function seriesFor(completions: Completions, from: LocalDate, to: LocalDate, byWeek: boolean): DayCounts[] {
  const days = daysBetween(from, to).map((day) => dayCountsOf(completions, day));
  if (!byWeek) return days;
  const weeks = new Map<LocalDate, DayCounts>();
  for (const day of days) {
    const monday = startOfWeek(day.date, 1);
    const week = weeks.get(monday) ?? { date: monday, thirtyThirtyThirty: 0, fasting: 0, coldExposure: 0 };
    week.thirtyThirtyThirty += day.thirtyThirtyThirty;
    week.fasting += day.fasting;
    week.coldExposure += day.coldExposure;
    weeks.set(monday, week);
  }
  return [...weeks.values()];
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

async function biometricsFor(db: Database, owner: ProtocolOwner, query: ProgressQuery, from: LocalDate, to: LocalDate) {
  const isAll = query.range === 'all';
  const statsFrom = isAll ? null : from;
  const [rows, stats, heartRates] = await Promise.all([
    isAll ? biometricWeeklyMeans(db, owner.id, owner.timeZone) : biometricReadings(db, owner.id, owner.timeZone, from, to),
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
  const today = localDateOf(now, owner.timeZone);
  const [thirtyThirtyThirty, fasting, coldExposure] = await Promise.all(
    PROTOCOL_KEYS.map((key) => completionsByDay(db, owner.id, owner.timeZone, key)),
  );
  const completions: Completions = { thirtyThirtyThirty: thirtyThirtyThirty!, fasting: fasting!, coldExposure: coldExposure! };
  const { from, to } = rangeFor(query, today, completions);
  const protocols = {
    thirtyThirtyThirty: summarise(completions.thirtyThirtyThirty, 'thirtyThirtyThirty', today, from, to),
    fasting: summarise(completions.fasting, 'fasting', today, from, to),
    coldExposure: summarise(completions.coldExposure, 'coldExposure', today, from, to),
  };

  // Adherence: completions in the range, each protocol capped at its own target for that span.
  const weeksInRange = daysBetween(from, to).length / 7;
  const targetOf = (key: ProtocolKey) => Math.round(WEEKLY_TARGETS[key] * weeksInRange);
  const target = PROTOCOL_KEYS.reduce((sum, key) => sum + targetOf(key), 0);
  const completed = PROTOCOL_KEYS.reduce((sum, key) => sum + Math.min(protocols[key].rangeCount, targetOf(key)), 0);
  const adherence = adherencePercent(completed, target);

  const anyProtocol = new Set(PROTOCOL_KEYS.flatMap((key) => [...completions[key].keys()]));
  const month = query.month ?? today.slice(0, 7);
  const monthStart = `${month}-01`;
  const monthEnd = addDays(`${addDays(monthStart, 31).slice(0, 7)}-01`, -1);

  return {
    today,
    range: { kind: query.range, from, to, label: RANGE_LABELS[query.range] },
    overall: {
      adherencePercent: adherence,
      completed,
      target,
      ringColour: ringColour(adherence),
      message: adherenceMessage(adherence),
      completionRate: Math.round(PROTOCOL_KEYS.reduce((sum, key) => sum + protocols[key].weeklyRate, 0) / PROTOCOL_KEYS.length),
      currentStreak: currentStreak(anyProtocol, today),
      habitStrength: Math.round(PROTOCOL_KEYS.reduce((sum, key) => sum + protocols[key].habitStrength, 0) / PROTOCOL_KEYS.length),
    },
    protocols,
    series: { resolution: query.range === 'all' ? 'week' : 'day', points: seriesFor(completions, from, to, query.range === 'all') },
    calendar: { month, days: daysBetween(monthStart, monthEnd).map((day) => dayCountsOf(completions, day)) },
    biometrics: await biometricsFor(db, owner, query, from, to),
  };
}
