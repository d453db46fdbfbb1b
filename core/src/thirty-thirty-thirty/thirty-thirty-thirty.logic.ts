import type { NumberRule } from '../common/number-rule.schema';

/** docs/product.md §9: 30 g of protein and 25 minutes of exercise complete the morning; the timer stops at 30. */
export const THIRTY_PROTEIN_MIN_G = 30;
export const THIRTY_EXERCISE_MIN_S = 1500;
export const THIRTY_TIMER_CAP_S = 1800;
export const THIRTY_PROTEIN_WINDOW_MIN = 30;

export function meetsThirtyThirtyThirty({ proteinAmount, exerciseDuration }: { proteinAmount: number; exerciseDuration: number }): boolean {
  return proteinAmount >= THIRTY_PROTEIN_MIN_G && exerciseDuration >= THIRTY_EXERCISE_MIN_S;
}

export const THIRTY_VALIDATION_TITLE = 'Validation Error';
export const THIRTY_VALIDATION_MESSAGE = "Please ensure you've consumed at least 30g of protein and exercised for at least 25 minutes.";

/** Longest exercise a corrected session may hold (the timer stops at 30 minutes; a walk may run longer). */
export const THIRTY_EXERCISE_MAX_S = 4 * 3600;

/** Plausible values, the same in the forms and the API (a typed 99999 is a typo, not a breakfast). */
export const THIRTY_RULES = {
  proteinAmount: { label: 'Protein', min: 0, max: 500, unit: 'g' },
  exerciseDuration: { label: 'Exercise', min: 0, max: THIRTY_EXERCISE_MAX_S, unit: 'seconds', maxDecimals: 0 },
  timeAfterWaking: { label: 'Time after waking', min: 0, max: 1440, unit: 'minutes' },
} as const satisfies Record<string, NumberRule>;

/** The exercise as minutes and seconds fields in the edit form. */
export const THIRTY_EXERCISE_FIELD_RULES = {
  minutes: { label: 'Exercise minutes', min: 0, max: THIRTY_EXERCISE_MAX_S / 60, maxDecimals: 0 },
  seconds: { label: 'Exercise seconds', min: 0, max: 59, maxDecimals: 0 },
} as const satisfies Record<string, NumberRule>;
