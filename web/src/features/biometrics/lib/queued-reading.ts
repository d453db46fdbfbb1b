import { formatSleepHours } from '#lib/format';
import { formatWeight, type WeightUnit } from '#lib/preferences';
import type { BiometricPayload } from './biometric-form';

/** A reading kept on this device, with what was typed: 'Weight 81.6 kg · BP 120/80 · HR 60 bpm · Sleep 7.5 h'. */
export function describeQueuedReading(body: unknown, weightUnit: WeightUnit): string {
  const reading = body as BiometricPayload;
  const parts = [
    reading.weight === null ? null : `Weight ${formatWeight(reading.weight, weightUnit)}`,
    reading.systolic === null || reading.diastolic === null ? null : `BP ${reading.systolic}/${reading.diastolic}`,
    reading.heartRate === null ? null : `HR ${reading.heartRate} bpm`,
    reading.sleepDuration === null ? null : `Sleep ${formatSleepHours(reading.sleepDuration)}`,
  ];
  return parts.filter((part) => part !== null).join(' · ') || 'Biometric reading';
}
