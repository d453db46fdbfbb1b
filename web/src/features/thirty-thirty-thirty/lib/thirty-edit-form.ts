import { durationParts } from '@uh/core/common/duration-format.logic';
import { fromLocalDateTime, toLocalDateTime } from '@uh/core/common/local-date-time.logic';
import { numberFieldError } from '@uh/core/common/number-input.logic';
import { THIRTY_EXERCISE_FIELD_RULES, THIRTY_RULES } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.logic';
import { thirtyLogPatchSchema, type ThirtyLog, type ThirtyLogPatch } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { checkedPatch, editFieldsByApiName, failedFields, whenMessages } from '#lib/log-edit-form';
import type { FieldErrors } from '#lib/use-schema-form';
import { parseNumberField } from './thirty-form';

/** A session being corrected: the time in the person's zone, the exercise as minutes and seconds. */
export type ThirtyEditValues = { when: string; protein: string; minutes: string; seconds: string; waking: string };
export type ThirtyEditField = keyof ThirtyEditValues;
export type ThirtyEditErrors = FieldErrors<ThirtyEditValues>;

export function thirtyEditValues(log: ThirtyLog, timeZone: string): ThirtyEditValues {
  const { hours, minutes, seconds } = durationParts(log.exerciseDuration);
  return {
    when: toLocalDateTime(new Date(log.timestamp), timeZone),
    protein: String(log.proteinAmount),
    minutes: String(hours * 60 + minutes),
    seconds: String(seconds),
    waking: log.timeAfterWaking === null ? '' : String(log.timeAfterWaking),
  };
}

export type ThirtyEditResult = { errors: ThirtyEditErrors; patch: ThirtyLogPatch | null };

/** The form field that shows a message about each API field, the shared schema's or the server's. */
export const THIRTY_EDIT_FIELDS_BY_API_NAME = editFieldsByApiName<ThirtyEditValues>({
  proteinAmount: 'protein',
  exerciseDuration: 'minutes',
  timeAfterWaking: 'waking',
});

/**
 * Checks a correction by the shared rules, then its PATCH body by the shared schema (`checkedPatch`):
 * only what changed is sent, so an untouched time keeps its seconds.
 */
export function thirtyEditPatch(log: ThirtyLog, values: ThirtyEditValues, timeZone: string): ThirtyEditResult {
  const when = fromLocalDateTime(values.when, timeZone);
  const errors = failedFields<ThirtyEditValues>({
    when: when ? null : whenMessages('session').missing,
    protein: numberFieldError(values.protein, { ...THIRTY_RULES.proteinAmount, isRequired: true }),
    minutes: numberFieldError(values.minutes, { ...THIRTY_EXERCISE_FIELD_RULES.minutes, isRequired: true }),
    seconds: numberFieldError(values.seconds, THIRTY_EXERCISE_FIELD_RULES.seconds),
    waking: numberFieldError(values.waking, THIRTY_RULES.timeAfterWaking),
  });
  if (Object.keys(errors).length > 0) return { errors, patch: null };

  const original = thirtyEditValues(log, timeZone);
  const candidate: ThirtyLogPatch = {
    proteinAmount: parseNumberField(values.protein)!,
    exerciseDuration: parseNumberField(values.minutes)! * 60 + (parseNumberField(values.seconds) ?? 0),
    timeAfterWaking: parseNumberField(values.waking),
  };
  const patch: ThirtyLogPatch = {
    ...(candidate.proteinAmount !== log.proteinAmount ? { proteinAmount: candidate.proteinAmount } : {}),
    ...(candidate.exerciseDuration !== log.exerciseDuration ? { exerciseDuration: candidate.exerciseDuration } : {}),
    ...(candidate.timeAfterWaking !== log.timeAfterWaking ? { timeAfterWaking: candidate.timeAfterWaking } : {}),
    ...(values.when !== original.when ? { timestamp: when!.toISOString() } : {}),
  };
  return checkedPatch(patch, thirtyLogPatchSchema, THIRTY_EDIT_FIELDS_BY_API_NAME, whenMessages('session').future);
}
