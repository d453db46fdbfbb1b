/** Spec §9: 30 g of protein and 25 minutes of exercise complete the morning; the timer stops at 30. */
export const THIRTY_PROTEIN_MIN_G = 30;
export const THIRTY_EXERCISE_MIN_S = 1500;
export const THIRTY_TIMER_CAP_S = 1800;
export const THIRTY_PROTEIN_WINDOW_MIN = 30;

export function meetsThirtyThirtyThirty({ proteinAmount, exerciseDuration }: { proteinAmount: number; exerciseDuration: number }): boolean {
  return proteinAmount >= THIRTY_PROTEIN_MIN_G && exerciseDuration >= THIRTY_EXERCISE_MIN_S;
}

export const THIRTY_VALIDATION_TITLE = 'Validation Error';
export const THIRTY_VALIDATION_MESSAGE = "Please ensure you've consumed at least 30g of protein and exercised for at least 25 minutes.";
