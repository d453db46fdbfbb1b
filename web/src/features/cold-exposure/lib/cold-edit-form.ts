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
import { convertTemperature } from '#lib/preferences';

/** A session being corrected: the time in the person's zone, the temperature in their unit. */
export type ColdEditValues = { when: string; method: string; temperature: string; minutes: string; seconds: string };
export type ColdEditField = keyof ColdEditValues;
export type ColdEditErrors = Partial<Record<ColdEditField, string>>;

export const COLD_EDIT_FIELDS_BY_API_NAME = {
  timestamp: 'when',
  exposureMethod: 'method',
  temperature: 'temperature',
  duration: 'minutes',
} as const satisfies Record<string, ColdEditField>;

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

/**
 * Checks a correction by the shared rules and the shared PATCH schema; the PATCH body holds only
 * what changed (a new temperature goes with the person's unit). `patch` is null while a field is wrong.
 */
export function coldEditPatch(
  log: ColdLog,
  values: ColdEditValues,
  timeZone: string,
  unit: TemperatureUnit,
): { errors: ColdEditErrors; patch: ColdLogPatch | null } {
  const errors: ColdEditErrors = {};
  const check = (field: ColdEditField, message: string | null) => {
    if (message) errors[field] = message;
  };
  check('temperature', numberFieldError(values.temperature, { ...coldTemperatureRule(unit), isRequired: true }));
  check('minutes', numberFieldError(values.minutes, { ...COLD_DURATION_FIELD_RULES.minutes, isRequired: true }));
  check('seconds', numberFieldError(values.seconds, COLD_DURATION_FIELD_RULES.seconds));
  if (!(COLD_METHOD_VALUES as readonly string[]).includes(values.method)) errors.method = 'Choose a method';
  const when = fromLocalDateTime(values.when, timeZone);
  if (!when) errors.when = 'Enter the date and time of the session';
  if (Object.keys(errors).length > 0) return { errors, patch: null };

  const original = coldEditValues(log, timeZone, unit);
  const duration = numberOf(values.minutes) * 60 + numberOf(values.seconds);
  const patch: ColdLogPatch = {
    ...(values.method !== log.exposureMethod ? { exposureMethod: values.method as ColdMethod } : {}),
    ...(values.temperature !== original.temperature ? { temperature: numberOf(values.temperature), temperatureUnit: unit } : {}),
    ...(duration !== log.duration ? { duration } : {}),
    ...(values.when !== original.when ? { timestamp: when!.toISOString() } : {}),
  };
  if (Object.keys(patch).length === 0) return { errors, patch };
  for (const issue of coldLogPatchSchema.safeParse(patch).error?.issues ?? []) {
    const field = COLD_EDIT_FIELDS_BY_API_NAME[String(issue.path[0]) as keyof typeof COLD_EDIT_FIELDS_BY_API_NAME];
    if (field && !errors[field]) errors[field] = field === 'when' ? 'The session cannot be in the future' : issue.message;
  }
  return Object.keys(errors).length > 0 ? { errors, patch: null } : { errors, patch };
}
