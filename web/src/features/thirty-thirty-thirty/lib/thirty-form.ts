import { numberFieldError, parseNumberInput } from '@uh/core/common/number-input.logic';
import {
  meetsThirtyThirtyThirty,
  THIRTY_EXERCISE_MIN_S,
  THIRTY_PROTEIN_MIN_G,
  THIRTY_RULES,
  THIRTY_TIMER_CAP_S,
} from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.logic';
import { thirtyLogCreateSchema } from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.schema';

/** What the person typed, kept as text so a refused save loses nothing. */
export type ThirtyFormValues = { protein: string; waking: string };
export type ThirtyFormField = keyof ThirtyFormValues | 'exercise';
export type ThirtyFormErrors = Partial<Record<ThirtyFormField, string>>;

/** Where a field the API names shows its message on this form. */
export const THIRTY_FORM_FIELDS_BY_API_NAME = {
  proteinAmount: 'protein',
  timeAfterWaking: 'waking',
  exerciseDuration: 'exercise',
} as const satisfies Record<string, ThirtyFormField>;

/** A typed number read strictly (no "1e3"), or null when the field is empty or not a plain number. */
export function parseNumberField(text: string): number | null {
  const parsed = parseNumberInput(text);
  return parsed.kind === 'number' ? parsed.value : null;
}

export type ThirtyProgress = { proteinMet: boolean; exerciseMet: boolean; canComplete: boolean };

/** What the complete button needs (docs/product.md §5): protein ≥ 30 g and the timer ≥ 25:00. */
export function thirtyProgress(proteinText: string, exerciseSeconds: number): ThirtyProgress {
  const protein = parseNumberField(proteinText) ?? 0;
  return {
    proteinMet: protein >= THIRTY_PROTEIN_MIN_G,
    exerciseMet: exerciseSeconds >= THIRTY_EXERCISE_MIN_S,
    canComplete: meetsThirtyThirtyThirty({ proteinAmount: protein, exerciseDuration: exerciseSeconds }),
  };
}

/** The body of POST /api/protocols/thirty for what was typed (only meaningful once it validates). */
export function thirtyPayload(values: ThirtyFormValues, exerciseSeconds: number) {
  return {
    proteinAmount: parseNumberField(values.protein) ?? 0,
    exerciseDuration: exerciseSeconds,
    timeAfterWaking: parseNumberField(values.waking),
  };
}

/**
 * Field messages for what was typed, by the shared rules and then the shared request schema,
 * before anything is sent: a typed 99999, −10 or 1e3 is named under its field. Whether the
 * morning meets the 30-30-30 rule is the complete button's business, not a field's.
 */
export function thirtyFormErrors(values: ThirtyFormValues, exerciseSeconds: number): ThirtyFormErrors {
  const errors: ThirtyFormErrors = {};
  const protein = numberFieldError(values.protein, THIRTY_RULES.proteinAmount);
  const waking = numberFieldError(values.waking, THIRTY_RULES.timeAfterWaking);
  if (protein) errors.protein = protein;
  if (waking) errors.waking = waking;
  if (protein || waking) return errors;
  const result = thirtyLogCreateSchema.safeParse(thirtyPayload(values, exerciseSeconds));
  for (const issue of result.error?.issues ?? []) {
    const field = THIRTY_FORM_FIELDS_BY_API_NAME[String(issue.path[0]) as keyof typeof THIRTY_FORM_FIELDS_BY_API_NAME];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The sentence a screen reader hears at the timer's milestones only (not every second):
 * empty before 25:00, then the minimum, then the cap.
 */
export function exerciseMilestone(seconds: number): string {
  if (seconds >= THIRTY_TIMER_CAP_S) return '30 minutes of exercise done. The timer has stopped.';
  if (seconds >= THIRTY_EXERCISE_MIN_S) return '25 minutes reached: your exercise counts toward the protocol.';
  return '';
}
