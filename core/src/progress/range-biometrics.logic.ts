import type { LocalDate } from '../common/calendar.logic';
import { kilogramsToPounds, roundTo } from '../common/units.logic';
import { average, changePercent, heartRateTrend } from './progress.logic';
import type { BiometricPoint, ProgressSummary } from './progress.schema';

/** A reading as stored (kilograms, seconds), on the local day it was taken. */
export type StoredReading = {
  day: LocalDate;
  weightKg: number | null;
  systolic: number | null;
  diastolic: number | null;
  heartRate: number | null;
  sleepSeconds: number | null;
};

type Metric = keyof BiometricPoint & keyof ProgressSummary['biometrics']['averages'];

/** Each metric: where a reading keeps it, how it is shown, and to how many decimals. */
const METRICS: readonly [Metric, Exclude<keyof StoredReading, 'day'>, (value: number) => number, number][] = [
  ['weight', 'weightKg', (kg) => roundTo(kilogramsToPounds(kg), 1), 1],
  ['systolic', 'systolic', Math.round, 0],
  ['diastolic', 'diastolic', Math.round, 0],
  ['heartRate', 'heartRate', Math.round, 0],
  ['sleepDuration', 'sleepSeconds', (seconds) => roundTo(seconds / 3600, 1), 1],
];

const byMetric = <T>(read: (column: (typeof METRICS)[number][1], show: (value: number) => number, decimals: number) => T) =>
  Object.fromEntries(METRICS.map(([metric, column, show, decimals]) => [metric, read(column, show, decimals)])) as Record<Metric, T>;

/**
 * A range's biometrics from its readings (oldest first, by time): every reading a point, the mean of
 * each metric, its change from the first to the last reading of it (by local day, then time; a
 * change needs two readings), and the resting heart-rate trend of the last seven.
 */
export function rangeBiometrics(readings: readonly StoredReading[]): ProgressSummary['biometrics'] {
  const byDay = [...readings].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const values = (list: readonly StoredReading[], column: (typeof METRICS)[number][1]) =>
    list.map((reading) => reading[column]).filter((value): value is number => value !== null);
  return {
    resolution: 'reading',
    points: readings.map((reading) => ({
      date: reading.day,
      ...byMetric((column, show) => (reading[column] === null ? null : show(reading[column]!))),
    })),
    averages: byMetric((column, show, decimals) => {
      const list = values(readings, column);
      return list.length === 0 ? null : average([show(list.reduce((sum, value) => sum + value, 0) / list.length)], decimals);
    }),
    changes: byMetric((column) => {
      const list = values(byDay, column);
      return list.length < 2 ? null : changePercent(list[0], list.at(-1));
    }),
    heartRateTrend: heartRateTrend(values(readings, 'heartRate').slice(-7)),
  };
}
