import { hydrationOunces } from '../checklist/checklist.logic';
import { addDays, type LocalDate } from '../common/calendar.logic';
import { kilogramsToPounds, roundTo } from '../common/units.logic';

export type WeightUnit = 'lbs' | 'kg';

/** Biometrics are read over the last 30 local days; sleep is averaged over the last 7. */
export const BIOMETRIC_DAYS = 30;
export const SLEEP_DAYS = 7;

/** One biometric log as the server reads it: weight in kg (the stored unit), sleep in hours. */
export type BiometricReading = {
  day: LocalDate;
  timestamp: Date;
  weightKg: number | null;
  systolic: number | null;
  diastolic: number | null;
  heartRate: number | null;
  sleepHours: number | null;
};

/** A measurement's trend over the window: its first and latest readings and how many there were. */
export type MetricTrend = {
  readings: number;
  first: { value: number; day: LocalDate };
  latest: { value: number; day: LocalDate };
  /** latest − first, in the same unit. */
  change: number;
  average: number;
};

export type BiometricsGrounding = {
  lastLoggedOn: LocalDate;
  /** In the person's weight unit. */
  weight: MetricTrend | null;
  heartRate: MetricTrend | null;
  bloodPressure: { systolic: number; diastolic: number; day: LocalDate; readings: number } | null;
  /** Sleep: the latest night logged (any time in the window) and the last 7 days' average. */
  sleep: { latest: { hours: number; day: LocalDate } | null; averageHours: number | null; readings: number };
  /** The app's hydration target from the latest weight: half the lbs, as ounces (and litres). */
  hydration: { ounces: number; litres: number } | null;
};

const LITRES_PER_US_FLUID_OUNCE = 0.0295735;
const filled = (value: number | null): value is number => value !== null && Number.isFinite(value) && value !== 0;

function trendOf(readings: { value: number; day: LocalDate }[], decimals: number): MetricTrend | null {
  if (readings.length === 0) return null;
  const first = readings[0]!;
  const latest = readings.at(-1)!;
  const round = (value: number) => roundTo(value, decimals);
  return {
    readings: readings.length,
    first: { value: round(first.value), day: first.day },
    latest: { value: round(latest.value), day: latest.day },
    change: round(round(latest.value) - round(first.value)),
    average: round(readings.reduce((sum, reading) => sum + reading.value, 0) / readings.length),
  };
}

/** What the coaches know about the person's biometrics, in their units, with how many readings each figure rests on. */
export function biometricsGrounding(
  readings: readonly BiometricReading[],
  today: LocalDate,
  weightUnit: WeightUnit,
): BiometricsGrounding | null {
  const from = addDays(today, -(BIOMETRIC_DAYS - 1));
  const inWindow = readings.filter((r) => r.day >= from && r.day <= today).sort((a, b) => a.timestamp.getTime() - b.timestamp.getTime());
  if (inWindow.length === 0) return null;

  const series = (value: (r: BiometricReading) => number | null) =>
    inWindow.flatMap((r) => (filled(value(r)) ? [{ value: value(r)!, day: r.day }] : []));
  const weight = trendOf(
    series((r) => (r.weightKg === null ? null : weightUnit === 'kg' ? r.weightKg : kilogramsToPounds(r.weightKg))),
    1,
  );
  const pressures = inWindow.filter((r) => filled(r.systolic) && filled(r.diastolic));
  const pressure = pressures.at(-1);
  const sleeps = series((r) => r.sleepHours);
  const recentSleeps = sleeps.filter((s) => s.day >= addDays(today, -(SLEEP_DAYS - 1)));
  const latestKg = series((r) => r.weightKg).at(-1)?.value;
  const ounces = latestKg === undefined ? null : hydrationOunces(kilogramsToPounds(latestKg));

  return {
    lastLoggedOn: inWindow.at(-1)!.day,
    weight,
    heartRate: trendOf(
      series((r) => r.heartRate),
      0,
    ),
    bloodPressure: pressure
      ? {
          systolic: Math.round(pressure.systolic!),
          diastolic: Math.round(pressure.diastolic!),
          day: pressure.day,
          readings: pressures.length,
        }
      : null,
    sleep: {
      latest: sleeps.length > 0 ? { hours: roundTo(sleeps.at(-1)!.value, 1), day: sleeps.at(-1)!.day } : null,
      averageHours: recentSleeps.length > 0 ? roundTo(recentSleeps.reduce((sum, s) => sum + s.value, 0) / recentSleeps.length, 1) : null,
      readings: recentSleeps.length,
    },
    hydration: ounces === null ? null : { ounces, litres: roundTo(ounces * LITRES_PER_US_FLUID_OUNCE, 1) },
  };
}
