import type { BiometricLog } from '@uh/core/biometrics/biometrics.schema';
import { coldMethodLabel } from '@uh/core/cold-exposure/cold-exposure.logic';
import type { ColdLog } from '@uh/core/cold-exposure/cold-exposure.schema';
import type { Experiment } from '@uh/core/experiments/experiments.schema';
import { fastingProtocolShortLabel, fastStatus } from '@uh/core/fasting/fasting.logic';
import type { FastingLog } from '@uh/core/fasting/fasting.schema';
import { byTrackedProtocol } from '@uh/core/protocols/protocol-registry';
import { formatDay, formatSessionLength, formatSleepHours } from '#lib/format';
import { formatTemperature, formatWeight, type TemperatureUnit, type WeightUnit } from '#lib/preferences';

// How another person's logs read on a share's page: one line each, in the viewer's units.

/** '16:8 fast · 14.5 h · Ended Early', or '… · In Progress' while it runs. */
export function fastLine(log: Pick<FastingLog, 'targetHours' | 'duration' | 'endTime' | 'completed'>): string {
  const status = fastStatus(log);
  const length = log.endTime !== null && log.duration !== null ? `${Math.round((log.duration / 3600) * 10) / 10} h` : null;
  return [`${fastingProtocolShortLabel(log.targetHours)} fast`, length, status].filter((part) => part !== null).join(' · ');
}

/** 'Cold Plunge · 3:00 at 39.2 °F'. */
export const coldLine = (log: Pick<ColdLog, 'exposureMethod' | 'duration' | 'temperature' | 'temperatureUnit'>, unit: TemperatureUnit) =>
  `${coldMethodLabel(log.exposureMethod)} · ${formatSessionLength(log.duration)} at ${formatTemperature(log.temperature, log.temperatureUnit, unit)}`;

/** '81.6 kg · 118/76 mmHg · 58 BPM · 7.5 h sleep'; the readings a wearable adds besides are left out. */
export function readingLine(
  log: Pick<BiometricLog, 'weight' | 'systolic' | 'diastolic' | 'heartRate' | 'sleepDuration' | 'hrv'>,
  weightUnit: WeightUnit,
): string {
  const parts: string[] = [];
  if (log.weight !== null) parts.push(formatWeight(log.weight, weightUnit));
  if (log.systolic !== null || log.diastolic !== null) parts.push(`${log.systolic ?? '–'}/${log.diastolic ?? '–'} mmHg`);
  if (log.heartRate !== null) parts.push(`${log.heartRate} BPM`);
  if (log.sleepDuration !== null) parts.push(`${formatSleepHours(log.sleepDuration)} sleep`);
  if (log.hrv !== null) parts.push(`HRV ${log.hrv} ms`);
  return parts.join(' · ') || 'Other readings';
}

const HABITS = byTrackedProtocol((entry) => entry.habit.label);
const OUTCOMES: Record<string, string> = {
  sleepHours: 'sleep',
  hrvMs: 'HRV',
  restingHeartRate: 'resting heart rate',
  weightKg: 'weight',
};

/** 'Cold exposure → HRV'; their own protocols are named as such (their titles are not shared). */
export function experimentTitle(experiment: Pick<Experiment, 'intervention' | 'outcome'>): string {
  const habit = experiment.intervention.kind === 'protocol' ? HABITS[experiment.intervention.protocol] : 'One of their own protocols';
  const outcome =
    experiment.outcome.kind === 'biometric' ? (OUTCOMES[experiment.outcome.metric] ?? experiment.outcome.metric) : 'a measure of their own';
  return `${habit} → ${outcome}`;
}

/** Where an experiment stands on `today` (yyyy-MM-dd): running, planned, stopped or finished. */
export function experimentStanding(experiment: Pick<Experiment, 'plan' | 'startDay' | 'stoppedOn'>, today: string): string {
  const first = experiment.plan[0]?.day ?? experiment.startDay;
  const last = experiment.plan.at(-1)?.day ?? experiment.startDay;
  const day = (localDay: string) => formatDay(localDay, today);
  if (experiment.stoppedOn !== null) return `Stopped on ${day(experiment.stoppedOn)}`;
  if (today < first) return `Starts on ${day(first)}`;
  if (today > last) return `Finished on ${day(last)}`;
  const index = experiment.plan.findIndex((planned) => planned.day === today);
  return index < 0 ? 'Running' : `Running: day ${index + 1} of ${experiment.plan.length}`;
}
