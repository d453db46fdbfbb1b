import {
  meetsThirtyThirtyThirty,
  THIRTY_EXERCISE_MIN_S,
  THIRTY_PROTEIN_MIN_G,
  THIRTY_TIMER_CAP_S,
} from '@uh/core/thirty-thirty-thirty/thirty-thirty-thirty.logic';

/** A number typed into a field, or null when it is empty or not a finite number. */
export function parseNumberField(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export type ThirtyProgress = { proteinMet: boolean; exerciseMet: boolean; canComplete: boolean };

/** What the complete button needs (spec §5): protein ≥ 30 g and the timer ≥ 25:00. */
export function thirtyProgress(proteinText: string, exerciseSeconds: number): ThirtyProgress {
  const protein = parseNumberField(proteinText) ?? 0;
  return {
    proteinMet: protein >= THIRTY_PROTEIN_MIN_G,
    exerciseMet: exerciseSeconds >= THIRTY_EXERCISE_MIN_S,
    canComplete: meetsThirtyThirtyThirty({ proteinAmount: protein, exerciseDuration: exerciseSeconds }),
  };
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
