import type { z } from 'zod';
import type { logPlanSchema } from '../coach-tools/tool-plan.schema';
import { coldDefaultTemperature, COLD_MIN_SECONDS } from '../cold-exposure/cold-exposure.logic';
import { kilogramsToPounds } from '../common/units.logic';
import { DEFAULT_FASTING_TARGET_HOURS } from '../fasting/fasting.logic';
import { THIRTY_PROTEIN_MIN_G, THIRTY_RULES } from '../thirty-thirty-thirty/thirty-thirty-thirty.logic';
import type { DetailsOf, ExtractedEntry, JournalEntryType } from './voice-journal.schema';

/** A reviewed entry: its type and details (what the person confirmed). */
export type ReviewedEntry = Omit<ExtractedEntry, 'uncertain' | 'summary'>;

/**
 * What saving an entry does to the protocol logs, in the protocols' own API terms (weight in lbs,
 * temperature with its unit, durations in seconds). At most one log per entry; the coach's tools
 * propose the same plans (core/src/coach-tools/tool-plan.schema.ts).
 */
export type LogPlan = z.infer<typeof logPlanSchema>;

export type LogPlanResult = { ok: true; plan: LogPlan | null } | { ok: false; field: string; message: string };

export const COLD_NEEDS_DURATION = 'Say how long the cold session lasted to log it, or save the entry without creating the log';

const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;

type Planner<T extends JournalEntryType> = (details: DetailsOf<T>, at: Date) => LogPlanResult;

const none: LogPlanResult = { ok: true, plan: null };
const plan = (value: LogPlan): LogPlanResult => ({ ok: true, plan: value });

const PLANNERS: { [T in JournalEntryType]: Planner<T> } = {
  // A meal's protein counts towards the day's 30-30-30 session (added to it, or a new one).
  meal: (details) => (details.proteinGrams ? plan({ kind: 'protein', grams: details.proteinGrams }) : none),
  cold_exposure: (details) => {
    if (details.duration === undefined) return { ok: false, field: 'details.duration', message: COLD_NEEDS_DURATION };
    return plan({
      kind: 'coldExposure',
      log: {
        exposureMethod: details.exposureMethod,
        temperature: details.temperature ?? coldDefaultTemperature(details.temperatureUnit),
        temperatureUnit: details.temperatureUnit,
        duration: details.duration,
        completed: details.duration >= COLD_MIN_SECONDS,
      },
    });
  },
  // The biometrics API takes pounds; a weight said in kilograms is converted, not rounded, so the
  // stored kilograms are the ones said.
  biometric: (details) =>
    plan({
      kind: 'biometrics',
      log: defined({
        weight: details.weight === undefined ? undefined : details.weightUnit === 'kg' ? kilogramsToPounds(details.weight) : details.weight,
        systolic: details.systolic,
        diastolic: details.diastolic,
        heartRate: details.heartRate,
        sleepDuration: details.sleepHours,
      }),
    }),
  fasting: (details, at) =>
    details.action === 'start'
      ? plan({
          kind: 'fastStart',
          startTime: details.startTime ?? at.toISOString(),
          targetHours: details.targetHours ?? DEFAULT_FASTING_TARGET_HOURS,
        })
      : plan({ kind: 'fastEnd', endTime: details.endTime ?? at.toISOString() }),
  // Exercise counts towards the day's 30-30-30 session the same way.
  exercise: (details) => (details.minutes ? plan({ kind: 'exercise', seconds: details.minutes * 60 }) : none),
  water: () => none,
  supplement: () => none,
  note: () => none,
};

/** The log a reviewed entry makes when saved at `at`, or the field that keeps it from making one. */
export function logPlanOf(entry: ReviewedEntry, at: Date): LogPlanResult {
  const planner = PLANNERS[entry.type] as Planner<typeof entry.type>;
  return planner(entry.details as never, at);
}

/** Protein added to a session, kept within what a session may hold; 0 when it is already full. */
export function proteinToAdd(current: number, grams: number): number {
  return Math.max(0, Math.min(grams, THIRTY_RULES.proteinAmount.max - current));
}

/** Exercise added to a session, kept within what a session may hold; 0 when it is already full. */
export function exerciseToAdd(currentSeconds: number, seconds: number): number {
  return Math.max(0, Math.min(seconds, THIRTY_RULES.exerciseDuration.max - currentSeconds));
}

/** A meal with this much protein is the morning protein of the checklist. */
export const MORNING_PROTEIN_GRAMS = THIRTY_PROTEIN_MIN_G;
/** An exercise entry this long is the morning exercise of the checklist (the routine's 30 minutes). */
export const MORNING_EXERCISE_MINUTES = 30;
