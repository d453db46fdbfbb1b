import {
  COLD_DURATION_FIELD_RULES,
  COLD_METHOD_VALUES,
  coldTemperatureRule,
  type ColdMethod,
} from '@uh/core/cold-exposure/cold-exposure.logic';
import { coldLogPatchSchema, type ColdLog, type ColdLogPatch } from '@uh/core/cold-exposure/cold-exposure.schema';
import { durationParts } from '@uh/core/common/duration-format.logic';
import { fromLocalDateTime, toLocalDateTime } from '@uh/core/common/local-date-time.logic';
import { numberFieldError, parseNumberInput } from '@uh/core/common/number-input.logic';
import { roundTo, type TemperatureUnit } from '@uh/core/common/units.logic';
import { checkedPatch, editFieldsByApiName, failedFields, whenMessages } from '#lib/log-edit-form';
import { convertTemperature } from '#lib/preferences';
import type { FieldErrors } from '#lib/use-schema-form';

/** A session being corrected: the time in the person's zone, the temperature in their unit. */
export type ColdEditValues = { when: string; method: string; temperature: string; minutes: string; seconds: string };
export type ColdEditField = keyof ColdEditValues;
export type ColdEditErrors = FieldErrors<ColdEditValues>;

export function coldEditValues(log: ColdLog, timeZone: string, unit: TemperatureUnit): ColdEditValues {
  const { hours, minutes, seconds } = durationParts(log.duration);
  return {
    when: toLocalDateTime(new Date(log.timestamp), timeZone),
    method: log.exposureMethod,
    temperature: String(roundTo(convertTemperature(log.temperature, log.temperatureUnit, unit), 1)),
    minutes: String(hours * 60 + minutes),
    seconds: String(seconds),
  };
}

const numberOf = (text: string) => {
  const parsed = parseNumberInput(text);
  return parsed.kind === 'number' ? parsed.value : 0;
};

/** The form field that shows a message about each API field, the shared schema's or the server's. */
export const COLD_EDIT_FIELDS_BY_API_NAME = editFieldsByApiName<ColdEditValues>({
  exposureMethod: 'method',
  temperature: 'temperature',
  duration: 'minutes',
});

/**
 * Checks a correction by the shared rules, then its PATCH body by the shared schema (`checkedPatch`):
 * only what changed is sent, and a new temperature goes with the person's unit.
 */
export function coldEditPatch(
  log: ColdLog,
  values: ColdEditValues,
  timeZone: string,
  unit: TemperatureUnit,
): { errors: ColdEditErrors; patch: ColdLogPatch | null } {
  const when = fromLocalDateTime(values.when, timeZone);
  const errors = failedFields<ColdEditValues>({
    when: when ? null : whenMessages('session').missing,
    method: (COLD_METHOD_VALUES as readonly string[]).includes(values.method) ? null : 'Choose a method',
    temperature: numberFieldError(values.temperature, { ...coldTemperatureRule(unit), isRequired: true }),
    minutes: numberFieldError(values.minutes, { ...COLD_DURATION_FIELD_RULES.minutes, isRequired: true }),
    seconds: numberFieldError(values.seconds, COLD_DURATION_FIELD_RULES.seconds),
  });
  if (Object.keys(errors).length > 0) return { errors, patch: null };

  const original = coldEditValues(log, timeZone, unit);
  const duration = numberOf(values.minutes) * 60 + numberOf(values.seconds);
  const patch: ColdLogPatch = {
    ...(values.method !== log.exposureMethod ? { exposureMethod: values.method as ColdMethod } : {}),
    ...(values.temperature !== original.temperature ? { temperature: numberOf(values.temperature), temperatureUnit: unit } : {}),
    ...(duration !== log.duration ? { duration } : {}),
    ...(values.when !== original.when ? { timestamp: when!.toISOString() } : {}),
  };
  return checkedPatch(patch, coldLogPatchSchema, COLD_EDIT_FIELDS_BY_API_NAME, whenMessages('session').future);
}
