import { durationParts } from '@uh/core/common/duration-format.logic';
import { fromLocalDateTime, toLocalDateTime } from '@uh/core/common/local-date-time.logic';
import { numberFieldError } from '@uh/core/common/number-input.logic';
import { THIRTY_EXERCISE_FIELD_RULES, THIRTY_RULES } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.logic';
import { thirtyLogPatchSchema, type ThirtyLog, type ThirtyLogPatch } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';
import { parseNumberField } from './thirty-form';

/** A session being corrected: the time in the person's zone, the exercise as minutes and seconds. */
export type ThirtyEditValues = { when: string; protein: string; minutes: string; seconds: string; waking: string };
export type ThirtyEditField = keyof ThirtyEditValues;
export type ThirtyEditErrors = Partial<Record<ThirtyEditField, string>>;

export const THIRTY_EDIT_FIELDS_BY_API_NAME = {
  timestamp: 'when',
  proteinAmount: 'protein',
  exerciseDuration: 'minutes',
  timeAfterWaking: 'waking',
} as const satisfies Record<string, ThirtyEditField>;

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

/**
 * Checks a correction by the shared rules and the shared PATCH schema, and gives the PATCH body
 * with only what changed (an untouched time keeps its seconds). `patch` is null while any field
 * is wrong; an empty patch means there is nothing to save.
 */
export function thirtyEditPatch(log: ThirtyLog, values: ThirtyEditValues, timeZone: string): ThirtyEditResult {
  const errors: ThirtyEditErrors = {};
  const check = (field: ThirtyEditField, message: string | null) => {
    if (message) errors[field] = message;
  };
  check('protein', numberFieldError(values.protein, { ...THIRTY_RULES.proteinAmount, isRequired: true }));
  check('minutes', numberFieldError(values.minutes, { ...THIRTY_EXERCISE_FIELD_RULES.minutes, isRequired: true }));
  check('seconds', numberFieldError(values.seconds, THIRTY_EXERCISE_FIELD_RULES.seconds));
  check('waking', numberFieldError(values.waking, THIRTY_RULES.timeAfterWaking));
  const when = fromLocalDateTime(values.when, timeZone);
  if (!when) errors.when = 'Enter the date and time of the session';
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
  if (Object.keys(patch).length === 0) return { errors, patch };
  const result = thirtyLogPatchSchema.safeParse(patch);
  for (const issue of result.error?.issues ?? []) {
    const field = THIRTY_EDIT_FIELDS_BY_API_NAME[String(issue.path[0]) as keyof typeof THIRTY_EDIT_FIELDS_BY_API_NAME];
    if (field && !errors[field]) errors[field] = field === 'when' ? 'The session cannot be in the future' : issue.message;
  }
  return Object.keys(errors).length > 0 ? { errors, patch: null } : { errors, patch };
}
