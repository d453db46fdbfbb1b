import { biometricPatchSchema, biometricRecordSchema, type BiometricLog, type BiometricPatch } from '@uh/core/biometrics/biometrics.schema';
import { fromLocalDateTime, toLocalDateTime } from '@uh/core/common/local-date-time.logic';
import { roundTo } from '@uh/core/common/units.logic';
import { weightFromPounds, type WeightUnit } from '#lib/preferences';
import {
  fieldErrors,
  FORM_FIELDS,
  schemaFieldErrors,
  toPayload,
  type BiometricFormErrors,
  type BiometricFormValues,
} from './biometric-form';

/** A reading being corrected: the five form fields (weight in the person's unit) and its time in their zone. */
export type BiometricEditValues = BiometricFormValues & { when: string };
export type BiometricEditErrors = BiometricFormErrors & { when?: string; form?: string };

const text = (value: number | null) => (value === null ? '' : String(value));

export function biometricEditValues(log: BiometricLog, timeZone: string, weightUnit: WeightUnit): BiometricEditValues {
  return {
    when: toLocalDateTime(new Date(log.timestamp), timeZone),
    weight: log.weight === null ? '' : String(roundTo(weightFromPounds(log.weight, weightUnit), 1)),
    systolic: text(log.systolic),
    diastolic: text(log.diastolic),
    heartRate: text(log.heartRate),
    sleepDuration: text(log.sleepDuration),
  };
}

/**
 * Checks a correction by the shared rules, then the reading that would result by the shared
 * schema (at least one value; systolic above diastolic), and gives the PATCH body with only the
 * fields that changed: an untouched weight is not re-sent rounded.
 */
export function biometricEditPatch(
  log: BiometricLog,
  values: BiometricEditValues,
  timeZone: string,
  weightUnit: WeightUnit,
): { errors: BiometricEditErrors; patch: BiometricPatch | null } {
  const original = biometricEditValues(log, timeZone, weightUnit);
  const changed = FORM_FIELDS.map(({ name }) => name).filter((name) => values[name].trim() !== original[name]);
  // Only what was touched is checked: a stored 1,000 lb reads 453.6 kg, just past the kg range's rounding.
  const typed = fieldErrors(values, weightUnit);
  const errors: BiometricEditErrors = Object.fromEntries(changed.filter((name) => typed[name]).map((name) => [name, typed[name]]));
  const when = fromLocalDateTime(values.when, timeZone);
  if (!when) errors.when = 'Enter the date and time of the reading';
  if (Object.keys(errors).length > 0) return { errors, patch: null };

  const payload = toPayload(values, weightUnit);
  const patch: BiometricPatch = Object.fromEntries(changed.map((name) => [name, payload[name]]));
  if (values.when !== original.when) patch.timestamp = when!.toISOString();
  if (Object.keys(patch).length === 0) return { errors, patch };

  const patchIssues = biometricPatchSchema.safeParse(patch).error?.issues ?? [];
  const merged = { ...log, ...patch };
  const recordIssues = biometricRecordSchema.safeParse(merged).error?.issues ?? [];
  const found: BiometricEditErrors = schemaFieldErrors([...patchIssues, ...recordIssues]);
  if (patchIssues.some((issue) => issue.path[0] === 'timestamp')) found.when = 'The reading cannot be in the future';
  const unnamed = recordIssues.find((issue) => issue.path.length === 0);
  if (unnamed) found.form = unnamed.message;
  return Object.keys(found).length > 0 ? { errors: found, patch: null } : { errors: found, patch };
}
